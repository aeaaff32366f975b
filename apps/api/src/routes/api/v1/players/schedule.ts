import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  SCHEDULE_SPREADSHEET_FILE_NAME,
  XLSX_CONTENT_TYPE,
  storedTournamentUrl,
  validateNewTournament,
} from '@linksight/golf-core';
import {
  ApiErrorSchema,
  NewTournamentBodySchema,
  NewTournamentResultSchema,
  PdfDataSchema,
  PlayerParamsSchema,
  PlayerScheduleSchema,
  ResumePdfQuerySchema,
  RoundFeaturedBodySchema,
  RoundFeaturedParamsSchema,
  RoundFeaturedSchema,
  ScheduleEditorBodySchema,
  ScheduleEditorParamsSchema,
  ScheduleEditorsSchema,
  ScheduleEntryBodySchema,
  ScheduleEntryParamsSchema,
  ScheduleEntrySchema,
  ScheduleExportRequestSchema,
  ScheduleQuerySchema,
  ScheduleReportDataSchema,
  ScheduleReportRequestSchema,
  ScheduleResultsRequestSchema,
  ScheduleResultsSchema,
  ScheduleTournamentSchema,
  TournamentDetailsBodySchema,
  type ScheduleReportRequest,
  type TournamentDetailsBody,
} from '@linksight/api-contract';
import { AppError } from '../../../../lib/errors';
import { typed } from '../../../../lib/typebox';
import { gateOf } from '../../../../plugins/app/route-access';
import { access } from '../../../../services/access/route-access';
import type { DatasetCache } from '../../../../services/analytics/player-dataset';
import { contentDisposition, createReportPdf, sendPdf } from '../../../../services/reports/report-pdf';
import {
  scheduleRights,
  loadScheduleSources,
  playerSchedule,
  viewerToday,
} from '../../../../services/schedule/player-schedule';
import {
  buildScheduleReportData,
  checkTimeframe,
  exportSheets,
} from '../../../../services/schedule/report-data';
import { buildResults, resultsSourceRounds } from '../../../../services/schedule/results';
import { writeWorkbook } from '../../../../services/schedule/workbook';
import { ERRORS, OPTIONAL_BEARER, PLAYER_BASE, TAGS } from './common';

const SCHEDULE = `${PLAYER_BASE}/schedule`;
const PDF_ERRORS = { ...ERRORS, 429: ApiErrorSchema, 503: ApiErrorSchema, 504: ApiErrorSchema } as const;
/** Schedule changes (ARCHITECTURE "Schedule"): the player, a PM, or a circle member the player allows. */
const EDITOR = access.owner(undefined, { circle: 'schedule' });

/**
 * The tournament schedule and My Results (spec 3 §2 Player tournaments screen, §7; issue 18; the calls
 * and their access: ARCHITECTURE "Schedule (issue 18)"). Reading follows the schedule feature (80);
 * changes are the schedule editors'. Rules are golf-core `schedule/`.
 */
