#ifndef POPCORN_BENCH_PROBE_H
#define POPCORN_BENCH_PROBE_H

#include <gtk/gtk.h>

/* Measurement code shared by the app's benchmark hook and the C baseline programs, so both sides of
 * every GUI ratio are measured by the same lines. Everything prints one line to stdout, starting with
 * "BENCH ", flushed at once. Times are CLOCK_MONOTONIC microseconds (g_get_monotonic_time). */

/* Returns TRUE when the frame just painted shows what the caller waits for. */
typedef gboolean (*BenchProbeReady)(GtkWidget *window, gpointer data);

/* Called when the probe has finished its measurement. */
typedef void (*BenchProbeDone)(GtkWidget *window, gpointer data);

/* Current and peak resident set size of this process in KiB (VmRSS / VmHWM), -1 when unknown. */
long bench_probe_rss_kib(void);
long bench_probe_peak_rss_kib(void);

/* Prints "BENCH <label> <µs> rss_kib <n> peak_rss_kib <n>" now. */
void bench_probe_mark(const char *label);

/* After every frame painted for `window`, asks `ready` (NULL: the first frame is ready); on the first
 * frame that is ready prints "BENCH first-frame …" (see bench_probe_mark) and calls `done`. */
void bench_probe_watch_first_frame(GtkWidget *window, BenchProbeReady ready, gpointer data,
                                   BenchProbeDone done);

/* Calls `done` after the next frame painted for `window` (its after-paint signal). */
void bench_probe_after_next_paint(GtkWidget *window, BenchProbeDone done, gpointer data);

/* Scrolls `scrolled` (a GtkScrolledWindow) from its top to its bottom in `duration_ms`, then back to
 * the top in `duration_ms` when `and_back`, moving the vertical adjustment at a steady speed from the
 * frame clock's tick. Prints "BENCH frame <interval µs> <work µs>" per painted frame (interval between
 * consecutive after-paint signals; work from the frame clock's before-paint to after-paint), then
 * "BENCH scroll-done …" (see bench_probe_mark) and calls `done`. */
void bench_probe_scroll(GtkWidget *scrolled, guint duration_ms, gboolean and_back, BenchProbeDone done,
                        gpointer data);

/* The first mapped GtkScrolledWindow under `root` (depth first) whose content is taller than its page,
 * or NULL. */
GtkWidget *bench_probe_find_scrollable(GtkWidget *root);

#endif
