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
  // The header's count of saved stores (components/layout/SavedLink.tsx).
  "/app/components/trip/use-saved-stores.ts",
  "/app/components/trip/BookmarkIcon.tsx",
  "/app/lib/trip/saved-stores.ts",
  "/app/lib/messages/saved.ts",
  // The site's links (the header's and footer's, and the store cards' and other chunks' too).
  "/app/components/PathLink.tsx",
];

/** The store card, the list of them and what only they use. */
const STORE_CARD_MODULES = ["/app/components/store/StoreCard.tsx", "/app/components/listing/StoreList.tsx"];

/**
 * What store cards and the store page both show: the rating, the badges, the save toggle, and the
 * directory's stylesheet that styles them. A chunk of their own, so that the store page, which shows
 * no cards, loads neither the card's code nor its stylesheet.
 */
const STORE_WIDGET_MODULES = [
  "/app/components/store/RatingBadge.tsx",
  "/app/components/store/StoreBadges.tsx",
  "/app/components/trip/SaveStoreButton.tsx",
  "/app/styles/directory.css",
];

/** Text modules of page families (lib/messages/), none of them shown by the site's frame. */
const PAGE_TEXT_MODULES = ["map", "content", "forms", "errors"];

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
          // A store card and the list of them, one file rather than two for the pages that show them,
          // but not the store display values, which pages without store cards use too, nor the opening
          // hours they import (only the server reads a card's hours; the trip planner reads them in the
          // browser).
          if (STORE_CARD_MODULES.some((suffix) => id.endsWith(suffix))) return "store-card";
          if (STORE_WIDGET_MODULES.some((suffix) => id.endsWith(suffix))) return "store-widgets";
          if (id.endsWith("/app/lib/stores/store-display.ts")) return "store-display";
          if (id.endsWith("/app/lib/stores/opening-hours.ts")) return "opening-hours";
          // Rollup also pulls a shell module's dependencies into the shell: the page families' texts
          // that messages/index.ts re-exports would travel with every page. A chunk of their own
          // keeps each with the pages that show it.
          const texts = PAGE_TEXT_MODULES.find((name) => id.endsWith(`/app/lib/messages/${name}.ts`));
          if (texts) return `texts-${texts}`;
          // Vite's helper behind every dynamic import (root's lazy error page, the deferred runtime).
          if (id.endsWith("vite/preload-helper.js")) return "shell";
          return undefined;
        },
      },
    },
  },
  server: { host: "127.0.0.1" },
});
