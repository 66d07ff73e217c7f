import type { Route } from "./+types/catch-all";
import { unmatchedNotFound } from "~/lib/errors/route-errors";

export const handle = { pageType: "404" };

export function loader({ request }: Route.LoaderArgs) {
  unmatchedNotFound(request);
}

export default function CatchAll() {
  return null;
}
