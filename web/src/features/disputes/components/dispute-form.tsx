import Button from 'antd-mobile/es/components/button';
import Radio from 'antd-mobile/es/components/radio';
import TextArea from 'antd-mobile/es/components/text-area';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import choices from '@/components/accessible-choices.module.css';
import { PhotoPicker } from '@/components/photo-picker';
import { toast } from '@/lib/toast';
import { type DisputeReason, useOpenDispute } from '../api/open-dispute';
import styles from './disputes.module.css';

const REASONS: DisputeReason[] = ['notMyCar', 'wrongTime', 'alreadyLeft', 'other'];
const MAX_CONTENT = 500;

/** "Dispute this charge": why, what happened, up to 3 photos. */
export function DisputeForm({ serial, onSent }: { serial: string; onSent: () => void }) {
  const { t } = useTranslation('disputes');
  const [reason, setReason] = useState<DisputeReason>('notMyCar');
  const [content, setContent] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const open = useOpenDispute();
  const contentId = useId();
  const reasonId = useId();

  const submit = () => {
    if (!content.trim()) return toast.fail(t('form.contentRequired'));
    open.mutate(
      { serial, reason, content: content.trim(), photos },
      {
        onSuccess: () => {
          toast.success(t('form.sent'));
          onSent();
        },
      },
    );
  };

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t('form.title')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 className={styles.formTitle}>{t('form.title')}</h2>
      <span id={reasonId} className={styles.label}>
        {t('form.reason')}
      </span>
      <Radio.Group value={reason} onChange={(value) => setReason(value as DisputeReason)}>
        <div
          className={`${styles.reasons} ${choices.choices}`}
          role="radiogroup"
          aria-labelledby={reasonId}
        >
          {REASONS.map((value) => (
            <Radio key={value} value={value}>
              {t(`reason.${value}`)}
            </Radio>
          ))}
        </div>
      </Radio.Group>
      <label htmlFor={contentId} className={styles.label}>
        {t('form.content')}
      </label>
      <TextArea
        id={contentId}
        placeholder={t('form.contentPlaceholder')}
        value={content}
        onChange={setContent}
        maxLength={MAX_CONTENT}
        rows={4}
        showCount
      />
      <span className={styles.label}>{t('form.photos')}</span>
      <PhotoPicker
        photos={photos}
        onChange={setPhotos}
        labels={{
          add: t('form.addPhoto'),
          photo: (index) => t('form.photo', { index: String(index) }),
          remove: (index) => t('form.removePhoto', { index: String(index) }),
        }}
      />
      <Button block type="submit" color="primary" shape="rounded" loading={open.isPending}>
        {t('form.submit')}
      </Button>
    </form>
  );
}
