import { useEffect } from 'react';

// A pre-rendered page hydrates in two steps: the layout first, then the route's own chunk inside its
// Suspense boundary. Anything that changes what the page says (the language kept on the device) must
// wait for the second, or React hydrates the page's words against other words than the server wrote
// (error #418, seen in CI when the Arabic catalog arrived before the home page's chunk).

let markHydrated: () => void = () => undefined;

/** Settles once the route's page has hydrated (or, on a page drawn by the client, first committed). */
export const pageHydrated = new Promise<void>((resolve) => {
  markHydrated = resolve;
});

/** Rendered beside the route inside its Suspense boundary: its effect runs when that boundary commits. */
export function PageHydrated() {
  useEffect(() => markHydrated(), []);
  return null;
}
