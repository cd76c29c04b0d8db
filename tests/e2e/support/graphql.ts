import { expect, type APIRequestContext, type Page } from '@playwright/test';

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

/**
 * The operation a browser request to /graphql carries: the site's client sends operations by hash,
 * queries as GET (name and variables in the URL), mutations as POST (in the body).
 */
export function graphqlOperation(request: { url(): string; postData(): string | null }): { name: string; variables: Record<string, unknown> } | null {
  const url = new URL(request.url());
  if (url.pathname !== '/graphql') return null;
  const body = request.postData();
  if (body) {
    const parsed = JSON.parse(body) as { operationName?: string; variables?: Record<string, unknown> };
    return { name: parsed.operationName ?? '', variables: parsed.variables ?? {} };
  }
  return { name: url.searchParams.get('operationName') ?? '', variables: JSON.parse(url.searchParams.get('variables') ?? '{}') as Record<string, unknown> };
}

type Operation = NonNullable<ReturnType<typeof graphqlOperation>>;

/**
 * Holds the page's GraphQL requests that `holds` picks at the network until the test releases
 * them, so the test sees what a visitor sees while an answer loads, however fast the machine
 * answers. `held` lists the operations held so far.
 */
export async function holdGraphql(page: Page, holds: (operation: Operation) => boolean = () => true): Promise<{ held: Operation[]; release: () => void }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held: Operation[] = [];
  await page.route(
    (url) => url.pathname === '/graphql',
    async (route) => {
      const operation = graphqlOperation(route.request());
      if (!operation || !holds(operation)) return route.fallback();
      held.push(operation);
      await released;
      return route.fallback();
    },
  );
  return { held, release: () => release() };
}
