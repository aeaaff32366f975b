import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { expansionState, shouldAnimate, type ScorecardGroup } from '@linksight/golf-core';
import { groupBarText, Scorecard, type ScorecardSelection } from '../scorecard/scorecard';

type ScorecardGroupsProps = {
  groups: readonly ScorecardGroup[];
  onToggle: (key: string) => void;
  onCycle: () => void;
  onSelect: (selection: ScorecardSelection) => void;
  selected: ScorecardSelection | null;
  /** What an empty list says: why nothing is listed (the stat filters, the search), or no rounds. */
  emptyText?: string;
};

/** spec 3 §2 scorecard groups: collapsible groups (subgroups nested) with a top-right expand/collapse-all. */
export function ScorecardGroups({
  groups,
  onToggle,
  onCycle,
  onSelect,
  selected,
  emptyText = 'No rounds match.',
}: ScorecardGroupsProps) {
  const state = expansionState(groups);
  const roundCount = groups.reduce((n, g) => n + g.rounds.length, 0);
  // spec 3 §9: scorecard animation off at 20 or more rounds.
  const timeout = shouldAnimate(roundCount) ? 'auto' : 0;
  const label = state === 'collapsed' ? 'Expand all' : 'Collapse all';
  const renderGroup = (group: ScorecardGroup, depth: number) => (
    <Box key={group.key} data-testid="scorecard-group" sx={{ ml: depth * 2, mb: 1 }}>
      <ButtonBase
        onClick={() => onToggle(group.key)}
        aria-expanded={group.expanded}
        sx={{
          width: '100%',
          justifyContent: 'flex-start',
          gap: 1,
          p: 1,
          bgcolor: 'action.selected',
          borderRadius: 1,
        }}
      >
        <ExpandMoreIcon
          fontSize="small"
          sx={{ transform: group.expanded ? 'none' : 'rotate(-90deg)', transition: 'transform 150ms' }}
        />
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {group.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {groupBarText(group)}
        </Typography>
      </ButtonBase>
      <Collapse in={group.expanded} timeout={timeout} unmountOnExit>
        {group.subgroups ? (
          <Box sx={{ mt: 1 }}>{group.subgroups.map((s) => renderGroup(s, depth + 1))}</Box>
        ) : (
          <Scorecard groups={[group]} hasGroupBar={false} onSelect={onSelect} selected={selected} />
        )}
      </Collapse>
    </Box>
  );
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Tooltip title={label}>
          <IconButton aria-label={label} onClick={onCycle} disabled={groups.length === 0}>
            {state === 'collapsed' ? <UnfoldMoreIcon /> : <UnfoldLessIcon />}
          </IconButton>
        </Tooltip>
      </Stack>
      {groups.length === 0 ? (
        <Typography color="text.secondary">{emptyText}</Typography>
      ) : (
        groups.map((g) => renderGroup(g, 0))
      )}
    </Box>
  );
}
