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
  /** Axis ticks ('3 nov.'). */
  readonly formatDay: (ms: number) => string;
  /** The x series' name in the legend (uPlot would write 'Time'). */
  readonly xLabel: string;
  /** What the tooltip says at one x: its date, then each line's value. */
  readonly describe: (index: number) => readonly string[];
  readonly formatAxis: (value: number) => string;
  readonly gridColor: string;
  readonly textColor: string;
}

export interface Plot {
  setSize(width: number, height: number): void;
  destroy(): void;
  /** Points at the value at `index` (keyboard), or nowhere with null. */
  showPoint(index: number | null): void;
}

/**
 * A tooltip over the plot that follows uPlot's cursor (mouse, a tap on touch screens, or
 * `showPoint` from the keyboard): the nearest point's date and values, kept inside the plot.
 */
function tooltipPlugin(spec: PlotSpec): uPlot.Plugin {
  const tip = document.createElement('div');
  tip.className = 'chart-tooltip';
  tip.hidden = true;
  const place = (u: uPlot) => {
    const index = u.cursor.idx;
    const lines = index === null || index === undefined ? [] : spec.describe(index);
    if (lines.length < 2 || index === null || index === undefined) {
      tip.hidden = true;
      return;
    }
    tip.replaceChildren(
      ...lines.map((text, i) => {
        const line = document.createElement(i === 0 ? 'strong' : 'span');
        line.textContent = text;
        return line;
      }),
    );
    tip.hidden = false;
    const x = u.valToPos(spec.xs[index] ?? 0, 'x');
    const ys = spec.lines.flatMap((line) => {
      const v = line.values[index];
      return v === null || v === undefined ? [] : [u.valToPos(v, 'y')];
    });
    const y = Math.min(...ys);
    const { offsetWidth: width, offsetHeight: height } = tip;
    const gap = 10;
    const left = Math.min(Math.max(x - width / 2, 0), u.over.clientWidth - width);
    const above = y - height - gap;
    const top = above >= 0 ? above : Math.min(y + gap, u.over.clientHeight - height);
    tip.style.transform = `translate(${Math.round(left)}px, ${Math.round(top)}px)`;
  };
  return {
    hooks: {
      init: (u) => {
        u.over.appendChild(tip);
      },
      setCursor: place,
    },
  };
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
      // A key of the lines only: the tooltip says the values (a live legend adds uPlot's English 'Time' row).
      legend: { show: spec.lines.length > 1, live: false },
      plugins: [tooltipPlugin(spec)],
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: true } },
      series: [
        { label: spec.xLabel, value: (_u, ms) => (ms === null ? '' : spec.formatDay(ms)) },
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
    showPoint(index) {
      if (index === null) {
        plot.setCursor({ left: -10, top: -10 });
        return;
      }
      const values = spec.lines.map((line) => line.values[index]).filter((v): v is number => v !== null && v !== undefined);
      plot.setCursor({ left: plot.valToPos(spec.xs[index] ?? 0, 'x'), top: plot.valToPos(values[0] ?? 0, 'y') });
    },
  };
}
