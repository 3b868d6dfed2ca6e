#include "BenchProbe.h"

#include <gtk/gtk.h>

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

void bench_probe_mark(const char *label, void *widget) {
    gint64 now = g_get_monotonic_time();
    GdkFrameClock *clock = widget != NULL ? gtk_widget_get_frame_clock(GTK_WIDGET(widget)) : NULL;
    gint64 counter = clock != NULL ? gdk_frame_clock_get_frame_counter(clock) : -1;
    printf("BENCH %s %" G_GINT64_FORMAT " rss_kib %ld peak_rss_kib %ld frame %" G_GINT64_FORMAT "\n", label, now,
           bench_probe_rss_kib(), bench_probe_peak_rss_kib(), counter);
    fflush(stdout);
}

/* Ready frame */

typedef struct {
    GtkWidget *window;
    char *label;
    BenchProbeReady ready;
    gpointer data;
    BenchProbeDone done;
    gulong handler;
    GdkFrameClock *clock;
} ReadyWatch;

static void ready_watch_after_paint(GdkFrameClock *clock, gpointer user_data) {
    ReadyWatch *watch = user_data;
    if (watch->ready != NULL && !watch->ready(watch->window, watch->data)) return;
    bench_probe_mark(watch->label, watch->window);
    g_signal_handler_disconnect(clock, watch->handler);
    BenchProbeDone done = watch->done;
    GtkWidget *window = watch->window;
    void *data = watch->data;
    g_free(watch->label);
    g_free(watch);
    if (done != NULL) done(window, data);
}

static void ready_watch_connect(ReadyWatch *watch) {
    watch->clock = gtk_widget_get_frame_clock(watch->window);
    watch->handler = g_signal_connect(watch->clock, "after-paint", G_CALLBACK(ready_watch_after_paint), watch);
}

static void ready_watch_realized(GtkWidget *window, gpointer user_data) {
    ReadyWatch *watch = user_data;
    g_signal_handlers_disconnect_by_func(window, ready_watch_realized, user_data);
    ready_watch_connect(watch);
}

void bench_probe_watch_ready(void *window, const char *label, BenchProbeReady ready, void *data,
                             BenchProbeDone done) {
    ReadyWatch *watch = g_new0(ReadyWatch, 1);
    watch->window = window;
    watch->label = g_strdup(label);
    watch->ready = ready;
    watch->data = data;
    watch->done = done;
    if (gtk_widget_get_realized(GTK_WIDGET(window))) {
        ready_watch_connect(watch);
    } else {
        g_signal_connect(window, "realize", G_CALLBACK(ready_watch_realized), watch);
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

void bench_probe_after_next_paint(void *window, BenchProbeDone done, void *data) {
    NextPaint *wait = g_new0(NextPaint, 1);
    wait->window = window;
    wait->done = done;
    wait->data = data;
    GdkFrameClock *clock = gtk_widget_get_frame_clock(GTK_WIDGET(window));
    wait->handler = g_signal_connect(clock, "after-paint", G_CALLBACK(next_paint_after_paint), wait);
    gtk_widget_queue_draw(GTK_WIDGET(window));
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
    gboolean reached_bottom;
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
        printf("BENCH frame %" G_GINT64_FORMAT " %" G_GINT64_FORMAT " %" G_GINT64_FORMAT "\n",
               now - scroll->last_after_paint, now - scroll->before_paint, now);
    }
    scroll->last_after_paint = now;
    if (!scroll->finished) return;
    g_signal_handler_disconnect(clock, scroll->before_handler);
    g_signal_handler_disconnect(clock, scroll->after_handler);
    bench_probe_mark("scroll-done", scroll->scrolled);
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
    if (elapsed >= 1.0 && !scroll->reached_bottom) {
        scroll->reached_bottom = TRUE;
        bench_probe_mark("scroll-bottom", scroll->scrolled);
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

void bench_probe_scroll(void *scrolled, unsigned duration_ms, int and_back, BenchProbeDone done, void *data) {
    Scroll *scroll = g_new0(Scroll, 1);
    scroll->scrolled = scrolled;
    scroll->adjustment = g_object_ref(gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(scrolled)));
    scroll->clock = gtk_widget_get_frame_clock(GTK_WIDGET(scrolled));
    scroll->duration_us = (gint64) duration_ms * 1000;
    scroll->and_back = and_back;
    scroll->done = done;
    scroll->data = data;
    scroll->before_handler = g_signal_connect(scroll->clock, "before-paint", G_CALLBACK(scroll_before_paint), scroll);
    scroll->after_handler = g_signal_connect(scroll->clock, "after-paint", G_CALLBACK(scroll_after_paint), scroll);
    scroll->tick = gtk_widget_add_tick_callback(GTK_WIDGET(scrolled), scroll_tick, scroll, NULL);
}

static GtkWidget *find_scrollable(GtkWidget *root) {
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
        GtkWidget *found = find_scrollable(child);
        if (found != NULL) return found;
    }
    return NULL;
}

void *bench_probe_find_scrollable(void *root) {
    return find_scrollable(GTK_WIDGET(root));
}

typedef struct {
    int spinning;
    int pictures;
    int empty_pictures;
} ContentCount;

/* A picture's placeholder icon: a mapped GtkImage next to it (shown when there is no image or it failed). */
static gboolean has_placeholder_icon(GtkWidget *picture) {
    GtkWidget *parent = gtk_widget_get_parent(picture);
    if (parent == NULL) return FALSE;
    for (GtkWidget *child = gtk_widget_get_first_child(parent); child != NULL;
         child = gtk_widget_get_next_sibling(child)) {
        if (GTK_IS_IMAGE(child) && gtk_widget_get_mapped(child)) return TRUE;
    }
    return FALSE;
}

static void count_content(GtkWidget *widget, ContentCount *count) {
    if (!gtk_widget_get_mapped(widget)) return;
    if (GTK_IS_SPINNER(widget) && gtk_spinner_get_spinning(GTK_SPINNER(widget))) count->spinning++;
    if (GTK_IS_PICTURE(widget)) {
        count->pictures++;
        if (gtk_picture_get_paintable(GTK_PICTURE(widget)) == NULL && !has_placeholder_icon(widget)) {
            count->empty_pictures++;
        }
    }
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
         child = gtk_widget_get_next_sibling(child)) {
        /* A loading view that shows its spinner only after a frame (the app's LoadingView) is loading all the
         * same: a spinning spinner hidden in a shown parent counts, so a page whose load has just begun is not
         * taken for painted content. A stack's other pages are not hidden, only not mapped: they do not count. */
        if (GTK_IS_SPINNER(child) && gtk_spinner_get_spinning(GTK_SPINNER(child)) && !gtk_widget_get_visible(child)) {
            count->spinning++;
        }
        count_content(child, count);
    }
}

