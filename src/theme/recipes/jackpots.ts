// Jackpot carousel and card recipe (spec §2): a slide per jackpot with its four tiers (grand to mini),
// each a rolling amount with the TRY label, and the two EGT home cards.
import { defineSlotRecipe } from '@pandacss/dev';

export const jackpots = defineSlotRecipe({
  className: 'jackpots',
  description: 'Home jackpot carousel and cards',
  slots: ['root', 'viewport', 'slide', 'name', 'tiers', 'tier', 'tierName', 'amount', 'srOnlyText', 'digits', 'digit', 'currency', 'cards', 'card'],
  base: {
    root: { position: 'relative', width: 'full', overflow: 'hidden', borderRadius: 'lg', my: '4' },
    // Laid out before Swiper loads exactly as Swiper will lay it out (swiper.css: a flex row of blocks,
    // each one wide), so its arrival moves nothing. A column of slides that Swiper then collapsed pulled
    // the cards below up by two slides' height (a layout shift of 0.23 on a phone).
    viewport: { width: 'full', display: 'flex' },
    slide: {
      display: 'block',
      flexShrink: '0',
      width: 'full',
      // Block, as swiper.css makes it anyway, so the name's spacing is a margin rather than a gap.
      '& > h2': { mb: '3' },
      p: { base: '4', mobile: '6' },
      bg: 'bg.surface',
      borderWidth: 'thin',
      borderStyle: 'solid',
      borderColor: 'accent.border',
      borderRadius: 'lg',
      boxShadow: 'glow',
    },
    name: { fontFamily: 'heading', fontSize: { base: 'lg', mobile: '2xl' }, fontWeight: 'bold', color: 'accent.text' },
    // Columns never narrower than their content would need (minmax 0): on phones one tier a row, its
    // name and amount side by side, so the amount and its TRY label fit at 320 px (issue 13 point 2).
    tiers: {
      display: 'grid',
      gridTemplateColumns: { base: '[minmax(0, 1fr)]', xs: '[repeat(2, minmax(0, 1fr))]', mobile: '[repeat(4, minmax(0, 1fr))]' },
      gap: { base: '2', xs: '3' },
    },
    tier: {
      display: 'flex',
      flexDirection: { base: 'row', xs: 'column' },
      flexWrap: 'wrap',
      justifyContent: { base: 'space-between', xs: 'flex-start' },
      alignItems: { base: 'baseline', xs: 'stretch' },
      minWidth: '0',
      gap: '1',
      p: '3',
      borderRadius: 'md',
      bg: 'bg.muted',
      '&[data-tier=grand]': { bg: 'accent.subtle' },
    },
    tierName: { fontSize: 'xs', textTransform: 'uppercase', letterSpacing: 'wide', color: 'fg.muted' },
    amount: {
      fontFamily: 'mono',
      fontSize: { base: 'md', mobile: 'xl' },
      fontWeight: 'bold',
      color: 'fg.default',
      fontVariantNumeric: 'tabular-nums',
      whiteSpace: 'nowrap',
    },
    srOnlyText: { srOnly: true },
    digits: { display: 'inline-flex' },
    // One line tall; the strip of ten digits slides up to the digit shown.
    digit: {
      display: 'inline-block',
      height: '[1lh]',
      overflow: 'hidden',
      '& [data-part=strip]': {
        display: 'block',
        whiteSpace: 'pre-line',
        transitionProperty: 'translate',
        transitionDuration: 'normal',
        transitionTimingFunction: 'emphasized',
        _motionReduce: { transitionDuration: 'fast' },
      },
      '&[data-digit="0"] [data-part=strip]': { translate: '0 -0%' },
      '&[data-digit="1"] [data-part=strip]': { translate: '0 -10%' },
      '&[data-digit="2"] [data-part=strip]': { translate: '0 -20%' },
      '&[data-digit="3"] [data-part=strip]': { translate: '0 -30%' },
      '&[data-digit="4"] [data-part=strip]': { translate: '0 -40%' },
      '&[data-digit="5"] [data-part=strip]': { translate: '0 -50%' },
      '&[data-digit="6"] [data-part=strip]': { translate: '0 -60%' },
      '&[data-digit="7"] [data-part=strip]': { translate: '0 -70%' },
      '&[data-digit="8"] [data-part=strip]': { translate: '0 -80%' },
      '&[data-digit="9"] [data-part=strip]': { translate: '0 -90%' },
    },
    currency: { fontSize: 'xs', color: 'accent.text', marginInlineStart: '1' },
    cards: { display: 'grid', gridTemplateColumns: { base: '1fr', mobile: '[repeat(2, minmax(0, 1fr))]' }, gap: '4' },
    card: {
      minWidth: '0',
      display: 'flex',
      flexDirection: 'column',
      gap: '3',
      p: '4',
      bg: 'bg.surface',
      borderWidth: 'thin',
      borderStyle: 'solid',
      borderColor: 'border.default',
      borderRadius: 'lg',
      // Half the page wide: the four tiers sit two by two (one a row on phones).
      '& dl': { gridTemplateColumns: { base: '[minmax(0, 1fr)]', xs: '[repeat(2, minmax(0, 1fr))]' } },
    },
  },
});
