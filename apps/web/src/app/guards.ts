import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../config/paths';
import { tryAutoLogin } from '../lib/api-client';

/**
 * spec 1 §2.1: a logged-out user goes to /auth with returnUrl holding the attempted URL. An expired token
 * first gets one refresh (spec 1 §4.3 auto login), so a returning visitor is not sent to log in again.
 */
export async function requireAuth({ request }: LoaderFunctionArgs): Promise<null> {
  if (!(await tryAutoLogin())) {
    const url = new URL(request.url);
    throw redirect(paths.auth.login(url.pathname + url.search));
  }
  return null;
}

export function redirectHome(): Response {
  return redirect(paths.home());
}
