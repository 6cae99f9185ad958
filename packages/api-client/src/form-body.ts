type FormValue = string | number | boolean | null | undefined | FormValue[] | { [key: string]: FormValue };

function appendValue(body: URLSearchParams, key: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => appendValue(body, `${key}[${index}]`, item));
  } else if (typeof value === 'object' && !(value instanceof Date)) {
    for (const [name, item] of Object.entries(value)) appendValue(body, `${key}[${name}]`, item);
  } else {
    body.append(key, value instanceof Date ? value.toISOString() : String(value));
  }
}

/**
 * An `application/x-www-form-urlencoded` body. Flat keys such as `reconfirm_consent[isAgreed]`
 * are sent as written; nested objects and arrays become `key[name]` and `key[0]`.
 */
export function toFormBody(data: unknown): URLSearchParams {
  if (data instanceof URLSearchParams) return data;
  const body = new URLSearchParams();
  if (typeof data === 'object' && data !== null) {
    for (const [key, value] of Object.entries(data as Record<string, FormValue>)) appendValue(body, key, value);
  }
  return body;
}
