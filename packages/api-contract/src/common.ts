import { Type, type Static } from 'typebox';

/** Every 4xx/5xx answer of the API (STYLE: one central error handler). */
export const ApiErrorSchema = Type.Object(
  {
    code: Type.String({
      description: 'Stable machine-readable code, e.g. NOT_FOUND or CodeMismatchException.',
    }),
    message: Type.String({ description: 'Human-readable text; safe to show to a person.' }),
    /** The JSON path of the bad field (`$.holes[6].shots[2].start.latitude`), when one is to blame. */
    path: Type.Optional(Type.String()),
  },
  { $id: 'ApiError' },
);
export type ApiError = Static<typeof ApiErrorSchema>;

/** Codes the API answers with besides the auth result codes of spec 1 §8. */
export const ErrorCode = {
  notFound: 'NOT_FOUND',
  validation: 'VALIDATION_ERROR',
  badRequest: 'BAD_REQUEST',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  rateLimited: 'RATE_LIMITED',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  /** The request is fine but clashes with what is stored, e.g. a username another account has. */
  conflict: 'CONFLICT',
  internal: 'INTERNAL_ERROR',
  unavailable: 'SERVICE_UNAVAILABLE',
  /** No browser to print with (CHROMIUM_PATH / PDF_BROWSER_WS_ENDPOINT), ARCHITECTURE §6. */
  pdfUnavailable: 'PDF_UNAVAILABLE',
  /** Every PDF page is busy and the queue is full or the wait timed out: retry after `Retry-After`. */
  pdfBusy: 'PDF_BUSY',
  /** The report page failed or did not become ready in time. */
  pdfFailed: 'PDF_FAILED',
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * The largest value a PostgreSQL `integer` (int4) column holds. Every id of the database is a serial, so
 * an id outside 1 … MAX_DB_ID cannot exist: the shared schemas answer 400 for it before any query runs
 * (issue 22: 2147483648, 99999999999 and 1e309 reached the database and answered 500).
 */
export const MAX_DB_ID = 2_147_483_647;

/** A database id in a path, query or body: a whole number from 1 to MAX_DB_ID. */
export const IdSchema = (options: { description?: string } = {}) =>
  Type.Integer({ minimum: 1, maximum: MAX_DB_ID, ...options });

export const IdParamsSchema = Type.Object({ id: IdSchema() });
