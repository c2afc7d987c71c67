/*
 * <TimeSeriesChart>: one or more lines over time, for every chart in Élan (measurements,
 * progress, energy balance…). uPlot draws on a canvas and is loaded only when a chart mounts
 * (see chart-impl.ts), so no route pays for it unless it shows a chart. The canvas is hidden
 * from assistive technology; a text summary and a table of the values carry the same data.
 * Until uPlot has drawn, a placeholder of the chart's size holds its place. Hovering or tapping
 * shows the nearest point's date and value; for the keyboard the plot is a slider over the
 * points (arrow keys, Home, End), each announced through its value text. Colours come from the theme's CSS custom properties and follow
 * theme changes.
 */
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Plot } from '#app/lib/charts/chart-impl.ts';
import { TableAlternative } from '#app/components/ui/table-alternative.tsx';
import { formatNumber } from '#app/lib/format/index.ts';

export interface ChartLine {
  /** Legend, table header and summary name. */
  readonly label: string;
  /** [x in epoch ms, value]; any order, duplicates allowed (the last wins). */
  readonly points: readonly (readonly [number, number])[];
  /** Unit written after values ('kg', 'cm'). */
  readonly unit?: string;
  readonly decimals?: number;
  /** A theme custom property; defaults cycle through accent, info, warning, error. */
  readonly colorVar?: string;
  /** The data table's text where this line has no value (default '—'), e.g. 'non renseigné'. */
  readonly missingText?: string;
}

export interface TimeSeriesChartProps {
  /** Accessible name of the figure. */
  readonly title: string;
  readonly lines: readonly ChartLine[];
  readonly height?: number;
  /**
   * X values are calendar days stored as UTC midnight (the default, for 'YYYY-MM-DD' data);
   * false for real instants, shown in the person's time zone.
   */
  readonly utcDays?: boolean;
}

const DEFAULT_COLORS = ['--accent', '--info', '--warning', '--error'];

// Built once per process, not at every render (every page load on the server).
const dayFormats = (zone: { timeZone?: string }) => ({
  day: new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', year: 'numeric', ...zone }),
  shortDay: new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', ...zone }),
});
const UTC_DAY_FORMATS = dayFormats({ timeZone: 'UTC' });
const LOCAL_DAY_FORMATS = dayFormats({});

interface Aligned {
  readonly xs: number[];
  readonly columns: (number | null)[][];
}

/** One shared x axis: the union of every line's x values, gaps as null. */
export function alignLines(lines: readonly ChartLine[]): Aligned {
  const xs = [...new Set(lines.flatMap((l) => l.points.map(([x]) => x)))].sort((a, b) => a - b);
  const index = new Map(xs.map((x, i) => [x, i]));
  const columns = lines.map((line) => {
    const column: (number | null)[] = xs.map(() => null);
    for (const [x, y] of line.points) column[index.get(x) ?? 0] = y;
    return column;
  });
  return { xs, columns };
}

function subscribeTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

function readTheme(): string {
  return document.documentElement.dataset.theme ?? 'dark';
}

function cssVar(element: Element, name: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || 'currentColor';
}

