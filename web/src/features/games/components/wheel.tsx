import type { GamePrize } from '@dehong/api-spec';
import { fenToYuan, pointsFromIntegral } from '@dehong/api-spec/domain';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { DRAW_ANIMATION_MS, type StageProps } from './draw-game';
import styles from './games.module.css';
import { reducedMotion } from '@/lib/reduced-motion';

const COLOURS = ['#ffe08a', '#fff3d6'];

/**
 * A segment's label: what the prize is worth, big, over what it is, short enough to stay inside
 * its segment on a 320 px phone (the prize's full name is in the odds table below the wheel).
 */
function SegmentLabel({ prize }: { prize: GamePrize }) {
  const { t } = useTranslation('games');
  if (prize.kind === 'none') return <small>{t('wheel.nothing')}</small>;
  const value =
    prize.kind === 'coupon'
      ? t('wheel.yuan', { amount: fenToYuan(prize.amount).replace(/\.00$/, '') })
      : `+${pointsFromIntegral(prize.amount)}`;
  return (
    <>
      <strong>{value}</strong>
      <small>{prize.kind === 'coupon' ? t('wheel.coupon') : t('wheel.points')}</small>
    </>
  );
}

/**
 * The big wheel: one segment per prize; a draw turns it several times and stops with the server's
 * prize under the pointer at the top.
 */
export function Wheel({ board, landing, shown, spin, disabled, onDraw }: StageProps) {
  const { t } = useTranslation('games');
  const segment = 360 / board.prizes.length;
  const target = landing ?? shown;
  // Five more whole turns each draw, so the wheel always turns forwards onto the prize.
  const angle = target ? spin * 5 * 360 - (target.index + 0.5) * segment : 0;
  const gradient = board.prizes
    .map((_, i) => `${COLOURS[i % 2]} ${i * segment}deg ${(i + 1) * segment}deg`)
    .join(', ');

  return (
    <>
      <div className={styles.wheelFrame}>
        <span className={styles.pointer} aria-hidden="true" />
        <div
          className={styles.wheel}
          data-testid="wheel"
          data-landing={target?.prize.serial ?? ''}
          aria-hidden="true"
          style={{
            background: `conic-gradient(${gradient})`,
            transform: `rotate(${angle}deg)`,
            transition:
              landing && !reducedMotion()
                ? `transform ${DRAW_ANIMATION_MS}ms cubic-bezier(0.2, 0.8, 0.2, 1)`
                : 'none',
          }}
        >
          {board.prizes.map((prize, i) => (
            <span
              key={prize.serial}
              className={styles.segment}
              style={{ transform: `rotate(${(i + 0.5) * segment}deg)` }}
            >
              <SegmentLabel prize={prize} />
            </span>
          ))}
        </div>
      </div>
      <Button color="danger" shape="rounded" size="large" disabled={disabled} onClick={onDraw}>
        {t('draw.spin')}
      </Button>
    </>
  );
}
