import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { failureMessageKey } from '#app/lib/forms/messages.ts';
import { useOutboxState } from './use-outbox.ts';

/**
 * Writes kept offline that the server refused when they were sent again ("Repas du 27 nov. non
 * enregistré : …"): each stays listed until the person dismisses it, never dropped silently.
 */
export function OutboxRefusals() {
  const { t } = useTranslation();
  const { refusals } = useOutboxState();
  if (refusals.length === 0) return null;
  const dismiss = (id: string) => {
    void import('#app/lib/offline/outbox.ts').then((outbox) => outbox.outboxOfThisPage().dismiss(id));
  };
  return (
    <section className="outbox-refusals" role="alert" aria-label={t('common:outbox.refusalsLabel')}>
      <ul>
        {refusals.map((refusal) => (
          <li key={refusal.id}>
            <span>{t(refusal.description.key, { ...refusal.description.values, reason: t(failureMessageKey({ code: refusal.code })) })}</span>
            <button type="button" className="icon-button" onClick={() => dismiss(refusal.id)} aria-label={t('common:outbox.dismiss')}>
              <X aria-hidden="true" size={18} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
