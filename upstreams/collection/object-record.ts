import { loadOpenExhibitions, type CollectionObject, type OpenReference } from '../data/open-data';
import { departmentOf } from './department';
import { imageIds } from './images';
import { displayNameOf, makerRole, orderedConstituents } from './people';
import { placementOf } from './placement';
import { rightsOf, type DownloadBehaviorCode, type RightsTypeCode } from './rights';

export interface RecordTitle { Title: string; DisplayOrder: number; TitleType: string }
export interface RecordConstituent {
  ConstituentID: number; DisplayName: string; DisplayOrder: number; Prefix: string | null; Suffix: string | null;
  Role: string; DisplayDate: string | null; Nationality: string | null; BeginDate: number | null; EndDate: number | null; Culture: string | null;
}
export interface RecordGeography {
  GeoCode: string; Type: string; Place: string; City: string | null; State: string | null; Country: string | null; Continent: string | null;
}
export interface RecordExhibition { Title: string | null; BeginDate: string | null; EndDate: string | null; Venue: string | null; Citation: string | null }
export interface RecordView { micrio: { shortId: string }; MainFile: { FileName: string; SourceUrl: string | null } }

/** The collection API's object record (spec: content document §3, "Object record"). */
export interface ObjectRecord {
  ObjectID: number; ObjectNumber: string | null; ObjectName: string | null;
  Titles: RecordTitle[]; Dated: string | null; DateBegin: number | null; DateEnd: number | null; BeginISODate: string | null; EndISODate: string | null;
  Department: string; OnView: 0 | 1; Gallery: string | null; Building: string | null; Site: string | null;
  Label: string | null; Constituents: RecordConstituent[]; Medium: string | null; Dimensions: string | null; Classification: string | null;
  CreditLine: string | null; Geography: RecordGeography[]; Context: string | null; Reign: string | null; Dynasty: string | null; Period: string | null;
  Culture: string | null; Provenance: string | null; PubReferences: string[]; Exhibitions: RecordExhibition[]; Inscription: string | null;
  Copyright: string; DownloadBehavior: DownloadBehaviorCode; RightsTypeID: RightsTypeCode;
  Views: { PrimaryView: RecordView | null; SecondaryViews: RecordView[] };
}

/** Years as ISO dates; BCE years (negative) use the ISO expanded form, e.g. -001500-01-01. */
function isoYear(year: number | null, monthDay: string): string | null {
  if (year === null) return null;
  const digits = String(Math.abs(year)).padStart(4, '0');
  return year < 0 ? `-00${digits}-${monthDay}` : `${digits}-${monthDay}`;
}

function citation(reference: OpenReference): string {
  if (reference.citation) return reference.citation;
  return [reference.title, reference.subtitle, reference.placePublished, reference.year, reference.pages].filter((part) => part !== null && part !== undefined && part !== '').join('. ');
}

/** Constituent ids are stable per object: objectId × 100 + display position. */
function constituents(object: CollectionObject): RecordConstituent[] {
  return orderedConstituents(object).map((person, index) => ({
    ConstituentID: object.objectId * 100 + index + 1,
    DisplayName: displayNameOf(person),
    DisplayOrder: index + 1,
    Prefix: null,
    Suffix: null,
    Role: makerRole(person),
    DisplayDate: person.displayBio,
    Nationality: person.nationality,
    BeginDate: person.birthYear,
    EndDate: person.deathYear,
    Culture: person.nationality,
  }));
}

function titles(object: CollectionObject): RecordTitle[] {
  const alternates = (object.alternateTitles ?? []).map((alternate, index) => ({ Title: alternate.title, DisplayOrder: index + 2, TitleType: alternate.type ?? 'Alternate Title' }));
  return [{ Title: object.title, DisplayOrder: 1, TitleType: 'Primary Title' }, ...alternates];
}

function geography(object: CollectionObject): RecordGeography[] {
  return (object.geography ?? []).map((place) => ({ GeoCode: place.type ?? 'Place', Type: place.type ?? 'Place', Place: place.place, City: null, State: null, Country: null, Continent: null }));
}

let venues: Map<string, string | null> | undefined;

function exhibitions(object: CollectionObject): RecordExhibition[] {
  venues ??= new Map(loadOpenExhibitions().map((exhibition) => [exhibition.id, exhibition.venue]));
  return (object.exhibitionHistory ?? []).map((entry) => ({
    Title: entry.title,
    BeginDate: entry.beginDate,
    EndDate: entry.endDate,
    Venue: entry.exhibitionId ? (venues?.get(entry.exhibitionId) ?? null) : null,
    Citation: entry.citation ?? null,
  }));
}

function views(object: CollectionObject): ObjectRecord['Views'] {
  const all = imageIds(object).map((shortId, index) => ({ micrio: { shortId }, MainFile: { FileName: `${shortId}.jpg`, SourceUrl: object.imageUrls?.[index] ?? null } }));
  return { PrimaryView: all[0] ?? null, SecondaryViews: all.slice(1) };
}

/** "Context" joins the period-like fields (dynasty, period, reign, style) the record lists separately. */
function context(object: CollectionObject): string | null {
  const parts = [object.dynasty, object.period, object.reign, object.style].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(', ') : null;
}

/** Builds the collection API's object record from an open-data object. */
export function toObjectRecord(object: CollectionObject): ObjectRecord {
  const placement = placementOf(object);
  const rights = rightsOf(object);
  return {
    ObjectID: object.objectId,
    ObjectNumber: object.accessionNumber,
    ObjectName: object.classification,
    Titles: titles(object),
    Dated: object.dated,
    DateBegin: object.dateBegin,
    DateEnd: object.dateEnd,
    BeginISODate: isoYear(object.dateBegin, '01-01'),
    EndISODate: isoYear(object.dateEnd, '12-31'),
    Department: departmentOf(object),
    OnView: placement.onView ? 1 : 0,
    Gallery: placement.gallery,
    Building: placement.building,
    Site: placement.building,
    Label: object.description,
    Constituents: constituents(object),
    Medium: object.medium,
    Dimensions: object.dimensions,
    Classification: object.classification,
    CreditLine: object.creditLine,
    Geography: geography(object),
    Context: context(object),
    Reign: object.reign,
    Dynasty: object.dynasty,
    Period: object.period,
    Culture: object.culture,
    Provenance: object.provenance,
    PubReferences: (object.references ?? []).map(citation).filter((text) => text !== ''),
    Exhibitions: exhibitions(object),
    Inscription: object.inscriptions,
    Copyright: rights.copyright,
    DownloadBehavior: rights.downloadBehavior,
    RightsTypeID: rights.rightsTypeId,
    Views: views(object),
  };
}
