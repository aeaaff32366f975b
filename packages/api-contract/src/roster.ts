import { Type, type Static } from 'typebox';

/**
 * spec 1 §2.4 player groups besides All and numeric roster ids. The spec does not list its keywords;
 * Coaches (the staff of every roster) is ours.
 */
export const ROSTER_GROUP_KEYWORDS = ['Coaches'] as const;

export const RosterQuerySchema = Type.Object({
  group: Type.Optional(
    Type.String({
      pattern: '^(All|Coaches|[1-9][0-9]{0,9})$',
      description: 'All (default), Coaches, or a roster id of the organisation.',
    }),
  ),
});

/** A roster card (spec 1 §2.4 roster; issue 16): what the member's privacy lets this viewer see. */
export const RosterMemberSchema = Type.Object({
  accountId: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  role: Type.Union([Type.Literal('player'), Type.Literal('coach')]),
  /** false: the member's website (or every page of it) is private to this viewer; only the name is shown (no photo, link or figures). */
  isPublic: Type.Boolean(),
  username: Type.Union([Type.String(), Type.Null()]),
  imgUrl: Type.Union([Type.String(), Type.Null()]),
  /** Year of the school the player attends or last attended (college, else high school). */
  gradYear: Type.Union([Type.Integer(), Type.Null()]),
  /** null when hidden by the player's Summary privacy or without rounds. */
  scoringAverage: Type.Union([Type.Number(), Type.Null()]),
  scoringRounds: Type.Union([Type.Integer(), Type.Null()]),
  handicapIndex: Type.Union([Type.Number(), Type.Null()]),
  /** Whether figures may be shown at all (the player's Summary is open to this viewer). */
  hasFigures: Type.Boolean(),
});
export type RosterMember = Static<typeof RosterMemberSchema>;
export const OrganizationRosterSchema = Type.Object({
  group: Type.String(),
  groupName: Type.String(),
  members: Type.Array(RosterMemberSchema),
});
export type OrganizationRoster = Static<typeof OrganizationRosterSchema>;