export function TimeSeriesChart({ title, lines, height = 240, utcDays = true }: TimeSeriesChartProps) {
  const { t } = useTranslation();
  const id = useId();
  const canvasRef = useRef<HTMLDivElement>(null);
  // Redraw with the new colours when the theme changes; null during SSR and hydration.
  const theme = useSyncExternalStore(subscribeTheme, readTheme, () => null);
  const [failed, setFailed] = useState(false);
  const [drawn, setDrawn] = useState(false);
  const plotRef = useRef<Plot | null>(null);
  // The point the keyboard is on; null until the plot is first focused.
  const [point, setPoint] = useState<number | null>(null);
  // Callers may rebuild `lines` on every render: redraw only when the content changes.
  const signature = JSON.stringify(lines);
  const stableLines = useMemo(() => JSON.parse(signature) as ChartLine[], [signature]);
  const aligned = useMemo(() => alignLines(stableLines), [stableLines]);
  const xLabel = t('common:chart.date');

  const formats = useMemo(() => {
    const withUnit = (i: number) => (v: number) => `${formatNumber(v, stableLines[i]?.decimals ?? 1, { trimZeros: true })}${stableLines[i]?.unit ? ` ${stableLines[i]?.unit}` : ''}`;
    return { ...(utcDays ? UTC_DAY_FORMATS : LOCAL_DAY_FORMATS), value: withUnit, axis: (v: number) => formatNumber(v, 1, { trimZeros: true }) };
  }, [stableLines, utcDays]);

  /** One x: its date, then each line's value ('Poids : 72,5 kg' when there are several lines). */
  const describe = useMemo(
    () =>
      (index: number): string[] => {
        const x = aligned.xs[index];
        if (x === undefined) return [];
        const values = stableLines.flatMap((line, i) => {
          const v = aligned.columns[i]?.[index];
          if (v === null || v === undefined) return [];
          return [stableLines.length > 1 ? `${line.label} : ${formats.value(i)(v)}` : formats.value(i)(v)];
        });
        return [formats.day.format(x), ...values];
      },
    [aligned, stableLines, formats],
  );

  useEffect(() => {
    const target = canvasRef.current;
    if (!target || theme === null || aligned.xs.length === 0) return;
    let plot: Plot | undefined;
    let active = true;
    const resize = new ResizeObserver(([entry]) => {
      if (entry) plot?.setSize(Math.floor(entry.contentRect.width), height);
    });
    import('#app/lib/charts/chart-impl.ts')
      .then(({ createPlot }) => {
        if (!active) return;
        target.replaceChildren();
        plot = createPlot(target, {
          xs: aligned.xs,
          lines: stableLines.map((line, i) => ({
            label: line.label,
            values: aligned.columns[i] ?? [],
            color: cssVar(target, line.colorVar ?? DEFAULT_COLORS[i % DEFAULT_COLORS.length] ?? '--accent'),
            format: formats.value(i),
          })),
          width: Math.max(200, Math.floor(target.clientWidth)),
          height,
          utc: utcDays,
          formatDay: (ms) => formats.shortDay.format(ms),
          xLabel,
          describe,
          formatAxis: formats.axis,
          gridColor: cssVar(target, '--border'),
          textColor: cssVar(target, '--text-muted'),
        });
        plotRef.current = plot;
        setPoint(null);
        setDrawn(true);
        resize.observe(target);
      })
      .catch((error: unknown) => {
        console.error(error);
        if (active) setFailed(true);
      });
    return () => {
      active = false;
      resize.disconnect();
      plot?.destroy();
      plotRef.current = null;
    };
  }, [aligned, stableLines, formats, describe, height, utcDays, theme, xLabel]);

  const summaries = lines.map((line, i) => {
    const values = line.points.map(([, v]) => v);
    if (values.length === 0) return null;
    const sorted = [...line.points].sort((a, b) => a[0] - b[0]);
    const format = formats.value(i);
    return t('common:chart.summary', {
      label: line.label,
      count: values.length,
      from: formats.day.format(sorted[0]?.[0] ?? 0),
      to: formats.day.format(sorted[sorted.length - 1]?.[0] ?? 0),
      min: format(Math.min(...values)),
      max: format(Math.max(...values)),
      last: format(sorted[sorted.length - 1]?.[1] ?? 0),
    });
  });

  const last = aligned.xs.length - 1;
  const current = point ?? last;

  function show(index: number | null) {
    if (index !== null) setPoint(index);
    plotRef.current?.showPoint(index);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, () => number | null> = {
      ArrowRight: () => Math.min(current + 1, last),
      ArrowUp: () => Math.min(current + 1, last),
      ArrowLeft: () => Math.max(current - 1, 0),
      ArrowDown: () => Math.max(current - 1, 0),
      Home: () => 0,
      End: () => last,
      Escape: () => null,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    show(move());
  }

  if (aligned.xs.length === 0) {
    return (
      <figure className="chart" aria-labelledby={`${id}-title`}>
        <figcaption id={`${id}-title`} className="chart-title">
          {title}
        </figcaption>
        <p className="muted chart-empty">{t('common:chart.empty')}</p>
      </figure>
    );
  }

  return (
    <figure className="chart" aria-labelledby={`${id}-title`} aria-describedby={`${id}-summary`}>
      <figcaption id={`${id}-title`} className="chart-title">
        {title}
      </figcaption>
      <div className="chart-frame" style={{ minHeight: height }}>
        {drawn ? (
          <div
            className="chart-points"
            role="slider"
            tabIndex={0}
            aria-label={t('common:chart.explore', { title })}
            aria-describedby={`${id}-hint`}
            aria-valuemin={1}
            aria-valuemax={last + 1}
            aria-valuenow={current + 1}
            aria-valuetext={describe(current).join(' · ')}
            onKeyDown={onKeyDown}
            onFocus={() => show(current)}
            onBlur={() => show(null)}
          />
        ) : failed ? null : (
          <div className="chart-placeholder" data-testid="chart-placeholder">
            {t('common:chart.loading')}
          </div>
        )}
        <div ref={canvasRef} className="chart-canvas" aria-hidden="true" />
      </div>
      {failed ? <p className="muted">{t('common:chart.failed')}</p> : null}
      {drawn ? (
        <p id={`${id}-hint`} className="chart-hint muted">
          {t('common:chart.hint')}
        </p>
      ) : null}
      <p id={`${id}-summary`} className="chart-summary muted">
        {summaries.filter(Boolean).join(' ')}
      </p>
      <TableAlternative summary={t('common:chart.showData')} label={t('common:chart.dataLabel', { title })} title={title}>
        <thead>
          <tr>
            <th scope="col">{t('common:chart.date')}</th>
            {lines.map((l) => (
              <th key={l.label} scope="col">
                {l.unit ? `${l.label} (${l.unit})` : l.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {aligned.xs.map((x, row) => (
            <tr key={x}>
              <th scope="row">{formats.day.format(x)}</th>
              {aligned.columns.map((column, i) => {
                const v = column[row];
                return <td key={lines[i]?.label ?? i}>{v === null || v === undefined ? (lines[i]?.missingText ?? '—') : formats.value(i)(v)}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </TableAlternative>
    </figure>
  );
}
