import type { ShopOrder } from '@dehong/api-spec';
import Button from 'antd-mobile/es/components/button';
import Tabs from 'antd-mobile/es/components/tabs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { ListEnd } from '@/components/list-end';
import { OperatorText } from '@/components/operator-text';
import { PageLoading } from '@/components/page-loading';
import { paths } from '@/config/paths';
import { useFormat } from '@/hooks/use-format';
import { useShopOrders } from '../api/get-shop-orders';
import { ORDER_TABS, type OrderTabKey, statusKey, tabOf } from '../order-status';
import styles from './shop.module.css';

/**
 * /shop/order/index: the member's car-service orders under status tabs, newest first, 10 a page;
 * an unpaid one can be paid from here.
 */
export function ShopOrderList({
  tab,
  onTab,
  onPay,
  paying,
}: {
  tab: string | null;
  onTab: (key: OrderTabKey) => void;
  onPay: (order: ShopOrder) => void;
  paying: boolean;
}) {
  const { t } = useTranslation('shop');
  const format = useFormat();
  const current = tabOf(tab);
  const orders = useShopOrders(current.status);
  const items = orders.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <>
      <Tabs
        activeKey={current.key}
        onChange={(key) => onTab(tabOf(key).key)}
        className={styles.tabs}
      >
        {ORDER_TABS.map((each) => (
          <Tabs.Tab key={each.key} title={t(`orders.status.${each.key}`)} />
        ))}
      </Tabs>
      {orders.isPending ? (
        <PageLoading />
      ) : items.length === 0 ? (
        <EmptyState description={t('orders.empty')} />
      ) : (
        <>
          <ul
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
            aria-label={t(`orders.status.${current.key}`)}
          >
            {items.map((order) => (
              <li key={order.serial} className={styles.orderCard}>
                <Link className={styles.orderLink} to={paths.shopOrderShow.href(order.serial)}>
                  <span className={styles.orderHeader}>
                    <OperatorText text={order.store.name} />
                    <strong>{t(`orders.status.${statusKey(order.status)}`)}</strong>
                  </span>
                  {order.items.map((item) => (
                    <span key={item.product} className={styles.name}>
                      <OperatorText text={item.name} /> × {item.count}
                    </span>
                  ))}
                  <span className={styles.weak}>{order.createTime}</span>
                </Link>
                <div className={styles.lineActions}>
                  <span>{t('orders.total', { amount: format.money(order.total) })}</span>
                  {order.status === 0 ? (
                    <Button
                      size="small"
                      color="primary"
                      shape="rounded"
                      loading={paying}
                      onClick={() => onPay(order)}
                    >
                      {t('orders.pay')}
                    </Button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
          <ListEnd
            hasMore={orders.hasNextPage}
            loadMore={() => orders.fetchNextPage()}
            endText={t('orders.end')}
          />
        </>
      )}
    </>
  );
}
