import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { api } from '@/lib/api';

/**
 * Browsing the shop needs no login; buying does (spec section 6). Returns a check for the moment
 * a visitor acts: signed in -> true; otherwise it opens /uc/login, which comes back here.
 */
export function useSignInFirst(): () => boolean {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return () => {
    if (api.session.isLoggedIn) return true;
    void navigate(paths.login.href(), { state: { from: `${pathname}${search}` } });
    return false;
  };
}
