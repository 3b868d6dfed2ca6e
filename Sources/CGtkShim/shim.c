#include "CGtkShim.h"

struct _PopcornItem {
    GObject parent_instance;
    gpointer payload;
    GDestroyNotify destroy;
};

G_DEFINE_FINAL_TYPE(PopcornItem, popcorn_item, G_TYPE_OBJECT)

static void popcorn_item_finalize(GObject *object) {
    PopcornItem *self = POPCORN_ITEM(object);
    if (self->destroy != NULL && self->payload != NULL) {
        self->destroy(self->payload);
    }
    self->payload = NULL;
    G_OBJECT_CLASS(popcorn_item_parent_class)->finalize(object);
}

static void popcorn_item_class_init(PopcornItemClass *klass) {
    G_OBJECT_CLASS(klass)->finalize = popcorn_item_finalize;
}

static void popcorn_item_init(PopcornItem *self) {
    self->payload = NULL;
    self->destroy = NULL;
}

PopcornItem *popcorn_item_new(gpointer payload, GDestroyNotify destroy) {
    PopcornItem *self = g_object_new(POPCORN_TYPE_ITEM, NULL);
    self->payload = payload;
    self->destroy = destroy;
    return self;
}

gpointer popcorn_item_get_payload(PopcornItem *item) {
    return item->payload;
}

void popcorn_item_replace_payload(PopcornItem *item, gpointer payload) {
    gpointer old = item->payload;
    item->payload = payload;
    if (item->destroy != NULL && old != NULL) {
        item->destroy(old);
    }
}

void popcorn_show_uri(GtkWidget *widget, const char *uri) {
    GtkRoot *root = gtk_widget_get_root(widget);
    GtkWindow *parent = (root != NULL && GTK_IS_WINDOW(root)) ? GTK_WINDOW(root) : NULL;
#if GTK_CHECK_VERSION(4, 10, 0)
    GtkUriLauncher *launcher = gtk_uri_launcher_new(uri);
    gtk_uri_launcher_launch(launcher, parent, NULL, NULL, NULL);
    g_object_unref(launcher);
#else
    gtk_show_uri(parent, uri, GDK_CURRENT_TIME);
#endif
}

struct _PopcornTextureSlot {
    GObject parent_instance;
    GdkTexture *texture;
    GtkContentFit fit;
};

static void popcorn_texture_slot_paintable_init(GdkPaintableInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE(PopcornTextureSlot, popcorn_texture_slot, G_TYPE_OBJECT,
                              G_IMPLEMENT_INTERFACE(GDK_TYPE_PAINTABLE, popcorn_texture_slot_paintable_init))

static void popcorn_texture_slot_snapshot(GdkPaintable *paintable, GdkSnapshot *gdk_snapshot, double width,
                                          double height) {
    PopcornTextureSlot *self = POPCORN_TEXTURE_SLOT(paintable);
    if (self->texture == NULL || width <= 0 || height <= 0) {
        return;
    }
    GtkSnapshot *snapshot = GTK_SNAPSHOT(gdk_snapshot);
    double texture_width = gdk_texture_get_width(self->texture);
    double texture_height = gdk_texture_get_height(self->texture);
    double scale_x = width / texture_width;
    double scale_y = height / texture_height;
    double scale;
    switch (self->fit) {
    case GTK_CONTENT_FIT_FILL:
        gdk_paintable_snapshot(GDK_PAINTABLE(self->texture), gdk_snapshot, width, height);
        return;
    case GTK_CONTENT_FIT_COVER:
        scale = MAX(scale_x, scale_y);
        break;
    case GTK_CONTENT_FIT_SCALE_DOWN:
        scale = MIN(MIN(scale_x, scale_y), 1.0);
        break;
    case GTK_CONTENT_FIT_CONTAIN:
    default:
        scale = MIN(scale_x, scale_y);
        break;
    }
    double drawn_width = texture_width * scale;
    double drawn_height = texture_height * scale;
    gboolean clips = drawn_width > width || drawn_height > height;
    if (clips) {
        gtk_snapshot_push_clip(snapshot, &GRAPHENE_RECT_INIT(0, 0, width, height));
    }
    gtk_snapshot_save(snapshot);
    gtk_snapshot_translate(snapshot, &GRAPHENE_POINT_INIT((width - drawn_width) / 2, (height - drawn_height) / 2));
    gdk_paintable_snapshot(GDK_PAINTABLE(self->texture), gdk_snapshot, drawn_width, drawn_height);
    gtk_snapshot_restore(snapshot);
    if (clips) {
        gtk_snapshot_pop(snapshot);
    }
}

static GdkPaintableFlags popcorn_texture_slot_get_flags(GdkPaintable *paintable) {
    (void) paintable;
    return GDK_PAINTABLE_STATIC_SIZE;
}

static void popcorn_texture_slot_paintable_init(GdkPaintableInterface *iface) {
    iface->snapshot = popcorn_texture_slot_snapshot;
    iface->get_flags = popcorn_texture_slot_get_flags;
}

static void popcorn_texture_slot_finalize(GObject *object) {
    g_clear_object(&POPCORN_TEXTURE_SLOT(object)->texture);
    G_OBJECT_CLASS(popcorn_texture_slot_parent_class)->finalize(object);
}

static void popcorn_texture_slot_class_init(PopcornTextureSlotClass *klass) {
    G_OBJECT_CLASS(klass)->finalize = popcorn_texture_slot_finalize;
}

static void popcorn_texture_slot_init(PopcornTextureSlot *self) {
    self->texture = NULL;
    self->fit = GTK_CONTENT_FIT_COVER;
}

PopcornTextureSlot *popcorn_texture_slot_new(void) {
    return g_object_new(POPCORN_TYPE_TEXTURE_SLOT, NULL);
}

void popcorn_texture_slot_set_texture(PopcornTextureSlot *slot, GdkTexture *texture) {
    if (g_set_object(&slot->texture, texture)) {
        gdk_paintable_invalidate_contents(GDK_PAINTABLE(slot));
    }
}

void popcorn_texture_slot_set_fit(PopcornTextureSlot *slot, GtkContentFit fit) {
    if (slot->fit != fit) {
        slot->fit = fit;
        gdk_paintable_invalidate_contents(GDK_PAINTABLE(slot));
    }
}
