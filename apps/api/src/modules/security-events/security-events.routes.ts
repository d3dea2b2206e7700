import { adminSecurityEventListQuerySchema, adminSecurityEventListSchema } from '@veggie/contract';
import { adminListRoute } from '../../plugins/admin-list-route';
import { listSecurityEventsPage } from './security-events.service';

/** Security events, mounted at /admin/security-events. Admins only. */
export const securityEventRoutes = adminListRoute({
  summary:
    'Security events (failed logins, lockouts, password resets and changes, email and role changes), newest first, with IP and user agent; filters: kind, email, user (user id)',
  querystring: adminSecurityEventListQuerySchema,
  list: adminSecurityEventListSchema,
  page: listSecurityEventsPage,
});
