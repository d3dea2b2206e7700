import {
  authResponseSchema,
  forgotPasswordSchema,
  loginSchema,
  messageEnvelopeSchema,
  ownProfileUpdateSchema,
  passwordChangeSchema,
  registerSchema,
  resetPasswordSchema,
  translate,
  userEnvelopeSchema,
} from '@veggie/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dateOf } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { principalOf } from '../../plugins/auth';
import { perIpLimit } from '../../plugins/rate-limit';
import { loginLockoutRecorder, requestOrigin } from '../security-events/security-events.http';
import { recordRefusedAttempt } from '../security-events/security-events.service';
import { readImageForm } from '../images/images.form';
import { toUser } from '../users/users.mapper';
import { replaceAvatar } from '../users/users.service';
import {
  changePassword,
  login,
  logout,
  register,
  rememberLanguage,
  requestPasswordReset,
  resetPassword,
  updateOwnProfile,
} from './auth.service';
import { linkOrigin } from '../../config';

const tags = ['auth'];
const security = [{ bearerAuth: [] }];

/** Registration, login, the signed-in user's profile, and password recovery (mounted at /auth). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicUrl = app.config.publicUrl;
  const recordLockout = loginLockoutRecorder(app.db, app.clock);

  app.post(
    '/register',
    {
      config: { rateLimit: perIpLimit(app.rateLimits.registerPerIp) },
      schema: { tags, body: registerSchema, response: { 201: authResponseSchema } },
    },
    async (request, reply) => {
      const { token, user } = await register(app.db, request.body, dateOf(app.clock), request.lang);
      return reply
        .code(201)
        .send({ success: true, message: translate('registered', request.lang), token, data: toUser(user, publicUrl) });
    },
  );

  app.post(
    '/login',
    {
      config: { rateLimit: perIpLimit(app.rateLimits.loginPerIp) },
      preHandler: app.failedLogins.check,
      onResponse: recordLockout,
      schema: { tags, body: loginSchema, response: { 200: authResponseSchema } },
    },
    async (request) => {
      const { token, user } = await login(app.db, request.body, dateOf(app.clock), request.lang).catch(
        async (error: unknown) => {
          if (error instanceof AppError && error.key === 'invalidCredentials') {
            // The email typed, never the user id: the same row for known and unknown emails.
            await recordRefusedAttempt(app.db, requestOrigin(request), request.log, {
              kind: 'login_failed',
              email: request.body.email,
            });
          }
          throw error;
        },
      );
      return {
        success: true as const,
        message: translate('loggedIn', request.lang),
        token,
        data: toUser(user, publicUrl),
      };
    },
  );

  app.post(
    '/logout',
    { onRequest: app.requireUser, schema: { tags, security, response: { 200: messageEnvelopeSchema } } },
    async (request) => {
      await logout(app.db, principalOf(request).sessionId);
      return { success: true as const, message: translate('loggedOut', request.lang) };
    },
  );

  app.get(
    '/profile',
    { onRequest: app.requireUser, schema: { tags, security, response: { 200: userEnvelopeSchema } } },
    async (request) => {
      // The storefront asks for the profile on every page, in the page's language: a shopper who switched
      // language while signed in is written to in the new one.
      const { user } = principalOf(request);
      await rememberLanguage(app.db, user, request.lang);
      return { success: true as const, data: toUser(user, publicUrl) };
    },
  );

  app.put(
    '/profile',
    {
      onRequest: app.requireUser,
      // A current password is checked only for a new email; sent, it counts like a login attempt.
      preHandler: async (request, reply) => {
        if (request.body.currentPassword) await app.failedLogins.check(request, reply);
      },
      schema: { tags, security, body: ownProfileUpdateSchema, response: { 200: userEnvelopeSchema } },
    },
    async (request) => {
      const user = await updateOwnProfile(
        { db: app.db, mail: app.mailOutbox, lang: request.lang, linkOrigin: linkOrigin(app.config) },
        principalOf(request),
        request.body,
        requestOrigin(request),
      );
      return {
        success: true as const,
        message: translate('profileUpdated', request.lang),
        data: toUser(user, publicUrl),
      };
    },
  );

  app.put(
    '/password',
    {
      onRequest: app.requireUser,
      preHandler: app.failedLogins.check,
      schema: { tags, security, body: passwordChangeSchema, response: { 200: messageEnvelopeSchema } },
    },
    async (request) => {
      await changePassword(app.db, principalOf(request), request.body, requestOrigin(request));
      return { success: true as const, message: translate('passwordUpdated', request.lang) };
    },
  );

  app.put(
    '/avatar',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        description: 'Multipart form with the image file in the field `avatar` (JPG, PNG, GIF or WebP, at most 2 MB).',
        response: { 200: userEnvelopeSchema },
      },
    },
    async (request) => {
      const { image } = await readImageForm(request, 'avatar');
      const user = await replaceAvatar(app.db, app.images, principalOf(request).user.id, image);
      return {
        success: true as const,
        message: translate('avatarUpdated', request.lang),
        data: toUser(user, publicUrl),
      };
    },
  );

  app.post(
    '/forgot-password',
    {
      config: { rateLimit: perIpLimit(app.rateLimits.passwordResetPerIp) },
      schema: { tags, body: forgotPasswordSchema, response: { 200: messageEnvelopeSchema } },
    },
    async (request) => {
      await requestPasswordReset(
        { db: app.db, mail: app.mailOutbox, lang: request.lang, linkOrigin: linkOrigin(app.config) },
        request.body.email,
        requestOrigin(request),
        dateOf(app.clock),
      );
      return { success: true as const, message: translate('resetRequested', request.lang) };
    },
  );

  app.post(
    '/reset-password',
    {
      config: { rateLimit: perIpLimit(app.rateLimits.passwordResetPerIp) },
      schema: { tags, body: resetPasswordSchema, response: { 200: messageEnvelopeSchema } },
    },
    async (request) => {
      await resetPassword(
        app.db,
        request.body.token,
        request.body.newPassword,
        requestOrigin(request),
        dateOf(app.clock),
      );
      return { success: true as const, message: translate('passwordReset', request.lang) };
    },
  );
};
