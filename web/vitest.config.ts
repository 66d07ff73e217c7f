import { defineConfig } from "vitest/config";

// Unit tests live beside the code (`*.test.ts`, in app/ and server/); they don't need the React Router plugin.
export default defineConfig({
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts"],
    environment: "node",
    // `make test` runs these beside the Rust build on two cores: a test that takes 4.6 s on an idle
    // machine (the contract check starts a second Node) can take twice that there. A timeout is for
    // a hung test, not a slow machine.
    testTimeout: 30_000,
  },
});
