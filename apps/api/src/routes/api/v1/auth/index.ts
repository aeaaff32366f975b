import type { FastifyInstance, FastifyReply, FastifySchemaValidationError } from 'fastify';
import {
  AccountSchema,
  MyOrganizationsResponseSchema,
  ApiErrorSchema,
  AuthCode,
  AuthSessionSchema,
  ChangePasswordRequestSchema,
  LoginRequestSchema,
  PasswordStatusSchema,
  SendCodeRequestSchema,
  SendCodeResponseSchema,
  VerifyCodeRequestSchema,
  AUTH_MIN_PASSWORD_LENGTH,
  type AuthSession,
} from '@linksight/api-contract';
import { AppError } from '../../../../lib/errors';
import { typed } from '../../../../lib/typebox';
import { authErrors } from '../../../../services/auth/errors';
import { AUTH_LIMITS } from '../../../../services/auth/limits';
import type { IssuedSession } from '../../../../services/auth/sessions';
import { access } from '../../../../services/access/route-access';

export const REFRESH_COOKIE = 'ls_refresh';
const REFRESH_COOKIE_PATH = '/api/v1/auth';

/** Field-specific messages (spec 1 §8 catalogue) for the InvalidParameterException of a bad body. */
const FIELD_MESSAGES: Record<string, string> = {
  phoneNumber: 'Invalid phone number format. Please try again.',
  code: 'Invalid verification code format.',
  password: 'Password is required.',
  currentPassword: 'Password is required.',
  newPassword: `Password must be at least ${AUTH_MIN_PASSWORD_LENGTH} characters.`,
};

/** Bad auth input answers InvalidParameterException (ARCHITECTURE §5), not the generic VALIDATION_ERROR. */
function invalidParameter(errors: FastifySchemaValidationError[]): Error {
  const first = errors[0];
  const params = (first?.params ?? {}) as { missingProperty?: string; additionalProperty?: string };
  const field = params.missingProperty ?? first?.instancePath.split('/')[1];
  if (params.additionalProperty)
    return new AppError(400, AuthCode.invalidParameter, `Unknown field ${params.additionalProperty}.`);
  const message = field
    ? (FIELD_MESSAGES[field] ?? `Invalid ${field}.`)
    : 'The request body must be a JSON object.';
  return new AppError(400, AuthCode.invalidParameter, message);
}

/** A cheap per-IP first gate in front of the database-counted limits. */
const routeConfig = {
  ...access.public(),
  rateLimit: {
    max: AUTH_LIMITS.requestsPerIpPerMinute,
    timeWindow: '1 minute',
    errorResponseBuilder: () => authErrors.tooManyAttempts(),
  },
};

const bodyRoute = {
  bodyLimit: AUTH_LIMITS.bodyLimitBytes,
  schemaErrorFormatter: invalidParameter,
  config: routeConfig,
};
const errors = (...statuses: (400 | 401 | 403 | 404 | 429 | 503)[]) =>
  Object.fromEntries(statuses.map((s) => [s, ApiErrorSchema]));

