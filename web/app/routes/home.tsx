import type { Route } from "./+types/home";
import { getReference } from "~/lib/content/api.server";
import { rethrowContentError } from "~/lib/route-errors";

export const handle = { pageType: "homepage" };

export function meta() {
  return [
    { title: "Antique Store Directory | Find antique shops across the US" },
    { name: "description", content: "Find antique stores by name, state, region, category and famous antique towns." },
  ];
}

export async function loader() {
  try {
    return { stats: await getReference() };
  } catch (error) {
    rethrowContentError(error, "stores-loading");
  }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { stats } = loaderData;
  return (
    <section>
      <h1>Find antique stores across the United States</h1>
      <p data-testid="home-stats">
        <strong data-testid="total-stores">{stats.totalStores.toLocaleString("en-US")}</strong> stores in{" "}
        <strong data-testid="distinct-cities">{stats.distinctCities.toLocaleString("en-US")}</strong> cities
      </p>
    </section>
  );
}
