import { Link } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { PaymentFrame } from './payment-page';

export function PaymentCancel() {
  return (
    <PaymentFrame title="Payment cancelled">
      <Typography sx={{ mb: 2 }}>The payment was cancelled and nothing was charged.</Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button component={Link} to={paths.payment.plan()} variant="contained">
          Back to the plan
        </Button>
        <Button component={Link} to={paths.home()} variant="outlined">
          Home
        </Button>
      </Box>
    </PaymentFrame>
  );
}
