import { reactRouter } from "@react-router/dev/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

/** Modules of the site shell (root.tsx imports each of them statically). */
const SHELL_MODULES = [
  "/app/components/newsletter/Newsletter.tsx",
  "/app/lib/newsletter/signup.ts",
  "/app/lib/forms/email.ts",
  "/app/lib/layout/navigation.ts",
  "/app/lib/messages/index.ts",
  "/app/lib/errors/error-page-title.ts",
];

export default defineConfig({
  plugins: [reactRouter()],
  // The `~/` import prefix of tsconfig.json's paths.
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: {
    sourcemap: false,
    rollupOptions: {
      output: {
        // Modules the root route always loads but other routes import too would each become a tiny
        // shared chunk (a request and its own glue apiece): keep them in one "shell" chunk instead,
        // with their dependencies that no other chunk claims (React and the router end up here too).
        // Only modules every page loads anyway belong here, so no page loads more than before.
        manualChunks(id) {
          if (SHELL_MODULES.some((suffix) => id.endsWith(suffix))) return "shell";
          // Vite's helper behind every dynamic import (root's lazy error page, the deferred runtime).
          if (id.endsWith("vite/preload-helper.js")) return "shell";
          return undefined;
        },
      },
    },
  },
  server: { host: "127.0.0.1" },
});
