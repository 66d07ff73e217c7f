import type { Config } from "@react-router/dev/config";
import { webEnv } from "./config.mjs";

export default {
  ssr: true,
  // A separate output directory lets the end-to-end suite build without touching `build/`.
  buildDirectory: webEnv("BUILD_DIR"),
  future: {
    // Loaders and actions get the request as it came (no two copies of it per loader, each with a
    // new URL, to strip React Router's `_routes` and `index`): they read the page's address from
    // their `url` argument, never `request.url`, which on a client navigation is the route data's.
    v8_passThroughRequests: true,
  },
} satisfies Config;
