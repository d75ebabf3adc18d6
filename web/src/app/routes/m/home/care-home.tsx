import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CareModeButton } from '@/components/care-mode-button';
import { PathIcon } from '@/components/icons';
import { Page } from '@/components/page';
import { HOME_ICONS } from '@/config/menus/home';
import { VEHICLES_ICON } from '@/config/menus/member';
import { paths } from '@/config/paths';
import { useOrderTotal } from '@/features/home/api/get-order-total';
import { PHONE_ICON } from '@/features/home/components/contact-bar';
import { useFormat } from '@/hooks/use-format';
import { useAppConfig } from '@/lib/app-config';
import styles from './care-home.module.css';

/**
 * Home in care mode (长辈版): what an older owner comes for first, in one column of big buttons -
 * pay for parking (with what the member's plates owe), top up, the monthly card, the vehicles and
 * a call to the operator. No banners, news, shop or games.
 */
export default function CareHome() {
  const { t } = useTranslation(['care', 'common']);
  const format = useFormat();
  const total = useOrderTotal().data;
  const hotline = useAppConfig().data?.hotline;

  return (
    <Page title={t('common:tabs.home')} back={false} right={<CareModeButton />}>
      <nav className={styles.actions} aria-labelledby="care-home-title">
        <h2 id="care-home-title" className={styles.title}>
          {t('care:home.title')}
        </h2>
        <Action to={paths.arrears.href()} icon={HOME_ICONS.pay} label={t('care:home.pay')}>
          {total
            ? total.arrears > 0
              ? t('care:home.arrears', { amount: format.money(total.arrears) })
              : t('care:home.noArrears')
            : null}
        </Action>
        <Action to={paths.recharge.href()} icon={HOME_ICONS.topUp} label={t('care:home.topUp')} />
        <Action to={paths.buyCard.href()} icon={HOME_ICONS.buyCard} label={t('care:home.card')} />
        <Action to={paths.vehicles.href()} icon={VEHICLES_ICON} label={t('care:home.vehicles')} />
        <a
          className={styles.action}
          href={hotline ? `tel:${hotline}` : undefined}
          aria-disabled={!hotline}
        >
          <span className={styles.icon}>
            <PathIcon d={PHONE_ICON} />
          </span>
          <span className={styles.words}>
            <span className={styles.label}>{t('care:home.call')}</span>
            {hotline ? <span className={styles.detail}>{hotline}</span> : null}
          </span>
        </a>
      </nav>
    </Page>
  );
}

function Action({
  to,
  icon,
  label,
  children,
}: {
  to: string;
  icon: string;
  label: string;
  children?: ReactNode;
}) {
  return (
    <Link className={styles.action} to={to}>
      <span className={styles.icon}>
        <PathIcon d={icon} />
      </span>
      <span className={styles.words}>
        <span className={styles.label}>{label}</span>
        {children ? <span className={styles.detail}>{children}</span> : null}
      </span>
    </Link>
  );
}
