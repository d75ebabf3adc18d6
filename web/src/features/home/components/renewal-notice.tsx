import type { Vehicle } from '@dehong/api-spec';
import { chinaDate, renewalDaysLeft } from '@dehong/api-spec/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import styles from './home-card.module.css';

/** The renewal link of spec section 2: the card purchase with the plate and the yearly card. */
const RENEWAL_VIP_INDEX = 3;

export interface DueRenewal {
  number: string;
  service: string;
  expiry: string;
  daysLeft: number;
}

/** The member's plates whose membership ends within 7 days, soonest first. */
export function dueRenewals(vehicles: readonly Vehicle[], today: string = chinaDate()) {
  return vehicles
    .flatMap((vehicle): DueRenewal[] => {
      const daysLeft = renewalDaysLeft(vehicle.expiry, today);
      return daysLeft === null || !vehicle.expiry
        ? []
        : [
            {
              number: vehicle.number,
              service: vehicle.service ?? '',
              expiry: vehicle.expiry,
              daysLeft,
            },
          ];
    })
    .sort((a, b) => a.daysLeft - b.daysLeft);
}

/**
 * A notice per plate whose membership ends within 7 days, each leading to its renewal
 * (`/app/vip/card/pay?number={plate}&vipIndex=3`). Shown on home and on the mine tab.
 */
export function RenewalNotice({ renewals }: { renewals: readonly DueRenewal[] }) {
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
