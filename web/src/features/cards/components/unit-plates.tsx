import { MAX_UNIT_PLATES } from '@dehong/api-spec/domain';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import styles from './cards.module.css';

const PlateKeyboard = lazy(() =>
  import('@/components/plate-keyboard').then((module) => ({ default: module.PlateKeyboard })),
);

/**
 * The unit purchase's plates (spec section 2): slots filled through the plate keyboard, at most
 * 5 ("at most 5 plate numbers": the add button gives way to those words); empty slots do not
 * count.
 */
export function UnitPlates({
  plates,
  onChange,
}: {
  plates: readonly string[];
  onChange: (plates: string[]) => void;
}) {
  const { t } = useTranslation(['cards', 'plate']);
  const [editing, setEditing] = useState<number | null>(null);

  const add = () => {
    if (plates.length >= MAX_UNIT_PLATES) return toast.fail(t('cards:unit.tooMany'));
    onChange([...plates, '']);
    setEditing(plates.length);
  };

  return (
    <div className={styles.unitPlates}>
      <ol className={styles.slots} aria-label={t('cards:unit.plates')}>
        {plates.map((plate, index) => (
          // Slots have no identity beyond their position.
          <li key={index} className={styles.slot}>
            <button
              type="button"
              className={styles.slotPlate}
              aria-label={`${t('cards:unit.plate', { index: String(index + 1) })}: ${plate || t('cards:unit.tapToEnter')}`}
              onClick={() => setEditing(index)}
            >
              {plate || <span className={styles.placeholder}>{t('cards:unit.tapToEnter')}</span>}
            </button>
            <button
              type="button"
              className={styles.slotRemove}
              aria-label={t('cards:unit.remove', { index: String(index + 1) })}
              onClick={() => onChange(plates.filter((_, at) => at !== index))}
            >
              ×
            </button>
          </li>
        ))}
      </ol>
      {/* Five slots are all there may be: the add button goes, the limit says why. */}
      {plates.length < MAX_UNIT_PLATES ? (
        <button type="button" className={styles.addPlate} onClick={add}>
          {t('cards:unit.add')}
        </button>
      ) : (
        <p className={styles.placeholder}>{t('cards:unit.tooMany')}</p>
      )}
      {editing !== null ? (
        <Suspense fallback={null}>
          <PlateKeyboard
            visible
            initialValue={plates[editing] ?? ''}
            onConfirm={(plate) => onChange(plates.map((old, at) => (at === editing ? plate : old)))}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
