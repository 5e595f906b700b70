// The studio service's refusals: an HTTP status, a catalogue key (server/i18n/areas/studio.ts) and money
// placeholders in kuruş, formatted in the request's language by the handler (server/handlers/studio.ts).
import type { MessageKey } from '../i18n';

export class StudioError extends Error {
  constructor(
    readonly status: number,
    readonly key: MessageKey,
    readonly money: Record<string, bigint> = {},
  ) {
    super(key);
    this.name = 'StudioError';
  }
}
