import { maskPhone } from '@dehong/api-spec/domain';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LanguageSwitch } from '@/components/language-switch';
import { LinkList } from '@/components/link-list';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { useLogout } from '@/features/auth/api/logout';
import { useMemberInfo } from '@/features/member/api/get-member-info';
import { Avatar } from '@/features/member/components/avatar';
import { CareModeSwitch } from '@/features/member/components/care-mode-switch';
import { LargeTextSwitch } from '@/features/member/components/large-text-switch';
import { CloseAccount } from '@/features/member/components/close-account';
import { apiUrl } from '@/lib/api';
import { langOf } from '@/components/operator-text';

/**
 * /app/tools/setting/index: avatar, nickname, phone (changeable), the language, care mode, large
 * text, log out, and closing the account.
 */
export function Component() {
  const { t } = useTranslation(['screens', 'member', 'common']);
  const logout = useLogout();
  const navigate = useNavigate();
  const member = useMemberInfo().data;

  return (
    <Page title={t('screens:settings')}>
      <LinkList
        label={t('screens:settings')}
        rows={[
          {
            key: 'avatar',
            title: t('member:settings.avatar'),
            extra: <Avatar url={member?.accountPic ? apiUrl(member.accountPic) : ''} size={36} />,
            to: paths.settingsAvatar.href(),
          },
          {
            key: 'nickname',
            title: t('member:settings.nickname'),
            // The member's own name, in the language it is written in.
            extra: <span lang={langOf(member?.nickname)}>{member?.nickname}</span>,
          },
          {
            key: 'phone',
            title: t('member:settings.phone'),
            extra: member ? maskPhone(member.phone) : '',
            to: paths.settingsPhone.href(),
          },
          { key: 'language', title: t('common:language.label'), extra: <LanguageSwitch /> },
          { key: 'careMode', title: t('member:settings.careMode'), extra: <CareModeSwitch /> },
          { key: 'largeText', title: t('member:settings.largeText'), extra: <LargeTextSwitch /> },
        ]}
      />
      <div style={{ padding: '0 12px' }}>
        <Button block color="danger" fill="outline" onClick={logout}>
          {t('common:actions.logout')}
        </Button>
        <CloseAccount onClosed={() => void navigate(paths.login.href(), { replace: true })} />
      </div>
    </Page>
  );
}
