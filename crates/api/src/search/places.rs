//! Places a visitor may type into a search: a city or town of our stores, a hotspot town, a state
//! (by name or code) or a ZIP code. The gazetteer is made from the snapshot itself, so a place where
//! the directory has stores is found where those stores are; towns and ZIP codes without a store of
//! ours come from the reference files when they are configured ([`UsPlaces`]), read with more care
//! (see [`Gazetteer::find`]).

use std::collections::HashMap;
use std::sync::Arc;

use antiques_model::text::fold;

use super::us_places::UsPlaces;
use crate::snapshot::{Slot, Snapshot};

/// How far around a town, a ZIP code or a visitor's position a search looks, in kilometres.
pub const DEFAULT_RADIUS_KM: f64 = 25.0;

/// The longest place name, in words, looked for in a query (`Saint Marys City`).
const MAX_PLACE_WORDS: usize = 4;

/// What kind of place a query named.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum PlaceKind {
    /// A city or town: of our stores, or of the reference towns.
    City,
    /// A hotspot town (a famous antiquing destination with a page of its own).
    Hotspot,
    /// A state: a filter, not a radius.
    State,
    /// A five-digit ZIP code.
    Zip,
    /// A position the visitor shared.
    Near,
}

/// A place a search is about.
#[derive(Debug, Clone, PartialEq)]
pub struct Place {
    pub kind: PlaceKind,
    /// What a visitor reads: `Hudson, NY`, `Texas`, `ZIP 12534`, `your location`.
    pub label: String,
    /// State code of a city, hotspot, ZIP or state.
    pub state: Option<String>,
    /// Folded city name of a city or hotspot town (stores in that city belong even without coordinates).
    pub city: Option<String>,
    /// ZIP code of a ZIP place.
    pub zip: Option<String>,
    /// Slug of a hotspot town.
    pub hotspot: Option<String>,
    /// Centre of a radius place (none for a state).
    pub centre: Option<(f64, f64)>,
    pub radius_km: f64,
}

/// What makes two places hold the same stores: a [`Place`] but for its label.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct PlaceKey {
    kind: PlaceKind,
    state: Option<String>,
    city: Option<String>,
    zip: Option<String>,
    /// The centre's latitude and longitude and the radius, bit for bit.
    circle: (Option<(u64, u64)>, u64),
}

/// The stores of a radius place in slot order, and how far each is from the centre (in the same
/// order; NaN for a store of the place's town or ZIP code without coordinates). 12 bytes a store: a
/// snapshot keeps hundreds of thousands of these.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct PlaceStores {
    pub slots: Vec<Slot>,
    km: Vec<f64>,
}

impl PlaceStores {
    /// How far the store at `at` in `slots` is from the centre (`None`: it has no coordinates).
    pub fn distance(&self, at: usize) -> Option<f64> {
        self.km.get(at).copied().filter(|km| !km.is_nan())
    }
}

impl Place {
    /// The key a snapshot keeps the place's stores under.
    pub fn key(&self) -> PlaceKey {
        PlaceKey {
            kind: self.kind,
            state: self.state.clone(),
            city: self.city.clone(),
            zip: self.zip.clone(),
            circle: (
                self.centre.map(|(lat, lng)| (lat.to_bits(), lng.to_bits())),
                self.radius_km.to_bits(),
            ),
        }
    }

    /// A position the visitor shared.
    pub fn near(latitude: f64, longitude: f64, radius_km: f64) -> Place {
        Place {
            kind: PlaceKind::Near,
            label: "your location".to_string(),
            state: None,
            city: None,
            zip: None,
            hotspot: None,
            centre: Some((latitude, longitude)),
            radius_km,
        }
    }
}

#[derive(Debug, Default, Clone, Copy)]
struct Centroid {
    stores: u32,
    located: u32,
    lat: f64,
    lng: f64,
}

impl Centroid {
    fn add(&mut self, lat: Option<f64>, lng: Option<f64>) {
        self.stores += 1;
        if let (Some(a), Some(b)) = (lat, lng) {
            self.located += 1;
            self.lat += a;
            self.lng += b;
        }
    }

    fn centre(&self) -> Option<(f64, f64)> {
        (self.located > 0).then(|| {
            (
                self.lat / f64::from(self.located),
                self.lng / f64::from(self.located),
            )
        })
    }
}

