import { mappedRolePhrase } from '../artist-roles';

/**
 * The phrase that introduces an artist on a result card ("Publisher" → "Published by"), from the
 * museum's one role map (`../artist-roles`). Cards differ from the object page in one way: the plain
 * artist takes no phrase, the name stands alone; so do roles the map lacks.
 */
export function rolePhrase(role: string | null | undefined): string | null {
  if (!role || /^\s*artists?\s*$/i.test(role)) return null;
  return mappedRolePhrase(role);
}

/** The artist line of a card: the role phrase and the name ("Published by Currier & Ives"), or the name alone. */
export function artistLine(name: string, role: string | null | undefined): string {
  const phrase = rolePhrase(role);
  return phrase ? `${phrase} ${name}` : name;
}
