// The home jackpot carousel (spec §2, §9): three slides (VIP Bell Link, Bell Link, Amusnet), each
// with four tiers grand, major, minor and mini as rolling amounts labelled TRY. The first paint shows
// the slides laid out as the carousel will; Swiper loads at the first touch or autoplay step and
// autoplays every 8000 ms, looping.
// While the carousel is on screen the jackpot ticker runs (jackpots.started / jackpots.stopped).
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { selectJackpotsRef } from '../../../machines/app/app.selectors';
import { type JackpotSlide, selectSlides } from '../../../machines/jackpots/jackpots.selectors';
import { cx } from '../../../styled-system/css';
import { jackpots } from '../../../styled-system/recipes/jackpots';
import { useAppActor, useJackpotsSelector, useSend, useT } from '../../app/app-context';
import { afterFirstInteraction, type InteractionCause } from '../../app/idle';
import { JackpotTiers } from './jackpot-tiers';

/** Spec §9: autoplay every 8000 ms, looping. */
const AUTOPLAY_MS = 8000;
const noSlides: JackpotSlide[] = [];

/**
 * Starts the ticker while the carousel is mounted and the ticker exists (it is created with the site
 * data). An effect because "on screen" is the component's lifetime, which no machine sees.
 */
function useTickerWhileMounted() {
  const send = useSend();
  const ready = useSelector(useAppActor(), (snapshot) => selectJackpotsRef(snapshot) !== null);
  useEffect(() => {
    if (!ready) return;
    send({ type: 'jackpots.started' });
    return () => send({ type: 'jackpots.stopped' });
  }, [ready, send]);
}

/** Mounts Swiper on the rendered slides when first needed; a DOM library owns the positions. */
function useCarousel(container: React.RefObject<HTMLDivElement | null>, slideCount: number) {
  useEffect(() => {
    const element = container.current;
    if (!element || slideCount < 2) return;
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
        loop: true,
        slidesPerView: 1,
        spaceBetween: 16,
      });
      // Loaded at the first autoplay step: take that step now, as autoplay from the first paint would have.
      if (cause === 'timeout') swiper.slideNext();
      destroy = () => swiper.destroy(true, true);
    });
    return () => {
      stopped = true;
      destroy?.();
    };
  }, [container, slideCount]);
}

export function JackpotCarousel() {
  const t = useT();
  const slides = useJackpotsSelector(selectSlides, noSlides);
  const container = useRef<HTMLDivElement>(null);
  const styles = jackpots();
  useTickerWhileMounted();
  useCarousel(container, slides.length);
  if (slides.length === 0) return null;
  return (
    <section aria-label={t('jackpots.title')} data-testid="jackpot-carousel">
      <div ref={container} className={cx('swiper', styles.root)}>
        <div className={cx('swiper-wrapper', styles.viewport)}>
          {slides.map((slide) => (
            <div
              key={slide.id}
              className={cx('swiper-slide', styles.slide)}
              data-testid="jackpot-slide"
              data-slide={slide.id}
              role="group"
              aria-label={t('jackpots.slide', { name: slide.name })}
            >
              <h2 className={styles.name}>{slide.name}</h2>
              <JackpotTiers tiers={slide.tiers} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
