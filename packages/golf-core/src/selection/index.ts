export * from './seasons';
export * from './dates';
export * from './round-meta';
export * from './quick-sets';
export * from './hole-count';
export * from './round-types';
export * from './fuzzy';
export * from './date-range-search';
export {
  MAX_EVENTS_PER_ROUND_NUMBER,
  ROUND_LIST_SORTS,
  ROUND_LIST_VIEWS,
  VISIBLE_TOURNAMENT_GROUPS,
  buildRoundList,
  defaultRoundListSort,
  type RoundHintClass,
  type RoundList,
  type RoundListGroupsItem,
  type RoundListItem,
  type RoundListNamed,
  type RoundListRound,
  type RoundListRoundItem,
  type RoundListRoundsItem,
  type RoundListSort,
  type RoundListSource,
  type RoundListView,
  type RoundListWarning,
} from './round-list';
export * from './round-list-arrange';
