import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The top navigation's marketing entries are `/#section` links; the router does not scroll to them itself. */
export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === '') return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (target === null) return;
    target.scrollIntoView({ behavior: 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
  }, [hash]);
}
