import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperatorSentence } from '@/components/operator-text';
import { PhotoPicker } from '@/components/photo-picker';
import { useReportSticker } from '../api/report-sticker';
import type { ReportContext } from '../report-context';
import type { SignedSpace } from './kerb-sign-check';
import buttons from '@/components/plain-button.module.css';
import styles from './kerb.module.css';

const MAX_NOTE = 200;

type Located =
  | { state: 'none' }
  | { state: 'finding' }
  | { state: 'found'; lng: number; lat: number }
  | { state: 'failed' };

/** Five decimals: about a metre, as the map needs it. */
const round = (degrees: number) => Math.round(degrees * 1e5) / 1e5;

/**
 * "Report a sticker": what the owner met, where (the code read, the space, or the phone's
 * location), a photo and a note. The patrol gets it in the operator's console; the owner is told
 * in the chat app once it is handled.
 */
export function StickerReportForm({
  context,
  device,
  space,
}: {
  context: ReportContext;
  device: string | null;
  space: SignedSpace | null;
}) {
  const { t } = useTranslation('kerb');
  const report = useReportSticker();
  const sentence = useOperatorSentence();
  const [photos, setPhotos] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const [located, setLocated] = useState<Located>({ state: 'none' });
  const [needPlace, setNeedPlace] = useState(false);
  const noteId = useId();
  const titleId = useId();

  const locate = () => {
    if (!navigator.geolocation) return setLocated({ state: 'failed' });
    setLocated({ state: 'finding' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        setLocated({ state: 'found', lng: round(coords.longitude), lat: round(coords.latitude) }),
      () => setLocated({ state: 'failed' }),
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };

  const position = located.state === 'found' ? { lng: located.lng, lat: located.lat } : undefined;

  const submit = () => {
    if (!context.code && !device && !position) return setNeedPlace(true);
    report.mutate({
      reason: context.reason,
      code: context.code,
      device: device ?? undefined,
      position,
      photo: photos[0],
      note: note.trim(),
    });
  };

  if (report.isSuccess) {
    return (
      <p className={styles.sent} role="status">
        {t('report.sent')}
      </p>
    );
  }

  return (
    <form
      className={styles.form}
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 id={titleId} className={styles.formTitle}>
        {t('report.title')}
      </h2>
      <p className={styles.intro}>{t('report.intro')}</p>

      <h3 className={styles.label}>{t('report.what')}</h3>
      <p className={styles.value}>{t(`report.reason.${context.reason}`)}</p>

      <h3 className={styles.label}>{t('report.place')}</h3>
      {space ? (
        <p className={styles.value}>
          {sentence((word) =>
            t('report.space', { station: word(space.stationName), space: space.space }),
          )}
        </p>
      ) : null}
      {context.code ? (
        <div className={styles.codeBox}>
          <p className={styles.codeLabel}>{t('report.code')}</p>
          <p className={styles.codeText} translate="no">
            {context.code}
          </p>
        </div>
      ) : null}
      {located.state === 'found' ? (
        <p className={styles.value} role="status">
          {t('report.located', { lat: String(located.lat), lng: String(located.lng) })}
        </p>
      ) : (
        <button
          type="button"
          className={`${buttons.button} ${styles.secondary}`}
          onClick={locate}
          disabled={located.state === 'finding'}
        >
          {located.state === 'finding' ? t('report.locating') : t('report.locate')}
        </button>
      )}
      {located.state === 'failed' ? (
        <p className={styles.error} role="alert">
          {t('report.noLocation')}
        </p>
      ) : null}
      {needPlace && !position ? (
        <p className={styles.error} role="alert">
          {t('report.needPlace')}
        </p>
      ) : null}

      <h3 className={styles.label}>{t('report.photo')}</h3>
      <PhotoPicker
        photos={photos}
        onChange={setPhotos}
        max={1}
        labels={{
          add: t('report.addPhoto'),
          photo: () => t('report.photoAlt'),
          remove: () => t('report.removePhoto'),
        }}
      />

      <label htmlFor={noteId} className={styles.label}>
        {t('report.note')}
      </label>
      <textarea
        id={noteId}
        className={styles.note}
        value={note}
        maxLength={MAX_NOTE}
        rows={3}
        placeholder={t('report.notePlaceholder')}
        onChange={(event) => setNote(event.target.value)}
      />

      <button
        type="submit"
        className={`${buttons.button} ${buttons.primary} ${buttons.rounded} ${buttons.block} ${styles.submit}`}
        disabled={report.isPending}
      >
        {t('report.submit')}
      </button>
    </form>
  );
}
