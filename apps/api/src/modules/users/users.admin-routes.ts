import {
  adminUserListQuerySchema,
  adminUserListSchema,
  messageEnvelopeSchema,
  profileUpdateSchema,
  roleUpdateSchema,
  translate,
  userEnvelopeSchema,
} from '@veggie/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../plugins/auth';
import { requestOrigin } from '../security-events/security-events.http';
import { toUser } from './users.mapper';
import { changeRole, deleteUser, getUser, listUsersPage, updateDetailsAsAdmin } from './users.service';
import { linkOrigin } from '../../config';

const tags = ['admin users'];
const security = [{ bearerAuth: [] }];
// Any string: a malformed id is answered 404 by the service, like an unknown one.
const params = z.object({ id: z.string() });

/** User management for admins (mounted at /auth/admin/users). */
export const usersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicUrl = app.config.publicUrl;
  // Checked on request, before the body is parsed: strangers learn nothing about the payloads.
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/',
    { schema: { tags, security, querystring: adminUserListQuerySchema, response: { 200: adminUserListSchema } } },
    async (request) => {
      const { rows, total, pagination } = await listUsersPage(app.db, request.query);
      return { success: true as const, data: rows.map((row) => toUser(row, publicUrl)), count: total, pagination };
    },
  );

  app.get('/:id', { schema: { tags, security, params, response: { 200: userEnvelopeSchema } } }, async (request) => ({
    success: true as const,
    data: toUser(await getUser(app.db, request.params.id), publicUrl),
  }));

  app.put(
    '/:id',
    { schema: { tags, security, params, body: profileUpdateSchema, response: { 200: userEnvelopeSchema } } },
    async (request) => {
      const user = await updateDetailsAsAdmin(
        { db: app.db, mail: app.mailOutbox, lang: request.lang, linkOrigin: linkOrigin(app.config) },
        principalOf(request).user,
        request.params.id,
        request.body,
        requestOrigin(request),
      );
      return { success: true as const, message: translate('userUpdated', request.lang), data: toUser(user, publicUrl) };
    },
  );

  app.delete(
    '/:id',
    { schema: { tags, security, params, response: { 200: messageEnvelopeSchema } } },
    async (request) => {
      await deleteUser(app.db, app.images, principalOf(request).user, request.params.id);
      return { success: true as const, message: translate('userDeleted', request.lang) };
    },
  );

  app.put(
    '/:id/role',
    { schema: { tags, security, params, body: roleUpdateSchema, response: { 200: userEnvelopeSchema } } },
    async (request) => {
      const user = await changeRole(
        app.db,
        principalOf(request).user,
        request.params.id,
        request.body.role,
        requestOrigin(request),
      );
      return { success: true as const, message: translate('roleUpdated', request.lang), data: toUser(user, publicUrl) };
    },
  );
};
