import { Link } from "react-router";
import type { Route } from "./+types/terms";
import { pageMeta } from "~/lib/seo/page-meta";
import "~/styles/static.css";

export const handle = { pageType: "static" };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Terms of use",
    description:
      "The terms for using the Antique Store Directory: what the listings are, what they are not, submissions by store owners and acceptable use.",
    path: "/terms",
    matches,
  });
}

const TERMS_UPDATED = "November 21, 2025";

export default function Terms() {
  return (
    <div className="container static-page">
      <header className="page-header">
        <h1 id="terms">
          Terms of use
        </h1>
        <p>Last updated {TERMS_UPDATED}. By using the directory you agree to these terms.</p>
      </header>
      <article className="prose">
        <h2>1. The directory</h2>
        <p>
          The Antique Store Directory is a free information service about antique stores, antique towns and events in
          the United States. You may use it for your own, non-commercial purposes: to find stores, plan trips and read
          our guides.
        </p>

        <h2>2. Listings are information, not a guarantee</h2>
        <p>
          We work to keep listings correct, but stores change their hours, move and close. Check with a store before
          you travel. Ratings and summaries of shopper reviews are opinions, not statements of fact about a business.
          We do not sell anything ourselves and are not party to anything you buy from a store; questions about an
          item, its price or its authenticity are between you and the seller. Listings marked as sample data are
          generated examples, not real businesses.
        </p>

        <h2>3. Submissions by store owners</h2>
        <p>
          When you <Link to="/add-store">add a store</Link>, <Link to="/claim">claim a listing</Link> or{" "}
          <Link to="/advertise">ask about advertising</Link>, you confirm that the information is true and that you may
          share it. You allow us to publish the store's details (not your personal e-mail address or phone number) and
          to edit them for accuracy and style. We may decline or remove any listing.
        </p>

        <h2>4. Featured placement</h2>
        <p>
          Featured listings are paid and always labelled as featured. Payment never changes a store's rating or its
          place in a town's top 10.
        </p>

        <h2>5. Acceptable use</h2>
        <p>
          Do not copy the directory's data in bulk, overload the site with automated requests, send false
          submissions, or use the forms to send spam. Forms are rate-limited; requests that look automated may be
          ignored.
        </p>

        <h2>6. Content and trademarks</h2>
        <p>
          The guides, design and selection of data are ours. Store names and logos belong to their owners. Map data
          is © OpenStreetMap contributors (or the configured map provider) under its own licence.
        </p>

        <h2>7. Liability</h2>
        <p>
          The directory is provided “as is”. To the extent the law allows, we are not liable for losses arising from
          the use of the information in it, including a wasted trip to a store that has closed.
        </p>

        <h2>8. Changes</h2>
        <p>
          We may update these terms; the date above shows the latest version. Questions? Write to us through the{" "}
          <Link to="/advertise#contact">contact form</Link>. See also our <Link to="/privacy#privacy">privacy notice</Link>.
        </p>
      </article>
    </div>
  );
}
