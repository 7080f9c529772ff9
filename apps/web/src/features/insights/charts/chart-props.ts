/** Series colours of the insights' charts, in the order of their series. */
export const SERIES_COLOURS = ['brand.6', 'teal.6', 'orange.6', 'grape.6', 'cyan.6', 'yellow.7'] as const;

/**
 * What every drawing of the page shares: no animation (figures show at once, and screenshots are
 * stable) and no recharts accessibility layer, whose focusable drawing would sit inside the part
 * hidden from assistive technology (the table beside it is what is read).
 */
export const quietBars = { barProps: { isAnimationActive: false }, barChartProps: { accessibilityLayer: false } } as const;
export const quietLines = { lineProps: { isAnimationActive: false }, lineChartProps: { accessibilityLayer: false } } as const;

/** A horizontal bar chart's height: room for each row's bars. */
export const barsHeight = (rows: number, seriesPerRow: number) => Math.max(180, rows * (16 + seriesPerRow * 12) + 60);

/** Every row's name on the axis of a horizontal bar chart (recharts leaves some out when they are close). */
export const everyTick = { interval: 0 } as const;

/** The row with the largest value, or none. */
export function largest<R>(rows: readonly R[], value: (row: R) => number): R | undefined {
  let best: R | undefined;
  for (const row of rows) if (best === undefined || value(row) > value(best)) best = row;
  return best;
}

export const sum = <R>(rows: readonly R[], value: (row: R) => number) => rows.reduce((n, row) => n + value(row), 0);
