import { reactRouter } from "@react-router/dev/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  // The `~/` import prefix of tsconfig.json's paths.
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: { sourcemap: false },
  server: { host: "127.0.0.1" },
});
