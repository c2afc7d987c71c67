import { useRef } from 'react';
import { Link } from 'react-router';
import type { ToastType } from '#app/lib/toasts/index.ts';
import { toast } from '#app/components/ui/toaster.tsx';

/** Buttons that raise toasts, so the end-to-end tests can check the queue and durations. */
export default function Toasts() {
  const count = useRef(0);
  const raise = (type: ToastType, duration?: number) => {
    count.current += 1;
    toast.show({ type, title: `toast ${count.current}`, description: `${type} ${duration ?? 'default'}`, duration });
  };
  return (
    <div className="stack">
      {(['success', 'warning', 'error', 'info'] as const).map((type) => (
        <button key={type} type="button" className="button" onClick={() => raise(type)}>
          {type}
        </button>
      ))}
      <button type="button" className="button" onClick={() => raise('info', 500)}>
        short
      </button>
      <Link to="/__test/render-error">render error</Link>
    </div>
  );
}
