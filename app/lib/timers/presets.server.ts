import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { readDoc } from '#app/lib/data/documents.server.ts';
import { requireUser } from '#app/lib/firebase/auth-session.server.ts';
import { timerPresetsDoc } from '#app/lib/data/timer-presets.ts';

/** The loader of every timer page: the person's saved set-ups are in the first HTML; the presets panel's listener takes over. */
export async function loadTimerPresets(request: Request) {
  const user = await requireUser(request);
  return { presets: await readDoc(adminDb(), timerPresetsDoc, { uid: user.uid }) };
}
