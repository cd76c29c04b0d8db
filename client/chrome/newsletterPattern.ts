import { createContext } from 'react';

/** The newsletter's email pattern (`Site.newsletterEmailPattern`), given by the chrome to sign-up forms in pages; null while the chrome has none. */
export const NewsletterPatternContext = createContext<string | null>(null);
