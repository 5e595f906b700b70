// Finds what sticks out of the viewport sideways (issue 13 point 2): every visible element's box, not
// only the page's scroll width. An element may reach past the viewport's edge only where an ancestor
// clips it: its box is cut to each clipping ancestor's box first, and what is left must lie inside the
// viewport. A scrolling ancestor (overflow auto or scroll: horizontal chip scrollers) may hold content
// past its edge; a merely clipping one (overflow hidden or clip: a carousel) may hide whole items
// past its edge (the next slide), but an element it cuts in part is content cut off, and counts. Invisible elements (display none, visibility hidden, zero-sized, fully transparent,
// screen-reader-only text clipped to nothing, closed off-canvas drawers marked inert or aria-hidden)
// do not count.
import { expect, type Page } from '@playwright/test';

export interface Overflow {
  /** A short CSS-like path of the element: tag, test id, id or first class. */
  element: string;
  text: string;
  left: number;
  right: number;
  viewport: number;
  /** Cut in part by an ancestor that clips without scrolling (content lost, not scrolled away). */
  cut: boolean;
}

/** Every visible element whose (clipped) box reaches outside the viewport's width by more than half a pixel, or that a non-scrolling container cuts in part. */
export async function findOverflows(page: Page): Promise<Overflow[]> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const tolerance = 0.5;
    const found: Overflow[] = [];
    const scrolls = (style: CSSStyleDeclaration) => style.overflowX === 'auto' || style.overflowX === 'scroll';
    const clips = (style: CSSStyleDeclaration) => style.overflowX === 'hidden' || style.overflowX === 'clip';
    const describe = (element: Element) => {
      const testId = element.getAttribute('data-testid');
      if (testId) return `${element.tagName.toLowerCase()}[data-testid=${testId}]`;
      if (element.id) return `${element.tagName.toLowerCase()}#${element.id}`;
      const className = typeof element.className === 'string' ? element.className.split(/\s+/)[0] : '';
      return className ? `${element.tagName.toLowerCase()}.${className}` : element.tagName.toLowerCase();
    };
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (element.closest('[inert], [aria-hidden="true"], script, style, template, noscript')) continue;
      const style = getComputedStyle(element);
      if (style.display === 'contents') continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width < 1 || rect.height < 1) continue;
      let left = rect.left;
      let right = rect.right;
      let cut = false;
      // A fixed element is laid out against the viewport: the page's scrolling boxes do not clip it.
      if (style.position !== 'fixed') {
        for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          const parentStyle = getComputedStyle(parent);
          const scrolling = scrolls(parentStyle);
          if (scrolling || clips(parentStyle)) {
            const box = parent.getBoundingClientRect();
            const inside = left >= box.left - tolerance && right <= box.right + tolerance;
            const outside = right <= box.left + tolerance || left >= box.right - tolerance;
            if (!scrolling && !inside && !outside) cut = true;
            left = Math.max(left, box.left);
            right = Math.min(right, box.right);
          }
          if (parentStyle.position === 'fixed') break;
        }
      }
      if (right - left < 1) continue;
      if (cut || left < -tolerance || right > viewport + tolerance) {
        found.push({
          element: describe(element),
          text: (element.textContent ?? '').trim().slice(0, 40),
          left: Math.round(left),
          right: Math.round(right),
          viewport,
          cut,
        });
      }
    }
    return found;
  });
}

/** Fails with the list of what overflows, so the report names the culprits. */
export async function expectNoOverflow(page: Page, where: string) {
  const overflows = await findOverflows(page);
  expect(overflows, `elements outside the ${await page.evaluate(() => document.documentElement.clientWidth)} px viewport on ${where}`).toEqual([]);
}
