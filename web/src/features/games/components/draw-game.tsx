import type { GameBoard, GameDraw, GameName } from '@dehong/api-spec';
import { pointsFromIntegral } from '@dehong/api-spec/domain';
import Button from 'antd-mobile/es/components/button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageLoading } from '@/components/page-loading';
import { paths } from '@/config/paths';
import { useOperatorWord } from '@/components/operator-text';
import { showError } from '@/lib/errors';
import { useDrawGame } from '../api/draw-game';
import { useGameBoard } from '../api/get-game-board';
import { DrawHistory } from './draw-history';
import { OddsTable } from './odds-table';
import styles from './games.module.css';
import { reducedMotion } from '@/lib/reduced-motion';

/** How long the wheel turns or the box shakes before the prize shows. */
export const DRAW_ANIMATION_MS = 2400;

export interface StageProps {
  board: GameBoard;
  /** The draw the animation is landing on (the server's result), while it plays. */
  landing: GameDraw | null;
  /** The draw last shown (the wheel stays where it stopped). */
  shown: GameDraw | null;
  /** How many draws this visit (the wheel turns further forwards each time). */
  spin: number;
  disabled: boolean;
  onDraw: () => void;
}

/**
 * A game of chance played on the server: the stage (wheel or boxes) starts when the member draws,
 * the server spends the points and draws the prize, and the animation lands on that prize; then
 * the prize shows. The disclosed odds, the rules and the member's draws are below.
 */
export function DrawGame({
  game,
  Stage,
}: {
  game: GameName;
  Stage: (props: StageProps) => React.ReactNode;
}) {
  const { t } = useTranslation('games');
  const board = useGameBoard(game);
  const draw = useDrawGame(game);
  const [landing, setLanding] = useState<GameDraw | null>(null);
  const [result, setResult] = useState<GameDraw | null>(null);
  const [spin, setSpin] = useState(0);

  useEffect(() => {
    if (!landing) return;
    // Less motion asked for: the wheel and the box show the prize at once.
    const timer = setTimeout(
      () => {
        setResult(landing);
        setLanding(null);
      },
      reducedMotion() ? 0 : DRAW_ANIMATION_MS,
    );
    return () => clearTimeout(timer);
  }, [landing]);

  if (board.isPending) return <PageLoading />;
  if (board.isError) return null;
  const data = board.data;
  const busy = draw.isPending || landing !== null;
  const start = () => {
    setResult(null);
    draw.mutate(undefined, {
      onSuccess: (answer) => {
        setSpin((count) => count + 1);
        setLanding(answer.draw);
      },
      onError: (error) => showError(error),
    });
  };

  return (
    <>
      <p className={styles.points}>
        {t('points', { points: String(pointsFromIntegral(data.integral)) })}
      </p>
      <section className={styles.card} aria-label={t('draw.rules')}>
        <div className={styles.stage}>
          <Stage
            board={data}
            landing={landing}
            shown={result}
            spin={spin}
            disabled={busy || data.drawsLeft === 0}
            onDraw={start}
          />
          <div className={styles.meta}>
            <span>
              {data.freeLeft > 0
                ? t('draw.costFree')
                : t('draw.cost', { points: String(pointsFromIntegral(data.cost)) })}
            </span>
            <span>{t('draw.left', { count: data.drawsLeft })}</span>
          </div>
          {busy ? <span role="status">{t('draw.drawing')}</span> : null}
          {result ? <DrawResult draw={result} onClose={() => setResult(null)} /> : null}
          {data.drawsLeft === 0 && !result && !busy ? (
            <span role="status">{t('draw.noneLeft')}</span>
          ) : null}
        </div>
        <p className={styles.note}>
          {t('draw.ruleLimit', { limit: data.dailyLimit, free: data.freePerDay })}{' '}
          {t('draw.ruleCost', { points: String(pointsFromIntegral(data.cost)) })}
        </p>
      </section>
      <OddsTable board={data} />
      <DrawHistory game={game} />
    </>
  );
}

function DrawResult({ draw, onClose }: { draw: GameDraw; onClose: () => void }) {
  const { t } = useTranslation('games');
  const word = useOperatorWord();
  const name = word(draw.prize.name);
  return (
    <div className={styles.result} role="status" aria-live="polite">
      <strong>
        {draw.prize.kind === 'none'
          ? t('draw.nothing')
          : draw.prize.kind === 'coupon'
            ? t('draw.wonCoupon', { prize: name })
            : t('draw.won', { prize: name })}
      </strong>
      <div className={styles.actions}>
        {draw.prize.kind === 'coupon' ? (
          <Link to={paths.coupons.href()}>{t('draw.seeCoupons')}</Link>
        ) : null}
        <Button size="small" onClick={onClose}>
          {t('draw.close')}
        </Button>
      </div>
    </div>
  );
}
