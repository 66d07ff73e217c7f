import { describe, expect, it, vi } from "vitest";
import { createReadiness } from "./readiness.mjs";

describe("readiness", () => {
  it("is ready while the content service answers, with a reason when it does not", async () => {
    let up = true;
    const fetchImpl = vi.fn(async () => {
      if (!up) throw Object.assign(new TypeError("fetch failed"), { cause: { code: "ECONNREFUSED" } });
      return new Response("ok");
    });
    let clock = 0;
    const readiness = createReadiness({ contentUrl: "http://content:1337", fetchImpl: fetchImpl as unknown as typeof fetch, now: () => clock });
    expect(await readiness.check()).toMatchObject({ ready: true, content: "up" });
    up = false;
    // Asked at most once a second, one question for many probes.
    expect((await readiness.check()).ready).toBe(true);
    clock += 1000;
    const [a, b] = await Promise.all([readiness.check(), readiness.check()]);
    expect(a).toBe(b);
    expect(a).toMatchObject({ ready: false, content: "down", reason: "the content service at http://content:1337 does not answer (ECONNREFUSED)" });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it("is not ready when the content service says it is not", async () => {
    const readiness = createReadiness({ contentUrl: "http://c", fetchImpl: (async () => new Response("", { status: 503 })) as unknown as typeof fetch });
    expect(await readiness.check()).toMatchObject({ ready: false, reason: "the content service at http://c is not ready (503)" });
  });
});
