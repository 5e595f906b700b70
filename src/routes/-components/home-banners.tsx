// The home banner carousel (spec §2, §9): the slides of the active slider, each a link with
// responsive images (index 0 the default source, 1 and 2 for wider screens). The first paint lays the
// slides out exactly as the carousel will (1 per view up to 767 px, 2 from 768 px, 3 from 1920 px,
// 20 px apart); Swiper loads at the first touch or the first autoplay step and takes over: autoplay
// every 5000 ms that interaction does not stop, no loop.
import { useEffect, useRef } from 'react';
import type { SiteData } from '../../../machines/startup/startup.machine';
import { selectActiveSliderItems } from '../../../machines/startup/startup.selectors';
import { css, cx } from '../../../styled-system/css';
import { afterFirstInteraction, type InteractionCause } from '../../app/idle';

const AUTOPLAY_MS = 5000;
const SPACE_PX = 20;
/** Spec §9: the carousel re-measures 100 ms after the slides change. */
const REFRESH_MS = 100;

type Items = ReturnType<typeof selectActiveSliderItems>;

/**
 * Mounts Swiper on the rendered slides when it is first needed (the first paint already shows the
 * slides in place), and takes it down again. An effect because Swiper is a DOM library: it owns the
 * slides' positions, which no machine knows.
 */
function useCarousel(container: React.RefObject<HTMLDivElement | null>, items: Items) {
  useEffect(() => {
    const element = container.current;
    if (!element || items.length < 2) return;
    let stopped = false;
    let destroy: (() => void) | undefined;
    // Swiper (~21 KiB gzip) is needed at the visitor's first touch or at the first autoplay step,
    // whichever comes first; until then the first paint's layout is the carousel's.
    let cause: InteractionCause = 'interaction';
    const load = new Promise<void>((resolve) =>
      afterFirstInteraction((why) => {
        cause = why;
        resolve();
      }, AUTOPLAY_MS),
    ).then(() => import('../../ui/swiper-autoplay'));
    void load.then(({ Swiper, Autoplay }) => {
      if (stopped) return;
      const swiper = new Swiper(element, {
        modules: [Autoplay],
        autoplay: { delay: AUTOPLAY_MS, disableOnInteraction: false },
        loop: false,
        spaceBetween: SPACE_PX,
        slidesPerView: 1,
        breakpoints: { 768: { slidesPerView: 2 }, 992: { slidesPerView: 2 }, 1920: { slidesPerView: 3 } },
      });
      // Loaded at the first autoplay step: take that step now, as autoplay from the first paint would have.
      if (cause === 'timeout') swiper.slideNext();
      const refresh = window.setTimeout(() => swiper.update(), REFRESH_MS);
      destroy = () => {
        window.clearTimeout(refresh);
        swiper.destroy(true, true);
      };
    });
    return () => {
      stopped = true;
      destroy?.();
    };
  }, [container, items]);
}

export function HomeBanners(props: { site: SiteData; label: string }) {
  const items = selectActiveSliderItems(props.site);
  const container = useRef<HTMLDivElement>(null);
  useCarousel(container, items);
  if (items.length === 0) return null;
  return (
    <section aria-label={props.label} aria-roledescription="carousel">
      <div ref={container} className={cx('swiper', css({ overflow: 'hidden', position: 'relative' }))}>
        <ul data-testid="home-banners" className={cx('swiper-wrapper', css({ display: 'flex', listStyle: 'none' }))}>
          {items.map((item, index) => {
            const [small, medium, large] = item.images;
            // The contract's SliderItem has no alt text yet; the server may send one, else the slug names it.
            const alt = 'alt' in item && typeof item.alt === 'string' ? item.alt : item.slug;
            return (
              <li
                key={`${item.slug}-${index}`}
                className={cx(
                  'swiper-slide',
                  css({
                    flexShrink: '0',
                    marginInlineEnd: '5',
                    width: { base: 'full', md: '[calc((100% - 20px) / 2)]', '2xl': '[calc((100% - 40px) / 3)]' },
                  }),
                )}
              >
                <a
                  href={item.url ?? '#'}
                  target={item.target}
                  rel={item.target === '_blank' ? 'noopener noreferrer' : undefined}
                  className={css({
                    display: 'block',
                    borderRadius: 'lg',
                    overflow: 'hidden',
                    aspectRatio: 'banner',
                    bg: 'bg.muted',
                  })}
                >
                  <picture>
                    {large ? <source media="(min-width: 1920px)" srcSet={large.url} /> : null}
                    {medium ? <source media="(min-width: 768px)" srcSet={medium.url} /> : null}
                    <img
                      src={small?.url}
                      alt={alt}
                      width={1040}
                      height={600}
                      loading={index < 3 ? 'eager' : 'lazy'}
                      // The first slide is the page's largest paint; the document preloads it too.
                      fetchPriority={index === 0 ? 'high' : undefined}
                      className={css({ width: 'full', height: 'full', objectFit: 'cover', display: 'block' })}
                    />
                  </picture>
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
