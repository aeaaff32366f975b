import { useState } from 'react';
import defaultAvatarUrl from '../../assets/default-avatar.svg';
import { authorizedImageUrl } from '../../lib/authorized-image';

type AccountAvatarProps = {
  accountId: number;
  /** The image's alternative text; empty when the name is written beside it. */
  name: string;
  size?: number;
  /** Changes when the photo was replaced in this tab, so the image loads again (lib/account-summary.ts). */
  version?: number;
  /**
   * Draw this full name's initials instead of asking for the photo: an account without one (`imgUrl`
   * null) or whose photo may not be shown (a roster member whose website is private to the visitor).
   */
  initialsFrom?: string;
};

/** Initials on a green-grey disc: white on it reads at 5.3:1 (WCAG 1.4.3), in either theme. */
const INITIALS_BACKGROUND = '#5f6f65';
/** The initials' share of the disc's diameter. */
const INITIALS_SCALE = 0.4;

/** "Yuna Stroud" → "YS": the first letters of the first and the last word. */
export function initialsOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/**
 * spec 1 §7: the image comes from the account id; a broken image falls back to a default image. Without a
 * photo the initials stand in, as the demo players' photos show theirs (the Coaches card drew an empty
 * circle for a coach without one). A private website's photo is served only with a token, which an <img>
 * does not send: a logged-in viewer then asks with theirs (lib/authorized-image.ts) before falling back.
 */
export function AccountAvatar({ accountId, name, size = 48, version, initialsFrom }: AccountAvatarProps) {
  const key = `${accountId}:${version ?? ''}`;
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const [authorized, setAuthorized] = useState<{ key: string; url: string | null } | null>(null);
  if (initialsFrom !== undefined)
    return (
      <span
        {...(name === '' ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
        style={{
          width: size,
          height: size,
          borderRadius: '50%',
          flexShrink: 0,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: INITIALS_BACKGROUND,
          color: '#fff',
          fontSize: Math.round(size * INITIALS_SCALE),
          lineHeight: 1,
          userSelect: 'none',
        }}
      >
        {initialsOf(initialsFrom)}
      </span>
    );
  const path = `/api/v1/accounts/${accountId}/image${version === undefined ? '' : `?v=${version}`}`;
  const fallback = authorized?.key === key ? (authorized.url ?? defaultAvatarUrl) : null;
  const src = failedFor === key ? fallback : path;
  const fail = () => {
    if (failedFor === key) return;
    setFailedFor(key);
    void authorizedImageUrl(path).then((url) => setAuthorized({ key, url }));
  };
  if (src === null) return <span aria-hidden style={{ width: size, height: size, flexShrink: 0 }} />;
  return (
    <img
      src={src}
      alt={name}
      width={size}
      height={size}
      loading="lazy"
      onError={src === path ? fail : undefined}
      style={{ borderRadius: '50%', objectFit: 'cover', flexShrink: 0, background: '#d9e2dc' }}
    />
  );
}
