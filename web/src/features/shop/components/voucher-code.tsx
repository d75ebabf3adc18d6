import type { ShopVoucher } from '@dehong/api-spec';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { voucherStatusKey } from '../order-status';
import styles from './shop.module.css';

/** 12 digits in groups of four, as staff read them out. */
const grouped = (code: string) => code.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * One voucher: its code as a QR code the store scans and as digits it can type, its state and
 * last day. A voucher no longer usable keeps its digits but greys out.
 */
export function VoucherCode({ voucher }: { voucher: ShopVoucher }) {
  const { t } = useTranslation('shop');
  const status = voucherStatusKey(voucher.status);
  return (
    <li
      className={`${styles.voucher} ${voucher.status === 0 ? '' : styles.used}`}
      aria-label={t('order.voucherCode', { code: voucher.code })}
    >
      <QRCodeSVG
        value={voucher.code}
        size={160}
        marginSize={2}
        role="img"
        aria-label={voucher.code}
      />
      <span className={styles.code}>{grouped(voucher.code)}</span>
      <strong>{t(`order.voucher.${status}`)}</strong>
      <span className={styles.weak}>
        {voucher.status === 0 ? `${t('order.showAtStore')} · ` : ''}
        {t('order.validUntil', { date: voucher.validUntil })}
      </span>
    </li>
  );
}
