/* Figure 1's floor: the app's first frame written in C, built by `make bench` (not a baseline: a context line).
 *
 *   explore_c WIDTH HEIGHT POSTER_FOLDER
 *
 * The same widgets as Popcorn's window on Explore, without Swift: an AdwApplicationWindow (unique
 * application, as the app is) with a toast overlay, a header bar (back button, view switcher title, menu
 * button), a view stack of four titled pages with icons and a view switcher bar; Explore is a scrolled,
 * clamped column of six sections, each a heading with "See All" over a stack (spinner, error row, cards)
 * holding a horizontal GtkListView of poster cards (130 x 195 picture over a placeholder icon, a two-line
 * and a one-line GtkInscription) with round previous/next buttons over it; the other pages hold a status
 * page. Twenty cards a section, added once the window is shown (the app renders Explore's sections from its
 * cache then), so only the visible cards are bound; the posters are the JPEGs of POSTER_FOLDER, decoded and
 * scaled to the card on a thread pool once the card is on screen (as the app's image pipeline does from its
 * disk cache) and set as they arrive. BenchProbe
 * reports the first painted frame with every visible picture set, as it does for the app.
 *
 *   explore_c WIDTH HEIGHT POSTER_FOLDER WATCHLIST_TITLES
 *
 * Figure 16's floor (a context line): with a fourth argument, once Explore is painted with its posters
 * ("first-frame"), the Watchlist page is built and shown as the app's is (a state stack over a clamped,
 * centred grid of poster cards, the header's sort menu) and BenchProbe reports its first painted frame with
 * every visible poster ("watchlist-ready"). The grid's cards are the app's whole card (the Explore cards'
 * widgets plus the badges over the poster and the hidden photo slot), each cell labelled for screen readers.
 * Like the app, the grid's model first holds the titles its height shows (a screenful) and takes the others
 * after that screenful is painted; the posters are decoded on the thread pool as the cards are mapped. */
#include <adwaita.h>
#include <stdlib.h>
#include <string.h>

#include "BenchProbe.h"

#define SECTIONS 6
#define CARDS 20
#define POSTER_WIDTH 130
#define POSTER_HEIGHT 195

static int width = 1024;
static int watchlist_titles = 0;
static GtkWidget *view_stack;
static GtkWidget *header_bar;
static int height = 768;
static const char *folder = ".";
static GThreadPool *decoders;

typedef struct {
    GtkWidget *picture;
    char *path;
    GdkTexture *texture;
} PosterLoad;

static gboolean show_poster(gpointer data) {
    PosterLoad *load = data;
    gtk_picture_set_paintable(GTK_PICTURE(load->picture), GDK_PAINTABLE(load->texture));
    gtk_widget_remove_css_class(load->picture, "pending");
    g_object_unref(load->texture);
    g_object_unref(load->picture);
    g_free(load->path);
    g_free(load);
    return G_SOURCE_REMOVE;
}

static void decode_poster(gpointer data, gpointer user_data) {
    (void) user_data;
    PosterLoad *load = data;
    GdkPixbuf *pixbuf = gdk_pixbuf_new_from_file_at_scale(load->path, POSTER_WIDTH, POSTER_HEIGHT, FALSE, NULL);
    load->texture = pixbuf != NULL ? gdk_texture_new_for_pixbuf(pixbuf) : NULL;
    g_clear_object(&pixbuf);
    if (load->texture == NULL) {
        g_printerr("explore_c: cannot decode %s\n", load->path);
        exit(1);
    }
    g_idle_add(show_poster, load);
}

/* Decodes the bound card's poster if the picture is still on screen: GTK 4.8's list view binds and maps
 * every card of a carousel, then unmaps those outside the view when it allocates them. */
static gboolean start_load(gpointer data) {
    GtkWidget *picture = data;
    const char *path = g_object_get_data(G_OBJECT(picture), "path");
    if (path != NULL && gtk_widget_get_mapped(picture) && gtk_picture_get_paintable(GTK_PICTURE(picture)) == NULL) {
        PosterLoad *load = g_new0(PosterLoad, 1);
        load->picture = g_object_ref(picture);
        load->path = g_strdup(path);
        g_thread_pool_push(decoders, load, NULL);
    }
    g_object_unref(picture);
    return G_SOURCE_REMOVE;
}