#[derive(Debug)]
struct City {
    name: String,
    state: String,
    at: Centroid,
    /// Slots of its stores.
    slots: Vec<Slot>,
}

/// Every place name of a snapshot, folded.
#[derive(Debug, Default)]
pub struct Gazetteer {
    /// Folded city name → cities of that name, most stores first.
    cities: HashMap<String, Vec<City>>,
    /// Folded hotspot name → (index in the snapshot's hotspots) per state.
    hotspots: HashMap<String, Vec<usize>>,
    /// Folded state name → code.
    state_names: HashMap<String, String>,
    /// Lower-case state code → code.
    state_codes: HashMap<String, String>,
    zips: HashMap<String, Centroid>,
    /// Slots of the stores per ZIP code and per state code: the stores a place search looks at
    /// besides those the grid finds within its radius (see [`Gazetteer::candidates`]).
    zip_slots: HashMap<String, Vec<Slot>>,
    state_slots: HashMap<String, Vec<Slot>>,
    /// Towns and ZIP codes of the whole US (shared by every snapshot, empty without the files).
    us: Arc<UsPlaces>,
}

/// One word of a query: folded, and whether it was written as a two-letter capital code (`NY`).
#[derive(Debug, Clone)]
pub struct QueryWord {
    pub folded: String,
    pub capital_code: bool,
}

/// The words of a query, in order: split on anything but letters and digits, folded.
pub fn words_of(query: &str) -> Vec<QueryWord> {
    query
        .split(|c: char| !c.is_alphanumeric() && c != '\'' && c != '’')
        .filter(|w| !w.is_empty())
        .filter_map(|w| {
            let folded = fold(w);
            (!folded.is_empty()).then(|| QueryWord {
                capital_code: w.len() == 2 && w.chars().all(|c| c.is_ascii_uppercase()),
                folded,
            })
        })
        .collect()
}

/// A place found in a query and the words it took.
#[derive(Debug, Clone)]
pub struct FoundPlace {
    pub place: Place,
    /// Word indexes the place was written with (a connector before it, `in`, included).
    pub words: std::ops::Range<usize>,
}

/// Words that introduce a place (`furniture in Hudson`), dropped with it.
const CONNECTORS: [&str; 5] = ["in", "near", "around", "at", "by"];

/// State codes that are also words (`oak or pine`, `made in`): in lower case they name a reference
/// town's state only as the query's last word.
const CODES_THAT_ARE_WORDS: [&str; 13] = [
    "al", "co", "de", "hi", "id", "in", "la", "ma", "me", "oh", "ok", "or", "pa",
];

/// What the stores' own words say about a phrase of a query, so a place name spelt like them is
/// read as a place only when the query makes that plain.
pub struct StoreWords<'a> {
    /// A word that names what stores sell (`glass`, `oak`).
    pub is_item_word: &'a dyn Fn(&str) -> bool,
    /// A phrase whose every word some store has, in its name, goods or descriptions (`china`).
    pub known_to_stores: &'a dyn Fn(&str) -> bool,
}

impl Gazetteer {
    /// The places of a snapshot, with the reference towns and ZIP codes `us`.
    pub fn of(snap: &Snapshot, us: Arc<UsPlaces>) -> Gazetteer {
        let mut g = Gazetteer {
            us,
            ..Gazetteer::default()
        };
        for s in snap.states.iter() {
            g.state_names.insert(fold(&s.name), s.code.clone());
            g.state_codes.insert(s.code.to_lowercase(), s.code.clone());
        }
        for (i, h) in snap.hotspots.iter().enumerate() {
            g.hotspots.entry(fold(&h.name)).or_default().push(i);
        }
        let mut cities: HashMap<(Box<str>, Box<str>), City> = HashMap::new();
        for &slot in &snap.stores.by_name {
            let e = snap.entry(slot);
            let city = cities
                .entry((e.folded_city.clone(), e.state.clone()))
                .or_insert_with(|| City {
                    name: e.city.to_string(),
                    state: e.state.to_string(),
                    at: Centroid::default(),
                    slots: Vec::new(),
                });
            city.at.add(e.latitude, e.longitude);
            city.slots.push(slot);
            if let Some(zip) = &e.zip {
                g.zips
                    .entry(zip.to_string())
                    .or_default()
                    .add(e.latitude, e.longitude);
                match g.zip_slots.get_mut(&**zip) {
                    Some(slots) => slots.push(slot),
                    None => drop(g.zip_slots.insert(zip.to_string(), vec![slot])),
                }
            }
            match g.state_slots.get_mut(&*e.state) {
                Some(slots) => slots.push(slot),
                None => drop(g.state_slots.insert(e.state.to_string(), vec![slot])),
            }
        }
        for ((folded, _), city) in cities {
            if !folded.is_empty() {
                g.cities.entry(folded.to_string()).or_default().push(city);
            }
        }
        for list in g.cities.values_mut() {
            list.sort_by(|a, b| b.at.stores.cmp(&a.at.stores).then(a.state.cmp(&b.state)));
        }
        // Gathered in name order; a search looks its matches up in a state's stores by slot.
        for slots in g.state_slots.values_mut() {
            slots.sort_unstable();
        }
        g
    }