export default async function scheduleRoutes(fastify: FastifyInstance, opts: { datasets: DatasetCache }) {
  const app = typed(fastify);
  const repo = app.repos.schedule;

  const sourcesOf = (
    request: FastifyRequest,
    options: { extraAccountIds?: readonly number[]; timeZoneOffsetMinutes?: number } = {},
  ) => loadScheduleSources(request, opts.datasets, gateOf(request), options);
  const roundsOf = async (src: Awaited<ReturnType<typeof sourcesOf>>) =>
    resultsSourceRounds(src, await repo.featuredRoundIds(src.accountId));
  /** A tournament's details as stored, after the checks the Add Event form makes (golf-core messages). */
  const tournamentFieldsOf = async (body: TournamentDetailsBody, accountId: number) => {
    const problem = validateNewTournament(body);
    if (problem) throw AppError.badRequest(problem);
    if (body.courseId !== null && !(await repo.courseUsable(body.courseId, accountId)))
      throw AppError.badRequest(`Course ${body.courseId} is not a course this player can use`);
    return {
      tournamentName: body.name.trim(),
      tournamentUrl: storedTournamentUrl(body.url),
      courseId: body.courseId,
      city: body.city?.trim() || null,
      state: body.state?.trim() || null,
      startDate: body.startDate,
      endDate: body.endDate,
      eventType: body.eventType,
      localeType: body.localeType,
      isTeamEvent: body.isTeamEvent,
    };
  };
  const reportDataOf = async (request: FastifyRequest, body: ScheduleReportRequest) => {
    const src = await sourcesOf(request, body);
    return buildScheduleReportData(src, await roundsOf(src), body, app.clock.now());
  };

  app.get(
    SCHEDULE,
    {
      config: access.player('schedule'),
      schema: {
        tags: TAGS,
        summary:
          "The player's schedule: every upcoming entry (and the additional players'), the counts and the historical events",
        security: OPTIONAL_BEARER,
        params: PlayerParamsSchema,
        querystring: ScheduleQuerySchema,
        response: { 200: PlayerScheduleSchema, ...ERRORS },
      },
    },
    async (request) => {
      const src = await sourcesOf(request, request.query);
      return playerSchedule(src, await scheduleRights(request, gateOf(request)));
    },
  );

  app.post(
    `${SCHEDULE}/tournaments`,
    {
      config: EDITOR,
      schema: {
        tags: TAGS,
        summary: 'Creates a tournament and puts it on the schedule in one transaction',
        params: PlayerParamsSchema,
        body: NewTournamentBodySchema,
        response: { 201: NewTournamentResultSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { accountId } = request.params;
      const fields = await tournamentFieldsOf(request.body, accountId);
      const entry = {
        accountId,
        status: request.body.status,
        note: request.body.note || null,
        isFeatured: false,
      };
      const tournamentId = await app.db.transaction(async (tx) => {
        const id = await repo.insertTournament(tx, { ...fields, createdByAccountId: accountId });
        await repo.putEntry(tx, { ...entry, tournamentId: id });
        return id;
      });
      const tournament = await repo.findTournament(tournamentId);
      reply.code(201);
      return { tournament: tournament!, entry: { ...entry, tournamentId } };
    },
  );

  app.put(
    `${SCHEDULE}/tournaments/:tournamentId`,
    {
      config: EDITOR,
      schema: {
        tags: TAGS,
        summary:
          'Corrects the details of a tournament created on this schedule (name, link, place, dates, types); ' +
          'every schedule that lists it shows the change',
        params: ScheduleEntryParamsSchema,
        body: TournamentDetailsBodySchema,
        response: { 200: ScheduleTournamentSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { accountId, tournamentId } = request.params;
      const tournament = await repo.findTournament(tournamentId);
      if (!tournament) throw AppError.notFound(`No tournament ${tournamentId}`);
      // The catalogue's tournaments and those created on another schedule belong to others' schedules too.
      if (tournament.createdByAccountId !== accountId)
        throw AppError.forbidden('Only a tournament created on this schedule can be edited');
      const fields = await tournamentFieldsOf(request.body, accountId);
      await app.db.transaction((tx) => repo.updateTournament(tx, tournamentId, fields));
      return (await repo.findTournament(tournamentId))!;
    },
  );

  app.put(
    `${SCHEDULE}/entries/:tournamentId`,
    {
      config: EDITOR,
      schema: {
        tags: TAGS,
        summary: 'Adds a tournament to the schedule or replaces its entry (status, note, featured)',
        params: ScheduleEntryParamsSchema,
        body: ScheduleEntryBodySchema,
        response: { 200: ScheduleEntrySchema, 201: ScheduleEntrySchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { accountId, tournamentId } = request.params;
      const tournament = await repo.findTournament(tournamentId);
      if (!tournament) throw AppError.notFound(`No tournament ${tournamentId}`);
      const today = viewerToday(app.clock.now());
      // An event that has not ended is on the schedule with a status (spec 3 §4); a past one may have none.
      if (request.body.status === null && tournament.endDate >= today)
        throw AppError.badRequest('Choose a status for an event that has not ended');
      const entry = { accountId, tournamentId, ...request.body, note: request.body.note || null };
      const existed = await app.db.transaction(async (tx) => {
        const found = await repo.findEntry(accountId, tournamentId, tx);
        await repo.putEntry(tx, entry);
        return found !== null;
      });
      reply.code(existed ? 200 : 201);
      return entry;
    },
  );

  app.delete(
    `${SCHEDULE}/entries/:tournamentId`,
    {
      config: EDITOR,
      schema: {
        tags: TAGS,
        summary: 'Removes a tournament from the schedule (its note and featured flag go with it)',
        params: ScheduleEntryParamsSchema,
        response: { 204: { type: 'null' }, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { accountId, tournamentId } = request.params;
      const removed = await app.db.transaction((tx) => repo.deleteEntry(tx, accountId, tournamentId));
      if (!removed) throw AppError.notFound(`Tournament ${tournamentId} is not on this schedule`);
      return reply.code(204).send(null);
    },
  );

  app.put(
    `${PLAYER_BASE}/rounds/:roundId/featured`,
    {
      config: EDITOR,
      schema: {
        tags: TAGS,
        summary: 'Marks a round featured or not (My Featured/Best Rounds, the resume)',
        params: RoundFeaturedParamsSchema,
        body: RoundFeaturedBodySchema,
        response: { 200: RoundFeaturedSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { accountId, roundId } = request.params;
      const { isFeatured } = request.body;
      const done = await app.db.transaction((tx) =>
        repo.setRoundFeatured(tx, accountId, roundId, isFeatured),
      );
      if (!done) throw AppError.notFound(`Round ${roundId} is not a round of this player`);
      return { roundId, isFeatured };
    },
  );

  app.post(
    `${SCHEDULE}/results`,
    {
      config: access.player('schedule'),
      schema: {
        tags: TAGS,
        summary:
          'My Results: rounds and tournaments of the Featured or Score view, best and historical metrics',
        security: OPTIONAL_BEARER,
        params: PlayerParamsSchema,
        body: ScheduleResultsRequestSchema,
        response: { 200: ScheduleResultsSchema, ...ERRORS },
      },
    },
    async (request) => {
      checkTimeframe(request.body.timeframe);
      const src = await sourcesOf(request);
      return buildResults(src, await roundsOf(src), request.body, app.clock.now());
    },
  );

  app.post(
    `${SCHEDULE}/export`,
    {
      config: access.player('schedule'),
      schema: {
        tags: TAGS,
        summary: 'The schedule as a spreadsheet (.xlsx, one sheet per section), downloaded as Schedule.xlsx',
        security: OPTIONAL_BEARER,
        params: PlayerParamsSchema,
        body: ScheduleExportRequestSchema,
        response: {
          200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: XLSX_CONTENT_TYPE }),
          ...ERRORS,
        },
      },
    },
    async (request, reply) => {
      checkTimeframe(request.body.timeframeFilter);
      const src = await sourcesOf(request, request.body);
      const bytes = await writeWorkbook(exportSheets(src, request.body, app.clock.now()), app.clock.now());
      return reply
        .header('cache-control', 'no-store')
        .type(XLSX_CONTENT_TYPE)
        .header('content-disposition', contentDisposition(SCHEDULE_SPREADSHEET_FILE_NAME))
        .send(bytes);
    },
  );

  app.post(
    `${SCHEDULE}/report-data`,
    {
      config: access.player('schedule'),
      schema: {
        tags: TAGS,
        summary:
          'What the schedule PDF page draws (also with the snapshot token of public-player-schedule-report)',
        security: OPTIONAL_BEARER,
        params: PlayerParamsSchema,
        body: ScheduleReportRequestSchema,
        response: { 200: ScheduleReportDataSchema, ...ERRORS },
      },
    },
    async (request) => reportDataOf(request, request.body),
  );

  app.post(
    `${SCHEDULE}/report`,
    {
      config: access.player('schedule'),
      schema: {
        tags: TAGS,
        summary:
          'The schedule PDF report: { data } base64, or the bytes with ?download=true (file name golf-core schedulePdfFileName)',
        security: OPTIONAL_BEARER,
        params: PlayerParamsSchema,
        querystring: ResumePdfQuerySchema,
        body: ScheduleReportRequestSchema,
        response: { 200: PdfDataSchema, ...PDF_ERRORS },
      },
    },
    async (request, reply) => {
      // Built first: a bad request answers 400 before anything is stored or printed.
      const data = await reportDataOf(request, request.body);
      const { bytes } = await createReportPdf({
        request,
        kind: 'public-player-schedule-report',
        accountId: data.player.accountId,
        payload: { ...request.body, accountId: data.player.accountId },
        format: request.query.paper,
      });
      return sendPdf(reply, bytes, data.fileName, { asBase64: request.query.download !== true });
    },
  );

  app.get(
    `${SCHEDULE}/editors`,
    {
      config: access.owner(),
      schema: {
        tags: TAGS,
        summary: "The player's circle members and whether each may manage the schedule",
        params: PlayerParamsSchema,
        response: { 200: ScheduleEditorsSchema, ...ERRORS },
      },
    },
    async (request) => ({ editors: await repo.listEditors(request.params.accountId) }),
  );

  app.put(
    `${SCHEDULE}/editors/:memberAccountId`,
    {
      config: access.owner(),
      schema: {
        tags: TAGS,
        summary: 'Allows or stops a circle member managing the schedule',
        params: ScheduleEditorParamsSchema,
        body: ScheduleEditorBodySchema,
        response: { 200: ScheduleEditorsSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { accountId, memberAccountId } = request.params;
      const done = await app.db.transaction((tx) =>
        repo.setEditor(tx, accountId, memberAccountId, request.body.canEditSchedule),
      );
      if (!done) throw AppError.notFound(`Account ${memberAccountId} is not in this player's circle`);
      return { editors: await repo.listEditors(accountId) };
    },
  );
}
