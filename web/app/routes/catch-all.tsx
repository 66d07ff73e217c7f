import type { Route } from "./+types/catch-all";
import { unmatchedNotFound } from "~/lib/errors/route-errors";

export const handle = { pageType: "404" };

export function loader({ url }: Route.LoaderArgs) {
  unmatchedNotFound(url);
}

export default function CatchAll() {
  return null;
}
