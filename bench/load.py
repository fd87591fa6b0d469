"""Load test on loopback: the site under gunicorn against the same server serving a static file.

    .venv/bin/python bench/load.py [--workers 4] [--seconds 5] [--concurrency 32]

Sets up a throw-away data directory (SQLite, laws_content/ loaded, collectstatic), starts gunicorn
with the production settings on a free 127.0.0.1 port and drives, each for ``--seconds``:

* law pages, uncached: law pages in three languages and clause permalinks, the page cache off: each
  page composed from the clause rows the worker keeps (lawsite/laws/fragments.py), warmed up as the
  cached run is, as a server that has answered for a while has them;
* law pages, full render: the same with the kept rows off too (every page rendered from the database);
* law pages, cached: the same with the per-worker page cache on (the production default), warmed up;
* law pages, 304: the same revalidated with If-None-Match, as a proxy or CDN in front would ask;
* searches, and a mix of pages with one search in five (when the search app answers /en/search/);
* static file: one file of the law pages' mean size, served by whitenoise after collectstatic.

Prints requests per second and p50/p95 latency for each and the ratio of each page figure to the
static file. Nothing but the standard library is used on the client side; the client runs in several
processes so it is not the bottleneck. Everything stops at the end, on Ctrl-C, or on error.
"""

from __future__ import annotations

import argparse
import http.client
import itertools
import multiprocessing
import os
import re
import secrets
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from contextlib import contextmanager
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
HOST = "127.0.0.1"
LANGUAGES = ("en", "el", "pl")
SEARCH_PATH = "/en/search/?q=revoke"
STATIC_NAME = "bench/page-sized.html"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind((HOST, 0))
        return sock.getsockname()[1]


def request(port: int, path: str, headers: dict | None = None) -> tuple[int, dict, bytes]:
    conn = http.client.HTTPConnection(HOST, port, timeout=30)
    try:
        conn.request("GET", path, headers=headers or {})
        response = conn.getresponse()
        return response.status, dict(response.getheaders()), response.read()
    finally:
        conn.close()


def environment(data_dir: Path, page_cache: bool, fragments: bool = True) -> dict:
    env = {
        k: v for k, v in os.environ.items() if not k.startswith(("DJANGO_", "LAWSITE_", "GUNICORN_", "DATABASE_URL"))
    }
    env.update(
        DJANGO_SETTINGS_MODULE="lawsite.settings.prod",
        DJANGO_SECRET_KEY=secrets.token_urlsafe(48),
        DJANGO_ALLOWED_HOSTS=f"{HOST},localhost",
        LAWSITE_DATA_DIR=str(data_dir),
        DATABASE_URL=f"sqlite:///{data_dir / 'bench.sqlite3'}",
        LAWSITE_PAGE_CACHE="1" if page_cache else "0",
        LAWSITE_FRAGMENT_CACHE="1" if fragments else "0",
        GUNICORN_LOG_LEVEL="warning",
    )
    return env


def manage(env: dict, *args: str) -> None:
    subprocess.run([sys.executable, "manage.py", *args], cwd=REPO, env=env, check=True, stdout=subprocess.DEVNULL)


@contextmanager
def gunicorn(env: dict, workers: int):
    port = free_port()
    env = dict(env, GUNICORN_BIND=f"{HOST}:{port}", GUNICORN_WORKERS=str(workers))
    server = subprocess.Popen([sys.executable, "-m", "gunicorn", "-c", "gunicorn.conf.py"], cwd=REPO, env=env)
    try:
        wait_until_serving(server, port, "/en/")
        yield server, port
    finally:
        server.send_signal(signal.SIGTERM)
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


