"""The figures of `make bench`, in order. Each measures its side and its baseline in this run."""
from . import fig_cache, fig_cold_start, fig_episode, fig_heavy, fig_heavy_watchlist, fig_images, fig_import, \
    fig_library, fig_memory, fig_scroll, fig_statistics, fig_statistics_frames, fig_store, fig_sync, fig_tracing, fig_tracking, fig_trakt_import

ALL = [
    (1, fig_cold_start.run),
    (2, fig_episode.run),
    (3, fig_store.run),
    (4, fig_cache.run),
    (5, fig_images.run),
    (6, fig_scroll.run),
    (8, fig_tracking.run),
    (9, fig_tracing.run),
    (10, fig_import.run),
    (11, fig_statistics.run),
    (12, fig_library.run),
    (13, fig_statistics_frames.run),
    (14, fig_heavy.run_up_next),
    (15, fig_heavy.run_history),
    (16, fig_heavy_watchlist.run),
    (17, fig_trakt_import.run),
    (18, fig_sync.run),
    (19, fig_memory.run),
    (20, fig_cold_start.run_heavy),
]
