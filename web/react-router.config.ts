import type { Config } from "@react-router/dev/config";
import { webEnv } from "./config.mjs";

export default {
  ssr: true,
  // A separate output directory lets the end-to-end suite build without touching `build/`.
  buildDirectory: webEnv("BUILD_DIR"),
} satisfies Config;
