import { defineConfig } from "vitest/config";

// Unit tests live beside the code (`*.test.ts`, in app/ and server/); they don't need the React Router plugin.
export default defineConfig({
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts"],
    environment: "node",
  },
});
