import { useState } from 'react';
import defaultAvatarUrl from '../../assets/default-avatar.svg';

type AccountAvatarProps = {
  accountId: number;
  name: string;
  size?: number;
  /** Changes when the photo was replaced in this tab, so the image loads again (lib/account-summary.ts). */
  version?: number;
};

/** spec 1 §7: the image comes from the account id; a broken image falls back to a default image. */
export function AccountAvatar({ accountId, name, size = 48, version }: AccountAvatarProps) {
  const key = `${accountId}:${version ?? ''}`;
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const src =
    failedFor === key
      ? defaultAvatarUrl
      : `/api/v1/accounts/${accountId}/image${version === undefined ? '' : `?v=${version}`}`;
  return (
    <img
      src={src}
      alt={name}
      width={size}
      height={size}
      loading="lazy"
      onError={() => setFailedFor(key)}
      style={{ borderRadius: '50%', objectFit: 'cover', flexShrink: 0, background: '#d9e2dc' }}
    />
  );
}
