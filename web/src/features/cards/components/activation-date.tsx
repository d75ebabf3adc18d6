import { lastActivationDate } from '@dehong/api-spec/domain';
import DatePicker from 'antd-mobile/es/components/date-picker';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { watchWheelLabels } from '@/lib/picker-wheel-labels';
import styles from './cards.module.css';

/** A calendar date as the picker's local Date, and back: the picker works in local days. */
const pickerDate = (date: string) => dayjs(date).toDate();
const calendarDate = (date: Date) => dayjs(date).format('YYYY-MM-DD');

/**
 * The activation date row of the summary popup: the date picker from the card's first activation
 * date (its `minday` from the server, today unless the card says later) to 31 days after (spec
 * sections 2, 3 and 5); cancelling it puts the date back to that first date (spec section 4).
 */
export function ActivationDate({
  first,
  value,
  onChange,
}: {
  first: string;
  value: string;
  onChange: (date: string) => void;
}) {
  const { t } = useTranslation('cards');
  const [open, setOpen] = useState(false);
  // What the wheels show while the user turns them, in the picker's title.
  const [turning, setTurning] = useState(value);
  // Stable Dates: the picker resets its wheels whenever it is handed a new one.
  const bounds = useMemo(
    () => ({ min: pickerDate(first), max: pickerDate(lastActivationDate(first)) }),
    [first],
  );
  const picked = useMemo(() => pickerDate(value), [value]);
  const { i18n } = useTranslation();
  const english = i18n.language === 'en-US';
  useEffect(() => (open && english ? watchWheelLabels() : undefined), [open, english]);
  return (
    <>
      <button
        type="button"
        className={styles.dateRow}
        onClick={() => {
          setTurning(value);
          setOpen(true);
        }}
      >
        <span>{t('summary.activation')}</span>
        <strong>{value}</strong>
      </button>
      <DatePicker
        visible={open}
        title={t('summary.pickerTitle', { date: turning })}
        confirmText={t('summary.pickerConfirm')}
        cancelText={t('summary.pickerCancel')}
        precision="day"
        min={bounds.min}
        max={bounds.max}
        value={picked}
        onSelect={(date) => setTurning(calendarDate(date))}
        onConfirm={(date) => onChange(calendarDate(date))}
        onCancel={() => onChange(first)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
