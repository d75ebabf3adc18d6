import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Back to the previous screen, or to `fallback` when this is the first page of the visit (opened
 * from a link or a scanned code: React Router gives it the key "default").
 */
export function useGoBack(fallback: string) {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (location.key === 'default') void navigate(fallback, { replace: true });
    else void navigate(-1);
  };
}
