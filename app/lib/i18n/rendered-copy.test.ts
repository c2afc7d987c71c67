import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { recordRenderedCopy, renderedCopyOf } from './rendered-copy.ts';

const resources = {
  fr: {
    common: { nav: { home: 'Accueil', programs: 'Programmes' }, items_one: '{{count}} élément', items_other: '{{count}} éléments', unused: 'jamais lu' },
    tests: { steps: { cooper: ['Courir', 'Mesurer'] }, title: 'Tests' },
    auth: { title: 'Connexion' },
  },
};

async function instance() {
  // As the server's middleware makes one per request: created, given its modules, initialised.
  const i18n = createInstance({ lng: 'fr', fallbackLng: 'fr', resources, ns: Object.keys(resources.fr), defaultNS: 'common' });
  i18n.use(recordRenderedCopy);
  await i18n.init({ lng: 'fr' });
  return i18n;
}

describe('renderedCopyOf', () => {
  it('keeps only the strings looked up, at their place, with the plural form used', async () => {
    const i18n = await instance();
    expect(i18n.t('common:nav.home')).toBe('Accueil');
    expect(i18n.t('common:items', { count: 3 })).toBe('3 éléments');
    expect(i18n.t('tests:steps.cooper', { returnObjects: true })).toEqual(['Courir', 'Mesurer']);
    expect(renderedCopyOf(i18n, 'fr', ['common', 'tests'])).toEqual({
      common: { nav: { home: 'Accueil' }, items_other: '{{count}} éléments' },
      tests: { steps: { cooper: ['Courir', 'Mesurer'] } },
    });
  });

  it('gives a declared namespace with nothing looked up as empty, and adds one looked up without being declared', async () => {
    const i18n = await instance();
    i18n.t('auth:title');
    expect(renderedCopyOf(i18n, 'fr', ['common'])).toEqual({ common: {}, auth: { title: 'Connexion' } });
  });

  it('reads the strings through a copy of the instance, as react-i18next hands components', async () => {
    const i18n = await instance();
    i18n.t('common:nav.home');
    const copy = Object.create(Object.getPrototypeOf(i18n), Object.getOwnPropertyDescriptors(i18n)) as typeof i18n;
    expect(renderedCopyOf(copy, 'fr', ['common'])).toEqual({ common: { nav: { home: 'Accueil' } } });
  });

  it('records per instance: one request never sees another one’s strings', async () => {
    const first = await instance();
    const second = await instance();
    first.t('common:nav.programs');
    expect(renderedCopyOf(second, 'fr', ['common'])).toEqual({ common: {} });
  });

  it('leaves the shared resources untouched when a whole object and a string inside it are both asked', async () => {
    const i18n = await instance();
    i18n.t('common:nav.home');
    i18n.t('common:nav', { returnObjects: true });
    const copy = renderedCopyOf(i18n, 'fr', ['common']);
    expect(copy.common).toEqual({ nav: { home: 'Accueil', programs: 'Programmes' } });
    expect(resources.fr.common.nav).toEqual({ home: 'Accueil', programs: 'Programmes' });
  });
});
