import { useLocation } from 'react-router';
import Typography from '@mui/material/Typography';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';
import { useUnitSystem } from '../../../lib/unit-system';
import { REPORT_ROUTES, type ReportRoute } from '../utils/report-routes';

/** Every report page is built with the feature it prints; the route, its lazy chunk and units work now. */
export function ReportPlaceholder() {
  const segment = useLocation().pathname.split('/').filter(Boolean).at(-1) as ReportRoute;
  const unitSystem = useUnitSystem();
  return (
    <PlaceholderPage title={REPORT_ROUTES[segment]} owner="the issue that builds this report">
      <Typography sx={{ mt: 1 }} data-testid="unit-system">
        Units: {unitSystem}
      </Typography>
    </PlaceholderPage>
  );
}
