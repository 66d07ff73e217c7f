import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // A separate output directory lets the end-to-end suite build without touching `build/`.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
