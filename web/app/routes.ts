// The route table, one line per route. Each module exports `handle.pageType`.
import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"), // homepage
  route("404", "routes/not-found.tsx"), // 404
  route("map", "routes/map.tsx"), // map
  route("about", "routes/about.tsx"), // static
  route("claim", "routes/claim.tsx"), // static
  route("terms", "routes/terms.tsx"), // static
  route("privacy", "routes/privacy.tsx"), // static
  route("events", "routes/events.tsx"), // static
  route("events/:slug.ics", "routes/event-ics.ts"), // calendar file of one event
  route("add-store", "routes/add-store.tsx"), // static
  route("advertise", "routes/advertise.tsx"), // static
  route("analytics", "routes/analytics.tsx"), // static
  route("categories", "routes/categories.tsx"), // static
  route("search", "routes/search.tsx"), // search
  route("guides", "routes/guides.tsx"), // guide-listing
  route("guides/:slug", "routes/guide.tsx"), // guide-detail
  route("states", "routes/states.tsx"), // state-listing
  route("states/:state", "routes/state.tsx"), // state-detail
  route("stores", "routes/stores.tsx"), // store-listing
  route("stores/:slug", "routes/stores.$slug.tsx"), // store-detail, or store-listing for one letter
  route("stores/:slug/report", "routes/stores.$slug.report.tsx"), // report a change to a store
  route("stores/:letter/:page", "routes/stores.$letter.$page.tsx"), // store-listing, paged
  route("regions", "routes/regions.tsx"), // region-listing
  route("regions/:region", "routes/region.tsx"), // region-detail
  route("hotspots", "routes/hotspots.tsx"), // hotspot-listing
  route("saved", "routes/saved.tsx"), // the stores a visitor saved (kept in the browser)
  route("trip", "routes/trip.tsx"), // trip planner: /trip?stores=a,b,c (the share link)
  route("trip.gpx", "routes/trip-gpx.ts"), // the trip's stops as a GPX file
  route("trip.ics", "routes/trip-ics.ts"), // the trip's stops as calendar events
  route("sitemap.xml", "routes/sitemap.xml.ts"), // sitemap index
  route("sitemaps/:part", "routes/sitemap-part.ts"), // sitemap parts
  route("robots.txt", "routes/robots.txt.ts"),
  route("resources/name-search", "routes/resources.name-search.ts"), // JSON for the autocomplete
  route("resources/newsletter", "routes/resources.newsletter.ts"), // newsletter form action
  route("resources/map-points", "routes/resources.map-points.ts"), // JSON: store markers of the map
  route("resources/stores-near", "routes/resources.stores-near.ts"), // JSON: the map's "near me" list
  route("resources/saved-stores", "routes/resources.saved-stores.ts"), // JSON: the cards of saved stores
  // The editorial console: signed-in editors only (lib/admin/session.server.ts).
  route("admin/login", "routes/admin/login.tsx"), // console sign-in
  route("admin/logout", "routes/admin/logout.ts"), // console sign-out (POST)
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"), // console dashboard
    route("stores", "routes/admin/stores.tsx"), // console store list
    route("stores/new", "routes/admin/store-edit.tsx", { id: "admin-store-new" }), // console: new store
    route("stores/:id", "routes/admin/store-edit.tsx"), // console: edit a store
    route("stores/:id/history", "routes/admin/store-history.tsx"), // console: a store's history
    route("submissions", "routes/admin/queue.tsx", { id: "admin-submissions" }), // console: add-store submissions
    route("submissions/:id", "routes/admin/submission.tsx"), // console: one submission
    route("claims", "routes/admin/queue.tsx", { id: "admin-claims" }), // console: claims
    route("claims/:id", "routes/admin/claim.tsx"), // console: one claim
    route("reports", "routes/admin/queue.tsx", { id: "admin-reports" }), // console: change reports
    route("reports/:id", "routes/admin/report.tsx"), // console: one change report
    route("enquiries", "routes/admin/queue.tsx", { id: "admin-enquiries" }), // console: advertising enquiries
    route("enquiries/:id", "routes/admin/enquiry.tsx"), // console: one enquiry
    route("guides", "routes/admin/records.tsx", { id: "admin-guides" }), // console: guides
    route("guides/new", "routes/admin/record-edit.tsx", { id: "admin-guides-new" }), // console: a new one
    route("guides/:slug", "routes/admin/record-edit.tsx", { id: "admin-guides-edit" }), // console: edit one
    route("guides/:slug/history", "routes/admin/record-history.tsx", { id: "admin-guides-history" }), // console: its history
    route("events", "routes/admin/records.tsx", { id: "admin-events" }), // console: events
    route("events/new", "routes/admin/record-edit.tsx", { id: "admin-events-new" }), // console: a new one
    route("events/:slug", "routes/admin/record-edit.tsx", { id: "admin-events-edit" }), // console: edit one
    route("events/:slug/history", "routes/admin/record-history.tsx", { id: "admin-events-history" }), // console: its history
    route("hotspots", "routes/admin/records.tsx", { id: "admin-hotspots" }), // console: hotspot towns
    route("hotspots/new", "routes/admin/record-edit.tsx", { id: "admin-hotspots-new" }), // console: a new one
    route("hotspots/:slug", "routes/admin/record-edit.tsx", { id: "admin-hotspots-edit" }), // console: edit one
    route("hotspots/:slug/history", "routes/admin/record-history.tsx", { id: "admin-hotspots-history" }), // console: its history
    route("categories", "routes/admin/records.tsx", { id: "admin-categories" }), // console: categories
    route("categories/new", "routes/admin/record-edit.tsx", { id: "admin-categories-new" }), // console: a new one
    route("categories/:slug", "routes/admin/record-edit.tsx", { id: "admin-categories-edit" }), // console: edit one
    route("categories/:slug/history", "routes/admin/record-history.tsx", { id: "admin-categories-history" }), // console: its history
    route("signups", "routes/admin/signups.tsx"), // console: newsletter signups
    route("signups/export", "routes/admin/signups-export.ts"), // console: signups as CSV
    route("accounts", "routes/admin/accounts.tsx"), // console: accounts (admins)
    route("import", "routes/admin/import.tsx"), // console: import a file of stores (admins)
    route("*", "routes/admin/not-found.tsx"), // console 404
  ]),
  route(":slug", "routes/hotspot.tsx", [
    route("top-10", "routes/hotspot.top-10.tsx"), // hotspot-detail (nested child)
  ]), // hotspot-detail
  route("*", "routes/catch-all.tsx"), // non-fatal 404
] satisfies RouteConfig;
