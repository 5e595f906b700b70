// Calls to a provider's API: a time limit, and every failure (network, HTTP status, unreadable answer)
// as a ProviderCallError naming the provider, so a launch fails with one clear message.
import type { ProviderCode } from '../db/schema/casino';
import { ProviderCallError } from './errors';

export const PROVIDER_TIMEOUT_MS = 10_000;

export interface ProviderResponse {
  status: number;
  text: string;
  contentType: string;
}

export async function providerFetch(provider: ProviderCode, url: string, init: RequestInit = {}): Promise<ProviderResponse> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS), redirect: 'error' });
  } catch (error) {
    throw new ProviderCallError(provider, `request to ${new URL(url).origin} failed`, { cause: error });
  }
  const text = await response.text().catch(() => '');
  return { status: response.status, text, contentType: response.headers.get('content-type') ?? '' };
}

export function parseJsonAnswer(provider: ProviderCode, answer: ProviderResponse): Record<string, unknown> {
  if (answer.status < 200 || answer.status >= 300) {
    throw new ProviderCallError(provider, `answered HTTP ${answer.status}: ${answer.text.slice(0, 200)}`);
  }
  try {
    const parsed: unknown = JSON.parse(answer.text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw new ProviderCallError(provider, `answered something that is not a JSON object: ${answer.text.slice(0, 200)}`);
}

/** An absolute http(s) URL from a provider's answer, or a ProviderCallError. */
export function gameUrlFrom(provider: ProviderCode, value: unknown): string {
  if (typeof value === 'string') {
    try {
      const url = new URL(value);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.toString();
    } catch {
      // reported below
    }
  }
  throw new ProviderCallError(provider, `answered no usable game URL (${JSON.stringify(value)?.slice(0, 200)})`);
}
