/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { BarChart } from '../bar-chart';

// Issue 30: the chart renders on the server with no DOM to measure (pre-rendering, print), mirrors
// in right-to-left languages, and always carries its figures as a table.
const props = {
  title: 'Money per month',
  periodHeading: 'Month',
  periods: [
    { key: '2026-10', label: 'Oct', long: 'October 2026' },
    { key: '2026-11', label: 'Nov', long: 'November 2026' },
  ],
  series: [
    { key: 'given', label: 'Gifts in', tone: 'in' as const, values: [100, 150] },
    { key: 'paidOut', label: 'Paid out', tone: 'out' as const, values: [0, 60] },
  ],
  format: (value: number) => `$${value}`,
  formatTick: (value: number) => `$${value}`,
};

/** The x of each period's group, in order. */
const groupLefts = (html: string) => [...html.matchAll(/<g class="visx-group" transform="translate\(([\d.]+), 0\)">/g)].map((match) => Number(match[1]));

test('renders to a string without a DOM: an SVG image named by its title, and the same figures as a table', () => {
  expect(typeof document).toBe('undefined');
  const html = renderToString(<BarChart {...props} direction="ltr" />);
  expect(html).toContain('role="img"');
  expect(html).toContain('aria-label="Money per month"');
  expect(html.match(/<rect/g)).toHaveLength(4);
  const rows = [...html.matchAll(/<tr><th scope="row">([^<]+)<\/th>(.*?)<\/tr>/g)].map((row) => [row[1], [...row[2].matchAll(/<bdi>([^<]+)<\/bdi>/g)].map((cell) => cell[1])]);
  expect(rows).toEqual([
    ['October 2026', ['$100', '$0']],
    ['November 2026', ['$150', '$60']],
  ]);
});

test('runs the months from right to left in a right-to-left language', () => {
  const ltr = groupLefts(renderToString(<BarChart {...props} direction="ltr" />));
  const rtl = groupLefts(renderToString(<BarChart {...props} direction="rtl" />));
  expect(ltr[0]).toBeLessThan(ltr[1]);
  expect(rtl[0]).toBeGreaterThan(rtl[1]);
});

/** The value axis's labels, top to bottom as drawn. */
const tickLabels = (html: string) => [...html.matchAll(/<text class="bar-chart__label" x="[\d.]+" y="([\d.]+)" text-anchor="(?:end|start)">([^<]+)<\/text>/g)].map((match) => match[2]);

test('names no scale the data does not give: all zero, the axis says 0 alone; a label said once even when the format rounds ticks together', () => {
  const zeros = { ...props, series: props.series.map((one) => ({ ...one, values: [0, 0] })), formatTick: (value: number) => `$${Math.round(value)}` };
  expect(tickLabels(renderToString(<BarChart {...zeros} direction="ltr" />))).toEqual(['$0']);
  const small = { ...props, series: [{ ...props.series[0]!, values: [1, 2] }], formatTick: (value: number) => `$${Math.round(value)}` };
  const labels = tickLabels(renderToString(<BarChart {...small} direction="ltr" />));
  expect(new Set(labels).size).toBe(labels.length);
  expect(labels).toContain('$2');
});

test('its table sits in a named region a keyboard can reach, for when it scrolls sideways on a phone', () => {
  const html = renderToString(<BarChart {...props} direction="ltr" />);
  expect(html).toMatch(/<div class="bar-chart__table-wrap" tabindex="0" role="region" aria-label="Money per month">/);
});
