import { expect, type APIRequestContext } from '@playwright/test';

interface LinkFacts {
  title: string;
  url: string;
}

interface ChromeFacts {
  alerts: { id: string; text: string; icon: string | null }[];
  locations: { isPrimary: boolean; title: string; hoursUrl: string; address: { street: string } | null; today: { text: string } }[];
  navigation: { primary: (LinkFacts & { children: LinkFacts[] })[]; deepFooter: LinkFacts[] };
  site: { title: string; currentYear: number; ticketStoreUrl: string | null; newsletterEmailPattern: string; socialLinks: { network: string; url: string }[] };
}

/** Reads the chrome's facts from the gateway, so assertions follow the sample data instead of copying it. */
export async function chromeFacts(request: APIRequestContext): Promise<ChromeFacts> {
  const response = await request.post('/graphql', {
    data: {
      query: `{ site { title currentYear ticketStoreUrl newsletterEmailPattern socialLinks { network url } } alerts { id text icon }
        locations { isPrimary title hoursUrl address { street } today { text } }
        navigation { primary { title url children { title url } } deepFooter { title url } } }`,
    },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: ChromeFacts };
  return body.data;
}

export function primaryLocationOf(facts: ChromeFacts): ChromeFacts['locations'][number] {
  const location = facts.locations.find((candidate) => candidate.isPrimary);
  if (!location) throw new Error('the sample data has no primary location');
  return location;
}
