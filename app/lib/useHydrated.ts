import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/** False in the server's HTML and while React hydrates it, true once the page's JavaScript runs. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
