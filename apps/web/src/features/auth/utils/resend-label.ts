/** spec 1 §4.2 step 2: "Resend Code", or "Resend Code (m:ss)" while the cooldown runs. */
export function formatResendLabel(secondsLeft: number): string {
  if (secondsLeft <= 0) return 'Resend Code';
  const minutes = Math.floor(secondsLeft / 60);
  const seconds = String(secondsLeft % 60).padStart(2, '0');
  return `Resend Code (${minutes}:${seconds})`;
}
