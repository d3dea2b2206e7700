import { adminAuditListQuerySchema, adminAuditListSchema } from '@veggie/contract';
import { adminListRoute } from '../../plugins/admin-list-route';
import { listAuditPage } from './audit.service';

/** The audit log of admin actions, mounted at /admin/audit. Admins only. */
export const auditRoutes = adminListRoute({
  summary: 'Admin actions, newest first; filters: action, entityType, actor (user id)',
  querystring: adminAuditListQuerySchema,
  list: adminAuditListSchema,
  page: listAuditPage,
});
