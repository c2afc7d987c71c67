import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { chooseToastPlacement, createToastStore, type Rect, type ToastPlacement, type ToastType } from '#app/lib/toasts/index.ts';

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

// What a person may be about to tap or type in, in the page's content (not keyboard-only stops
// such as a scrollable region: they can be reached under a toast).
const CONTROLS =
  'main :is(a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [role="switch"], [role="tab"])';

// A DOMRect's sides are prototype getters: copied into a plain object, they survive spreading.
function rectOf(element: Element): Rect {
  const { left, top, right, bottom } = element.getBoundingClientRect();
  return { left, top, right, bottom };
}

function visibleControls(toaster: HTMLElement): Rect[] {
  return [...document.querySelectorAll<HTMLElement>(CONTROLS)]
    .filter((element) => !toaster.contains(element))
    .map(rectOf)
    .filter((rect) => rect.right > rect.left && rect.bottom > rect.top);
}

// What says where the person is: the page's heading, which the top spot never covers.
const KEEP_CLEAR = 'main h1';

function keptClear(): Rect[] {
  return [...document.querySelectorAll(KEEP_CLEAR)].map(rectOf);
}

/**
 * Keeps the stack off the controls of the page (see `chooseToastPlacement`): re-checked while
 * toasts show, whenever the page scrolls, resizes or changes (a saved row appearing under them).
 */
function usePlacement(toaster: RefObject<HTMLElement | null>, count: number): ToastPlacement {
  const [placement, setPlacement] = useState<ToastPlacement>('bottom');
  useEffect(() => {
    const element = toaster.current;
    if (!element || count === 0) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const first = element.firstElementChild;
      const last = element.lastElementChild;
      if (!first || !last) return;
      setPlacement(chooseToastPlacement(rectOf(element), rectOf(last).bottom - rectOf(first).top, visibleControls(element), keptClear()));
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(check);
    };
    schedule();
    const changes = new MutationObserver(schedule);
    const main = document.querySelector('main');
    if (main) changes.observe(main, { childList: true, subtree: true });
    window.addEventListener('scroll', schedule, { passive: true, capture: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      changes.disconnect();
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
    };
  }, [toaster, count]);
  return count === 0 ? 'bottom' : placement;
}

export function Toaster() {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(toast.subscribe, toast.getSnapshot, toast.getServerSnapshot);
  const ref = useRef<HTMLElement>(null);
  const placement = usePlacement(ref, toasts.length);
  // The live region is always in the page so screen readers announce toasts added later.
  return (
    <section ref={ref} className="toaster" data-placement={placement} aria-label={t('common:toast.region')} aria-live="polite">
      {toasts.map(({ id, type, title, description, action }) => {
        const Icon = icons[type];
        return (
          <div key={id} className={`toast toast-${type}`} role={type === 'error' ? 'alert' : 'status'} data-type={type}>
            <Icon aria-hidden="true" size={20} className="toast-icon" />
            <div className="toast-body">
              <p className="toast-title">{title}</p>
              {description ? <p className="toast-description">{description}</p> : null}
            </div>
            {action ? (
              <button type="button" className="button ghost toast-action" onClick={() => toast.act(id)}>
                {action.label}
              </button>
            ) : null}
            <button type="button" className="icon-button" onClick={() => toast.dismiss(id)} aria-label={t('common:toast.close')}>
              <X aria-hidden="true" size={16} />
            </button>
          </div>
        );
      })}
    </section>
  );
}
