// The console's forms for guides, events, hotspot towns and categories: which fields each kind has,
// how a record fills its form, and how a posted form becomes the `{ data }` the content service
// checks. The content service owns the rules (required fields, dates, addresses): its field errors
// are shown beside the fields; the form only passes the values on, typed.
import { RECORDS, type RecordKindName } from "../messages/admin";

export type { RecordKindName };

export const RECORD_KIND_NAMES = ["guides", "events", "hotspots", "categories"] as const satisfies readonly RecordKindName[];

export function isRecordKind(value: string | undefined): value is RecordKindName {
  return (RECORD_KIND_NAMES as readonly string[]).includes(value ?? "");
}

type FieldType = "text" | "textarea" | "markdown" | "date" | "number" | "url" | "state" | "hotspot" | "tags";

export interface RecordField {
  /** The record's field, as the API names it. */
  name: string;
  type: FieldType;
  label: string;
  hint?: string;
  required?: boolean;
  /** `step` of a number field. */
  step?: string;
  /** Fields sharing a row on wide screens. */
  row?: string;
}

const F = RECORDS.fields;

/** The fields of each kind, in the order the form shows them. */
export const RECORD_FIELDS: Record<RecordKindName, RecordField[]> = {
  guides: [
    { name: "title", type: "text", label: F.title, required: true },
    { name: "summary", type: "textarea", label: F.summary, hint: F.summaryHint, required: true },
    { name: "body", type: "markdown", label: F.body, hint: F.bodyHint, required: true },
    { name: "author", type: "text", label: F.author, required: true, row: "byline" },
    { name: "publishedAt", type: "date", label: F.publishedAt, required: true, row: "byline" },
    { name: "coverUrl", type: "url", label: F.coverUrl, hint: F.coverUrlHint, row: "cover" },
    { name: "coverAlt", type: "text", label: F.coverAlt, hint: F.coverAltHint, row: "cover" },
    { name: "tags", type: "tags", label: F.tags, hint: F.tagsHint },
  ],
  events: [
    { name: "title", type: "text", label: F.title, required: true },
    { name: "description", type: "textarea", label: F.description, required: true },
    { name: "startDate", type: "date", label: F.startDate, required: true, row: "dates" },
    { name: "endDate", type: "date", label: F.endDate, required: true, row: "dates" },
    { name: "venue", type: "text", label: F.venue, required: true },
    { name: "city", type: "text", label: F.city, required: true, row: "place" },
    { name: "state", type: "state", label: F.state, required: true, row: "place" },
    { name: "hotspot", type: "hotspot", label: F.hotspot },
    { name: "url", type: "url", label: F.url },
  ],
  hotspots: [
    { name: "name", type: "text", label: F.name, required: true, row: "place" },
    { name: "state", type: "state", label: F.state, required: true, row: "place" },
    { name: "latitude", type: "number", label: F.latitude, required: true, step: "any", row: "position" },
    { name: "longitude", type: "number", label: F.longitude, required: true, step: "any", row: "position" },
    { name: "radiusKm", type: "number", label: F.radiusKm, required: true, step: "any", hint: F.radiusHint },
    { name: "description", type: "textarea", label: F.description, required: true },
    { name: "bestTimeToVisit", type: "text", label: F.bestTimeToVisit, required: true },
  ],
  categories: [
    { name: "name", type: "text", label: F.name, required: true },
    { name: "description", type: "textarea", label: F.description, required: true },
  ],
};

/** Where a record shows on the site (events and categories are listed on one page each; a
 *  category's stores are a search). */
export function publicPath(kind: RecordKindName, slug: string): string {
  switch (kind) {
    case "guides":
      return `/guides/${slug}`;
    case "events":
      return "/events";
    case "hotspots":
      // A town's page is at the site's top level (/round-top-tx).
      return `/${slug}`;
    case "categories":
      return `/search?category=${encodeURIComponent(slug)}`;
  }
}

/** A record as the console reads it: its fields by their API names. */
export type RecordData = Record<string, unknown>;

/** The form's values: text per field (tags as a list), and the draft flag of a guide. */
export interface RecordFormValues {
  slug: string;
  fields: Record<string, string>;
  tags: string[];
}

function text(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return "";
}

/** The values of a record's form (a new record's are empty; a guide's date defaults to today). */
export function recordFormValues(kind: RecordKindName, record?: RecordData): RecordFormValues {
  const fields: Record<string, string> = {};
  for (const field of RECORD_FIELDS[kind]) {
    const value = text(record?.[field.name]);
    // A date field shows the day of a date-time.
    fields[field.name] = field.type === "date" ? value.slice(0, 10) : value;
  }
  if (!record && kind === "guides") fields.publishedAt = new Date().toISOString().slice(0, 10);
  const tags = Array.isArray(record?.tags) ? record.tags.filter((t): t is string => typeof t === "string") : [];
  return { slug: text(record?.slug), fields, tags };
}

/** The values a posted form carries. */
export function postedRecordValues(kind: RecordKindName, form: FormData): RecordFormValues {
  const fields: Record<string, string> = {};
  for (const field of RECORD_FIELDS[kind]) {
    if (field.type !== "tags") fields[field.name] = String(form.get(field.name) ?? "");
  }
  return {
    slug: String(form.get("slug") ?? "").trim(),
    fields,
    tags: form.getAll("tags").map(String),
  };
}

/** The `data` of a write: numbers as numbers where they are numbers (else the text, which the
 *  content service refuses beside its field), blanks as null, the guide's draft flag. */
export function recordWriteData(kind: RecordKindName, values: RecordFormValues, draft: boolean): RecordData {
  const data: RecordData = {};
  if (values.slug) data.slug = values.slug;
  for (const field of RECORD_FIELDS[kind]) {
    if (field.type === "tags") {
      data[field.name] = values.tags;
      continue;
    }
    const raw = (values.fields[field.name] ?? "").trim();
    if (field.type === "number") {
      const n = Number(raw);
      data[field.name] = raw === "" ? null : Number.isFinite(n) ? n : raw;
    } else if (field.type === "markdown") {
      // The body keeps its own line breaks and indentation.
      data[field.name] = values.fields[field.name] ?? "";
    } else {
      data[field.name] = raw === "" ? null : raw;
    }
  }
  if (kind === "guides") data.draft = draft;
  return data;
}

/** How a record is named in lists and titles. */
export function recordLabel(record: RecordData): string {
  return text(record.title) || text(record.name) || text(record.slug);
}
