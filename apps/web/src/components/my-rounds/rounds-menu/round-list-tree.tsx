import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { roundCheckState, toggleRoundSelection, type RoundListItem } from '@linksight/golf-core';
import { longDate } from '../../scorecard/scorecard';
import { HintBadge } from './hint-badge';

type RoundListTreeProps = {
  items: readonly RoundListItem[];
  selectedIds: readonly number[];
  isExpanded: (item: RoundListItem) => boolean;
  onToggleExpanded: (item: RoundListItem) => void;
  /** The new selected round ids after a tick. */
  onSelect: (ids: number[]) => void;
  depth?: number;
};

const childrenOf = (item: RoundListItem): readonly RoundListItem[] =>
  item.kind === 'round' ? [] : item.kind === 'rounds' ? item.rounds : item.groups;

/** Width of the expansion arrow, so rounds line up with the groups beside them. */
export const ARROW_WIDTH = 34;

/** spec 3 §2 round list: tick boxes (tri-state on groups), expansion arrows, hint badges, long dates. */
export function RoundListTree(props: RoundListTreeProps) {
  const { items, selectedIds, isExpanded, onToggleExpanded, onSelect, depth = 0 } = props;
  return (
    <List dense disablePadding>
      {items.map((item) => {
        const children = childrenOf(item);
        const isOpen = children.length > 0 && isExpanded(item);
        const state = roundCheckState([item], selectedIds);
        const date = longDate(item.lastPlayedDate);
        return (
          <Box component="li" key={item.trackBy} sx={{ listStyle: 'none' }}>
            <ListItem
              component="div"
              disablePadding
              data-testid="round-list-item"
              data-track-by={item.trackBy}
              sx={{ pl: depth * 3, gap: 0.5 }}
            >
              {children.length > 0 ? (
                <IconButton
                  size="small"
                  aria-label={`${item.label} rounds`}
                  aria-expanded={isOpen}
                  onClick={() => onToggleExpanded(item)}
                >
                  <ExpandMoreIcon
                    fontSize="small"
                    sx={{ transform: isOpen ? 'none' : 'rotate(-90deg)', transition: 'transform 150ms' }}
                  />
                </IconButton>
              ) : (
                <Box sx={{ width: ARROW_WIDTH, flexShrink: 0 }} />
              )}
              <Checkbox
                size="small"
                checked={state === 'selected'}
                indeterminate={state === 'indeterminate'}
                onChange={() => onSelect(toggleRoundSelection([item], selectedIds))}
                slotProps={{
                  input: { 'aria-label': item.kind === 'round' ? `${item.label}, ${date}` : item.label },
                }}
              />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" noWrap sx={{ fontWeight: item.kind === 'round' ? 400 : 700 }}>
                  {item.label}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {date}
                </Typography>
              </Box>
              {item.hint !== null && <HintBadge hint={item.hint} hintClass={item.hintClass} />}
            </ListItem>
            {children.length > 0 && (
              <Collapse in={isOpen} unmountOnExit>
                <RoundListTree {...props} items={children} depth={depth + 1} />
              </Collapse>
            )}
          </Box>
        );
      })}
    </List>
  );
}
