"""Figure 19: memory over 100 different details pages. In the real window (BenchHook's `memory-pages` mode,
``MemoryPagesSession``), the app opens 100 movies of the loopback TMDb one after the other — each with images
of its own, as on TMDb: poster, backdrop, 12 cast photos and 12 recommendations' posters, none shared with
another page — each page painted with its images (BenchProbe's content check, the `first-content` one) — and
goes back to the root after each (one page pushed at a time, as a user following links and going back). The
figure is the growth of the resident set (VmRSS) from the root before the first page to the root after the
last; the target is the image memory cache's cap (ImagePipelineConfiguration.memoryCapacity, 96 MiB) +
16 MiB. The titles' details and images come into the app's disk caches in an unmeasured run first, so the
measured runs read them from disk as a returning user does. Context lines: RSS at the root before, and what
is alive at the root after the first page and after the last (stores, GtkKit wrappers, widgets: equal when
every page was freed; Tests/UI/test_page_lifetimes.py asserts it)."""
import json
import os

from .gui_app import AppUnavailable
from .report import median

PAGES = 100
FIRST_ID = 190_000
CARDS = 12  # cast members and recommendations per page
MEMORY_CACHE_MIB = 96  # ImagePipelineConfiguration.memoryCapacity default
TARGET_MIB = MEMORY_CACHE_MIB + 16
ROUTES = ",".join(f"movie/{FIRST_ID + index}" for index in range(PAGES))


def write_movies(env):
    """The 100 movies, into the loopback TMDb's fixtures (gui_app.py copies them to `<work>/fixtures`; the
    server reads a fixture at each request): Tests/Support's movie 100 with images of their own."""
    folder = os.path.join(env.work, "fixtures", "movie")
    with open(os.path.join(folder, "100.json")) as file:
        template = json.load(file)
    person = template["credits"]["cast"][0]
    recommendation = template["recommendations"]["results"][0]
    for index in range(PAGES):
        movie_id = FIRST_ID + index
        cast = [dict(person, id=900_000 + index * CARDS + card, credit_id=f"m{movie_id}-{card}", order=card,
                     name=f"Cast Member {card + 1}", profile_path=f"/m{movie_id}-profile-{card}.jpg")
                for card in range(CARDS)]
        recommendations = [dict(recommendation, id=FIRST_ID + (index + card + 1) % PAGES,
                                title=f"Memory Movie {(index + card + 1) % PAGES + 1}",
                                poster_path=f"/m{movie_id}-recommendation-{card}.jpg",
                                backdrop_path=f"/m{movie_id}-recommendation-backdrop-{card}.jpg")
                           for card in range(CARDS)]
        movie = dict(template, id=movie_id, title=f"Memory Movie {index + 1}",
                     original_title=f"Memory Movie {index + 1}", poster_path=f"/m{movie_id}-poster.jpg",
                     backdrop_path=f"/m{movie_id}-backdrop.jpg",
                     credits=dict(template["credits"], cast=cast),
                     recommendations=dict(template["recommendations"], results=recommendations))
        with open(os.path.join(folder, f"{movie_id}.json"), "w") as file:
            json.dump(movie, file)


def measure(harness, home):
    """(growth MiB, RSS at the root before MiB, live counts after the first page, after the last)."""
    _, marks, _ = harness.run(home, "memory-pages", {"POPCORN_BENCH_ROUTES": ROUTES}, timeout=600)
    painted = len(marks.get("page-painted", []))
    if painted != PAGES or "root-end" not in marks:
        raise AppUnavailable(f"{painted} of {PAGES} pages were painted with their images")
    start, end = marks["root-start"][0]["rss_kib"], marks["root-end"][0]["rss_kib"]
    return (end - start) / 1024, start / 1024, marks["live-warm"][0], marks["live-end"][0]


def run(env, report):
    name = f"19 memory: {PAGES} different details pages opened one after the other and closed"
    try:
        harness = env.app_harness()
        write_movies(env)
        home = env.private_home("memory-pages")
        harness.run(home, "memory-pages", {"POPCORN_BENCH_ROUTES": ROUTES}, timeout=900)  # fills the caches
        runs = [measure(harness, home) for _ in range(max(1, env.runs - 3))]
    except AppUnavailable as reason:
        report.unavailable(name, str(reason))
        return
    growth = median([result[0] for result in runs])
    report.line(f"{name}: RSS growth at the root", growth, "MiB", TARGET_MIB, "MiB",
                f"<= {TARGET_MIB} MiB (memory-cache cap + 16 MiB)", lambda value, ratio: value <= TARGET_MIB,
                note=f"runs {sorted(round(result[0], 1) for result in runs)} MiB; RSS at the root before "
                     f"{median([result[1] for result in runs]):.0f} MiB")
    counts = [(result[2], result[3]) for result in runs]
    freed = all(all(end[key] <= warm[key] for key in ("stores", "wrappers", "widgets")) for warm, end in counts)
    warm, end = counts[-1]
    report.info("19 alive at the root", f"after 1 page: {warm['stores']} stores, {warm['wrappers']} wrappers, "
                f"{warm['widgets']} widgets; after {PAGES}: {end['stores']} stores, {end['wrappers']} wrappers, "
                f"{end['widgets']} widgets ({'every page freed' if freed else 'PAGES LEAKED'})")
