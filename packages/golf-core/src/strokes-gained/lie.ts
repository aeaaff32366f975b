/** The lies of Broadie's baseline table (../shared/data/README.md). */
export type BroadieLie = 'tee' | 'fairway' | 'rough' | 'sand' | 'recovery' | 'green';

export const BROADIE_LIES: readonly BroadieLie[] = ['tee', 'fairway', 'rough', 'sand', 'recovery', 'green'];
