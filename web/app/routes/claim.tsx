import { Link } from "react-router";
import type { Route } from "./+types/claim";
import { FormConfirmation } from "~/components/forms/FormConfirmation";
import { SelectField, TextAreaField, TextField } from "~/components/forms/Field";
import { OwnerForm } from "~/components/forms/OwnerForm";
import { clientIpFrom } from "~/lib/forms/client-ip.server";
import { CLAIM_ROLES, CLAIM_RULES, normaliseStoreReference } from "~/lib/forms/owner-forms";
import { handleOwnerForm, isConfirmation } from "~/lib/forms/owner-form-action.server";
import { pageMeta } from "~/lib/seo/page-meta";
import "~/styles/owner.css";

export const handle = { pageType: "static" };

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: "Claim your listing",
    description:
      "Own or manage an antique store listed in the directory? Claim the listing to correct its details, add hours and photos, and see how shoppers find it.",
    path: "/claim",
    matches,
    noindex: loaderData?.sent,
  });
}

export function loader({ url }: Route.LoaderArgs) {
  // Store pages link here as /claim?store={slug}.
  const store = url.searchParams.get("store")?.slice(0, 200) ?? "";
  return { sent: isConfirmation(url), store };
}

export function action({ request, context }: Route.ActionArgs) {
  return handleOwnerForm({
    kind: "claim-requests",
    rules: CLAIM_RULES,
    request,
    clientIp: clientIpFrom(context),
    path: "/claim",
    prepare: (values) => ({ ...values, store: normaliseStoreReference(values.store) }),
  });
}

const ROLE_OPTIONS = CLAIM_ROLES.map((role) => ({ value: role, label: role }));

export default function Claim({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData ?? (loaderData.store ? { values: { store: loaderData.store } } : undefined);
  return (
    <div className="container owner-page">
      <header className="page-header">
        <p className="eyebrow">For store owners</p>
        <h1>Claim your listing</h1>
        <p>
          Your shop is already in the directory? Claim it to keep the details right: opening hours, phone, website,
          photos and what you specialise in. Claiming is free.
        </p>
      </header>

      <div className="owner-layout">
        <div className="owner-main">
          {loaderData.sent ? (
            <FormConfirmation title="Thank you: we received your claim">
              <p>
                To protect store owners, an editor confirms every claim before the listing is marked as verified,
                usually by calling the store's listed phone number or writing to the e-mail address you gave us.
              </p>
              <p className="cluster">
                <Link to="/" className="btn btn-primary">
                  Back to the directory
                </Link>
              </p>
            </FormConfirmation>
          ) : (
            <OwnerForm id="claim-form" rules={CLAIM_RULES} state={state} submitLabel="Send claim">
              <fieldset className="form-section">
                <legend>Which store</legend>
                <TextField
                  name="store"
                  hint="The store's name and town, or the address of its page here (for example /stores/round-top-emporium)."
                />
              </fieldset>
              <fieldset className="form-section">
                <legend>About you</legend>
                <div className="form-row form-row-2">
                  <TextField name="name" autoComplete="name" />
                  <SelectField name="role" placeholder="Choose your role" options={ROLE_OPTIONS} />
                </div>
                <div className="form-row form-row-2">
                  <TextField name="email" type="email" autoComplete="email" inputMode="email" />
                  <TextField name="phone" type="tel" autoComplete="tel" />
                </div>
                <TextAreaField
                  name="note"
                  rows={4}
                  hint="Anything that helps us verify you, or what needs correcting on the listing."
                />
              </fieldset>
            </OwnerForm>
          )}
        </div>

        <aside className="owner-aside" aria-labelledby="claim-why">
          <h2 id="claim-why">What a claimed listing gets</h2>
          <ul className="checklist">
            <li>A “Verified listing” badge, which also lifts the store in its antique town's top 10.</li>
            <li>A “Last verified” date on its page, so shoppers know the details were checked.</li>
            <li>Corrections to hours, phone, website and address, checked by an editor.</li>
            <li>Photos and a longer description of what you sell.</li>
          </ul>
          <p className="muted">
            Not listed yet? <Link to="/add-store">Add your store</Link>.
          </p>
        </aside>
      </div>
    </div>
  );
}
