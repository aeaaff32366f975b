import { Outlet, useSearchParams } from 'react-router';
import { resolveUnitSystem, UnitSystemContext } from '../../lib/unit-system';

/** spec 1 §2.1: the report area gives its pages the unit system chosen by `prefersMetric`. */
export function Component() {
  const [searchParams] = useSearchParams();
  return (
    <UnitSystemContext value={resolveUnitSystem(searchParams.get('prefersMetric'))}>
      <Outlet />
    </UnitSystemContext>
  );
}