export default async function authRoutes(fastify: FastifyInstance, opts: { isSecureCookie: boolean }) {
  const app = typed(fastify);
  const { codes, passwords, sessions } = app.auth;

  /** The refresh token goes only into the httpOnly cookie; the body carries the access token (issue 3). */
  function startSession(reply: FastifyReply, session: IssuedSession): AuthSession {
    reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
      httpOnly: true,
      sameSite: 'strict',
      secure: opts.isSecureCookie,
      path: REFRESH_COOKIE_PATH,
      maxAge: AUTH_LIMITS.refreshTokenTtlMs / 1000,
    });
    reply.header('cache-control', 'no-store');
    return { accessToken: session.accessToken, account: session.account };
  }

  function endSession(reply: FastifyReply) {
    reply.clearCookie(REFRESH_COOKIE, {
      httpOnly: true,
      sameSite: 'strict',
      secure: opts.isSecureCookie,
      path: REFRESH_COOKIE_PATH,
    });
  }

  app.post(
    '/api/v1/auth/send-code',
    {
      ...bodyRoute,
      schema: {
        tags: ['auth'],
        summary: 'Send a one-time code by text message (spec 1 §4.1)',
        description:
          'Existing accounts and, when sign-up is allowed, new numbers get CUSTOM_CHALLENGE; otherwise 404 UserNotFoundException.',
        body: SendCodeRequestSchema,
        response: { 200: SendCodeResponseSchema, ...errors(400, 404, 429, 503) },
      },
    },
    async (request) => codes.sendCode(request.body.phoneNumber, { ip: request.ip }, { isResend: false }),
  );

  app.post(
    '/api/v1/auth/resend-code',
    {
      ...bodyRoute,
      schema: {
        tags: ['auth'],
        summary: 'Send a new code; the old one stops working (spec 1 §4.2, not before 120 s)',
        body: SendCodeRequestSchema,
        response: { 200: SendCodeResponseSchema, ...errors(400, 404, 429, 503) },
      },
    },
    async (request) => codes.sendCode(request.body.phoneNumber, { ip: request.ip }, { isResend: true }),
  );

  app.post(
    '/api/v1/auth/verify-code',
    {
      ...bodyRoute,
      schema: {
        tags: ['auth'],
        summary: 'Verify a one-time code; answers an access token and sets the refresh cookie',
        body: VerifyCodeRequestSchema,
        response: { 200: AuthSessionSchema, ...errors(400, 404, 429) },
      },
    },
    async (request, reply) =>
      startSession(
        reply,
        await codes.verifyCode(request.body.phoneNumber, request.body.code, { ip: request.ip }),
      ),
  );

  app.post(
    '/api/v1/auth/login',
    {
      ...bodyRoute,
      schema: {
        tags: ['auth'],
        summary: 'Log in with phone number and password (spec 1 §2.2 alternative login)',
        body: LoginRequestSchema,
        response: { 200: AuthSessionSchema, ...errors(400, 401, 429) },
      },
    },
    async (request, reply) =>
      startSession(
        reply,
        await passwords.login(request.body.phoneNumber, request.body.password, { ip: request.ip }),
      ),
  );

  app.post(
    '/api/v1/auth/refresh',
    {
      config: routeConfig,
      schema: {
        tags: ['auth'],
        summary: 'Rotate the refresh cookie and get a new access token (send no body)',
        description: 'Replaying a refresh token that was already used revokes its whole family.',
        response: { 200: AuthSessionSchema, ...errors(401, 429) },
      },
    },
    async (request, reply) => {
      try {
        return startSession(reply, await sessions.refresh(request.cookies[REFRESH_COOKIE]));
      } catch (err) {
        endSession(reply);
        throw err;
      }
    },
  );

  app.post(
    '/api/v1/auth/logout',
    {
      config: routeConfig,
      schema: {
        tags: ['auth'],
        summary:
          'Revoke the session of the refresh cookie and of the bearer token, and clear the cookie (send no body)',
        response: { 204: { type: 'null' } },
      },
    },
    async (request, reply) => {
      await sessions.logout(request.cookies[REFRESH_COOKIE], request.account?.sessionId ?? null);
      endSession(reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/v1/auth/me',
    {
      config: access.account(),
      schema: {
        tags: ['auth'],
        summary: 'The account of the bearer token (spec 1 §7: load the active account)',
        security: [{ bearerAuth: [] }],
        response: { 200: AccountSchema, ...errors(401) },
      },
    },
    async (request) => {
      const account = await app.repos.accounts.findById(request.account!.accountId);
      if (!account) throw authErrors.tokenExpired();
      return account;
    },
  );

  app.get(
    '/api/v1/auth/me/organizations',
    {
      config: access.account(),
      schema: {
        tags: ['auth'],
        summary:
          'The organisations the account of the bearer token is on a roster of (player or coach), and for a ' +
          'product manager every organisation (staff)',
        security: [{ bearerAuth: [] }],
        response: { 200: MyOrganizationsResponseSchema, ...errors(401) },
      },
    },
    async (request) => {
      const accountId = request.account!.accountId;
      const isProductManager = await app.repos.accounts.isProductManager(accountId);
      return { organizations: await app.repos.organizations.forAccount(accountId, isProductManager) };
    },
  );

  app.get(
    '/api/v1/auth/password',
    {
      config: access.account(),
      schema: {
        tags: ['auth'],
        summary: 'Whether the logged-in account has a password (the settings page sets or changes it)',
        security: [{ bearerAuth: [] }],
        response: { 200: PasswordStatusSchema, ...errors(401) },
      },
    },
    async (request, reply) => {
      const credentials = await app.repos.auth.findCredentialsById(request.account!.accountId);
      if (!credentials) throw authErrors.sessionEnded();
      reply.header('cache-control', 'no-store');
      return { isSet: credentials.passwordHash !== null };
    },
  );

  app.put(
    '/api/v1/auth/password',
    {
      ...bodyRoute,
      config: { ...routeConfig, ...access.account() },
      schema: {
        tags: ['auth'],
        summary: 'Set or change the password of the logged-in account',
        description:
          'currentPassword is required once a password is set. Other sessions of the account are ended.',
        security: [{ bearerAuth: [] }],
        body: ChangePasswordRequestSchema,
        response: { 204: { type: 'null' }, ...errors(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      await passwords.changePassword(
        request.account!.accountId,
        {
          ...request.body,
          refreshToken: request.cookies[REFRESH_COOKIE],
          sessionId: request.account!.sessionId,
        },
        { ip: request.ip },
      );
      return reply.status(204).send(null);
    },
  );
}
