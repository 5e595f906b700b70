// The SMS driver for real delivery through a generic HTTP provider: POST JSON
// `{ "to": "+90…", "message": "…", "sender": "…" }` to SMS_HTTP_URL with `Authorization: Bearer
// SMS_HTTP_TOKEN`. Any 2xx is success; anything else (or no answer within 10 s) is a failed send.
import type { MessageDriver } from './types';

/** Phones are kept without the country prefix; every phone of the site is Turkish (prefix 90). */
export const SMS_COUNTRY_PREFIX = '90';

export interface HttpSmsDriverOptions {
  url: string;
  token: string;
  sender?: string;
  timeoutMs?: number;
}

export class SmsDeliveryError extends Error {
  constructor(readonly status: number | null, detail: string) {
    super(`the SMS provider refused the message: ${detail}`);
    this.name = 'SmsDeliveryError';
  }
}

export function createHttpSmsDriver(options: HttpSmsDriverOptions): MessageDriver {
  return {
    name: 'http-sms',
    async send(message) {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
        body: JSON.stringify({
          to: `+${SMS_COUNTRY_PREFIX}${message.to}`,
          message: message.body,
          ...(options.sender ? { sender: options.sender } : {}),
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      // The provider's answer is read (and dropped) so the connection can be reused.
      const text = await response.text().catch(() => '');
      if (!response.ok) throw new SmsDeliveryError(response.status, `HTTP ${response.status} ${text.slice(0, 200)}`);
    },
  };
}
