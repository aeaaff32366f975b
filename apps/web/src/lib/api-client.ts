import type { ApiError } from '@linksight/api-contract';
import { getToken } from './session';

/** spec 1 §8: the code the UI maps to "Network error. Please check your connection and try again." */
export const NETWORK_ERROR_CODE = 'NetworkError';

/** Every failed call: `code` and `message` from the API's `{ code, message }` body; status 0 when offline. */
export class ApiClientError extends Error {
  readonly code: string;
  readonly status: number;

  constructor(code: string, status: number, message: string) {
    super(message);
    this.name = 'ApiClientError';
    this.code = code;
    this.status = status;
  }
}

export function isApiClientError(error: unknown): error is ApiClientError {
  return error instanceof ApiClientError;
}

function isApiErrorBody(body: unknown): body is ApiError {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as ApiError).code === 'string' &&
    typeof (body as ApiError).message === 'string'
  );
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export type RequestOptions = Omit<RequestInit, 'body'> & { json?: unknown };

/** fetch + bearer token + JSON. Resolves with the parsed body; rejects with `ApiClientError`. */
export async function apiRequest<T>(
  path: string,
  { json, headers, ...init }: RequestOptions = {},
): Promise<T> {
  const requestHeaders = new Headers(headers);
  requestHeaders.set('Accept', 'application/json');
  const token = getToken();
  if (token !== null) requestHeaders.set('Authorization', `Bearer ${token}`);
  if (json !== undefined) requestHeaders.set('Content-Type', 'application/json');

  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: requestHeaders,
      body: json === undefined ? undefined : JSON.stringify(json),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiClientError(
      NETWORK_ERROR_CODE,
      0,
      'Network error. Please check your connection and try again.',
    );
  }

  const body = await readBody(response);
  if (!response.ok) {
    if (isApiErrorBody(body)) throw new ApiClientError(body.code, response.status, body.message);
    throw new ApiClientError(
      `HTTP_${response.status}`,
      response.status,
      `Request failed with status ${response.status}`,
    );
  }
  return body as T;
}

export const apiClient = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, json?: unknown, options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', json }),
};
