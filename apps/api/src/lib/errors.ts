import { ErrorCode } from '@linksight/api-contract';

/**
 * The one error type handlers throw. `code` is what clients switch on (the auth result codes of
 * spec 1 §8 or an ErrorCode); `message` is safe to show. 5xx messages never reach clients.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    extra: {
      /** Response headers the answer carries, e.g. `Retry-After` of a 503. */
      headers?: Readonly<Record<string, string>>;
      /** The JSON path of the field to blame (`$.holes[6].score`), when there is one (issue 20). */
      path?: string;
    } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.headers = extra.headers ?? {};
    this.path = extra.path;
  }

  readonly headers: Readonly<Record<string, string>>;
  readonly path: string | undefined;

  static notFound(message = 'Not found') {
    return new AppError(404, ErrorCode.notFound, message);
  }
  static badRequest(message: string, code: string = ErrorCode.badRequest) {
    return new AppError(400, code, message);
  }
  static unauthorized(message = 'Authentication required', code: string = ErrorCode.unauthorized) {
    return new AppError(401, code, message);
  }
  static forbidden(message = 'You may not see this', code: string = ErrorCode.forbidden) {
    return new AppError(403, code, message);
  }
  static unavailable(message: string, code: string = ErrorCode.unavailable, retryAfterSeconds?: number) {
    return new AppError(
      503,
      code,
      message,
      retryAfterSeconds === undefined ? {} : { headers: { 'retry-after': String(retryAfterSeconds) } },
    );
  }
}
