import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  BUILD_POLL_DEFAULT_MS,
  applyRedirect,
  buildMetaUrl,
  fetchBuildMeta,
  fetchLatestBuildId,
  findRedirect,
  isAbsoluteUrl,
  latestBuildUrl,
  startBuildPolling,
  type BuildMeta,
} from "./build-version.client";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

describe("latest build", () => {
  it("polls latest.json with a timestamp query", async () => {
    expect(latestBuildUrl(123)).toBe("/builds/latest.json?t=123");
    const fetchMock = vi.fn<typeof fetch>(async () => json(200, { id: "b2", timestamp: 1 }));
    await expect(fetchLatestBuildId(fetchMock, 42)).resolves.toBe("b2");
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/builds/latest.json?t=42");
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ cache: "no-store" });
  });

  it("cannot tell on errors and odd answers", async () => {
    await expect(fetchLatestBuildId(vi.fn<typeof fetch>(async () => json(500, {})))).resolves.toBeUndefined();
    await expect(fetchLatestBuildId(vi.fn<typeof fetch>(async () => json(200, { id: 3 })))).resolves.toBeUndefined();
    await expect(
      fetchLatestBuildId(
        vi.fn<typeof fetch>(async () => {
          throw new TypeError("Failed to fetch");
        }),
      ),
    ).resolves.toBeUndefined();
  });
});

describe("build poller", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("polls every interval (default 300 000 ms) and reports a different id once", async () => {
    const answers = ["b1", "b1", "b2", "b3"];
    const fetchMock = vi.fn<typeof fetch>(async () => json(200, { id: answers.shift() }));
    const onNewBuild = vi.fn();
    const stop = startBuildPolling({ currentId: "b1", onNewBuild, fetch: fetchMock });
    await vi.advanceTimersByTimeAsync(BUILD_POLL_DEFAULT_MS - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onNewBuild).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(BUILD_POLL_DEFAULT_MS * 2);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
    expect(onNewBuild).toHaveBeenCalledWith("b2");
    await vi.advanceTimersByTimeAsync(BUILD_POLL_DEFAULT_MS * 3);
    expect(fetchMock).toHaveBeenCalledTimes(3); // stopped after the change
    stop();
  });

  it("uses the configured interval and stops when asked", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json(200, { id: "b1" }));
    const stop = startBuildPolling({ currentId: "b1", intervalMs: 1000, onNewBuild: vi.fn(), fetch: fetchMock });
    await vi.advanceTimersByTimeAsync(3000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(3000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});

describe("app manifest", () => {
  const meta: BuildMeta = {
    id: "b1",
    routeRules: { "/moved": { redirect: "/about" } },
    redirects: [
      { from: "/moved", to: "/about" },
      { from: "/old-guides/**", to: "/guides" },
      { from: "/partners", to: "https://partners.example.com/", statusCode: 301 },
    ],
  };

  it("finds redirects: exact paths and /** prefixes", () => {
    expect(findRedirect(meta, "/moved")).toBe("/about");
    expect(findRedirect(meta, "/old-guides")).toBe("/guides");
    expect(findRedirect(meta, "/old-guides/a/b")).toBe("/guides");
    expect(findRedirect(meta, "/old-guidesx")).toBeUndefined();
    expect(findRedirect(meta, "/partners")).toBe("https://partners.example.com/");
    expect(findRedirect(meta, "/about")).toBeUndefined();
    expect(findRedirect({ id: "x", redirects: [{ from: "/a", to: "/a" }] }, "/a")).toBeUndefined();
  });

  it("navigates inside the app, and away for an absolute redirect", () => {
    const actions = { navigate: vi.fn(), leave: vi.fn() };
    expect(applyRedirect(meta, "/moved", actions)).toBe("/about");
    expect(actions.navigate).toHaveBeenCalledWith("/about");
    expect(applyRedirect(meta, "/partners", actions)).toBe("https://partners.example.com/");
    expect(actions.leave).toHaveBeenCalledWith("https://partners.example.com/");
    expect(applyRedirect(undefined, "/moved", actions)).toBeUndefined();
    expect(isAbsoluteUrl("//cdn.example.com/x")).toBe(true);
    expect(isAbsoluteUrl("mailto:a@b.co")).toBe(true);
    expect(isAbsoluteUrl("/x")).toBe(false);
  });

  it("fetches builds/meta/{id}.json; 404 and 403 are tolerated silently", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      expect(buildMetaUrl("abc")).toBe("/builds/meta/abc.json");
      const ok = vi.fn<typeof fetch>(async () => json(200, meta));
      await expect(fetchBuildMeta("b1", ok)).resolves.toEqual(meta);
      expect(ok.mock.calls[0]?.[0]).toBe("/builds/meta/b1.json");
      for (const status of [404, 403]) {
        await expect(fetchBuildMeta("b1", vi.fn<typeof fetch>(async () => json(status, {})))).resolves.toBeUndefined();
      }
      expect(error).not.toHaveBeenCalled();
    } finally {
      error.mockRestore();
    }
  });

  it("logs other manifest fetch errors to the console", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      await expect(fetchBuildMeta("b1", vi.fn<typeof fetch>(async () => json(500, {})))).resolves.toBeUndefined();
      const network = vi.fn<typeof fetch>(async () => {
        throw new TypeError("Failed to fetch");
      });
      await expect(fetchBuildMeta("b1", network)).resolves.toBeUndefined();
      expect(error).toHaveBeenCalledTimes(2);
      expect(String(error.mock.calls[0]?.[0])).toContain("app manifest");
    } finally {
      error.mockRestore();
    }
  });
});
