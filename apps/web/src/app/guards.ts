import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../config/paths';
import { isLoggedIn } from '../lib/session';

/** spec 1 §2.1: a logged-out user goes to /auth with returnUrl holding the attempted URL. */
export function requireAuth({ request }: LoaderFunctionArgs): null {
  if (!isLoggedIn()) {
    const url = new URL(request.url);
    throw redirect(paths.auth.login(url.pathname + url.search));
  }
  return null;
}

export function redirectHome(): Response {
  return redirect(paths.home());
}
