import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { completeNamespaces, initClientI18n } from '#app/lib/i18n/client.ts';
import { returnToStandInAddress } from '#app/lib/offline/stand-in.ts';

// Before anything reads the address: a page standing in offline for another hydrates at its own.
returnToStandInAddress();

// The strings embedded by the server are loaded synchronously from the page: no fetch before
// hydration. The rest of the page's namespaces (preloaded) is completed alongside; a failure
// shows where a missing string is needed.
void initClientI18n().then((i18n) => {
  completeNamespaces(i18n).catch(() => {});
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18n}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </I18nextProvider>,
    );
  });
});
