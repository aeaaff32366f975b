import { useEffect, useId, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AUTH_CODE_LENGTH, AUTH_RESEND_COOLDOWN_SECONDS } from '@linksight/api-contract';
import { paths } from '../../../config/paths';
import { queryClient } from '../../../lib/query-client';
import { isLoggedIn } from '../../../lib/session';
import { activeAccountQueryOptions } from '../api/get-active-account';
import { useResendCode } from '../api/resend-code';
import { useVerifyCode } from '../api/verify-code';
import { useCountdown } from '../hooks/use-countdown';
import {
  clearPhoneAuthState,
  readPhoneAuthState,
  takeReturnUrl,
  type PhoneAuthState,
} from '../utils/auth-storage';
import { otpErrorMessage, phoneLoginErrorMessage } from '../utils/error-messages';
import { maskPhoneNumber } from '../utils/phone-mask';
import { formatResendLabel } from '../utils/resend-label';
import { toFullPhoneNumber } from '../utils/validation';
import { AuthCard } from './auth-card';
import { FormError } from './form-error';
import { emptyDigits, OtpInput, type OtpInputHandle } from './otp-input';

/** spec 1 §9: auto-submit delay after the sixth digit. */
const AUTO_SUBMIT_DELAY_MS = 100;

/** spec 1 §4.2 step 1: without phone-auth state and logged out there is nothing to verify. */
export function VerifyCodeScreen() {
  const [phone] = useState(readPhoneAuthState);
  if (phone === null && !isLoggedIn()) return <Navigate to={paths.auth.phone()} replace />;
  return <VerifyCodeForm phone={phone} />;
}

function VerifyCodeForm({ phone }: { phone: PhoneAuthState | null }) {
  const navigate = useNavigate();
  const verify = useVerifyCode();
  const resend = useResendCode();
  const { secondsLeft, restart } = useCountdown(AUTH_RESEND_COOLDOWN_SECONDS);
  const [digits, setDigits] = useState(emptyDigits);
  // spec 1 §5: an invalid submit marks the boxes; moving between boxes does not (six boxes turning red
  // while someone is still typing reads as an error that is not there).
  const [isSubmitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const otp = useRef<OtpInputHandle>(null);
  const isConfirming = useRef(false);
  const headingId = useId();
  const fullNumber = phone === null ? null : toFullPhoneNumber(phone.countryCode, phone.digits);
  const code = digits.join('');
  const isComplete = code.length === AUTH_CODE_LENGTH;

  const startOver = () => {
    setDigits(emptyDigits());
    setSubmitted(false);
    otp.current?.focus(0);
  };

  const confirm = async () => {
    if (!isComplete) {
      setSubmitted(true);
      return;
    }
    if (fullNumber === null || isConfirming.current) return;
    isConfirming.current = true;
    setError(null);
    try {
      await verify.mutateAsync({ phoneNumber: fullNumber, code });
      // spec 1 §4.2 step 5: load the active account, then go on. A failure here does not undo the login.
      await queryClient.fetchQuery({ ...activeAccountQueryOptions(), staleTime: 0 }).catch(() => undefined);
      clearPhoneAuthState();
      await navigate(takeReturnUrl() ?? paths.dashboard(), { replace: true });
    } catch (caught) {
      setError(otpErrorMessage(caught)); // spec 1 §4.2 step 6
      startOver();
    } finally {
      isConfirming.current = false;
    }
  };
  // The code is what the person came here to type: start in the first box.
  useEffect(() => otp.current?.focus(0), []);

  const confirmRef = useRef(confirm);
  useEffect(() => {
    confirmRef.current = confirm;
  });

  // spec 1 §4.2 step 4: the sixth digit confirms by itself after a short pause.
  useEffect(() => {
    if (!isComplete) return;
    const timer = window.setTimeout(() => void confirmRef.current(), AUTO_SUBMIT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isComplete, code]);

  const onResend = async () => {
    if (fullNumber === null) return;
    setError(null);
    try {
      await resend.mutateAsync(fullNumber);
      restart(); // spec 1 §4.2 step 7
      startOver();
    } catch (caught) {
      setError(phoneLoginErrorMessage(caught));
    }
  };

  const isBusy = verify.isPending;
  return (
    <AuthCard
      title="Verification"
      heading={<span id={headingId}>Enter the verification code</span>}
      backTo={paths.auth.phone()}
    >
      {phone !== null && (
        <Typography color="text.secondary">
          A text message with a verification code has been sent to{' '}
          <Box component="strong" sx={{ color: 'text.primary', whiteSpace: 'nowrap' }}>
            {maskPhoneNumber(phone.countryCode, phone.digits)}
          </Box>
          . Please allow up to 2 minutes for it to arrive.
        </Typography>
      )}
      <Box
        component="form"
        noValidate
        sx={{ mt: 3 }}
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <OtpInput
          ref={otp}
          digits={digits}
          onChange={setDigits}
          invalid={digits.map((digit) => isSubmitted && digit === '')}
          labelledBy={headingId}
        />
        <FormError message={error} />
        <Stack spacing={1.5} sx={{ mt: 3 }}>
          <Button type="submit" variant="contained" size="large" disabled={isBusy}>
            Confirm
          </Button>
          <Button
            variant="text"
            onClick={() => void onResend()}
            disabled={secondsLeft > 0 || resend.isPending || fullNumber === null}
          >
            {formatResendLabel(secondsLeft)}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}
