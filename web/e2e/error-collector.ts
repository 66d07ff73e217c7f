// A stand-in error-reporting service: it accepts Sentry envelopes over HTTP (what the SDKs send to
// the DSN's host) and keeps the events, so a test can read what a server reported.
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";

/** The parts of a Sentry event the tests read. */
export interface ReportedEvent {
  release?: string;
  environment?: string;
  level?: string;
  tags?: Record<string, string>;
  extra?: Record<string, unknown>;
  exception?: { values?: Array<{ type?: string; value?: string }> };
}

/** Events of an envelope body: a header line, then item header and payload lines. */
export function eventsOfEnvelope(body: string): ReportedEvent[] {
  const lines = body.split("\n");
  const events: ReportedEvent[] = [];
  for (let i = 1; i + 1 < lines.length; i += 2) {
    const item = JSON.parse(lines[i]!) as { type?: string };
    if (item.type === "event") events.push(JSON.parse(lines[i + 1]!) as ReportedEvent);
  }
  return events;
}

export class ErrorCollector {
  readonly events: ReportedEvent[] = [];
  private server: http.Server | null = null;
  private port = 0;

  /** Where the collector listens, e.g. for a cross-origin request from a page. */
  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The DSN pointing at this collector (project 1, any public key). */
  get dsn(): string {
    return `http://e2epublickey@127.0.0.1:${this.port}/1`;
  }

  async start(): Promise<void> {
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        let body = Buffer.concat(chunks);
        if (req.headers["content-encoding"] === "gzip") body = zlib.gunzipSync(body);
        if (req.method === "POST" && /^\/api\/1\/envelope\//.test(req.url ?? "")) {
          this.events.push(...eventsOfEnvelope(body.toString("utf8")));
        }
        // Browsers post from the site's origin: allow it (and answer any preflight).
        res
          .writeHead(200, {
            "Content-Type": "application/json",
            "Access-Control-Allow-Origin": "*",
            "Access-Control-Allow-Headers": "*",
          })
          .end("{}");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** "Type: message" of every exception of an event (an error and its causes). */
export function exceptionMessages(event: ReportedEvent): string[] {
  return (event.exception?.values ?? []).map((value) => `${value.type}: ${value.value}`);
}
