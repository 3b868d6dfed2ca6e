#include "BenchProbe.h"

#include <stdio.h>
#include <string.h>

static long read_status_kib(const char *field) {
    FILE *file = fopen("/proc/self/status", "r");
    if (file == NULL) return -1;
    char line[256];
    size_t length = strlen(field);
    long value = -1;
    while (fgets(line, sizeof line, file) != NULL) {
        if (strncmp(line, field, length) == 0 && line[length] == ':') {
            sscanf(line + length + 1, "%ld", &value);
            break;
        }
    }
    fclose(file);
    return value;
}

long bench_probe_rss_kib(void) { return read_status_kib("VmRSS"); }

long bench_probe_peak_rss_kib(void) { return read_status_kib("VmHWM"); }

void bench_probe_mark(const char *label) {
    gint64 now = g_get_monotonic_time();
    printf("BENCH %s %" G_GINT64_FORMAT " rss_kib %ld peak_rss_kib %ld\n", label, now,
           bench_probe_rss_kib(), bench_probe_peak_rss_kib());
    fflush(stdout);
}

/* First frame */

typedef struct {
    GtkWidget *window;
    BenchProbeReady ready;
    gpointer data;
    BenchProbeDone done;
    gulong handler;
    GdkFrameClock *clock;
} FirstFrame;

static void first_frame_after_paint(GdkFrameClock *clock, gpointer user_data) {
    FirstFrame *watch = user_data;
    if (watch->ready != NULL && !watch->ready(watch->window, watch->data)) return;
    bench_probe_mark("first-frame");
    g_signal_handler_disconnect(clock, watch->handler);
    if (watch->done != NULL) watch->done(watch->window, watch->data);
    g_free(watch);
}

static void first_frame_connect(FirstFrame *watch) {
    watch->clock = gtk_widget_get_frame_clock(watch->window);
    watch->handler = g_signal_connect(watch->clock, "after-paint", G_CALLBACK(first_frame_after_paint), watch);
}

static void first_frame_realized(GtkWidget *window, gpointer user_data) {
    FirstFrame *watch = user_data;
    g_signal_handlers_disconnect_by_func(window, first_frame_realized, user_data);
    first_frame_connect(watch);
}

void bench_probe_watch_first_frame(GtkWidget *window, BenchProbeReady ready, gpointer data,
                                   BenchProbeDone done) {
    FirstFrame *watch = g_new0(FirstFrame, 1);
    watch->window = window;
    watch->ready = ready;
    watch->data = data;
    watch->done = done;
    if (gtk_widget_get_realized(window)) {
        first_frame_connect(watch);
    } else {
        g_signal_connect(window, "realize", G_CALLBACK(first_frame_realized), watch);
    }
}

/* Next paint */

typedef struct {
    GtkWidget *window;
    BenchProbeDone done;
    gpointer data;
    gulong handler;
} NextPaint;

static void next_paint_after_paint(GdkFrameClock *clock, gpointer user_data) {
    NextPaint *wait = user_data;
    g_signal_handler_disconnect(clock, wait->handler);
    wait->done(wait->window, wait->data);
    g_free(wait);
}

void bench_probe_after_next_paint(GtkWidget *window, BenchProbeDone done, gpointer data) {
    NextPaint *wait = g_new0(NextPaint, 1);
    wait->window = window;
    wait->done = done;
    wait->data = data;
    GdkFrameClock *clock = gtk_widget_get_frame_clock(window);
    wait->handler = g_signal_connect(clock, "after-paint", G_CALLBACK(next_paint_after_paint), wait);
    gtk_widget_queue_draw(window);
}

/* Scrolling */

typedef struct {
    GtkWidget *scrolled;
    GtkAdjustment *adjustment;
    GdkFrameClock *clock;
    gint64 duration_us;
    gboolean and_back;
    BenchProbeDone done;
    gpointer data;
    gint64 start_frame_time;
    gint64 last_after_paint;
    gint64 before_paint;
    gulong before_handler;
    gulong after_handler;
    guint tick;
    gboolean finished;
} Scroll;

