/** Paints a chart's geometry (geometry.ts) on a 2D canvas context: the mini-program's chart (report-chart.tsx). */
import { FONT, type Box, type Geometry } from './geometry';
import { colourOf, INK, PALETTE } from './palette';

type Context = Pick<
  CanvasRenderingContext2D,
  'clearRect' | 'beginPath' | 'moveTo' | 'lineTo' | 'arc' | 'closePath' | 'fill' | 'stroke' | 'fillRect' | 'fillText' | 'fillStyle' | 'strokeStyle' | 'lineWidth' | 'font' | 'textAlign' | 'textBaseline'
>;

function drawPie(ctx: Context, g: Geometry): void {
  const { x, y, r } = g.centre;
  // The geometry counts from twelve o'clock; the canvas from three.
  for (const s of g.slices) {
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.arc(x, y, r, s.start - Math.PI / 2, s.end - Math.PI / 2);
    ctx.closePath();
    ctx.fillStyle = colourOf(s.index);
    ctx.fill();
    ctx.strokeStyle = '#fff';
    ctx.lineWidth = 1.5;
    ctx.stroke();
  }
}

function drawAxes(ctx: Context, g: Geometry): void {
  ctx.lineWidth = 1;
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  for (const t of g.ticks) {
    ctx.strokeStyle = t.y === g.plot.bottom ? INK.axis : INK.grid;
    ctx.beginPath();
    ctx.moveTo(g.plot.left, t.y);
    ctx.lineTo(g.plot.right, t.y);
    ctx.stroke();
    ctx.fillStyle = INK.text;
    ctx.fillText(t.text, t.x, t.y);
  }
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  for (const c of g.categories) ctx.fillText(c.text, c.x, c.y);
}

export function drawChart(ctx: Context, g: Geometry, box: Box): void {
  ctx.clearRect(0, 0, box.width, box.height);
  ctx.font = `${FONT}px sans-serif`;
  if (g.kind === 'pie') return drawPie(ctx, g);
  drawAxes(ctx, g);
  ctx.fillStyle = PALETTE[0];
  for (const b of g.bars) ctx.fillRect(b.x, b.y, b.w, b.h);
  if (g.dots.length === 0) return;
  ctx.strokeStyle = PALETTE[0];
  ctx.lineWidth = 2;
  ctx.beginPath();
  g.dots.forEach((d, i) => (i === 0 ? ctx.moveTo(d.x, d.y) : ctx.lineTo(d.x, d.y)));
  ctx.stroke();
  for (const d of g.dots) {
    ctx.beginPath();
    ctx.arc(d.x, d.y, 3, 0, 2 * Math.PI);
    ctx.fill();
  }
}
