// The links of the site frame (header and footer), in one place for components and tests.

export interface NavItem {
  to: string;
  label: string;
}

/** Header navigation, desktop and mobile menu alike. */
export const MAIN_NAV: readonly NavItem[] = [
  { to: "/", label: "Home" },
  { to: "/search", label: "Search" },
  { to: "/states", label: "States" },
  { to: "/hotspots", label: "Hotspots" },
  { to: "/about", label: "About" },
];

export const FOOTER_EXPLORE: readonly NavItem[] = [
  { to: "/stores/a/1", label: "Browse Stores" },
  { to: "/categories", label: "Shop by Category" },
  { to: "/guides", label: "Buying Guides" },
];

export const FOOTER_HOTSPOTS: readonly NavItem[] = [
  { to: "/adamstown-pa", label: "Adamstown, PA" },
  { to: "/round-top-tx", label: "Round Top, TX" },
  { to: "/hudson-ny", label: "Hudson, NY" },
  { to: "/brimfield-ma", label: "Brimfield, MA" },
  { to: "/nashville-tn", label: "Nashville, TN" },
];

export const FOOTER_OWNERS: readonly NavItem[] = [
  { to: "/add-store", label: "Add Your Store" },
  { to: "/claim", label: "Claim Your Listing" },
  { to: "/advertise", label: "Advertise" },
  { to: "/analytics", label: "Store Analytics" },
];

/** The privacy and terms anchors (#privacy, #terms) on their own pages. */
export const FOOTER_LEGAL: readonly NavItem[] = [
  { to: "/privacy#privacy", label: "Privacy Policy" },
  { to: "/terms#terms", label: "Terms of Service" },
];

/** Quick navigation of the error page. */
export const ERROR_QUICK_NAV: readonly NavItem[] = [
  { to: "/", label: "Home" },
  { to: "/stores", label: "Browse Stores" },
  { to: "/map", label: "Map View" },
  { to: "/categories", label: "Categories" },
];