def wait_until_serving(server, port: int, path: str, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise SystemExit(f"gunicorn exited with {server.returncode}")
        try:
            if request(port, path)[0] == 200:
                return
        except OSError:
            pass
        time.sleep(0.1)
    raise SystemExit(f"gunicorn did not serve {path} within {timeout:.0f} s")


def page_mix(port: int) -> tuple[list[str], list[str], str]:
    """Law pages in each language (default and three columns), permalinks found on them, searches."""
    law_pages, permalinks = [], []
    for language in LANGUAGES:
        for law in (43, 55, 67):
            for query in ("", "?cols=en&cols=el&cols=pl"):
                path = f"/{language}/laws/{law}/{query}"
                status, _, body = request(port, path)
                assert status == 200, (path, status)
                law_pages.append(path)
                if not query:
                    found = re.findall(rf'href="(/{language}/laws/[^"/]+/)" title="[^"]*">', body.decode())
                    permalinks += [p for p in dict.fromkeys(found) if not p.endswith(f"/laws/{law}/")]
    status = request(port, SEARCH_PATH)[0]
    if status == 200:
        searches = [
            f"/{language}/search/?q={q}" for language in LANGUAGES for q in ("revoke", "lead", "dummy", "claim")
        ]
        note = f"{len(law_pages)} law pages, {len(permalinks)} permalinks, {len(searches)} searches"
    else:
        searches = []
        note = f"{len(law_pages)} law pages, {len(permalinks)} permalinks; no searches ({SEARCH_PATH} answered {status}: the search app is not there yet)"
    return law_pages + permalinks, searches, note


def warm_up(port: int, paths: list[str], workers: int) -> None:
    """Each path asked twice per worker, so every worker has likely kept what it serves."""
    for _ in range(workers * 2):
        for path in paths:
            request(port, path)


def client_process(port, paths, revalidate, etags, seconds, threads, results):
    """Threads that request ``paths`` round robin for ``seconds``; latencies go back through ``results``."""
    stop = time.monotonic() + seconds
    latencies, errors, lock = [], [0], threading.Lock()

    def loop(offset):
        local, failed = [], 0
        for path in itertools.islice(itertools.cycle(paths), offset, None):
            if time.monotonic() >= stop:
                break
            headers = {"If-None-Match": etags[path]} if revalidate else None
            started = time.perf_counter()
            try:
                status, _, _ = request(port, path, headers)
            except OSError:
                failed += 1
                continue
            local.append(time.perf_counter() - started)
            if status != (304 if revalidate else 200):
                failed += 1
        with lock:
            latencies.extend(local)
            errors[0] += failed

    pool = [threading.Thread(target=loop, args=(i * 7,)) for i in range(threads)]
    for thread in pool:
        thread.start()
    for thread in pool:
        thread.join()
    results.put((latencies, errors[0]))


def drive(port, paths, seconds, concurrency, revalidate=False, etags=None) -> dict:
    processes = max(1, min(concurrency, os.cpu_count() // 2 or 1, 8))
    threads = max(1, concurrency // processes)
    context = multiprocessing.get_context("fork")
    results = context.Queue()
    workers = [
        context.Process(target=client_process, args=(port, paths, revalidate, etags or {}, seconds, threads, results))
        for _ in range(processes)
    ]
    started = time.perf_counter()
    for worker in workers:
        worker.start()
    latencies, errors = [], 0
    for _ in workers:
        got, failed = results.get(timeout=seconds + 60)
        latencies += got
        errors += failed
    for worker in workers:
        worker.join()
    elapsed = time.perf_counter() - started
    latencies.sort()
    quantiles = statistics.quantiles(latencies, n=100) if len(latencies) > 1 else [0.0] * 99
    return {
        "requests": len(latencies),
        "errors": errors,
        "rps": len(latencies) / elapsed,
        "p50": quantiles[49] * 1000,
        "p95": quantiles[94] * 1000,
    }


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--workers", type=int, default=4, help="gunicorn workers (default 4)")
    parser.add_argument("--seconds", type=float, default=5.0, help="length of each measured run (default 5)")
    parser.add_argument("--concurrency", type=int, default=32, help="requests in flight (default 32)")
    args = parser.parse_args(argv)

    with tempfile.TemporaryDirectory(prefix="lawsite-bench-") as tmp:
        data_dir = Path(tmp)
        env = environment(data_dir, page_cache=True)
        print(f"setting up {data_dir}: migrate, load_content, collectstatic", flush=True)
        manage(env, "migrate", "--noinput", "-v", "0")
        manage(env, "load_content")
        manage(env, "collectstatic", "--noinput", "-v", "0")

        with gunicorn(environment(data_dir, page_cache=False), args.workers) as (_, port):
            pages, searches, note = page_mix(port)
            sizes = [len(request(port, path)[2]) for path in pages]
            warm_up(port, pages, args.workers)
            runs = {"law pages, uncached": drive(port, pages, args.seconds, args.concurrency)}
        with gunicorn(environment(data_dir, page_cache=False, fragments=False), args.workers) as (_, port):
            runs["law pages, full render"] = drive(port, pages, args.seconds, args.concurrency)
        size = round(statistics.mean(sizes))
        static_file = data_dir / "static" / STATIC_NAME
        static_file.parent.mkdir(parents=True, exist_ok=True)
        static_file.write_bytes(b"<!-- bench -->" + b"x" * (size - 14))

        with gunicorn(env, args.workers) as (_, port):
            static_path = f"/static/{STATIC_NAME}"
            assert request(port, static_path)[0] == 200, "whitenoise does not serve the bench file"
            etags = {path: request(port, path)[1]["ETag"] for path in pages}
            warm_up(port, pages, args.workers)
            runs["law pages, cached"] = drive(port, pages, args.seconds, args.concurrency)
            runs["law pages, 304"] = drive(port, pages, args.seconds, args.concurrency, revalidate=True, etags=etags)
            if searches:
                runs["searches"] = drive(port, searches, args.seconds, args.concurrency)
                mix = pages + searches * max(1, len(pages) // (4 * len(searches)))
                runs["mix with searches"] = drive(port, mix, args.seconds, args.concurrency)
            runs["static file"] = drive(port, [static_path], args.seconds, args.concurrency)

    static = runs["static file"]
    print(f"\nmix: {note}; mean law page {size} bytes; static file {size} bytes")
    print(
        f"gunicorn {args.workers} sync workers on {HOST}, {args.concurrency} requests in flight, {args.seconds:g} s each\n"
    )
    print(f"{'run':<22}{'requests':>10}{'errors':>8}{'req/s':>10}{'p50 ms':>9}{'p95 ms':>9}{'÷ static':>10}")
    for name, figures in runs.items():
        ratio = figures["rps"] / static["rps"] if static["rps"] else float("nan")
        print(
            f"{name:<22}{figures['requests']:>10}{figures['errors']:>8}{figures['rps']:>10.0f}"
            f"{figures['p50']:>9.1f}{figures['p95']:>9.1f}{ratio:>10.2f}"
        )
    cached, uncached = runs["law pages, cached"], runs["law pages, uncached"]
    target = cached["rps"] / static["rps"] >= 0.5 if static["rps"] else False
    print(f"\ntarget (cached law pages at least half the static-file throughput): {'met' if target else 'NOT met'}")
    target = uncached["rps"] / static["rps"] >= 0.25 if static["rps"] else False
    print(
        f"target (uncached law pages at least a quarter of the static-file throughput): {'met' if target else 'NOT met'}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
