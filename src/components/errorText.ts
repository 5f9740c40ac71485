import { isTransportFailure } from '../api/apiError.ts';
import { errorMessageOf } from '../domain/errorMessage.ts';
import { ERROR_DEFINITIONS, ErrorCode } from '../domain/errors.ts';
import { translateMessage } from './translateMessage.ts';

/**
 * What to tell the admin about anything a call rejected with (string, Error, API error object or
 * envelope): the translation of its message when one exists, otherwise the raw text.
 */
export function errorText(error: unknown): string {
  // A call that never reached the server (or a chunk that did not load): one translated sentence.
  if (isTransportFailure(error)) return translateMessage('widgets.offline.title');
  const { message, params } = errorMessageOf(error);
  const text = translateMessage(message, params ? { params } : {});
  // The fallback message must read in the admin's language even where no namespace lists it.
  return text === ERROR_DEFINITIONS[ErrorCode.Unexpected].message ? translateMessage('widgets.toast.unexpectedError') : text;
}
