// The signed-in session (account, CSRF token) of the console's pages: the console layout's loader
// data, which every page of the console sits in.
import { type ShouldRevalidateFunctionArgs, useRouteLoaderData } from "react-router";
import type { SessionView } from "~/lib/content/types";

/** The route id of the console's layout (routes/admin/layout.tsx). */
const CONSOLE_LAYOUT = "routes/admin/layout";

export function useConsoleSession(): SessionView {
  const data = useRouteLoaderData(CONSOLE_LAYOUT) as { session: SessionView } | undefined;
  if (!data) throw new Error("useConsoleSession outside the console");
  return data.session;
}

/**
 * A save refused because the session ended keeps the page as it is (the typed values and a sign-in
 * panel come back with the action's answer): loading the console's data again would lead to the
 * login page and lose them. Every other submission reloads as usual.
 */
export function keepPageWhenSessionEnded({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return (actionResult as { sessionEnded?: boolean } | undefined)?.sessionEnded ? false : defaultShouldRevalidate;
}
