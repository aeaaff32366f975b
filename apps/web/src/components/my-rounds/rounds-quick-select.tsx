import { useMemo, useState } from 'react';
import Chip from '@mui/material/Chip';
import type { QuickSet, RoundListNamed, RoundMeta } from '@linksight/golf-core';
import type { HistoryRound } from '@linksight/api-contract';
import { RoundsMenuDialog } from './rounds-menu/rounds-menu-dialog';

type RoundsQuickSelectProps = {
  quickSet: QuickSet;
  /** The histories call's rounds, tournaments and courses. */
  rounds: readonly HistoryRound[];
  tournaments: readonly RoundListNamed[];
  courses: readonly RoundListNamed[];
  selectedIds: readonly number[];
  isAvailable: (quickSet: QuickSet, rounds: readonly RoundMeta[]) => boolean;
  metas: readonly RoundMeta[];
  onQuickSet: (quickSet: QuickSet) => void;
  /** spec 3 §4: any manual change switches to Custom. */
  onCustom: (ids: number[]) => void;
};

/**
 * spec 3 §2 View-shots page: the quick-select chip names the selection and opens the 540 px My Rounds
 * menu dialog (quick sets under Selected Rounds, the list of rounds with tick boxes).
 */
export function RoundsQuickSelect(props: RoundsQuickSelectProps) {
  const { quickSet, rounds, tournaments, courses, selectedIds, isAvailable, metas, onQuickSet, onCustom } =
    props;
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const source = useMemo(() => ({ rounds, tournaments, courses }), [rounds, tournaments, courses]);
  return (
    <>
      <Chip
        label={quickSet}
        onClick={() => setIsDialogOpen(true)}
        color="primary"
        aria-haspopup="dialog"
        data-testid="rounds-quick-select"
      />
      {isDialogOpen && (
        <RoundsMenuDialog
          source={source}
          quickSet={quickSet}
          selectedIds={selectedIds}
          isQuickSetAvailable={(q) => isAvailable(q, metas)}
          onQuickSet={onQuickSet}
          onCustom={onCustom}
          onClose={() => setIsDialogOpen(false)}
        />
      )}
    </>
  );
}
