// /trip: the trip planner. The address is the plan (lib/trip/trip-query.ts): /trip?stores=a,b,c is the
// share link and what a browser without JavaScript gets, rendered whole on the server (the stores
// from the content service, the route, the arrival times, which stores are open then); the start
// place, day and time are a GET form. With JavaScript the browser plans again as the visitor changes
// the start, the times or the order, and writes the plan back into the address without asking the
// server; the form asks it when a place must be found. /trip without stores plans the
// stores saved in this browser. The route, schedule, map and files load with this page only.
import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { Form, Link, type ShouldRevalidateFunctionArgs, useNavigate, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/trip";
import type { loader as rootLoader } from "~/root";
import { TripEmptyState } from "~/components/trip/TripEmptyState";
import { TripMap, type TripMapStop } from "~/components/trip/TripMap";
import { useHydrated } from "~/components/trip/use-hydrated";
import { useSavedStores } from "~/components/trip/use-saved-stores";
import { formatDistance } from "~/lib/maps/map-page";
import { ARRIVAL_STATE_TEXT, TRIP_PAGE } from "~/lib/messages/trip";
import { pageMeta } from "~/lib/seo/page-meta";
import { storePath } from "~/lib/stores/store-display";
import { type DirectionsLink, directionsLinks } from "~/lib/trip/directions-links";
import type { LatLng } from "~/lib/trip/route-order";
import { tripQueryString } from "~/lib/trip/saved-stores";
import { type ResolvedTripQuery, type TripPageData, tripStart } from "~/lib/trip/trip-page";
import { type TripPlan, type TripStart, isRouteOrder, moveSlug, moveSlugTo, planTrip, startPoint } from "~/lib/trip/trip-plan";
import {
  MAX_FROM_LENGTH,
  MAX_VISIT_MINUTES,
  needsServer,
  parseTripQuery,
  parseVisitMinutes,
  roundNear,
  tripSearch,
} from "~/lib/trip/trip-query";
import { formatClock, formatMinutes, formatTripDate, parseClockTime, parseDate } from "~/lib/trip/trip-time";
import { loadTrip } from "~/lib/trip/trip.server";
import "~/styles/trip.css";

export const handle = { pageType: "other" };

export async function loader({ url }: Route.LoaderArgs) {
  return loadTrip(url);
}

/** Changes of day, time, minutes or order are planned in the browser; a new place or new stores need the server. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  return needsServer(parseTripQuery(currentUrl.searchParams), parseTripQuery(nextUrl.searchParams));
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const count = loaderData?.stores.length ?? 0;
  return pageMeta({
    title: count > 0 ? `Trip plan: ${count} antique ${count === 1 ? "store" : "stores"}` : TRIP_PAGE.title,
    description: TRIP_PAGE.intro,
    path: "/trip",
    matches,
    // Any combination of stores makes a page: none is worth a search engine's index.
    noindex: true,
  });
}

export default function TripPage({ loaderData }: Route.ComponentProps) {
  return <TripPlanner data={loaderData} />;
}

/** What the visitor is typing, kept apart from the plan until it reads as a value. */
interface Drafts {
  from: string;
  date: string;
  time: string;
  visits: Record<string, string>;
}

/** A copy of a record without one key. */
function withoutKey<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const copy = { ...record };
  delete copy[key];
  return copy;
}

const draftsOf = (query: ResolvedTripQuery): Drafts => ({ from: query.from, date: query.date, time: query.time, visits: {} });

/** The plan of the loader's data: its stores (those it could route) with the address's settings. */
const planStateOf = (data: TripPageData): ResolvedTripQuery => ({ ...data.query, slugs: data.stores.map((store) => store.slug) });

