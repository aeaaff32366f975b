import { Link } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { PaymentFrame } from './payment-page';

export function PaymentSuccess() {
  return (
    <PaymentFrame title="Thank you">
      <Typography sx={{ mb: 2 }}>Your payment went through. Your plan is active on your account.</Typography>
      <Button component={Link} to={paths.dashboard()} variant="contained">
        Go to your dashboard
      </Button>
    </PaymentFrame>
  );
}
