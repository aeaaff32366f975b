/** The product's name, last in every page's title. */
const PRODUCT_NAME = 'Linksight';
/** The landing page's title (also index.html's, shown before the app starts). */
export const LANDING_TITLE = 'Linksight — golf performance analytics';

/**
 * A page's document title (WCAG 2.4.2 Page Titled): its parts, the most specific first, then the product,
 * as every page names itself ("Wes Haugen · Schedule · Linksight"). React puts the `<title>` into the
 * document's head while the page is on screen; empty parts (a name still loading) are left out.
 */
export function PageTitle({ parts }: { parts: readonly (string | null | undefined)[] }) {
  return <title>{pageTitle(parts)}</title>;
}

export function pageTitle(parts: readonly (string | null | undefined)[]): string {
  return [...parts.filter((p): p is string => typeof p === 'string' && p.trim() !== ''), PRODUCT_NAME].join(
    ' · ',
  );
}
