import { useTranslation } from 'react-i18next';
import { useOperatorWord } from '@/components/operator-text';
import type { PlateValidity } from '../card-order';

/**
 * The validity each chosen plate gets, as the server records it: plates with the same
 * range share a line; a running card says the new one follows it; a plate that is not among the
 * member's vehicles says what happens if it has a running card.
 */
export function PlateValidityLines({
  validities,
  className,
}: {
  validities: readonly PlateValidity[];
  className?: string;
}) {
  const { t } = useTranslation('cards');
  const word = useOperatorWord();
  const groups = new Map<string, PlateValidity[]>();
  for (const validity of validities) {
    const key = `${validity.start}/${validity.end}`;
    groups.set(key, [...(groups.get(key) ?? []), validity]);
  }
  return (
    <div className={className}>
      {[...groups.values()].map((group) => (
        <p key={`${group[0]!.start}/${group[0]!.end}`}>
          {groups.size > 1 ? `${group.map((v) => v.plate).join(', ')}: ` : null}
          {t('summary.validity', { start: group[0]!.start, end: group[0]!.end })}
        </p>
      ))}
      {validities.map((validity) =>
        validity.current ? (
          <p key={`after-${validity.plate}`}>
            {t('validity.afterRunning', {
              plate: validity.plate,
              service: word(validity.current.service),
              expiry: validity.current.expiry,
            })}
          </p>
        ) : validity.known ? null : (
          <p key={`unknown-${validity.plate}`}>
            {t('validity.unknown', { plate: validity.plate })}
          </p>
        ),
      )}
    </div>
  );
}
