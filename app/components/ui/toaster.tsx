import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { createToastStore, type ToastType } from '#app/lib/toasts/index.ts';

/** The one toast API: `toast.success(title, description?)` from any component or module. */
export const toast = createToastStore({
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
});

const icons: Record<ToastType, typeof Info> = {
  success: CircleCheck,
  warning: TriangleAlert,
  error: CircleAlert,
  info: Info,
};

export function Toaster() {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(toast.subscribe, toast.getSnapshot, toast.getServerSnapshot);
  // The live region is always in the page so screen readers announce toasts added later.
  return (
    <section className="toaster" aria-label={t('common:toast.region')} aria-live="polite">
      {toasts.map(({ id, type, title, description }) => {
        const Icon = icons[type];
        return (
          <div key={id} className={`toast toast-${type}`} role={type === 'error' ? 'alert' : 'status'} data-type={type}>
            <Icon aria-hidden="true" size={20} className="toast-icon" />
            <div className="toast-body">
              <p className="toast-title">{title}</p>
              {description ? <p className="toast-description">{description}</p> : null}
            </div>
            <button type="button" className="icon-button" onClick={() => toast.dismiss(id)} aria-label={t('common:toast.close')}>
              <X aria-hidden="true" size={16} />
            </button>
          </div>
        );
      })}
    </section>
  );
}
