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