    /// Every store that may be in a place (a superset of those [`super::in_place`] keeps, in slot
    /// order), so a search with a place looks at those rather than at every store: the
    /// stores of its state, or those within its radius (the grid) and those of its town and ZIP code
    /// (which count without coordinates too). `None` when it cannot tell (a town without its state).
    pub fn candidates(&self, snap: &Snapshot, place: &Place) -> Option<Vec<Slot>> {
        if place.kind == PlaceKind::State {
            let state = place.state.as_deref()?;
            return Some(self.state_slots.get(state).cloned().unwrap_or_default());
        }
        let mut out: Vec<Slot> = match place.centre {
            Some((lat, lng)) => snap.stores.around(lat, lng, place.radius_km),
            None => Vec::new(),
        };
        if let Some(city) = &place.city {
            let state = place.state.as_deref()?;
            if let Some(c) = self
                .cities
                .get(city)
                .and_then(|list| list.iter().find(|c| c.state == state))
            {
                out.extend_from_slice(&c.slots);
            }
        }
        if let Some(slots) = place.zip.as_ref().and_then(|z| self.zip_slots.get(z)) {
            out.extend_from_slice(slots);
        }
        out.sort_unstable();
        out.dedup();
        Some(out)
    }

    /// The stores of a place with a radius (not a state), in slot order, each with its distance:
    /// the [`Gazetteer::candidates`] that [`super::in_place`] keeps. `None` for a state, or when
    /// the candidates cannot be told.
    pub fn stores_in(&self, snap: &Snapshot, place: &Place) -> Option<PlaceStores> {
        if place.kind == PlaceKind::State {
            return None;
        }
        let mut stores = PlaceStores::default();
        for slot in self.candidates(snap, place)? {
            let (inside, distance) = super::in_place(snap, slot, snap.stores.facts(slot), place);
            if inside {
                stores.slots.push(slot);
                stores.km.push(distance.unwrap_or(f64::NAN));
            }
        }
        Some(stores)
    }

    /// A state code written after a town (`Hudson NY`, `Hudson, New York`): the code and the words
    /// it took.
    fn state_after(&self, words: &[QueryWord], at: usize) -> Option<(String, usize)> {
        for n in (1..=3).rev() {
            if at + n > words.len() {
                continue;
            }
            let phrase = join(&words[at..at + n]);
            if let Some(code) = self.state_names.get(&phrase) {
                return Some((code.clone(), n));
            }
        }
        let w = words.get(at)?;
        self.state_codes.get(&w.folded).map(|c| (c.clone(), 1))
    }

    /// A state written after a reference town: as [`Gazetteer::state_after`], but a lower-case code
    /// that is also a word (`or`, `in`) counts only as the query's last word.
    fn state_after_us_town(&self, words: &[QueryWord], at: usize) -> Option<(String, usize)> {
        let (code, taken) = self.state_after(words, at)?;
        let w = &words[at];
        let word_like = taken == 1
            && !w.capital_code
            && w.folded.len() == 2
            && CODES_THAT_ARE_WORDS.contains(&w.folded.as_str());
        (!word_like || at + 1 == words.len()).then_some((code, taken))
    }

