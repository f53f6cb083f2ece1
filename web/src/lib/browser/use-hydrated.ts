import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React is hydrating a pre-rendered page (and in the pre-rendering itself), true once the
 * page's own handlers are attached; always true for a screen rendered in the browser. A pre-rendered
 * form keeps its submit button disabled until then (issue 20): the browser would otherwise submit it
 * itself, as a GET to the page's own address with every field — a password too — in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(never, () => true, () => false);
}
