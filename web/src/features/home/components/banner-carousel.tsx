import type { Banner } from '@dehong/api-spec';
import { BANNER_AUTOPLAY_MS } from '@dehong/api-spec/domain';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { apiUrl } from '@/lib/api';
import { toast } from '@/lib/toast';
import { BannerPlaceholder } from './banner-placeholder';
import styles from './banner-carousel.module.css';
import { reducedMotion } from '@/lib/reduced-motion';

declare global {
  interface Window {
    /** The chat platform's JS bridge inside a mini program's web view. */
    wx?: { miniProgram?: { navigateTo(options: { url: string }): void } };
  }
}

/** How far a finger must travel to change the banner. */
const SWIPE_PX = 40;

/**
 * The home banners (spec section 2): one at a time, the next every 3000 ms, swipeable. Each type
 * opens differently: news the article, goods the shop product, miniPro the mini program page (only
 * inside the mini program's web view; elsewhere it says where to open it).
 */
export default function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTranslation('home');
  const [current, setCurrent] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const swiped = useRef(false);
  const count = banners.length;

  // Restarted whenever the banner changes: after a swipe or a dot, the next one is 3 s away. A
  // phone that asks for less motion turns the banners by hand only.
  useEffect(() => {
    if (count < 2 || reducedMotion()) return;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % count), BANNER_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [current, count]);

  if (count === 0) return <BannerPlaceholder />;
  const shown = Math.min(current, count - 1);

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('banners.label')}
      onPointerDown={(event) => {
        swipeStart.current = event.clientX;
        swiped.current = false;
      }}
      onPointerUp={(event) => {
        if (swipeStart.current === null) return;
        const distance = event.clientX - swipeStart.current;
        swipeStart.current = null;
        if (Math.abs(distance) < SWIPE_PX) return;
        swiped.current = true;
        setCurrent((shown + (distance < 0 ? 1 : count - 1)) % count);
      }}
      onClickCapture={(event) => {
        // The tap that ends a swipe does not open the banner.
        if (!swiped.current) return;
        swiped.current = false;
        event.preventDefault();
        event.stopPropagation();
      }}
    >
      <div className={styles.track} style={{ transform: `translateX(-${shown * 100}%)` }}>
        {banners.map((banner, index) => (
          <div
            key={banner.serial}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={t('banners.slide', { index: String(index + 1), total: String(count) })}
            aria-hidden={index !== shown}
          >
            <BannerLink banner={banner} focusable={index === shown}>
              <img
                className={styles.cover}
                src={apiUrl(banner.cover)}
                alt={banner.name}
                // The box's own shape (its style fixes it too); the first picture is the screen's
                // largest paint, the others wait their turn.
                width={690}
                height={280}
                fetchPriority={index === 0 ? 'high' : 'low'}
                decoding={index === 0 ? 'sync' : 'async'}
              />
            </BannerLink>
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className={styles.dots}>
          {banners.map((banner, index) => (
            <button
              key={banner.serial}
              type="button"
              className={styles.dot}
              aria-label={t('banners.slide', { index: String(index + 1), total: String(count) })}
              aria-current={index === shown}
              onClick={() => setCurrent(index)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}

function BannerLink({
  banner,
  focusable,
  children,
}: {
  banner: Banner;
  focusable: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('home');
  const tabIndex = focusable ? undefined : -1;
  switch (banner.type) {
    case 'news':
      return (
        <a className={styles.link} href={apiUrl(banner.content)} tabIndex={tabIndex}>
          {children}
        </a>
      );
    case 'goods':
      return (
        <Link className={styles.link} to={paths.shopGoods.href(banner.content)} tabIndex={tabIndex}>
          {children}
        </Link>
      );
    case 'miniPro':
      return (
        <button
          type="button"
          className={styles.link}
          tabIndex={tabIndex}
          onClick={() => {
            const miniProgram = window.wx?.miniProgram;
            if (miniProgram)
              miniProgram.navigateTo({ url: `/${banner.content.replace(/^\//, '')}` });
            else toast.info(t('banners.miniProgram'));
          }}
        >
          {children}
        </button>
      );
  }
}
