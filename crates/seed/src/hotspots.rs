//! The antique hotspot towns: the five footer towns and more real antiquing destinations.

use crate::towns::{CT, DET, ET, IND, MT, PT};
use antiques_model::Hotspot;

/// A hotspot town with what the store generator needs to place a cluster of stores there.
#[derive(Debug, Clone, Copy)]
pub struct HotspotSeed {
    pub slug: &'static str,
    pub name: &'static str,
    pub state: &'static str,
    pub lat: f64,
    pub lng: f64,
    pub zip: &'static str,
    pub area: u16,
    pub tz: &'static str,
    pub radius_km: f64,
    pub best_time: &'static str,
    pub description: &'static str,
}

/// Table-row constructor; the arguments read in the order of the table below.
#[allow(clippy::too_many_arguments)]
const fn h(
    slug: &'static str,
    name: &'static str,
    state: &'static str,
    (lat, lng): (f64, f64),
    (zip, area, tz): (&'static str, u16, &'static str),
    radius_km: f64,
    best_time: &'static str,
    description: &'static str,
) -> HotspotSeed {
    HotspotSeed {
        slug,
        name,
        state,
        lat,
        lng,
        zip,
        area,
        tz,
        radius_km,
        best_time,
        description,
    }
}

/// The hotspots, footer towns first.
#[rustfmt::skip]
pub const HOTSPOTS: &[HotspotSeed] = &[
    h("adamstown-pa", "Adamstown", "PA", (40.2418, -76.0569), ("19501", 717, ET), 15.0,
      "Sundays year-round, and the Antiques Extravaganza weekends in April, June and September.",
      "Adamstown calls itself \"Antiques Capital USA\": a short stretch of Route 272 in Lancaster County lined with large multi-dealer antique malls and a weekly Sunday market. Expect Pennsylvania German furniture, stoneware, textiles and country primitives alongside everything from advertising signs to mid-century lamps."),
    h("round-top-tx", "Round Top", "TX", (30.0652, -96.6961), ("78954", 979, CT), 25.0,
      "The spring (March) and fall (October) Antiques Weeks; many shops also open on weekends between shows.",
      "Round Top is a tiny town between Austin and Houston that turns into one of the largest antiques events in the country twice a year, when fields and barns along Highway 237 fill with dealers. Designers come for European imports, architectural pieces and Texas primitives. Between the shows a handful of permanent shops keep the town worth a detour."),
    h("hudson-ny", "Hudson", "NY", (42.2529, -73.7910), ("12534", 518, ET), 15.0,
      "Year-round; weekends from May to October are liveliest, and many shops close on Tuesdays and Wednesdays.",
      "Warren Street in Hudson is a walkable mile of antique dealers, design galleries and restored 19th-century storefronts in the Hudson Valley. The town is known for high-end American and European furniture, lighting and decorative arts, with a few more affordable group shops nearby."),
    h("brimfield-ma", "Brimfield", "MA", (42.1226, -72.2009), ("01010", 413, ET), 15.0,
      "The Antique Flea Market weeks in May, July and September (Tuesday to Sunday).",
      "Three times a year the fields along Route 20 in Brimfield host the Brimfield Antique Flea Markets, thousands of dealers spread over dozens of privately run fields. Arrive early on the opening day of a field for the best finds, wear good shoes and bring cash. Outside show weeks the area's year-round shops are found in Brimfield and nearby Sturbridge."),
    h("nashville-tn", "Nashville", "TN", (36.1627, -86.7816), ("37203", 615, CT), 20.0,
      "The monthly flea market weekend at the fairgrounds; shops are open year-round.",
      "Nashville combines large antique malls south of downtown with a well-known monthly flea market at the Tennessee State Fairgrounds. Look for Southern furniture, vintage Western wear, records and music memorabilia, and plenty of mid-century pieces."),
    h("canton-tx", "Canton", "TX", (32.5565, -95.8633), ("75103", 903, CT), 15.0,
      "First Monday Trade Days, the Thursday to Sunday before the first Monday of each month.",
      "Canton's First Monday Trade Days grew from a 19th-century court-day market into one of the largest flea markets in the country, with thousands of vendors on a sprawling market ground. Antiques share the grounds with crafts and new goods, so plan your route through the antique pavilions."),
    h("waynesville-oh", "Waynesville", "OH", (39.5298, -84.0866), ("45068", 513, ET), 15.0,
      "Year-round; autumn weekends are busiest.",
      "Waynesville is a small village between Dayton and Cincinnati whose Main Street is lined with antique shops in 19th-century buildings. It is a good place for Ohio country furniture, quilts and pottery, and it pairs well with a visit to nearby Lebanon."),
    h("lambertville-nj", "Lambertville", "NJ", (40.3659, -74.9429), ("08530", 609, ET), 12.0,
      "Year-round; weekend mornings for the outdoor flea market when the weather is good.",
      "Lambertville sits on the Delaware River across the bridge from New Hope, Pennsylvania, and the two towns together make a compact antiquing weekend. Lambertville's shops lean toward fine furniture, art and decorative objects, and an outdoor flea market just south of town draws early risers."),
    h("stillwater-mn", "Stillwater", "MN", (45.0564, -92.8060), ("55082", 651, CT), 15.0,
      "May to October, when the riverfront is at its best; shops stay open through the holidays.",
      "Stillwater is a historic lumber town on the St. Croix River east of the Twin Cities, with antique shops and bookstores in its old downtown. Look for Scandinavian and Midwestern furniture, stoneware and vintage books."),
    h("walnut-ia", "Walnut", "IA", (41.4769, -95.2197), ("51577", 712, CT), 15.0,
      "Year-round; the town's big antique show weekend is in June.",
      "Walnut is a small western Iowa town known as an antique city, with several shops and malls within a few blocks of the main street just off Interstate 80. It is strong in farm primitives, oak furniture and advertising pieces."),
    h("centreville-mi", "Centreville", "MI", (41.9234, -85.5283), ("49032", 269, DET), 15.0,
      "One Sunday a month from May to October, for the outdoor antiques market.",
      "The Centreville Antiques Market fills the St. Joseph County Grange fairgrounds with hundreds of dealers on one Sunday a month through the warm season. It is a favourite of Chicago and Detroit pickers, with a mix of furniture, industrial pieces and smalls."),
    h("mount-dora-fl", "Mount Dora", "FL", (28.8025, -81.6445), ("32757", 352, ET), 15.0,
      "Weekends year-round, and the Antique Extravaganza weekends in winter.",
      "Mount Dora is a lakeside town northwest of Orlando with a walkable downtown of antique and gift shops and a large antiques center and flea market on the edge of town. Winter is peak season, when snowbird dealers bring stock from the North."),
    h("madison-in", "Madison", "IN", (38.7359, -85.3799), ("47250", 812, IND), 15.0,
      "Spring through fall; the historic district is at its best in May and October.",
      "Madison is an Ohio River town with one of the largest National Register historic districts in the Midwest. Antique shops along Main Street carry river-town furniture, glass and architectural pieces, and the town makes a good base for a weekend."),
    h("kalona-ia", "Kalona", "IA", (41.4831, -91.7060), ("52247", 319, CT), 12.0,
      "Spring through fall; closed Sundays at many shops.",
      "Kalona, south of Iowa City, is home to a large Amish and Mennonite community and a compact downtown of antique and quilt shops. Look for quilts and textiles, primitives and well-made country furniture."),
    h("woodbury-ct", "Woodbury", "CT", (41.5448, -73.2090), ("06798", 203, ET), 12.0,
      "Year-round; fall foliage season draws the most visitors.",
      "Woodbury lines Main Street (Route 6) in Litchfield County with a long run of antique dealers, many specialising in 18th- and 19th-century American and English furniture. Shops are spread out, so plan to drive between them."),
    h("burlington-ky", "Burlington", "KY", (39.0276, -84.7241), ("41005", 859, ET), 12.0,
      "The third Sunday of each month from April to October, for the antiques and vintage market.",
      "Burlington, in northern Kentucky near Cincinnati, hosts a popular monthly antiques and vintage market at the Boone County Fairgrounds during the warm months. The area also has a number of year-round shops and malls."),
    h("fredericksburg-tx", "Fredericksburg", "TX", (30.2752, -98.8720), ("78624", 830, CT), 15.0,
      "Spring for the wildflowers, or any weekend; combine it with the Round Top shows.",
      "Fredericksburg is a German-settled Hill Country town whose Main Street mixes antique shops with galleries and wine-tasting rooms. Look for German-Texan furniture, stoneware and ranch antiques."),
    h("galena-il", "Galena", "IL", (42.4167, -90.4290), ("61036", 815, CT), 15.0,
      "May to October; weekdays are quieter than weekends.",
      "Galena is a preserved 19th-century river town in northwest Illinois whose steep Main Street holds antique shops, galleries and restored brick storefronts. It is good hunting ground for Victorian furniture, lighting and small decorative pieces."),
    h("red-bank-nj", "Red Bank", "NJ", (40.3471, -74.0643), ("07701", 732, ET), 12.0,
      "Year-round; weekends are busiest.",
      "Red Bank on the Navesink River has a cluster of large group antique shops in its old West Side district, with hundreds of dealers under a few roofs. Expect a broad mix, from jewelry and silver to mid-century furniture."),
    h("wiscasset-me", "Wiscasset", "ME", (43.9986, -69.6656), ("04578", 207, ET), 15.0,
      "June to October; many shops keep shorter hours or close in winter.",
      "Wiscasset is a Midcoast Maine village on the Sheepscot River with a long tradition of antique dealers along Route 1. Look for New England painted furniture, maritime antiques, folk art and country textiles."),
    h("chattanooga-tn", "Chattanooga", "TN", (35.0456, -85.3097), ("37402", 423, ET), 20.0,
      "Spring and fall, when the weather suits wandering between malls.",
      "Chattanooga has several large antique malls and a lively vintage scene around its revitalised downtown and North Shore. Shoppers find Southern furniture, railroad memorabilia and plenty of mid-century pieces."),
    h("eureka-springs-ar", "Eureka Springs", "AR", (36.4011, -93.7379), ("72632", 479, CT), 15.0,
      "April to October; leaf season in late October is spectacular.",
      "Eureka Springs is a Victorian spa town in the Ozark Mountains whose winding streets hold antique shops, galleries and old hotels. It is a good place for Victorian furniture, jewelry and Ozark folk art."),
    h("snohomish-wa", "Snohomish", "WA", (47.9129, -122.0982), ("98290", 360, PT), 12.0,
      "Year-round; summer weekends are busiest.",
      "Snohomish, northeast of Seattle, has a historic First Street lined with antique malls and shops, and has long promoted itself as an antique capital of the Pacific Northwest. Look for Northwest logging and maritime pieces, glass and mid-century furniture."),
    h("petaluma-ca", "Petaluma", "CA", (38.2324, -122.6367), ("94952", 707, PT), 15.0,
      "Year-round; the downtown antiques faire is held in spring and summer.",
      "Petaluma, north of San Francisco, kept much of its 19th-century downtown, where antique shops and collectives occupy iron-front buildings along the river. Shoppers find farmhouse pieces, industrial finds and California pottery."),
    h("frederick-md", "Frederick", "MD", (39.4143, -77.4105), ("21701", 301, ET), 15.0,
      "Year-round; nearby New Market is best visited on weekends.",
      "Frederick has a handsome historic downtown with antique shops and large antique malls on its edges, and the nearby village of New Market is known for its antique shops. Expect Mid-Atlantic furniture, stoneware and Civil War era items."),
    h("savannah-ga", "Savannah", "GA", (32.0809, -81.0912), ("31401", 912, ET), 15.0,
      "October to May, avoiding the summer heat.",
      "Savannah's historic squares are lined with antique dealers selling Southern and English furniture, silver, maps and prints. Larger warehouses and malls outside the historic district offer more affordable hunting."),
    h("new-orleans-la", "New Orleans", "LA", (29.9584, -90.0644), ("70130", 504, CT), 15.0,
      "October to May; Royal Street shops are open most days.",
      "Royal Street in the French Quarter has been home to antique dealers for generations, specialising in French and English furniture, chandeliers, estate jewelry and fine art. Magazine Street uptown offers a more relaxed mix of shops."),
    h("santa-fe-nm", "Santa Fe", "NM", (35.6870, -105.9378), ("87501", 505, MT), 15.0,
      "Late spring to fall; August brings the big art and antique show weeks.",
      "Santa Fe is a centre for Native American art, Spanish Colonial antiques and Western Americana, with dealers around the Plaza and along Canyon Road. Buy from established dealers who document provenance."),
    h("aurora-or", "Aurora", "OR", (45.2310, -122.7559), ("97002", 503, PT), 12.0,
      "Year-round; summer weekends for the antique street fair.",
      "Aurora is a small historic town south of Portland, founded as a 19th-century communal colony, whose handful of blocks hold a concentration of antique shops. Look for Oregon pioneer furniture, tools and kitchenware."),
    h("cedarburg-wi", "Cedarburg", "WI", (43.2967, -87.9876), ("53012", 262, CT), 12.0,
      "Summer and early fall, and the holiday season.",
      "Cedarburg, north of Milwaukee, has a walkable downtown of 19th-century limestone buildings with antique shops, galleries and a restored woolen mill turned shopping centre. It is good for German-Wisconsin furniture and country pieces."),
    h("springfield-oh", "Springfield", "OH", (39.9242, -83.8088), ("45502", 937, ET), 12.0,
      "The Antique Show & Flea Market weekends at the county fairgrounds, especially the spring and fall Extravaganzas.",
      "Springfield hosts a long-running monthly antique show and flea market at the Clark County Fairgrounds, with huge Extravaganza weekends in spring and fall. Dealers bring everything from furniture to ephemera, and the area has several antique malls."),
    h("natchez-ms", "Natchez", "MS", (31.5604, -91.4032), ("39120", 601, CT), 15.0,
      "Spring and fall, during the Natchez Pilgrimage house tours.",
      "Natchez is a Mississippi River town famous for its antebellum mansions, and its antique shops reflect that history: Southern and French furniture, silver, portraits and estate pieces."),
    h("asheville-nc", "Asheville", "NC", (35.5951, -82.5515), ("28801", 828, ET), 20.0,
      "April to October; leaf season brings crowds in October.",
      "Asheville in the Blue Ridge Mountains has several large antique malls, a River Arts District full of studios and a lively vintage scene. Look for Appalachian crafts, Arts and Crafts furniture and mid-century pieces."),
];

/// The hotspots as domain entities.
pub fn hotspots() -> Vec<Hotspot> {
    HOTSPOTS
        .iter()
        .map(|h| Hotspot {
            slug: h.slug.to_string(),
            name: h.name.to_string(),
            state: h.state.to_string(),
            latitude: h.lat,
            longitude: h.lng,
            description: h.description.to_string(),
            best_time_to_visit: h.best_time.to_string(),
            radius_km: h.radius_km,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_are_town_and_state() {
        for h in HOTSPOTS {
            let expected = antiques_model::text::slugify(&format!("{} {}", h.name, h.state));
            assert_eq!(h.slug, expected);
            assert!((10.0..=25.0).contains(&h.radius_km));
        }
    }

    #[test]
    fn hotspot_centres_are_not_inside_each_other() {
        for a in HOTSPOTS {
            for b in HOTSPOTS {
                if a.slug != b.slug {
                    let d = antiques_model::geo::distance_km(a.lat, a.lng, b.lat, b.lng);
                    assert!(
                        d > a.radius_km + b.radius_km * 0.5,
                        "{} {} {d}",
                        a.slug,
                        b.slug
                    );
                }
            }
        }
    }
}
