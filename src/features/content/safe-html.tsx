// Server-written HTML (promotion descriptions, content pages, the start-up popup) shown only after it
// was sanitised: the operator's HTML is trusted to be well-meant, not to be safe. Where the browser has
// its own HTML sanitizer (Element.setHTML, which always drops scripts, event handlers and javascript:
// URLs whatever it is told to allow) it does the work; elsewhere DOMPurify loads with the first such
// HTML (purified-html.tsx). DOMPurify was 11.6 KiB gzip of the home page's first load (the popup).
import { lazy, Suspense, useCallback } from 'react';
import { css, cx } from '../../../styled-system/css';

const PurifiedHtml = lazy(() => import('./purified-html'));

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

interface BuiltInSanitizer {
  allowElement(element: { name: string; attributes: string[] }): void;
  allowAttribute(name: string): void;
}
type SetHtml = (html: string, options: { sanitizer: BuiltInSanitizer }) => void;

const SanitizerClass = (globalThis as { Sanitizer?: new () => BuiltInSanitizer }).Sanitizer;
const hasBuiltInSanitizer =
  typeof SanitizerClass === 'function' && typeof Element !== 'undefined' && 'setHTML' in Element.prototype;

let sanitizer: BuiltInSanitizer | undefined;
/** The safe default set, plus what DOMPurify's html profile kept: images, target, class, style, title. */
function builtInSanitizer(): BuiltInSanitizer {
  if (!sanitizer && SanitizerClass) {
    sanitizer = new SanitizerClass();
    sanitizer.allowElement({ name: 'img', attributes: ['src', 'alt', 'width', 'height'] });
    for (const name of ['target', 'class', 'style', 'title']) sanitizer.allowAttribute(name);
  }
  return sanitizer!;
}

/** Links keep web, mail, phone and same-site addresses only (as DOMPurify did) and open new tabs safely. */
const allowedLink = /^(?:https?:|mailto:|tel:|\/|#|\?)/i;
function tidyLinks(root: HTMLElement) {
  for (const link of root.querySelectorAll('a[href]')) {
    if (!allowedLink.test(link.getAttribute('href')!.trim())) link.removeAttribute('href');
  }
  for (const link of root.querySelectorAll('a[target="_blank"]')) link.setAttribute('rel', 'noopener noreferrer');
}

function BuiltInSanitizedHtml(props: { html: string; className: string; testId?: string }) {
  // A ref callback, not an effect: the markup is written when the element is attached (and again when the
  // HTML changes), before the browser paints; React renders no children into it.
  const write = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return;
      (element as unknown as { setHTML: SetHtml }).setHTML(props.html, { sanitizer: builtInSanitizer() });
      tidyLinks(element);
    },
    [props.html],
  );
  return <div ref={write} className={props.className} data-testid={props.testId} />;
}

export function SafeHtml(props: { html: string; className?: string; testId?: string }) {
  const className = cx(prose, props.className);
  if (hasBuiltInSanitizer) return <BuiltInSanitizedHtml html={props.html} className={className} testId={props.testId} />;
  return (
    <Suspense fallback={<div className={className} data-testid={props.testId} />}>
      <PurifiedHtml html={props.html} className={className} testId={props.testId} />
    </Suspense>
  );
}
