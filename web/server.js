// Production web server: compression, security headers, static assets and server-side rendering.
// Configuration comes from the environment (see the README's table).
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import compression from "compression";
import express from "express";
import { createRequestHandler } from "@react-router/express";

const here = path.dirname(fileURLToPath(import.meta.url));
const buildDir = path.resolve(here, process.env.BUILD_DIR ?? "build");
const host = process.env.HOST ?? "127.0.0.1";
const port = Number(process.env.PORT ?? 3000);

const build = await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href);

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", process.env.TRUST_PROXY === "true");

app.use((req, res, next) => {
  // SPEC §5: a request URL must not start with a double slash (it would read as another host).
  if (req.originalUrl.startsWith("//")) {
    res.status(400).type("text/plain").send("Bad Request: the path must not start with //");
    return;
  }
  res.set({
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "SAMEORIGIN",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(self)",
    "Cross-Origin-Opener-Policy": "same-origin",
  });
  next();
});

app.use(compression());

app.get("/healthz", (_req, res) => {
  res.set("Cache-Control", "no-store").type("text/plain").send("ok");
});

// Hashed build assets never change: cache them for a year.
app.use(
  "/assets",
  express.static(path.join(buildDir, "client", "assets"), { immutable: true, maxAge: "1y", index: false }),
);
// Other public files (favicon, robots fallbacks) for an hour.
app.use(express.static(path.join(buildDir, "client"), { maxAge: "1h", index: false }));

app.all("/{*splat}", createRequestHandler({ build, mode: process.env.NODE_ENV ?? "production" }));

const server = app.listen(port, host, () => {
  console.log(`web listening on http://${host}:${port}`);
});

function shutdown() {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
