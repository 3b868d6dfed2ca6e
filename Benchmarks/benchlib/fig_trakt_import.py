"""Figure 17: a heavy user's data — the real `popcorn import --from trakt` of a Trakt history of 100,000 plays
(a generated, deterministic export in Trakt's own format: episodes of 500 series and rewatched movies), a whole
process from exec to exit, against raw sqlite3 inserts of the same rows in one transaction into the same schema
(`popcorn-bench import --raw-plays`). Targets: at most 2 times the raw inserts, and the import process's peak RSS
(wait4's ru_maxrss, from baseline/spawn_rusage.c) at most 200 MiB. Context: the same at 10,000 plays; the larger may cost at most 12x the
smaller."""
import datetime
import json
import os
import shutil
import signal
import sqlite3
import subprocess

from . import swiftbench
from .report import median

PLAYS = 100_000
SMALL_PLAYS = 10_000
SERIES = 500
MOVIES = 10_000
RATIO_LIMIT = 2
RSS_LIMIT_MIB = 200
GROWTH_LIMIT = 12
EPOCH = datetime.datetime(2012, 1, 1, tzinfo=datetime.timezone.utc)


def history(count):
    """Trakt's history items (`/sync/history`, as its export writes them) and the plays they are: (kind, TMDb id,
    season, episode, seconds since 1970). Every fifth play is a movie (10,000 films, each seen twice at 100,000
    plays), the others episodes of 500 series; an hour and a few seconds apart, with milliseconds."""
    items, plays = [], []
    for index in range(count):
        seconds = index * 3_600 + index % 997
        when = EPOCH + datetime.timedelta(seconds=seconds)
        stamp = when.strftime("%Y-%m-%dT%H:%M:%S.") + f"{index % 1000:03d}Z"
        watched_at = EPOCH.timestamp() + seconds + (index % 1000) / 1000
        item = {"id": 9_000_000_000 + index, "watched_at": stamp, "action": "scrobble" if index % 3 == 0 else "watch"}
        if index % 5 == 0:
            movie = index // 5 % MOVIES
            item["type"] = "movie"
            item["movie"] = {"title": f"Film {movie}", "year": 1950 + movie % 75,
                             "ids": {"trakt": 100_000 + movie, "slug": f"film-{movie}", "imdb": f"tt{1_000_000 + movie}",
                                     "tmdb": 10_000 + movie}}
            plays.append(("movie", 10_000 + movie, 0, 0, watched_at))
        else:
            series, number = index % SERIES, index // SERIES
            season, episode = 1 + number // 20 % 10, 1 + number % 20
            item["type"] = "episode"
            item["episode"] = {"season": season, "number": episode, "title": f"Episode {episode}",
                               "ids": {"trakt": 5_000_000 + index, "tvdb": 7_000_000 + index, "imdb": None,
                                       "tmdb": 2_000_000 + index, "tvrage": None}}
            item["show"] = {"title": f"Series {series}", "year": 1990 + series % 35,
                            "ids": {"trakt": 200_000 + series, "slug": f"series-{series}", "tvdb": 300_000 + series,
                                    "imdb": f"tt{2_000_000 + series}", "tmdb": 1_000 + series, "tvrage": None}}
            plays.append(("episode", 1_000 + series, season, episode, watched_at))
        items.append(item)
    return items, plays


def write_history(folder, count):
    """history-N.json (the export) and plays-N.tsv (the same plays, for the raw inserts)."""
    items, plays = history(count)
    export = os.path.join(folder, f"history-{count}.json")
    with open(export, "w") as file:
        json.dump(items, file, separators=(",", ":"))
    rows = os.path.join(folder, f"plays-{count}.tsv")
    with open(rows, "w") as file:
        file.writelines(f"{kind}\t{id}\t{season}\t{episode}\t{watched_at!r}\n"
                        for kind, id, season, episode, watched_at in plays)
    return export, rows


