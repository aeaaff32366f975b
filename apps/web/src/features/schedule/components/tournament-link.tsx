import Link from '@mui/material/Link';
import { externalHref } from '@linksight/golf-core';

/** spec 3 §5: a tournament's link gets https:// prefixed and opens in a new tab; no link, plain text. */
export function TournamentLink({ name, url }: { name: string; url: string | null }) {
  const href = externalHref(url);
  if (!href) return <>{name}</>;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" underline="hover">
      {name}
    </Link>
  );
}
