import { parseMetricsSelections, type MetricsSelections } from './metrics';
import { CompareInputError, parseStatFilter, type StatFilterSelections } from './selections';
import { PROBABILITY_IDS } from './tabs';

/**
 * A side's view choices (the request's left/rightComponentSelections, spec 2 §3): which stat-probability
 * situations are selected and which are hidden (spec: selectedStats / hiddenStats). Empty selected = all.
 */
export type ComponentSelections = { selectedStats: string[]; hiddenStats: string[] };
export const DEFAULT_COMPONENT_SELECTIONS: ComponentSelections = { selectedStats: [], hiddenStats: [] };

/** spec 2 §3 "Compare report request": five serialised strings. */
export type CompareReportRequest = {
  leftFilter: string;
  rightFilter: string;
  leftComponentSelections: string;
  rightComponentSelections: string;
  metricsSelections: string;
};

export function parseComponentSelections(text: string): ComponentSelections {
  if (text.trim() === '') return { selectedStats: [], hiddenStats: [] };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new CompareInputError('INVALID_FILTER', 'Component selections are not valid JSON');
  }
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const ids = (field: 'selectedStats' | 'hiddenStats'): string[] => {
    const list = record[field] ?? [];
    if (!Array.isArray(list)) throw new CompareInputError('INVALID_FILTER', `${field} is not a list`);
    for (const id of list)
      if (typeof id !== 'string' || !PROBABILITY_IDS.includes(id))
        throw new CompareInputError('UNKNOWN_METRIC', `Unknown metric: ${String(id).slice(0, 60)}`);
    return [...new Set(list as string[])];
  };
  return { selectedStats: ids('selectedStats'), hiddenStats: ids('hiddenStats') };
}

export function serializeCompareRequest(parts: {
  left: StatFilterSelections;
  right: StatFilterSelections;
  leftComponents?: ComponentSelections;
  rightComponents?: ComponentSelections;
  metrics: MetricsSelections;
}): CompareReportRequest {
  return {
    leftFilter: JSON.stringify(parts.left),
    rightFilter: JSON.stringify(parts.right),
    leftComponentSelections: JSON.stringify(parts.leftComponents ?? DEFAULT_COMPONENT_SELECTIONS),
    rightComponentSelections: JSON.stringify(parts.rightComponents ?? DEFAULT_COMPONENT_SELECTIONS),
    metricsSelections: JSON.stringify(parts.metrics),
  };
}

/** A side that parsed, or its error (spec: one side failing shows its error on that side only). */
export type ParsedSide =
  | { ok: true; selections: StatFilterSelections; components: ComponentSelections }
  | { ok: false; error: CompareInputError };

function parseSide(filter: string, components: string): ParsedSide {
  try {
    return {
      ok: true,
      selections: parseStatFilter(filter),
      components: parseComponentSelections(components),
    };
  } catch (error) {
    if (error instanceof CompareInputError) return { ok: false, error };
    throw error;
  }
}

/** Reads the five strings; the metrics are shared, so bad metrics throw for the whole request. */
export function parseCompareRequest(request: CompareReportRequest): {
  left: ParsedSide;
  right: ParsedSide;
  metrics: MetricsSelections;
} {
  return {
    left: parseSide(request.leftFilter, request.leftComponentSelections),
    right: parseSide(request.rightFilter, request.rightComponentSelections),
    metrics: parseMetricsSelections(request.metricsSelections),
  };
}
