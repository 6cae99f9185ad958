import { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

const EXPECTED: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields',
  date: 'a date',
};

const FORMATS: Record<string, string> = {
  email: 'Enter a valid e-mail address.',
  uuid: 'This is not a valid identifier.',
  guid: 'This is not a valid identifier.',
  date: 'Enter a date as YYYY-MM-DD.',
  datetime: 'Enter a date and time such as 2026-01-31T09:30:00Z.',
  time: 'Enter a time such as 09:30.',
  url: 'Enter a valid web address.',
};

/** Bounds this far out are the JavaScript number's, not the field's: naming them helps nobody. */
const isEndless = (bound: number | bigint) => Math.abs(Number(bound)) >= Number.MAX_SAFE_INTEGER;

const countOf = (count: number | bigint, one: string, many = `${one}s`) => `${count} ${Number(count) === 1 ? one : many}`;

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const { maximum, origin } = issue;
  switch (origin) {
    case 'string':
      return `Use at most ${countOf(maximum, 'character')}.`;
    case 'array':
    case 'set':
      return `Give at most ${countOf(maximum, 'item')}.`;
    case 'number':
    case 'int':
    case 'bigint':
      if (isEndless(maximum)) return 'This number is too large.';
      return issue.inclusive === false ? `Enter a number below ${maximum}.` : `Enter a number no greater than ${maximum}.`;
    case 'date':
      return 'This date is too late.';
    default:
      return 'This value is too large.';
  }
}

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const { minimum, origin } = issue;
  switch (origin) {
    case 'string':
      return Number(minimum) <= 1 ? 'This field is required.' : `Use at least ${countOf(minimum, 'character')}.`;
    case 'array':
    case 'set':
      return `Give at least ${countOf(minimum, 'item')}.`;
    case 'number':
    case 'int':
    case 'bigint':
      if (isEndless(minimum)) return 'This number is too small.';
      return issue.inclusive === false ? `Enter a number above ${minimum}.` : `Enter a number of at least ${minimum}.`;
    case 'date':
      return 'This date is too early.';
    default:
      return 'This value is too small.';
  }
}

function notOneOf(values: readonly unknown[]): string {
  const shown = values.filter((value) => typeof value === 'string' || typeof value === 'number');
  if (shown.length === 0 || shown.length > 8) return 'Choose one of the offered options.';
  return `Choose one of: ${shown.join(', ')}.`;
}

/** A message written for a person for every issue zod can raise; a message set on the schema wins. */
function readableMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'This field is required.';
      return `This field must be ${EXPECTED[issue.expected] ?? 'valid'}.`;
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_format':
      return FORMATS[issue.format] ?? 'This value is not in the expected format.';
    case 'not_multiple_of':
      return `Enter a multiple of ${issue.divisor}.`;
    case 'unrecognized_keys':
      return `Remove the unknown ${issue.keys.length === 1 ? 'field' : 'fields'}: ${issue.keys.join(', ')}.`;
    case 'invalid_value':
      return notOneOf(issue.values);
    case 'invalid_union':
      return 'This value is not one of the accepted forms.';
    case 'invalid_key':
      return 'This contains a name that is not accepted.';
    case 'invalid_element':
      return 'This list contains a value that is not valid.';
    default:
      return 'This value is not valid.';
  }
}

/**
 * Messages for the cases the API schema's schemas leave to zod's defaults, which read like
 * "Invalid input: expected string, received undefined". Messages set on a schema still win.
 */
export function useReadableValidationMessages(): void {
  z.config({ customError: readableMessage });
}
