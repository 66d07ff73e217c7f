// Every field of a store, in sections an editor reads top to bottom: the listing, where it is, how
// to reach it, when it is open, what it sells, photos, insights and search appearance. The fields
// post as a plain form (see lib/admin/store-form.ts); errors appear beside their fields.
import type { ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import { PinMap } from "./PinMap";
import "~/styles/console-map.css";
import { CheckboxInput, InputField, SelectInput, TextAreaInput } from "./ConsoleField";
import {
  FEATURES,
  OPENING_STATUSES,
  RANGES_PER_DAY,
  US_TIME_ZONES,
  WEEKDAYS,
  dayField,
  type StoreFormValues,
} from "~/lib/admin/store-form";
import { STORE_EDIT } from "~/lib/messages/admin";

export interface Option {
  value: string;
  label: string;
}

const STATUS_LABELS: Record<(typeof OPENING_STATUSES)[number], string> = {
  regular: "Regular hours all year",
  byAppointment: "By appointment",
  seasonal: "Seasonal (the hours apply within the season)",
  temporarilyClosed: "Temporarily closed",
};

const FEATURE_LABELS: Record<(typeof FEATURES)[number], string> = {
  delivery: "Delivery",
  shipping: "Shipping",
  auctions: "Auctions",
  multiVendor: "Multi-vendor (antique mall)",
  multipleFloors: "Multiple floors",
};

/** The platforms a social link names (the model's list). */
const SOCIAL_PLATFORMS = ["facebook", "instagram", "pinterest", "etsy", "x", "youtube", "other"];
const SOCIAL_LABELS: Record<string, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  pinterest: "Pinterest",
  etsy: "Etsy",
  x: "X",
  youtube: "YouTube",
  other: "Other",
};

const capitalized = (day: string) => day[0]!.toUpperCase() + day.slice(1);

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <fieldset className="console-section" id={id}>
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}

