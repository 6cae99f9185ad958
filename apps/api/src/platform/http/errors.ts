import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  type ErrorBody,
  type FieldError,
  FORBIDDEN_MESSAGE,
  INVALID_REQUEST_MESSAGE,
  NOT_FOUND_MESSAGE,
  rateLimitedMessage,
  SERVICE_UNAVAILABLE_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  SOMETHING_WENT_WRONG_MESSAGE,
} from '@portal/api-schema';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../database/unavailable';

/** A failure the client may see as is: status, message, optional field errors and headers. */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    readonly headers: Record<string, string> = {},
    /** Names a failure the client acts on (the envelope's `code`). */
    readonly code?: string,
  ) {
    super(message);
  }
}

export const unauthorized = () => new HttpError(401, SESSION_EXPIRED_MESSAGE);
export const forbidden = () => new HttpError(403, FORBIDDEN_MESSAGE);
export const notFound = () => new HttpError(404, NOT_FOUND_MESSAGE);

const UNSUPPORTED_CONTENT_TYPE_MESSAGE = 'This content type is not supported.';
export const unsupportedContentType = () => new HttpError(415, UNSUPPORTED_CONTENT_TYPE_MESSAGE);

/** 429 with the seconds to wait in Retry-After, and in words in the message. */
export function tooManyRequests(retryAfterSeconds: number, message = rateLimitedMessage(retryAfterSeconds)): HttpError {
  return new HttpError(429, message, undefined, { 'retry-after': String(retryAfterSeconds) });
}

/** 422 with the same shape as a schema validation failure. */
export function invalidField(property: string, message: string, summary = INVALID_REQUEST_MESSAGE): HttpError {
  return new HttpError(422, summary, [{ property, message }]);
}

export function errorBody(message: string, errors?: FieldError[], code?: string): ErrorBody {
  return { data: { message, ...(errors ? { errors } : {}), ...(code ? { code } : {}) } };
}

const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: UNSUPPORTED_CONTENT_TYPE_MESSAGE,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
  FST_ERR_BAD_URL: 'The address is not valid.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long.',
};

const STATUS_MESSAGES: Record<number, string> = {
  400: 'The request is not valid.',
  401: SESSION_EXPIRED_MESSAGE,
  403: FORBIDDEN_MESSAGE,
  404: NOT_FOUND_MESSAGE,
  405: 'This method is not allowed here.',
  406: 'The requested format is not available.',
  408: 'The request took too long.',
  413: 'The request is too large.',
  414: 'The address is too long.',
  415: UNSUPPORTED_CONTENT_TYPE_MESSAGE,
  429: 'Too many requests. Please wait a moment and try again.',
  431: 'The request headers are too large.',
};

/** One entry per field: the first problem of each, named by its dotted path. */
function fieldErrors(issues: Array<{ instancePath: string; message?: string }>, context: string | undefined): FieldError[] {
  const byProperty = new Map<string, string>();
  for (const issue of issues) {
    const property = issue.instancePath.split('/').filter(Boolean).join('.') || context || 'body';
    if (!byProperty.has(property)) byProperty.set(property, issue.message ?? 'This value is not valid.');
  }
  return [...byProperty].map(([property, message]) => ({ property, message }));
}

export function handleError(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  // Every body sent from here is an envelope built here: a route's response schema for the same
  // status (the sandbox tokenizer's Stripe-shaped 400) must neither reshape nor refuse it.
  reply.serializer(JSON.stringify);
  if (error instanceof HttpError) {
    return reply
      .code(error.statusCode)
      .headers(error.headers)
      .send(errorBody(error.message, error.errors, error.code));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply.code(422).send(errorBody(INVALID_REQUEST_MESSAGE, fieldErrors(error.validation, error.validationContext)));
  }
  const statusCode = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (statusCode >= 400 && statusCode < 500) {
    const message =
      CLIENT_ERROR_MESSAGES[error.code] ??
      // The JSON parser's own refusals (prototype keys) are SyntaxErrors without a code.
      (error instanceof SyntaxError ? CLIENT_ERROR_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY : undefined) ??
      STATUS_MESSAGES[statusCode] ??
      INVALID_REQUEST_MESSAGE;
    return reply.code(statusCode).send(errorBody(message));
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'Database unavailable');
    return reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send(errorBody(SERVICE_UNAVAILABLE_MESSAGE));
  }
  request.log.error({ err: error }, 'Request failed');
  return reply.code(500).send(errorBody(SOMETHING_WENT_WRONG_MESSAGE));
}

const CLIENT_ERROR_STATUS: Record<string, number> = { HPE_HEADER_OVERFLOW: 431, ERR_HTTP_REQUEST_TIMEOUT: 408 };

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before there is a request
 * (headers too large, a malformed request line, a timeout) is answered in the envelope as a
 * complete HTTP response, then the connection is closed.
 */
export function handleClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
  if (socket.writable) {
    const body = JSON.stringify(errorBody(STATUS_MESSAGES[status] ?? INVALID_REQUEST_MESSAGE));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
