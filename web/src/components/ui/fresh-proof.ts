import { createContext, useContext } from 'react';

/** Runs a sensitive change; when the API wants a fresh proof first, asks for it, then runs the change again. */
export type WithFreshProof = <T>(change: () => Promise<T>) => Promise<T>;

/**
 * The change runner of the nearest reauthentication provider (features/admin-second-factor's
 * ReauthenticationProvider, which the security screen and the admin dashboard mount). Outside one,
 * the change simply runs. Shared here so that any admin screen's component (the journey panel's
 * payout approval, issue 30) can ask for a fresh proof without importing that feature.
 */
export const FreshProof = createContext<WithFreshProof>((change) => change());

export function useFreshProof(): WithFreshProof {
  return useContext(FreshProof);
}
