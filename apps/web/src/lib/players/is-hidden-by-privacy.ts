import { isApiClientError } from '../api-client';

/**
 * A widget call the profile's privacy refuses (403 for a private feature, 404 for a private website):
 * the page hides that card instead of failing (spec 2 §6, issue 16).
 */
export function isHiddenByPrivacy(error: unknown): boolean {
  return isApiClientError(error) && (error.status === 403 || error.status === 404);
}
