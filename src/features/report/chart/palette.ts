/**
 * The chart colours, in order: the campus blue first, then hues that stay apart for the common kinds of colour
 * blindness; a pie's slices take them in turn, and the table shows each row's swatch so a slice can be told by its row.
 */
export const PALETTE = ['#1d4ed8', '#f79009', '#12b76a', '#7a5af8', '#ee46bc', '#06aed4', '#b54708', '#667085'] as const;

export const colourOf = (index: number) => PALETTE[index % PALETTE.length];

/** Lines and text on the chart: axis lines and grid, and labels at 4.5:1 or more on white. */
export const INK = { grid: '#eaecf0', axis: '#d0d5dd', text: '#475467' } as const;
