import type { MiddlewareFunction } from 'react-router';
import { getInstance } from '#app/lib/i18n/i18next.server.ts';

/**
 * Largest request body the app accepts (forms, sign-in tokens, actions): far above any form of
 * Élan, far below what could exhaust memory. Checked before anything reads the body; Node stops
 * reading at the declared length, so the declared length is a real bound.
 */
export const MAX_REQUEST_BODY_BYTES = 64 * 1024;

export const bodyLimitMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const declared = request.headers.get('Content-Length');
  const refuse = (status: 411 | 413) =>
    new Response(getInstance(context).t(status === 413 ? 'common:errors.tooLarge' : 'common:errors.lengthRequired'), {
      status,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  if (declared === null) return request.headers.has('Transfer-Encoding') ? refuse(411) : next();
  if (!/^\d+$/.test(declared) || Number(declared) > MAX_REQUEST_BODY_BYTES) return refuse(413);
  return next();
};
