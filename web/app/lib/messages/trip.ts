// Texts of the saved stores page (/saved) and the trip planner (/trip). Not re-exported by ./index.ts:
// only these two pages carry them (the save toggle's and the header's texts are in ./saved.ts).

import type { HoursState } from "../stores/opening-hours";

export const SAVED_PAGE = {
  title: "Saved stores",
  intro: "The stores you save are kept in this browser, with no account. Plan a day of antiquing around them.",
  loading: "Loading your saved stores...",
  noScript: "Your saved stores are kept by your browser, which needs JavaScript to show them.",
  empty: "You have not saved any stores yet.",
  emptyHint: "Use the Save button on a store's page or in any list of stores, and they will wait for you here.",
  searchStores: "Search stores",
  browseTowns: "Browse antique towns",
  count: (n: number) => `${n} saved ${n === 1 ? "store" : "stores"}`,
  plan: "Plan a trip with these",
  remove: "Remove",
  loadFailed: "We could not load your saved stores. Please try again in a moment.",
  missing: (n: number) =>
    `${n === 1 ? "One saved store is" : `${n} saved stores are`} no longer in the directory.`,
  removeMissing: "Remove from the list",
  /** The live region after a removal. */
  removed: (name: string) => `${name} removed from your saved stores.`,
} as const;

export const TRIP_PAGE = {
  title: "Plan your antiquing trip",
  intro: "Your stops in a drivable order, with arrival times and whether each store is open when you get there.",
  /** Without stores in the address: the browser looks for saved ones. */
  lookingForSaved: "Looking for your saved stores...",
  noScript: "Save a few stores, or open a shared trip link, to plan a trip. Saved stores need JavaScript.",
  noStores: "There are no stores in this trip yet.",
  noStoresHint: "Save stores from their pages or any list of stores, then plan a trip with them.",
  findStores: "Find stores",
  savedStores: "Saved stores",
  startHeading: "Start",
  fromLabel: "Start from",
  fromHint: "A town and state, or a ZIP code. Leave it empty to start at the first stop.",
  fromPlaceholder: "Hudson, NY or 12534",
  useLocation: "Use my location",
  locating: "Finding your location...",
  locationDenied: "We could not get your location. Type a town or ZIP code instead.",
  dateLabel: "Date",
  timeLabel: "Start time",
  update: "Update plan",
  startsAt: (label: string) => `Starting from ${label}`,
  startsAtLocation: "Starting from your location",
  startsAtFirstStop: "Starting at the first stop",
  /** "Starting from Hudson, NY at 10:00 AM". */
  startLine: (start: string, time: string) => `${start} at ${time}`,
  placeNotFound: (text: string) =>
    `We could not place “${text}” as a town or ZIP code. Try a town with its state (Hudson, NY) or a ZIP code; meanwhile the trip starts at the first stop.`,
  routeHeading: "Your route",
  summary: (stops: number, drive: string, distance: string) =>
    `${stops} ${stops === 1 ? "stop" : "stops"} · about ${drive} of driving (${distance})`,
  estimateNote: "Drive times are estimates from straight-line distances; roads and traffic will differ.",
  endsAt: (time: string) => `Done by about ${time}`,
  arrive: "Arrive",
  leave: "leave",
  drive: (minutes: string, distance: string) => `${minutes} drive · ${distance}`,
  visitLabel: "Minutes here",
  dragHint: "Drag to move this stop",
  moveUp: "Move up",
  moveDown: "Move down",
  removeStop: "Remove",
  /** The live region after a removal. */
  removed: (name: string) => `${name} removed from the trip.`,
  /** The live region after a change of order. */
  moved: (name: string, position: number) => `${name} is now stop ${position}.`,
  closesDuring: (time: string) => `Closes at ${time}, during your visit`,
  closedAlert: (n: number) =>
    n === 1 ? "One stop would be closed when you arrive." : `${n} stops would be closed when you arrive.`,
  fixOffer: "In this order every store is open when you arrive:",
  fixApply: "Use this order",
  fixNone: "No order of these stops has every store open when you arrive. Try another day or start time, or remove the closed stop.",
  fixTooMany: "With this many stops we cannot try every order. Move the closed stop, or try another day or start time.",
  optimize: "Reorder for the shortest drive",
  reordered: "You changed the order of the stops.",
  missing: (n: number) =>
    `${n === 1 ? "One store of this trip is" : `${n} stores of this trip are`} not on the route: no longer in the directory, or without a known location.`,
  mapHeading: "Map of the route",
  sideLabel: "Map and ways to take the trip along",
  mapLoading: "Loading the map…",
  mapFailed: "The map could not be loaded. The list of stops has everything you need.",
  tilesFailed: "The map background could not be loaded. The numbered stops and the list still work.",
  mapStart: "Start",
  takeAlongHeading: "Take it along",
  googleMaps: "Open in Google Maps",
  appleMaps: "Open in Apple Maps",
  /** A long trip's directions come in parts. */
  directionsPart: (provider: string, from: number | null, to: number) =>
    `${provider}: ${from === null ? "start" : `stop ${from}`} to stop ${to}`,
  splitNote: "The maps apps take only so many stops at a time, so the route comes in parts.",
  gpx: "Download GPX (for GPS and map apps)",
  ics: "Add to calendar (ICS)",
  print: "Print the plan",
  shareLabel: "Link to this plan",
  shareHint: "Anyone with the link sees the same stops and times.",
} as const;

/** What a stop says about its store on arrival, by the state of its hours then. */
export const ARRIVAL_STATE_TEXT: Record<HoursState, string> = {
  open: "Open when you arrive",
  closed: "Closed when you arrive",
  byAppointment: "By appointment: call ahead",
  outOfSeason: "Closed for the season",
  temporarilyClosed: "Temporarily closed",
  unknown: "Hours not listed: check before you go",
};

/** The files' names and the calendar events' titles. */
export const TRIP_FILES = {
  name: (date: string) => `Antiques trip, ${date}`,
  gpxFileName: (date: string) => `antiques-trip-${date}.gpx`,
  icsFileName: (date: string) => `antiques-trip-${date}.ics`,
} as const;
