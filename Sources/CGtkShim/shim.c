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