    /// The first place written in a query, if any. A one-word town of our stores spelt like what
    /// stores sell (`Glass`, `Orange`) counts as a place only with its state after it. A reference
    /// town (one without a store of ours) counts with its state after it (`Paris TX`,
    /// `Paris, Texas`); without, only when it is not spelt like what stores sell and it follows a
    /// connector (`furniture in Paris`) or is the whole query and its words are not the stores' own
    /// words, so the many US towns named like words (`Oak`, `Mission`, `China`) never take a
    /// search's words.
    pub fn find(
        &self,
        snap: &Snapshot,
        words: &[QueryWord],
        store_words: &StoreWords<'_>,
    ) -> Option<FoundPlace> {
        for start in 0..words.len() {
            if let Some(found) = self.place_at(snap, words, start, store_words) {
                let mut from = start;
                if from > 0 && CONNECTORS.contains(&words[from - 1].folded.as_str()) {
                    from -= 1;
                }
                return Some(FoundPlace {
                    place: found.0,
                    words: from..found.1,
                });
            }
        }
        None
    }

    fn place_at(
        &self,
        snap: &Snapshot,
        words: &[QueryWord],
        start: usize,
        store_words: &StoreWords<'_>,
    ) -> Option<(Place, usize)> {
        let word = &words[start];
        if word.folded.len() == 5 && word.folded.bytes().all(|b| b.is_ascii_digit()) {
            let zip = &word.folded;
            // Our stores' ZIP code is where they are; the reference file places it when they have
            // no coordinates, and places any other ZIP code it has.
            let ours = self.zips.get(zip);
            let centre = ours
                .and_then(Centroid::centre)
                .or_else(|| self.us.zip_centre(zip));
            if ours.is_none() && centre.is_none() {
                return None;
            }
            return Some((
                Place {
                    kind: PlaceKind::Zip,
                    label: format!("ZIP {zip}"),
                    state: None,
                    city: None,
                    zip: Some(zip.clone()),
                    hotspot: None,
                    centre,
                    radius_km: DEFAULT_RADIUS_KM,
                },
                start + 1,
            ));
        }
        for n in (1..=MAX_PLACE_WORDS.min(words.len() - start)).rev() {
            let phrase = join(&words[start..start + n]);
            let end = start + n;
            let qualifier = self.state_after(words, end);
            let hotspots = self.hotspots.get(&phrase);
            let cities = self.cities.get(&phrase);
            if hotspots.is_some() || cities.is_some() {
                let one_item_word = n == 1 && (store_words.is_item_word)(&phrase);
                if one_item_word && qualifier.is_none() {
                    continue;
                }
                let wanted_state = qualifier.as_ref().map(|(c, _)| c.as_str());
                let end = end + qualifier.as_ref().map_or(0, |(_, taken)| *taken);
                let hotspot = hotspots.and_then(|list| {
                    list.iter()
                        .map(|&i| &snap.hotspots[i])
                        .find(|h| wanted_state.is_none_or(|s| h.state == s))
                });
                if let Some(h) = hotspot {
                    return Some((
                        Place {
                            kind: PlaceKind::Hotspot,
                            label: format!("{}, {}", h.name, h.state),
                            state: Some(h.state.clone()),
                            city: Some(fold(&h.name)),
                            zip: None,
                            hotspot: Some(h.slug.clone()),
                            centre: Some((h.latitude, h.longitude)),
                            radius_km: DEFAULT_RADIUS_KM,
                        },
                        end,
                    ));
                }
                let city = cities.and_then(|list| {
                    list.iter()
                        .find(|c| wanted_state.is_none_or(|s| c.state == s))
                });
                if let Some(c) = city {
                    // Our stores' town is where they are; the reference file places it when none
                    // of them has coordinates.
                    let centre = c.at.centre().or_else(|| {
                        self.us
                            .town(&phrase, Some(&c.state))
                            .map(|t| (t.lat, t.lng))
                    });
                    return Some((
                        Place {
                            kind: PlaceKind::City,
                            label: format!("{}, {}", c.name, c.state),
                            state: Some(c.state.clone()),
                            city: Some(phrase),
                            zip: None,
                            hotspot: None,
                            centre,
                            radius_km: DEFAULT_RADIUS_KM,
                        },
                        end,
                    ));
                }
            }
            if let Some(code) = self.state_names.get(&phrase) {
                return Some((self.state_place(snap, code), end));
            }
            if let Some(found) = self.us_town_at(words, start, n, phrase, store_words) {
                return Some(found);
            }
        }
        // A bare state code counts only when written as one (`TX`), or when it is the whole query:
        // in lower case `in`, `or`, `me` and `hi` are words first.
        if (word.capital_code || words.len() == 1)
            && let Some(code) = self.state_codes.get(&word.folded)
        {
            return Some((self.state_place(snap, code), start + 1));
        }
        None
    }

