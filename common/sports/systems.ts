// System bets: a slip of n selections expanded into combinations ("lines") of the sizes the system names.
// "k/n" is every k-fold of n; the named full covers are Trixie (3: doubles + treble = 4), Patent (Trixie +
// 3 singles = 7), Yankee (4: 6 doubles + 4 trebles + 1 fourfold = 11), Lucky 15 (Yankee + 4 singles),
// Canadian / Super Yankee (5: 26), Heinz (6: 57), Super Heinz (7: 120), Goliath (8: 247). The stake is per
// line (domain notes). Pure.

export type NamedSystem = 'trixie' | 'patent' | 'yankee' | 'lucky15' | 'canadian' | 'heinz' | 'superheinz' | 'goliath';

interface NamedCover {
  selections: number;
  sizes: readonly number[];
}

const NAMED: Readonly<Record<NamedSystem, NamedCover>> = {
  trixie: { selections: 3, sizes: [2, 3] },
  patent: { selections: 3, sizes: [1, 2, 3] },
  yankee: { selections: 4, sizes: [2, 3, 4] },
  lucky15: { selections: 4, sizes: [1, 2, 3, 4] },
  canadian: { selections: 5, sizes: [2, 3, 4, 5] },
  heinz: { selections: 6, sizes: [2, 3, 4, 5, 6] },
  superheinz: { selections: 7, sizes: [2, 3, 4, 5, 6, 7] },
  goliath: { selections: 8, sizes: [2, 3, 4, 5, 6, 7, 8] },
};

export interface SystemSpec {
  /** How many selections the system needs. */
  selections: number;
  /** The combination sizes it covers. */
  sizes: readonly number[];
}

/** "2/3" → { selections: 3, sizes: [2] }; "yankee" → { selections: 4, sizes: [2, 3, 4] }; null for nonsense. */
export function parseSystem(name: string): SystemSpec | null {
  const named = NAMED[name.toLowerCase() as NamedSystem];
  if (named) return { selections: named.selections, sizes: named.sizes };
  const match = /^(\d{1,2})\/(\d{1,2})$/.exec(name);
  if (!match) return null;
  const k = Number(match[1]);
  const n = Number(match[2]);
  // 1/n would be n singles and n/n one accumulator: those are other bet types, not systems.
  if (k < 2 || k >= n || n > 20) return null;
  return { selections: n, sizes: [k] };
}

/** n choose k, exact for the sizes a slip can have. */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/** Every k-element combination of 0..n−1 in lexicographic order. */
export function combinations(n: number, k: number): number[][] {
  const out: number[][] = [];
  const pick: number[] = [];
  const walk = (start: number) => {
    if (pick.length === k) {
      out.push([...pick]);
      return;
    }
    for (let i = start; i <= n - (k - pick.length); i += 1) {
      pick.push(i);
      walk(i + 1);
      pick.pop();
    }
  };
  walk(0);
  return out;
}

/** The number of lines a system makes. */
export function lineCount(spec: SystemSpec): number {
  return spec.sizes.reduce((sum, k) => sum + choose(spec.selections, k), 0);
}

/** The lines of a system over its selections (indexes), smaller combinations first. */
export function expandSystem(spec: SystemSpec): number[][] {
  return spec.sizes.flatMap((k) => combinations(spec.selections, k));
}

/** The lines of any bet type over n selections: a single and an accumulator have one line. */
export function betLines(type: 'single' | 'accumulator' | 'system', selections: number, system?: string | null): number[][] | null {
  if (type === 'single') return selections === 1 ? [[0]] : null;
  if (type === 'accumulator') return selections >= 2 ? [Array.from({ length: selections }, (_, i) => i)] : null;
  const spec = system ? parseSystem(system) : null;
  if (!spec || spec.selections !== selections) return null;
  return expandSystem(spec);
}
