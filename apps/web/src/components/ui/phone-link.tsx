import Link from '@mui/material/Link';
import { formatPhoneNumber, telDigits } from '../../lib/phone-display';

/** A phone number that dials on a phone, in the app's link colour, never broken across lines. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <Link href={`tel:${telDigits(phone)}`} sx={{ whiteSpace: 'nowrap' }}>
      {formatPhoneNumber(phone)}
    </Link>
  );
}
