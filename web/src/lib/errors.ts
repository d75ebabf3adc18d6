import { type ApiErrorReason, isApiError } from '@dehong/api-spec';
import { i18n } from '@/i18n/i18n';
import { toast } from './toast';

type CataloguedReason = Exclude<ApiErrorReason, 'business' | 'badRequest'>;

/**
 * What the user is told about a failed call (spec section 8): the server's own message for a
 * business failure or a rejected request, the catalogue's words for HTTP statuses, the
 * duplicate-submit guard and the network.
 */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.reason === 'business' || error.reason === 'badRequest') return error.message;
    return i18n.t(`common:errors.${error.reason satisfies CataloguedReason}`);
  }
  return i18n.t('common:errors.unknown');
}

/** The one place a failure becomes a fail toast. */
export function showError(error: unknown, options: { long?: boolean } = {}): void {
  const message = errorMessage(error);
  if (options.long) toast.failLong(message);
  else toast.fail(message);
}
