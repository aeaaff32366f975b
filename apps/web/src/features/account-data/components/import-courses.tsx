import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CourseMatch } from '../utils/import-plan';

const roundsText = (n: number) => (n === 1 ? '1 round' : `${n} rounds`);

function describe(match: CourseMatch): string {
  if (match.kind === 'new')
    return 'a new private course made from your rows (pars from the file; no hole lengths).';
  const where = match.place ? ` in ${match.place}` : '';
  // A course of the player's may itself be made from a CSV, with no hole lengths to take.
  if (match.isOwn)
    return `your course “${match.courseName}”${where}: its pars and tees are used, with its hole lengths where it has them.`;
  return `the Linksight course “${match.courseName}”${where}: its tees’ lengths, rating and slope are used.`;
}

/**
 * Which course each course name of a CSV goes to, before anything is written: a name that matches a
 * course already on Linksight takes that course's lengths (an audit found a round given 6,275 yd that way
 * without a word), and a name that matches none becomes a private course of the player's.
 */
export function ImportCourses({ matches }: { matches: readonly CourseMatch[] }) {
  if (matches.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="import-courses-title" sx={{ my: 2 }}>
      <Typography id="import-courses-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Courses
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {matches.map((m) => (
          <Typography component="li" key={m.name} variant="body2" sx={{ mt: 0.5 }}>
            <strong>{m.name}</strong> ({roundsText(m.rounds)}): {describe(m)}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
