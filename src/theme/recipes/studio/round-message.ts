// The line under a studio game that says how the round went: a win in the success colour, a loss muted,
// an error in the danger colour. One style for the shell and every game page that shows its own.
import type { SystemStyleObject } from '@pandacss/dev';

export const roundMessage = {
  minHeight: '6',
  textAlign: 'center',
  fontWeight: 'semibold',
  '&[data-kind=win]': { color: 'success.text' },
  '&[data-kind=lose]': { color: 'fg.muted' },
  '&[data-kind=error]': { color: 'danger.text' },
} satisfies SystemStyleObject;
