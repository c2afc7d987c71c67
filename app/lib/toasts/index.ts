export * from './toast-store.ts';
export * from './placement.ts';