/* Starts loading on the main loop's next turn, as the app's TextureBinding does (its task starts then, and
 * an unmap before that cancels it). */
static void load_poster(GtkWidget *picture, gpointer data) {
    (void) data;
    g_idle_add(start_load, g_object_ref(picture));
}

static void setup_card(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    (void) factory;
    (void) data;
    GtkWidget *card = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6);
    gtk_widget_set_size_request(card, POSTER_WIDTH, POSTER_HEIGHT + 80);
    gtk_widget_set_halign(card, GTK_ALIGN_CENTER);
    gtk_widget_set_valign(card, GTK_ALIGN_START);
    GtkWidget *sizer = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0);
    gtk_widget_set_size_request(sizer, POSTER_WIDTH, POSTER_HEIGHT);
    GtkWidget *frame = gtk_overlay_new();
    gtk_overlay_set_child(GTK_OVERLAY(frame), sizer);
    gtk_widget_add_css_class(frame, "popcorn-image-frame");
    gtk_widget_set_overflow(frame, GTK_OVERFLOW_HIDDEN);
    GtkWidget *icon = gtk_image_new_from_icon_name("video-x-generic-symbolic");
    gtk_image_set_pixel_size(GTK_IMAGE(icon), 32);
    gtk_widget_set_visible(icon, FALSE);
    gtk_overlay_add_overlay(GTK_OVERLAY(frame), icon);
    GtkWidget *picture = gtk_picture_new();
    gtk_widget_add_css_class(picture, "popcorn-image");
    gtk_widget_add_css_class(picture, "pending");
    g_signal_connect(picture, "map", G_CALLBACK(load_poster), NULL);
    gtk_overlay_add_overlay(GTK_OVERLAY(frame), picture);
    GtkWidget *title = gtk_inscription_new(NULL);
    gtk_inscription_set_min_lines(GTK_INSCRIPTION(title), 2);
    gtk_inscription_set_nat_lines(GTK_INSCRIPTION(title), 2);
    gtk_inscription_set_text_overflow(GTK_INSCRIPTION(title), GTK_INSCRIPTION_OVERFLOW_ELLIPSIZE_END);
    gtk_inscription_set_wrap_mode(GTK_INSCRIPTION(title), PANGO_WRAP_WORD_CHAR);
    gtk_widget_add_css_class(title, "popcorn-card-title");
    GtkWidget *subtitle = gtk_inscription_new(NULL);
    gtk_inscription_set_text_overflow(GTK_INSCRIPTION(subtitle), GTK_INSCRIPTION_OVERFLOW_ELLIPSIZE_END);
    gtk_widget_add_css_class(subtitle, "caption");
    gtk_widget_add_css_class(subtitle, "dim-label");
    gtk_box_append(GTK_BOX(card), frame);
    gtk_box_append(GTK_BOX(card), title);
    gtk_box_append(GTK_BOX(card), subtitle);
    g_object_set_data(G_OBJECT(card), "picture", picture);
    g_object_set_data(G_OBJECT(card), "title", title);
    g_object_set_data(G_OBJECT(card), "subtitle", subtitle);
    gtk_list_item_set_child(item, card);
}

static GtkWidget *badge(const char *icon) {
    GtkWidget *image = gtk_image_new_from_icon_name(icon);
    gtk_image_set_pixel_size(GTK_IMAGE(image), 12);
    gtk_widget_add_css_class(image, "popcorn-poster-badge");
    gtk_widget_set_visible(image, FALSE);
    gtk_accessible_update_state(GTK_ACCESSIBLE(image), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
    return image;
}

/* The app's whole card: Explore's card, the badges over the poster and the (hidden) photo slot. */
static void setup_grid_card(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    setup_card(factory, item, data);
    GtkWidget *card = gtk_list_item_get_child(item);
    g_signal_handlers_disconnect_by_func(g_object_get_data(G_OBJECT(card), "picture"), load_poster, NULL);
    GtkWidget *frame = gtk_widget_get_first_child(card);
    GtkWidget *badges = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4);
    gtk_widget_set_halign(badges, GTK_ALIGN_END);
    gtk_widget_set_valign(badges, GTK_ALIGN_START);
    gtk_widget_set_margin_top(badges, 6);
    gtk_widget_set_margin_end(badges, 6);
    gtk_box_append(GTK_BOX(badges), badge("starred-symbolic"));
    gtk_box_append(GTK_BOX(badges), badge("object-select-symbolic"));
    gtk_widget_set_visible(badges, FALSE);
    gtk_overlay_add_overlay(GTK_OVERLAY(frame), badges);
    GtkWidget *photo_slot = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_widget_set_size_request(photo_slot, POSTER_WIDTH, POSTER_WIDTH);
    gtk_widget_set_visible(photo_slot, FALSE);
    gtk_widget_insert_after(photo_slot, card, frame);
}

