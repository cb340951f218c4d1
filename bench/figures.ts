/** The median of a run's figures: the middle one, or the upper of the two middle ones when their count is even. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
