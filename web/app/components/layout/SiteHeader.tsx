import { Link } from "react-router";

export function SiteHeader() {
  return (
    <header className="site-header">
      <Link to="/">Antique Store Directory</Link>
    </header>
  );
}
