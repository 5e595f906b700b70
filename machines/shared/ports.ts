// The outside world as machines see it: small interfaces the app edge fills with browser objects and
// tests fill with in-memory ones, so machines stay free of DOM imports.

/** The subset of the Web Storage API machines use (localStorage and sessionStorage fit as they are). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
}

/** An in-memory KeyValueStore for tests and for browsers that refuse storage. */
export function memoryStore(initial: Record<string, string> = {}): KeyValueStore {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}
