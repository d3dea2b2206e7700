import {
  closedDayEnvelopeSchema,
  closedDayInputSchema,
  closedDayListEnvelopeSchema,
  deliveryZoneEnvelopeSchema,
  deliveryZoneInputSchema,
  deliveryZoneListEnvelopeSchema,
  errorEnvelopeSchema,
  messageEnvelopeSchema,
  slotTemplateEnvelopeSchema,
  slotTemplateInputSchema,
  slotTemplateListEnvelopeSchema,
  translate,
} from '@veggie/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../plugins/auth';
import {
  closeDay,
  createDeliveryZone,
  createSlotTemplate,
  deleteDeliveryZone,
  deleteSlotTemplate,
  listClosedDays,
  listDeliveryZones,
  listSlotTemplates,
  reopenDay,
  updateDeliveryZone,
  updateSlotTemplate,
} from './delivery-zones.service';

const idParams = z.object({ id: z.string() });
const dateParams = z.object({ date: z.string() });
const templatesQuery = z.object({ zoneId: z.string().optional() });
const admin = { tags: ['admin: delivery'], security: [{ bearerAuth: [] }] };
const refusals = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };
const writeRefusals = { ...refusals, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/**
 * Delivery zones, their weekly slot templates and the shop's closed days, mounted at /admin/delivery.
 * Admins only; every change is audited. (Each day's slot load and packing list: delivery.admin-routes.)
 */
export const deliveryZonesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = { db: app.db, clock: app.clock };
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/zones',
    {
      schema: {
        ...admin,
        summary: 'Every delivery zone, by name, with its provinces and wards',
        response: { 200: deliveryZoneListEnvelopeSchema, ...refusals },
      },
    },
    async () => ({ success: true as const, data: await listDeliveryZones(ctx.db) }),
  );

  app.post(
    '/zones',
    {
      schema: {
        ...admin,
        summary: 'A new delivery zone: whole provinces and single wards, its fee, free threshold and minimum',
        body: deliveryZoneInputSchema,
        response: { 201: deliveryZoneEnvelopeSchema, ...writeRefusals },
      },
    },
    async (request, reply) => {
      const data = await createDeliveryZone(ctx, principalOf(request).user, request.body);
      return reply.code(201).send({ success: true, data });
    },
  );

  app.put(
    '/zones/:id',
    {
      schema: {
        ...admin,
        summary: 'Replace a zone; a new lead time moves the closing time of its slots that have not started',
        params: idParams,
        body: deliveryZoneInputSchema,
        response: { 200: deliveryZoneEnvelopeSchema, ...writeRefusals },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateDeliveryZone(ctx, principalOf(request).user, request.params.id, request.body),
    }),
  );

  app.delete(
    '/zones/:id',
    {
      schema: {
        ...admin,
        summary: 'Delete a zone with its templates and slots; orders keep the times they booked',
        params: idParams,
        response: { 200: messageEnvelopeSchema, ...writeRefusals },
      },
    },
    async (request) => {
      await deleteDeliveryZone(ctx, principalOf(request).user, request.params.id);
      return { success: true as const, message: translate('deliveryZoneDeleted', request.lang) };
    },
  );

  app.get(
    '/templates',
    {
      schema: {
        ...admin,
        summary: 'The weekly slot templates of one zone (`zoneId`) or of all, by weekday and start',
        querystring: templatesQuery,
        response: { 200: slotTemplateListEnvelopeSchema, ...refusals },
      },
    },
    async (request) => ({ success: true as const, data: await listSlotTemplates(ctx.db, request.query.zoneId) }),
  );

  app.post(
    '/templates',
    {
      schema: {
        ...admin,
        summary: 'A new weekly delivery window of a zone (Vietnam time)',
        body: slotTemplateInputSchema,
        response: { 201: slotTemplateEnvelopeSchema, ...writeRefusals },
      },
    },
    async (request, reply) => {
      const data = await createSlotTemplate(ctx, principalOf(request).user, request.body);
      return reply.code(201).send({ success: true, data });
    },
  );

  app.put(
    '/templates/:id',
    {
      schema: {
        ...admin,
        summary:
          'Replace a template. Its slots not yet started take the new capacity (never below what they have ' +
          'booked) and cut-off; a new day, time or zone, or switching it off, takes them out like a delete',
        params: idParams,
        body: slotTemplateInputSchema,
        response: { 200: slotTemplateEnvelopeSchema, ...writeRefusals },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateSlotTemplate(ctx, principalOf(request).user, request.params.id, request.body),
    }),
  );

  app.delete(
    '/templates/:id',
    {
      schema: {
        ...admin,
        summary: 'Delete a template: its future unbooked slots go, booked ones stay for their orders',
        params: idParams,
        response: { 200: messageEnvelopeSchema, ...writeRefusals },
      },
    },
    async (request) => {
      await deleteSlotTemplate(ctx, principalOf(request).user, request.params.id);
      return { success: true as const, message: translate('slotTemplateDeleted', request.lang) };
    },
  );

  app.get(
    '/closed-days',
    {
      schema: {
        ...admin,
        summary: 'The days without deliveries from today (Vietnam) on, soonest first',
        response: { 200: closedDayListEnvelopeSchema, ...refusals },
      },
    },
    async () => ({ success: true as const, data: await listClosedDays(ctx) }),
  );

  app.post(
    '/closed-days',
    {
      schema: {
        ...admin,
        summary: 'Close a day for every zone (Tết, a holiday): 201; closing it again only changes the reason: 200',
        body: closedDayInputSchema,
        response: { 200: closedDayEnvelopeSchema, 201: closedDayEnvelopeSchema, ...writeRefusals },
      },
    },
    async (request, reply) => {
      const { day, created } = await closeDay(ctx, principalOf(request).user, request.body);
      return reply.code(created ? 201 : 200).send({ success: true, data: day });
    },
  );

  app.delete(
    '/closed-days/:date',
    {
      schema: {
        ...admin,
        summary: 'Open a closed day again (`YYYY-MM-DD`)',
        params: dateParams,
        response: { 200: messageEnvelopeSchema, ...writeRefusals },
      },
    },
    async (request) => {
      await reopenDay(ctx, principalOf(request).user, request.params.date);
      return { success: true as const, message: translate('closedDayDeleted', request.lang) };
    },
  );
};
