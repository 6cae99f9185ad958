/** Messages of the generic failures every route can answer with (`{ data: { message } }`). */
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';
export const FORBIDDEN_MESSAGE = 'You do not have access to this.';
export const NOT_FOUND_MESSAGE = 'Not found.';
export const INVALID_REQUEST_MESSAGE = 'The request is not valid.';
/** Also the client's toast for a failure that says nothing more useful. */
export const SOMETHING_WENT_WRONG_MESSAGE = 'Something went wrong.';
/** 503: the database could not be reached or answered too late; the request may be repeated. */
export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a few seconds.';

/**
 * The refusal of a feature call by a user who has not agreed to the terms yet: 403 with this
 * `code` beside the message, so the portal asks for consent instead of showing an error.
 */
export const TERMS_NOT_AGREED_CODE = 'terms_not_agreed';
export const TERMS_NOT_AGREED_MESSAGE = 'Please accept the terms of service to continue.';
