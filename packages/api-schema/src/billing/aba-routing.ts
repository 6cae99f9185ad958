const ABA_WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const;

/** Whether a US routing number (ABA RTN) has nine digits and a valid check digit. */
export function isValidAbaRoutingNumber(routingNumber: string): boolean {
  if (!/^\d{9}$/.test(routingNumber)) return false;
  let sum = 0;
  for (let index = 0; index < ABA_WEIGHTS.length; index += 1) {
    sum += Number(routingNumber[index]) * (ABA_WEIGHTS[index] ?? 0);
  }
  return sum % 10 === 0;
}