function TripPlanner({ data }: { data: TripPageData }) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const saved = useSavedStores();
  const config = useRouteLoaderData<typeof rootLoader>("root")?.config;
  const [state, setState] = useState(() => planStateOf(data));
  const [drafts, setDrafts] = useState(() => draftsOf(data.query));
  const [shownData, setShownData] = useState(data);
  const [announcement, setAnnouncement] = useState("");
  const [locating, setLocating] = useState<"idle" | "busy" | "failed">("idle");
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  /** The index of the stop being dragged by its number (a mouse shortcut for the move buttons): a ref, since the drop can come before a render. */
  const dragFrom = useRef<number | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const pageRef = useRef<HTMLDivElement>(null);

  // New data from the server (another start place, other stores): plan it from its address.
  if (shownData !== data) {
    setShownData(data);
    setState(planStateOf(data));
    setDrafts(draftsOf(data.query));
  }

  // /trip without stores: the stores saved in this browser, if any.
  const emptyAddress = data.query.slugs.length === 0;
  useEffect(() => {
    if (hydrated && emptyAddress && saved.length > 0) void navigate(`/trip${tripQueryString(saved)}`, { replace: true });
  }, [hydrated, emptyAddress, saved, navigate]);

  // Focus follows the control the visitor used when a change moves or removes it.
  useEffect(() => {
    if (!focusTarget) return;
    setFocusTarget(null);
    pageRef.current?.querySelector<HTMLElement>(focusTarget)?.focus();
  }, [focusTarget]);

  const storesBySlug = useMemo(() => new Map(data.stores.map((store) => [store.slug, store])), [data.stores]);
  const plan = useMemo(() => {
    const stores = state.slugs.flatMap((slug) => storesBySlug.get(slug) ?? []);
    return stores.length > 0 ? planTrip(stores, tripStart(state, data.place), state) : null;
  }, [state, storesBySlug, data.place]);

  /**
   * Applies a change: the plan is computed again here, and the address follows by replacing the
   * history entry, not by a navigation, which would ask the server for the root's data at every
   * keystroke and fail offline, where a planned trip must keep working. A later navigation, a reload
   * or Back to this entry reads the address as it stands.
   */
  const update = (next: ResolvedTripQuery, message?: string, focus?: string) => {
    setState(next);
    if (message) setAnnouncement(message);
    if (focus) setFocusTarget(focus);
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${tripSearch(next)}`);
  };

  const locate = () => {
    if (!("geolocation" in navigator)) {
      setLocating("failed");
      return;
    }
    setLocating("busy");
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating("idle");
        setDrafts((current) => ({ ...current, from: "" }));
        const near = roundNear({ lat: position.coords.latitude, lng: position.coords.longitude });
        update({ ...state, from: "", near }, TRIP_PAGE.startsAtLocation);
      },
      () => setLocating("failed"),
      { enableHighAccuracy: false, timeout: 15000, maximumAge: 300000 },
    );
  };

  if (!plan) {
    return (
      <div className="container trip-page" data-testid="trip-page" ref={pageRef}>
        <header className="page-header">
          <h1>{TRIP_PAGE.title}</h1>
          <p>{TRIP_PAGE.intro}</p>
        </header>
        {data.missing.length > 0 ? <p className="alert trip-alert">{TRIP_PAGE.missing(data.missing.length)}</p> : null}
        {emptyAddress && !hydrated ? (
          <>
            <p className="muted trip-needs-js" role="status">
              {TRIP_PAGE.lookingForSaved}
            </p>
            <noscript>
              <p className="alert">{TRIP_PAGE.noScript}</p>
            </noscript>
          </>
        ) : emptyAddress && saved.length > 0 ? (
          <p className="muted" role="status">
            {TRIP_PAGE.lookingForSaved}
          </p>
        ) : (
          <TripEmptyState
            testId="trip-empty"
            heading={TRIP_PAGE.noStores}
            hint={TRIP_PAGE.noStoresHint}
            primary={{ to: "/search", label: TRIP_PAGE.findStores }}
            secondary={{ to: "/saved", label: TRIP_PAGE.savedStores }}
          />
        )}
      </div>
    );
  }

  const start = plan.start;
  const shownSlugs = plan.stops.map((stop) => stop.store.slug);
  const placeNotFound = state.from !== "" && data.place === null;
  const search = tripSearch(state);
  const siteUrl = (config?.siteUrl ?? "").replace(/\/$/, "");

  const move = (index: number, delta: -1 | 1) => {
    const target = index + delta;
    if (target < 0 || target >= shownSlugs.length) return;
    const slug = shownSlugs[index] as string;
    const name = storesBySlug.get(slug)?.name ?? slug;
    update(
      { ...state, slugs: moveSlug(shownSlugs, index, delta), keepOrder: true },
      TRIP_PAGE.moved(name, target + 1),
      `[data-slug="${slug}"] [data-action="${delta < 0 ? "up" : "down"}"]`,
    );
  };

  const moveTo = (from: number, to: number) => {
    const slug = shownSlugs[from];
    if (slug === undefined || from === to) return;
    const name = storesBySlug.get(slug)?.name ?? slug;
    update({ ...state, slugs: moveSlugTo(shownSlugs, from, to), keepOrder: true }, TRIP_PAGE.moved(name, to + 1));
  };

  const removeStop = (slug: string) => {
    const name = storesBySlug.get(slug)?.name ?? slug;
    const visits = withoutKey(state.visits, slug);
    update({ ...state, slugs: shownSlugs.filter((s) => s !== slug), visits }, TRIP_PAGE.removed(name), "#route-heading");
  };

  const setVisit = (slug: string, text: string) => {
    setDrafts((current) => ({ ...current, visits: { ...current.visits, [slug]: text } }));
    const minutes = parseVisitMinutes(text);
    if (minutes !== null && minutes !== state.visits[slug]) update({ ...state, visits: { ...state.visits, [slug]: minutes } });
  };

  const setDate = (text: string) => {
    setDrafts((current) => ({ ...current, date: text }));
    if (parseDate(text) && text !== state.date) update({ ...state, date: text });
  };

  const setTime = (text: string) => {
    setDrafts((current) => ({ ...current, time: text }));
    if (parseClockTime(text) !== null && text !== state.time) update({ ...state, time: text });
  };

  /** A plan of the same stores in another order (the fix, or the computed route). */
  const inOrder = (slugs: readonly string[], keepOrder: boolean): ResolvedTripQuery => ({ ...state, slugs: [...slugs], keepOrder });

  const mapStops: TripMapStop[] = plan.stops.map((stop) => ({
    slug: stop.store.slug,
    name: stop.store.name,
    lat: stop.store.lat,
    lng: stop.store.lng,
    number: stop.number,
    closed: stop.closedOnArrival,
  }));

  return (
    <div className="container trip-page" data-testid="trip-page" ref={pageRef}>
      <header className="page-header trip-header">
        <h1>{TRIP_PAGE.title}</h1>
        <p data-testid="trip-summary">
          {formatTripDate(plan.date)} ·{" "}
          {TRIP_PAGE.summary(plan.stops.length, formatMinutes(plan.totalDriveMinutes), formatDistance(plan.totalRoadKm))}
        </p>
      </header>
      <p className="visually-hidden" role="status" aria-live="polite" data-testid="trip-announcement">
        {announcement}
      </p>
      {data.missing.length > 0 ? (
        <p className="alert trip-alert trip-missing" data-testid="trip-missing">
          {TRIP_PAGE.missing(data.missing.length)}
        </p>
      ) : null}

      <div className="trip-layout">
        <div className="trip-main">
          <Form id="trip-form" method="get" action="/trip" className="card trip-start" aria-labelledby="start-heading" preventScrollReset>
            <h2 id="start-heading">{TRIP_PAGE.startHeading}</h2>
            {/* The stops as listed, so each "Minutes here" field pairs with its store. */}
            <PlanFields query={{ ...state, slugs: shownSlugs }} keep={["stores", "near", "order"]} />
            <div className="trip-start-fields">
              <FieldRow id="trip-from" label={TRIP_PAGE.fromLabel} hint={TRIP_PAGE.fromHint} className="field trip-field-from">
                <input
                  id="trip-from"
                  name="from"
                  type="text"
                  value={drafts.from}
                  maxLength={MAX_FROM_LENGTH}
                  placeholder={TRIP_PAGE.fromPlaceholder}
                  autoComplete="off"
                  aria-describedby={hintId("trip-from")}
                  onChange={(event) => setDrafts({ ...drafts, from: event.currentTarget.value })}
                  data-testid="trip-from"
                />
              </FieldRow>
              <FieldRow id="trip-date" label={TRIP_PAGE.dateLabel}>
                <input
                  id="trip-date"
                  name="date"
                  type="date"
                  required
                  value={drafts.date}
                  onChange={(event) => setDate(event.currentTarget.value)}
                  data-testid="trip-date"
                />
              </FieldRow>
              <FieldRow id="trip-time" label={TRIP_PAGE.timeLabel}>
                <input
                  id="trip-time"
                  name="time"
                  type="time"
                  required
                  value={drafts.time}
                  onChange={(event) => setTime(event.currentTarget.value)}
                  data-testid="trip-time"
                />
              </FieldRow>
            </div>
            <div className="trip-start-actions">
              <button type="submit" className="btn btn-primary" data-testid="trip-update">
                {TRIP_PAGE.update}
              </button>
              <button type="button" className="btn btn-secondary trip-js-only" onClick={locate} disabled={locating === "busy"}>
                <span aria-hidden="true">◎</span> {locating === "busy" ? TRIP_PAGE.locating : TRIP_PAGE.useLocation}
              </button>
            </div>
            <div role="status">
              {locating === "failed" ? <p className="alert alert-error trip-start-note">{TRIP_PAGE.locationDenied}</p> : null}
            </div>
            {placeNotFound ? (
              <p className="alert alert-error trip-start-note" data-testid="trip-place-not-found">
                {TRIP_PAGE.placeNotFound(state.from)}
              </p>
            ) : null}
          </Form>

          <section className="trip-route" aria-labelledby="route-heading">
            <div className="trip-route-head">
              <h2 id="route-heading" tabIndex={-1}>
                {TRIP_PAGE.routeHeading}
              </h2>
              <p className="trip-start-line" data-testid="trip-start">
                {startText(start, plan)}
              </p>
            </div>

            {plan.fix ? <ClosedAlert plan={plan} names={storesBySlug} inOrder={inOrder} update={update} /> : null}

            {state.keepOrder && !isRouteOrder(plan) ? (
              <div className="trip-reordered" data-testid="trip-reordered">
                <p>{TRIP_PAGE.reordered}</p>
                <PlanButton
                  query={inOrder(plan.routeSlugs, false)}
                  onApply={(next) => update(next, TRIP_PAGE.optimize, "#route-heading")}
                  className="btn btn-secondary btn-sm"
                  testId="trip-optimize"
                >
                  {TRIP_PAGE.optimize}
                </PlanButton>
              </div>
            ) : null}

            <ol className="trip-stops" data-testid="trip-stops">
              {plan.stops.map((stop, index) => {
                const { store } = stop;
                const visitId = `visit-${store.slug}`;
                return (
                  <li
                    key={store.slug}
                    className={`trip-stop${stop.closedOnArrival ? " is-closed" : ""}${dragging === index ? " is-dragged" : ""}`}
                    data-testid="trip-stop"
                    data-slug={store.slug}
                    onDragOver={(event) => {
                      if (dragFrom.current !== null) event.preventDefault();
                    }}
                    onDrop={(event) => {
                      event.preventDefault();
                      if (dragFrom.current !== null) moveTo(dragFrom.current, index);
                      dragFrom.current = null;
                      setDragging(null);
                    }}
                  >
                    {stop.driveMinutes !== null && stop.driveRoadKm !== null ? (
                      <p className="trip-leg" data-testid="trip-leg">
                        <span aria-hidden="true">↓ </span>
                        {TRIP_PAGE.drive(formatMinutes(stop.driveMinutes), formatDistance(stop.driveRoadKm))}
                      </p>
                    ) : null}
                    <div className="trip-stop-card">
                      {/* Dragged by its number with a mouse; the move buttons do the same by keyboard and touch. */}
                      <span
                        className="trip-stop-number"
                        aria-hidden="true"
                        draggable={hydrated}
                        title={hydrated ? TRIP_PAGE.dragHint : undefined}
                        onDragStart={(event) => {
                          event.dataTransfer.effectAllowed = "move";
                          event.dataTransfer.setData("text/plain", store.slug);
                          dragFrom.current = index;
                          setDragging(index);
                        }}
                        onDragEnd={() => {
                          dragFrom.current = null;
                          setDragging(null);
                        }}
                        data-testid="trip-drag"
                      >
                        {stop.number}
                      </span>
                      <div className="trip-stop-main">
                        <h3 className="trip-stop-name">
                          <Link to={storePath(store)}>{store.name}</Link>
                        </h3>
                        <p className="trip-stop-address">{store.address ?? `${store.city}, ${store.state}`}</p>
                        <p className="trip-stop-time" data-testid="trip-arrival">
                          <strong>
                            {TRIP_PAGE.arrive} {stop.arrivalText}
                          </strong>{" "}
                          · {TRIP_PAGE.leave} {stop.departureText}
                        </p>
                        <p className={`trip-stop-state trip-state-${stop.state}`} data-testid="trip-state" data-state={stop.state}>
                          <span className="hours-dot" aria-hidden="true" />
                          <span>
                            {ARRIVAL_STATE_TEXT[stop.state]}
                            {stop.closesDuringVisit ? ` · ${TRIP_PAGE.closesDuring(stop.closesDuringVisit)}` : null}
                          </span>
                        </p>
                      </div>
                      <div className="trip-stop-controls">
                        <FieldRow id={visitId} label={TRIP_PAGE.visitLabel} className="trip-visit">
                          <input
                            id={visitId}
                            form="trip-form"
                            name="visit"
                            type="number"
                            inputMode="numeric"
                            min={0}
                            max={MAX_VISIT_MINUTES}
                            step={5}
                            value={drafts.visits[store.slug] ?? String(stop.visitMinutes)}
                            onChange={(event) => setVisit(store.slug, event.currentTarget.value)}
                            onBlur={() => setDrafts((current) => ({ ...current, visits: withoutKey(current.visits, store.slug) }))}
                            data-testid="trip-visit"
                          />
                        </FieldRow>
                        <div className="trip-move trip-js-only">
                          <button
                            type="button"
                            className="btn btn-secondary btn-sm trip-icon-button"
                            aria-disabled={index === 0}
                            title={TRIP_PAGE.moveUp}
                            onClick={() => move(index, -1)}
                            data-action="up"
                            data-testid="move-up"
                          >
                            <ArrowIcon up />
                            <span className="visually-hidden">
                              {TRIP_PAGE.moveUp}: {store.name}
                            </span>
                          </button>
                          <button
                            type="button"
                            className="btn btn-secondary btn-sm trip-icon-button"
                            aria-disabled={index === plan.stops.length - 1}
                            title={TRIP_PAGE.moveDown}
                            onClick={() => move(index, 1)}
                            data-action="down"
                            data-testid="move-down"
                          >
                            <ArrowIcon />
                            <span className="visually-hidden">
                              {TRIP_PAGE.moveDown}: {store.name}
                            </span>
                          </button>
                          <button
                            type="button"
                            className="btn btn-ghost btn-sm"
                            onClick={() => removeStop(store.slug)}
                            data-testid="remove-stop"
                          >
                            {TRIP_PAGE.removeStop}
                            <span className="visually-hidden">: {store.name}</span>
                          </button>
                        </div>
                      </div>
                    </div>
                  </li>
                );
              })}
            </ol>
            <p className="trip-end" data-testid="trip-end">
              <strong>{TRIP_PAGE.endsAt(plan.endText)}</strong>
            </p>
            <p className="muted trip-estimate">{TRIP_PAGE.estimateNote}</p>
          </section>
        </div>

        <aside className="trip-side" aria-label={TRIP_PAGE.sideLabel}>
          <TripMapMemo start={startPoint(start)} stops={mapStops} tileUrl={config?.mapTileUrl ?? ""} attribution={config?.mapTileAttribution ?? ""} />
          <TakeAlong plan={plan} search={search} shareUrl={`${siteUrl}/trip${search}`} />
        </aside>
      </div>
    </div>
  );
}

function ArrowIcon({ up = false }: { up?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d={up ? "M12 19V5M6 11l6-6 6 6" : "M12 5v14M6 13l6 6 6-6"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** "Leave Hudson, NY at 10:00 AM", or the first stop's arrival when the trip starts there. */
function startText(start: TripStart, plan: TripPlan): string {
  const at = formatClock(plan.startAt, plan.timeZone);
  if (start.kind === "place") return TRIP_PAGE.startLine(TRIP_PAGE.startsAt(start.label), at);
  if (start.kind === "location") return TRIP_PAGE.startLine(TRIP_PAGE.startsAtLocation, at);
  return TRIP_PAGE.startLine(TRIP_PAGE.startsAtFirstStop, at);
}

/** The id of a `FieldRow`'s hint, for its control's aria-describedby. */
const hintId = (controlId: string) => `${controlId}-hint`;

/** A labelled control in a form row, with an optional hint under it; the control is the child whose id is `id`. */
function FieldRow({
  id,
  label,
  hint,
  className = "field",
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <p id={hintId(id)} className="trip-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The map redrawn only when what it shows changes, not at every keystroke in the minutes fields. */
function TripMapMemo({ start, stops, tileUrl, attribution }: { start: LatLng | null; stops: TripMapStop[]; tileUrl: string; attribution: string }) {
  const key = JSON.stringify([start, stops]);
  const [shown, setShown] = useState({ key, start, stops });
  if (shown.key !== key) setShown({ key, start, stops });
  return <TripMap start={shown.start} stops={shown.stops} tileUrl={tileUrl} attribution={attribution} />;
}

/** The address's parameters of a plan as hidden fields (those named in `keep`, or all). */
function PlanFields({ query, keep }: { query: ResolvedTripQuery; keep?: string[] }) {
  const params = [...new URLSearchParams(tripSearch(query))].filter(([name]) => !keep || keep.includes(name));
  return (
    <>
      {params.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/**
 * A button that applies another plan: without JavaScript a GET form of that plan's address, with
 * it the change is made in place.
 */
function PlanButton({
  query,
  onApply,
  className,
  testId,
  children,
}: {
  query: ResolvedTripQuery;
  onApply: (query: ResolvedTripQuery) => void;
  className: string;
  testId: string;
  children: ReactNode;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(query);
  };
  return (
    <form method="get" action="/trip" className="trip-plan-button" onSubmit={submit}>
      <PlanFields query={query} />
      <button type="submit" className={className} data-testid={testId}>
        {children}
      </button>
    </form>
  );
}

/** Stops that would be closed on arrival, and the order that avoids them when there is one. */
function ClosedAlert({
  plan,
  names,
  inOrder,
  update,
}: {
  plan: TripPlan;
  names: ReadonlyMap<string, { name: string }>;
  inOrder: (slugs: readonly string[], keepOrder: boolean) => ResolvedTripQuery;
  update: (next: ResolvedTripQuery, message?: string, focus?: string) => void;
}) {
  const fix = plan.fix;
  if (!fix) return null;
  return (
    <div className="alert trip-alert trip-closed" data-testid="trip-closed-alert">
      <p className="trip-alert-title">
        <strong>{TRIP_PAGE.closedAlert(plan.closedCount)}</strong>
      </p>
      {fix.kind === "reorder" ? (
        <>
          <p>{TRIP_PAGE.fixOffer}</p>
          <ol className="trip-fix-order" data-testid="trip-fix-order">
            {fix.slugs.map((slug) => (
              <li key={slug}>{names.get(slug)?.name ?? slug}</li>
            ))}
          </ol>
          <PlanButton
            query={inOrder(fix.slugs, true)}
            onApply={(next) => update(next, TRIP_PAGE.fixApply, "#route-heading")}
            className="btn btn-primary btn-sm"
            testId="trip-apply-fix"
          >
            {TRIP_PAGE.fixApply}
          </PlanButton>
        </>
      ) : (
        <p data-testid="trip-no-fix">{fix.kind === "none" ? TRIP_PAGE.fixNone : TRIP_PAGE.fixTooMany}</p>
      )}
    </div>
  );
}

const PROVIDER_NAMES = { google: "Google Maps", apple: "Apple Maps" } as const;

/** One provider's directions: one link, or one per part of a long route. */
function DirectionsLinks({ links, label }: { links: DirectionsLink[]; label: string }) {
  return (
    <>
      {links.map((link) => (
        <li key={link.url}>
          <a
            className="btn btn-secondary trip-take-link"
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            data-testid={`directions-${link.provider}`}
          >
            {links.length === 1
              ? label
              : TRIP_PAGE.directionsPart(PROVIDER_NAMES[link.provider], link.fromStop === null ? null : link.fromStop + 1, link.toStop + 1)}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </>
  );
}

function TakeAlong({ plan, search, shareUrl }: { plan: TripPlan; search: string; shareUrl: string }) {
  const from = startPoint(plan.start);
  const points = plan.stops.map((stop) => ({ lat: stop.store.lat, lng: stop.store.lng }));
  const google = directionsLinks("google", from, points);
  const apple = directionsLinks("apple", from, points);
  return (
    <section className="card trip-take" aria-labelledby="take-heading" data-testid="trip-take-along">
      <h2 id="take-heading">{TRIP_PAGE.takeAlongHeading}</h2>
      <ul className="trip-take-list">
        <DirectionsLinks links={google} label={TRIP_PAGE.googleMaps} />
        <DirectionsLinks links={apple} label={TRIP_PAGE.appleMaps} />
        <li>
          <a className="btn btn-secondary trip-take-link" href={`/trip.gpx${search}`} download data-testid="trip-gpx">
            {TRIP_PAGE.gpx}
          </a>
        </li>
        <li>
          <a className="btn btn-secondary trip-take-link" href={`/trip.ics${search}`} download data-testid="trip-ics">
            {TRIP_PAGE.ics}
          </a>
        </li>
        <li className="trip-js-only">
          <button type="button" className="btn btn-secondary trip-take-link" onClick={() => window.print()} data-testid="trip-print">
            {TRIP_PAGE.print}
          </button>
        </li>
      </ul>
      {google.length > 1 || apple.length > 1 ? <p className="trip-hint">{TRIP_PAGE.splitNote}</p> : null}
      <FieldRow id="trip-share" label={TRIP_PAGE.shareLabel} hint={TRIP_PAGE.shareHint} className="field trip-share">
        <input
          id="trip-share"
          type="url"
          readOnly
          value={shareUrl}
          aria-describedby={hintId("trip-share")}
          onFocus={(event) => event.currentTarget.select()}
          data-testid="trip-share"
        />
      </FieldRow>
    </section>
  );
}
