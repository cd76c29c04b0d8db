/** A positive whole page number from the URL (`?page=2`); anything else is the first page, left out of the variables. */
export function galleryPage(searchParams: URLSearchParams): { galleryPage?: number } {
  const page = Number(searchParams.get('page'));
  return Number.isInteger(page) && page > 1 && page < 10_000 ? { galleryPage: page } : {};
}

/** An event's chosen date and time (`?d=YYYY-MM-DD&s=HH:mm`), passed on when present; the gateway reads them leniently. */
export function occurrence(searchParams: URLSearchParams): { date?: string; time?: string } {
  const date = searchParams.get('d')?.trim();
  const time = searchParams.get('s')?.trim();
  return { ...(date ? { date } : {}), ...(date && time ? { time } : {}) };
}
