import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import TextArea from 'antd-mobile/es/components/text-area';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoPicker } from '@/components/photo-picker';
import { toast } from '@/lib/toast';
import { usePublishFeedback } from '../api/publish-feedback';
import styles from './feedback.module.css';

const MAX_CONTENT = 500;

/** Feedback to the operator: what happened, how to answer (optional), up to 3 pictures. */
export function FeedbackForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation('tools');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [pictures, setPictures] = useState<string[]>([]);
  const publish = usePublishFeedback();
  const contentId = useId();
  const contactId = useId();

  const submit = () => {
    if (!content.trim()) return toast.fail(t('feedback.contentRequired'));
    publish.mutate(
      { content: content.trim(), contact: contact.trim(), images: pictures },
      {
        onSuccess: () => {
          toast.success(t('feedback.sent'));
          onSent();
        },
      },
    );
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={contentId} className={styles.label}>
        {t('feedback.content')}
      </label>
      <TextArea
        id={contentId}
        className={styles.textArea}
        placeholder={t('feedback.contentPlaceholder')}
        value={content}
        onChange={setContent}
        maxLength={MAX_CONTENT}
        rows={5}
        showCount
      />
      <span className={styles.label}>{t('feedback.images')}</span>
      <PhotoPicker
        photos={pictures}
        onChange={setPictures}
        labels={{
          add: t('feedback.addPicture'),
          photo: (index) => t('feedback.picture', { index: String(index) }),
        }}
      />
      <label htmlFor={contactId} className={styles.label}>
        {t('feedback.contact')}
      </label>
      <Input
        id={contactId}
        className={styles.input}
        type="tel"
        maxLength={32}
        placeholder={t('feedback.contactPlaceholder')}
        value={contact}
        onChange={setContact}
      />
      <Button
        block
        type="submit"
        color="primary"
        shape="rounded"
        className={styles.submit}
        loading={publish.isPending}
      >
        {t('feedback.submit')}
      </Button>
    </form>
  );
}