export function StoreFields({
  values,
  errors,
  states,
  categories,
  geocode = false,
}: {
  values: StoreFormValues;
  errors: Record<string, string>;
  states: Option[];
  categories: Option[];
  /** Offer "Find from ZIP" (the route's action answers the `geocode` intent). */
  geocode?: boolean;
}) {
  const config = useRouteLoaderData<typeof rootLoader>("root")?.config;
  const v = (key: string) => {
    const value = values[key];
    return Array.isArray(value) ? (value[0] ?? "") : (value ?? "");
  };
  const list = (key: string) => {
    const value = values[key];
    return Array.isArray(value) ? value : value ? [value] : [];
  };
  const on = (key: string) => v(key) !== "";
  const text = (name: string, label: string, extra: Partial<Parameters<typeof InputField>[0]> = {}) => (
    <InputField name={name} label={label} defaultValue={v(name)} error={errors[name]} {...extra} />
  );
  const chosen = new Set(list("categories"));
  const zones = US_TIME_ZONES.includes(v("hoursTimeZone") as (typeof US_TIME_ZONES)[number]) || !v("hoursTimeZone")
    ? [...US_TIME_ZONES]
    : [v("hoursTimeZone"), ...US_TIME_ZONES];
  const photoUrls = list("photoUrl");
  const photoAlts = list("photoAlt");
  const platforms = list("socialPlatform");
  const socialUrls = list("socialUrl");

  return (
    <>
      <Section id="listing" title="Listing">
        {text("name", "Name", { required: true, maxLength: 200 })}
        {text("slug", "Address on the site", {
          hint: "The end of /stores/… (lower-case letters, digits and hyphens). Left empty, it is made from the name, city and state. The old address keeps working after a change.",
          pattern: "[a-z0-9]+(-[a-z0-9]+)*",
        })}
        <TextAreaInput name="description" label="Description" defaultValue={v("description")} error={errors.description} rows={5} />
        <TextAreaInput
          name="enhancedDescription"
          label="Enhanced description"
          defaultValue={v("enhancedDescription")}
          error={errors.enhancedDescription}
          rows={4}
        />
        <div className="console-checks">
          <CheckboxInput name="featured" label="Featured" defaultChecked={on("featured")} />
          <CheckboxInput name="verified" label="Verified" defaultChecked={on("verified")} />
          <CheckboxInput name="hasEnhancedData" label="Has enhanced data" defaultChecked={on("hasEnhancedData")} />
        </div>
        {text("rating", "Rating", { type: "number", step: "0.1", min: 0, max: 10, inputMode: "decimal", hint: "From 0 to 10." })}
      </Section>

      <Section id="location" title="Location">
        {text("address", "Street address", { autoComplete: "off" })}
        <div className="console-row">
          {text("city", "City", { required: true, maxLength: 200 })}
          <SelectInput
            name="state"
            label="State"
            required
            defaultValue={v("state")}
            error={errors.state}
            options={[{ value: "", label: "Choose a state" }, ...states]}
          />
          {text("zipCode", "ZIP code", { inputMode: "numeric", maxLength: 10 })}
        </div>
        <div className="console-row">
          {text("latitude", "Latitude", { type: "number", step: "any", min: -90, max: 90, inputMode: "decimal" })}
          {text("longitude", "Longitude", { type: "number", step: "any", min: -180, max: 180, inputMode: "decimal" })}
        </div>
        <p className="field-hint">{STORE_EDIT.pinHint}</p>
        {geocode ? (
          <div className="console-inline-action">
            <button type="submit" name="intent" value="geocode" className="btn btn-ghost btn-sm" formNoValidate>
              {STORE_EDIT.findFromZip}
            </button>
          </div>
        ) : null}
        <PinMap tileUrl={config?.mapTileUrl ?? ""} attribution={config?.mapTileAttribution ?? ""} label={STORE_EDIT.pinMap} />
        <p className="field-hint">The nearest antique town is found from the coordinates when the store is saved.</p>
        {text("mapUrl", "Map link", { hint: "A link to the store on a map service." })}
        <div className="console-row">
          {text("placeId", "Place id")}
          {text("googlePlaceId", "Google place id")}
        </div>
      </Section>

      <Section id="contact" title="Contact">
        <TextAreaInput name="phones" label="Phone numbers" defaultValue={v("phones")} error={errors.phones} rows={2} hint={`US numbers, e.g. (518) 555-0142. ${STORE_EDIT.lines}`} />
        <TextAreaInput name="websites" label="Websites" defaultValue={v("websites")} error={errors.websites} rows={2} hint={STORE_EDIT.lines} />
        <TextAreaInput name="emails" label="E-mail addresses" defaultValue={v("emails")} error={errors.emails} rows={2} hint={STORE_EDIT.lines} />
        <div className="console-rows" role="group" aria-label="Social links">
          <p className="console-rows-title">Social links</p>
          {socialUrls.map((url, i) => (
            <div className="console-row" key={`social-${i}`}>
              <SelectInput
                name="socialPlatform"
                label={`Platform ${i + 1}`}
                defaultValue={platforms[i] ?? ""}
                options={[
                  { value: "", label: "Choose a platform" },
                  ...[...new Set([...SOCIAL_PLATFORMS, platforms[i] ?? ""])].filter(Boolean).map((p) => ({ value: p, label: SOCIAL_LABELS[p] ?? p })),
                ]}
              />
              <InputField name="socialUrl" label={`Link ${i + 1}`} defaultValue={url} error={i === 0 ? errors.socialUrl : undefined} />
            </div>
          ))}
        </div>
      </Section>

      <Section id="hours" title="Opening hours">
        <div className="console-row">
          <SelectInput
            name="hoursTimeZone"
            label="Time zone"
            defaultValue={v("hoursTimeZone")}
            error={errors.hoursTimeZone}
            options={[{ value: "", label: "No hours listed" }, ...zones.map((z) => ({ value: z, label: z }))]}
          />
          <SelectInput
            name="hoursStatus"
            label="Kind of hours"
            defaultValue={v("hoursStatus") || "regular"}
            error={errors.hoursStatus}
            options={OPENING_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
          />
        </div>
        <table className="console-hours">
          <caption className="visually-hidden">Weekly hours: leave a day empty when the store is closed</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {Array.from({ length: RANGES_PER_DAY }, (_, i) => (
                <th scope="col" key={i} colSpan={2}>
                  {i === 0 ? "Opens – closes" : "Again (after a break)"}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {WEEKDAYS.map((day) => (
              <tr key={day}>
                <th scope="row">{capitalized(day)}</th>
                {Array.from({ length: RANGES_PER_DAY }, (_, i) =>
                  (["Open", "Close"] as const).map((part) => {
                    const name = dayField(day, part, i);
                    return (
                      <td key={name}>
                        <input
                          type="time"
                          name={name}
                          defaultValue={v(name)}
                          aria-label={`${capitalized(day)} ${part === "Open" ? "opens" : "closes"}${i > 0 ? " (after a break)" : ""}`}
                          aria-invalid={errors[name] ? true : undefined}
                        />
                        {errors[name] ? <span className="field-error">{errors[name]}</span> : null}
                      </td>
                    );
                  }),
                )}
              </tr>
            ))}
          </tbody>
        </table>
        <div className="console-row">
          {text("seasonFrom", "Season from", { placeholder: "05-01", hint: "MM-DD, for seasonal stores." })}
          {text("seasonTo", "Season to", { placeholder: "10-31" })}
        </div>
        <TextAreaInput name="hoursNote" label="Note on the hours" defaultValue={v("hoursNote")} error={errors.hoursNote} rows={2} hint="Shown under the hours, e.g. “Open late during show weeks”." />
      </Section>

      <Section id="categories" title="Categories">
        <div className="console-check-grid">
          {categories.map((c) => (
            <label key={c.value} className="console-check">
              <input type="checkbox" name="categories" value={c.value} defaultChecked={chosen.has(c.value)} />
              <span>{c.label}</span>
            </label>
          ))}
        </div>
        {errors.categories ? <p className="field-error">{errors.categories}</p> : null}
      </Section>

      <Section id="photos" title="Photos">
        <p className="field-hint">A web address for each photo and a short description of what it shows (read aloud to people who cannot see it).</p>
        {photoUrls.map((url, i) => (
          <div className="console-row" key={`photo-${i}`}>
            <InputField name="photoUrl" label={`Photo ${i + 1} address`} defaultValue={url} error={i === 0 ? errors.photoUrl : undefined} />
            <InputField name="photoAlt" label={`Photo ${i + 1} description`} defaultValue={photoAlts[i] ?? ""} />
          </div>
        ))}
      </Section>

      <Section id="insights" title="Store analysis and customer sentiment">
        <div className="console-row">
          {text("analysisSize", "Size")}
          {text("analysisPriceRange", "Price range")}
          {text("analysisStoreFormat", "Store format")}
          {text("analysisBrowsingDuration", "Browsing time")}
        </div>
        <TextAreaInput name="analysisDescription" label="Analysis" defaultValue={v("analysisDescription")} error={errors.analysisDescription} rows={3} />
        <TextAreaInput name="analysisSpecialties" label="Specialties" defaultValue={v("analysisSpecialties")} rows={3} hint={STORE_EDIT.lines} />
        <div className="console-checks" role="group" aria-label="Services">
          {FEATURES.map((f) => (
            <CheckboxInput key={f} name={`feature_${f}`} label={FEATURE_LABELS[f]} defaultChecked={on(`feature_${f}`)} />
          ))}
        </div>
        <div className="console-row">
          {text("analysisConfidence", "Confidence of the analysis")}
          <TextAreaInput name="analysisPriceIndicators" label="Price indicators" defaultValue={v("analysisPriceIndicators")} rows={2} hint={STORE_EDIT.lines} />
          <TextAreaInput name="analysisSpecialtyMentions" label="Specialty mentions" defaultValue={v("analysisSpecialtyMentions")} rows={2} hint={STORE_EDIT.lines} />
        </div>
        {text("sentimentOverall", "Overall sentiment", { type: "number", step: "0.1", min: 0, max: 10, inputMode: "decimal", hint: "From 0 to 10; shown as the store's rating when set." })}
        <div className="console-row">
          <TextAreaInput name="sentimentPositive" label="What customers like" defaultValue={v("sentimentPositive")} rows={3} hint={STORE_EDIT.lines} />
          <TextAreaInput name="sentimentConcerns" label="Concerns" defaultValue={v("sentimentConcerns")} rows={3} hint={STORE_EDIT.lines} />
          <TextAreaInput name="sentimentDrivers" label="Satisfaction drivers" defaultValue={v("sentimentDrivers")} rows={3} hint={STORE_EDIT.lines} />
        </div>
      </Section>

      <Section id="seo" title="Search appearance">
        {text("seoTitle", "Page title", { maxLength: 200, hint: "Left empty, the store's name is used." })}
        <TextAreaInput name="seoDescription" label="Page description" defaultValue={v("seoDescription")} error={errors.seoDescription} rows={2} maxLength={400} />
      </Section>
    </>
  );
}
