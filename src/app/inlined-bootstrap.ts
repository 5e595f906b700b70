// Reads the bootstrap answer the server inlined into the document (server/content/document.ts), once:
// the element is removed on the first read, so a start-up retry asks the API. It is used only when it is
// in the app's language (the server cannot see the language kept in localStorage) and a success.
import type { Bootstrap, TakeInlinedBootstrap } from '../../machines/startup/startup.actors';
import type { Locale } from '../../machines/startup/startup.machine';

export const BOOTSTRAP_ELEMENT_ID = 'bootstrap';

export function inlinedBootstrapReader(doc: Document, locale: () => Locale): TakeInlinedBootstrap {
  return () => {
    const element = doc.getElementById(BOOTSTRAP_ELEMENT_ID);
    if (!element) return null;
    element.remove();
    if (element.getAttribute('data-locale') !== locale()) return null;
    try {
      const envelope = JSON.parse(element.textContent ?? '') as { success?: unknown; data?: Bootstrap };
      return envelope.success === true && envelope.data ? envelope.data : null;
    } catch {
      return null;
    }
  };
}
