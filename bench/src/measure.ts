/** Runs fn `runs` times after `warmup` runs and answers the median, mean and 95th percentile in milliseconds. */
export async function measure(fn: () => Promise<unknown>, runs: number, warmup = 3) {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return {
    median: times[Math.floor(times.length / 2)],
    mean: times.reduce((s, x) => s + x, 0) / times.length,
    p95: times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)],
  };
}

/** Prints a result table with each figure's ratio to the baseline measured in the same process. */
export function report(title: string, baseline: { name: string; median: number }, rows: { name: string; median: number }[]) {
  console.log(`\n${title}\n`);
  console.log('| operation | median ms | ratio to baseline |');
  console.log('| --- | ---: | ---: |');
  for (const r of [baseline, ...rows]) console.log(`| ${r.name} | ${r.median.toFixed(2)} | ${(r.median / baseline.median).toFixed(1)} |`);
}
