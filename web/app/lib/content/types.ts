// Shapes of the content API (docs/api.md). Only what the web app reads.

export interface Phone {
  prettyPhoneNumber: string;
  phoneNumber: string;
}

export interface TimeRange {
  open: string;
  close: string;
}

export type Weekday = "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";

export interface OpeningHours {
  timeZone: string;
  status: "regular" | "byAppointment" | "seasonal" | "temporarilyClosed";
  weekly: Record<Weekday, TimeRange[]>;
  season: { from: string; to: string } | null;
  note: string | null;
}

export interface StoreFeatures {
  delivery: boolean;
  shipping: boolean;
  auctions: boolean;
  multiVendor: boolean;
  multipleFloors: boolean;
}

export interface StoreAnalysis {
  size: string;
  priceRange: string;
  specialties: string[];
  storeFormat: string;
  browsingDuration: string;
  description: string;
  features: StoreFeatures;
  analysis: { confidenceLevel: string; priceIndicators: string[]; specialtyMentions: string[] };
}

export interface CustomerSentiment {
  overallSentiment: number | null;
  positiveThemes: string[];
  concerns: string[];
  satisfactionDrivers: string[];
}

export interface HotspotRef {
  slug: string;
  name: string;
  state: string;
  distanceKm: number;
}

export interface CategoryRef {
  slug: string;
  name: string;
}

/** A store as list endpoints return it without `populate`. */
export interface StoreSummary {
  id: number;
  documentId: string;
  name: string;
  slug: string;
  description: string | null;
  enhancedDescription: string | null;
  address: string | null;
  city: string;
  state: string;
  zipCode: string | null;
  phones: Phone[];
  websites: string[];
  mapUrl: string | null;
  rating: number | null;
  featured: boolean;
  verified: boolean;
  hasEnhancedData: boolean;
  latitude: number | null;
  longitude: number | null;
  nearestAntiqueHotspot: HotspotRef | null;
  categories: CategoryRef[];
  isSample: boolean;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  /** Present on results of geo queries and nearby lists. */
  distanceKm?: number;
}

/** The full store (`populate=*`). */
export interface Store extends StoreSummary {
  emails: string[];
  placeId: string | null;
  googlePlaceId: string | null;
  openingHours: OpeningHours | null;
  photos: { url: string; alt: string; width: number | null; height: number | null }[];
  socialLinks: { platform: string; url: string }[];
  seo: { metaTitle: string | null; metaDescription: string | null } | null;
  storeAnalysis: StoreAnalysis | null;
  customerSentiment: CustomerSentiment | null;
}

export interface Pagination {
  page: number;
  pageSize: number;
  pageCount: number;
  total: number;
}

export interface Paged<T> {
  data: T[];
  meta: { pagination: Pagination };
}

export interface ReferenceStats {
  totalStores: number;
  distinctCities: number;
  totalStates: number;
  totalHotspots: number;
}

export interface NameSearchHit {
  id: number;
  documentId: string;
  name: string;
  slug: string;
  city: string;
  state: string;
}

export interface Hotspot {
  slug: string;
  name: string;
  state: string;
  latitude: number;
  longitude: number;
  description: string;
  bestTimeToVisit: string;
  radiusKm: number;
  storeCount: number;
}

export interface HotspotDetail extends Hotspot {
  upcomingEvents: Event[];
}

export interface RankedStore extends StoreSummary {
  rank: number;
  score: number;
  reasons: string[];
}

export interface TopStores {
  data: { hotspot?: Hotspot; stores: RankedStore[] } | RankedStore[];
  meta: { rankingRule?: string; total?: number };
}

export interface StateInfo {
  code: string;
  name: string;
  slug: string;
  region: string;
  regionName: string;
  storeCount: number;
}

export interface StateDetail extends StateInfo {
  cities: { name: string; storeCount: number }[];
  hotspots: Hotspot[];
}

export interface RegionInfo {
  slug: string;
  name: string;
  description: string;
  storeCount: number;
  states: StateInfo[];
}

export interface RegionDetail extends RegionInfo {
  hotspots: Hotspot[];
}

export interface CategoryInfo {
  slug: string;
  name: string;
  description: string;
  storeCount: number;
}

export interface GuideSummary {
  slug: string;
  title: string;
  summary: string;
  coverUrl: string | null;
  coverAlt: string | null;
  author: string;
  tags: string[];
  publishedAt: string;
  updatedAt: string;
  readingMinutes: number;
}

export interface Guide extends GuideSummary {
  body: string;
}

export interface Event {
  slug: string;
  title: string;
  description: string;
  startDate: string;
  endDate: string;
  venue: string;
  city: string;
  state: string;
  hotspot: string | null;
  url: string | null;
}

export interface MapPoint {
  slug: string;
  name: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
}

/** Body of POST /api/stores/search. */
export interface StoreSearchRequest {
  query?: string;
  location?: { hotspot?: string; state?: string; region?: string };
  filters?: Record<string, true>;
  pagination?: { page: number; pageSize: number };
}

export type SignupSource = "inline" | "footer";

/** The Strapi error body. */
export interface ContentErrorBody {
  data: null;
  error: { status: number; name: string; message: string; details?: unknown };
}
