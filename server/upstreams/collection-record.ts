import * as v from 'valibot';

const text = v.nullish(v.string());
const count = v.nullish(v.number());

const RecordTitleSchema = v.object({ Title: v.string(), DisplayOrder: count, TitleType: text });

const RecordConstituentSchema = v.object({
  DisplayName: v.string(),
  DisplayOrder: count,
  Role: text,
  Prefix: text,
  Suffix: text,
  DisplayDate: text,
  Nationality: text,
});

/**
 * Constituents as a list, or as the JSON string of one in the artwork's lighter form (spec §3:
 * DisplayOrder, Prefix, DisplayName, Suffix, Culture, DisplayDate; "may be a JSON string"), read
 * as the same list. An empty string is no constituents; a string that is not such a list is a shape
 * error, as a malformed list is.
 */
const ConstituentsSchema = v.union([
  v.array(RecordConstituentSchema),
  v.pipe(
    v.string(),
    v.trim(),
    v.transform((json) => json || '[]'),
    v.parseJson(),
    v.array(RecordConstituentSchema),
  ),
]);

const RecordGeographySchema = v.object({ Place: text, Type: text, GeoCode: text });

const RecordExhibitionSchema = v.object({ Title: text, BeginDate: text, EndDate: text, Venue: text, Citation: text });

const RecordViewSchema = v.object({ micrio: v.object({ shortId: v.string() }), MainFile: v.nullish(v.object({ FileName: text })) });

/**
 * The fields of the collection API's object record (content spec §3, "Object record") the gateway
 * reads, checked at runtime: a record that breaks this shape is an upstream `shape` error naming
 * the field, never a half-rendered page. Fields the spec lists as lists may also come as one text
 * (PubReferences), and Constituents as a JSON string.
 */
export const ObjectRecordSchema = v.object({
  ObjectID: v.number(),
  ObjectNumber: text,
  ObjectName: text,
  Titles: v.array(RecordTitleSchema),
  Dated: text,
  DateBegin: count,
  DateEnd: count,
  BeginISODate: text,
  EndISODate: text,
  Department: text,
  OnView: v.nullish(v.union([v.number(), v.boolean()])),
  Gallery: text,
  Building: text,
  Site: text,
  Label: text,
  Constituents: v.nullish(ConstituentsSchema),
  Medium: text,
  Dimensions: text,
  Classification: text,
  CreditLine: text,
  Geography: v.nullish(v.array(RecordGeographySchema)),
  Dynasty: text,
  Period: text,
  Reign: text,
  Provenance: text,
  PubReferences: v.nullish(v.union([v.string(), v.array(v.string())])),
  Exhibitions: v.nullish(v.array(RecordExhibitionSchema)),
  Copyright: text,
  DownloadBehavior: count,
  RightsTypeID: count,
  Views: v.nullish(v.object({ PrimaryView: v.nullish(RecordViewSchema), SecondaryViews: v.nullish(v.array(RecordViewSchema)) })),
});

export type ObjectRecord = v.InferOutput<typeof ObjectRecordSchema>;
export type RecordConstituent = v.InferOutput<typeof RecordConstituentSchema>;
