import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False while the server's page is on screen without its scripts, true once React has taken it
 * over: a control that only works with scripts can say so instead of dropping a press.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
