import { apiRequest } from './api-client';
import { getToken } from './session';

/**
 * A profile photo the server gives only with a token: a private website's goes to the player, their
 * circle and product managers (spec 2 §6), and an <img> sends no token. After the plain request failed, a
 * logged-in viewer asks once more with theirs; the answer is kept for the page's life, so each photo is
 * asked for once (a photo-less account's 404 too).
 */
const asked = new Map<string, Promise<string | null>>();

export function authorizedImageUrl(path: string): Promise<string | null> {
  if (getToken() === null) return Promise.resolve(null);
  let answer = asked.get(path);
  if (answer === undefined) {
    answer = apiRequest<Blob>(path, { asBlob: true }).then(
      (blob) => URL.createObjectURL(blob),
      () => null,
    );
    asked.set(path, answer);
  }
  return answer;
}
