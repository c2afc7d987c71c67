import { DEFAULT_THEME, SYSTEM_DARK_QUERY, THEME_ATTRIBUTE, THEME_STORAGE_KEY, THEMES } from './theme.ts';

/**
 * Inline `<script>` for `<head>`: applies the theme before first paint so a light-preferring
 * visitor never sees a dark flash. It must mirror `resolveTheme` exactly (tests evaluate it
 * against the same table); it is built from the same constants so the two cannot drift on
 * names. Every browser access is guarded: a throwing localStorage or a missing matchMedia
 * must still leave a valid theme on <html>.
 *
 * Safe to embed with `dangerouslySetInnerHTML`: JSON.stringify output here contains no `<`.
 */
export const themeBootScript: string = [
  '(function(){',
  `var k=${JSON.stringify(THEME_STORAGE_KEY)},a=${JSON.stringify(THEMES)},t=null,d=${JSON.stringify(DEFAULT_THEME === 'dark')};`,
  'try{t=window.localStorage.getItem(k)}catch(e){}',
  'if(a.indexOf(t)===-1){',
  `try{if(typeof window.matchMedia==="function")d=!!window.matchMedia(${JSON.stringify(SYSTEM_DARK_QUERY)}).matches}catch(e){}`,
  't=d?"dark":"light"}',
  `try{document.documentElement.setAttribute(${JSON.stringify(THEME_ATTRIBUTE)},t)}catch(e){}`,
  '})();',
].join('');
