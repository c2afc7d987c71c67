export * from './theme.ts';
export { themeBootScript } from './boot-script.ts';
