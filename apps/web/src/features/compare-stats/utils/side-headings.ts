import type { CompareSide } from '@linksight/api-contract';

/**
 * Column headings of the two sides: the selection labels when both sides are one player, the player names
 * when they are two (two players over the same period would otherwise read "Last 12 Months" twice).
 */
export function sideHeadings(left: CompareSide | undefined, right: CompareSide | undefined) {
  const l = left?.ok ? left : null;
  const r = right?.ok ? right : null;
  const isTwoPlayers = l !== null && r !== null && l.player.accountId !== r.player.accountId;
  return {
    leftLabel: l ? (isTwoPlayers ? l.player.playerName : l.label) : 'Left',
    rightLabel: r ? (isTwoPlayers ? r.player.playerName : r.label) : 'Right',
  };
}
