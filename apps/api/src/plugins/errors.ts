import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  errorCodeOf,
  pickLanguage,
  toFieldErrors,
  translate,
  type ErrorEnvelope,
  type FieldError,
  type Language,
  type MessageKey,
} from '@veggie/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isStatementTimeout } from '../db/errors';
import { AppError } from '../lib/errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language, from Accept-Language: Vietnamese when preferred, else English. */
    lang: Language;
  }
}

/** Fastify's and its plugins' own error codes, mapped to our messages. */
const FRAMEWORK_ERRORS: Record<string, MessageKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformedJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'malformedJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'malformedJson',
  FST_REQ_FILE_TOO_LARGE: 'fileTooLarge',
  FST_PARTS_LIMIT: 'bodyTooLarge',
  FST_FILES_LIMIT: 'bodyTooLarge',
  FST_FIELDS_LIMIT: 'bodyTooLarge',
  FST_PROTO_VIOLATION: 'invalidType',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'unsupportedMediaType',
  FST_ERR_VALIDATION: 'validationFailed',
};

const STATUS_MESSAGES: Record<number, MessageKey> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  413: 'bodyTooLarge',
  415: 'unsupportedMediaType',
  416: 'rangeNotSatisfiable',
  429: 'tooManyRequests',
  503: 'serviceUnavailable',
};

/** Socket-level failures: the database server is down, restarting or unreachable. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * PostgreSQL SQLSTATEs of an unavailable server: admin shutdown, crash shutdown, cannot connect now, too many
 * connections.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** What node-postgres and PGlite say without a code when they lose or cannot get a connection. */
const CONNECTION_MESSAGE =
  /timeout exceeded when trying to connect|Connection terminated|connection timeout|Client has encountered a connection error|PGlite is closed/i;

/**
 * Whether an error (or any error it wraps: Drizzle wraps the driver's) means the database cannot be
 * reached. Those are answered 503 rather than 500: nothing is wrong with the request, and the same
 * call works again once the database is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (CONNECTION_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
    )
      return true;
    if (CONNECTION_MESSAGE.test(e.message)) return true;
    if (e instanceof AggregateError && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}

/**
 * Every error envelope leaves through here, so each carries the `code` of the message key that
 * describes it (validation answers show their first field's message but are `validation_failed`).
 */
function send(reply: FastifyReply, status: number, key: MessageKey, body: { message: string; errors?: FieldError[] }) {
  // The header too: router refusals are answered before the request-id hook runs.
  return reply
    .code(status)
    .header('x-request-id', reply.request.id)
    .type('application/json; charset=utf-8')
    .send({ success: false, code: errorCodeOf(key), ...body, requestId: reply.request.id } satisfies ErrorEnvelope);
}

/**
 * Fastify's `frameworkErrors` option: the router refuses some URLs before any hook or handler runs
 * (a path parameter longer than 100 characters, a malformed %-escape). Those are ids nobody has, so
 * they get the same 404 envelope as any unknown id instead of Fastify's own body.
 */
export function routerErrorHandler(_error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return send(reply, 404, 'notFound', {
    message: translate('notFound', pickLanguage(request.headers['accept-language'])),
  });
}

/** Node's refusals that have a status of their own; any other parse error is a 400. */
const CLIENT_ERRORS: Record<string, [status: number, key: MessageKey]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'requestTimeout'],
  HPE_HEADER_OVERFLOW: [431, 'headersTooLarge'],
};

/**
 * Fastify's `clientErrorHandler` option: Node's HTTP parser refuses some requests (a malformed request
 * line, conflicting Content-Length headers, headers past their size or time limit) before there is a
 * request, so no hook or handler runs. They get the error envelope too, written on the socket, which
 * then closes. In English: the headers that would name the caller's language were never read.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex) {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, key] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'malformedRequest'];
  const body = JSON.stringify({
    success: false,
    code: errorCodeOf(key),
    message: translate(key, 'en'),
  } satisfies ErrorEnvelope);
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(error);
}

/**
 * One place turns every failure into the contract's error envelope, in the caller's language:
 * domain errors, schema validation, framework errors (bad JSON, body too large, unknown route) and
 * real bugs, which are logged and answered with a generic 500 that leaks nothing.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', 'en');
  // Requests that reach a closing server (behind an earlier one on a kept-alive connection) are answered
  // here rather than by Fastify's return503OnClosing, whose body is not the envelope (see buildApp).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    request.lang = pickLanguage(request.headers['accept-language']);
    if (!closing) return;
    reply.header('connection', 'close');
    throw new AppError('unavailable', 'serviceUnavailable');
  });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) =>
    send(reply, 404, 'routeNotFound', {
      message: translate('routeNotFound', request.lang, {
        method: request.method,
        url: request.url.split('?')[0] ?? '',
      }),
    }),
  );

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = request.lang;
    if (error instanceof AppError) {
      return send(reply, error.statusCode, error.key, {
        message: translate(error.key, lang, error.params),
        ...(error.fields && {
          errors: error.fields.map((f) => ({ field: f.field, message: translate(f.key, lang, f.params) })),
        }),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        ...(v.params as Record<string, unknown>),
        code: v.keyword,
        message: v.message ?? '',
        path: v.instancePath.split('/').filter(Boolean),
      }));
      const errors = toFieldErrors(issues, lang);
      const first = errors[0];
      return send(reply, 400, 'validationFailed', {
        message: first
          ? `${first.field ? `${first.field}: ` : ''}${first.message}`
          : translate('validationFailed', lang),
        errors,
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const key: MessageKey =
        (error.code ? FRAMEWORK_ERRORS[error.code] : undefined) ?? STATUS_MESSAGES[status] ?? 'validationFailed';
      return send(reply, status, key, { message: translate(key, lang) });
    }
    if (isStatementTimeout(error)) {
      request.log.warn({ err: error }, 'statement timeout');
      return send(reply, 503, 'serviceUnavailable', { message: translate('serviceUnavailable', lang) });
    }
    if (status === 503 || isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return send(reply, 503, 'serviceUnavailable', { message: translate('serviceUnavailable', lang) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, 'internalError', { message: translate('internalError', lang) });
  });
});
