// /admin/{anything else}: a 404 inside the console's frame.
import { data } from "react-router";
import { CONSOLE_HEADERS } from "~/lib/admin/session.server";

export function loader() {
  throw data("There is nothing at this address in the console.", { status: 404, headers: CONSOLE_HEADERS });
}

export default function ConsoleNotFound() {
  return null;
}
