import type { ReactNode } from 'react';

/**
 * The table behind a drawing (a chart, the body map), folded under a summary: what a screen reader
 * or a person who wants the figures reads instead of the picture. `children` are the table's
 * `<thead>` and `<tbody>`.
 */
export function TableAlternative({ summary, label, title, children }: { summary: string; label: string; title: string; children: ReactNode }) {
  return (
    <details className="chart-data">
      <summary>{summary}</summary>
      {/* Focusable so keyboard users can scroll it (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="table-scroll" tabIndex={0} role="region" aria-label={label}>
        <table>
          <caption className="visually-hidden">{title}</caption>
          {children}
        </table>
      </div>
    </details>
  );
}
