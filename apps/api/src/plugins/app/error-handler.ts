import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ErrorCode, STATIC_FILE_EXTENSION, type ApiError } from '@linksight/api-contract';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../lib/database-errors';
import { AppError } from '../../lib/errors';

/** Fastify's own error codes mapped to ours, so every failure reads `{ code, message }`. */
const fastifyCodes: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: ErrorCode.payloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ErrorCode.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ErrorCode.badRequest,
  FST_ERR_CTP_EMPTY_JSON_BODY: ErrorCode.badRequest,
  FST_ERR_CTP_INVALID_JSON_BODY: ErrorCode.badRequest,
};

/** An ajv instance path (`/holes/6/score`) as a JSON path (`$.holes[6].score`). */
export function jsonPathOf(instancePath: string): string {
  return (
    '$' +
    instancePath
      .split('/')
      .slice(1)
      .map((part) =>
        /^\d+$/.test(part) ? `[${part}]` : `.${part.replaceAll('~1', '/').replaceAll('~0', '~')}`,
      )
      .join('')
  );
}

function toApiError(error: FastifyError | AppError | Error): { status: number; body: ApiError } {
  if (error instanceof AppError)
    return {
      status: error.statusCode,
      body: {
        code: error.code,
        message: error.message,
        ...(error.path === undefined ? {} : { path: error.path }),
      },
    };
  const fe = error as FastifyError;
  if (fe.validation) {
    const where = fe.validationContext ?? 'request';
    const first = fe.validation[0];
    const field = first?.instancePath ? `${where}${first.instancePath.replaceAll('/', '.')}` : where;
    return {
      status: 400,
      body: {
        code: ErrorCode.validation,
        message: `Invalid ${field}: ${first?.message ?? 'bad value'}`,
        // The JSON path of a bad body field (issue 20: `{ code, message, path }`), e.g. $.tees[0].slope.
        ...(where === 'body' && first?.instancePath ? { path: jsonPathOf(first.instancePath) } : {}),
      },
    };
  }
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      body: {
        code: ErrorCode.unavailable,
        message: 'The service is temporarily unavailable. Please try again in a few seconds.',
      },
    };
  }
  if (error instanceof SyntaxError || fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return { status: 400, body: { code: ErrorCode.badRequest, message: 'Malformed JSON body' } };
  }
  const status = fe.statusCode && fe.statusCode >= 400 ? fe.statusCode : 500;
  if (status === 429)
    return {
      status,
      body: { code: ErrorCode.rateLimited, message: 'Too many requests. Please try again later.' },
    };
  if (status < 500) {
    return {
      status,
      body: { code: (fe.code && fastifyCodes[fe.code]) ?? ErrorCode.badRequest, message: fe.message },
    };
  }
  return {
    status,
    body: {
      code: status === 503 ? ErrorCode.unavailable : ErrorCode.internal,
      message: 'Something went wrong on our side. Please try again.',
    },
  };
}

/** Node's stream error when the other end closes before the stream has ended. */
const CLIENT_CLOSED_CODE = 'ERR_STREAM_PREMATURE_CLOSE';

/** A history route of the SPA: a GET for a non-API path whose last segment is not a static file name. */
export function isHistoryRoute(method: string, pathname: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !STATIC_FILE_EXTENSION.test(last);
}

export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const { status, body } = toApiError(error);
      if (error instanceof AppError) reply.headers(error.headers);
      // A browser that goes away mid-answer (a navigation aborting a compressed stream) is not a failure
      // of the server: it was logged at error level on every such abort (issue 23 note).
      if (error.code === CLIENT_CLOSED_CODE)
        request.log.info({ reqId: request.id }, 'the client closed the connection before the answer ended');
      else if (status >= 500) request.log.error({ err: error, reqId: request.id }, 'request failed');
      else request.log.info({ code: body.code, status }, body.message);
      // issue 22 item 7: a 503 tells clients and load balancers when to try again.
      if (status === 503 && !reply.hasHeader('retry-after'))
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(status).send(body);
    });
    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (app.sendSpaIndex && isHistoryRoute(request.method, pathname))
        return app.sendSpaIndex(request, reply);
      return reply.status(404).send({
        code: ErrorCode.notFound,
        message: `No route for ${request.method} ${request.url.split('?')[0]}`,
      });
    });
  },
  { name: 'error-handler' },
);
