import type { MemberFunds } from '@dehong/api-spec';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useFormat } from '@/hooks/use-format';
import styles from './recharge.module.css';

/** The balance (its gift part said) and the way to the top-up records. */
export function BalanceHeader({ funds }: { funds: MemberFunds | undefined }) {
  const { t } = useTranslation('recharge');
  const format = useFormat();
  return (
    <section className={styles.balance} aria-label={t('balance.label')}>
      <span className={styles.balanceLabel}>{t('balance.label')}</span>
      <strong className={styles.balanceAmount}>{funds ? format.money(funds.funds) : '-'}</strong>
      {funds && funds.give > 0 ? (
        <span className={styles.balanceGift}>
          {t('balance.gift', { amount: format.money(funds.give) })}
        </span>
      ) : null}
      <Link to={paths.rechargeOrders.href()} className={styles.records}>
        {t('balance.records')}
      </Link>
    </section>
  );
}
