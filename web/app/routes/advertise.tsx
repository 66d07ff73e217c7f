import { Link } from "react-router";
import type { Route } from "./+types/advertise";
import { FormConfirmation } from "~/components/forms/FormConfirmation";
import { TextAreaField, TextField } from "~/components/forms/Field";
import { OwnerForm } from "~/components/forms/OwnerForm";
import { clientIpFrom } from "~/lib/forms/client-ip.server";
import { CONTACT_RULES } from "~/lib/forms/owner-forms";
import { handleOwnerForm, isConfirmation } from "~/lib/forms/owner-form-action.server";
import { pageMeta } from "~/lib/seo/page-meta";
import "~/styles/owner.css";

export const handle = { pageType: "static" };

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: "Advertise: featured placement",
    description:
      "Put your antique store in front of shoppers who are planning a trip: featured listings come first in search results and stand out on state and antique town pages.",
    path: "/advertise",
    matches,
    noindex: loaderData?.sent,
  });
}

export function loader({ url }: Route.LoaderArgs) {
  return { sent: isConfirmation(url) };
}

export function action({ request, context }: Route.ActionArgs) {
  return handleOwnerForm({
    kind: "contact-requests",
    rules: CONTACT_RULES,
    request,
    clientIp: clientIpFrom(context),
    path: "/advertise",
    anchor: "contact",
  });
}

const OFFERS = [
  {
    title: "First in search results",
    text: "Featured stores are listed before all others in search results and filtered searches, ahead of the rating order everyone else follows.",
  },
  {
    title: "A “Featured” badge",
    text: "Your card carries a Featured badge wherever it appears: search, state and region lists, the A–Z directory and nearby-store suggestions.",
  },
  {
    title: "Antique town pages",
    text: "Stores near a hotspot town such as Round Top, Brimfield or Adamstown stand out on that town's page, where trip planners compare shops.",
  },
  {
    title: "A richer store page",
    text: "Photos, a longer description, your specialties and social links, plus opening hours that show shoppers whether you are open right now.",
  },
] as const;

export default function Advertise({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="container owner-page">
      <header className="page-header">
        <p className="eyebrow">For store owners</p>
        <h1>Advertise with featured placement</h1>
        <p>
          People use the directory when they are planning where to go antiquing this weekend. Featured placement
          puts your store where those decisions are made.
        </p>
      </header>

      <section aria-labelledby="offers-title" className="owner-section">
        <h2 id="offers-title">What featured placement includes</h2>
        <ul className="card-grid offer-grid">
          {OFFERS.map((offer) => (
            <li key={offer.title} className="card offer-card">
              <h3>{offer.title}</h3>
              <p>{offer.text}</p>
            </li>
          ))}
        </ul>
        <p className="muted">
          Featured placement is sold per store and month, with no long contract. Rates depend on the state and on
          whether the store is near an antique hotspot town; write to us for a quote. Every featured store must be a{" "}
          <Link to="/claim">claimed listing</Link>, and featured placement never changes ratings or the top-10 rankings,
          which follow the published rule on each town's page.
        </p>
      </section>

      <div className="owner-layout" id="contact">
        <div className="owner-main">
          <h2>Ask about featured placement</h2>
          {loaderData.sent ? (
            <FormConfirmation title="Thank you: we will be in touch">
              <p>An editor reads every enquiry and answers by e-mail, with rates for your store's area.</p>
              <p className="cluster">
                <Link to="/" className="btn btn-primary">
                  Back to the directory
                </Link>
                <Link to="/analytics" className="btn btn-secondary">
                  What helps shoppers find a store
                </Link>
              </p>
            </FormConfirmation>
          ) : (
            <OwnerForm id="contact-form" rules={CONTACT_RULES} state={actionData} submitLabel="Send message">
              <div className="form-row form-row-2">
                <TextField name="name" autoComplete="name" />
                <TextField name="email" type="email" autoComplete="email" inputMode="email" />
              </div>
              <TextField name="business" autoComplete="organization" hint="The store you would like to feature." />
              <TextAreaField
                name="message"
                hint="Where the store is and what you would like to achieve: more visitors, a new location, an event."
              />
            </OwnerForm>
          )}
        </div>
        <aside className="owner-aside" aria-labelledby="advertise-facts">
          <h2 id="advertise-facts">Good to know</h2>
          <ul className="checklist">
            <li>Listings stay free. Featured placement is an optional extra.</li>
            <li>Featured stores are always labelled, so shoppers know what is promoted.</li>
            <li>
              Featured placement works best with a complete listing: see{" "}
              <Link to="/analytics">what helps shoppers find a store</Link>.
            </li>
          </ul>
        </aside>
      </div>
    </div>
  );
}
