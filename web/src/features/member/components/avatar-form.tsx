import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { apiUrl } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useMemberInfo } from '../api/get-member-info';
import { useUpdateAvatar } from '../api/update-avatar';
import { Avatar } from './avatar';
import styles from './member-forms.module.css';

/** The avatar page: the current picture and the choice of a new one (uploaded at once). */
export function AvatarForm() {
  const { t } = useTranslation('member');
  const inputId = useId();
  const member = useMemberInfo().data;
  const update = useUpdateAvatar();

  return (
    <div className={styles.avatarForm}>
      <Avatar url={member?.accountPic ? apiUrl(member.accountPic) : ''} size={120} />
      <label htmlFor={inputId} className={styles.choose} aria-disabled={update.isPending}>
        {update.isPending ? t('avatar.uploading') : t('avatar.choose')}
      </label>
      <input
        id={inputId}
        className={styles.file}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        disabled={update.isPending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) update.mutate(file, { onSuccess: () => toast.success(t('avatar.saved')) });
        }}
      />
      <p className={styles.hint}>{t('avatar.hint')}</p>
    </div>
  );
}
