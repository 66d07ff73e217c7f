//! A compact, hand-written table of real US towns with their coordinates, a ZIP code, the local
//! area code and the IANA time zone. Stores are placed around these towns. Coordinates are those
//! of the town centre, rounded; ZIP codes are one ZIP of the town.

/// A town stores can be placed in.
#[derive(Debug, Clone, Copy)]
pub struct Town {
    pub name: &'static str,
    /// Two-letter state code.
    pub state: &'static str,
    pub lat: f64,
    pub lng: f64,
    pub zip: &'static str,
    /// Telephone area code.
    pub area: u16,
    pub tz: &'static str,
}

pub(crate) const ET: &str = "America/New_York";
pub(crate) const CT: &str = "America/Chicago";
pub(crate) const MT: &str = "America/Denver";
pub(crate) const PT: &str = "America/Los_Angeles";
pub(crate) const AZ: &str = "America/Phoenix";
pub(crate) const AK: &str = "America/Anchorage";
pub(crate) const HI: &str = "Pacific/Honolulu";
pub(crate) const BOI: &str = "America/Boise";
pub(crate) const IND: &str = "America/Indiana/Indianapolis";
pub(crate) const DET: &str = "America/Detroit";
pub(crate) const LOU: &str = "America/Kentucky/Louisville";

const fn t(
    name: &'static str,
    state: &'static str,
    lat: f64,
    lng: f64,
    zip: &'static str,
    area: u16,
    tz: &'static str,
) -> Town {
    Town { name, state, lat, lng, zip, area, tz }
}

/// State populations (2020 census, thousands), the weights for spreading stores over states.
pub const POPULATION_K: [(&str, u32); 51] = [
    ("AL", 5024), ("AK", 733), ("AZ", 7151), ("AR", 3011), ("CA", 39538), ("CO", 5773),
    ("CT", 3605), ("DE", 989), ("DC", 689), ("FL", 21538), ("GA", 10711), ("HI", 1455),
    ("ID", 1839), ("IL", 12812), ("IN", 6785), ("IA", 3190), ("KS", 2937), ("KY", 4505),
    ("LA", 4657), ("ME", 1362), ("MD", 6177), ("MA", 7029), ("MI", 10077), ("MN", 5706),
    ("MS", 2961), ("MO", 6154), ("MT", 1084), ("NE", 1961), ("NV", 3104), ("NH", 1377),
    ("NJ", 9289), ("NM", 2117), ("NY", 20201), ("NC", 10439), ("ND", 779), ("OH", 11799),
    ("OK", 3959), ("OR", 4237), ("PA", 13002), ("RI", 1097), ("SC", 5118), ("SD", 886),
    ("TN", 6910), ("TX", 29145), ("UT", 3271), ("VT", 643), ("VA", 8631), ("WA", 7705),
    ("WV", 1793), ("WI", 5893), ("WY", 576),
];

