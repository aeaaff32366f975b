export type StoreTarget = 'android' | 'ios' | 'badges';

/**
 * spec 1 §2.6: Android user agents go to the Android listing; iPad/iPhone/iPod go to the iOS listing unless
 * the browser is a Microsoft stream (IE11 on Windows Phone claimed to be an iPhone and set window.MSStream);
 * everyone else sees the badges.
 */
export function getStoreTarget(userAgent: string, hasMSStream: boolean): StoreTarget {
  if (/android/i.test(userAgent)) return 'android';
  if (/iPad|iPhone|iPod/.test(userAgent) && !hasMSStream) return 'ios';
  return 'badges';
}

export function detectStoreTarget(): StoreTarget {
  return getStoreTarget(
    navigator.userAgent,
    'MSStream' in window && Boolean((window as { MSStream?: unknown }).MSStream),
  );
}
