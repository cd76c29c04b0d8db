import { cleanText } from '../text';

/** A place the site may show on a map. */
export interface MapPlace {
  lat: number;
  lng: number;
  address: string;
  place: string;
  url: string;
  isStatic: boolean;
}

/** What editors give for a map (content spec §3 "Map coordinates"). */
export interface MapInput {
  lat?: number | null;
  lng?: number | null;
  address?: string | null;
  place?: string | null;
  url?: string | null;
  isMapStatic?: boolean | null;
}

/** A map shows only when lat, lng, address, place and an http(s) link are all present (content spec §5); else nothing. */
export function mapPlace(input: MapInput): MapPlace | null {
  const { lat, lng } = input;
  const address = cleanText(input.address);
  const place = cleanText(input.place);
  const url = input.url?.trim();
  if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180 || !address || !place || !url || !/^https?:\/\//i.test(url)) return null;
  return { lat, lng, address, place, url, isStatic: input.isMapStatic === true };
}
