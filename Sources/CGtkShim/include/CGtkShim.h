#ifndef POPCORN_CGTKSHIM_H
#define POPCORN_CGTKSHIM_H
/*
 * What Swift cannot call directly: GObject cast/type macros, g_signal_connect (a macro),
 * variadic accessibility setters, libdispatch's main-queue hooks, libadwaita version switches,
 * a tiny GObject type that carries a Swift value through a GListModel, a paintable whose texture
 * can change without a relayout, and a JPEG decoder (libjpeg's error handling needs setjmp).
 */
#include <gtk/gtk.h>
#include <adwaita.h>
#include <glib-unix.h>
#include "dbus_application.h"

/* ---- libdispatch main-queue hooks (exported by libdispatch, no public header on Linux) ---- */

/** The eventfd libdispatch signals when jobs are queued on the main queue. */
extern int _dispatch_get_main_queue_handle_4CF(void);
/** Drains the main queue; must run on the main thread. */
extern void _dispatch_main_queue_callback_4CF(void * msg);

/* ---- checked casts (the G_TYPE_CHECK_INSTANCE_CAST macros) ---- */

static inline GObject * popcorn_g_object(gpointer p) { return G_OBJECT(p); }
static inline GtkWidget * popcorn_gtk_widget(gpointer p) { return GTK_WIDGET(p); }
static inline GtkWindow * popcorn_gtk_window(gpointer p) { return GTK_WINDOW(p); }
static inline GApplication * popcorn_g_application(gpointer p) { return G_APPLICATION(p); }
static inline GtkApplication * popcorn_gtk_application(gpointer p) { return GTK_APPLICATION(p); }
static inline GActionMap * popcorn_g_action_map(gpointer p) { return G_ACTION_MAP(p); }
static inline GAction * popcorn_g_action(gpointer p) { return G_ACTION(p); }
static inline GListModel * popcorn_g_list_model(gpointer p) { return G_LIST_MODEL(p); }
static inline GtkOrientable * popcorn_gtk_orientable(gpointer p) { return GTK_ORIENTABLE(p); }
static inline GtkEditable * popcorn_gtk_editable(gpointer p) { return GTK_EDITABLE(p); }
static inline GtkAccessible * popcorn_gtk_accessible(gpointer p) { return GTK_ACCESSIBLE(p); }
static inline GtkEventController * popcorn_gtk_event_controller(gpointer p) { return GTK_EVENT_CONTROLLER(p); }
static inline GtkGesture * popcorn_gtk_gesture(gpointer p) { return GTK_GESTURE(p); }
static inline GtkGestureSingle * popcorn_gtk_gesture_single(gpointer p) { return GTK_GESTURE_SINGLE(p); }
static inline GtkSelectionModel * popcorn_gtk_selection_model(gpointer p) { return GTK_SELECTION_MODEL(p); }
static inline GtkListItemFactory * popcorn_gtk_list_item_factory(gpointer p) { return GTK_LIST_ITEM_FACTORY(p); }
static inline GdkPaintable * popcorn_gdk_paintable(gpointer p) { return GDK_PAINTABLE(p); }
static inline GdkTexture * popcorn_gdk_texture(gpointer p) { return GDK_TEXTURE(p); }

/** A checked cast to any GType; logs a critical and returns the pointer like the GLib macros do. */
static inline gpointer popcorn_check_cast(gpointer p, GType type) {
    return G_TYPE_CHECK_INSTANCE_CAST(p, type, void);
}
/** Whether `p` is an instance of `type` (G_TYPE_CHECK_INSTANCE_TYPE). */
static inline gboolean popcorn_is_a(gpointer p, GType type) {
    return p != NULL && G_TYPE_CHECK_INSTANCE_TYPE(p, type);
}
/** The GType of an instance (G_OBJECT_TYPE). */
static inline GType popcorn_object_type(gpointer p) { return G_OBJECT_TYPE(p); }
/** Whether a GObject still carries a floating reference. */
static inline gboolean popcorn_is_floating(gpointer p) { return g_object_is_floating(p); }

/* ---- fundamental GTypes that are macros ---- */
static inline GType popcorn_type_object(void) { return G_TYPE_OBJECT; }
static inline GType popcorn_type_boolean(void) { return G_TYPE_BOOLEAN; }
static inline GType popcorn_type_int(void) { return G_TYPE_INT; }
static inline GType popcorn_type_uint(void) { return G_TYPE_UINT; }
static inline GType popcorn_type_double(void) { return G_TYPE_DOUBLE; }
static inline GType popcorn_type_string(void) { return G_TYPE_STRING; }

