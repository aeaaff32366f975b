import { memo } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { RoundFilterBody, StandardLevelItem } from '@linksight/api-contract';
import { holeCountOfOption, type OverviewMode } from '@linksight/golf-core';
import { HOLE_OPTIONS, holeOptionOf, type StandardChoice } from '../utils/dashboard-params';
import { GroupQuickSelect, type GroupEntry } from './group-quick-select';
import { StandardPicker } from './standard-picker';
import { TwoWaySwitch } from './two-way-switch';

const MODES: readonly OverviewMode[] = ['Player Performance', 'Assessment'];

type DashboardHeaderProps = {
  groups: readonly GroupEntry[];
  selectedGroup: string | null;
  onSelectGroup: (groupName: string) => void;
  standardLabel: string;
  standard: StandardChoice;
  levels: readonly StandardLevelItem[];
  roundSets: readonly RoundFilterBody[];
  onStandardChange: (choice: StandardChoice) => void;
  mode: OverviewMode;
  onModeChange: (mode: OverviewMode) => void;
  holeCount: number;
  onHoleCountChange: (holeCount: 9 | 18) => void;
  /** spec 3 §2: the Compare Stats action (player/{username}/stats); absent while unknown or closed. */
  compareStatsHref?: string;
};

/**
 * spec 3 §2 dashboard header: group quick-select, standard label, mode and hole-count sliders, and the
 * Compare Stats action. On a phone each control has its own line: the group and standard labels grow
 * when their data arrives, and in one wrapping row that moved the controls below (issue 23: CLS).
 */
export const DashboardHeader = memo(function DashboardHeader(props: DashboardHeaderProps) {
  return (
    <Stack
      component="header"
      direction={{ xs: 'column', sm: 'row' }}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: { xs: 'flex-start', sm: 'center' }, gap: 1.5, mb: 2 }}
    >
      <GroupQuickSelect groups={props.groups} selected={props.selectedGroup} onSelect={props.onSelectGroup} />
      <StandardPicker
        label={props.standardLabel}
        current={props.standard}
        levels={props.levels}
        roundSets={props.roundSets}
        onChange={props.onStandardChange}
      />
      <Stack direction="row" useFlexGap sx={{ gap: 1.5, flexWrap: 'wrap', ml: { md: 'auto' } }}>
        <TwoWaySwitch label="Mode" options={MODES} value={props.mode} onChange={props.onModeChange} />
        <TwoWaySwitch
          label="Hole count"
          options={HOLE_OPTIONS}
          value={holeOptionOf(props.holeCount)}
          onChange={(option) => props.onHoleCountChange(holeCountOfOption(option))}
        />
        {props.compareStatsHref !== undefined && (
          <Button component={RouterLink} to={props.compareStatsHref} variant="outlined" size="small">
            Compare Stats
          </Button>
        )}
      </Stack>
    </Stack>
  );
});
