import { isApiError, SUBMIT_LOCK_MS, type PlateType } from '@dehong/api-spec';
import { PLATE_TYPES, isValidPlate } from '@dehong/api-spec/domain';
import Button from 'antd-mobile/es/components/button';
import { Suspense, lazy, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import chosenMark from '@/components/chosen-mark.module.css';
import { showError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useAddCar } from '../api/add-car';
import { useUploadLicence } from '../api/upload-licence';
import styles from './vehicles.module.css';

const PlateKeyboard = lazy(() =>
  import('@/components/plate-keyboard').then((module) => ({ default: module.PlateKeyboard })),
);

const TYPES = Object.values(PLATE_TYPES);

/** The simulator's (and the operator's) answer: another member has bound this plate. */
const PLATE_BOUND_ELSEWHERE = 2010;

/** Adding a car: its plate type, its plate from the plate keyboard, checked before it is sent. */
export function CarForm({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation(['vehicles', 'plate']);
  const [plateType, setPlateType] = useState<PlateType>(PLATE_TYPES.blue);
  const [plate, setPlate] = useState('');
  const [keyboardOpen, setKeyboardOpen] = useState(false);
  const add = useAddCar();
  const uploadLicence = useUploadLicence();
  // Set once the server says another member holds the plate: proof is asked for.
  const [needsLicence, setNeedsLicence] = useState(false);
  const licenceId = useId();

  const publish = (licence?: string, retried = false) =>
    add.mutate(
      { number: plate, plateType, ...(licence ? { licence } : {}) },
      {
        onSuccess: () => {
          toast.success(t('vehicles:publish.added'));
          onAdded();
        },
        onError: (error) => {
          // A licence chosen quickly can meet the submit lock of the refusal just before: that is
          // no double tap, so it is sent again once the lock has passed.
          if (licence && !retried && isApiError(error, 'duplicateSubmit')) {
            window.setTimeout(() => publish(licence, true), SUBMIT_LOCK_MS);
          } else if (isApiError(error, 'business') && error.code === PLATE_BOUND_ELSEWHERE) {
            setNeedsLicence(true);
          } else showError(error);
        },
      },
    );

  const submit = () => {
    if (!plate) return toast.fail(t('plate:required'));
    if (!isValidPlate(plate, plateType)) return toast.fail(t('vehicles:publish.invalid'));
    publish();
  };

  const sendLicence = (file: File) =>
    uploadLicence.mutate(file, { onSuccess: ({ url }) => publish(url) });

  return (
    <div className={styles.form}>
      <div className={styles.types} role="radiogroup" aria-label={t('vehicles:publish.type')}>
        {TYPES.map((type) => (
          <button
            key={type}
            type="button"
            role="radio"
            aria-checked={type === plateType}
            className={
              type === plateType ? `${styles.typeOption} ${chosenMark.mark}` : styles.typeOption
            }
            onClick={() => setPlateType(type)}
          >
            {t(`plate:types.${type}`)}
          </button>
        ))}
      </div>
      <button
        type="button"
        className={styles.plateInput}
        aria-label={`${t('vehicles:publish.plate')}: ${plate || t('vehicles:publish.placeholder')}`}
        onClick={() => setKeyboardOpen(true)}
      >
        {plate || <span className={styles.placeholder}>{t('vehicles:publish.placeholder')}</span>}
      </button>
      <Button block color="primary" shape="rounded" loading={add.isPending} onClick={submit}>
        {t('vehicles:publish.submit')}
      </Button>
      {needsLicence ? (
        <section className={styles.licence} aria-label={t('vehicles:publish.licenceTitle')}>
          <p role="alert">{t('vehicles:publish.boundElsewhere', { number: plate })}</p>
          <label htmlFor={licenceId} className={styles.licenceButton}>
            {t('vehicles:publish.uploadLicence')}
          </label>
          <input
            id={licenceId}
            className={styles.visuallyHidden}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            disabled={uploadLicence.isPending || add.isPending}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) sendLicence(file);
            }}
          />
        </section>
      ) : null}
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
