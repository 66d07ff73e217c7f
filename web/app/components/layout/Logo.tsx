// The logo: a teal mark (a shop front under an arch, a coral lamp) beside the serif wordmark.
import { svgContent } from "../svg-content";

const MARK = svgContent(
  '<rect width="40" height="40" rx="10" fill="var(--color-primary, #0f766e)"></rect>' +
    '<path d="M11 30V19a9 9 0 0 1 18 0v11" fill="none" stroke="var(--color-secondary-200, #e8d6b5)" stroke-width="2.4" stroke-linecap="round"></path>' +
    '<path d="M8 30h24" stroke="var(--color-secondary-200, #e8d6b5)" stroke-width="2.4" stroke-linecap="round"></path>' +
    '<path d="M16 30v-6.5h8V30" fill="none" stroke="var(--color-secondary-200, #e8d6b5)" stroke-width="2" stroke-linejoin="round"></path>' +
    '<circle cx="20" cy="16" r="2.6" fill="var(--color-accent, #f26b5b)"></circle>',
);

export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg className="logo-mark" width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false" dangerouslySetInnerHTML={MARK} />
  );
}

export function Logo() {
  return (
    <span className="logo">
      <LogoMark />
      <span className="logo-text">
        <span className="logo-name">Antique Store</span>{" "}
        <span className="logo-tagline">Directory</span>
      </span>
    </span>
  );
}
