const MESSAGE =
  'Use text() of @portal/api-schema instead of z.string(): it refuses NUL, other control characters, lone surrogates and bidirectional overrides, which no field of the API accepts.';

/**
 * A lint block that refuses `z.string()` and `z.coerce.string()` in the given files: every string
 * of the API's requests and responses is built from `text()`.
 * @param {{ files: string[], ignores?: string[] }} where
 */
export function bareStringRule({ files, ignores = [] }) {
  return {
    files,
    ignores,
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name='z'][callee.property.name='string']", message: MESSAGE },
        { selector: "CallExpression[callee.object.property.name='coerce'][callee.property.name='string']", message: MESSAGE },
      ],
    },
  };
}