/* ---- signals ---- */

/** g_signal_connect_data without the macro; returns the handler id. */
static inline gulong popcorn_signal_connect(gpointer instance, const char * signal,
                                            GCallback callback, gpointer data,
                                            GClosureNotify destroy, GConnectFlags flags) {
    return g_signal_connect_data(instance, signal, callback, data, destroy, flags);
}

/* ---- accessibility (gtk_accessible_update_* are variadic) ---- */

static inline void popcorn_accessible_set_label(GtkAccessible * a, const char * label) {
    gtk_accessible_update_property(a, GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}
static inline void popcorn_accessible_set_description(GtkAccessible * a, const char * text) {
    gtk_accessible_update_property(a, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}
static inline void popcorn_accessible_set_hidden(GtkAccessible * a, gboolean hidden) {
    gtk_accessible_update_state(a, GTK_ACCESSIBLE_STATE_HIDDEN, hidden, -1);
}
/** `a` is named by `label`'s text (e.g. a list by the heading above it), read live from the label. */
static inline void popcorn_accessible_set_labelled_by(GtkAccessible * a, GtkAccessible * label) {
    gtk_accessible_update_relation(a, GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
}
static inline void popcorn_accessible_set_level(GtkAccessible * a, int level) {
    gtk_accessible_update_property(a, GTK_ACCESSIBLE_PROPERTY_LEVEL, level, -1);
}
/** A new widget of `type` with a construct-only accessible role (e.g. a label with the heading role). */
static inline GtkWidget * popcorn_widget_new_with_role(GType type, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(type, "accessible-role", role, NULL));
}

/* ---- libadwaita / GTK version switches ---- */

/** 1 when built against libadwaita >= 1.4 (AdwNavigationView, AdwToolbarView, AdwBanner). */
static inline int popcorn_adw_has_navigation_view(void) {
#if ADW_CHECK_VERSION(1, 4, 0)
    return 1;
#else
    return 0;
#endif
}
/** 1 when built against libadwaita >= 1.3 (AdwBanner). */
static inline int popcorn_adw_has_banner(void) {
#if ADW_CHECK_VERSION(1, 3, 0)
    return 1;
#else
    return 0;
#endif
}
/** Opens `uri` in the user's default handler (the browser for https), through the portal when sandboxed,
 *  with the window of `widget` as the parent: GtkUriLauncher on GTK >= 4.10, gtk_show_uri before it. */
void popcorn_show_uri(GtkWidget * widget, const char * uri);
static inline unsigned popcorn_adw_major_version(void) { return ADW_MAJOR_VERSION; }
static inline unsigned popcorn_adw_minor_version(void) { return ADW_MINOR_VERSION; }
static inline unsigned popcorn_adw_micro_version(void) { return ADW_MICRO_VERSION; }

/* ---- PopcornItem: a GObject carrying an opaque payload (a retained Swift object) ---- */

#define POPCORN_TYPE_ITEM (popcorn_item_get_type())
G_DECLARE_FINAL_TYPE(PopcornItem, popcorn_item, POPCORN, ITEM, GObject)

/** A new item owning `payload`; `destroy` releases it when the item is finalized. */
PopcornItem * popcorn_item_new(gpointer payload, GDestroyNotify destroy);
/** The payload given to popcorn_item_new. */
gpointer popcorn_item_get_payload(PopcornItem * item);
/** Gives the item another payload (released by the destroy notify given to popcorn_item_new), releasing
 * the one it had. */
void popcorn_item_replace_payload(PopcornItem * item, gpointer payload);
/** Checked cast to PopcornItem, or NULL when `p` is not one. */
static inline PopcornItem * popcorn_item_cast(gpointer p) {
    return (p != NULL && POPCORN_IS_ITEM(p)) ? POPCORN_ITEM(p) : NULL;
}

/* ---- PopcornTextureSlot: a paintable showing a changeable texture ---- */

/**
 * A paintable of no intrinsic size (GDK_PAINTABLE_STATIC_SIZE) that draws its texture, if any, fitted
 * into whatever size it is drawn at. A GtkPicture keeps one slot for life: a new texture only redraws,
 * whereas gtk_picture_set_paintable (GTK 4.8) queues a resize of the picture and every ancestor.
 */
#define POPCORN_TYPE_TEXTURE_SLOT (popcorn_texture_slot_get_type())
G_DECLARE_FINAL_TYPE(PopcornTextureSlot, popcorn_texture_slot, POPCORN, TEXTURE_SLOT, GObject)

/** An empty slot (fit: cover). */
PopcornTextureSlot * popcorn_texture_slot_new(void);
/** Shows `texture` (NULL: nothing); redraws. */
void popcorn_texture_slot_set_texture(PopcornTextureSlot * slot, GdkTexture * texture);
/** How the texture fills the size it is drawn at, as GtkPicture's content fit. */
void popcorn_texture_slot_set_fit(PopcornTextureSlot * slot, GtkContentFit fit);

/* ---- JPEG decoding (jpeg_texture.c) ---- */

/**
 * Decodes JPEG bytes into an R8G8B8 texture as gdk_texture_new_from_bytes does in GTK 4.8 (the same
 * libjpeg, settings and pixels), but from the caller's bytes (no copy) and into a pixel buffer faulted in
 * with one madvise(MADV_POPULATE_WRITE) rather than one page fault per 4 KiB page as libjpeg writes it.
 *
 * Returns the texture (full reference); NULL with `*handled` TRUE and `*error` set when the data is not a
 * decodable JPEG; NULL with `*handled` FALSE when its colour space (CMYK, YCCK) is left to GTK's loader.
 */
GdkTexture * popcorn_texture_new_from_jpeg(const guint8 * data, gsize length, gboolean * handled, GError ** error);

/**
 * As popcorn_texture_new_from_jpeg, scaled down while decoding to exactly `target_width` × `target_height`
 * when the image is larger in either direction (keep the aspect ratio yourself): libjpeg's DCT scaling by
 * 1/2, 1/4 or 1/8 as far as it still covers the target, then a bilinear filter (cairo's pixel mapping), one
 * line at a time, into the R8G8B8 texture. No full-size pixel buffer is made. A target of 0 × 0 decodes at
 * full size. `source_width` and `source_height` (may be NULL) receive the image's own size.
 */
GdkTexture * popcorn_texture_new_from_jpeg_scaled(const guint8 * data, gsize length, int target_width,
                                                  int target_height, guint * source_width, guint * source_height,
                                                  gboolean * handled, GError ** error);

/* ---- PopcornCanvas: a widget drawn with GtkSnapshot by a callback (canvas.c) ---- */

/** Draws a canvas of `width` × `height` pixels into `snapshot`. */
typedef void (*PopcornCanvasDrawFunc)(GtkWidget * widget, GtkSnapshot * snapshot, int width, int height,
                                      gpointer data);
#define POPCORN_TYPE_CANVAS (popcorn_canvas_get_type())
G_DECLARE_FINAL_TYPE(PopcornCanvas, popcorn_canvas, POPCORN, CANVAS, GtkWidget)

/** A canvas with the given accessible role (construct-only in GTK), drawing nothing until given a function. */
GtkWidget * popcorn_canvas_new(GtkAccessibleRole role);
/** Draws with `draw(…, data)` from now on (the previous data is destroyed); redraws. */
void popcorn_canvas_set_draw_func(PopcornCanvas * canvas, PopcornCanvasDrawFunc draw, gpointer data,
                                  GDestroyNotify destroy);
/** The canvas' minimum and natural size (it is drawn at whatever size it is given). */
void popcorn_canvas_set_content_size(PopcornCanvas * canvas, int width, int height);
/** Makes the canvas' height grow with its width: the content height plus `height_per_width` × the width. */
void popcorn_canvas_set_height_for_width(PopcornCanvas * canvas, double height_per_width);
/** A named colour of the widget's style (libadwaita's accent_bg_color, window_fg_color…); FALSE if unknown. */
gboolean popcorn_lookup_color(GtkWidget * widget, const char * name, GdkRGBA * color);

/* ---- PopcornBlurBin: one child drawn blurred (blur.c) ---- */

#define POPCORN_TYPE_BLUR_BIN (popcorn_blur_bin_get_type())
G_DECLARE_FINAL_TYPE(PopcornBlurBin, popcorn_blur_bin, POPCORN, BLUR_BIN, GtkWidget)

/** A bin showing `child` (which it parents and sizes to itself), not blurred until given a radius. */
GtkWidget * popcorn_blur_bin_new(GtkWidget * child);
/** Blurs the child by `radius` pixels (0: drawn as it is); redraws. */
void popcorn_blur_bin_set_radius(PopcornBlurBin * bin, double radius);

#endif
