import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Value } from 'typebox/value';
import { applyResumeRules, resumePdfFileName } from '@linksight/golf-core';
import {
  ApiErrorSchema,
  PdfDataSchema,
  PdfQuerySchema,
  PlayerParamsSchema,
  ReportHashParamsSchema,
  ResumeDataSchema,
  ResumePdfQuerySchema,
  ResumeSettingsResponseSchema,
  ResumeSettingsSchema,
  type ResumeData,
  type ResumeSettings,
} from '@linksight/api-contract';
import { AppError } from '../../../../lib/errors';
import { typed } from '../../../../lib/typebox';
import { gateOf } from '../../../../plugins/app/route-access';
import { access } from '../../../../services/access/route-access';
import type { DatasetCache } from '../../../../services/analytics/player-dataset';
import { createReportPdf, sendPdf } from '../../../../services/reports/report-pdf';
import {
  buildResumeData,
  checkedSettings,
  defaultSettingsOf,
  loadResumeSources,
  resumeAvailability,
  type ResumeSourceData,
} from '../../../../services/resume/resume-data';
import { ERRORS, OPTIONAL_BEARER, PLAYER_BASE, TAGS } from './common';

const RESUME = `${PLAYER_BASE}/resume`;
const notedIds = (items: readonly { id: number; hasNotes: boolean }[]) =>
  items.filter((i) => i.hasNotes).map((i) => i.id);
const PDF_ERRORS = {
  ...ERRORS,
  429: ApiErrorSchema,
  503: ApiErrorSchema,
  504: ApiErrorSchema,
} as const;

/**
 * The resume builder's calls (spec 2 §7): resumeSettings, resumeDataPreview, resumePdfPOST,
 * resumeDefaultData and resumeDataGET. Everything but saving follows the resume feature's privacy
 * (78, spec 2 §6); saving is the owner's (or a product manager's). Rules are golf-core `resume/`.
 */
