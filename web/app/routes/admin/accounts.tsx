// /admin/accounts: admins add accounts (the password is generated and shown once), disable and
// enable them and give them new passwords. Editors are refused (the content service decides).
import { Form, data } from "react-router";
import type { Route } from "./+types/accounts";
import { addAccount, changeAccount, listAccounts } from "~/lib/admin/api.server";
import { CONSOLE_HEADERS, csrfHeader, fromThisSite, requireSession } from "~/lib/admin/session.server";
import { ContentError } from "~/lib/content/errors";
import type { NewPassword } from "~/lib/content/types";
import { ACCOUNTS, CONSOLE, LOGIN } from "~/lib/messages/admin";
import { ChangeTime } from "~/components/admin/ChangeTime";
import { InputField, SelectInput } from "~/components/admin/ConsoleField";
import { ConsoleAlerts } from "~/components/admin/ConsoleAlerts";
import { useConsoleSession } from "~/components/admin/console-session";

export function meta() {
  return [{ title: `${ACCOUNTS.title} · ${CONSOLE.name}` }, { name: "robots", content: "noindex, nofollow" }];
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const { api } = await requireSession(request, url);
  try {
    return { accounts: await listAccounts(api) };
  } catch (error) {
    if (error instanceof ContentError && error.status === 403) throw data(ACCOUNTS.adminsOnly, { status: 403, headers: CONSOLE_HEADERS });
    throw error;
  }
}

type Result = { notice?: string; message?: string; errors?: Record<string, string> };

export async function action({ request, url }: Route.ActionArgs) {
  const { api } = await requireSession(request, url);
  const form = await request.formData();
  if (!fromThisSite(request, url)) return data<Result>({ message: LOGIN.foreignOrigin }, { status: 403 });
  const csrf = csrfHeader(form);
  const intent = String(form.get("intent") ?? "");
  const email = String(form.get("email") ?? "").trim();
  try {
    if (intent === "add") {
      const created = await addAccount(api, csrf, email, String(form.get("role") ?? "editor"));
      return data<Result>({ notice: `${ACCOUNTS.added(created.user.email)} ${ACCOUNTS.password(created.user.email, created.password)}` });
    }
    if (intent === "disable" || intent === "enable" || intent === "reset-password") {
      const changed = await changeAccount(api, csrf, email, intent);
      if (intent === "reset-password") {
        const { user, password } = changed.data as NewPassword;
        return data<Result>({ notice: ACCOUNTS.password(user.email, password) });
      }
      return data<Result>({ notice: intent === "disable" ? ACCOUNTS.disabledDone(email) : ACCOUNTS.enabledDone(email) });
    }
    return data<Result>({ message: "Unknown action" }, { status: 400 });
  } catch (error) {
    if (error instanceof ContentError && error.status >= 400 && error.status < 500) {
      return data<Result>({ message: error.userMessage, errors: error.fieldErrors }, { status: error.status });
    }
    throw error;
  }
}

export default function Accounts({ loaderData, actionData }: Route.ComponentProps) {
  const session = useConsoleSession();
  return (
    <div className="console-page">
      <div className="console-page-head">
        <h1>{ACCOUNTS.title}</h1>
      </div>
      <ConsoleAlerts notice={actionData?.notice} message={actionData?.message} />
      <div className="console-table-wrap">
        <table className="console-table">
          <thead>
            <tr>
              <th scope="col">{ACCOUNTS.columns.email}</th>
              <th scope="col">{ACCOUNTS.columns.role}</th>
              <th scope="col">{ACCOUNTS.columns.status}</th>
              <th scope="col" className="console-col-optional">
                {ACCOUNTS.columns.lastLogin}
              </th>
              <th scope="col">{ACCOUNTS.columns.actions}</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.accounts.map((a) => {
              const self = a.email === session.user.email;
              return (
                <tr key={a.email}>
                  <td>
                    {a.email} {self ? <span className="muted">{ACCOUNTS.you}</span> : null}
                  </td>
                  <td>{CONSOLE.roles[a.role]}</td>
                  <td>{a.disabled ? ACCOUNTS.disabled : ACCOUNTS.active}</td>
                  <td className="console-col-optional">{a.lastLoginAt ? <ChangeTime at={a.lastLoginAt} /> : ACCOUNTS.never}</td>
                  <td>
                    <Form method="post" className="console-row-actions">
                      <input type="hidden" name="csrf" value={session.csrfToken} />
                      <input type="hidden" name="email" value={a.email} />
                      {!self ? (
                        <button type="submit" name="intent" value={a.disabled ? "enable" : "disable"} className="btn btn-ghost btn-sm">
                          {a.disabled ? ACCOUNTS.enable : ACCOUNTS.disable}
                          <span className="visually-hidden"> {a.email}</span>
                        </button>
                      ) : null}
                      <button type="submit" name="intent" value="reset-password" className="btn btn-ghost btn-sm">
                        {ACCOUNTS.reset}
                        <span className="visually-hidden"> for {a.email}</span>
                      </button>
                    </Form>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Form method="post" className="console-section console-add">
        <h2 className="console-section-title">{ACCOUNTS.add}</h2>
        <input type="hidden" name="csrf" value={session.csrfToken} />
        <div className="console-row">
          <InputField name="email" label={ACCOUNTS.email} type="email" autoComplete="off" required error={actionData?.errors?.email} />
          <SelectInput
            name="role"
            label={ACCOUNTS.role}
            defaultValue="editor"
            options={[
              { value: "editor", label: CONSOLE.roles.editor },
              { value: "admin", label: CONSOLE.roles.admin },
            ]}
          />
        </div>
        <p>
          <button type="submit" name="intent" value="add" className="btn btn-primary">
            {ACCOUNTS.addButton}
          </button>
        </p>
      </Form>
    </div>
  );
}
