import { Link } from "react-router";
import type { Route } from "./+types/categories";
import { Breadcrumbs } from "~/components/listing/Breadcrumbs";
import { listCategories } from "~/lib/content/api.server";
import { pageMeta } from "~/lib/seo/directory-meta";
import { rethrowContentError } from "~/lib/errors/route-errors";
import "~/styles/directory.css";
import { groupThousands } from "../lib/messages/numbers";

export const handle = { pageType: "static" };

export async function loader() {
  try {
    return { categories: await listCategories() };
  } catch (error) {
    rethrowContentError(error, "stores-loading");
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Shop by category",
    description: "Antique stores by what they sell: furniture, jewelry, books, textiles, lighting and more.",
    path: "/categories",
    matches,
  });
}

export default function CategoriesPage({ loaderData }: Route.ComponentProps) {
  const { categories } = loaderData;
  return (
    <div className="container directory">
      <Breadcrumbs items={[{ label: "Home", href: "/" }, { label: "Categories" }]} />
      <header className="page-header">
        <h1>Shop by category</h1>
        <p>Looking for something in particular? Find the stores that specialise in it.</p>
      </header>
      <ul className="tile-grid" data-testid="category-list">
        {categories.map((category) => (
          <li key={category.slug}>
            <article className="card category-card">
              <h2>
                <Link
                  to={`/search?category=${encodeURIComponent(category.slug)}`}
                  className="card-link tile-title"
                  data-testid="category-link"
                  data-slug={category.slug}
                >
                  {category.name}
                </Link>
              </h2>
              <p className="category-count" data-testid="category-count">
                {groupThousands(category.storeCount)} {category.storeCount === 1 ? "store" : "stores"}
              </p>
              {category.description ? <p>{category.description}</p> : null}
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
