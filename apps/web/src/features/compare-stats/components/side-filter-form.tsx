import { useMemo } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { roundOptionsWithin, type ComparePlayer, type StatFilterSelections } from '@linksight/golf-core';
import { useCompareRounds, usePlayerOptions } from '../api/get-player-options';
import { AdvancedFilterTabs } from './advanced-filter-tabs';
import { HoleCountField, RoundTypesField, SeasonsField, YearsField } from './filter-fields';

type SideFilterFormProps = {
  side: 'left' | 'right';
  title: string;
  value: StatFilterSelections;
  onChange: (v: StatFilterSelections) => void;
  /** The profile's player and the associated players added to the comparison. */
  players: ComparePlayer[];
};

/** One column of the Configure Selections dialog (spec 2 §2, §4). */
export function SideFilterForm({ side, title, value, onChange, players }: SideFilterFormProps) {
  const accountId = value.player.accountId;
  const options = usePlayerOptions(accountId, value.holeCount);
  const rounds = useCompareRounds(accountId, value.holeCount);
  // The Round tab lists the rounds the side's years, seasons and round types keep.
  const { roundTypes, years, seasons } = value;
  const roundOptions = useMemo(
    () => roundOptionsWithin(rounds.data?.rounds ?? [], { roundTypes, years, seasons }, new Date()),
    [rounds.data, roundTypes, years, seasons],
  );
  const set = (patch: Partial<StatFilterSelections>) => onChange({ ...value, ...patch });
  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}
      data-testid={`${side}-filters`}
    >
      <Typography variant="h6" component="h3">
        {title}
      </Typography>
      <TextField
        select
        size="small"
        label="Player"
        value={accountId}
        onChange={(e) => {
          const player = players.find((p) => p.accountId === Number(e.target.value));
          // Another player's rounds are not this one's: the Round tab starts from all of them.
          if (player) set({ player, years: [], advancedFilter: { ...value.advancedFilter, rounds: null } });
        }}
      >
        {players.map((p) => (
          <MenuItem key={p.accountId} value={p.accountId}>
            {p.playerName}
          </MenuItem>
        ))}
      </TextField>
      <HoleCountField
        side={side}
        value={value.holeCount}
        onChange={(holeCount) =>
          set({ holeCount, advancedFilter: { ...value.advancedFilter, rounds: null } })
        }
      />
      <YearsField
        value={value.years}
        years={options.data?.years ?? []}
        onChange={(years) => set({ years })}
      />
      <SeasonsField value={value.seasons} onChange={(seasons) => set({ seasons })} />
      <RoundTypesField value={value.roundTypes} onChange={(roundTypes) => set({ roundTypes })} />
      <AdvancedFilterTabs
        side={side}
        value={value.advancedFilter}
        onChange={(advancedFilter) => set({ advancedFilter })}
        roundOptions={roundOptions}
        isLoadingRounds={rounds.isPending}
        monthsWithRounds={options.data?.months ?? []}
      />
    </Box>
  );
}
