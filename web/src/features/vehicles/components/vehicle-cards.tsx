import type { Vehicle } from '@dehong/api-spec';
import { useTranslation } from 'react-i18next';
import { useOperatorWord } from '@/components/operator-text';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import styles from './vehicle-cards.module.css';

/** The card renewed from a premium vehicle card (spec section 2: `vipIndex=3`). */
export const RENEWAL_VIP_INDEX = 3;

/**
 * One card per plate (spec section 6): premium with the membership's service name while it has
 * not expired, else ordinary. Premium cards renew, ordinary ones buy a card.
 */
export function VehicleCards({ vehicles }: { vehicles: readonly Vehicle[] }) {
  const { t } = useTranslation('vehicles');
  const word = useOperatorWord();
  return (
    <section className={styles.cards} aria-label={t('cards.label')}>
      {vehicles.map((vehicle) => (
        <article
          key={vehicle.number}
          className={vehicle.isvalid ? styles.premium : styles.ordinary}
          aria-label={vehicle.number}
        >
          <strong className={styles.plate}>{vehicle.number}</strong>
          {vehicle.isvalid ? (
            <>
              <span className={styles.kind}>
                {t('cards.premium', { service: word(vehicle.service) })}
              </span>
              <span className={styles.detail}>
                {t('cards.validUntil', { date: vehicle.expiry ?? '' })}
              </span>
              <Link
                className={styles.action}
                to={paths.cardPay.href({ vipIndex: RENEWAL_VIP_INDEX, number: vehicle.number })}
              >
                {t('cards.renew')}
              </Link>
            </>
          ) : (
            <>
              <span className={styles.kind}>{t('cards.ordinary')}</span>
              <span className={styles.detail}>{t('cards.noMembership')}</span>
              <Link className={styles.action} to={paths.buyCard.href()}>
                {t('cards.buyCard')}
              </Link>
            </>
          )}
        </article>
      ))}
      <Link className={styles.add} to={paths.vehiclePublish.href()}>
        {t('cards.add')}
      </Link>
    </section>
  );
}