int bench_probe_content_ready(void *window, void *data) {
    (void) data;
    ContentCount count = {0, 0, 0};
    count_content(GTK_WIDGET(window), &count);
    return count.spinning == 0 && count.pictures > 0 && count.empty_pictures == 0;
}

static gboolean quit_application(gpointer application) {
    g_application_quit(G_APPLICATION(application));
    return G_SOURCE_REMOVE;
}

void bench_probe_quit(void *window, void *data) {
    (void) data;
    g_idle_add(quit_application, gtk_window_get_application(GTK_WINDOW(window)));
}

/* Frames while idle or busy */

typedef struct {
    gint64 last_after_paint;
    gint64 before_paint;
} FrameWatch;

static void frame_watch_before_paint(GdkFrameClock *clock, gpointer user_data) {
    (void) clock;
    FrameWatch *watch = user_data;
    watch->before_paint = g_get_monotonic_time();
}

static void frame_watch_after_paint(GdkFrameClock *clock, gpointer user_data) {
    (void) clock;
    FrameWatch *watch = user_data;
    gint64 now = g_get_monotonic_time();
    if (watch->last_after_paint != 0) {
        printf("BENCH frame %" G_GINT64_FORMAT " %" G_GINT64_FORMAT " %" G_GINT64_FORMAT "\n",
               now - watch->last_after_paint, now - watch->before_paint, now);
        fflush(stdout);
    }
    watch->last_after_paint = now;
}

static gboolean frame_watch_tick(GtkWidget *widget, GdkFrameClock *clock, gpointer user_data) {
    (void) widget;
    (void) clock;
    (void) user_data;
    return G_SOURCE_CONTINUE;
}

void bench_probe_watch_frames(void *widget) {
    FrameWatch *watch = g_new0(FrameWatch, 1);
    GdkFrameClock *clock = gtk_widget_get_frame_clock(GTK_WIDGET(widget));
    g_signal_connect(clock, "before-paint", G_CALLBACK(frame_watch_before_paint), watch);
    g_signal_connect(clock, "after-paint", G_CALLBACK(frame_watch_after_paint), watch);
    gtk_widget_add_tick_callback(GTK_WIDGET(widget), frame_watch_tick, watch, g_free);
}
