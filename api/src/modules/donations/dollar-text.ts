/** Cents as the dollars a sentence says: 2000 → "20", 2050 → "20.50". */
export function dollarText(cents: number): string {
  return (cents / 100).toFixed(cents % 100 ? 2 : 0);
}
