import { isExternalUrl } from '../../domain/links';
import type { MenuLinkDoc } from '../../upstreams/content-queries';
import { menusQuery } from '../../upstreams/content-queries';
import type { MenuLink, Navigation, Resolvers } from '../generated/resolvers-types';
import type { GatewayContext } from '../context';
import { loadContent } from '../loaders';
import { orFallback } from './degrade';

function menuLink(link: MenuLinkDoc): MenuLink {
  return {
    id: link._key,
    title: link.title,
    secondaryTitle: link.secondaryTitle ?? null,
    url: link.url,
    isExternal: isExternalUrl(link.url),
    children: (link.children ?? []).map(menuLink),
  };
}

/** The content service's menu types, by the chrome's name for them. */
const MENU_TYPES = { primary: 'primary', secondary: 'header', deepFooter: 'footer' } as const;

async function loadNavigation(context: GatewayContext): Promise<Navigation> {
  const menus = await loadContent(context.loaders, menusQuery);
  const links = (type: string): MenuLink[] => (menus.find((menu) => menu.type === type)?.menuLinks ?? []).map(menuLink);
  return { primary: links(MENU_TYPES.primary), secondary: links(MENU_TYPES.secondary), deepFooter: links(MENU_TYPES.deepFooter) };
}

export const navigationResolvers: Resolvers = {
  Query: {
    navigation: (_parent, _args, context) =>
      orFallback(context, 'navigation', { primary: [], secondary: [], deepFooter: [] }, () => loadNavigation(context)),
  },
};