def launcher(env):
    """baseline/spawn_rusage.c, built once into the work folder."""
    output = os.path.join(env.work, "spawn_rusage")
    if not os.path.exists(output):
        subprocess.run(["cc", "-O2", "-o", output, os.path.join(env.bench_dir, "baseline/spawn_rusage.c")], check=True)
    return output


def import_once(env, export, count):
    """`popcorn import --from trakt EXPORT` into an empty library: (wall ns, peak RSS KiB), measured by
    spawn_rusage (fork, exec, wait4)."""
    home = env.private_home()
    argv = [env.binary("popcorn"), "import", "--from", "trakt", export]
    if os.environ.get("BENCH_WRAP"):
        argv = os.environ["BENCH_WRAP"].split() + argv
        argv[0] = shutil.which(argv[0]) or argv[0]
    # Its own process group: a timeout stops the launcher and the import together.
    process = subprocess.Popen([launcher(env), *argv], env=env.base_env(home), stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        output, errors = process.communicate(timeout=600)
    finally:
        if process.returncode is None:
            os.killpg(process.pid, signal.SIGKILL)
            process.communicate()
    measured = errors.strip().splitlines()[-1].split() if errors.strip() else []
    if process.returncode != 0 or len(measured) != 3 or measured[2] != "0" or f"plays: {count}," not in output:
        raise RuntimeError(f"popcorn import failed: {(output + errors).strip()[-400:]}")
    elapsed, peak = int(measured[0]), int(measured[1])
    library = os.path.join(home["XDG_DATA_HOME"], "io.github.popcorn.Popcorn", "library-demo.sqlite")
    with sqlite3.connect(library) as connection:
        stored = connection.execute("SELECT count(*) FROM play").fetchone()[0]
    connection.close()
    if stored != count:
        raise RuntimeError(f"the library holds {stored} plays, not {count}")
    return elapsed, peak


def measure(env, folder, count, runs):
    """Median import ms, median raw-insert ms, largest peak RSS MiB, alternating the sides."""
    export, rows = write_history(folder, count)
    imports, peaks, raws = [], [], []
    for _ in range(runs):
        elapsed, peak = import_once(env, export, count)
        imports.append(elapsed)
        peaks.append(peak)
        result = swiftbench.run(env, "import", env.private_home(), "--raw-plays", rows, "--runs", 1,
                                "--folder", os.path.join(folder, "raw"))
        if "error" in result:
            raise RuntimeError(result["error"])
        raws += result["raw_ns"]
    return median(imports) / 1e6, median(raws) / 1e6, max(peaks) / 1024, os.path.getsize(export)


def run(env, report):
    folder = os.path.join(env.work, "trakt-import")
    os.makedirs(folder, exist_ok=True)
    runs = max(3, min(env.runs, 5))
    value, raw, peak, size = measure(env, folder, PLAYS, runs)
    report.line(f"17 import {PLAYS:,} Trakt plays (popcorn import --from trakt of a {size // 1024 // 1024} MiB "
                "history, exec to exit)", value, "ms", raw, "ms (raw inserts, one transaction)",
                f"<= {RATIO_LIMIT}x", lambda _, ratio: ratio <= RATIO_LIMIT)
    report.line("17 peak RSS of that import", peak, "MiB", RSS_LIMIT_MIB, "MiB (the limit)", f"<= {RSS_LIMIT_MIB} MiB",
                lambda megabytes, _: megabytes <= RSS_LIMIT_MIB)
    small, small_raw, small_peak, _ = measure(env, folder, SMALL_PLAYS, runs)
    ratio = value / small
    report.info("17 growth", f"{SMALL_PLAYS:,} -> {PLAYS:,} plays: {small:.1f} -> {value:.1f} ms, {ratio:.1f}x "
                f"(at most {GROWTH_LIMIT}x: {'met' if ratio <= GROWTH_LIMIT else 'MISSED'}); at {SMALL_PLAYS:,}: "
                f"{small / small_raw:.2f}x the raw inserts ({small_raw:.1f} ms), peak RSS {small_peak:.0f} MiB")
