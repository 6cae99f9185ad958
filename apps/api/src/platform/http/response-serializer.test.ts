import { describe, expect, test } from '@jest/globals';
import { z } from 'zod';
import { createResponseSerializerCompiler, nullableInPlaceOfAnyOf } from './response-serializer';

const schema = z.object({
  data: z.object({
    id: z.string(),
    name: z.string().nullable(),
    nickname: z.string().optional(),
    roles: z.array(z.enum(['invoices', 'proposals'])),
    manager: z.object({ name: z.string(), photoUrl: z.string().nullable() }).nullable(),
    amountMinor: z.number().int(),
    agreed: z.boolean(),
  }),
});

const sample = {
  data: {
    id: 'u-1',
    name: null,
    roles: ['invoices'],
    manager: { name: 'Dana "D" O\'Neil </script>', photoUrl: null },
    amountMinor: 12_345,
    agreed: true,
  },
};

function compile(validate: boolean) {
  return createResponseSerializerCompiler({ validate })({ schema, method: 'GET', url: '/x', httpStatus: '200' });
}

describe.each([true, false])('response serializer (validate: %s)', (validate) => {
  const stringify = compile(validate);

  test('writes what zod would, field for field', () => {
    expect(JSON.parse(stringify(sample))).toEqual(schema.parse(sample));
    expect(JSON.parse(stringify({ data: { ...sample.data, nickname: 'D' } })).data.nickname).toBe('D');
  });

  test('never writes a field the schema does not name', () => {
    const body = stringify({ data: { ...sample.data, passwordHash: 'secret-hash' }, internal: 1 });
    expect(body).not.toContain('secret-hash');
    expect(body).not.toContain('internal');
  });
});

test('with validation, a body of the wrong shape is refused rather than sent', () => {
  expect(() => compile(true)({ data: { ...sample.data, roles: ['root'] } })).toThrow();
});

describe('nullable parts', () => {
  const nullables = z.object({
    manager: z.object({ name: z.string() }).nullable(),
    tags: z.array(z.string()).nullable(),
    status: z.enum(['open', 'paid']).nullable(),
    either: z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]).nullable(),
  });
  const stringify = createResponseSerializerCompiler({ validate: false })({
    schema: nullables,
    method: 'GET',
    url: '/x',
    httpStatus: '200',
  });

  test('are written as zod would, whether null or not, and never with fields the schema does not name', () => {
    const full = { manager: { name: 'Dana', secret: 's-1' }, tags: ['a'], status: 'paid', either: { a: 'x' } };
    expect(JSON.parse(stringify(full))).toEqual({ manager: { name: 'Dana' }, tags: ['a'], status: 'paid', either: { a: 'x' } });
    const empty = { manager: null, tags: null, status: null, either: null };
    expect(JSON.parse(stringify(empty))).toEqual(empty);
  });

  test('of one type are told apart from null by their type, a union keeps its branches', () => {
    const converted = nullableInPlaceOfAnyOf(z.toJSONSchema(nullables, { target: 'draft-07', io: 'output' })) as {
      properties: Record<string, Record<string, unknown>>;
    };
    expect(converted.properties.manager).toMatchObject({ type: 'object', nullable: true });
    expect(converted.properties.manager).not.toHaveProperty('anyOf');
    expect(converted.properties.tags).toMatchObject({ type: 'array', nullable: true });
    expect(converted.properties.either).toHaveProperty('anyOf');
  });
});

test('a stringifier is compiled on its first response, not when its route is registered', () => {
  // BigInt has no JSON Schema: compiling throws, so registering must not compile.
  const unrepresentable = z.object({ count: z.bigint() });
  const serialize = createResponseSerializerCompiler({ validate: false })({
    schema: unrepresentable,
    method: 'GET',
    url: '/x',
    httpStatus: '200',
  });
  expect(() => serialize({ count: 1n })).toThrow();
});
