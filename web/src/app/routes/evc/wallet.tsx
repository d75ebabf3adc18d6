import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import styles from '@/features/charging/components/charging.module.css';
import { useMemberFunds } from '@/features/member/api/get-member-funds';
import { useFormat } from '@/hooks/use-format';
import linkTarget from '@/components/link-target.module.css';

/** /evc/wallet: charging is paid from the member's balance; what it holds and how to add to it. */
export function Component() {
  const { t } = useTranslation(['screens', 'evc']);
  const format = useFormat();
  const funds = useMemberFunds().data;
  return (
    <Page title={t('screens:evcWallet')}>
      <section className={styles.wallet} aria-label={t('evc:wallet.balance')}>
        <span>{t('evc:wallet.balance')}</span>
        <strong>{funds ? format.money(funds.funds) : '-'}</strong>
        <Link to={paths.recharge.href()} className={linkTarget.target} style={{ color: '#fff' }}>
          {t('evc:wallet.topUp')}
        </Link>
      </section>
      <p className={styles.rules}>{t('evc:wallet.rules')}</p>
      <p className={styles.rules}>
        <Link to={paths.evcOrders.href()} className={linkTarget.target}>
          {t('evc:stations.orders')}
        </Link>
      </p>
    </Page>
  );
}
