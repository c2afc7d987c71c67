/*
 * The uPlot half of <TimeSeriesChart>. Only ever loaded with `import()` from chart.tsx, in the
 * browser, so uPlot (≈ 50 KB) and its stylesheet reach only the pages that draw a chart.
 */
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface PlotLine {
  readonly label: string;
  readonly values: readonly (number | null)[];
  readonly color: string;
  readonly format: (value: number) => string;
}

export interface PlotSpec {
  readonly xs: readonly number[];
  readonly lines: readonly PlotLine[];
  readonly width: number;
  readonly height: number;
  readonly utc: boolean;
  readonly formatDay: (ms: number) => string;
  readonly formatAxis: (value: number) => string;
  readonly gridColor: string;
  readonly textColor: string;
}

export interface Plot {
  setSize(width: number, height: number): void;
  destroy(): void;
}

export function createPlot(target: HTMLElement, spec: PlotSpec): Plot {
  const font = '12px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
  const axis = { stroke: spec.textColor, font, grid: { stroke: spec.gridColor, width: 1 }, ticks: { stroke: spec.gridColor, width: 1 } };
  const plot = new uPlot(
    {
      width: spec.width,
      height: spec.height,
      ms: 1,
      ...(spec.utc ? { tzDate: (ts: number) => uPlot.tzDate(new Date(ts), 'Etc/UTC') } : {}),
      legend: { show: spec.lines.length > 1 },
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: true } },
      series: [
        { value: (_u, ms) => (ms === null ? '' : spec.formatDay(ms)) },
        ...spec.lines.map((line) => ({
          label: line.label,
          stroke: line.color,
          width: 2,
          spanGaps: true,
          points: { show: true, size: 6, fill: line.color },
          value: (_u: uPlot, v: number | null) => (v === null ? '' : line.format(v)),
        })),
      ],
      axes: [
        { ...axis, values: (_u, splits) => splits.map((ms) => spec.formatDay(ms)) },
        { ...axis, size: 56, values: (_u, splits) => splits.map((v) => spec.formatAxis(v)) },
      ],
    },
    [spec.xs as number[], ...spec.lines.map((l) => l.values as (number | null)[])],
    target,
  );
  return {
    setSize: (width, height) => plot.setSize({ width, height }),
    destroy: () => plot.destroy(),
  };
}
