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
