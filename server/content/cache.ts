// A short-lived in-memory cache for public content that is read on every visit (the bootstrap). Each
// server instance keeps its own copy for a few seconds: content may be that much stale after an
// operator's edit, which is harmless; nothing per-player is ever cached here.

interface Entry<T> {
  expiresAt: number;
  value: Promise<T>;
}

export class TtlCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The cached value of `key`, or a fresh one from `load`. Concurrent callers share one load; a failed
   * load is forgotten at once so the next request tries again.
   */
  get(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit.value;
    const value = load();
    this.entries.set(key, { expiresAt: this.now() + this.ttlMs, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
