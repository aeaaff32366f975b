/**
 * spec 1 §9: the router address format encodes parentheses as %28 and %29 on output and decodes them on
 * input. `encodeURIComponent` leaves `(` and `)` alone, so every URL built by `config/paths.ts` passes
 * through `encodeParentheses`; React Router already percent-decodes route params, and
 * `decodeParentheses` is for raw strings read back from the address (e.g. `returnUrl`).
 */
export function encodeParentheses(url: string): string {
  return url.replace(/\(/g, '%28').replace(/\)/g, '%29');
}

export function decodeParentheses(url: string): string {
  return url.replace(/%28/gi, '(').replace(/%29/gi, ')');
}

/** One path segment: percent-encoded, parentheses included. */
export function encodePathSegment(segment: string): string {
  return encodeParentheses(encodeURIComponent(segment));
}
