import { useState } from 'react';
import defaultAvatarUrl from '../../assets/default-avatar.svg';

type AccountAvatarProps = { accountId: number; name: string; size?: number };

/** spec 1 §7: the image comes from the account id; a broken image falls back to a default image. */
export function AccountAvatar({ accountId, name, size = 48 }: AccountAvatarProps) {
  const [failedFor, setFailedFor] = useState<number | null>(null);
  const src = failedFor === accountId ? defaultAvatarUrl : `/api/v1/accounts/${accountId}/image`;
  return (
    <img
      src={src}
      alt={name}
      width={size}
      height={size}
      loading="lazy"
      onError={() => setFailedFor(accountId)}
      style={{ borderRadius: '50%', objectFit: 'cover', flexShrink: 0, background: '#d9e2dc' }}
    />
  );
}
