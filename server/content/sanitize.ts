// Rich text from the back office is sanitised here, on the server, before it is stored: DOMPurify (the
// same library the player's app runs before rendering) over a jsdom window, with the HTML profile only:
// no scripts, no event handlers, no javascript: URLs, no forms or frames. Links keep an explicit target.
import createDOMPurify from 'dompurify';
// jsdom ships no types; the one constructor used here is declared in ./jsdom.d.ts.
import { JSDOM } from 'jsdom';

let purifier: ReturnType<typeof createDOMPurify> | null = null;

function instance(): ReturnType<typeof createDOMPurify> {
  if (!purifier) {
    const window = new JSDOM('').window;
    purifier = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
    purifier.addHook('afterSanitizeAttributes', (node) => {
      // A link that opens elsewhere must not hand the opened page a handle on ours.
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    });
  }
  return purifier;
}

export function sanitizeRichText(html: string): string {
  return instance().sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'], FORBID_TAGS: ['form', 'input', 'button', 'iframe', 'style'] });
}
