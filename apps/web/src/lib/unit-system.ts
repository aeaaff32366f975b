import { createContext, useContext } from 'react';

export type UnitSystem = 'Metric' | 'Imperial';

/** spec 1 §2.1: prefersMetric `true` or `True` gives Metric; anything else (or nothing) gives Imperial. */
export function resolveUnitSystem(prefersMetric: string | null | undefined): UnitSystem {
  return prefersMetric === 'true' || prefersMetric === 'True' ? 'Metric' : 'Imperial';
}

/** Provided by the `cgr` report area to every report page. */
export const UnitSystemContext = createContext<UnitSystem>('Imperial');

export function useUnitSystem(): UnitSystem {
  return useContext(UnitSystemContext);
}
