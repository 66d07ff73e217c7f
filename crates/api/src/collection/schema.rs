//! The fields of each public collection, as its documents carry them: what a query may filter,
//! sort, select and populate.

/// What a field holds, and so what a query may do with it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Kind {
    /// A string: every operator; sorted ignoring case and accents.
    Text,
    /// A number.
    Number,
    /// `true` or `false`.
    Bool,
    /// A date or a date and time (ISO 8601).
    Time,
    /// A list of strings: a filter matches when one of them does.
    Texts,
    /// A relation to other documents: filtered through its own fields, sent when populated (or
    /// always, where the collection's summary carries it).
    Relation(&'static [Field]),
    /// A component or media: selected and populated, not filtered or sorted.
    Component,
    /// Structured data (opening hours, phones): selected only.
    Data,
}

/// One field of a document.
#[derive(Debug, PartialEq)]
pub struct Field {
    pub name: &'static str,
    pub kind: Kind,
}

impl Field {
    pub fn filterable(&self) -> bool {
        !matches!(self.kind, Kind::Component | Kind::Data)
    }

    pub fn sortable(&self) -> bool {
        matches!(
            self.kind,
            Kind::Text | Kind::Number | Kind::Bool | Kind::Time
        )
    }

    pub fn populatable(&self) -> bool {
        matches!(self.kind, Kind::Relation(_) | Kind::Component)
    }
}

/// The fields of one collection.
#[derive(Debug)]
pub struct Schema {
    /// The collection's path under `/api/`, for messages.
    pub name: &'static str,
    pub fields: &'static [Field],
}

impl Schema {
    pub fn field(&self, name: &str) -> Option<&'static Field> {
        self.fields.iter().find(|f| f.name == name)
    }

    /// Names of the fields `keep` accepts, for a message.
    pub fn names(&self, keep: impl Fn(&Field) -> bool) -> String {
        self.fields
            .iter()
            .filter(|f| keep(f))
            .map(|f| f.name)
            .collect::<Vec<_>>()
            .join(", ")
    }
}

const fn f(name: &'static str, kind: Kind) -> Field {
    Field { name, kind }
}

use Kind::*;

const CATEGORY_REF: &[Field] = &[f("slug", Text), f("name", Text)];
const HOTSPOT_REF: &[Field] = &[
    f("slug", Text),
    f("name", Text),
    f("state", Text),
    f("distanceKm", Number),
];

pub static STORES: Schema = Schema {
    name: "stores",
    fields: &[
        f("id", Number),
        f("documentId", Text),
        f("name", Text),
        f("slug", Text),
        f("description", Text),
        f("enhancedDescription", Text),
        f("address", Text),
        f("city", Text),
        f("state", Text),
        f("zipCode", Text),
        f("phones", Data),
        f("websites", Texts),
        f("emails", Texts),
        f("mapUrl", Text),
        f("rating", Number),
        f("placeId", Text),
        f("googlePlaceId", Text),
        f("featured", Bool),
        f("verified", Bool),
        f("lastVerifiedAt", Time),
        f("hasEnhancedData", Bool),
        f("latitude", Number),
        f("longitude", Number),
        f("openingHours", Data),
        f("photos", Component),
        f("socialLinks", Component),
        f("seo", Component),
        f("nearestAntiqueHotspot", Relation(HOTSPOT_REF)),
        f("storeAnalysis", Component),
        f("customerSentiment", Component),
        f("categories", Relation(CATEGORY_REF)),
        f("source", Text),
        f("sourceId", Text),
        f("createdAt", Time),
        f("updatedAt", Time),
        f("publishedAt", Time),
        f("isSample", Bool),
        f("displayRating", Number),
        f("stateName", Text),
        f("region", Text),
        f("fullAddress", Text),
        f("hasWebsite", Bool),
        f("hasPhone", Bool),
        f("hasMap", Bool),
        f("hasDetailedInsights", Bool),
    ],
};

