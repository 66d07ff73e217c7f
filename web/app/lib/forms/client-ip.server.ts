// The visitor's network address, which form actions forward to the content service so its rate
// limits count per visitor rather than per web server. web/server.js puts it in the load context
// (Express's `req.ip`: the socket address, or X-Forwarded-For when TRUST_PROXY=true).

declare module "react-router" {
  interface AppLoadContext {
    clientIp?: string;
  }
}

/** The address to forward, or undefined when unknown (e.g. the Vite dev server). */
export function clientIpFrom(context: unknown): string | undefined {
  const ip = (context as { clientIp?: unknown } | null | undefined)?.clientIp;
  if (typeof ip !== "string" || ip === "") return undefined;
  // Express reports IPv4 clients of a dual-stack socket as "::ffff:1.2.3.4".
  return ip.startsWith("::ffff:") ? ip.slice(7) : ip;
}
