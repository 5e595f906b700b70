// The error a handler throws to answer a client with a failure envelope: a status and a catalogue key
// whose text is chosen in the request's language by the central error handler (server/plugins/errors.ts).
import type { Locale, MessageKey, MessageVars } from '../i18n';

export class ApiError extends Error {
  readonly statusCode: number;
  readonly messageKey: MessageKey;
  readonly vars: MessageVars;
  /** Vars that depend on the request's language (money, dates), when the thrower cannot know it. */
  localizedVars?: (locale: Locale) => MessageVars;

  constructor(statusCode: number, messageKey: MessageKey, vars: MessageVars = {}) {
    super(messageKey);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.messageKey = messageKey;
    this.vars = vars;
  }
}
