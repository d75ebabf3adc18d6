import { COOKIES, setCookie } from '@dehong/api-spec';
import { PUBLIC_ACCOUNT_STATE } from '@dehong/api-spec/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { LanguageSwitch } from '@/components/language-switch';
import { Page } from '@/components/page';
import { PageLoading } from '@/components/page-loading';
import { useChatLogin } from '@/features/auth/api/login';
import { LoginForm } from '@/features/auth/components/login-form';
import { takeReturnTarget } from '@/features/auth/return-target';
import styles from './login.module.css';
// Every target 44 x 44 px or more, on every screen but home's first (styles/targets.css).
import '@/styles/targets.css';

/**
 * The chat platform's codes sent for a login: the platform takes each code once, so a second run
 * of the effect with the same link (StrictMode's, or the page mounted again) must not send it again
 * and turn a good login into a refusal.
 */
const codesSent = new Set<string>();

/** /uc/login and /uc/{name}/login (spec section 2). */
export function Component() {
  const { t } = useTranslation(['screens', 'auth', 'common']);
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const chatLogin = useChatLogin();
  const chatCode = search.get('code');
  const isChatReturn = search.get('state') === PUBLIC_ACCOUNT_STATE && !!chatCode;

  const goBack = () => void navigate(takeReturnTarget(location.state), { replace: true });

  // Where to come back to must survive leaving the app (the chat platform's authorisation page
  // returns to this page with a fresh router state): keep it in the return-url cookie too.
  const from = (location.state as { from?: unknown } | null)?.from;
  useEffect(() => {
    if (typeof from === 'string') setCookie(COOKIES.returnUrl, from);
  }, [from]);

  useEffect(() => {
    if (!isChatReturn || !chatCode || codesSent.has(chatCode)) return;
    codesSent.add(chatCode);
    chatLogin.mutate({ code: chatCode, state: PUBLIC_ACCOUNT_STATE }, { onSuccess: goBack });
  });

  return (
    <Page title={t('screens:login')} back={false} right={<LanguageSwitch />}>
      <div className={styles.hero}>
        <h1 className={styles.appName}>{t('common:appName')}</h1>
        <p className={styles.welcome}>{t('auth:welcome')}</p>
      </div>
      {chatLogin.isPending ? (
        <>
          <PageLoading />
          <p className={styles.welcome}>{t('auth:chatLogin')}</p>
        </>
      ) : (
        <LoginForm onLoggedIn={goBack} />
      )}
    </Page>
  );
}
