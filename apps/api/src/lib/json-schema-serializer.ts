import fastJson, { type Schema } from 'fast-json-stringify';
import { z } from 'zod';

/**
 * A route's response serializer (the route option `serializerCompiler`) compiled by fast-json-stringify from
 * the JSON Schema of its zod response schema, which is what Fastify does natively for JSON Schema routes. The
 * app's default (fastify-type-provider-zod) parses every answer with zod, then JSON.stringify: for a page of
 * 12 products the parse cost three times the stringify and made a quarter of the request's garbage, the
 * largest cost of an uncached product list after the socket writes.
 *
 * A valid answer comes out the same: the schema's properties in its order, what it does not name left out.
 * What it does not do is check the values (an answer that breaks its schema is written as it is, where zod
 * answers 500), so it serves hot reads whose answers one mapper builds and the contract tests parse.
 */
export function jsonSchemaSerializer({ schema }: { schema: unknown }): (data: unknown) => string {
  if (!(schema instanceof z.ZodType)) throw new TypeError('jsonSchemaSerializer compiles zod response schemas');
  return fastJson(z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }) as Schema);
}
