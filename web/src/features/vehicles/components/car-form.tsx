import type { PlateType } from '@dehong/api-spec';
import { PLATE_TYPES, isValidPlate } from '@dehong/api-spec/domain';
import Button from 'antd-mobile/es/components/button';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { useAddCar } from '../api/add-car';
import styles from './vehicles.module.css';

const PlateKeyboard = lazy(() =>
  import('@/components/plate-keyboard').then((module) => ({ default: module.PlateKeyboard })),
);

const TYPES = Object.values(PLATE_TYPES);

/** Adding a car: its plate type, its plate from the plate keyboard, checked before it is sent. */
export function CarForm({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation(['vehicles', 'plate']);
  const [plateType, setPlateType] = useState<PlateType>(PLATE_TYPES.blue);
  const [plate, setPlate] = useState('');
  const [keyboardOpen, setKeyboardOpen] = useState(false);
  const add = useAddCar();

  const submit = () => {
    if (!plate) return toast.fail(t('plate:required'));
    if (!isValidPlate(plate, plateType)) return toast.fail(t('vehicles:publish.invalid'));
    add.mutate(
      { number: plate, plateType },
      {
        onSuccess: () => {
          toast.success(t('vehicles:publish.added'));
          onAdded();
        },
      },
    );
  };

  return (
    <div className={styles.form}>
      <div className={styles.types} role="radiogroup" aria-label={t('vehicles:publish.type')}>
        {TYPES.map((type) => (
          <button
            key={type}
            type="button"
            role="radio"
            aria-checked={type === plateType}
            className={styles.typeOption}
            onClick={() => setPlateType(type)}
          >
            {t(`plate:types.${type}`)}
          </button>
        ))}
      </div>
      <button
        type="button"
        className={styles.plateInput}
        aria-label={t('vehicles:publish.plate')}
        onClick={() => setKeyboardOpen(true)}
      >
        {plate || <span className={styles.placeholder}>{t('vehicles:publish.placeholder')}</span>}
      </button>
      <Button block color="primary" shape="rounded" loading={add.isPending} onClick={submit}>
        {t('vehicles:publish.submit')}
      </Button>
      {keyboardOpen ? (
        <Suspense fallback={null}>
          <PlateKeyboard
            visible
            initialValue={plate}
            onConfirm={setPlate}
            onClose={() => setKeyboardOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
