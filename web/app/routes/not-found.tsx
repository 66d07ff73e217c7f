// The /404 page: the error page for 404, answered with status 404.
import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { ErrorPage } from "~/components/layout/ErrorPage";
import { errorPageTitle } from "~/lib/errors/error-page-title";

export const handle = { pageType: "404" };

export function meta() {
  return [{ title: errorPageTitle(404) }, { name: "robots", content: "noindex" }];
}

export function loader() {
  return data({ status: 404 }, { status: 404, headers: { "Cache-Control": "no-store" } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function NotFoundPage() {
  return <ErrorPage status={404} />;
}
