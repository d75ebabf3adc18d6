import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { type DueRenewal, RENEWAL_VIP_INDEX } from '../due-renewals';
import styles from './home-card.module.css';

/**
 * A notice per plate whose membership ends within 7 days, each leading to its renewal
 * (`/app/vip/card/pay?number={plate}&vipIndex=3`). Shown on home and on the mine tab, loaded
 * only when a plate is due (due-renewals.ts says which).
 */
export default function RenewalNotice({ renewals }: { renewals: readonly DueRenewal[] }) {
  const { t } = useTranslation('home');
  if (renewals.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="renewal-notice-title">
      <h2 id="renewal-notice-title" className={styles.cardTitle}>
        {t('renewal.title')}
      </h2>
      <ul className={styles.renewals}>
        {renewals.map((renewal) => (
          <li key={renewal.number}>
            <span>
              {renewal.daysLeft === 0
                ? t('renewal.lastDay', { plate: renewal.number, service: renewal.service })
                : t('renewal.due', {
                    plate: renewal.number,
                    service: renewal.service,
                    expiry: renewal.expiry,
                  })}
            </span>
            <Link
              className={styles.renewalLink}
              to={paths.cardPay.href({ number: renewal.number, vipIndex: RENEWAL_VIP_INDEX })}
              aria-label={t('renewal.actionFor', { plate: renewal.number })}
            >
              {t('renewal.action')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
