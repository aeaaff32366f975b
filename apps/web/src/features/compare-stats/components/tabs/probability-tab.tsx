import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PROBABILITY_DEFINITIONS, type ComponentSelections } from '@linksight/golf-core';
import { fractionText } from './fraction-text';
import type { SidesProps } from './tab-panels';
import { PRINT_DENSE_TABLE } from '../../utils/print-table';
import { ScrollShadowBox } from '../../../../components/ui/scroll-shadow-box';
import { PHONE_ONLY_LINE, WIDE_SCREEN_COLUMN } from '../../../../components/ui/phone-columns';
import { SideHeaderCells } from '../side-header-cells';

type ProbabilityTabProps = SidesProps & {
  components: ComponentSelections;
  onComponentsChange?: (c: ComponentSelections) => void;
};

/**
 * Stat probability: P(outcome | situation) for each side with successes / opportunities. The hidden
 * situations (the side's hiddenStats) are unticked; the page keeps the left side's choice for both.
 */
export function ProbabilityTab({
  left,
  right,
  leftLabel,
  rightLabel,
  components,
  onComponentsChange,
}: ProbabilityTabProps) {
  const hidden = new Set(components.hiddenStats);
  const rows = PROBABILITY_DEFINITIONS.filter((d) => onComponentsChange || !hidden.has(d.id));
  const toggle = (id: string) =>
    onComponentsChange?.({
      ...components,
      hiddenStats: hidden.has(id)
        ? components.hiddenStats.filter((x) => x !== id)
        : [...components.hiddenStats, id],
    });
  const find = (side: SidesProps['left'], id: string) => side?.probabilities.find((p) => p.id === id);
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        How often an outcome follows a situation: times it happened / times the situation came up.
      </Typography>
      <ScrollShadowBox>
        <Table size="small" aria-label="Stat probability" sx={PRINT_DENSE_TABLE}>
          <TableHead>
            <TableRow>
              {onComponentsChange && <TableCell padding="checkbox">Show</TableCell>}
              <TableCell>Outcome</TableCell>
              <TableCell sx={WIDE_SCREEN_COLUMN}>Situation</TableCell>
              <SideHeaderCells leftLabel={leftLabel} rightLabel={rightLabel} />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((d) => {
              const isHidden = hidden.has(d.id);
              return (
                <TableRow key={d.id} sx={{ opacity: isHidden ? 0.45 : 1 }}>
                  {onComponentsChange && (
                    <TableCell padding="checkbox">
                      <Checkbox
                        size="small"
                        checked={!isHidden}
                        onChange={() => toggle(d.id)}
                        slotProps={{ input: { 'aria-label': `Show ${d.label}` } }}
                      />
                    </TableCell>
                  )}
                  <TableCell>
                    {d.label}
                    <Typography variant="caption" color="text.secondary" sx={{ ...PHONE_ONLY_LINE, mt: 0.5 }}>
                      {d.situation}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ ...WIDE_SCREEN_COLUMN, color: 'text.secondary' }}>{d.situation}</TableCell>
                  <TableCell align="right">{isHidden ? '' : fractionText(find(left, d.id))}</TableCell>
                  <TableCell align="right">{isHidden ? '' : fractionText(find(right, d.id))}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </ScrollShadowBox>
    </>
  );
}
