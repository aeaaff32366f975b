import { ErrorCode } from '@linksight/api-contract';
import { AppError } from './errors';

const MAX_DEPTH = 64;

function hasNul(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  return Object.entries(value).some(([key, v]) => key.includes('\u0000') || hasNul(v, depth + 1));
}

/**
 * PostgreSQL text cannot hold the NUL character: a search for "%00" reached the database and answered
 * 500 (found by the fuzz test, issue 22). Strings in the path, query and body are refused with 400 first.
 */
export function rejectNulCharacters(parts: { path: unknown; query: unknown; body: unknown }): void {
  for (const [where, value] of Object.entries(parts))
    if (hasNul(value, 0))
      throw new AppError(400, ErrorCode.validation, `The ${where} contains a NUL character`);
}
