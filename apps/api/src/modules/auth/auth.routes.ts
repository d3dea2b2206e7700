import {
  authResponseSchema,
  forgotPasswordSchema,
  loginSchema,
  messageEnvelopeSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  registerSchema,
  resetPasswordSchema,
  translate,
  userEnvelopeSchema,
} from '@veggie/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { principalOf } from '../../plugins/auth';
import { perIpLimit } from '../../plugins/rate-limit';
import { readImageForm } from '../../plugins/uploads';
import { toUser } from '../users/users.mapper';
import { replaceAvatar, updateDetails } from '../users/users.service';
import { changePassword, login, logout, register, requestPasswordReset, resetPassword } from './auth.service';

const tags = ['auth'];
const security = [{ bearerAuth: [] }];

/** Registration, login, the signed-in user's profile, and password recovery (mounted at /auth). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicUrl = app.config.publicUrl;

  app.post(
    '/register',
    {
      config: { rateLimit: perIpLimit(app.rateLimits.registerPerIp) },
      schema: { tags, body: registerSchema, response: { 201: authResponseSchema } },
    },
    async (request, reply) => {
      const { token, user } = await register(app.db, request.body);
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
      schema: { tags, body: loginSchema, response: { 200: authResponseSchema } },
    },
    async (request) => {
      const { token, user } = await login(app.db, request.body).catch(async (error: unknown) => {
        if (error instanceof AppError && error.key === 'invalidCredentials') await app.failedLogins.record(request);
        throw error;
      });
      return { success: true as const, message: translate('loggedIn', request.lang), token, data: toUser(user, publicUrl) };
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
    async (request) => ({ success: true as const, data: toUser(principalOf(request).user, publicUrl) }),
  );

  app.put(
    '/profile',
    {
      onRequest: app.requireUser,
      schema: { tags, security, body: profileUpdateSchema, response: { 200: userEnvelopeSchema } },
    },
    async (request) => {
      const user = await updateDetails(app.db, principalOf(request).user.id, request.body);
      return { success: true as const, message: translate('profileUpdated', request.lang), data: toUser(user, publicUrl) };
    },
  );

  app.put(
    '/password',
    {
      onRequest: app.requireUser,
      schema: { tags, security, body: passwordChangeSchema, response: { 200: messageEnvelopeSchema } },
    },
    async (request) => {
      await changePassword(app.db, principalOf(request), request.body);
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
      return { success: true as const, message: translate('avatarUpdated', request.lang), data: toUser(user, publicUrl) };
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
        { db: app.db, mailer: app.mailer, log: request.log, publicUrl, lang: request.lang },
        request.body.email,
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
      await resetPassword(app.db, request.body.token, request.body.newPassword);
      return { success: true as const, message: translate('passwordReset', request.lang) };
    },
  );
};
