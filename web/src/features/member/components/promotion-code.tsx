import Button from 'antd-mobile/es/components/button';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '@/components/page-loading';
import { paths, withQuery } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useMemberInfo } from '../api/get-member-info';
import styles from './member-pages.module.css';

/** The link a friend opens to join through this member: the login page with the promotion code. */
export function promotionLink(promotionCode: string, origin = window.location.origin): string {
  return new URL(withQuery(paths.login.href(), { promoter: promotionCode }), origin).toString();
}

/** The promotion code page: the member's code and a real QR code of their promotion link. */
export function PromotionCode() {
  const { t } = useTranslation('member');
  const member = useMemberInfo().data;
  if (!member) return <PageLoading />;
  const link = promotionLink(member.promotionCode);

  return (
    <section className={styles.share} aria-label={t('share.label')}>
      <p className={styles.shareHint}>{t('share.hint')}</p>
      <QRCodeSVG
        value={link}
        size={220}
        level="M"
        marginSize={2}
        role="img"
        aria-label={t('share.qr', { code: member.promotionCode })}
        data-link={link}
      />
      <p className={styles.code}>
        {t('share.code')} <strong>{member.promotionCode}</strong>
      </p>
      <Button
        color="primary"
        fill="outline"
        shape="rounded"
        onClick={() =>
          void navigator.clipboard?.writeText(link).then(
            () => toast.success(t('share.copied')),
            () => toast.fail(t('share.copyFailed')),
          )
        }
      >
        {t('share.copy')}
      </Button>
    </section>
  );
}
