import type { MemberFunds, Schemas } from '@dehong/api-spec';
import { maskPhone, pointsFromIntegral } from '@dehong/api-spec/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useFormat } from '@/hooks/use-format';
import { apiUrl } from '@/lib/api';
import { Avatar } from './avatar';
import styles from './profile-card.module.css';
import { langOf } from '@/components/operator-text';

/**
 * The mine tab's header (spec section 2): avatar, nickname, masked phone, then balance, points
 * (integral / 1000) and unused coupons, each opening its own page.
 */
export function ProfileCard({
  member,
  funds,
}: {
  member: Schemas['MemberInfo'] | undefined;
  funds: MemberFunds | undefined;
}) {
  const { t } = useTranslation('member');
  const format = useFormat();
  const figures = [
    {
      key: 'balance',
      value: funds ? format.money(funds.funds) : '-',
      to: paths.recharge.href(),
    },
    {
      key: 'points',
      value: funds ? String(pointsFromIntegral(funds.integral)) : '-',
      to: paths.integral.href(),
    },
    { key: 'coupons', value: funds ? String(funds.coupon) : '-', to: paths.coupons.href() },
  ] as const;

  return (
    <section className={styles.card} aria-label={t('profile.label')}>
      <div className={styles.who}>
        <Avatar url={member?.accountPic ? apiUrl(member.accountPic) : ''} />
        <div className={styles.names}>
          <strong className={styles.nickname} lang={langOf(member?.nickname)}>
            {member?.nickname ?? ''}
          </strong>
          <span className={styles.phone}>{member ? maskPhone(member.phone) : ''}</span>
        </div>
        <Link to={paths.settings.href()} className={styles.settings}>
          {t('profile.settings')}
        </Link>
      </div>
      <div className={styles.figures}>
        {figures.map((figure) => (
          <Link key={figure.key} to={figure.to} className={styles.figure}>
            <strong>{figure.value}</strong>
            <span>{t(`profile.${figure.key}`)}</span>
          </Link>
        ))}
      </div>
    </section>
  );
}
