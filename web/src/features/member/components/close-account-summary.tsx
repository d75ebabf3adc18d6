import type { ClosePreview } from '@dehong/api-spec';
import { pointsFromIntegral } from '@dehong/api-spec/domain';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperatorSentence } from '@/components/operator-text';
import { useFormat } from '@/hooks/use-format';
import styles from './close-account.module.css';

type Refund = ClosePreview['refunds'][number];

/** One row: what, how it goes (small print), and its amount. */
function Row({ label, how, amount }: { label: ReactNode; how?: string; amount: string }) {
  return (
    <li className={styles.row}>
      <span className={styles.what}>
        <span>{label}</span>
        {how ? <small className={styles.how}>{how}</small> : null}
      </span>
      <strong className={styles.amount}>{amount}</strong>
    </li>
  );
}

/** A titled list of rows, named by its title for screen readers. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.part} aria-labelledby={id}>
      <h3 id={id} className={styles.partTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * What closing the account does, before it is closed: what must be paid first, what is refunded
 * and which way (vouchers to where they were paid from, the balance by the top-ups it came by or
 * to the WeChat wallet), and what ends with the account (gift money, points, coupons). Each with
 * its amount; memberships stay with their plates.
 */
export function CloseAccountSummary({ preview }: { preview: ClosePreview }) {
  const { t } = useTranslation('member');
  const format = useFormat();
  // A product's name is the one it was sold under (Chinese): marked so for screen readers.
  const sentence = useOperatorSentence();
  const { owed, refunds, ends } = preview;
  /** Which way a refund goes: into the balance (a voucher paid from it), the wallet, a bank. */
  const how = (line: Refund) => {
    if (line.route === 'free') return undefined;
    if (line.route === 'balance') return t('closeAccount.intoBalance');
    if (line.route === 'wallet') return t('closeAccount.toWallet');
    return t('closeAccount.backTo', { route: t(`closeAccount.route.${line.route}`) });
  };

  return (
    <div className={styles.summary}>
      {owed.parking > 0 || owed.parkingCount > 0 || owed.charging > 0 ? (
        <Part title={t('closeAccount.owedTitle')}>
          <ul className={styles.rows}>
            {owed.parking > 0 || owed.parkingCount > 0 ? (
              <Row
                label={t('closeAccount.owedParking', { count: owed.parkingCount })}
                amount={format.money(owed.parking)}
              />
            ) : null}
            {owed.charging > 0 ? (
              <Row label={t('closeAccount.owedCharging')} amount={format.money(owed.charging)} />
            ) : null}
          </ul>
          <p className={styles.note}>{t('closeAccount.owedHint')}</p>
        </Part>
      ) : null}
      <Part title={t('closeAccount.refundTitle')}>
        {refunds.length === 0 ? (
          <p className={styles.note}>{t('closeAccount.nothingRefunded')}</p>
        ) : (
          <ul className={styles.rows}>
            {refunds.map((line, index) => (
              <Row
                key={`${line.kind}-${line.serial ?? ''}-${line.name ?? ''}-${line.route}-${index}`}
                label={
                  line.kind === 'voucher'
                    ? sentence((word) =>
                        t('closeAccount.voucher', {
                          name: word(line.name),
                          count: line.count ?? 1,
                        }),
                      )
                    : t('closeAccount.balance')
                }
                how={how(line)}
                amount={format.money(line.amount)}
              />
            ))}
          </ul>
        )}
        <p className={styles.total}>
          <span>{t('closeAccount.refundTotal')}</span>
          <strong>{format.money(preview.refundTotal)}</strong>
        </p>
      </Part>
      <Part title={t('closeAccount.endsTitle')}>
        <ul className={styles.rows}>
          <Row label={t('closeAccount.gift')} amount={format.money(ends.gift)} />
          <Row
            label={t('closeAccount.points')}
            amount={String(pointsFromIntegral(ends.integral))}
          />
          <Row
            label={t('closeAccount.coupons', { count: ends.coupons })}
            amount={format.money(ends.couponValue)}
          />
        </ul>
      </Part>
      <p className={styles.note}>{t('closeAccount.membershipsStay')}</p>
    </div>
  );
}
