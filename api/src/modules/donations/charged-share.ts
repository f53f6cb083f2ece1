/**
 * A refund's part of a converted charge: the running total converted, less what was converted
 * before it — so refunds of every dollar add up to exactly what the card was charged, never a cent
 * more (each rounded on its own, three thirds of €46.30 would ask for €46.31).
 */
export function chargedShare(chargedCents: number, dollarCents: number, beforeCents: number, amountCents: number): number {
  const upTo = (cents: number) => Math.round((cents * chargedCents) / dollarCents);
  return upTo(beforeCents + amountCents) - upTo(beforeCents);
}
