import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { AlternativeLoginScreen } from '../../features/auth/components/alternative-login-screen';
import { PhoneLoginScreen } from '../../features/auth/components/phone-login-screen';
import { VerifyCodeScreen } from '../../features/auth/components/verify-code-screen';
import { storeReturnUrl } from '../../features/auth/utils/auth-storage';

/** spec 1 §2.2 /auth and /auth/phone. The returnUrl the guard sent along is kept for the session. */
export function PhoneLoginRoute() {
  const returnUrl = useSearchParams()[0].get('returnUrl');
  useEffect(() => storeReturnUrl(returnUrl), [returnUrl]);
  return <PhoneLoginScreen />;
}

/** spec 1 §2.2 /auth/verify. */
export function VerifyRoute() {
  return <VerifyCodeScreen />;
}

/** spec 1 §2.2 /auth/alternative. */
export function AlternativeLoginRoute() {
  return <AlternativeLoginScreen />;
}
