/**
 * Why a call failed. `business` is an envelope with code != 0 (message from the server); the
 * others are HTTP statuses of spec section 8, the duplicate-submit guard, or the network.
 */
export type ApiErrorReason =
  | 'business'
  | 'badRequest'
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  | 'methodNotAllowed'
  | 'timeout'
  | 'server'
  | 'duplicateSubmit'
  | 'network';

/** The spec's English wording (section 8); the app translates by reason. */
export const API_ERROR_MESSAGES: Record<
  Exclude<ApiErrorReason, 'business' | 'badRequest'>,
  string
> = {
  unauthorized: 'Please log in first',
  forbidden: 'Syntax error',
  notFound: 'Request does not exist',
  methodNotAllowed: 'Request method error GET/POST',
  timeout: 'Connection timeout',
  server: 'Server error',
  duplicateSubmit:
    'Do not submit data repeatedly. If no result returns for a long time, refresh the page and continue!',
  network: 'Network error, please check your connection',
};

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly reason: ApiErrorReason,
    message: string,
    /** The envelope code (business) or HTTP status; 0 when no response came. */
    readonly code: number = 0,
  ) {
    super(message);
  }

  static of(reason: Exclude<ApiErrorReason, 'business' | 'badRequest'>, code = 0): ApiError {
    return new ApiError(reason, API_ERROR_MESSAGES[reason], code);
  }
}

export function isApiError(error: unknown, reason?: ApiErrorReason): error is ApiError {
  return error instanceof ApiError && (reason === undefined || error.reason === reason);
}
