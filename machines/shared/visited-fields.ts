// When a form shows a field's error (issue 13 point 3): after the player has left that field (blur)
// or once the form was submitted, never on a pristine form. Every form machine keeps the fields left
// in its context (`visited`) and filters its schema's verdict through `shownErrors`.
import type { ValidationErrors } from '../../common/contract/validate';

/** The visited list with `field` added once. */
export function withVisited<F extends string>(visited: readonly F[], field: F): F[] {
  return visited.includes(field) ? [...visited] : [...visited, field];
}

const none: ValidationErrors = {};

/**
 * The errors to show: every error once submitted, else only those of the fields left. An error keyed
 * by a derived name (the birth date built from three boxes) shows when any of its `sources` was left.
 */
export function shownErrors(
  all: ValidationErrors,
  visited: readonly string[],
  submitted: boolean,
  sources: Readonly<Record<string, readonly string[]>> = {},
): ValidationErrors {
  if (submitted) return all;
  const entries = Object.entries(all).filter(([key]) =>
    visited.includes(key) || (sources[key] ?? []).some((source) => visited.includes(source)),
  );
  return entries.length === 0 ? none : Object.fromEntries(entries);
}
