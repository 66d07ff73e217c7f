import { Link } from "react-router";
import type { Route } from "./+types/about";
import { pageMeta } from "~/lib/seo/page-meta";
import "~/styles/static.css";

export const handle = { pageType: "static" };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "About",
    description:
      "The Antique Store Directory is a free guide to antique shops, malls and markets across the United States: who we are, where the listings come from and how stores are ranked.",
    path: "/about",
    matches,
  });
}

export default function About() {
  return (
    <div className="container static-page">
      <header className="page-header">
        <h1>About the Antique Store Directory</h1>
        <p>A free guide to the antique shops, malls and markets of the United States, for people who love the hunt.</p>
      </header>
      <article className="prose">
        <h2>What we do</h2>
        <p>
          Finding a good antique store used to mean word of mouth and a lot of driving. The directory brings the
          shops together in one place: search by name, browse <Link to="/states">by state</Link> or{" "}
          <Link to="/regions">region</Link>, explore famous <Link to="/hotspots">antique towns</Link> such as Round
          Top, Brimfield and Adamstown, or see every store on the <Link to="/map">map</Link>. Our{" "}
          <Link to="/guides">buying guides</Link> help you judge what you find, and the{" "}
          <Link to="/events">events calendar</Link> lists the big shows and markets.
        </p>

        <h2>Where the listings come from</h2>
        <p>
          Listings come from public business records, from store owners who <Link to="/add-store">add their store</Link>{" "}
          and from shoppers who tell us about a shop. Owners can <Link to="/claim">claim their listing</Link> to keep
          hours, phone numbers and photos up to date; claimed listings carry a “Verified” badge. Listings marked as
          sample data are generated examples that show how the directory works.
        </p>

        <h2>How stores are ranked</h2>
        <p>
          Ratings summarise what shoppers say in reviews, on a scale of 10. The top 10 of each antique town is
          ranked by a published rule, shown on the town's page: the rating, plus a small bonus for verified listings
          and for listings with detailed information. Stores can pay for <Link to="/advertise">featured placement</Link>,
          which lists them first in search results and is always labelled, but nobody can buy a rating or a place in a
          top 10.
        </p>

        <h2>Get in touch</h2>
        <p>
          Spotted a mistake or a store that has closed? Use the <Link to="/claim">claim form</Link> if it is your store,
          or write to us through the <Link to="/advertise#contact">contact form</Link>. We read every message.
        </p>
      </article>
    </div>
  );
}
