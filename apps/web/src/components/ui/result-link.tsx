import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ResultLink as ResultLinkTarget } from '../../lib/profile-links';

type ResultLinkProps = {
  link: ResultLinkTarget;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
};

/** A router link inside the app, a plain anchor to another host (player host, team host). */
export function ResultLink({ link, children, ...rest }: ResultLinkProps) {
  return link.kind === 'internal' ? (
    <Link to={link.to} {...rest}>
      {children}
    </Link>
  ) : (
    <a href={link.href} {...rest}>
      {children}
    </a>
  );
}