static void bind_card(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    (void) factory;
    (void) data;
    GtkWidget *card = gtk_list_item_get_child(item);
    GtkStringObject *string = gtk_list_item_get_item(item);
    const char *text = gtk_string_object_get_string(string);
    gtk_inscription_set_text(g_object_get_data(G_OBJECT(card), "title"), text);
    gtk_inscription_set_text(g_object_get_data(G_OBJECT(card), "subtitle"), "2024");
    GtkWidget *picture = g_object_get_data(G_OBJECT(card), "picture");
    g_object_set_data_full(G_OBJECT(picture), "path",
                           g_strdup_printf("%s/src-%02u.jpg", folder, gtk_list_item_get_position(item) % 8), g_free);
    if (gtk_widget_get_mapped(picture)) load_poster(picture, NULL);
}

/* The posters prefetched for the Watchlist's first screenful, by path (the app's memory cache). */
static GHashTable *prefetched;
static GMutex prefetched_lock;

static void prefetch_poster(gpointer data, gpointer user_data) {
    (void) user_data;
    char *path = data;
    GdkPixbuf *pixbuf = gdk_pixbuf_new_from_file_at_scale(path, POSTER_WIDTH, POSTER_HEIGHT, FALSE, NULL);
    if (pixbuf == NULL) {
        g_printerr("explore_c: cannot decode %s\n", path);
        exit(1);
    }
    GdkTexture *texture = gdk_texture_new_for_pixbuf(pixbuf);
    g_object_unref(pixbuf);
    g_mutex_lock(&prefetched_lock);
    g_hash_table_insert(prefetched, path, texture);
    g_mutex_unlock(&prefetched_lock);
}

static GdkTexture *prefetched_texture(const char *path) {
    g_mutex_lock(&prefetched_lock);
    GdkTexture *texture = g_hash_table_lookup(prefetched, path);
    g_mutex_unlock(&prefetched_lock);
    return texture;
}

static char *poster_path(guint position) { return g_strdup_printf("%s/src-%02u.jpg", folder, position % 8); }

/* Sets a grid card's prefetched poster once it is decoded, looking before each frame as the app's
 * TextureBinding does. */
static gboolean set_prefetched(GtkWidget *picture, GdkFrameClock *clock, gpointer data) {
    (void) clock;
    (void) data;
    GdkTexture *texture = prefetched_texture(g_object_get_data(G_OBJECT(picture), "path"));
    if (texture == NULL) return G_SOURCE_CONTINUE;
    gtk_picture_set_paintable(GTK_PICTURE(picture), GDK_PAINTABLE(texture));
    gtk_widget_remove_css_class(picture, "pending");
    return G_SOURCE_REMOVE;
}

