import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { api } from '@/lib/api';

/** Logout (spec section 4): session cleared, passport cookie removed, logout cookie set, to login. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    api.logout();
    queryClient.clear();
    void navigate(paths.login.href(), { replace: true });
  };
}