pub static HOTSPOTS: Schema = Schema {
    name: "hotspots",
    fields: &[
        f("id", Number),
        f("documentId", Text),
        f("slug", Text),
        f("name", Text),
        f("state", Text),
        f("latitude", Number),
        f("longitude", Number),
        f("description", Text),
        f("bestTimeToVisit", Text),
        f("radiusKm", Number),
        f("stateName", Text),
        f("storeCount", Number),
    ],
};

const STATE_FIELDS: &[Field] = &[
    f("id", Number),
    f("documentId", Text),
    f("code", Text),
    f("name", Text),
    f("slug", Text),
    f("region", Text),
    f("regionName", Text),
    f("storeCount", Number),
];

pub static STATES: Schema = Schema {
    name: "states",
    fields: STATE_FIELDS,
};

pub static REGIONS: Schema = Schema {
    name: "regions",
    fields: &[
        f("id", Number),
        f("documentId", Text),
        f("slug", Text),
        f("name", Text),
        f("description", Text),
        f("storeCount", Number),
        f("states", Relation(STATE_FIELDS)),
    ],
};

pub static CATEGORIES: Schema = Schema {
    name: "categories",
    fields: &[
        f("id", Number),
        f("documentId", Text),
        f("slug", Text),
        f("name", Text),
        f("description", Text),
        f("storeCount", Number),
    ],
};

pub static GUIDES: Schema = Schema {
    name: "guides",
    fields: &[
        f("id", Number),
        f("documentId", Text),
        f("slug", Text),
        f("title", Text),
        f("summary", Text),
        f("coverUrl", Text),
        f("coverAlt", Text),
        f("author", Text),
        f("tags", Texts),
        f("publishedAt", Time),
        f("updatedAt", Time),
        f("readingMinutes", Number),
    ],
};

pub static EVENTS: Schema = Schema {
    name: "events",
    fields: &[
        f("id", Number),
        f("documentId", Text),
        f("slug", Text),
        f("title", Text),
        f("description", Text),
        f("startDate", Time),
        f("endDate", Time),
        f("venue", Text),
        f("city", Text),
        f("state", Text),
        f("hotspot", Text),
        f("url", Text),
        f("stateName", Text),
    ],
};

/// The console's records (`/api/admin/{guides,events,hotspots,categories}`): every stored field,
/// drafts included.
pub static GUIDE_RECORDS: Schema = Schema {
    name: "guides",
    fields: &[
        f("id", Number),
        f("documentId", Text),
        f("slug", Text),
        f("title", Text),
        f("summary", Text),
        f("body", Text),
        f("coverUrl", Text),
        f("coverAlt", Text),
        f("author", Text),
        f("tags", Texts),
        f("publishedAt", Time),
        f("updatedAt", Time),
        f("draft", Bool),
    ],
};

pub static EVENT_RECORDS: Schema = Schema {
    name: "events",
    fields: &[
        f("id", Number),
        f("documentId", Text),
        f("slug", Text),
        f("title", Text),
        f("description", Text),
        f("startDate", Time),
        f("endDate", Time),
        f("venue", Text),
        f("city", Text),
        f("state", Text),
        f("hotspot", Text),
        f("url", Text),
    ],
};

pub static HOTSPOT_RECORDS: Schema = Schema {
    name: "hotspots",
    fields: &[
        f("id", Number),
        f("documentId", Text),
        f("slug", Text),
        f("name", Text),
        f("state", Text),
        f("latitude", Number),
        f("longitude", Number),
        f("description", Text),
        f("bestTimeToVisit", Text),
        f("radiusKm", Number),
    ],
};

pub static CATEGORY_RECORDS: Schema = Schema {
    name: "categories",
    fields: &[
        f("id", Number),
        f("documentId", Text),
        f("slug", Text),
        f("name", Text),
        f("description", Text),
    ],
};

/// A store as the console's lists show it (`/api/admin/stores`, and the store of a review item).
const EDITOR_STORE_ROW: &[Field] = &[
    f("id", Number),
    f("documentId", Text),
    f("slug", Text),
    f("name", Text),
    f("city", Text),
    f("state", Text),
    f("featured", Bool),
    f("verified", Bool),
    f("status", Text),
    f("isSample", Bool),
    f("updatedAt", Time),
];

