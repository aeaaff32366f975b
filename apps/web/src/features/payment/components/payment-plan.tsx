import { Link } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { PaymentFrame } from './payment-page';

const PLAN_FEATURES = [
  'Personal dashboard with performance overviews and round assessment',
  'Shot maps, scorecards and My Rounds',
  'Public profile, recruiting resume and schedule reports as PDF',
  'Compare Stats between rounds, seasons or players',
];

/** An honest plan summary: this installation takes no card payments itself. */
export function PaymentPlan() {
  return (
    <PaymentFrame title="Linksight player plan">
      <Typography gutterBottom>The player plan includes:</Typography>
      <ul>
        {PLAN_FEATURES.map((feature) => (
          <li key={feature}>
            <Typography>{feature}</Typography>
          </li>
        ))}
      </ul>
      <Typography sx={{ my: 2 }} color="text.secondary">
        Online checkout is not available on this installation. Contact our support team to subscribe.
      </Typography>
      <Button component={Link} to={paths.storeRedirect()} variant="contained">
        Contact support
      </Button>
    </PaymentFrame>
  );
}
