// Reading a provider's settings object: each adapter names the fields it needs, and every missing or
// malformed one is reported at once, so an operator fixes the whole set in one go.
import type { SettingsCheck } from './types';

type Reader = (name: string, value: string) => string | undefined;

export class SettingsReader {
  readonly problems: string[] = [];
  constructor(private readonly raw: Record<string, unknown> | null) {}

  private read<T>(name: string, optional: boolean, parse: (value: unknown) => T | undefined, what: string): T | undefined {
    const value = this.raw?.[name];
    if (value === undefined || value === null || value === '') {
      if (!optional) this.problems.push(`${name} is missing`);
      return undefined;
    }
    const parsed = parse(value);
    if (parsed === undefined) this.problems.push(`${name} must be ${what}`);
    return parsed;
  }

  string(name: string): string {
    return this.read(name, false, (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined), 'a non-empty string') ?? '';
  }

  optionalString(name: string): string | undefined {
    return this.read(name, true, (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined), 'a non-empty string');
  }

  integer(name: string): number {
    return this.read(name, false, (v) => (typeof v === 'number' && Number.isSafeInteger(v) ? v : undefined), 'a whole number') ?? 0;
  }

  /** An http(s) URL without a trailing slash. */
  url(name: string): string {
    return (
      this.read(
        name,
        false,
        (v) => {
          if (typeof v !== 'string') return undefined;
          try {
            const url = new URL(v.trim());
            return url.protocol === 'https:' || url.protocol === 'http:' ? v.trim().replace(/\/+$/, '') : undefined;
          } catch {
            return undefined;
          }
        },
        'an http(s) URL',
      ) ?? ''
    );
  }

  /** A PEM key Node can load. */
  pem(name: string, check: Reader): string {
    const value = this.string(name);
    if (value) {
      const problem = check(name, value);
      if (problem) this.problems.push(problem);
    }
    return value;
  }

  stringMap(name: string): Record<string, string> {
    return (
      this.read(
        name,
        true,
        (v) =>
          v && typeof v === 'object' && !Array.isArray(v) && Object.values(v).every((item) => typeof item === 'string')
            ? (v as Record<string, string>)
            : undefined,
        'an object of texts',
      ) ?? {}
    );
  }

  result<S>(settings: S): SettingsCheck<S> {
    if (this.raw === null || Object.keys(this.raw).length === 0) return { ok: false, problems: ['no settings'] };
    return this.problems.length > 0 ? { ok: false, problems: this.problems } : { ok: true, settings };
  }
}
