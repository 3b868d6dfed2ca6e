#ifndef POPCORN_BENCH_PROBE_H
#define POPCORN_BENCH_PROBE_H

/* Measurement code shared by the app's benchmark hook (Sources/popcorn/Benchmark) and the C baseline
 * (Benchmarks/baseline), so both sides of every GUI ratio are measured by the same lines. Each report is
 * one line on stdout starting with "BENCH ", flushed at once. Times are CLOCK_MONOTONIC microseconds
 * (g_get_monotonic_time). Widgets are passed as `void *` (GtkWidget *) so the header needs no GTK
 * include (Swift then sees one GtkWidget type, CGtk's). Call everything on the GTK thread. */

/* Returns nonzero when the frame just painted shows what the caller waits for. */
typedef int (*BenchProbeReady)(void *window, void *data);

/* Called when a measurement has finished. */
typedef void (*BenchProbeDone)(void *window, void *data);

/* Current and peak resident set size of this process in KiB (VmRSS / VmHWM), -1 when unknown. */
long bench_probe_rss_kib(void);
long bench_probe_peak_rss_kib(void);

/* Prints "BENCH <label> <µs> rss_kib <n> peak_rss_kib <n> frame <counter>" now; `widget` (may be NULL)
 * gives the frame counter of its frame clock (-1 without one). */
void bench_probe_mark(const char *label, void *widget);

/* After every frame painted for `window` from now on, asks `ready` (NULL: any frame is ready); on the
 * first frame that is ready, marks `label` (copied) and calls `done` (may be NULL). */
void bench_probe_watch_ready(void *window, const char *label, BenchProbeReady ready, void *data,
                             BenchProbeDone done);

/* Calls `done` after the next frame painted for `window` (realized). */
void bench_probe_after_next_paint(void *window, BenchProbeDone done, void *data);

/* Scrolls `scrolled` (a GtkScrolledWindow) from its top to its bottom in `duration_ms`, then back to the
 * top in `duration_ms` when `and_back`, setting the vertical adjustment from the frame clock's tick at a
 * steady speed. Prints "BENCH frame <interval µs> <work µs> <end µs>" per painted frame (interval between
 * consecutive after-paint signals; work from before-paint to after-paint; end: the after-paint time), marks "scroll-bottom" when the
 * bottom is reached and "scroll-done" at the end, then calls `done`. */
void bench_probe_scroll(void *scrolled, unsigned duration_ms, int and_back, BenchProbeDone done, void *data);

/* From now on keeps `widget`'s (realized) frame clock running every frame (a tick callback) and prints
 * "BENCH frame <interval µs> <work µs> <end µs>" per painted frame, as bench_probe_scroll does, until the
 * process ends: a frame that takes long is the main thread busy (the statistics page's frame-probe test). */
void bench_probe_watch_frames(void *widget);

/* A BenchProbeDone that quits `window`'s application from an idle callback (the C programs' last step). */
void bench_probe_quit(void *window, void *data);
/* The first mapped GtkScrolledWindow under `root` (depth first) whose content is taller than its page, or
 * NULL. */
void *bench_probe_find_scrollable(void *root);

/* A BenchProbeReady for "content with its images": under `window`, no mapped GtkSpinner is spinning, at
 * least one GtkPicture is mapped, and every mapped GtkPicture has a paintable or shows a placeholder icon
 * (a mapped GtkImage next to it: no image, or it failed). */
int bench_probe_content_ready(void *window, void *data);

#endif
