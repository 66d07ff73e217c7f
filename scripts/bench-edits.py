#!/usr/bin/env python3
"""Store edits against a running content service, as an editor saving all day would make them.

    bench-edits.py BASE_URL COUNT [PER_SECOND] [ADMIN_TOKEN]

Sends COUNT `PUT /api/stores/{id}` (a new description and rating each, on stores of one page of the
list), one after another, at most PER_SECOND a second (0: as fast as they answer), and prints the
answer latency: p50, p99 and max. Every answer must be 200 and show the edit (read-your-write).
"""
import json
import random
import sys
import time
import urllib.request

base, count = sys.argv[1], int(sys.argv[2])
rate = float(sys.argv[3]) if len(sys.argv) > 3 else 0.0
token = sys.argv[4] if len(sys.argv) > 4 else "bench-admin"

page = json.load(urllib.request.urlopen(f"{base}/api/stores?pagination%5BpageSize%5D=100&pagination%5Bpage%5D=7"))
ids = [s["id"] for s in page["data"]]
rng = random.Random(7)
latencies = []
started = time.time()
for i in range(count):
    text = f"Edited by the benchmark, edit {i} at {time.time():.6f}"
    body = json.dumps({"data": {"description": text, "rating": round(rng.uniform(1, 10), 1)}}).encode()
    req = urllib.request.Request(
        f"{base}/api/stores/{rng.choice(ids)}", data=body, method="PUT",
        headers={"content-type": "application/json", "authorization": f"Bearer {token}"})
    t = time.perf_counter()
    with urllib.request.urlopen(req) as r:
        answer = json.load(r)
    latencies.append((time.perf_counter() - t) * 1000)
    if answer["data"]["description"] != text:
        sys.exit(f"edit {i} not visible in its own answer")
    if rate > 0:
        time.sleep(max(0.0, started + (i + 1) / rate - time.time()))
latencies.sort()
p = lambda q: latencies[min(len(latencies) - 1, int(len(latencies) * q))]
print(f"{count} edits{f' at {rate:g}/s' if rate else ''}: p50 {p(0.5):.1f} ms   p99 {p(0.99):.1f} ms   max {latencies[-1]:.1f} ms")
