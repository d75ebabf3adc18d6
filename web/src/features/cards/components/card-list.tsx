import { useTranslation } from 'react-i18next';
import { OperatorText } from '@/components/operator-text';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { PageLoading } from '@/components/page-loading';
import { VisuallyHidden } from '@/components/visually-hidden';
import { paths } from '@/config/paths';
import { useFormat } from '@/hooks/use-format';
import { useEquityPackage } from '../api/get-equity-package';
import { useVipCards } from '../api/get-vip-cards';
import styles from './cards.module.css';

/** The buy-card page (spec section 2): the cards on sale, each to its purchase; the rights. */
export function CardList() {
  const { t } = useTranslation('cards');
  const format = useFormat();
  const cards = useVipCards();
  const equity = useEquityPackage().data;
  if (cards.isPending) return <PageLoading />;
  if (!cards.data?.length) return <EmptyState description={t('list.empty')} />;

  return (
    <>
      <ul className={styles.cardList}>
        {cards.data.map((card, index) => (
          <li key={card.serial}>
            <Link className={styles.cardItem} to={paths.cardPay.href({ vipIndex: index + 1 })}>
              <span className={styles.cardName}>
                <OperatorText text={card.name} />
              </span>
              <span className={styles.cardDays}>
                {t('list.days', { days: String(card.duration) })}
                {card.reserve === 1 ? ` · ${t('list.reserve')}` : ''}
              </span>
              <span className={styles.cardPrice}>
                <strong>{format.money(card.price)}</strong>
                <del>
                  <VisuallyHidden>{t('list.originalPrice')}</VisuallyHidden>
                  {format.money(card.originalPrice)}
                </del>
              </span>
              <span className={styles.buy}>{t('list.action')}</span>
            </Link>
          </li>
        ))}
      </ul>
      {equity ? (
        <section className={styles.rights} aria-labelledby="rights-title">
          <h2 id="rights-title">
            <OperatorText text={equity.name} />
          </h2>
          <p>
            <OperatorText text={equity.description} />
          </p>
          <ul>
            {equity.rights.map((right) => (
              <li key={right.name}>
                <strong>
                  <OperatorText text={right.name} />
                </strong>
                <span>
                  <OperatorText text={right.description} />
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
