import { PlaceholderPage } from '../../components/ui/placeholder-page';

/** Loaded only after the auth guard passed (spec 1 §2.1: lazy loading requires login). */
export default function DashboardRoute() {
  return <PlaceholderPage title="Dashboard" owner={'issue 6 "Player dashboard"'} />;
}
