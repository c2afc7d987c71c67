// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PeriodNav } from './period-nav.tsx';

afterEach(cleanup);

function Where() {
  const location = useLocation();
  return <output aria-label="adresse">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(url: string, nav: React.ReactNode) {
  const Stub = createRoutesStub([
    {
      path: '/journal',
      Component: () => (
        <>
          {nav}
          <Where />
        </>
      ),
    },
  ]);
  return render(<Stub initialEntries={[url]} />);
}

describe('PeriodNav', () => {
  it('steps to the previous and next periods under the names given, and hides today while it is shown', () => {
    const onClick = vi.fn();
    renderAt(
      '/journal?jour=2026-11-27',
      <PeriodNav
        label="Changer de jour"
        steps={{
          previous: { to: '?jour=2026-11-26', text: 'Jour précédent', label: 'Jour précédent : jeudi 26 novembre', onClick },
          home: null,
          next: { to: '?jour=2026-11-28', text: 'Jour suivant' },
        }}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Changer de jour' });
    expect(nav.className).toBe('day-nav');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Jour précédent', 'Jour suivant']);
    expect(links.every((link) => link.className === 'button ghost')).toBe(true);

    fireEvent.click(screen.getByRole('link', { name: 'Jour précédent : jeudi 26 novembre' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByRole('status', { name: 'adresse' }).textContent).toBe('/journal?jour=2026-11-26');
  });

  it('offers today between the two when another period is shown, and a field to go to any day', () => {
    renderAt(
      '/journal?jour=2026-11-20',
      <PeriodNav
        label="Changer de jour"
        steps={{
          previous: { to: '?jour=2026-11-19', text: 'Jour précédent' },
          home: { to: '?jour=2026-11-27', text: 'Aujourd’hui' },
          next: { to: '?jour=2026-11-21', text: 'Jour suivant' },
        }}
        pick={{ id: 'log-day', name: 'jour', type: 'date', value: '2026-11-20', label: 'Choisir un jour', submit: 'Afficher' }}
      >
        <a href="#courses">{'Liste de courses'}</a>
      </PeriodNav>,
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Jour précédent', 'Aujourd’hui', 'Jour suivant', 'Liste de courses']);
    const field = screen.getByLabelText<HTMLInputElement>('Choisir un jour');
    expect(field.name).toBe('jour');
    expect(field.type).toBe('date');
    expect(field.value).toBe('2026-11-20');
    expect(field.required).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'Aujourd’hui' }));
    expect(screen.getByRole('status', { name: 'adresse' }).textContent).toBe('/journal?jour=2026-11-27');
  });

  it('marks the chosen period as the current page among fixed choices', () => {
    renderAt(
      '/journal?periode=30j',
      <PeriodNav
        label="Période"
        choices={[
          { to: '/journal?periode=7j', text: '7 jours', chosen: false },
          { to: '/journal?periode=30j', text: '30 jours', chosen: true },
        ]}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Période' }).className).toBe('period-nav');
    expect(screen.getByRole('link', { name: '30 jours' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '7 jours' }).hasAttribute('aria-current')).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: '7 jours' }));
    expect(screen.getByRole('status', { name: 'adresse' }).textContent).toBe('/journal?periode=7j');
  });
});
