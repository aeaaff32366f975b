/**
 * Whether an error means "the database cannot answer now" (issue 22 item 7): such a request is answered
 * 503 with Retry-After, so clients and load balancers retry, instead of 500. Drizzle wraps driver errors
 * (`cause`), so the whole chain is read.
 */

/** Seconds a client should wait before retrying a request the database could not answer. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * SQLSTATE classes and codes of an unavailable or overloaded server: 08 connection exceptions, 53
 * insufficient resources (too many connections, out of memory or disk), 57014 statement timeout (the
 * statement_timeout of the pool), 57P01-57P03 shutdown and start-up.
 */
const UNAVAILABLE_SQLSTATE = /^(08|53|57014$|57P0[1-3]$)/;

/** Socket errors of an unreachable server (node's `code`). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** Messages of pg, pg-pool and PGlite for a connection that failed, timed out or is gone. */
const UNAVAILABLE_MESSAGE =
  /timeout exceeded when trying to connect|Query read timeout|Connection terminated|connection error|Cannot use a pool after calling end|Client was closed|PGlite is closed/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || NETWORK_CODES.has(code))) return true;
    if (UNAVAILABLE_MESSAGE.test(current.message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Rejects with `onTimeout()` when `promise` has not settled within `ms` (the promise itself runs on). */
export function withDeadline<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}
