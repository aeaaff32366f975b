/**
 * spec 3 §5: tournament links get https:// prefixed (they are stored as typed, e.g.
 * "www.events.example/open") and open in a new tab. An address with a scheme is kept; anything that
 * is not http(s) after prefixing is refused (null), so a "javascript:" link never becomes an anchor.
 * "mysite.com:8080" is a host and port, not a scheme: a scheme's colon is never followed by a digit.
 */
export function externalHref(url: string | null | undefined): string | null {
  const trimmed = url?.trim() ?? '';
  if (trimmed === '') return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(trimmed)
    ? trimmed
    : `https://${trimmed.replace(/^\/+/, '')}`;
  return /^https?:\/\/[^\s/]/i.test(withScheme) ? withScheme : null;
}

/**
 * A host of dot-separated names ending in a top-level name of letters (or punycode), with an optional port:
 * "mysite.com" or "www.mysite.co.uk:8080", not "mysite" or "x" (a word is a typo, not a site), not an IP
 * address and not "user@host" (credentials in a shown link only mislead).
 */
const WEB_HOST =
  /^(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+(?:\p{L}{2,}|xn--[a-z0-9-]+)(?::[0-9]{1,5})?$/iu;

/**
 * Whether a link, as typed or as stored, is a web address: http(s) once https:// is prefixed
 * (`externalHref`), with a dotted host and no spaces. "mysite.com", "www.mysite.com/path" and
 * "https://mysite.com" are; "mysite", "not a link", "http://x" and "javascript:…" are not.
 */
export function isWebAddress(link: string): boolean {
  const href = externalHref(link);
  if (href === null || /\s/.test(href)) return false;
  const host = /^https?:\/\/([^/?#]*)/i.exec(href)?.[1];
  return host !== undefined && WEB_HOST.test(host);
}
