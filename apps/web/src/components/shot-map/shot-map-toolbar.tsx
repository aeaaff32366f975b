import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { formatMeasurement, formatScoreVsPar } from '@linksight/golf-core';
import { longDate } from '../scorecard/scorecard';
import type { ZoomMode } from './hole-camera';
import type { HoleEntry } from './shot-map-data';

type ShotMapToolbarProps = {
  current: HoleEntry | null;
  isLoading: boolean;
  mode: ZoomMode;
  showYards: boolean;
  roundsLabel: string;
  onStep: (direction: 1 | -1) => void;
  onMode: (mode: 'hole' | 'green') => void;
  onShowYards: (show: boolean) => void;
  onRounds: () => void;
};

/** Previous/Next hole; on a phone only the arrow shows (the name stays for assistive technology). */
function StepButton(props: { direction: 1 | -1; disabled: boolean; onStep: (direction: 1 | -1) => void }) {
  const { direction, disabled, onStep } = props;
  const label = direction === 1 ? 'Next' : 'Previous';
  const icon = direction === 1 ? { endIcon: <NavigateNextIcon /> } : { startIcon: <NavigateBeforeIcon /> };
  return (
    <Button
      size="small"
      aria-label={label}
      onClick={() => onStep(direction)}
      disabled={disabled}
      sx={{ minWidth: 0, '& .MuiButton-icon': { mx: { xs: 0, sm: undefined } } }}
      {...icon}
    >
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {label}
      </Box>
    </Button>
  );
}

/** The hole's facts for the info panel (spec 3 §2 hole info panel). */
function holeInfo({ round, hole }: HoleEntry): { title: string; detail: string } {
  const score =
    hole.score === null ? 'No score' : `Score ${hole.score} (${formatScoreVsPar(hole.scoreVsPar ?? 0)})`;
  const putts = hole.stats?.puttCount;
  return {
    // A hole without a recorded length (a CSV import) leaves it out rather than saying "— yds".
    title: [`Hole ${hole.courseHoleNumber}`, `Par ${hole.par}`]
      .concat(hole.lengthYards === null ? [] : [formatMeasurement(hole.lengthYards, 'yds')])
      .join(' · '),
    detail: [
      round.label,
      longDate(round.playedDate),
      score,
      putts == null ? null : `${putts} ${putts === 1 ? 'putt' : 'putts'}`,
    ]
      .filter(Boolean)
      .join(' · '),
  };
}

/** spec 3 §2 shot map controls: Previous/Next hole, hole info, Hole View, Green View, Show Yards, rounds button. */
export function ShotMapToolbar(props: ShotMapToolbarProps) {
  const { current, isLoading, mode, showYards, roundsLabel, onStep, onMode, onShowYards, onRounds } = props;
  const info = current && holeInfo(current);
  const isDisabled = current === null;
  // The controls are mounted anew when they turn on or off (issue 23): eight controls switching `disabled`
  // in place made ~80 style changes, each of which Lighthouse's trace records with a JavaScript stack (see
  // assessment-table.tsx). A disabled control holds no focus to lose; the live hole info stays mounted.
  const controlsKey = isDisabled ? 'disabled' : 'enabled';
  return (
    <Stack sx={{ gap: 1, mb: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <StepButton key={`${controlsKey}-previous`} direction={-1} disabled={isDisabled} onStep={onStep} />
        <Stack
          sx={{ flex: 1, minWidth: 0, textAlign: 'center' }}
          aria-live="polite"
          data-testid="shot-map-hole"
        >
          <Typography variant="subtitle2">
            {info?.title ?? (isLoading ? 'Loading the shots…' : 'No shots to show')}
          </Typography>
          {info && (
            <Typography variant="caption" color="text.secondary">
              {info.detail}
            </Typography>
          )}
        </Stack>
        <StepButton key={`${controlsKey}-next`} direction={1} disabled={isDisabled} onStep={onStep} />
      </Stack>
      <Stack key={controlsKey} direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={mode === 'free' ? null : mode}
          onChange={(_, value: 'hole' | 'green' | null) => onMode(value ?? (mode === 'free' ? 'hole' : mode))}
          aria-label="Map view"
          disabled={isDisabled}
        >
          <ToggleButton value="hole">Hole View</ToggleButton>
          <ToggleButton value="green">Green View</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={
            <Switch size="small" checked={showYards} onChange={(e) => onShowYards(e.target.checked)} />
          }
          label="Show Yards"
          disabled={isDisabled}
          // MUI's -11 px start margin pulled the switch over Green View when the row wraps (issue 23).
          sx={{ mx: 0 }}
        />
        <Button
          size="small"
          variant="outlined"
          onClick={onRounds}
          disabled={isDisabled}
          sx={{ ml: 'auto' }}
          data-testid="shot-map-rounds-button"
        >
          {roundsLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
