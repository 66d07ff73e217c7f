export function SiteFooter() {
  return <footer className="site-footer">Antique Store Directory</footer>;
}
