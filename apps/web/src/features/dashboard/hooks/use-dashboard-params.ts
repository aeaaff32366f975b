import { useSearchParams } from 'react-router';
import { parseDashboardParams, withDashboardParams, type DashboardParams } from '../utils/dashboard-params';

/** The dashboard's URL state (group, mode, hole count, standard, category); changes replace the entry. */
export function useDashboardParams(): [DashboardParams, (patch: Partial<DashboardParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const update = (patch: Partial<DashboardParams>) =>
    setSearch((current) => withDashboardParams(current, patch), { replace: true });
  return [parseDashboardParams(search), update];
}
