import { createHmac, timingSafeEqual } from 'node:crypto';

/** A signed address lasts to the end of the next UTC day: one address per file per day, so caches still hit. */
const DAY_MS = 86_400_000;
const SIGNATURE_CHARS = 32;

/**
 * Media addresses are capabilities (spec 2 §6 privacy): a player's photo, gallery, swing videos, news images
 * and resume logo are files named after the account, so `/media/gallery/5-22.svg` could be guessed, and a
 * private profile's media were served to anyone. The API hands out each address signed, after it has
 * authorised the caller for the data that names it; `/media/` serves a file only at a signed address that
 * has not expired (plugins/app/media-access.ts). An `<img>` or `<video>` carries no token, so the address
 * itself must be the permission; a leaked address ages out within two days.
 */
export type MediaSigner = {
  /** The signed address of a file stored under MEDIA_DIR (`gallery/5-22.svg`). */
  mediaUrl(path: string): string;
  /** `pathname` (percent-encoded, as a browser sends it) with its signature as a query. */
  sign(pathname: string): string;
  /** Whether a request's raw URL carries a valid, unexpired signature of its own path. */
  isSigned(rawUrl: string): boolean;
};

export function createMediaSigner(key: Buffer, now: () => Date): MediaSigner {
  const mac = (pathname: string, expiresDay: number) =>
    createHmac('sha256', key)
      .update(`${pathname}\n${expiresDay}`)
      .digest('base64url')
      .slice(0, SIGNATURE_CHARS);
  const sign = (pathname: string) => {
    const expiresDay = Math.floor(now().getTime() / DAY_MS) + 2;
    return `${pathname}?e=${expiresDay}&s=${mac(pathname, expiresDay)}`;
  };
  return {
    sign,
    mediaUrl: (path) => sign(`/media/${path.split('/').map(encodeURIComponent).join('/')}`),
    isSigned(rawUrl) {
      const [pathname = '', query = ''] = rawUrl.split('?', 2);
      const params = new URLSearchParams(query);
      const expiresDay = Number(params.get('e'));
      const given = Buffer.from(params.get('s') ?? '');
      if (!Number.isInteger(expiresDay) || expiresDay * DAY_MS <= now().getTime()) return false;
      const expected = Buffer.from(mac(pathname, expiresDay));
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
