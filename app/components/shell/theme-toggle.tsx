import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Moon, Sparkles, Sun } from 'lucide-react';
import { browserThemeDeps, createThemeController, type Theme, type ThemeController } from '#app/lib/theme/index.ts';

const icons: Record<Theme, typeof Moon> = { dark: Moon, light: Sun, rose: Sparkles };

let controller: ThemeController | undefined;
function themeController(): ThemeController {
  controller ??= createThemeController(browserThemeDeps());
  return controller;
}

/** Cycles dark → light → rose. The theme itself was applied before first paint by the boot script. */
export function ThemeToggle() {
  const { t } = useTranslation();
  // Unknown during SSR (it lives in localStorage): a neutral button, then the real state.
  const theme = useSyncExternalStore<Theme | null>(
    (onChange) => themeController().subscribe(onChange),
    () => themeController().get(),
    () => null,
  );
  const Icon = icons[theme ?? 'dark'];
  return (
    <button
      type="button"
      className="icon-button"
      onClick={() => themeController().cycle()}
      aria-label={t('common:theme.label', { theme: theme ? t(`common:theme.${theme}`) : '' })}
      data-theme-current={theme ?? undefined}
    >
      <Icon aria-hidden="true" size={20} />
    </button>
  );
}
