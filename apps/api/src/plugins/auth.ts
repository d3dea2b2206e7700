import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { dateOf } from '../lib/clock';
import { forbidden, unauthorized } from '../lib/errors';
import { findSession } from '../modules/auth/sessions';
import type { UserRow } from '../modules/users/users.table';

export interface Principal {
  sessionId: string;
  user: UserRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless the request carries a live session token. */
    requireUser(request: FastifyRequest): Promise<void>;
    /** preHandler: sets the principal when the request carries a live token; never refuses. */
    identifyUser(request: FastifyRequest): Promise<void>;
    /** preHandler: 401 without a live token, 403 unless the user is an admin. */
    requireAdmin(request: FastifyRequest): Promise<void>;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** Resolves the session on every guarded request, so revocation takes effect on the next call. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('principal', null);

  async function identifyUser(request: FastifyRequest) {
    const token = bearerToken(request);
    request.principal = token && token.length <= 512 ? await findSession(app.db, token, dateOf(app.clock)) : null;
  }

  async function requireUser(request: FastifyRequest) {
    await identifyUser(request);
    if (!request.principal) throw unauthorized();
  }

  app.decorate('identifyUser', identifyUser);
  app.decorate('requireUser', requireUser);
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await requireUser(request);
    if (request.principal?.user.role !== 'admin') throw forbidden();
  });
});

/** The signed-in principal of a guarded route; the guard has already ensured it exists. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}