static void bind_grid_card(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    (void) factory;
    (void) data;
    GtkWidget *card = gtk_list_item_get_child(item);
    const char *text = gtk_string_object_get_string(gtk_list_item_get_item(item));
    gtk_inscription_set_text(g_object_get_data(G_OBJECT(card), "title"), text);
    gtk_inscription_set_text(g_object_get_data(G_OBJECT(card), "subtitle"), "2024");
    GtkWidget *picture = g_object_get_data(G_OBJECT(card), "picture");
    g_object_set_data_full(G_OBJECT(picture), "path", poster_path(gtk_list_item_get_position(item)), g_free);
    if (set_prefetched(picture, NULL, NULL) == G_SOURCE_CONTINUE)
        gtk_widget_add_tick_callback(picture, set_prefetched, NULL, NULL);
    GtkWidget *cell = gtk_widget_get_parent(gtk_list_item_get_child(item));
    char *label = g_strdup_printf("%s, 2024, movie", gtk_string_object_get_string(gtk_list_item_get_item(item)));
    gtk_accessible_update_property(GTK_ACCESSIBLE(cell), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
    g_free(label);
}

static GtkWidget *round_button(const char *icon, GtkAlign align) {
    GtkWidget *button = gtk_button_new_from_icon_name(icon);
    gtk_widget_add_css_class(button, "osd");
    gtk_widget_add_css_class(button, "circular");
    gtk_widget_set_halign(button, align);
    gtk_widget_set_valign(button, GTK_ALIGN_CENTER);
    gtk_widget_set_visible(button, FALSE);
    return button;
}

static GtkWidget *error_row(void) {
    GtkWidget *row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12);
    GtkWidget *icon = gtk_image_new_from_icon_name("network-error-symbolic");
    gtk_image_set_pixel_size(GTK_IMAGE(icon), 24);
    GtkWidget *text = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2);
    gtk_widget_set_hexpand(text, TRUE);
    GtkWidget *title = gtk_label_new("Could not load");
    gtk_widget_add_css_class(title, "popcorn-card-title");
    GtkWidget *message = gtk_label_new("");
    gtk_label_set_wrap(GTK_LABEL(message), TRUE);
    gtk_box_append(GTK_BOX(text), title);
    gtk_box_append(GTK_BOX(text), message);
    gtk_box_append(GTK_BOX(row), icon);
    gtk_box_append(GTK_BOX(row), text);
    gtk_box_append(GTK_BOX(row), gtk_button_new_with_mnemonic("_Retry"));
    return row;
}

/* A section's cards, added once the window is shown, as the app renders them after reading its cache. */
static gboolean fill_section(gpointer data) {
    GtkStringList *titles = data;
    char *texts[CARDS + 1] = {NULL};
    for (int index = 0; index < CARDS; index++) {
        texts[index] = g_strdup_printf("%s %d", index % 2 ? "The Clockmaker's Daughter" : "Verdant", index);
    }
    /* One change, as the app's ListStore.replaceAll. */
    gtk_string_list_splice(titles, 0, 0, (const char *const *) texts);
    for (int index = 0; index < CARDS; index++) g_free(texts[index]);
    return G_SOURCE_REMOVE;
}

static GtkWidget *section(const char *title) {
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6);
    GtkWidget *header = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6);
    GtkWidget *heading = gtk_label_new(title);
    gtk_widget_add_css_class(heading, "title-4");
    gtk_widget_set_hexpand(heading, TRUE);
    gtk_label_set_xalign(GTK_LABEL(heading), 0);
    GtkWidget *see_all = gtk_button_new_with_mnemonic("See _All");
    gtk_widget_add_css_class(see_all, "flat");
    gtk_box_append(GTK_BOX(header), heading);
    gtk_box_append(GTK_BOX(header), see_all);

    GtkStringList *titles = gtk_string_list_new(NULL);
    g_idle_add(fill_section, titles);
    GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
    g_signal_connect(factory, "setup", G_CALLBACK(setup_card), NULL);
    g_signal_connect(factory, "bind", G_CALLBACK(bind_card), NULL);
    GtkWidget *list = gtk_list_view_new(GTK_SELECTION_MODEL(gtk_no_selection_new(G_LIST_MODEL(titles))), factory);
    gtk_orientable_set_orientation(GTK_ORIENTABLE(list), GTK_ORIENTATION_HORIZONTAL);
    gtk_widget_add_css_class(list, "popcorn-carousel");
    gtk_list_view_set_single_click_activate(GTK_LIST_VIEW(list), TRUE);
    GtkWidget *scroller = gtk_scrolled_window_new();
    gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scroller), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER);
    gtk_scrolled_window_set_propagate_natural_height(GTK_SCROLLED_WINDOW(scroller), TRUE);
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scroller), list);
    gtk_widget_add_css_class(scroller, "popcorn-carousel");
    GtkWidget *paged = gtk_overlay_new();
    gtk_overlay_set_child(GTK_OVERLAY(paged), scroller);
    gtk_overlay_add_overlay(GTK_OVERLAY(paged), round_button("go-previous-symbolic", GTK_ALIGN_START));
    gtk_overlay_add_overlay(GTK_OVERLAY(paged), round_button("go-next-symbolic", GTK_ALIGN_END));

    GtkWidget *cards = gtk_stack_new();
    gtk_stack_add_named(GTK_STACK(cards), paged, "cards");
    gtk_stack_add_named(GTK_STACK(cards), gtk_label_new(""), "empty");
    GtkWidget *state = gtk_stack_new();
    gtk_stack_set_transition_type(GTK_STACK(state), GTK_STACK_TRANSITION_TYPE_CROSSFADE);
    gtk_stack_add_named(GTK_STACK(state), gtk_spinner_new(), "loading");
    gtk_stack_add_named(GTK_STACK(state), error_row(), "error");
    gtk_stack_add_named(GTK_STACK(state), cards, "content");
    gtk_stack_set_visible_child_name(GTK_STACK(state), "content");
    gtk_box_append(GTK_BOX(box), header);
    gtk_box_append(GTK_BOX(box), state);
    return box;
}

