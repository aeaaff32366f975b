import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { CompareStats } from '@linksight/api-contract';
import {
  COMPARE_TABS,
  COMPARE_TAB_LABELS,
  DEFAULT_COMPARE_TAB,
  type CompareTab,
  type ComponentSelections,
} from '@linksight/golf-core';
import { PlayingStyleTab } from './tabs/playing-style-tab';
import { ProbabilityTab } from './tabs/probability-tab';
import { RoundsTab } from './tabs/rounds-tab';
import { DriveTab, PuttsTab, ScoringTab, ShotToGreenTab } from './tabs/tab-panels';

type StatsTabsProps = {
  data: CompareStats;
  leftLabel: string;
  rightLabel: string;
  components: ComponentSelections;
  onComponentsChange: (c: ComponentSelections) => void;
};

/** spec 2 §2 stats area: seven tabs, shot-to-green (the fourth) by default. */
export function StatsTabs({ data, leftLabel, rightLabel, components, onComponentsChange }: StatsTabsProps) {
  const [tab, setTab] = useState<CompareTab>(DEFAULT_COMPARE_TAB);
  const left = data.left.ok ? data.left.figures : null;
  const right = data.right.ok ? data.right.figures : null;
  const sides = { left, right, leftLabel, rightLabel };
  return (
    <Paper variant="outlined" sx={{ minWidth: 0 }} data-testid="stats-tabs">
      <Tabs
        value={tab}
        onChange={(_, v: CompareTab) => setTab(v)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label="Stats"
      >
        {COMPARE_TABS.map((t) => (
          <Tab
            key={t}
            value={t}
            label={COMPARE_TAB_LABELS[t]}
            id={`compare-tab-${t}`}
            aria-controls={`compare-panel-${t}`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`compare-panel-${tab}`}
        aria-labelledby={`compare-tab-${tab}`}
        sx={{ p: { xs: 1.5, sm: 2 } }}
      >
        {tab === 'stat-probability' && (
          <ProbabilityTab {...sides} components={components} onComponentsChange={onComponentsChange} />
        )}
        {tab === 'scoring' && <ScoringTab {...sides} />}
        {tab === 'drive' && <DriveTab {...sides} />}
        {tab === 'shot-to-green' && <ShotToGreenTab {...sides} />}
        {tab === 'putts' && <PuttsTab {...sides} />}
        {tab === 'playing-style' && <PlayingStyleTab {...sides} />}
        {tab === 'rounds' && (
          <RoundsTab
            left={data.left.ok ? data.left.rounds : null}
            right={data.right.ok ? data.right.rounds : null}
            leftLabel={leftLabel}
            rightLabel={rightLabel}
          />
        )}
      </Box>
    </Paper>
  );
}
