import type { HeadersFunction } from 'react-router';

/**
 * A refusal thrown by a loader or an action is rendered by the nearest error boundary, and its
 * headers reach the answer only through that boundary's route: a 405's `Allow`, a 429's
 * `Retry-After`. Every route with an error boundary exports this as its `headers`.
 */
export const refusalHeaders: HeadersFunction = ({ parentHeaders, errorHeaders }) => {
  const headers = new Headers(parentHeaders);
  for (const name of ['Allow', 'Retry-After']) {
    const value = errorHeaders?.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
};
