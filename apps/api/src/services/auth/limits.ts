import { AUTH_RESEND_COOLDOWN_SECONDS } from '@linksight/api-contract';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * Every security limit of the auth endpoints in one place (issue 3: "the note lists every security
 * limit with its value"). Counters live in auth_events so they hold across server instances.
 */
export const AUTH_LIMITS = {
  /** ARCHITECTURE §5: a code is valid 3 minutes. */
  codeTtlMs: 3 * MINUTE_MS,
  /** ARCHITECTURE §5: 3 wrong tries per code, then LimitExceededException. */
  codeMaxWrongTries: 3,
  /** spec 1 §9: resend cooldown 120 s. */
  resendCooldownMs: AUTH_RESEND_COOLDOWN_SECONDS * SECOND_MS,
  /** The window of the send and wrong-code counters below. */
  codeCounterWindowMs: HOUR_MS,
  /** issue 3: codes sent per phone number per hour. */
  codesPerPhonePerHour: 5,
  /**
   * Codes sent per client IP per hour (many numbers from one address is an SMS-pumping pattern);
   * with sign-up off, unknown-number answers count too (they reveal which numbers have accounts).
   */
  codesPerIpPerHour: 20,
  /** Wrong codes per client IP per hour, across numbers (a guesser rotating numbers). */
  codeFailuresPerIpPerHour: 30,
  /**
   * Password failures of one number from one client address in the window that throttle that pair
   * (issue 22 item 9: a stranger's failures must not lock the player out; NIST SP 800-63B §5.2.2 asks
   * for throttling, not a hard lock). The player's other devices, and code login, are unaffected.
   */
  passwordFailuresPerClientBeforeThrottle: 5,
  passwordFailureWindowMs: 15 * MINUTE_MS,
  passwordThrottleMs: 15 * MINUTE_MS,
  /**
   * NIST SP 800-63B §5.2.2: at most 100 consecutive failed attempts on one account. Reaching it takes
   * 20 addresses (5 each per window); a success resets it; code login stays open.
   */
  passwordFailuresPerNumberPerDay: 100,
  /** Password failures per client IP in the same window, across numbers (credential stuffing). */
  passwordFailuresPerIpPerWindow: 30,
  /** Access JWT lifetime (issue 3). */
  accessTokenTtlMs: 15 * MINUTE_MS,
  /** Refresh token lifetime; each rotation starts a new 30 days. */
  refreshTokenTtlMs: 30 * DAY_MS,
  /**
   * issue 22 item 8: two tabs refresh with the same token at once. Within this window after a rotation
   * the just-rotated token gets the same successor again; presenting it later still revokes the family.
   */
  refreshReuseGraceMs: 5 * SECOND_MS,
  /** Per-IP request ceiling on each auth route, in process memory (or Redis): a cheap first gate. */
  requestsPerIpPerMinute: 60,
  /** Auth request bodies are a few fields; anything bigger is refused before parsing. */
  bodyLimitBytes: 4096,
} as const;
