import { PathLink } from "../PathLink";
import type { Crumb } from "~/lib/seo/jsonld";

export type { Crumb };

/** Breadcrumb trail: Home › ... › current page (the last crumb, not linked). */
export function Breadcrumbs({ items, className }: { items: readonly Crumb[]; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={className ? `breadcrumbs ${className}` : "breadcrumbs"}>
      <ol>
        {items.map((crumb, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${crumb.label}`}>
              {last ? (
                <span aria-current="page">{crumb.label}</span>
              ) : crumb.href ? (
                <PathLink to={crumb.href}>{crumb.label}</PathLink>
              ) : (
                <span>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
