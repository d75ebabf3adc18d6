import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './plain-stepper.module.css';

/**
 * A count between `min` and `max` with a minus and a plus button, and the number itself to type
 * (a native spin button, named `label`). antd-mobile's Stepper puts its ARIA values on a div
 * without a role and leaves its input unnamed: screen readers cannot use it. A typed number
 * counts once the field is left (clamped to the range and the step).
 */
export function PlainStepper({
  value,
  min,
  max,
  step = 1,
  label,
  disabled = false,
  onChange,
}: {
  value: number;
  min: number;
  max: number;
  step?: number;
  label: string;
  disabled?: boolean;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation('common');
  const id = useId();
  // What is being typed, until the field is left; otherwise the value shows.
  const [typed, setTyped] = useState<string | null>(null);
  const change = (next: number) => {
    const stepped = Math.round((next - min) / step) * step + min;
    const clamped = Math.min(max, Math.max(min, stepped));
    if (clamped !== value) onChange(clamped);
    setTyped(null);
  };

  return (
    <div className={styles.stepper} role="group" aria-labelledby={id}>
      <span id={id} hidden>
        {label}
      </span>
      <button
        type="button"
        className={styles.button}
        aria-label={t('stepper.less', { what: label })}
        disabled={disabled || value <= min}
        onClick={() => change(value - step)}
      >
        −
      </button>
      <input
        className={styles.value}
        type="number"
        inputMode="numeric"
        aria-label={label}
        min={min}
        max={max}
        step={step}
        value={typed ?? String(value)}
        disabled={disabled}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={() => (typed === null ? undefined : change(Number.parseInt(typed, 10) || min))}
      />
      <button
        type="button"
        className={styles.button}
        aria-label={t('stepper.more', { what: label })}
        disabled={disabled || value >= max}
        onClick={() => change(value + step)}
      >
        +
      </button>
    </div>
  );
}