pub static EDITOR_STORES: Schema = Schema {
    name: "admin/stores",
    fields: EDITOR_STORE_ROW,
};

pub static SIGNUPS: Schema = Schema {
    name: "email-signups",
    fields: &[
        f("id", Number),
        f("email", Text),
        f("source", Text),
        f("createdAt", Time),
    ],
};

pub static ACCOUNTS: Schema = Schema {
    name: "admin/users",
    fields: &[
        f("email", Text),
        f("role", Text),
        f("canAdminister", Bool),
        f("disabled", Bool),
        f("createdAt", Time),
        f("lastLoginAt", Time),
    ],
};

/// The fields each form sends, as stored.
const STORE_SUBMISSION_FIELDS: &[Field] = &[
    f("name", Text),
    f("address", Text),
    f("city", Text),
    f("state", Text),
    f("zipCode", Text),
    f("phone", Text),
    f("website", Text),
    f("email", Text),
    f("description", Text),
    f("specialties", Text),
];
const CLAIM_REQUEST_FIELDS: &[Field] = &[
    f("store", Text),
    f("name", Text),
    f("role", Text),
    f("email", Text),
    f("phone", Text),
    f("note", Text),
];
const CONTACT_REQUEST_FIELDS: &[Field] = &[
    f("name", Text),
    f("email", Text),
    f("business", Text),
    f("message", Text),
];
const CHANGE_REPORT_FIELDS: &[Field] = &[f("kind", Text), f("details", Text), f("email", Text)];

/// An item of a review queue (`/api/admin/{submissions,claims,enquiries,reports}`): what was sent
/// is `fields`, filtered through like a relation (`filters[fields][email][$containsi]=…`).
macro_rules! queue {
    ($name:ident, $path:literal, $fields:expr) => {
        pub static $name: Schema = Schema {
            name: $path,
            fields: &[
                f("id", Number),
                f("status", Text),
                f("createdAt", Time),
                f("reviewedBy", Text),
                f("reviewedAt", Time),
                f("reason", Text),
                f("fields", Relation($fields)),
                f("store", Relation(EDITOR_STORE_ROW)),
            ],
        };
    };
}

queue!(
    SUBMISSION_ITEMS,
    "admin/submissions",
    STORE_SUBMISSION_FIELDS
);
queue!(CLAIM_ITEMS, "admin/claims", CLAIM_REQUEST_FIELDS);
queue!(ENQUIRY_ITEMS, "admin/enquiries", CONTACT_REQUEST_FIELDS);
queue!(REPORT_ITEMS, "admin/reports", CHANGE_REPORT_FIELDS);

/// The raw form lists (`/api/store-submissions`, `/api/claim-requests`, `/api/contact-requests`):
/// the sent fields sit beside `id`, `status` and `createdAt`.
pub static STORE_SUBMISSIONS: Schema = Schema {
    name: "store-submissions",
    fields: &[
        f("id", Number),
        f("status", Text),
        f("createdAt", Time),
        f("name", Text),
        f("address", Text),
        f("city", Text),
        f("state", Text),
        f("zipCode", Text),
        f("phone", Text),
        f("website", Text),
        f("email", Text),
        f("description", Text),
        f("specialties", Text),
    ],
};

pub static CLAIM_REQUESTS: Schema = Schema {
    name: "claim-requests",
    fields: &[
        f("id", Number),
        f("status", Text),
        f("createdAt", Time),
        f("store", Text),
        f("name", Text),
        f("role", Text),
        f("email", Text),
        f("phone", Text),
        f("note", Text),
    ],
};

pub static CONTACT_REQUESTS: Schema = Schema {
    name: "contact-requests",
    fields: &[
        f("id", Number),
        f("status", Text),
        f("createdAt", Time),
        f("name", Text),
        f("email", Text),
        f("business", Text),
        f("message", Text),
    ],
};