/// The towns, grouped by state; the first town of a state is its largest and gets more stores.
#[rustfmt::skip]
pub const TOWNS: &[Town] = &[
    // Alabama
    t("Birmingham", "AL", 33.5186, -86.8104, "35203", 205, CT),
    t("Montgomery", "AL", 32.3668, -86.3000, "36104", 334, CT),
    t("Mobile", "AL", 30.6954, -88.0399, "36602", 251, CT),
    t("Huntsville", "AL", 34.7304, -86.5861, "35801", 256, CT),
    t("Fairhope", "AL", 30.5230, -87.9033, "36532", 251, CT),
    t("Tuscaloosa", "AL", 33.2098, -87.5692, "35401", 205, CT),
    t("Florence", "AL", 34.7998, -87.6773, "35630", 256, CT),
    // Alaska
    t("Anchorage", "AK", 61.2181, -149.9003, "99501", 907, AK),
    t("Fairbanks", "AK", 64.8378, -147.7164, "99701", 907, AK),
    t("Juneau", "AK", 58.3019, -134.4197, "99801", 907, "America/Juneau"),
    t("Palmer", "AK", 61.5997, -149.1128, "99645", 907, AK),
    t("Homer", "AK", 59.6425, -151.5483, "99603", 907, AK),
    // Arizona
    t("Phoenix", "AZ", 33.4484, -112.0740, "85004", 602, AZ),
    t("Tucson", "AZ", 32.2226, -110.9747, "85701", 520, AZ),
    t("Prescott", "AZ", 34.5400, -112.4685, "86301", 928, AZ),
    t("Flagstaff", "AZ", 35.1983, -111.6513, "86001", 928, AZ),
    t("Glendale", "AZ", 33.5387, -112.1860, "85301", 623, AZ),
    t("Bisbee", "AZ", 31.4482, -109.9284, "85603", 520, AZ),
    t("Mesa", "AZ", 33.4152, -111.8315, "85201", 480, AZ),
    // Arkansas
    t("Little Rock", "AR", 34.7465, -92.2896, "72201", 501, CT),
    t("Fayetteville", "AR", 36.0626, -94.1574, "72701", 479, CT),
    t("Hot Springs", "AR", 34.5037, -93.0552, "71901", 501, CT),
    t("Jonesboro", "AR", 35.8423, -90.7043, "72401", 870, CT),
    t("Fort Smith", "AR", 35.3859, -94.3985, "72901", 479, CT),
    t("Bentonville", "AR", 36.3729, -94.2088, "72712", 479, CT),
    // California
    t("Los Angeles", "CA", 34.0522, -118.2437, "90012", 213, PT),
    t("San Diego", "CA", 32.7157, -117.1611, "92101", 619, PT),
    t("San Francisco", "CA", 37.7749, -122.4194, "94103", 415, PT),
    t("Sacramento", "CA", 38.5816, -121.4944, "95814", 916, PT),
    t("San Jose", "CA", 37.3382, -121.8863, "95113", 408, PT),
    t("Fresno", "CA", 36.7378, -119.7871, "93721", 559, PT),
    t("Pasadena", "CA", 34.1478, -118.1445, "91101", 626, PT),
    t("Long Beach", "CA", 33.7701, -118.1937, "90802", 562, PT),
    t("Orange", "CA", 33.7879, -117.8531, "92866", 714, PT),
    t("Alameda", "CA", 37.7652, -122.2416, "94501", 510, PT),
    t("Santa Barbara", "CA", 34.4208, -119.6982, "93101", 805, PT),
    t("San Luis Obispo", "CA", 35.2828, -120.6596, "93401", 805, PT),
    t("Redding", "CA", 40.5865, -122.3917, "96001", 530, PT),
    t("Eureka", "CA", 40.8021, -124.1637, "95501", 707, PT),
    t("Sonoma", "CA", 38.2919, -122.4580, "95476", 707, PT),
    t("Nevada City", "CA", 39.2616, -121.0161, "95959", 530, PT),
    t("Palm Springs", "CA", 33.8303, -116.5453, "92262", 760, PT),
    t("Bakersfield", "CA", 35.3733, -119.0187, "93301", 661, PT),
    t("Riverside", "CA", 33.9806, -117.3755, "92501", 951, PT),
    t("Sutter Creek", "CA", 38.3930, -120.8024, "95685", 209, PT),
    t("Ventura", "CA", 34.2746, -119.2290, "93001", 805, PT),
    // Colorado
    t("Denver", "CO", 39.7392, -104.9903, "80202", 303, MT),
    t("Colorado Springs", "CO", 38.8339, -104.8214, "80903", 719, MT),
    t("Fort Collins", "CO", 40.5853, -105.0844, "80524", 970, MT),
    t("Boulder", "CO", 40.0150, -105.2705, "80302", 303, MT),
    t("Pueblo", "CO", 38.2544, -104.6091, "81003", 719, MT),
    t("Grand Junction", "CO", 39.0639, -108.5506, "81501", 970, MT),
    t("Salida", "CO", 38.5347, -105.9989, "81201", 719, MT),
    // Connecticut
    t("Hartford", "CT", 41.7658, -72.6734, "06103", 860, ET),
    t("New Haven", "CT", 41.3083, -72.9279, "06510", 203, ET),
    t("Stamford", "CT", 41.0534, -73.5387, "06901", 203, ET),
    t("Mystic", "CT", 41.3543, -71.9665, "06355", 860, ET),
    t("Essex", "CT", 41.3526, -72.3909, "06426", 860, ET),
    t("Litchfield", "CT", 41.7473, -73.1887, "06759", 860, ET),
    t("Putnam", "CT", 41.9151, -71.9090, "06260", 860, ET),
    // Delaware
    t("Wilmington", "DE", 39.7391, -75.5398, "19801", 302, ET),
    t("Dover", "DE", 39.1582, -75.5244, "19901", 302, ET),
    t("Lewes", "DE", 38.7746, -75.1393, "19958", 302, ET),
    t("New Castle", "DE", 39.6620, -75.5663, "19720", 302, ET),
    t("Milford", "DE", 38.9126, -75.4280, "19963", 302, ET),
    // District of Columbia
    t("Washington", "DC", 38.9072, -77.0369, "20001", 202, ET),
    t("Washington", "DC", 38.9097, -77.0654, "20007", 202, ET),
    t("Washington", "DC", 38.8899, -76.9905, "20003", 202, ET),
    // Florida
    t("Miami", "FL", 25.7617, -80.1918, "33130", 305, ET),
    t("Orlando", "FL", 28.5383, -81.3792, "32801", 407, ET),
    t("Tampa", "FL", 27.9506, -82.4572, "33602", 813, ET),
    t("Jacksonville", "FL", 30.3322, -81.6557, "32202", 904, ET),
    t("St. Augustine", "FL", 29.9012, -81.3124, "32084", 904, ET),
    t("Tallahassee", "FL", 30.4383, -84.2807, "32301", 850, ET),
    t("Pensacola", "FL", 30.4213, -87.2169, "32502", 850, CT),
    t("Sarasota", "FL", 27.3364, -82.5307, "34236", 941, ET),
    t("St. Petersburg", "FL", 27.7676, -82.6403, "33701", 727, ET),
    t("Fort Lauderdale", "FL", 26.1224, -80.1373, "33301", 954, ET),
    t("Gainesville", "FL", 29.6516, -82.3248, "32601", 352, ET),
    t("DeLand", "FL", 29.0283, -81.3031, "32720", 386, ET),
    t("West Palm Beach", "FL", 26.7153, -80.0534, "33401", 561, ET),
    t("Naples", "FL", 26.1420, -81.7948, "34102", 239, ET),
    t("Micanopy", "FL", 29.5058, -82.2818, "32667", 352, ET),
    // Georgia
    t("Atlanta", "GA", 33.7490, -84.3880, "30303", 404, ET),
    t("Macon", "GA", 32.8407, -83.6324, "31201", 478, ET),
    t("Athens", "GA", 33.9519, -83.3576, "30601", 706, ET),
    t("Augusta", "GA", 33.4735, -82.0105, "30901", 706, ET),
    t("Columbus", "GA", 32.4610, -84.9877, "31901", 706, ET),
    t("Marietta", "GA", 33.9526, -84.5499, "30060", 770, ET),
    t("Madison", "GA", 33.5957, -83.4680, "30650", 706, ET),
    t("Thomasville", "GA", 30.8366, -83.9788, "31792", 229, ET),
    t("Chamblee", "GA", 33.8921, -84.2988, "30341", 770, ET),
    // Hawaii
    t("Honolulu", "HI", 21.3069, -157.8583, "96813", 808, HI),
    t("Hilo", "HI", 19.7241, -155.0868, "96720", 808, HI),
    t("Kailua", "HI", 21.4022, -157.7394, "96734", 808, HI),
    t("Wailuku", "HI", 20.8911, -156.5047, "96793", 808, HI),
    t("Haleiwa", "HI", 21.5928, -158.1034, "96712", 808, HI),
    // Idaho
    t("Boise", "ID", 43.6150, -116.2023, "83702", 208, BOI),
    t("Coeur d'Alene", "ID", 47.6777, -116.7805, "83814", 208, PT),
    t("Idaho Falls", "ID", 43.4917, -112.0339, "83402", 208, BOI),
    t("Pocatello", "ID", 42.8713, -112.4455, "83201", 208, BOI),
    t("Nampa", "ID", 43.5407, -116.5635, "83651", 208, BOI),
    t("Moscow", "ID", 46.7324, -117.0002, "83843", 208, PT),
    t("Sandpoint", "ID", 48.2766, -116.5535, "83864", 208, PT),
    // Illinois
    t("Chicago", "IL", 41.8781, -87.6298, "60602", 312, CT),
    t("Springfield", "IL", 39.7817, -89.6501, "62701", 217, CT),
    t("Peoria", "IL", 40.6936, -89.5890, "61602", 309, CT),
    t("Rockford", "IL", 42.2711, -89.0940, "61101", 815, CT),
    t("St. Charles", "IL", 41.9142, -88.3087, "60174", 630, CT),
    t("Naperville", "IL", 41.7508, -88.1535, "60540", 630, CT),
    t("Champaign", "IL", 40.1164, -88.2434, "61820", 217, CT),
    t("Woodstock", "IL", 42.3147, -88.4487, "60098", 815, CT),
    t("Bloomington", "IL", 40.4842, -88.9937, "61701", 309, CT),
    t("Carbondale", "IL", 37.7273, -89.2168, "62901", 618, CT),
    t("Long Grove", "IL", 42.1789, -87.9979, "60047", 847, CT),
    // Indiana
    t("Indianapolis", "IN", 39.7684, -86.1581, "46204", 317, IND),
    t("Fort Wayne", "IN", 41.0793, -85.1394, "46802", 260, IND),
    t("Bloomington", "IN", 39.1653, -86.5264, "47404", 812, IND),
    t("Evansville", "IN", 37.9716, -87.5711, "47708", 812, CT),
    t("Nashville", "IN", 39.2073, -86.2514, "47448", 812, IND),
    t("Centerville", "IN", 39.8178, -84.9963, "47330", 765, IND),
    t("Lafayette", "IN", 40.4167, -86.8753, "47901", 765, IND),
    t("South Bend", "IN", 41.6764, -86.2520, "46601", 574, IND),
    t("Shipshewana", "IN", 41.6728, -85.5797, "46565", 260, IND),
    // Iowa
    t("Des Moines", "IA", 41.5868, -93.6250, "50309", 515, CT),
    t("Cedar Rapids", "IA", 41.9779, -91.6656, "52401", 319, CT),
    t("Davenport", "IA", 41.5236, -90.5776, "52801", 563, CT),
    t("Dubuque", "IA", 42.5006, -90.6646, "52001", 563, CT),
    t("Iowa City", "IA", 41.6611, -91.5302, "52240", 319, CT),
    t("Sioux City", "IA", 42.4963, -96.4049, "51101", 712, CT),
    t("Ames", "IA", 42.0308, -93.6319, "50010", 515, CT),
    t("Decorah", "IA", 43.3033, -91.7857, "52101", 563, CT),
    // Kansas
    t("Wichita", "KS", 37.6872, -97.3301, "67202", 316, CT),
    t("Topeka", "KS", 39.0558, -95.6890, "66603", 785, CT),
    t("Lawrence", "KS", 38.9717, -95.2353, "66044", 785, CT),
    t("Overland Park", "KS", 38.9822, -94.6708, "66204", 913, CT),
    t("Manhattan", "KS", 39.1836, -96.5717, "66502", 785, CT),
    t("Abilene", "KS", 38.9172, -97.2139, "67410", 785, CT),
    t("Dodge City", "KS", 37.7528, -100.0171, "67801", 620, CT),
    // Kentucky
    t("Louisville", "KY", 38.2527, -85.7585, "40202", 502, LOU),
    t("Lexington", "KY", 38.0406, -84.5037, "40507", 859, ET),
    t("Bowling Green", "KY", 36.9685, -86.4808, "42101", 270, CT),
    t("Paducah", "KY", 37.0834, -88.6001, "42001", 270, CT),
    t("Frankfort", "KY", 38.2009, -84.8733, "40601", 502, ET),
    t("Bardstown", "KY", 37.8092, -85.4669, "40004", 502, ET),
    t("Covington", "KY", 39.0837, -84.5086, "41011", 859, ET),
    // Louisiana
    t("Baton Rouge", "LA", 30.4515, -91.1871, "70801", 225, CT),
    t("Shreveport", "LA", 32.5252, -93.7502, "71101", 318, CT),
    t("Lafayette", "LA", 30.2241, -92.0198, "70501", 337, CT),
    t("Lake Charles", "LA", 30.2266, -93.2174, "70601", 337, CT),
    t("Ponchatoula", "LA", 30.4388, -90.4415, "70454", 985, CT),
    t("Monroe", "LA", 32.5093, -92.1193, "71201", 318, CT),
    t("Covington", "LA", 30.4755, -90.1009, "70433", 985, CT),
    // Maine
    t("Portland", "ME", 43.6591, -70.2568, "04101", 207, ET),
    t("Bangor", "ME", 44.8012, -68.7778, "04401", 207, ET),
    t("Hallowell", "ME", 44.2859, -69.7906, "04347", 207, ET),
    t("Camden", "ME", 44.2098, -69.0648, "04843", 207, ET),
    t("Kennebunk", "ME", 43.3840, -70.5445, "04043", 207, ET),
    t("Bar Harbor", "ME", 44.3876, -68.2039, "04609", 207, ET),
    // Maryland
    t("Baltimore", "MD", 39.2904, -76.6122, "21202", 410, ET),
    t("Annapolis", "MD", 38.9784, -76.4922, "21401", 410, ET),
    t("Hagerstown", "MD", 39.6418, -77.7200, "21740", 301, ET),
    t("Salisbury", "MD", 38.3607, -75.5994, "21801", 410, ET),
    t("Rockville", "MD", 39.0840, -77.1528, "20850", 301, ET),
    t("Ellicott City", "MD", 39.2673, -76.7983, "21043", 410, ET),
    t("New Market", "MD", 39.3826, -77.2694, "21774", 301, ET),
    // Massachusetts
    t("Boston", "MA", 42.3601, -71.0589, "02108", 617, ET),
    t("Worcester", "MA", 42.2626, -71.8023, "01608", 508, ET),
    t("Springfield", "MA", 42.1015, -72.5898, "01103", 413, ET),
    t("Concord", "MA", 42.4604, -71.3489, "01742", 978, ET),
    t("Sturbridge", "MA", 42.1084, -72.0787, "01566", 508, ET),
    t("Salem", "MA", 42.5195, -70.8967, "01970", 978, ET),
    t("Sheffield", "MA", 42.1101, -73.3551, "01257", 413, ET),
    t("Plymouth", "MA", 41.9584, -70.6673, "02360", 508, ET),
    t("Northampton", "MA", 42.3251, -72.6412, "01060", 413, ET),
    t("Essex", "MA", 42.6320, -70.7828, "01929", 978, ET),
    // Michigan
    t("Detroit", "MI", 42.3314, -83.0458, "48226", 313, DET),
    t("Grand Rapids", "MI", 42.9634, -85.6681, "49503", 616, DET),
    t("Ann Arbor", "MI", 42.2808, -83.7430, "48104", 734, DET),
    t("Lansing", "MI", 42.7325, -84.5555, "48933", 517, DET),
    t("Kalamazoo", "MI", 42.2917, -85.5872, "49007", 269, DET),
    t("Traverse City", "MI", 44.7631, -85.6206, "49684", 231, DET),
    t("Marshall", "MI", 42.2723, -84.9633, "49068", 269, DET),
    t("Allegan", "MI", 42.5292, -85.8553, "49010", 269, DET),
    t("Marquette", "MI", 46.5436, -87.3954, "49855", 906, DET),
    t("Holly", "MI", 42.7914, -83.6277, "48442", 248, DET),
    t("Saginaw", "MI", 43.4195, -83.9508, "48607", 989, DET),
    // Minnesota
    t("Minneapolis", "MN", 44.9778, -93.2650, "55401", 612, CT),
    t("St. Paul", "MN", 44.9537, -93.0900, "55102", 651, CT),
    t("Duluth", "MN", 46.7867, -92.1005, "55802", 218, CT),
    t("Rochester", "MN", 44.0121, -92.4802, "55902", 507, CT),
    t("Red Wing", "MN", 44.5625, -92.5338, "55066", 651, CT),
    t("St. Cloud", "MN", 45.5579, -94.1632, "56301", 320, CT),
    t("Anoka", "MN", 45.1977, -93.3872, "55303", 763, CT),
    // Mississippi
    t("Jackson", "MS", 32.2988, -90.1848, "39201", 601, CT),
    t("Gulfport", "MS", 30.3674, -89.0928, "39501", 228, CT),
    t("Hattiesburg", "MS", 31.3271, -89.2903, "39401", 601, CT),
    t("Tupelo", "MS", 34.2576, -88.7034, "38804", 662, CT),
    t("Oxford", "MS", 34.3665, -89.5192, "38655", 662, CT),
    t("Vicksburg", "MS", 32.3526, -90.8779, "39180", 601, CT),
    // Missouri
    t("Kansas City", "MO", 39.0997, -94.5786, "64105", 816, CT),
    t("St. Louis", "MO", 38.6270, -90.1994, "63101", 314, CT),
    t("Springfield", "MO", 37.2090, -93.2923, "65806", 417, CT),
    t("Columbia", "MO", 38.9517, -92.3341, "65201", 573, CT),
    t("St. Charles", "MO", 38.7881, -90.4974, "63301", 636, CT),
    t("Hannibal", "MO", 39.7084, -91.3585, "63401", 573, CT),
    t("Branson", "MO", 36.6437, -93.2185, "65616", 417, CT),
    t("Weston", "MO", 39.4111, -94.9011, "64098", 816, CT),
    // Montana
    t("Billings", "MT", 45.7833, -108.5007, "59101", 406, MT),
    t("Missoula", "MT", 46.8721, -113.9940, "59802", 406, MT),
    t("Bozeman", "MT", 45.6770, -111.0429, "59715", 406, MT),
    t("Helena", "MT", 46.5891, -112.0391, "59601", 406, MT),
    t("Great Falls", "MT", 47.5053, -111.3008, "59401", 406, MT),
    t("Livingston", "MT", 45.6624, -110.5610, "59047", 406, MT),
    t("Kalispell", "MT", 48.1920, -114.3168, "59901", 406, MT),
    // Nebraska
    t("Omaha", "NE", 41.2565, -95.9345, "68102", 402, CT),
    t("Lincoln", "NE", 40.8136, -96.7026, "68508", 402, CT),
    t("Grand Island", "NE", 40.9264, -98.3420, "68801", 308, CT),
    t("Kearney", "NE", 40.6993, -99.0832, "68847", 308, CT),
    t("Scottsbluff", "NE", 41.8666, -103.6672, "69361", 308, MT),
    t("Nebraska City", "NE", 40.6767, -95.8591, "68410", 402, CT),
    // Nevada
    t("Las Vegas", "NV", 36.1699, -115.1398, "89101", 702, PT),
    t("Reno", "NV", 39.5296, -119.8138, "89501", 775, PT),
    t("Carson City", "NV", 39.1638, -119.7674, "89701", 775, PT),
    t("Henderson", "NV", 36.0395, -114.9817, "89015", 702, PT),
    t("Virginia City", "NV", 39.3096, -119.6499, "89440", 775, PT),
    t("Boulder City", "NV", 35.9786, -114.8325, "89005", 702, PT),
    // New Hampshire
    t("Manchester", "NH", 42.9956, -71.4548, "03101", 603, ET),
    t("Concord", "NH", 43.2081, -71.5376, "03301", 603, ET),
    t("Portsmouth", "NH", 43.0718, -70.7626, "03801", 603, ET),
    t("Keene", "NH", 42.9337, -72.2781, "03431", 603, ET),
    t("Northwood", "NH", 43.1942, -71.1509, "03261", 603, ET),
    t("Nashua", "NH", 42.7654, -71.4676, "03060", 603, ET),
    t("Meredith", "NH", 43.6576, -71.5004, "03253", 603, ET),
    // New Jersey
    t("Newark", "NJ", 40.7357, -74.1724, "07102", 973, ET),
    t("Trenton", "NJ", 40.2171, -74.7429, "08608", 609, ET),
    t("Cape May", "NJ", 38.9351, -74.9060, "08204", 609, ET),
    t("Morristown", "NJ", 40.7968, -74.4815, "07960", 973, ET),
    t("Princeton", "NJ", 40.3573, -74.6672, "08540", 609, ET),
    t("Haddonfield", "NJ", 39.8915, -75.0377, "08033", 856, ET),
    t("Chester", "NJ", 40.7842, -74.6968, "07930", 908, ET),
    t("Flemington", "NJ", 40.5123, -74.8593, "08822", 908, ET),
    // New Mexico
    t("Albuquerque", "NM", 35.0844, -106.6504, "87102", 505, MT),
    t("Las Cruces", "NM", 32.3199, -106.7637, "88001", 575, MT),
    t("Taos", "NM", 36.4072, -105.5731, "87571", 575, MT),
    t("Roswell", "NM", 33.3943, -104.5230, "88201", 575, MT),
    t("Farmington", "NM", 36.7281, -108.2187, "87401", 505, MT),
    t("Silver City", "NM", 32.7701, -108.2803, "88061", 575, MT),
    // New York
    t("New York", "NY", 40.7465, -73.9981, "10011", 212, ET),
    t("Brooklyn", "NY", 40.6782, -73.9442, "11201", 718, ET),
    t("Buffalo", "NY", 42.8864, -78.8784, "14202", 716, ET),
    t("Rochester", "NY", 43.1566, -77.6088, "14604", 585, ET),
    t("Syracuse", "NY", 43.0481, -76.1474, "13202", 315, ET),
    t("Albany", "NY", 42.6526, -73.7562, "12207", 518, ET),
    t("Saratoga Springs", "NY", 43.0831, -73.7846, "12866", 518, ET),
    t("Rhinebeck", "NY", 41.9268, -73.9129, "12572", 845, ET),
    t("Cold Spring", "NY", 41.4201, -73.9546, "10516", 845, ET),
    t("Ithaca", "NY", 42.4440, -76.5019, "14850", 607, ET),
    t("Cooperstown", "NY", 42.7006, -74.9243, "13326", 607, ET),
    t("Bouckville", "NY", 42.8909, -75.5499, "13310", 315, ET),
    t("Kingston", "NY", 41.9270, -73.9974, "12401", 845, ET),
    t("Binghamton", "NY", 42.0987, -75.9180, "13901", 607, ET),
    t("Sag Harbor", "NY", 41.0014, -72.2948, "11963", 631, ET),
    t("Catskill", "NY", 42.2173, -73.8646, "12414", 518, ET),
    t("Corning", "NY", 42.1429, -77.0547, "14830", 607, ET),
    // North Carolina
    t("Charlotte", "NC", 35.2271, -80.8431, "28202", 704, ET),
    t("Raleigh", "NC", 35.7796, -78.6382, "27601", 919, ET),
    t("Greensboro", "NC", 36.0726, -79.7920, "27401", 336, ET),
    t("Durham", "NC", 35.9940, -78.8986, "27701", 919, ET),
    t("Wilmington", "NC", 34.2257, -77.9447, "28401", 910, ET),
    t("Hillsborough", "NC", 36.0754, -79.0997, "27278", 919, ET),
    t("Winston-Salem", "NC", 36.0999, -80.2442, "27101", 336, ET),
    t("Boone", "NC", 36.2168, -81.6746, "28607", 828, ET),
    t("Waynesville", "NC", 35.4887, -82.9887, "28786", 828, ET),
    t("New Bern", "NC", 35.1085, -77.0441, "28560", 252, ET),
    t("Hendersonville", "NC", 35.3187, -82.4610, "28792", 828, ET),
    // North Dakota
    t("Fargo", "ND", 46.8772, -96.7898, "58102", 701, CT),
    t("Bismarck", "ND", 46.8083, -100.7837, "58501", 701, CT),
    t("Grand Forks", "ND", 47.9253, -97.0329, "58201", 701, CT),
    t("Minot", "ND", 48.2325, -101.2963, "58701", 701, CT),
    t("Jamestown", "ND", 46.9105, -98.7084, "58401", 701, CT),
    t("Dickinson", "ND", 46.8792, -102.7896, "58601", 701, MT),
    // Ohio
    t("Columbus", "OH", 39.9612, -82.9988, "43215", 614, ET),
    t("Cleveland", "OH", 41.4993, -81.6944, "44113", 216, ET),
    t("Cincinnati", "OH", 39.1031, -84.5120, "45202", 513, ET),
    t("Dayton", "OH", 39.7589, -84.1916, "45402", 937, ET),
    t("Toledo", "OH", 41.6528, -83.5379, "43604", 419, ET),
    t("Akron", "OH", 41.0814, -81.5190, "44308", 330, ET),
    t("Lebanon", "OH", 39.4353, -84.2030, "45036", 513, ET),
    t("Medina", "OH", 41.1434, -81.8637, "44256", 330, ET),
    t("Marietta", "OH", 39.4154, -81.4548, "45750", 740, ET),
    t("Zanesville", "OH", 39.9403, -82.0132, "43701", 740, ET),
    t("Wooster", "OH", 40.8051, -81.9351, "44691", 330, ET),
    t("Berlin", "OH", 40.5612, -81.7943, "44610", 330, ET),
    t("Chillicothe", "OH", 39.3331, -82.9824, "45601", 740, ET),
    // Oklahoma
    t("Oklahoma City", "OK", 35.4676, -97.5164, "73102", 405, CT),
    t("Tulsa", "OK", 36.1540, -95.9928, "74103", 918, CT),
    t("Norman", "OK", 35.2226, -97.4395, "73069", 405, CT),
    t("Guthrie", "OK", 35.8789, -97.4253, "73044", 405, CT),
    t("Stillwater", "OK", 36.1156, -97.0584, "74074", 405, CT),
    t("Lawton", "OK", 34.6036, -98.3959, "73501", 580, CT),
    t("Muskogee", "OK", 35.7479, -95.3697, "74401", 918, CT),
    // Oregon
    t("Portland", "OR", 45.5152, -122.6784, "97204", 503, PT),
    t("Eugene", "OR", 44.0521, -123.0868, "97401", 541, PT),
    t("Salem", "OR", 44.9429, -123.0351, "97301", 503, PT),
    t("Bend", "OR", 44.0582, -121.3153, "97701", 541, PT),
    t("Medford", "OR", 42.3265, -122.8756, "97501", 541, PT),
    t("Astoria", "OR", 46.1879, -123.8313, "97103", 503, PT),
    t("Jacksonville", "OR", 42.3137, -122.9692, "97530", 541, PT),
    t("Ontario", "OR", 44.0266, -116.9629, "97914", 541, BOI),
    // Pennsylvania
    t("Philadelphia", "PA", 39.9526, -75.1652, "19106", 215, ET),
    t("Pittsburgh", "PA", 40.4406, -79.9959, "15222", 412, ET),
    t("Lancaster", "PA", 40.0379, -76.3055, "17602", 717, ET),
    t("Harrisburg", "PA", 40.2732, -76.8867, "17101", 717, ET),
    t("Allentown", "PA", 40.6084, -75.4902, "18101", 610, ET),
    t("Reading", "PA", 40.3356, -75.9269, "19601", 610, ET),
    t("Erie", "PA", 42.1292, -80.0851, "16501", 814, ET),
    t("Scranton", "PA", 41.4090, -75.6624, "18503", 570, ET),
    t("State College", "PA", 40.7934, -77.8600, "16801", 814, ET),
    t("Gettysburg", "PA", 39.8309, -77.2311, "17325", 717, ET),
    t("New Hope", "PA", 40.3643, -74.9513, "18938", 215, ET),
    t("Jim Thorpe", "PA", 40.8759, -75.7324, "18229", 570, ET),
    t("Bethlehem", "PA", 40.6259, -75.3705, "18018", 610, ET),
    // Rhode Island
    t("Providence", "RI", 41.8240, -71.4128, "02903", 401, ET),
    t("Newport", "RI", 41.4901, -71.3128, "02840", 401, ET),
    t("Wickford", "RI", 41.5712, -71.4526, "02852", 401, ET),
    t("Warren", "RI", 41.7301, -71.2825, "02885", 401, ET),
    t("Westerly", "RI", 41.3776, -71.8273, "02891", 401, ET),
    // South Carolina
    t("Charleston", "SC", 32.7765, -79.9311, "29401", 843, ET),
    t("Columbia", "SC", 34.0007, -81.0348, "29201", 803, ET),
    t("Greenville", "SC", 34.8526, -82.3940, "29601", 864, ET),
    t("Beaufort", "SC", 32.4316, -80.6698, "29902", 843, ET),
    t("Myrtle Beach", "SC", 33.6891, -78.8867, "29577", 843, ET),
    t("Camden", "SC", 34.2465, -80.6070, "29020", 803, ET),
    t("Spartanburg", "SC", 34.9496, -81.9320, "29306", 864, ET),
    // South Dakota
    t("Sioux Falls", "SD", 43.5446, -96.7311, "57104", 605, CT),
    t("Rapid City", "SD", 44.0805, -103.2310, "57701", 605, MT),
    t("Aberdeen", "SD", 45.4647, -98.4865, "57401", 605, CT),
    t("Brookings", "SD", 44.3114, -96.7984, "57006", 605, CT),
    t("Deadwood", "SD", 44.3767, -103.7296, "57732", 605, MT),
    t("Yankton", "SD", 42.8711, -97.3973, "57078", 605, CT),
    // Tennessee
    t("Memphis", "TN", 35.1495, -90.0490, "38103", 901, CT),
    t("Knoxville", "TN", 35.9606, -83.9207, "37902", 865, ET),
    t("Franklin", "TN", 35.9251, -86.8689, "37064", 615, CT),
    t("Jonesborough", "TN", 36.2943, -82.4735, "37659", 423, ET),
    t("Murfreesboro", "TN", 35.8456, -86.3903, "37130", 615, CT),
    t("Johnson City", "TN", 36.3134, -82.3535, "37601", 423, ET),
    t("Clarksville", "TN", 36.5298, -87.3595, "37040", 931, CT),
    t("Cookeville", "TN", 36.1628, -85.5016, "38501", 931, CT),
    // Texas
    t("Houston", "TX", 29.7604, -95.3698, "77002", 713, CT),
    t("Dallas", "TX", 32.7767, -96.7970, "75201", 214, CT),
    t("San Antonio", "TX", 29.4241, -98.4936, "78205", 210, CT),
    t("Austin", "TX", 30.2672, -97.7431, "78701", 512, CT),
    t("Fort Worth", "TX", 32.7555, -97.3308, "76102", 817, CT),
    t("El Paso", "TX", 31.7619, -106.4850, "79901", 915, MT),
    t("Waco", "TX", 31.5493, -97.1467, "76701", 254, CT),
    t("Lubbock", "TX", 33.5779, -101.8552, "79401", 806, CT),
    t("Amarillo", "TX", 35.2220, -101.8313, "79101", 806, CT),
    t("Corpus Christi", "TX", 27.8006, -97.3964, "78401", 361, CT),
    t("Tyler", "TX", 32.3513, -95.3011, "75702", 903, CT),
    t("Brenham", "TX", 30.1669, -96.3977, "77833", 979, CT),
    t("New Braunfels", "TX", 29.7030, -98.1245, "78130", 830, CT),
    t("Waxahachie", "TX", 32.3865, -96.8483, "75165", 972, CT),
    t("Granbury", "TX", 32.4421, -97.7942, "76048", 817, CT),
    t("Galveston", "TX", 29.3013, -94.7977, "77550", 409, CT),
    t("McKinney", "TX", 33.1972, -96.6397, "75069", 972, CT),
    t("Jefferson", "TX", 32.7574, -94.3452, "75657", 903, CT),
    t("Salado", "TX", 30.9471, -97.5386, "76571", 254, CT),
    t("Comfort", "TX", 29.9683, -98.9050, "78013", 830, CT),
    // Utah
    t("Salt Lake City", "UT", 40.7608, -111.8910, "84101", 801, MT),
    t("Provo", "UT", 40.2338, -111.6585, "84601", 801, MT),
    t("Ogden", "UT", 41.2230, -111.9738, "84401", 801, MT),
    t("St. George", "UT", 37.0965, -113.5684, "84770", 435, MT),
    t("Park City", "UT", 40.6461, -111.4980, "84060", 435, MT),
    t("Logan", "UT", 41.7370, -111.8338, "84321", 435, MT),
    // Vermont
    t("Burlington", "VT", 44.4759, -73.2121, "05401", 802, ET),
    t("Montpelier", "VT", 44.2601, -72.5754, "05602", 802, ET),
    t("Woodstock", "VT", 43.6242, -72.5185, "05091", 802, ET),
    t("Brattleboro", "VT", 42.8509, -72.5579, "05301", 802, ET),
    t("Manchester", "VT", 43.1637, -73.0723, "05254", 802, ET),
    t("Quechee", "VT", 43.6462, -72.4190, "05059", 802, ET),
    t("Stowe", "VT", 44.4654, -72.6874, "05672", 802, ET),
    // Virginia
    t("Richmond", "VA", 37.5407, -77.4360, "23219", 804, ET),
    t("Virginia Beach", "VA", 36.8529, -75.9780, "23451", 757, ET),
    t("Alexandria", "VA", 38.8048, -77.0469, "22314", 703, ET),
    t("Charlottesville", "VA", 38.0293, -78.4767, "22902", 434, ET),
    t("Roanoke", "VA", 37.2710, -79.9414, "24011", 540, ET),
    t("Fredericksburg", "VA", 38.3032, -77.4605, "22401", 540, ET),
    t("Staunton", "VA", 38.1496, -79.0717, "24401", 540, ET),
    t("Williamsburg", "VA", 37.2707, -76.7075, "23185", 757, ET),
    t("Lynchburg", "VA", 37.4138, -79.1422, "24504", 434, ET),
    t("Winchester", "VA", 39.1857, -78.1633, "22601", 540, ET),
    t("Middleburg", "VA", 38.9687, -77.7355, "20117", 540, ET),
    // Washington
    t("Seattle", "WA", 47.6062, -122.3321, "98104", 206, PT),
    t("Spokane", "WA", 47.6588, -117.4260, "99201", 509, PT),
    t("Tacoma", "WA", 47.2529, -122.4443, "98402", 253, PT),
    t("Olympia", "WA", 47.0379, -122.9007, "98501", 360, PT),
    t("Bellingham", "WA", 48.7519, -122.4787, "98225", 360, PT),
    t("Walla Walla", "WA", 46.0646, -118.3430, "99362", 509, PT),
    t("Port Townsend", "WA", 48.1170, -122.7604, "98368", 360, PT),
    t("Yakima", "WA", 46.6021, -120.5059, "98901", 509, PT),
    t("Everett", "WA", 47.9790, -122.2021, "98201", 425, PT),
    // West Virginia
    t("Charleston", "WV", 38.3498, -81.6326, "25301", 304, ET),
    t("Morgantown", "WV", 39.6295, -79.9559, "26505", 304, ET),
    t("Huntington", "WV", 38.4192, -82.4452, "25701", 304, ET),
    t("Wheeling", "WV", 40.0640, -80.7209, "26003", 304, ET),
    t("Harpers Ferry", "WV", 39.3254, -77.7386, "25425", 304, ET),
    t("Lewisburg", "WV", 37.8018, -80.4456, "24901", 304, ET),
    t("Berkeley Springs", "WV", 39.6276, -78.2267, "25411", 304, ET),
    // Wisconsin
    t("Milwaukee", "WI", 43.0389, -87.9065, "53202", 414, CT),
    t("Madison", "WI", 43.0731, -89.4012, "53703", 608, CT),
    t("Green Bay", "WI", 44.5133, -88.0133, "54301", 920, CT),
    t("La Crosse", "WI", 43.8014, -91.2396, "54601", 608, CT),
    t("Eau Claire", "WI", 44.8113, -91.4985, "54701", 715, CT),
    t("Mineral Point", "WI", 42.8600, -90.1799, "53565", 608, CT),
    t("Sturgeon Bay", "WI", 44.8342, -87.3770, "54235", 920, CT),
    t("Oshkosh", "WI", 44.0247, -88.5426, "54901", 920, CT),
    // Wyoming
    t("Cheyenne", "WY", 41.1400, -104.8202, "82001", 307, MT),
    t("Casper", "WY", 42.8666, -106.3131, "82601", 307, MT),
    t("Laramie", "WY", 41.3114, -105.5911, "82070", 307, MT),
    t("Sheridan", "WY", 44.7972, -106.9562, "82801", 307, MT),
    t("Jackson", "WY", 43.4799, -110.7624, "83001", 307, MT),
    t("Cody", "WY", 44.5263, -109.0565, "82414", 307, MT),
];

/// The towns of one state.
pub fn towns_in(state: &str) -> Vec<&'static Town> {
    TOWNS.iter().filter(|t| t.state == state).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use antiques_model::us::STATES;

    #[test]
    fn every_state_has_towns_and_a_population() {
        for s in STATES.iter() {
            assert!(towns_in(s.code).len() >= 3, "{} has too few towns", s.code);
            assert!(POPULATION_K.iter().any(|(c, _)| *c == s.code), "{}", s.code);
        }
        assert!(TOWNS.len() >= 300, "{}", TOWNS.len());
        for t in TOWNS {
            assert_eq!(t.zip.len(), 5);
            assert!((18.0..72.0).contains(&t.lat) && (-180.0..-60.0).contains(&t.lng), "{}", t.name);
        }
    }
}
