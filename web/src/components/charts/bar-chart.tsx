import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useId } from 'react';
import './bar-chart.css';

/** One bar per period: what it counts, its colour, and its figure in each period (same order as `periods`). */
export interface ChartSeries {
  key: string;
  label: string;
  tone: 'in' | 'back' | 'out' | 'neutral';
  values: readonly number[];
}

export interface ChartPeriod {
  key: string;
  /** Under its bars (short: "Oct 26"). */
  label: string;
  /** In the table ("October 2026"). */
  long: string;
}

// The drawing's own units: the SVG scales to its box (no measuring of the page, so it renders the
// same on the server, before any script, and in print). Text is sized for a phone's width.
const WIDTH = 480;
const HEIGHT = 260;
const MARGIN = { top: 12, bottom: 34, side: 62, end: 8 };

/**
 * A grouped bar chart drawn as plain SVG with visx's scales and shapes (issue 30): the same markup
 * on the server (pre-rendering) and in the browser. In a right-to-left language the periods run
 * from right to left and the value axis stands on the right. Under it, always, the same figures as
 * a table: what screen readers read (the drawing is one labelled image) and what prints.
 */
export function BarChart({
  title,
  periods,
  series,
  format,
  formatTick,
  direction,
  periodHeading,
  note,
  wholeTicks = false,
  testId,
}: {
  title: string;
  periods: readonly ChartPeriod[];
  series: readonly ChartSeries[];
  /** A figure in the table, in the reader's locale. */
  format: (value: number) => string;
  /** A value on the axis (short: "$1.2K"). */
  formatTick: (value: number) => string;
  direction: 'ltr' | 'rtl';
  /** The table's first column's heading ("Month", "Week"). */
  periodHeading: string;
  /** A line under the title (what the chart leaves out, where the figures come from). */
  note?: string;
  /** Counts: the axis names whole numbers only. */
  wholeTicks?: boolean;
  testId?: string;
}) {
  const titleId = useId();
  const rtl = direction === 'rtl';
  const innerWidth = WIDTH - MARGIN.side - MARGIN.end;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const max = Math.max(0, ...series.flatMap((one) => one.values));
  // A few periods keep a bar's width (from the reading side), many share the width.
  const used = Math.min(innerWidth, Math.max(1, periods.length) * 110);
  const x = scaleBand<string>({ domain: periods.map((period) => period.key), range: rtl ? [innerWidth, innerWidth - used] : [0, used], padding: 0.25 });
  const inner = scaleBand<string>({ domain: series.map((one) => one.key), range: [0, x.bandwidth()], padding: 0.08 });
  const y = scaleLinear<number>({ domain: [0, max > 0 ? max : 1], range: [innerHeight, 0], nice: true });
  // Nothing to draw yet (every figure 0): the axis names 0 alone, no scale the data does not give.
  // Otherwise each label once: ticks finer than the format ($0.20, $0.40 as "$0") are left out.
  const said = new Set<string>();
  const ticks = (max > 0 ? y.ticks(4) : [0]).filter((tick) => {
    if (wholeTicks && !Number.isInteger(tick)) return false;
    const label = formatTick(tick);
    if (said.has(label)) return false;
    said.add(label);
    return true;
  });
  // The value axis stands where reading starts: left in English, right in Arabic and Urdu.
  const axisX = rtl ? MARGIN.end + innerWidth + 6 : MARGIN.side - 6;
  const plotLeft = rtl ? MARGIN.end : MARGIN.side;
  // Few periods: every label fits. Many: every other one, so they do not overlap on a phone.
  const labelEvery = periods.length > 8 ? Math.ceil(periods.length / 8) : 1;

  return (
    <figure className="bar-chart" data-testid={testId} aria-labelledby={titleId}>
      <figcaption id={titleId} className="bar-chart__title">
        {title}
      </figcaption>
      {note ? <p className="bar-chart__note">{note}</p> : null}
      <ul className="bar-chart__legend">
        {series.map((one) => (
          <li key={one.key}>
            <span className={`bar-chart__swatch bar-chart__fill--${one.tone}`} aria-hidden="true" />
            {one.label}
          </li>
        ))}
      </ul>
      {/* The SVG's own direction stays ltr: its positions are computed, and `rtl` mirrors them. */}
      <svg className="bar-chart__svg" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={title} direction="ltr" data-direction={direction}>
        <Group left={plotLeft} top={MARGIN.top}>
          {ticks.map((tick) => (
            <line key={tick} className="bar-chart__grid" x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} />
          ))}
          {periods.map((period, index) => (
            <Group key={period.key} left={x(period.key) ?? 0}>
              {series.map((one) => {
                const value = one.values[index] ?? 0;
                const top = y(value);
                return (
                  <Bar
                    key={one.key}
                    className={`bar-chart__fill--${one.tone}`}
                    x={rtl ? x.bandwidth() - (inner(one.key) ?? 0) - inner.bandwidth() : (inner(one.key) ?? 0)}
                    y={top}
                    width={inner.bandwidth()}
                    height={Math.max(0, innerHeight - top)}
                  />
                );
              })}
              {index % labelEvery === 0 ? (
                <text className="bar-chart__label" x={x.bandwidth() / 2} y={innerHeight + 22} textAnchor="middle">
                  {period.label}
                </text>
              ) : null}
            </Group>
          ))}
          <line className="bar-chart__axis" x1={0} x2={innerWidth} y1={innerHeight} y2={innerHeight} />
        </Group>
        {ticks.map((tick) => (
          <text key={tick} className="bar-chart__label" x={axisX} y={MARGIN.top + y(tick) + 5} textAnchor={rtl ? 'start' : 'end'}>
            {formatTick(tick)}
          </text>
        ))}
      </svg>
      {/* It scrolls sideways when its months outgrow a phone: focusable, so a keyboard can scroll it, and named. */}
      <div className="bar-chart__table-wrap" tabIndex={0} role="region" aria-label={title}>
        <table className="bar-chart__table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{periodHeading}</th>
              {series.map((one) => (
                <th key={one.key} scope="col">
                  {one.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {periods.map((period, index) => (
              <tr key={period.key}>
                <th scope="row">{period.long}</th>
                {series.map((one) => (
                  <td key={one.key}>
                    <bdi>{format(one.values[index] ?? 0)}</bdi>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
