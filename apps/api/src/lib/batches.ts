/**
 * Consecutive slices of at most `size` items, in order: for statements that take a batch of rows
 * or ids at a time (array parameters, VALUES lists) so no statement grows with the input.
 */
export function* chunks<T>(items: readonly T[], size: number): Generator<T[]> {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`chunk size must be a positive integer, got ${size}`);
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}
