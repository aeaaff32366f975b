import type { PublicConfig } from '@linksight/api-contract';

// Must equal PUBLIC_CONFIG_ELEMENT_ID of apps/api/src/plugins/external/spa.ts (the server writes it).
export const PUBLIC_CONFIG_ELEMENT_ID = 'linksight-public-config';

/** The query key of the public configuration, for every reader of it. */
export const PUBLIC_CONFIG_QUERY_KEY = ['config'] as const;

/**
 * The public configuration the server wrote into index.html (issue 23: no round trip before the home
 * page's first paint), or null without it (the Vite dev server, tests, an unreadable block): then it is
 * fetched from `GET /api/v1/config` as before.
 */
export function readInlinePublicConfig(doc: Document = document): PublicConfig | null {
  const text = doc.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PublicConfig;
  } catch {
    return null;
  }
}