static void scroll_before_paint(GdkFrameClock *clock, gpointer user_data) {
    (void) clock;
    Scroll *scroll = user_data;
    scroll->before_paint = g_get_monotonic_time();
}

static void scroll_after_paint(GdkFrameClock *clock, gpointer user_data) {
    Scroll *scroll = user_data;
    gint64 now = g_get_monotonic_time();
    if (scroll->last_after_paint != 0) {
        printf("BENCH frame %" G_GINT64_FORMAT " %" G_GINT64_FORMAT "\n", now - scroll->last_after_paint,
               now - scroll->before_paint);
    }
    scroll->last_after_paint = now;
    if (!scroll->finished) return;
    g_signal_handler_disconnect(clock, scroll->before_handler);
    g_signal_handler_disconnect(clock, scroll->after_handler);
    bench_probe_mark("scroll-done");
    GtkWidget *window = GTK_WIDGET(gtk_widget_get_root(scroll->scrolled));
    BenchProbeDone done = scroll->done;
    gpointer data = scroll->data;
    g_object_unref(scroll->adjustment);
    g_free(scroll);
    if (done != NULL) done(window, data);
}

static gboolean scroll_tick(GtkWidget *widget, GdkFrameClock *clock, gpointer user_data) {
    (void) widget;
    Scroll *scroll = user_data;
    gint64 frame_time = gdk_frame_clock_get_frame_time(clock);
    if (scroll->start_frame_time == 0) scroll->start_frame_time = frame_time;
    double elapsed = (double) (frame_time - scroll->start_frame_time) / (double) scroll->duration_us;
    double total = scroll->and_back ? 2.0 : 1.0;
    if (elapsed >= total) {
        elapsed = total;
        scroll->finished = TRUE;
    }
    double fraction = elapsed <= 1.0 ? elapsed : 2.0 - elapsed;
    double lower = gtk_adjustment_get_lower(scroll->adjustment);
    double range = gtk_adjustment_get_upper(scroll->adjustment) - gtk_adjustment_get_page_size(scroll->adjustment)
                   - lower;
    gtk_adjustment_set_value(scroll->adjustment, lower + range * fraction);
    if (scroll->finished) {
        scroll->tick = 0;
        return G_SOURCE_REMOVE;
    }
    return G_SOURCE_CONTINUE;
}

void bench_probe_scroll(GtkWidget *scrolled, guint duration_ms, gboolean and_back, BenchProbeDone done,
                        gpointer data) {
    Scroll *scroll = g_new0(Scroll, 1);
    scroll->scrolled = scrolled;
    scroll->adjustment = g_object_ref(gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(scrolled)));
    scroll->clock = gtk_widget_get_frame_clock(scrolled);
    scroll->duration_us = (gint64) duration_ms * 1000;
    scroll->and_back = and_back;
    scroll->done = done;
    scroll->data = data;
    scroll->before_handler = g_signal_connect(scroll->clock, "before-paint", G_CALLBACK(scroll_before_paint), scroll);
    scroll->after_handler = g_signal_connect(scroll->clock, "after-paint", G_CALLBACK(scroll_after_paint), scroll);
    scroll->tick = gtk_widget_add_tick_callback(scrolled, scroll_tick, scroll, NULL);
}

GtkWidget *bench_probe_find_scrollable(GtkWidget *root) {
    if (root == NULL || !gtk_widget_get_mapped(root)) return NULL;
    if (GTK_IS_SCROLLED_WINDOW(root)) {
        GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(root));
        if (gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_lower(adjustment)
            > gtk_adjustment_get_page_size(adjustment) + 1.0) {
            return root;
        }
    }
    for (GtkWidget *child = gtk_widget_get_first_child(root); child != NULL;
         child = gtk_widget_get_next_sibling(child)) {
        GtkWidget *found = bench_probe_find_scrollable(child);
        if (found != NULL) return found;
    }
    return NULL;
}