static GtkWidget *explore_page(void) {
    static const char *titles[SECTIONS] = {"Trending Movies", "Popular Movies", "Discover Movies",
                                           "Trending Series", "Popular Series", "Trending People"};
    GtkWidget *column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 24);
    gtk_widget_set_margin_top(column, 18);
    gtk_widget_set_margin_bottom(column, 24);
    gtk_widget_set_margin_start(column, 12);
    gtk_widget_set_margin_end(column, 12);
    for (int index = 0; index < SECTIONS; index++) gtk_box_append(GTK_BOX(column), section(titles[index]));
    GtkWidget *clamp = adw_clamp_new();
    adw_clamp_set_maximum_size(ADW_CLAMP(clamp), 1400);
    adw_clamp_set_tightening_threshold(ADW_CLAMP(clamp), 1400 * 3 / 4);
    adw_clamp_set_child(ADW_CLAMP(clamp), column);
    GtkWidget *scrolled = gtk_scrolled_window_new();
    gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), clamp);
    return scrolled;
}

static GtkWidget *status_page(const char *icon, const char *title) {
    GtkWidget *page = adw_status_page_new();
    adw_status_page_set_icon_name(ADW_STATUS_PAGE(page), icon);
    adw_status_page_set_title(ADW_STATUS_PAGE(page), title);
    return page;
}

static char *watchlist_title(int index) {
    return g_strdup_printf("%s %d", index % 2 ? "The Clockmaker's Daughter" : "Verdant", index);
}

/* The titles after the first screenful, once it is painted (the app's grid adds them a few rows a frame; here
 * at once, after the measured frame); then quits. */
static void fill_watchlist(void *window, void *data) {
    GtkStringList *titles = data;
    guint shown = g_list_model_get_n_items(G_LIST_MODEL(titles));
    for (int index = (int) shown; index < watchlist_titles; index++) {
        char *title = watchlist_title(index);
        gtk_string_list_append(titles, title);
        g_free(title);
    }
    bench_probe_quit(window, NULL);
}

static GtkWidget *sort_menu_button(void) {
    GMenu *menu = g_menu_new();
    GMenu *sort = g_menu_new();
    g_menu_append(sort, "Date Added", "watchlist.sort(0)");
    g_menu_append(sort, "Title", "watchlist.sort(1)");
    g_menu_append(sort, "Release Date", "watchlist.sort(2)");
    g_menu_append_section(menu, "Sort By", G_MENU_MODEL(sort));
    GMenu *show = g_menu_new();
    g_menu_append(show, "All Titles", "watchlist.kinds(0)");
    g_menu_append(show, "Movies", "watchlist.kinds(1)");
    g_menu_append(show, "TV Series", "watchlist.kinds(2)");
    g_menu_append(show, "Unwatched Only", "watchlist.unwatched-only");
    g_menu_append_section(menu, "Show", G_MENU_MODEL(show));
    GtkWidget *button = gtk_menu_button_new();
    gtk_menu_button_set_icon_name(GTK_MENU_BUTTON(button), "view-sort-descending-symbolic");
    gtk_menu_button_set_menu_model(GTK_MENU_BUTTON(button), G_MENU_MODEL(menu));
    gtk_widget_set_tooltip_text(button, "Sort and Filter");
    g_object_unref(sort);
    g_object_unref(show);
    g_object_unref(menu);
    return button;
}

