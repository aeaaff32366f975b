import type { FastifyRequest } from 'fastify';
import { ErrorCode, type IngestIssueItem } from '@linksight/api-contract';
import { AppError } from '../../lib/errors';

/** A rejected document answers 400 `{ code, message, path }` naming its first problem (issue 20). */
export function ingestRejection(issues: readonly IngestIssueItem[]): AppError {
  const [first] = issues;
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
  return new AppError(400, ErrorCode.validation, `${first!.message}${more}`, { path: first!.path });
}

const rawBodies = new WeakMap<FastifyRequest, unknown>();

/**
 * preValidation hook of ingest routes: keeps the body as sent. Their bodies are documented by TypeBox
 * schemas but checked by golf-core's validator, whose messages name the JSON path of every problem; the
 * app's ajv coerces types (a score of 0 would become null under a nullable schema), so the validator
 * must see the body before ajv touched it.
 */
export async function keepRawBody(request: FastifyRequest): Promise<void> {
  try {
    rawBodies.set(request, structuredClone(request.body));
  } catch (err) {
    // A body nested thousands deep overflows the copy; no round or course is shaped like that.
    if (err instanceof RangeError) throw AppError.badRequest('The request body is nested too deeply.');
    throw err;
  }
}

/**
 * The body as sent (see keepRawBody); throws ajv's error when a path parameter or header was bad (routes
 * set attachValidation so a body problem is the validator's to report).
 */
export function rawBodyOf(request: FastifyRequest): unknown {
  const error = request.validationError;
  if (error && error.validationContext !== 'body') throw error;
  return rawBodies.has(request) ? rawBodies.get(request) : request.body;
}
