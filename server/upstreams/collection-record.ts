import type { Guard, Guarded } from './shape';
import { arrayOf, isBoolean, isNumber, isString, objectOf, optional } from './shape';

/** Either guard's type. */
function anyOf<A, B>(a: Guard<A>, b: Guard<B>): Guard<A | B> {
  return (value): value is A | B => a(value) || b(value);
}

const text = optional(isString);
const count = optional(isNumber);

const isRecordTitle = objectOf({ Title: isString, DisplayOrder: count, TitleType: text });

const isRecordConstituent = objectOf({
  DisplayName: isString,
  DisplayOrder: count,
  Role: text,
  Prefix: text,
  Suffix: text,
  DisplayDate: text,
  Nationality: text,
});

const isRecordGeography = objectOf({ Place: text, Type: text, GeoCode: text });

const isRecordExhibition = objectOf({ Title: text, BeginDate: text, EndDate: text, Venue: text, Citation: text });

const isRecordView = objectOf({ micrio: objectOf({ shortId: isString }), MainFile: optional(objectOf({ FileName: text })) });

/**
 * The fields of the collection API's object record (content spec §3, "Object record") the gateway
 * reads, checked at runtime: a record that breaks this shape is an upstream `shape` error, never a
 * half-rendered page. Fields the spec lists as lists may also come as one text (PubReferences).
 */
export const isObjectRecord = objectOf({
  ObjectID: isNumber,
  ObjectNumber: text,
  ObjectName: text,
  Titles: arrayOf(isRecordTitle),
  Dated: text,
  DateBegin: count,
  DateEnd: count,
  BeginISODate: text,
  EndISODate: text,
  Department: text,
  OnView: optional(anyOf(isNumber, isBoolean)),
  Gallery: text,
  Building: text,
  Site: text,
  Label: text,
  Constituents: optional(arrayOf(isRecordConstituent)),
  Medium: text,
  Dimensions: text,
  Classification: text,
  CreditLine: text,
  Geography: optional(arrayOf(isRecordGeography)),
  Dynasty: text,
  Period: text,
  Reign: text,
  Provenance: text,
  PubReferences: optional(anyOf(isString, arrayOf(isString))),
  Exhibitions: optional(arrayOf(isRecordExhibition)),
  Copyright: text,
  DownloadBehavior: count,
  RightsTypeID: count,
  Views: optional(objectOf({ PrimaryView: optional(isRecordView), SecondaryViews: optional(arrayOf(isRecordView)) })),
});

export type ObjectRecord = Guarded<typeof isObjectRecord>;
export type RecordConstituent = Guarded<typeof isRecordConstituent>;
