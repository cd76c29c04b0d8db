import { expect, type APIRequestContext } from '@playwright/test';

interface ChromeFacts {
  alerts: { id: string; text: string }[];
  locations: { isPrimary: boolean; title: string; hoursUrl: string; today: { text: string } }[];
  navigation: { primary: { title: string; url: string; children: { title: string; url: string }[] }[] };
  site: { title: string; currentYear: number };
}

/** Reads the chrome's facts from the gateway, so assertions follow the sample data instead of copying it. */
export async function chromeFacts(request: APIRequestContext): Promise<ChromeFacts> {
  const response = await request.post('/graphql', {
    data: {
      query: `{ site { title currentYear } alerts { id text }
        locations { isPrimary title hoursUrl today { text } }
        navigation { primary { title url children { title url } } } }`,
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
