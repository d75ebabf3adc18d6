import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router-dom';
import { kerbKeys } from './api/kerb-keys';

export type KerbPageStatus = 'none' | 'checking' | 'signed' | 'unsigned' | 'forged';

/**
 * How the kerb page's own address stands (`d`, `k`, `s`): no space code at all, an older sign
 * with the device alone, a signature that verifies here, or one that does not. The verifier
 * (Ed25519) loads only for a signed address; an unsigned one needs none.
 */
export function useKerbPageCheck(): {
  status: KerbPageStatus;
  device: string | null;
  /** The address the page was opened at: what the code said. */
  address: string;
} {
  const [search] = useSearchParams();
  // The router's path: the address the page was opened at, as the sign printed it.
  const { pathname, search: query } = useLocation();
  const address = `${window.location.origin}${pathname}${query}`;
  const device = search.get('d');
  const keyId = search.get('k');
  const signature = search.get('s');
  const signed = device !== null && (keyId !== null || signature !== null);
  const check = useQuery({
    queryKey: kerbKeys.pageCheck(window.location.host, pathname, device ?? '', keyId, signature),
    queryFn: async () => {
      const { checkKerbPage } = await import('@dehong/api-spec/kerb-codes');
      return checkKerbPage({ host: window.location.host, path: pathname }, search);
    },
    enabled: signed,
    staleTime: Infinity,
    // The verifier is a chunk of the app: a weak network may take a few tries to bring it.
    retry: 3,
    meta: { errorHandled: true },
  });
  if (device === null) return { status: 'none', device, address };
  if (!signed) return { status: 'unsigned', device, address };
  // A verifier that cannot load is no verification: the page says so as it does for a bad one.
  if (check.isError) return { status: 'forged', device, address };
  return { status: check.data ?? 'checking', device, address };
}
