// Message, stack and type of any thrown value: used by the early client runtime (lib/runtime/core.client.ts)
// and the error logger (lib/runtime/analytics.client.ts); a module of its own so the first needs no logger code.

/** The message and stack of any thrown value. */
export function describeError(error: unknown): { message: string; stack?: string; errorType: string } {
  if (error instanceof Error) {
    return { message: error.message || error.name, stack: error.stack, errorType: error.name || "Error" };
  }
  if (typeof error === "string") return { message: error, errorType: "string" };
  let message: string;
  try {
    message = JSON.stringify(error) ?? String(error);
  } catch {
    message = String(error);
  }
  return { message, errorType: error === null ? "null" : typeof error };
}
