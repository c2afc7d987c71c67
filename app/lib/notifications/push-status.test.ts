import { describe, expect, it, vi } from 'vitest';
import settingsFr from '../../../locales/fr/settings.json';
import { createPushStatusStore, parsePushStatus, pushErrorKey, PUSH_STATUS_STORAGE_KEY } from './push-status.ts';

function storage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('push status store', () => {
  it('remembers the last success and the last error, and notifies', () => {
    const s = storage();
    const store = createPushStatusStore(() => s);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.getSnapshot()).toStrictEqual({ registeredAt: null, lastError: null });
    store.recordError(new Error('permission denied'), 1000);
    expect(store.getSnapshot()).toStrictEqual({ registeredAt: null, lastError: { message: 'permission denied', at: 1000 } });
    // Same snapshot object while nothing changed (useSyncExternalStore needs that).
    expect(store.getSnapshot()).toBe(store.getSnapshot());
    store.recordSuccess(2000);
    expect(store.getSnapshot()).toStrictEqual({ registeredAt: 2000, lastError: null });
    expect(JSON.parse(s.data.get(PUSH_STATUS_STORAGE_KEY)!)).toStrictEqual({ registeredAt: 2000, lastError: null });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('survives missing or throwing storage and malformed data', () => {
    const store = createPushStatusStore(() => {
      throw new Error('SecurityError');
    });
    expect(() => store.recordError('x', 1)).not.toThrow();
    expect(store.getSnapshot()).toStrictEqual({ registeredAt: null, lastError: null });
    expect(parsePushStatus('{not json')).toStrictEqual({ registeredAt: null, lastError: null });
    expect(parsePushStatus('{"registeredAt":"x","lastError":{"message":1}}')).toStrictEqual({ registeredAt: null, lastError: null });
  });
});

describe('pushErrorKey', () => {
  const text = (key: string) =>
    key
      .replace(/^settings:/, '')
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], settingsFr);

  it.each([
    ['uid requis', 'Votre session n’est pas encore prête : reconnectez-vous puis réessayez.'],
    ['FCM non supporté', 'Ce navigateur ne prend pas en charge les notifications push.'],
    ['permission denied', 'L’autorisation des notifications a été refusée dans ce navigateur.'],
    ['permission default', 'La demande d’autorisation est restée sans réponse.'],
    ['token vide', 'Le service de notifications n’a pas fourni de jeton. Réessayez plus tard.'],
    ['installation registration timed out after 10000 ms', 'Le service de notifications n’a pas répondu à temps (10 s). Réessayez plus tard.'],
    ['service worker not activated within 10000 ms', 'Le service de notifications n’a pas répondu à temps (10 s). Réessayez plus tard.'],
    ['AbortError: push service error', 'L’inscription aux notifications a échoué. Vérifiez votre connexion puis réessayez.'],
  ])("explains '%s' in French", (message, french) => {
    expect(text(pushErrorKey(message))).toBe(french);
  });
});
