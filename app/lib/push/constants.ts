/**
 * Seed strings and timings for web push. The French error strings are protocol strings from the
 * product spec (the settings screen maps them to its own copy), so they live here, once.
 */

export const PUSH_ERROR_UID_REQUIRED = 'uid requis';
export const PUSH_ERROR_UNSUPPORTED = 'FCM non supporté';
export const PUSH_ERROR_EMPTY_TOKEN = 'token vide';
/** 'permission denied', 'permission default', … */
export function pushPermissionError(status: string): string {
  return `permission ${status}`;
}

/** Title of a foreground push that came without one. */
export const DEFAULT_NOTIFICATION_TITLE = 'notification';

export const REREGISTER_INTERVAL_MS = 6 * 60 * 60 * 1000;
export const VISIBLE_REREGISTER_DELAY_MS = 10_000;
export const TOKEN_REFRESH_AFTER_MS = 7 * 24 * 60 * 60 * 1000;
export const INSTALLATION_TIMEOUT_MS = 10_000;
export const SW_ACTIVATION_TIMEOUT_MS = 10_000;

// Developer-facing (logged, not shown as such), hence English.
export const SW_ACTIVATION_TIMEOUT_MESSAGE = `service worker not activated within ${SW_ACTIVATION_TIMEOUT_MS} ms`;
export const SW_REDUNDANT_MESSAGE = 'service worker became redundant before activating';
export const INSTALLATION_TIMEOUT_MESSAGE = `installation registration timed out after ${INSTALLATION_TIMEOUT_MS} ms`;

/** localStorage key for the last token and when it was obtained (drives the 7-day refresh). */
export const PUSH_TOKEN_STORAGE_KEY = 'elan-push-token';
export const PUSH_PLATFORM = 'web';
