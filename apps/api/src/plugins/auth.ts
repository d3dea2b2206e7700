import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { dateOf } from '../lib/clock';
import { forbidden, unauthorized } from '../lib/errors';

/**
 * The user a request is signed in as. The guards read nothing of it; the accounts module, which finds
 * sessions, declares the rest of it (modules/users/sessions.ts), the way an app declares
 * @fastify/passport's PassportUser: plugins import no module (docs/decisions/016).
 */
export interface PrincipalUser {
  id: string;
}

export interface Principal {
  sessionId: string;
  user: PrincipalUser;
}

export interface AuthPluginOptions {
  /** The live session of a bearer token at `now` and its user; null when unknown, revoked or expired. */
  findPrincipal(token: string, now: Date): Promise<Principal | null>;
  /** Whether the principal may use the admin's routes. */
  isAdmin(principal: Principal): boolean;
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
export const authPlugin = fp(async (app: FastifyInstance, { findPrincipal, isAdmin }: AuthPluginOptions) => {
  app.decorateRequest('principal', null);

  async function identifyUser(request: FastifyRequest) {
    const token = bearerToken(request);
    request.principal = token && token.length <= 512 ? await findPrincipal(token, dateOf(app.clock)) : null;
  }

  async function requireUser(request: FastifyRequest) {
    await identifyUser(request);
    if (!request.principal) throw unauthorized();
  }

  app.decorate('identifyUser', identifyUser);
  app.decorate('requireUser', requireUser);
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await requireUser(request);
    if (!request.principal || !isAdmin(request.principal)) throw forbidden();
  });
});

/** The signed-in principal of a guarded route; the guard has already ensured it exists. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}
