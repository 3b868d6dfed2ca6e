/* PopcornBlurBin: a widget showing its one child blurred (GtkSnapshot blur). See CGtkShim.h. */
#include "CGtkShim.h"

struct _PopcornBlurBin {
    GtkWidget parent_instance;
    GtkWidget *child;
    double radius;
};

G_DEFINE_FINAL_TYPE(PopcornBlurBin, popcorn_blur_bin, GTK_TYPE_WIDGET)

static void popcorn_blur_bin_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    PopcornBlurBin *self = POPCORN_BLUR_BIN(widget);
    if (self->child == NULL) {
        return;
    }
    if (self->radius <= 0) {
        gtk_widget_snapshot_child(widget, self->child, snapshot);
        return;
    }
    /* The blur fades the child's edges into transparency: the child is drawn scaled up about its centre so
     * that its edges lie a radius outside the widget, and the result is clipped to the widget. */
    float width = gtk_widget_get_width(widget);
    float height = gtk_widget_get_height(widget);
    if (width <= 0 || height <= 0) {
        return;
    }
    float margin = (float)self->radius;
    graphene_rect_t bounds = GRAPHENE_RECT_INIT(0, 0, width, height);
    graphene_point_t centre = GRAPHENE_POINT_INIT(width / 2, height / 2);
    graphene_point_t back = GRAPHENE_POINT_INIT(-width / 2, -height / 2);
    gtk_snapshot_push_clip(snapshot, &bounds);
    gtk_snapshot_push_blur(snapshot, self->radius);
    gtk_snapshot_save(snapshot);
    gtk_snapshot_translate(snapshot, &centre);
    gtk_snapshot_scale(snapshot, (width + 2 * margin) / width, (height + 2 * margin) / height);
    gtk_snapshot_translate(snapshot, &back);
    gtk_widget_snapshot_child(widget, self->child, snapshot);
    gtk_snapshot_restore(snapshot);
    gtk_snapshot_pop(snapshot);
    gtk_snapshot_pop(snapshot);
}

static void popcorn_blur_bin_dispose(GObject *object) {
    PopcornBlurBin *self = POPCORN_BLUR_BIN(object);
    g_clear_pointer(&self->child, gtk_widget_unparent);
    G_OBJECT_CLASS(popcorn_blur_bin_parent_class)->dispose(object);
}

static void popcorn_blur_bin_class_init(PopcornBlurBinClass *klass) {
    G_OBJECT_CLASS(klass)->dispose = popcorn_blur_bin_dispose;
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    widget_class->snapshot = popcorn_blur_bin_snapshot;
    gtk_widget_class_set_layout_manager_type(widget_class, GTK_TYPE_BIN_LAYOUT);
    gtk_widget_class_set_css_name(widget_class, "blurbin");
}

static void popcorn_blur_bin_init(PopcornBlurBin *self) {
    self->child = NULL;
    self->radius = 0;
}

GtkWidget *popcorn_blur_bin_new(GtkWidget *child) {
    PopcornBlurBin *self = g_object_new(POPCORN_TYPE_BLUR_BIN, NULL);
    self->child = child;
    gtk_widget_set_parent(child, GTK_WIDGET(self));
    return GTK_WIDGET(self);
}

void popcorn_blur_bin_set_radius(PopcornBlurBin *bin, double radius) {
    if (bin->radius == radius) {
        return;
    }
    bin->radius = radius;
    gtk_widget_queue_draw(GTK_WIDGET(bin));
}
