// Live betting's recipes (issue 18): the live list's rows with score and clock, the scoreboard, the
// timeline of a match, the suspended mark, the slip's countdown and the cash-out block of My bets.
// Atomic slot recipes like the sportsbook's (they arrive with the live pages, not in the first load).
import { sva } from '../../../styled-system/css';

export const liveSports = sva({
  slots: [
    'sport',
    'sportTitle',
    'score',
    'clock',
    'suspended',
    'scoreboard',
    'boardTeam',
    'boardScore',
    'boardMeta',
    'timeline',
    'incident',
    'incidentMinute',
    'game',
    'table',
    'tableCaption',
    'tableTeam',
    'tableCell',
    'tablePoints',
    'serve',
    'visuallyHidden',
  ],
  base: {
    sport: { display: 'flex', flexDirection: 'column', gap: '2' },
    sportTitle: { fontSize: 'md', fontWeight: 'bold', color: 'fg.muted' },
    score: { fontWeight: 'bold', fontVariantNumeric: 'tabular-nums', color: 'fg.default' },
    clock: { fontVariantNumeric: 'tabular-nums', color: 'success.text', fontWeight: 'semibold' },
    suspended: { fontSize: 'xs', fontWeight: 'semibold', color: 'danger.text', bg: 'bg.muted', borderRadius: 'sm', px: '2', py: '0.5' },
    scoreboard: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
      alignItems: 'center',
      gap: '3',
      bg: 'bg.surface',
      borderRadius: 'md',
      p: '4',
    },
    boardTeam: { fontWeight: 'semibold', '&:last-of-type': { textAlign: 'end' } },
    boardScore: { fontSize: '2xl', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums', textAlign: 'center' },
    boardMeta: { gridColumn: '1 / -1', display: 'flex', justifyContent: 'center', gap: '3', fontSize: 'sm', color: 'fg.muted' },
    timeline: { display: 'flex', flexDirection: 'column', gap: '1', listStyle: 'none', bg: 'bg.surface', borderRadius: 'md', p: '3', fontSize: 'sm' },
    incident: { display: 'flex', gap: '2', '&[data-side=away]': { flexDirection: 'row-reverse', textAlign: 'end' } },
    incidentMinute: { color: 'fg.muted', fontVariantNumeric: 'tabular-nums', minWidth: '10' },
    game: { fontVariantNumeric: 'tabular-nums', color: 'fg.default' },
    // Basketball quarters / tennis sets under the score: narrow columns so a 375 px phone holds five periods.
    table: { gridColumn: '1 / -1', width: 'full', borderCollapse: 'collapse', fontSize: 'sm', fontVariantNumeric: 'tabular-nums', tableLayout: 'auto' },
    tableCaption: { fontSize: 'xs', color: 'fg.muted', textAlign: 'start', pb: '1' },
    tableTeam: { textAlign: 'start', fontWeight: 'semibold', py: '1', pe: '2', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '40' },
    tableCell: { textAlign: 'center', px: '1', minWidth: '7', color: 'fg.default' },
    tablePoints: { textAlign: 'center', px: '1', minWidth: '8', fontWeight: 'bold', color: 'success.text' },
    serve: { color: 'warning.text', fontSize: 'xs', me: '1' },
    visuallyHidden: { srOnly: true },
  },
});

export const cashOutBox = sva({
  slots: ['root', 'row', 'value', 'input', 'reason', 'paid'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2', borderTopWidth: 'thin', borderColor: 'border.default', pt: '2' },
    row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' },
    value: { fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' },
    input: { bg: 'bg.input', borderRadius: 'sm', px: '2', py: '1', width: '32', _focusVisible: { outlineWidth: 'thick', outlineStyle: 'solid', outlineColor: 'border.focus' } },
    reason: { fontSize: 'sm', color: 'fg.muted' },
    paid: { fontWeight: 'semibold', color: 'success.text' },
  },
});
