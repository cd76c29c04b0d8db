import { createContext, useContext } from 'react';
import type { TicketLaunch } from './ticketLaunch';

export interface TicketDialogApi {
  /** The ticket store's base URL (null: none configured; ticket links then keep their plain href). */
  store: string | null;
  /** Opens the ticket dialog on a launch. */
  open: (launch: TicketLaunch) => void;
}

/** Provided by the site chrome (TicketDialogProvider); outside it ticket links are plain links. */
export const TicketDialogContext = createContext<TicketDialogApi>({ store: null, open: () => undefined });

export function useTicketDialog(): TicketDialogApi {
  return useContext(TicketDialogContext);
}
