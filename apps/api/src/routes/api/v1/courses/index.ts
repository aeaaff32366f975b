import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ApiErrorSchema,
  CourseDetailSchema,
  CourseIngestSchema,
  CourseParamsSchema,
  CourseSearchQuerySchema,
  CourseSummarySchema,
  CourseWriteResultSchema,
} from '@linksight/api-contract';
import { validateCourseIngest } from '@linksight/golf-core';
import { Type } from 'typebox';
import { AppError } from '../../../../lib/errors';
import { sendRevalidated } from '../../../../lib/revalidated-answer';
import { serializeAnswer } from '../../../../lib/serialized-answer';
import { typed } from '../../../../lib/typebox';
import { access } from '../../../../services/access/route-access';
import { ingestRejection, keepRawBody, rawBodyOf } from '../../../../services/ingest/rejection';
import { createCoursesRepository, type CourseViewer } from '../../../../repositories/courses';

const TAGS = ['courses'];
const ERRORS = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
/** A course with geometry for 18 holes can exceed the default 1 MB body. */
const COURSE_BODY_LIMIT_BYTES = 8 * 1024 * 1024;

/** Issue 20 Courses: create (the same external id updates the same course), read, search. */
export default async function courseRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);
  const repo = app.repos.courses;

  async function viewerOf(request: FastifyRequest): Promise<CourseViewer> {
    if (!request.account && request.authRejection) throw request.authRejection;
    if (!request.account) return { accountId: null, isProductManager: false };
    const gate = await app.repos.playerAnalytics.findGate(
      request.account.accountId,
      request.account.accountId,
    );
    return { accountId: request.account.accountId, isProductManager: gate?.isViewerProductManager ?? false };
  }

  app.post(
    '/api/v1/courses',
    {
      config: access.account('rounds:write'),
      attachValidation: true,
      preValidation: keepRawBody,
      bodyLimit: COURSE_BODY_LIMIT_BYTES,
      schema: {
        tags: TAGS,
        summary: 'Post a course with tees and hole geometry (points strings or GeoJSON)',
        description:
          'The course belongs to the caller; private (the default) courses are seen and used by them alone. ' +
          'Posting again with the same externalId updates the same course (200 instead of 201).',
        security: [{ bearerAuth: [] }],
        body: CourseIngestSchema,
        response: { 200: CourseWriteResultSchema, 201: CourseWriteResultSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { course, issues } = validateCourseIngest(rawBodyOf(request));
      if (!course) throw ingestRejection(issues);
      const ownerId = request.account!.accountId;
      const result = await app.db.transaction((tx) =>
        createCoursesRepository(tx).upsertCourse(ownerId, course),
      );
      return reply.status(result.isCreated ? 201 : 200).send(result);
    },
  );

  app.get(
    '/api/v1/courses',
    {
      config: access.public(),
      schema: {
        tags: TAGS,
        summary: 'Search courses by name and/or near a point (shared courses and your own)',
        security: [{ bearerAuth: [] }, {}],
        querystring: CourseSearchQuerySchema,
        response: { 200: Type.Array(CourseSummarySchema), ...ERRORS },
      },
    },
    async (request) => {
      const { q, latitude, longitude } = request.query;
      if ((latitude === undefined) !== (longitude === undefined))
        throw AppError.badRequest('Give both latitude and longitude to search near a point');
      if (!q?.trim() && latitude === undefined)
        throw AppError.badRequest('Give part of a course name (q) or a point (latitude, longitude)');
      return repo.search(await viewerOf(request), request.query);
    },
  );

  app.get(
    '/api/v1/courses/:courseId',
    {
      config: access.public(),
      schema: {
        tags: TAGS,
        summary: "A course with holes, geometry and tees; another player's private course answers 404",
        security: [{ bearerAuth: [] }, {}],
        params: CourseParamsSchema,
        response: { 200: CourseDetailSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const course = await repo.findDetail(await viewerOf(request), request.params.courseId);
      if (!course) throw AppError.notFound(`No course ${request.params.courseId}`);
      // issue 23: course data changes only when its owner posts it again; revalidated by ETag.
      return sendRevalidated(request, reply, serializeAnswer(reply, course));
    },
  );
}
