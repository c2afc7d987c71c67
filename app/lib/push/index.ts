export * from './constants.ts';
export {
  attempt,
  waitForServiceWorkerActivation,
  withInstallationTimeout,
  withTimeout,
  type ServiceWorkerLike,
  type ServiceWorkerRegistrationLike,
  type TimeoutTimers,
} from './async.ts';
export {
  buildPushTokenRecord,
  currentPermission,
  enablePush,
  isTokenRefreshDue,
  readStoredToken,
  registerPushToken,
  type EnablePushDeps,
  type PushLogger,
  type PushRegistrationDeps,
  type PushRegistrationResult,
  type PushStorage,
  type PushTokenRecord,
} from './register.ts';
export { startPushRegistration, type PushSchedulerDeps, type VisibilityDocument } from './scheduler.ts';
export {
  foregroundMessageToToast,
  showSystemNotification,
  type ForegroundPayload,
  type ForegroundToast,
  type NotificationConstructorLike,
  type NotificationRegistrationLike,
  type SystemNotificationDeps,
  type SystemNotificationResult,
} from './foreground.ts';
