import { Outlet, useSearchParams } from 'react-router';
import { resolveUnitSystem, UnitSystemContext } from '../../lib/unit-system';

/** spec 1 §2.1: the report area gives its pages the unit system chosen by `prefersMetric`. */
export function Component() {
  const [searchParams] = useSearchParams();
  const unitSystem = resolveUnitSystem(searchParams.get('prefersMetric'));
  return (
    <UnitSystemContext value={unitSystem}>
      {/* `display: contents` keeps the report's own layout; the attribute tells tests and tools the units. */}
      <div data-unit-system={unitSystem} style={{ display: 'contents' }}>
        <Outlet />
      </div>
    </UnitSystemContext>
  );
}
