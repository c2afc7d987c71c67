import type { Route } from './+types/api.notifications.send-test';
import { adminApp, adminDb } from '#app/lib/firebase/admin.server.ts';
import { adminDeliveryDeps, isFcmConfigured, deliverNotification } from '#app/lib/notifications/notifications.server.ts';
import { requireApiUser } from '#app/lib/firebase/auth-session.server.ts';
import { serverEnv } from '#app/lib/env.server.ts';
import { actionFailure, actionSuccess, rateLimitedFailure } from '#app/lib/forms/action-result.ts';
import { limitAccount, limitAddress } from '#app/lib/security/rate-limit.server.ts';
import { getInstance } from '#app/lib/i18n/i18next.server.ts';
import { acceptPost, assertSameOrigin } from '#app/lib/request.server.ts';

const noStore = { 'Cache-Control': 'no-store' };
const rateLimited = (retryAfterSec: number) => rateLimitedFailure(retryAfterSec);

// "M'envoyer une notification de test": the inbox item always, the push when FCM is configured.
export async function action({ request, context }: Route.ActionArgs) {
  acceptPost({ request, context }, 'POST');
  assertSameOrigin({ request, context });
  const byAddress = limitAddress('sendTest', context);
  if (!byAddress.allowed) return rateLimited(byAddress.retryAfterSec);
  const user = await requireApiUser(request);
  const byAccount = await limitAccount('sendTest', user.uid);
  if (!byAccount.allowed) return rateLimited(byAccount.retryAfterSec);
  const { t } = getInstance(context);
  try {
    const outcome = await deliverNotification(
      adminDeliveryDeps({
        db: adminDb(),
        app: adminApp,
        uid: user.uid,
        origin: serverEnv.appOrigin ?? new URL(request.url).origin,
        fcmConfigured: isFcmConfigured(serverEnv),
      }),
      { title: t('notifications:test.title'), body: t('notifications:test.body'), link: '/settings/notifications' },
    );
    return actionSuccess({ outcome }, { headers: noStore });
  } catch (error) {
    console.error('[push] test notification failed', error);
    return actionFailure('settings:notifications.test.failed', { status: 500, headers: noStore });
  }
}
