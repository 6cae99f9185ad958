import { z } from 'zod';

const EXPECTED: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields',
};

/**
 * Messages for the cases the API schema's schemas leave to zod's defaults, which read like
 * "Invalid input: expected string, received undefined". Messages set on a schema still win.
 */
export function useReadableValidationMessages(): void {
  z.config({
    customError: (issue) => {
      if (issue.code === 'invalid_type') {
        if (issue.input === undefined || issue.input === null) return 'This field is required.';
        return `This field must be ${EXPECTED[issue.expected] ?? 'valid'}.`;
      }
      return undefined;
    },
  });
}
