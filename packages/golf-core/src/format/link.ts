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
