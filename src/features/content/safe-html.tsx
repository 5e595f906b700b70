// Server-written HTML (promotion descriptions, content pages) shown only after DOMPurify has removed
// scripts, event handlers and javascript: links: the operator's HTML is trusted to be well-meant, not
// to be safe.
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { css, cx } from '../../../styled-system/css';

/** Links the operator writes open in a new tab safely. */
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
});

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] });
}

const prose = css({
  lineHeight: 'relaxed',
  color: 'fg.default',
  '& p': { mb: '3' },
  '& h2, & h3': { fontFamily: 'heading', fontWeight: 'bold', fontSize: 'lg', mt: '4', mb: '2' },
  '& ul, & ol': { pl: '5', mb: '3' },
  '& ul': { listStyle: 'disc' },
  '& ol': { listStyle: 'decimal' },
  '& a': { color: 'fg.link', textDecoration: 'underline' },
  '& img': { maxWidth: 'full', height: 'auto' },
});

export function SafeHtml(props: { html: string; className?: string; testId?: string }) {
  const clean = useMemo(() => sanitizeHtml(props.html), [props.html]);
  // The only innerHTML in the app, and only with sanitised markup.
  return <div className={cx(prose, props.className)} data-testid={props.testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