/* Figure 16's switch: the Watchlist page built and shown, its first screenful in the grid's model. */
static void show_watchlist(void *window, void *data) {
    (void) data;
    GtkStringList *titles = gtk_string_list_new(NULL);
    prefetched = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_object_unref);
    int columns = MIN(MAX((width - 24) / (POSTER_WIDTH + 12), 2), 12);
    int row_height = POSTER_HEIGHT + 80 + 12;
    int screenful = columns * ((height + row_height - 1) / row_height);
    /* The first screenful's posters decoded off the main thread while the page is built, as the app's grid
     * prefetches them when it gets its list. */
    GThreadPool *prefetch = g_thread_pool_new(prefetch_poster, NULL, (int) g_get_num_processors(), FALSE, NULL);
    for (int index = 0; index < MIN(screenful, 8); index++) g_thread_pool_push(prefetch, poster_path(index), NULL);
    for (int index = 0; index < MIN(screenful, watchlist_titles); index++) {
        char *title = watchlist_title(index);
        gtk_string_list_append(titles, title);
        g_free(title);
    }
    GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
    g_signal_connect(factory, "setup", G_CALLBACK(setup_grid_card), NULL);
    g_signal_connect(factory, "bind", G_CALLBACK(bind_grid_card), NULL);
    GtkWidget *grid = gtk_grid_view_new(GTK_SELECTION_MODEL(gtk_no_selection_new(G_LIST_MODEL(titles))), factory);
    gtk_grid_view_set_min_columns(GTK_GRID_VIEW(grid), 2);
    gtk_grid_view_set_max_columns(GTK_GRID_VIEW(grid), (guint) columns);
    gtk_grid_view_set_single_click_activate(GTK_GRID_VIEW(grid), TRUE);
    gtk_widget_add_css_class(grid, "popcorn-grid");
    GtkWidget *scrolled = gtk_scrolled_window_new();
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), grid);
    gtk_scrolled_window_set_propagate_natural_width(GTK_SCROLLED_WINDOW(scrolled), TRUE);
    gtk_widget_set_halign(scrolled, GTK_ALIGN_CENTER);
    gtk_widget_set_vexpand(scrolled, TRUE);
    GtkWidget *clamp = adw_clamp_new();
    adw_clamp_set_maximum_size(ADW_CLAMP(clamp), 1400);
    adw_clamp_set_child(ADW_CLAMP(clamp), scrolled);
    gtk_widget_set_margin_top(clamp, 12);
    gtk_widget_set_margin_bottom(clamp, 12);
    gtk_widget_set_margin_start(clamp, 12);
    gtk_widget_set_margin_end(clamp, 12);
    GtkWidget *content = gtk_stack_new();
    gtk_stack_add_named(GTK_STACK(content), clamp, "grid");
    gtk_stack_add_named(GTK_STACK(content), status_page("list-add-symbolic", "No Titles"), "empty");
    gtk_stack_add_named(GTK_STACK(content), status_page("edit-find-symbolic", "No Matching Titles"), "no-match");
    GtkWidget *state = gtk_stack_new();
    gtk_stack_add_named(GTK_STACK(state), gtk_spinner_new(), "loading");
    gtk_stack_add_named(GTK_STACK(state), error_row(), "error");
    gtk_stack_add_named(GTK_STACK(state), content, "content");
    gtk_stack_set_visible_child_name(GTK_STACK(state), "content");
    adw_view_stack_remove(ADW_VIEW_STACK(view_stack), adw_view_stack_get_child_by_name(ADW_VIEW_STACK(view_stack),
                                                                                     "watchlist"));
    adw_view_stack_add_titled_with_icon(ADW_VIEW_STACK(view_stack), state, "watchlist", "Watchlist",
                                        "starred-symbolic");
    adw_header_bar_pack_end(ADW_HEADER_BAR(header_bar), sort_menu_button());
    adw_view_stack_set_visible_child_name(ADW_VIEW_STACK(view_stack), "watchlist");
    bench_probe_watch_ready(window, "watchlist-ready", bench_probe_content_ready, titles, fill_watchlist);
}

/* The app's style rules for these widgets (Sources/UI/Shared/UIStyle.swift). */
static const char *style =
    ".popcorn-image-frame { background-color: alpha(currentColor, 0.12); border-radius: 8px; }"
    ".popcorn-image-frame > image { color: alpha(currentColor, 0.35); }"
    ".popcorn-image { transition: opacity 250ms ease-out; opacity: 1; }"
    ".popcorn-image.pending { opacity: 0; }"
    ".popcorn-card-title { font-weight: bold; }"
    ".popcorn-carousel listview { background: none; }"
    ".popcorn-carousel row { padding: 6px; border-radius: 12px; }"
    "gridview.popcorn-grid { background: none; }"
    "gridview.popcorn-grid > child { padding: 6px; border-radius: 12px; }"
    ".popcorn-poster-badge { background-color: alpha(black, 0.7); color: white; border-radius: 9999px; "
    "padding: 5px; }";

