import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

const isNullType = (schema: unknown) =>
  typeof schema === 'object' && schema !== null && Object.keys(schema).length === 1 && (schema as JsonSchema).type === 'null';

/**
 * zod writes `.nullable()` of an object (or array, enum...) as `anyOf: [X, { type: 'null' }]`, which
 * fast-json-stringify can only resolve by validating the value against each branch with ajv on
 * every response (patterns of e-mails and ids included): a third of the serialization of the current
 * user. `X` with `nullable: true` writes the same JSON and tells null apart by a type check.
 */
export function nullableInPlaceOfAnyOf(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nullableInPlaceOfAnyOf);
  if (typeof schema !== 'object' || schema === null) return schema;
  const node: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) node[key] = nullableInPlaceOfAnyOf(value);
  const branches = node.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2) return node;
  const nullAt = branches.findIndex(isNullType);
  const other = branches[1 - nullAt] as JsonSchema | undefined;
  // Only a plain branch of one type: a union inside it still needs fast-json-stringify's own handling.
  if (
    nullAt < 0 ||
    !other ||
    typeof other.type !== 'string' ||
    'anyOf' in other ||
    'oneOf' in other ||
    'allOf' in other ||
    '$ref' in other
  ) {
    return node;
  }
  const { anyOf: _replaced, ...rest } = node;
  return { ...rest, ...other, nullable: true };
}

/**
 * Response bodies are written by a stringifier compiled from each route's zod schema: only the
 * schema's fields leave the server. With `validate`, every body is also checked against its zod
 * schema first, so a handler returning the wrong shape fails loudly in development and tests;
 * production skips that second walk over each body.
 */
export function createResponseSerializerCompiler(options: { validate: boolean }): FastifySerializerCompiler<z.ZodType> {
  return ({ schema }) => {
    // Compiled on the first response of its route and status, not when the route is registered:
    // most statuses of most routes are never sent by a process, and compiling every one of them
    // made up much of the time an API process (and each API test file) takes to start.
    let compiled: ((data: unknown) => string) | undefined;
    const stringify = (data: unknown) => {
      compiled ??= fastJson(
        nullableInPlaceOfAnyOf(z.toJSONSchema(schema, { target: 'draft-07', io: 'output' })) as Parameters<typeof fastJson>[0],
      );
      return compiled(data);
    };
    if (!options.validate) return stringify;
    return (data) => stringify(schema.parse(data));
  };
}
