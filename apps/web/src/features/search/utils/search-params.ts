/** spec 1 §9 search type values; spec 1 §2.5: default account, anything else becomes account. */
export const SEARCH_TYPES = ['account', 'organization'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
export const DEFAULT_SEARCH_TYPE: SearchType = 'account';

export function normalizeSearchType(value: string | null | undefined): SearchType {
  return value === 'organization' ? 'organization' : DEFAULT_SEARCH_TYPE;
}

export type SearchState = { q: string; type: SearchType };

export function readSearchParams(params: URLSearchParams): SearchState {
  return { q: params.get('q') ?? '', type: normalizeSearchType(params.get('type')) };
}

/** The URL keeps both values; an empty query is dropped from the address. */
export function toSearchParams({ q, type }: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (q !== '') params.set('q', q);
  params.set('type', type);
  return params;
}

/** spec 1 §5: no query gives no results; whitespace alone is no query. */
export function hasSearchQuery(q: string): boolean {
  return q.trim() !== '';
}
