import { useId } from "react";
import { parsePageInput, type FilterSelection } from "~/lib/search/hotspot-search";

export interface PageJumpProps {
  action: string;
  filters: FilterSelection;
  page: number;
  pageCount: number;
  enhanced: boolean;
  /** Called with the typed page (possibly out of range or NaN); the caller applies the jump rules. */
  onJump: (page: number) => void;
}

/** "Go to page [n] of N": a GET form (browser range checks without JavaScript), enhanced with onJump. */
export function PageJump({ action, filters, page, pageCount, enhanced, onJump }: PageJumpProps) {
  const id = useId();
  if (pageCount <= 1) return null;
  return (
    <form
      method="get"
      action={action}
      className="page-jump"
      noValidate={enhanced}
      data-testid="page-jump"
      onSubmit={(event) => {
        if (!enhanced) return;
        event.preventDefault();
        const input = event.currentTarget.elements.namedItem("page");
        if (input instanceof HTMLInputElement) onJump(parsePageInput(input.value));
      }}
    >
      {Object.keys(filters).map((name) => (
        <input key={name} type="hidden" name={name} value="1" />
      ))}
      <label htmlFor={id}>Go to page</label>
      <input
        id={id}
        type="number"
        name="page"
        min={1}
        max={pageCount}
        step={1}
        inputMode="numeric"
        required
        placeholder={String(page)}
        data-testid="page-jump-input"
      />
      <span className="muted">of {pageCount}</span>
      <button type="submit" className="btn btn-secondary btn-sm" data-testid="page-jump-go">
        Go
      </button>
    </form>
  );
}