export default async function resumeRoutes(fastify: FastifyInstance, opts: { datasets: DatasetCache }) {
  const app = typed(fastify);

  const sourcesOf = async (request: FastifyRequest) => {
    const gate = gateOf(request);
    const dataset = await opts.datasets.get(app.repos.playerAnalytics, gate);
    return loadResumeSources(app, gate.accountId, dataset);
  };
  /** Saved settings (still valid against today's data: golf-core rules cut them) or the defaults. */
  const settingsOf = async (src: ResumeSourceData) => {
    const saved = await app.repos.resume.findSettings(src.account.id);
    if (saved === null || !Value.Check(ResumeSettingsSchema, saved))
      return { settings: defaultSettingsOf(src), isSaved: false };
    const range = saved.performanceChartsPage.barChartsDateRange;
    return {
      settings: applyResumeRules(saved, resumeAvailability(src, range), src.sources),
      isSaved: true,
    };
  };
  const answerSettings = (
    request: FastifyRequest,
    src: ResumeSourceData,
    settings: ResumeSettings,
    isSaved: boolean,
  ) => ({
    settings,
    canSave: request.account?.accountId === src.account.id || gateOf(request).isViewerProductManager,
    availability: resumeAvailability(src, settings.performanceChartsPage.barChartsDateRange),
    isSaved,
    itemsWithNotes: {
      newsfeedItems: notedIds(src.sources.newsfeedItems),
      pastRounds: notedIds(src.sources.pastRounds),
      pastTournaments: notedIds(src.sources.pastTournaments),
      upcomingEvents: notedIds(src.sources.upcomingEvents),
    },
  });
  const printResume = async (request: FastifyRequest, data: ResumeData, paper?: 'Letter' | 'A4') =>
    createReportPdf({ request, kind: 'resume', accountId: data.accountId, payload: data, format: paper });

  app.get(
    `${RESUME}/settings`,
    {
      config: access.player('resume'),
      schema: {
        tags: TAGS,
        summary: 'resumeSettings: the saved resume settings, or the defaults of spec 2 §4',
        security: OPTIONAL_BEARER,
        params: PlayerParamsSchema,
        response: { 200: ResumeSettingsResponseSchema, ...ERRORS },
      },
    },
    async (request) => {
      const src = await sourcesOf(request);
      const { settings, isSaved } = await settingsOf(src);
      return answerSettings(request, src, settings, isSaved);
    },
  );

  app.put(
    `${RESUME}/settings`,
    {
      config: access.owner(),
      schema: {
        tags: TAGS,
        summary: "Saves the player's resume settings (the player or a product manager)",
        params: PlayerParamsSchema,
        body: ResumeSettingsSchema,
        response: { 200: ResumeSettingsResponseSchema, ...ERRORS },
      },
    },
    async (request) => {
      const src = await sourcesOf(request);
      const settings = checkedSettings(src, request.body);
      await app.db.transaction((tx) =>
        app.repos.resume.saveSettings(src.account.id, settings, app.clock.now(), tx),
      );
      return answerSettings(request, src, settings, true);
    },
  );

  app.post(
    `${RESUME}/preview`,
    {
      config: access.player('resume'),
      schema: {
        tags: TAGS,
        summary: 'resumeDataPreview: the resume data of the settings in the body (nothing is saved)',
        security: OPTIONAL_BEARER,
        params: PlayerParamsSchema,
        body: ResumeSettingsSchema,
        response: { 200: ResumeDataSchema, ...ERRORS },
      },
    },
    async (request) => {
      const src = await sourcesOf(request);
      return buildResumeData(src, checkedSettings(src, request.body), app.mediaSigner);
    },
  );

  app.get(
    `${RESUME}/default-data`,
    {
      config: access.player('resume'),
      schema: {
        tags: TAGS,
        summary: "resumeDefaultData: the resume data of the player's saved settings, or of the defaults",
        security: OPTIONAL_BEARER,
        params: PlayerParamsSchema,
        response: { 200: ResumeDataSchema, ...ERRORS },
      },
    },
    async (request) => {
      const src = await sourcesOf(request);
      return buildResumeData(src, (await settingsOf(src)).settings, app.mediaSigner);
    },
  );

  app.post(
    `${RESUME}/pdf`,
    {
      config: access.player('resume'),
      schema: {
        tags: TAGS,
        summary:
          'resumePdfPOST: the resume of the settings in the body as a PDF: { data } base64, or the bytes with ?download=true',
        security: OPTIONAL_BEARER,
        params: PlayerParamsSchema,
        querystring: ResumePdfQuerySchema,
        body: ResumeSettingsSchema,
        response: { 200: PdfDataSchema, ...PDF_ERRORS },
      },
    },
    async (request, reply) => {
      const src = await sourcesOf(request);
      const data = buildResumeData(src, checkedSettings(src, request.body), app.mediaSigner);
      const { bytes } = await printResume(request, data, request.query.paper);
      return sendPdf(reply, bytes, resumePdfFileName(data), { asBase64: request.query.download !== true });
    },
  );

  app.get(
    `${RESUME}/pdf`,
    {
      config: access.player('resume'),
      schema: {
        tags: TAGS,
        summary:
          "The player's resume (saved settings, or the defaults) as application/pdf: a plain download URL",
        security: OPTIONAL_BEARER,
        params: PlayerParamsSchema,
        querystring: PdfQuerySchema,
        produces: ['application/pdf'],
        response: { ...PDF_ERRORS },
      },
    },
    async (request, reply) => {
      const src = await sourcesOf(request);
      const data = buildResumeData(src, (await settingsOf(src)).settings, app.mediaSigner);
      const { bytes } = await printResume(request, data, request.query.paper);
      return sendPdf(reply, bytes, resumePdfFileName(data), { asBase64: false });
    },
  );

  app.get(
    '/api/v1/reports/resume/:hash',
    {
      config: access.custom(
        'the unguessable, expiring hash of a printed resume is the capability to read it',
      ),
      schema: {
        tags: ['reports'],
        summary: 'resumeDataGET: the resume data saved under a report hash (what /cgr/resume?hash= prints)',
        params: ReportHashParamsSchema,
        response: { 200: ResumeDataSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const snapshot = await app.repos.reportSnapshots.find(request.params.hash, app.clock.now());
      if (!snapshot || snapshot.kind !== 'resume' || !Value.Check(ResumeDataSchema, snapshot.payload))
        throw AppError.notFound('This resume link is unknown or has expired');
      reply.header('cache-control', 'no-store');
      return snapshot.payload;
    },
  );
}