static void activate(GApplication *app, gpointer data) {
    (void) data;
    GtkCssProvider *provider = gtk_css_provider_new();
    gtk_css_provider_load_from_data(provider, style, -1);
    gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(provider),
                                               GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    GtkWidget *window = adw_application_window_new(GTK_APPLICATION(app));
    gtk_window_set_title(GTK_WINDOW(window), "Popcorn");
    gtk_window_set_default_size(GTK_WINDOW(window), width, height);
    GtkWidget *stack = adw_view_stack_new();
    view_stack = stack;
    gtk_widget_set_vexpand(stack, TRUE);
    adw_view_stack_add_titled_with_icon(ADW_VIEW_STACK(stack), explore_page(), "explore", "Explore",
                                        "view-grid-symbolic");
    GtkWidget *search = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_box_append(GTK_BOX(search), gtk_search_entry_new());
    gtk_box_append(GTK_BOX(search), status_page("system-search-symbolic", "Search TMDb"));
    adw_view_stack_add_titled_with_icon(ADW_VIEW_STACK(stack), search, "search", "Search", "system-search-symbolic");
    adw_view_stack_add_titled_with_icon(ADW_VIEW_STACK(stack), status_page("starred-symbolic", "No Titles"),
                                        "watchlist", "Watchlist", "starred-symbolic");
    adw_view_stack_add_titled_with_icon(ADW_VIEW_STACK(stack), status_page("media-playlist-consecutive-symbolic",
                                        "Nothing Up Next"), "up-next", "Up Next", "media-playlist-consecutive-symbolic");

    GtkWidget *header = adw_header_bar_new();
    header_bar = header;
    GtkWidget *back = gtk_button_new_from_icon_name("go-previous-symbolic");
    gtk_widget_set_visible(back, FALSE);
    adw_header_bar_pack_start(ADW_HEADER_BAR(header), back);
    GtkWidget *title = adw_view_switcher_title_new();
    adw_view_switcher_title_set_stack(ADW_VIEW_SWITCHER_TITLE(title), ADW_VIEW_STACK(stack));
    adw_view_switcher_title_set_title(ADW_VIEW_SWITCHER_TITLE(title), "Popcorn");
    adw_header_bar_set_title_widget(ADW_HEADER_BAR(header), title);
    GtkWidget *menu = gtk_menu_button_new();
    gtk_menu_button_set_icon_name(GTK_MENU_BUTTON(menu), "open-menu-symbolic");
    adw_header_bar_pack_end(ADW_HEADER_BAR(header), menu);
    GtkWidget *switcher_bar = adw_view_switcher_bar_new();
    adw_view_switcher_bar_set_stack(ADW_VIEW_SWITCHER_BAR(switcher_bar), ADW_VIEW_STACK(stack));

    GtkWidget *main_box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_box_append(GTK_BOX(main_box), header);
    gtk_box_append(GTK_BOX(main_box), gtk_box_new(GTK_ORIENTATION_VERTICAL, 0));
    gtk_box_append(GTK_BOX(main_box), stack);
    gtk_box_append(GTK_BOX(main_box), switcher_bar);
    GtkWidget *toasts = adw_toast_overlay_new();
    adw_toast_overlay_set_child(ADW_TOAST_OVERLAY(toasts), main_box);
    adw_application_window_set_content(ADW_APPLICATION_WINDOW(window), toasts);
    bench_probe_watch_ready(window, "first-frame", bench_probe_content_ready, NULL,
                            watchlist_titles > 0 ? show_watchlist : bench_probe_quit);
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
    if (argc >= 4) {
        width = atoi(argv[1]);
        height = atoi(argv[2]);
        folder = argv[3];
    }
    if (argc >= 5) watchlist_titles = atoi(argv[4]);
    decoders = g_thread_pool_new(decode_poster, NULL, (int) g_get_num_processors(), FALSE, NULL);
    AdwApplication *app = adw_application_new("io.github.popcorn.BenchExplore", G_APPLICATION_DEFAULT_FLAGS);
    g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
    int status = g_application_run(G_APPLICATION(app), 1, argv);
    g_object_unref(app);
    return status;
}
