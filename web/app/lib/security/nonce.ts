// The nonce of the page being rendered, for the inline scripts the app writes itself (React Router's
// own take it from <ServerRouter nonce>). Server only: in the browser there is none, and the
// attribute is hidden from the DOM anyway once the page has loaded.
import { createContext, useContext } from "react";

export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
