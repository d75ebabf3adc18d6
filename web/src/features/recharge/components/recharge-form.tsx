import type { RechargePackage } from '@dehong/api-spec';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '@/components/page-loading';
import { toast } from '@/lib/toast';
import { useRechargePackages } from '../api/get-recharge-packages';
import { type TopUp, topUpOf } from '../recharge-order';
import { PackageGrid } from './package-grid';
import { PayPopup } from './pay-popup';
import styles from './recharge.module.css';

/**
 * Choose a package (or type another amount of at least 10 yuan), confirm in the bottom popup,
 * then `onPay` with the package and the amount in fen.
 */
export function RechargeForm({
  paying,
  onPay,
}: {
  paying: boolean;
  onPay: (pkg: RechargePackage, amount: number) => void;
}) {
  const { t } = useTranslation('recharge');
  const packages = useRechargePackages();
  const [chosenSerial, setChosenSerial] = useState<string | null>(null);
  const [otherYuan, setOtherYuan] = useState('');
  const [confirming, setConfirming] = useState<Extract<TopUp, { ok: true }> | null>(null);

  if (packages.isPending) return <PageLoading />;
  const list = packages.data ?? [];
  const chosen = list.find((pkg) => pkg.serial === chosenSerial) ?? list[0];

  const topUp = () => {
    if (!chosen) return;
    const result = topUpOf(chosen, otherYuan);
    if (!result.ok) return toast.fail(t('minimum'));
    setConfirming(result);
  };

  return (
    <>
      <PackageGrid
        packages={list}
        chosen={chosen?.serial ?? null}
        otherYuan={otherYuan}
        onChoose={setChosenSerial}
        onOtherYuan={setOtherYuan}
      />
      <div className={styles.actions}>
        <button type="button" className={styles.topUp} onClick={topUp}>
          {t('topUp')}
        </button>
      </div>
      <PayPopup
        topUp={confirming}
        paying={paying}
        onClose={() => setConfirming(null)}
        onPay={() => {
          if (chosen && confirming) onPay(chosen, confirming.amount);
        }}
      />
    </>
  );
}
