// Whether the page has hydrated: what only the browser knows (the saved stores, the visitor's
// position) is rendered after it, so the server's HTML and the first render in the browser agree.
import { useEffect, useState } from "react";

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
