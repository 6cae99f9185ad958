import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

/**
 * Response bodies are written by a stringifier compiled from each route's zod schema: only the
 * schema's fields leave the server. With `validate`, every body is also checked against its zod
 * schema first, so a handler returning the wrong shape fails loudly in development and tests;
 * production skips that second walk over each body.
 */
export function createResponseSerializerCompiler(options: { validate: boolean }): FastifySerializerCompiler<z.ZodType> {
  return ({ schema }) => {
    const stringify = fastJson(z.toJSONSchema(schema, { target: 'draft-07', io: 'output' }) as Parameters<typeof fastJson>[0]);
    if (!options.validate) return (data) => stringify(data);
    return (data) => stringify(schema.parse(data));
  };
}
