/** Keeps a number within the optional bounds: number fields correct what is typed instead of refusing it. */
export function clampNumber(value: number, min?: number, max?: number): number {
  let clamped = value;
  if (max !== undefined && clamped > max) clamped = max;
  if (min !== undefined && clamped < min) clamped = min;
  return clamped;
}
