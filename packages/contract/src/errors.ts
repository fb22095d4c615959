/**
 * `code` of every error answer `{ message, code }`. The browser's central handler keys on status and
 * code; `message` is already in the user's language for 400 and 429.
 */
export const ERROR_CODES = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  OTP_NOT_MATCHED: 401,
  OTP_EXPIRED: 400,
  TOKEN_EXPIRED: 401,
  TOKEN_NOT_FOUND: 401,
  REFRESH_INVALID: 401,
  PASSCODE_LOCKED: 401,
  INACTIVE_USER: 403,
  FORBIDDEN: 403,
  SUBSCRIPTION_EXPIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  /** The vehicle advisory has no provider configured on this server. */
  ADVISORY_NOT_CONFIGURED: 409,
  /** The advisory provider failed, timed out or answered nonsense. */
  ADVISORY_FAILED: 502,
  /** The payment provider could not make a checkout (online payment links). */
  PAYMENT_PROVIDER_FAILED: 502,
  INTERNAL: 500,
  /** The database cannot be reached for now; the same call may succeed a moment later. */
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;
