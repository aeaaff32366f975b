import type { ScorecardHole } from '@linksight/api-contract';
import { nineTotalColumn, totalOfRecorded } from '@linksight/golf-core';
import { useUnitSystem } from '../../../../lib/unit-system';
import { formatDistance } from '../../utils/units';
import { ReportTable } from './report-table';

const total = (holes: readonly ScorecardHole[], pick: (h: ScorecardHole) => number | null) => {
  const known = holes.map(pick).filter((v): v is number => v !== null);
  return known.length ? String(known.reduce((a, b) => a + b, 0)) : '–';
};

/** A round's scorecard, nine holes a row (OUT / IN), with putts, fairways and greens. */
export function ScorecardTable({ holes, caption }: { holes: readonly ScorecardHole[]; caption?: string }) {
  const units = useUnitSystem();
  const nines = [holes.slice(0, 9), holes.slice(9, 18)].filter((n) => n.length > 0);
  return (
    <>
      {nines.map((nine, i) => (
        <ReportTable
          key={i}
          caption={i === 0 ? caption : undefined}
          testId="scorecard"
          // A 9-hole round on the back nine totals IN, not OUT (it had been labelled by its row).
          head={[
            'Hole',
            ...nine.map((h) => String(h.courseHoleNumber)),
            nineTotalColumn(nine[0]!.courseHoleNumber),
          ]}
          rows={[
            [
              'Length',
              ...nine.map((h) => formatDistance(h.lengthYards, units).split(' ')[0]),
              formatDistance(totalOfRecorded(nine.map((h) => h.lengthYards)), units),
            ],
            ['Par', ...nine.map((h) => String(h.par)), total(nine, (h) => h.par)],
            [
              'Score',
              ...nine.map((h) => (h.score === null ? '–' : String(h.score))),
              total(nine, (h) => h.score),
            ],
            [
              'Putts',
              ...nine.map((h) => (h.putts === null ? '–' : String(h.putts))),
              total(nine, (h) => h.putts),
            ],
            ['Fairway', ...nine.map((h) => (h.fairway === null ? '' : h.fairway ? '●' : '○')), ''],
            ['Green', ...nine.map((h) => (h.gir === null ? '' : h.gir ? '●' : '○')), ''],
          ]}
        />
      ))}
    </>
  );
}
