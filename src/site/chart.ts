// A bar chart of changes over time as inline SVG (no library): one bar per day, or per several days
// when the history is long, so there are never more than MAX_BARS.
import { h } from './dom.js';

const SVG = 'http://www.w3.org/2000/svg';
const MAX_BARS = 60;
const DAY = 86_400_000;
// About a phone's width in CSS pixels, so the labels stay legible when the chart scales to fit.
const [W, H, PAD] = [360, 110, 18];

function svg(tag: string, attrs: Record<string, string | number>, text?: string): SVGElement {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  if (text !== undefined) el.textContent = text;
  return el;
}

const day = (t: number) => new Date(t).toISOString().slice(0, 10);

/**
 * The bars: the first and last day, days per bar, changes per bar and the most in one. Loops, not
 * `Math.min(...times)`: spreading a loaded history of 200,000 events overflows V8's stack (and
 * Safari's argument limit is 65,536).
 */
export function bars(times: number[]) {
  let [lo, hi] = [times[0]!, times[0]!];
  for (const t of times) [lo, hi] = [Math.min(lo, t), Math.max(hi, t)];
  const [first, last] = [Math.floor(lo / DAY), Math.floor(hi / DAY)];
  const width = Math.max(1, Math.ceil((last - first + 1) / MAX_BARS));
  const counts = new Array<number>(Math.floor((last - first) / width) + 1).fill(0);
  for (const t of times) counts[Math.floor((Math.floor(t / DAY) - first) / width)]! += 1;
  let top = 0;
  for (const n of counts) top = Math.max(top, n);
  return { first, last, width, counts, top };
}

export function changesChart(dates: string[]): Element {
  const times = dates.map((d) => Date.parse(d)).filter((t) => !Number.isNaN(t));
  if (times.length === 0) return h('p', {}, 'No changes to chart.');
  const { first, last, width, counts, top } = bars(times);
  const unit = width === 1 ? 'day' : `${width} days`;
  const label = `${times.length} changes from ${day(first * DAY)} to ${day(last * DAY)}, at most ${top} per ${unit}`;
  const root = svg('svg', { viewBox: `0 0 ${W} ${H}`, role: 'img', 'aria-label': label, class: 'bars' });
  root.append(svg('title', {}, label));
  const slot = W / counts.length;
  counts.forEach((n, i) => {
    const bar = ((H - 2 * PAD) * n) / top;
    const from = day((first + i * width) * DAY);
    const rect = svg('rect', {
      x: (i * slot + slot * 0.1).toFixed(1),
      y: (H - PAD - bar).toFixed(1),
      width: Math.max(1, slot * 0.8).toFixed(1),
      height: bar.toFixed(1),
    });
    rect.append(svg('title', {}, `${from}: ${n}`));
    root.append(rect);
  });
  root.append(
    svg('text', { x: 0, y: H - 4, class: 'axis' }, day(first * DAY)),
    svg('text', { x: W, y: H - 4, class: 'axis', 'text-anchor': 'end' }, day(last * DAY)),
    svg('text', { x: 0, y: 12, class: 'axis' }, `${top} per ${unit}`),
  );
  return root;
}
