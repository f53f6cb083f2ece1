/**
 * Leaving the app for another site (the card provider's hosted checkout). One small seam, so tests
 * can see where the browser would have gone without jsdom trying to load it.
 */
export const leaveApp = {
  to(url: string): void {
    window.location.assign(url);
  },
};
