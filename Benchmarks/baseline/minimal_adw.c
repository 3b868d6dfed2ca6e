/* The baseline of the GUI benchmarks: the smallest libadwaita program, built by `make bench`.
 *
 *   minimal_adw first-frame WIDTH HEIGHT
 *       a window with one label; prints its first painted frame (BenchProbe) and quits.
 *   minimal_adw scroll WIDTH HEIGHT ITEMS DURATION_MS CELL_WIDTH CELL_HEIGHT
 *       a GtkGridView of ITEMS plain labels in cells of CELL_WIDTH x CELL_HEIGHT; once painted, scrolls
 *       it top to bottom and back (BenchProbe), prints the frames and quits. */
#include <adwaita.h>
#include <stdlib.h>
#include <string.h>

#include "BenchProbe.h"

static int width = 1000;
static int height = 700;
static const char *mode = "first-frame";
static guint items = 2000;
static guint duration_ms = 5000;
static int cell_width = 160;
static int cell_height = 280;

static void setup_cell(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    (void) factory;
    (void) data;
    GtkWidget *label = gtk_label_new(NULL);
    gtk_widget_set_size_request(label, cell_width, cell_height);
    gtk_list_item_set_child(item, label);
}

static void bind_cell(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    (void) factory;
    (void) data;
    GtkStringObject *string = gtk_list_item_get_item(item);
    gtk_label_set_label(GTK_LABEL(gtk_list_item_get_child(item)), gtk_string_object_get_string(string));
}

static void start_scroll(void *window, void *scrolled) {
    (void) window;
    bench_probe_mark("scroll-start", scrolled);
    bench_probe_scroll(scrolled, duration_ms, TRUE, bench_probe_quit, NULL);
}

static void settle(void *window, void *data) {
    (void) data;
    /* One more frame so the grid has its final size before scrolling. */
    bench_probe_after_next_paint(window, start_scroll, g_object_get_data(G_OBJECT(window), "scrolled"));
}

static GtkWidget *label_grid(void) {
    GtkStringList *strings = gtk_string_list_new(NULL);
    for (guint index = 0; index < items; index++) {
        char text[32];
        g_snprintf(text, sizeof text, "Item %u", index + 1);
        gtk_string_list_append(strings, text);
    }
    GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
    g_signal_connect(factory, "setup", G_CALLBACK(setup_cell), NULL);
    g_signal_connect(factory, "bind", G_CALLBACK(bind_cell), NULL);
    GtkWidget *grid = gtk_grid_view_new(GTK_SELECTION_MODEL(gtk_no_selection_new(G_LIST_MODEL(strings))), factory);
    gtk_grid_view_set_max_columns(GTK_GRID_VIEW(grid), 12);
    GtkWidget *scrolled = gtk_scrolled_window_new();
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), grid);
    gtk_widget_set_vexpand(scrolled, TRUE);
    return scrolled;
}

static void activate(GApplication *app, gpointer data) {
    (void) data;
    GtkWidget *window = adw_application_window_new(GTK_APPLICATION(app));
    gtk_window_set_default_size(GTK_WINDOW(window), width, height);
    if (strcmp(mode, "scroll") == 0) {
        GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
        gtk_box_append(GTK_BOX(box), adw_header_bar_new());
        GtkWidget *scrolled = label_grid();
        gtk_box_append(GTK_BOX(box), scrolled);
        adw_application_window_set_content(ADW_APPLICATION_WINDOW(window), box);
        g_object_set_data(G_OBJECT(window), "scrolled", scrolled);
        bench_probe_watch_ready(window, "first-frame", NULL, NULL, settle);
    } else {
        adw_application_window_set_content(ADW_APPLICATION_WINDOW(window), gtk_label_new("Popcorn"));
        bench_probe_watch_ready(window, "first-frame", NULL, NULL, bench_probe_quit);
    }
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
    if (argc >= 2) mode = argv[1];
    if (argc >= 4) {
        width = atoi(argv[2]);
        height = atoi(argv[3]);
    }
    if (argc >= 8) {
        items = (guint) atoi(argv[4]);
        duration_ms = (guint) atoi(argv[5]);
        cell_width = atoi(argv[6]);
        cell_height = atoi(argv[7]);
    }
    AdwApplication *app = adw_application_new("io.github.popcorn.BenchBaseline", G_APPLICATION_NON_UNIQUE);
    g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
    int status = g_application_run(G_APPLICATION(app), 1, argv);
    g_object_unref(app);
    return status;
}
