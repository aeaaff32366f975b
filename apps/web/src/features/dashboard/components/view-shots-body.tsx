import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { groupScorecard } from '@linksight/golf-core';
import { Scorecard } from '../../../components/scorecard/scorecard';
import { ShotMap } from '../../../components/shot-map/shot-map';
import { firstFocus, hasMapData, type HoleFocus } from '../../../components/shot-map/shot-map-data';
import { usePublicConfig } from '../../../lib/public-config';
import { useCourseMaps } from '../../../lib/players/get-course-maps';
import { useHoleCoordinates } from '../../../lib/players/get-hole-coordinates';
import { useHoleStats } from '../../../lib/players/get-hole-stats';
import { toScorecardRounds } from '../../../components/scorecard/scorecard-rounds';

type ViewShotsBodyProps = { accountId: number; golfRoundIds: readonly number[] };

/** The dialog's map of the overview's rounds and their scorecard grouped by Round (spec 3 §2). */
export function ViewShotsBody({ accountId, golfRoundIds }: ViewShotsBodyProps) {
  const coordinates = useHoleCoordinates(accountId, golfRoundIds);
  const holeStats = useHoleStats(accountId, golfRoundIds);
  const rounds = coordinates.data?.rounds ?? [];
  const courseIds = [...new Set(rounds.map((r) => r.golfCourseId))].sort((a, b) => a - b);
  const courses = useCourseMaps(accountId, courseIds);
  const config = usePublicConfig();
  const [chosen, setChosen] = useState<HoleFocus | null>(null);
  const focus = chosen ?? firstFocus(rounds);

  if (coordinates.isError || holeStats.isError)
    return <Alert severity="error">The shots of these rounds could not be loaded.</Alert>;
  if (coordinates.isPending || courses.isPending)
    return <Skeleton role="progressbar" variant="rounded" height={400} aria-label="Loading the shots" />;

  const focusedCourseHole =
    rounds
      .find((r) => r.golfRoundId === focus?.roundId)
      ?.holes.find((h) => h.roundHoleNumber === focus?.roundHoleNumber)?.courseHoleNumber ?? null;
  const groups = holeStats.data ? groupScorecard(toScorecardRounds(rounds, holeStats.data), 'By Round') : [];
  return (
    <>
      <ShotMap
        rounds={rounds}
        courses={courses.data}
        focus={focus}
        onFocusChange={setChosen}
        satelliteTileUrl={config.data?.mapSatelliteTileUrl ?? null}
        height="min(400px, 45vh)"
        startMap="at-once"
      />
      <Box sx={{ mt: 2 }}>
        {holeStats.isPending ? (
          <Skeleton variant="rounded" height={160} />
        ) : (
          <Scorecard
            groups={groups}
            selected={focus === null ? null : { roundId: focus.roundId, courseHoleNumber: focusedCourseHole }}
            onSelect={({ roundId, courseHoleNumber }) => {
              const round = rounds.find((r) => r.golfRoundId === roundId);
              const hole =
                round?.holes.find((h) => h.courseHoleNumber === courseHoleNumber && hasMapData(h)) ??
                round?.holes.find(hasMapData);
              // spec 3 §4: focusing a hole without data is ignored (only logged).
              if (round === undefined || hole === undefined)
                return console.info('No shot data for that hole');
              setChosen({ roundId, roundHoleNumber: hole.roundHoleNumber });
            }}
          />
        )}
      </Box>
    </>
  );
}
