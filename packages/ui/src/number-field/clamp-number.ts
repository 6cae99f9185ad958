/** Keeps a number within the optional bounds (spec section 5: number inputs clamp). */
export function clampNumber(value: number, min?: number, max?: number): number {
  let clamped = value;
  if (max !== undefined && clamped > max) clamped = max;
  if (min !== undefined && clamped < min) clamped = min;
  return clamped;
}
