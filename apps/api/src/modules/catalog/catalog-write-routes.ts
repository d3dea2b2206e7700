import { messageEnvelopeSchema, translate, type MessageKey } from '@veggie/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../plugins/auth';
import type { AuditActor } from '../audit/audit.service';
import type { CatalogContext, ImageFormInput } from './catalog-context';

interface FormWrite<Args extends unknown[]> {
  description: string;
  consumes: string[];
  /** The create or update form as the route accepts it (multipart with the image; JSON where allowed). */
  readForm(request: FastifyRequest): Promise<ImageFormInput>;
  run(ctx: CatalogContext, actor: AuditActor, ...args: [...Args, ImageFormInput]): Promise<unknown>;
  message: MessageKey;
}

export interface CatalogWrites {
  tags: string[];
  /** The envelope answered with the created or updated entity. */
  envelope: z.ZodType;
  create: FormWrite<[]>;
  update: FormWrite<[id: string]>;
  remove: { run(ctx: CatalogContext, actor: AuditActor, id: string): Promise<void>; message: MessageKey };
}

const idParams = z.object({ id: z.string() });

/**
 * Create (POST `/`), update (PUT `/:id`) and delete (DELETE `/:id`) of a category or a product: the form
 * read, the admin as the actor, the answer with its translated message. The scope applies requireAdmin.
 */
export function catalogWriteRoutes({ tags, envelope, create, update, remove }: CatalogWrites): FastifyPluginAsyncZod {
  return async (app) => {
    const ctx = app.catalog;
    const schemaBase = { tags, security: [{ bearerAuth: [] }] };

    app.post(
      '/',
      {
        schema: {
          ...schemaBase,
          consumes: create.consumes,
          description: create.description,
          response: { 201: envelope },
        },
      },
      async (request, reply) => {
        const data = await create.run(ctx, principalOf(request).user, await create.readForm(request));
        return reply.code(201).send({ success: true, message: translate(create.message, request.lang), data });
      },
    );

    app.put(
      '/:id',
      {
        schema: {
          ...schemaBase,
          consumes: update.consumes,
          description: update.description,
          params: idParams,
          response: { 200: envelope },
        },
      },
      async (request) => {
        const { user } = principalOf(request);
        const data = await update.run(ctx, user, request.params.id, await update.readForm(request));
        return { success: true as const, message: translate(update.message, request.lang), data };
      },
    );

    app.delete(
      '/:id',
      { schema: { ...schemaBase, params: idParams, response: { 200: messageEnvelopeSchema } } },
      async (request) => {
        await remove.run(ctx, principalOf(request).user, request.params.id);
        return { success: true as const, message: translate(remove.message, request.lang) };
      },
    );
  };
}
