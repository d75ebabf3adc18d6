import type { Lot } from '@dehong/api-spec';
import { remainingSpaces } from '@dehong/api-spec/domain';
import { useTranslation } from 'react-i18next';
import { type LatLng, byDistance } from '../geo';
import styles from './map-screen.module.css';
import { NavigateLink } from './navigate-link';
import { langOf } from '@/components/operator-text';

function useDistanceText() {
  const { t, i18n } = useTranslation('map');
  return (metres: number) =>
    metres < 1000
      ? t('distance.metres', { metres: String(Math.round(metres)) })
      : t('distance.kilometres', {
          kilometres: (metres / 1000).toLocaleString(i18n.language, { maximumFractionDigits: 1 }),
        });
}

/** The lots as a list, nearest to the owner first once they are located. */
export function NearbyLots({ lots, me }: { lots: readonly Lot[]; me: LatLng | null }) {
  const { t } = useTranslation('map');
  const distanceText = useDistanceText();
  const rows = me
    ? byDistance(lots, me)
    : lots.map((item) => ({ item, metres: null as number | null }));
  return (
    <section className={styles.list} aria-labelledby="nearby-lots-title">
      <h2 id="nearby-lots-title">{me ? t('list.nearest') : t('list.all')}</h2>
      {me ? null : <p className={styles.hint}>{t('list.locateHint')}</p>}
      <ol>
        {rows.map(({ item: lot, metres }) => (
          <li key={lot.serial} aria-label={lot.name}>
            <div className={styles.lotText}>
              <strong lang={langOf(lot.name)}>{lot.name}</strong>
              <span>
                {t('list.spaces', {
                  remaining: String(remainingSpaces(lot)),
                  total: String(lot.space),
                })}
                {metres === null ? null : (
                  <>
                    {' · '}
                    <span data-testid="lot-distance">{distanceText(metres)}</span>
                  </>
                )}
              </span>
              <span className={styles.address} lang={langOf(lot.address)}>
                {lot.address}
              </span>
            </div>
            <NavigateLink to={lot} />
          </li>
        ))}
      </ol>
    </section>
  );
}
