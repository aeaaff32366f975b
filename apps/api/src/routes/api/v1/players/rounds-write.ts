import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import {
  ApiErrorSchema,
  PlayerHandicapSchema,
  PlayerParamsSchema,
  PlayerRoundParamsSchema,
  RoundImportRequestSchema,
  RoundImportResponseSchema,
  RoundIngestSchema,
  RoundWriteResultSchema,
} from '@linksight/api-contract';
import { findPlayerHandicap } from '../../../../repositories/handicaps';
import { typed } from '../../../../lib/typebox';
import { access } from '../../../../services/access/route-access';
import { keepRawBody, rawBodyOf } from '../../../../services/ingest/rejection';
import {
  createRound,
  deleteRound,
  importRounds,
  replaceRound,
} from '../../../../services/ingest/round-writes';
import { ERRORS, OPTIONAL_BEARER, PLAYER_BASE } from './common';

const TAGS = ['rounds (write)'];
const BEARER = [{ bearerAuth: [] }];
const WRITE_ERRORS = { ...ERRORS, 409: ApiErrorSchema, 413: ApiErrorSchema };
/** An import batch carries up to 50 rounds with shots: more than the default 1 MB body. */
export const IMPORT_BODY_LIMIT_BYTES = 8 * 1024 * 1024;

const IdempotencyHeadersSchema = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 200,
      description:
        'Retrying a post with the same key returns the same round (when the body has no clientRoundId).',
    }),
  ),
});

/** Issue 20: rounds in: post, replace, delete, import a batch; the handicap they move. */
export default async function roundWriteRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);

  app.post(
    `${PLAYER_BASE}/rounds`,
    {
      config: access.owner('rounds:write'),
      attachValidation: true,
      preValidation: keepRawBody,
      schema: {
        tags: TAGS,
        summary: 'Post a round (score-only or with shots); idempotent by clientRoundId or Idempotency-Key',
        description:
          'Derived hole stats are computed from what was sent and written with the round in one transaction; ' +
          "the player's analytics and Handicap Index move at once. 201 for a new round, 200 when the post " +
          'repeats an earlier one. Bad input answers 400 { code, message, path } and writes nothing.',
        security: BEARER,
        params: PlayerParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: RoundIngestSchema,
        response: { 200: RoundWriteResultSchema, 201: RoundWriteResultSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const body = rawBodyOf(request);
      const key = request.headers['idempotency-key'];
      const outcome = await createRound(
        app.db,
        request.params.accountId,
        body,
        typeof key === 'string' && key.length > 0 && key.length <= 200 ? key : null,
        app.clock.now(),
      );
      return reply.status(outcome.isDuplicate ? 200 : 201).send(outcome);
    },
  );

  app.put(
    `${PLAYER_BASE}/rounds/:roundId`,
    {
      config: access.owner('rounds:write'),
      attachValidation: true,
      preValidation: keepRawBody,
      schema: {
        tags: TAGS,
        summary: 'Replace a round (same id): holes, shots and derived stats are rewritten',
        security: BEARER,
        params: PlayerRoundParamsSchema,
        body: RoundIngestSchema,
        response: { 200: RoundWriteResultSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const body = rawBodyOf(request);
      const { accountId, roundId } = request.params;
      return replaceRound(app.db, accountId, roundId, body, app.clock.now());
    },
  );

  app.delete(
    `${PLAYER_BASE}/rounds/:roundId`,
    {
      config: access.owner('rounds:write'),
      schema: {
        tags: TAGS,
        summary: 'Delete a round and everything derived from it',
        security: BEARER,
        params: PlayerRoundParamsSchema,
        response: { 204: Type.Null(), ...ERRORS },
      },
    },
    async (request, reply) => {
      await deleteRound(app.db, request.params.accountId, request.params.roundId, app.clock.now());
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${PLAYER_BASE}/rounds/import`,
    {
      config: access.owner('rounds:write'),
      bodyLimit: IMPORT_BODY_LIMIT_BYTES,
      schema: {
        tags: TAGS,
        summary: 'Import a batch of up to 50 rounds with the courses they name (the import page)',
        description:
          'Each round is reported imported, duplicate (seen before: same clientRoundId, or the same date, ' +
          'course, tee and scores when it has none) or failed with its issues; dryRun checks without writing.',
        security: BEARER,
        params: PlayerParamsSchema,
        body: RoundImportRequestSchema,
        response: { 200: RoundImportResponseSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => importRounds(app.db, request.params.accountId, request.body, app.clock.now()),
  );

  app.get(
    `${PLAYER_BASE}/handicap`,
    {
      config: access.player('performance'),
      schema: {
        tags: TAGS,
        summary: 'WHS Handicap Index and its history, as stored on the last round write',
        security: OPTIONAL_BEARER,
        params: PlayerParamsSchema,
        response: { 200: PlayerHandicapSchema, ...ERRORS },
      },
    },
    async (request) => findPlayerHandicap(app.db, request.params.accountId),
  );
}
