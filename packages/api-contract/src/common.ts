import { Type, type Static } from 'typebox';

/** Every 4xx/5xx answer of the API (STYLE: one central error handler). */
export const ApiErrorSchema = Type.Object(
  {
    code: Type.String({
      description: 'Stable machine-readable code, e.g. NOT_FOUND or CodeMismatchException.',
    }),
    message: Type.String({ description: 'Human-readable text; safe to show to a person.' }),
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
  internal: 'INTERNAL_ERROR',
  unavailable: 'SERVICE_UNAVAILABLE',
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

export const IdParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1 }) });
