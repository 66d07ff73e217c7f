import { useMemo } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/add-store";
import { FormConfirmation } from "~/components/forms/FormConfirmation";
import { SelectField, TextAreaField, TextField } from "~/components/forms/Field";
import { OwnerForm } from "~/components/forms/OwnerForm";
import { clientIpFrom } from "~/lib/forms/client-ip.server";
import { listStates } from "~/lib/content/api.server";
import { rethrowContentError } from "~/lib/errors/route-errors";
import { storeSubmissionRules } from "~/lib/forms/owner-forms";
import { handleOwnerForm, isConfirmation } from "~/lib/forms/owner-form-action.server";
import { pageMeta } from "~/lib/seo/page-meta";
import "~/styles/owner.css";

export const handle = { pageType: "static" };

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: "Add your store",
    description:
      "List your antique shop, mall or market in the Antique Store Directory for free. Send us the details and we publish the listing after a quick review.",
    path: "/add-store",
    matches,
    noindex: loaderData?.sent,
  });
}

/** The states a store may be in, as the content service knows them (its codes and names, by name). */
async function states() {
  return (await listStates()).map(({ code, name }) => ({ code, name }));
}

export async function loader({ url }: Route.LoaderArgs) {
  const sent = isConfirmation(url);
  if (sent) return { sent, states: [] };
  try {
    return { sent, states: await states() };
  } catch (error) {
    rethrowContentError(error, "states-loading");
  }
}

export function action({ request, context }: Route.ActionArgs) {
  return handleOwnerForm({
    kind: "store-submissions",
    rules: async () => storeSubmissionRules(await states()),
    request,
    clientIp: clientIpFrom(context),
    path: "/add-store",
  });
}

export default function AddStore({ loaderData, actionData }: Route.ComponentProps) {
  const rules = useMemo(() => storeSubmissionRules(loaderData.states), [loaderData.states]);
  const stateOptions = useMemo(
    () => loaderData.states.map((state) => ({ value: state.code, label: state.name })),
    [loaderData.states],
  );
  return (
    <div className="container owner-page">
      <header className="page-header">
        <p className="eyebrow">For store owners</p>
        <h1>Add your store</h1>
        <p>
          Listing an antique shop, mall, market or auction house is free. Tell us where it is and what you sell; an
          editor checks every submission by hand before it is published.
        </p>
      </header>

      <div className="owner-layout">
        <div className="owner-main">
          {loaderData.sent ? (
            <FormConfirmation title="Thank you: your store is in our review queue">
              <p>
                We received your submission and will check the details (address, opening hours, what you sell) before
                the listing goes live. If anything is unclear we write to the e-mail address you gave us.
              </p>
              <p className="cluster">
                <Link to="/" className="btn btn-primary">
                  Back to the directory
                </Link>
                <Link to="/add-store" className="btn btn-secondary">
                  Add another store
                </Link>
              </p>
            </FormConfirmation>
          ) : (
            <OwnerForm id="add-store-form" rules={rules} state={actionData} submitLabel="Send for review">
              <fieldset className="form-section">
                <legend>The store</legend>
                <TextField name="name" autoComplete="organization" />
                <TextField name="address" autoComplete="street-address" />
                <div className="form-row form-row-3">
                  <TextField name="city" autoComplete="address-level2" />
                  <SelectField
                    name="state"
                    placeholder="Choose a state"
                    options={stateOptions}
                    autoComplete="address-level1"
                  />
                  <TextField name="zipCode" autoComplete="postal-code" inputMode="numeric" />
                </div>
                <div className="form-row form-row-2">
                  <TextField name="phone" type="tel" autoComplete="tel" />
                  <TextField name="website" type="url" autoComplete="url" />
                </div>
              </fieldset>
              <fieldset className="form-section">
                <legend>What shoppers find there</legend>
                <TextAreaField
                  name="description"
                  hint="A few sentences: the size of the shop, how long to browse, what makes it worth the trip."
                />
                <TextAreaField
                  name="specialties"
                  rows={3}
                  hint="For example: mid-century furniture, vintage jewelry, primitives, books and ephemera."
                />
              </fieldset>
              <fieldset className="form-section">
                <legend>How we reach you</legend>
                <TextField
                  name="email"
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  hint="Only for questions about this listing; it is not published."
                />
              </fieldset>
            </OwnerForm>
          )}
        </div>

        <aside className="owner-aside" aria-labelledby="add-store-next">
          <h2 id="add-store-next">What happens next</h2>
          <ol className="steps">
            <li>
              <strong>We review it.</strong> An editor checks the address, that the shop sells antiques or vintage
              goods and that it is not listed already.
            </li>
            <li>
              <strong>It goes live.</strong> Your store appears in search, in its state and, when it is close to one,
              on its antique town page.
            </li>
            <li>
              <strong>You keep it current.</strong> <Link to="/claim">Claim the listing</Link> to have it marked as
              verified; tell us whenever its hours or details change.
            </li>
          </ol>
          <p className="muted">
            Already listed? <Link to="/claim">Claim your listing</Link> instead. Want more visibility? See{" "}
            <Link to="/advertise">featured placement</Link>.
          </p>
        </aside>
      </div>
    </div>
  );
}
