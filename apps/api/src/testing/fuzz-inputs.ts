import fc from 'fast-check';
import { z } from 'zod';
import { isMultilineText } from '@portal/api-schema';

/** The part of JSON Schema that `z.toJSONSchema` writes for the API schema's request shapes. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

/** The JSON Schema of what a request may send (the input side of transforms and defaults). */
export function requestJsonSchema(schema: unknown): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
}

/** Values of the demo data by field name (ids, references, slugs), so that generated requests reach real rows. */
export type KnownValues = ReadonlyMap<string, readonly string[]>;

/** Control characters no text field accepts, multi-line or not: a 422 naming the field. */
export const CONTROL_CHARACTERS: Readonly<Record<string, string>> = {
  NUL: 'a\u0000b',
  'a bell': 'a\u0007b',
  'an escape': '\u001B[2J',
  'a vertical tab': 'a\u000Bb',
  'a form feed': 'a\u000Cb',
  'a delete': 'a\u007Fb',
  'a next line (C1)': 'a\u0085b',
  'a control sequence introducer (C1)': '\u009B2J',
  'a bidi override': 'a\u202Eb',
  'a bidi isolate': '\u2067x',
};

/** Line breaks and tabs: only a multi-line text (`x-multiline`) takes them; any other field answers 422 naming it. */
export const LINE_BREAKS: Readonly<Record<string, string>> = {
  CR: 'a\rb',
  LF: 'a\nb',
  CRLF: 'A\r\nBcc: eve@example.org',
  'a trailing CRLF': 'Acme\r\n',
  'a tab': 'a\tb',
  'a line separator': 'a\u2028b',
  'a paragraph separator': 'a\u2029b',
};

const MAX_FREE_STRING = 120;
const MAX_ITEMS = 6;

function knownFor(name: string | undefined, known: KnownValues): readonly string[] {
  if (!name) return [];
  const exact = known.get(name) ?? [];
  const ids = /(^id$|Id$|_id$)/.test(name) ? (known.get('id') ?? []) : [];
  return [...new Set([...exact, ...ids])];
}

function isoDate(): fc.Arbitrary<string> {
  return fc
    .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2060-12-31T00:00:00Z'), noInvalidDate: true })
    .map((date) => date.toISOString());
}

/** A generated text as a person would type it: on one line unless the field is multi-line. */
const asTyped = (schema: JsonSchema) => (value: string) => (isMultilineText(schema) ? value : value.replace(/[\t\n\r\u2028\u2029]/g, ' '));

function stringOf(schema: JsonSchema, name: string | undefined, known: KnownValues): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? MAX_FREE_STRING, MAX_FREE_STRING));
  let generated: fc.Arbitrary<string>;
  switch (schema.format) {
    case 'uuid':
      generated = fc.uuid();
      break;
    case 'email':
      generated = fc.emailAddress().filter((value) => value.length <= maxLength);
      break;
    case 'date':
      generated = isoDate().map((value) => value.slice(0, 10));
      break;
    case 'date-time':
      generated = isoDate();
      break;
    default:
      generated = schema.pattern
        ? fc.stringMatching(new RegExp(schema.pattern)).filter((value) => value.length >= minLength && value.length <= maxLength)
        : fc.oneof(
            { weight: 4, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }).map(asTyped(schema)) },
            { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: 'binary' }) },
          );
  }
  const values = knownFor(name, known);
  return values.length ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...values) }, { weight: 1, arbitrary: generated }) : generated;
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low =
    schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : Number.EPSILON) : undefined);
  const high =
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : Number.EPSILON) : undefined);
  if (integer) {
    const min = Math.max(low ?? -1_000_000, Number.MIN_SAFE_INTEGER);
    const max = Math.min(high ?? 1_000_000, Number.MAX_SAFE_INTEGER);
    return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  }
  return fc.double({ min: low ?? -1e9, max: high ?? 1e9, noNaN: true, noDefaultInfinity: true });
}

/**
 * A fast-check arbitrary of values the JSON Schema describes; a field named like the demo data's
 * ids or references also takes its real values, so that requests get past "not found".
 */
export function arbitraryOf(schema: JsonSchema, known: KnownValues = new Map(), name?: string): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((alternative) => arbitraryOf(alternative, known, name)));
  if (schema.allOf?.[0]) return arbitraryOf(schema.allOf[0], known, name);
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => arbitraryOf({ ...schema, type }, known, name)));
  }
  switch (schema.type) {
    case 'string':
      return stringOf(schema, name, known);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? MAX_ITEMS, MAX_ITEMS));
      return fc.array(schema.items ? arbitraryOf(schema.items, known, name) : fc.jsonValue(), { minLength, maxLength });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const record = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, arbitraryOf(value, known, key)]));
      return fc.record(record, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** The top-level fields of an object schema that may hold a string (directly or as one of several forms). */
export function stringFields(schema: JsonSchema | null, path: string[] = []): string[][] {
  if (!schema) return [];
  const fields: string[][] = [];
  for (const [key, value] of Object.entries(schema.properties ?? {})) {
    const forms = [value, ...(value.anyOf ?? value.oneOf ?? [])];
    if (forms.some((form) => form.type === 'string' || (Array.isArray(form.type) && form.type.includes('string'))))
      fields.push([...path, key]);
    const object = forms.find((form) => form.type === 'object');
    if (object) fields.push(...stringFields(object, [...path, key]));
  }
  return fields;
}

/** The JSON Schema of the field at `path` (as `stringFields` names it). */
function fieldSchemaAt(schema: JsonSchema | null, path: readonly string[]): JsonSchema | null {
  let node = schema;
  for (const key of path) {
    const forms: JsonSchema[] = node ? [node, ...(node.anyOf ?? node.oneOf ?? [])] : [];
    node = forms.find((form) => form.properties?.[key])?.properties?.[key] ?? null;
  }
  return node;
}

/** Whether the field at `path` takes line breaks (its schema is `text({ multiline: true })`). */
export function isMultilineField(schema: JsonSchema | null, path: readonly string[]): boolean {
  return isMultilineText(fieldSchemaAt(schema, path));
}

/** A copy of `value` with the field at `path` set to `replacement`. */
export function withField(value: unknown, path: readonly string[], replacement: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...(typeof value === 'object' && value !== null ? value : {}) };
  const [head, ...rest] = path;
  if (head === undefined) return copy;
  copy[head] = rest.length ? withField(copy[head], rest, replacement) : replacement;
  return copy;
}
