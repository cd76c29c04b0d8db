import { useState } from 'react';

/**
 * When server-rendered markup whose hydration waits may hydrate (`open`, once: it was seen, reached
 * for, or given something new to show) and when it has (`markHydrated`, from an effect inside it).
 */
export interface HydrationGate {
  opened: boolean;
  whenOpened: Promise<void>;
  open: () => void;
  hydrated: boolean;
  whenHydrated: Promise<void>;
  markHydrated: () => void;
}

export function createHydrationGate(): HydrationGate {
  let opened = () => {};
  let hydrated = () => {};
  const gate: HydrationGate = {
    opened: false,
    whenOpened: new Promise<void>((resolve) => (opened = resolve)),
    open: () => {
      gate.opened = true;
      opened();
    },
    hydrated: false,
    whenHydrated: new Promise<void>((resolve) => (hydrated = resolve)),
    markHydrated: () => {
      gate.hydrated = true;
      hydrated();
    },
  };
  return gate;
}

/**
 * Opens `gate` during the render in which any of `values` differs from what it was at the first
 * render: markup still waiting to hydrate must hydrate before React can give it something new
 * (new props, the router's context after a navigation).
 */
export function useOpenWhenChanged(gate: HydrationGate, ...values: unknown[]): void {
  const [first] = useState(values);
  if (!gate.opened && values.some((value, index) => value !== first[index])) gate.open();
}
