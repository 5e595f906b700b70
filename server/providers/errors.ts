// Failures of a launch that the casino handlers answer with a localized envelope.
import type { ProviderCode } from '../db/schema/casino';

/** The provider has no (complete) credentials and endpoints in its settings. */
export class ProviderNotConfiguredError extends Error {
  constructor(
    readonly provider: ProviderCode,
    readonly problems: string[],
  ) {
    super(`provider ${provider} is not configured: ${problems.join('; ')}`);
    this.name = 'ProviderNotConfiguredError';
  }
}

/** The provider's API refused the launch or could not be reached. */
export class ProviderCallError extends Error {
  constructor(
    readonly provider: ProviderCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${provider}: ${message}`, options);
    this.name = 'ProviderCallError';
  }
}