    /// The reference town written as `words[start..start + n]` (folded as `phrase`), when the query
    /// makes plain it is a place (see [`Gazetteer::find`]), and where its words end.
    fn us_town_at(
        &self,
        words: &[QueryWord],
        start: usize,
        n: usize,
        phrase: String,
        store_words: &StoreWords<'_>,
    ) -> Option<(Place, usize)> {
        if !self.us.names_a_town(&phrase) {
            return None;
        }
        let end = start + n;
        let (town, end) = match self.state_after_us_town(words, end) {
            Some((code, taken)) => (self.us.town(&phrase, Some(&code))?, end + taken),
            None => {
                let item_words = words[start..end]
                    .iter()
                    .all(|w| (store_words.is_item_word)(&w.folded));
                let after_connector =
                    start > 0 && CONNECTORS.contains(&words[start - 1].folded.as_str());
                let whole_query =
                    start == 0 && end == words.len() && !(store_words.known_to_stores)(&phrase);
                if item_words || !(after_connector || whole_query) {
                    return None;
                }
                (self.us.town(&phrase, None)?, end)
            }
        };
        Some((
            Place {
                kind: PlaceKind::City,
                label: format!("{}, {}", town.name, town.state),
                state: Some(town.state.to_string()),
                city: Some(phrase),
                zip: None,
                hotspot: None,
                centre: Some((town.lat, town.lng)),
                radius_km: DEFAULT_RADIUS_KM,
            },
            end,
        ))
    }

    /// The place name a misspelt word was probably meant to be (`Hudsen` → `Hudson`): a hotspot
    /// town, a one-word town of our stores or a state one or two letters off (two from 7 letters), the
    /// nearest first, then hotspot towns, then towns with more stores. For "did you mean".
    pub fn near_miss(&self, snap: &Snapshot, word: &str) -> Option<String> {
        let len = word.chars().count();
        let allowed = match len {
            n if n >= 7 => 2,
            n if n >= 4 => 1,
            _ => return None,
        };
        let mut best: Option<(usize, u8, u32, String)> = None;
        let mut consider = |name: &str, rank: u8, stores: u32, shown: &str| {
            if name == word || name.contains(' ') || name.chars().count().abs_diff(len) > allowed {
                return;
            }
            let d = super::explain::edits(word, name);
            if d > allowed {
                return;
            }
            let key = (d, rank, u32::MAX - stores);
            if best
                .as_ref()
                .is_none_or(|(bd, br, bs, _)| key < (*bd, *br, u32::MAX - *bs))
            {
                best = Some((d, rank, stores, shown.to_string()));
            }
        };
        for (name, list) in &self.hotspots {
            if let Some(&i) = list.first() {
                consider(name, 0, u32::MAX, &snap.hotspots[i].name);
            }
        }
        for (name, cities) in &self.cities {
            if let Some(c) = cities.first() {
                consider(name, 1, c.at.stores, &c.name);
            }
        }
        for (name, code) in &self.state_names {
            consider(name, 2, 0, snap.state_name(code).unwrap_or(code));
        }
        best.map(|(_, _, _, shown)| shown)
    }

    fn state_place(&self, snap: &Snapshot, code: &str) -> Place {
        Place {
            kind: PlaceKind::State,
            label: snap.state_name(code).unwrap_or(code).to_string(),
            state: Some(code.to_string()),
            city: None,
            zip: None,
            hotspot: None,
            centre: None,
            radius_km: 0.0,
        }
    }
}

fn join(words: &[QueryWord]) -> String {
    words
        .iter()
        .map(|w| w.folded.as_str())
        .collect::<Vec<_>>()
        .join(" ")
}
