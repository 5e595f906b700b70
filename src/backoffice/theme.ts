// The back office's own recipes (Panda `sva`/`cva` over the site's tokens): the shell with its side
// navigation, the sign-in card, data tables and badges. Dense, for a working day at 1280 px; the
// navigation folds above the content on a tablet's portrait width.
import { cva, sva } from '../../styled-system/css';

export const shell = sva({
  slots: ['root', 'nav', 'brand', 'link', 'main', 'bar', 'who'],
  base: {
    root: { display: 'grid', gridTemplateColumns: { base: '1fr', lg: '14rem 1fr' }, minHeight: 'screenH', bg: 'bg.canvas' },
    nav: {
      display: 'flex',
      flexDirection: { base: 'row', lg: 'column' },
      flexWrap: 'wrap',
      gap: '1',
      p: '3',
      bg: 'bg.surface',
      borderRightWidth: { base: '[0]', lg: 'thin' },
      borderBottomWidth: { base: 'thin', lg: '[0]' },
      borderColor: 'border.muted',
    },
    brand: { fontWeight: 'bold', color: 'accent.text', px: '2', py: '2', fontSize: 'md' },
    link: {
      display: 'block',
      px: '3',
      py: '2',
      borderRadius: 'md',
      color: 'fg.muted',
      textDecoration: 'none',
      fontSize: 'sm',
      _hover: { bg: 'bg.hover', color: 'fg.default' },
      '&[aria-current=page]': { bg: 'accent.subtle', color: 'accent.text', fontWeight: 'semibold' },
    },
    main: { display: 'flex', flexDirection: 'column', minWidth: '0' },
    bar: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '3',
      px: '6',
      py: '3',
      bg: 'bg.header',
      borderBottomWidth: 'thin',
      borderColor: 'border.muted',
    },
    who: { display: 'flex', alignItems: 'center', gap: '3', fontSize: 'sm', color: 'fg.muted' },
  },
});

export const page = cva({ base: { p: { base: '4', lg: '6' }, display: 'flex', flexDirection: 'column', gap: '4', minWidth: '0' } });

export const card = sva({
  slots: ['root', 'title', 'body', 'error'],
  base: {
    root: {
      width: 'full',
      maxWidth: 'form',
      mx: 'auto',
      mt: '16',
      p: '6',
      bg: 'bg.surface',
      borderRadius: 'lg',
      borderWidth: 'thin',
      borderColor: 'border.default',
      display: 'flex',
      flexDirection: 'column',
      gap: '4',
    },
    title: { fontSize: 'xl', fontWeight: 'bold' },
    body: { display: 'flex', flexDirection: 'column', gap: '3', fontSize: 'sm', color: 'fg.muted' },
    error: { color: 'danger.text', fontSize: 'sm' },
  },
});

export const table = sva({
  slots: ['scroller', 'table', 'head', 'th', 'row', 'td', 'empty'],
  base: {
    scroller: { overflow: 'auto', maxHeight: '[70vh]', borderWidth: 'thin', borderColor: 'border.muted', borderRadius: 'md' },
    table: { width: 'full', borderCollapse: 'collapse', fontSize: 'sm' },
    head: { position: 'sticky', top: '0', bg: 'bg.raised', zIndex: 'raised' },
    th: { textAlign: 'start', px: '3', py: '2', fontWeight: 'semibold', color: 'fg.muted', whiteSpace: 'nowrap' },
    row: { borderTopWidth: 'thin', borderColor: 'border.muted', _hover: { bg: 'bg.hover' } },
    td: { px: '3', py: '2', verticalAlign: 'middle' },
    empty: { p: '6', textAlign: 'center', color: 'fg.subtle' },
  },
});

export const toolbar = cva({ base: { display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' } });

export const badge = cva({
  base: { display: 'inline-block', px: '2', py: '0.5', borderRadius: 'full', fontSize: 'xs', fontWeight: 'semibold' },
  variants: {
    tone: {
      neutral: { bg: 'neutral.subtle', color: 'neutral.text' },
      warning: { bg: 'warning.subtle', color: 'warning.text' },
      success: { bg: 'success.subtle', color: 'success.text' },
      danger: { bg: 'danger.subtle', color: 'danger.text' },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const codes = cva({
  base: { display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: '2', fontFamily: 'mono', fontSize: 'sm', color: 'fg.default' },
});

export const figures = sva({
  slots: ['grid', 'tile', 'label', 'value'],
  base: {
    grid: { display: 'grid', gridTemplateColumns: { base: 'repeat(2, 1fr)', lg: 'repeat(5, 1fr)' }, gap: '3' },
    tile: { p: '4', bg: 'bg.surface', borderRadius: 'md', borderWidth: 'thin', borderColor: 'border.muted', display: 'flex', flexDirection: 'column', gap: '1' },
    label: { fontSize: 'xs', color: 'fg.muted' },
    value: { fontSize: 'lg', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' },
  },
});

export const chartBox = cva({ base: { p: '4', bg: 'bg.surface', borderRadius: 'md', borderWidth: 'thin', borderColor: 'border.muted', minHeight: '72', overflow: 'hidden' } });

/** A form's fields one under another, as wide as a form. */
export const stack = cva({ base: { display: 'flex', flexDirection: 'column', gap: '3', width: 'full', maxWidth: 'form' } });

/** Search and filter fields side by side, as many as fit (five at 1280 px, three on a tablet), the buttons after them. */
export const filterBar = cva({
  base: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))', gap: '3', alignItems: 'end' },
});

/** A select inside a table cell keeps room for its longest option. */
export const cellSelect = cva({ base: { minWidth: '[9rem]' } });

/** The support chat screen: the queue, the conversation and the player's summary side by side (stacked on a tablet). */
export const supportDesk = sva({
  slots: ['grid', 'column', 'item', 'lines', 'line', 'meta', 'body', 'summary', 'row'],
  base: {
    grid: { display: 'grid', gridTemplateColumns: { base: '1fr', lg: '[16rem 1fr 16rem]' }, gap: '4', alignItems: 'start' },
    column: { display: 'flex', flexDirection: 'column', gap: '2', minWidth: '0', p: '3', bg: 'bg.surface', borderRadius: 'md', borderWidth: 'thin', borderColor: 'border.muted' },
    item: {
      display: 'flex', flexDirection: 'column', gap: '0.5', p: '2', borderRadius: 'sm', textAlign: 'start', cursor: 'pointer', fontSize: 'sm',
      _hover: { bg: 'bg.hover' },
      '&[data-selected]': { bg: 'bg.hover', borderWidth: 'thin', borderColor: 'border.focus' },
    },
    lines: { display: 'flex', flexDirection: 'column', gap: '2', maxHeight: '[55vh]', overflowY: 'auto', listStyle: 'none', m: '0', p: '0' },
    line: {
      maxWidth: '5/6', px: '3', py: '2', borderRadius: 'md', bg: 'bg.raised', alignSelf: 'flex-start',
      '&[data-author=operator]': { alignSelf: 'flex-end', bg: 'accent.subtle' },
      '&[data-author=system]': { alignSelf: 'center', bg: 'transparent', color: 'fg.muted', fontSize: 'xs' },
    },
    meta: { fontSize: '2xs', color: 'fg.muted' },
    body: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 'sm' },
    summary: { display: 'grid', gridTemplateColumns: '[auto 1fr]', gap: '1', fontSize: 'sm', '& dt': { color: 'fg.muted' }, '& dd': { m: '0' } },
    row: { display: 'flex', gap: '2', alignItems: 'flex-end', flexWrap: 'wrap' },
  },
});
