// SafeHtml's fallback for browsers without a built-in HTML sanitizer (safe-html.tsx): DOMPurify removes
// scripts, event handlers and javascript: links, loaded only when such a browser shows such HTML.
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Links the operator writes open in a new tab safely. */
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
});

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] });
}

export default function PurifiedHtml(props: { html: string; className: string; testId?: string }) {
  const clean = useMemo(() => sanitizeHtml(props.html), [props.html]);
  // Only sanitised markup goes through innerHTML.
  return <div className={props.className} data-testid={props.testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
