/**
 * What a journey still needs, in dollars (never below 0). The giving rules themselves (1 to
 * 10,000 dollars, monthly 10/20/30, quick 50) live once, in @sabil/contracts.
 */
export function remainingDollars(request: { requestedAmount: number; collectedAmount: number }): number {
  return Math.max(0, Math.round((request.requestedAmount - request.collectedAmount) * 100) / 100);
}

/**
 * What a donor may give now: what the journey still needs less what other donors' started
 * checkouts hold (each for about half an hour). The API checks the same, under a lock.
 */
export function availableDollars(request: { requestedAmount: number; collectedAmount: number; heldAmount: number }): number {
  return Math.max(0, Math.round((request.requestedAmount - request.collectedAmount - request.heldAmount) * 100) / 100);
}
