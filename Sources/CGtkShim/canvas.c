/* PopcornCanvas: a widget drawn by a callback with GtkSnapshot (charts). See CGtkShim.h. */
#include "CGtkShim.h"

struct _PopcornCanvas {
    GtkWidget parent_instance;
    PopcornCanvasDrawFunc draw;
    gpointer data;
    GDestroyNotify destroy;
    int content_width;
    int content_height;
    double height_per_width;
};

G_DEFINE_FINAL_TYPE(PopcornCanvas, popcorn_canvas, GTK_TYPE_WIDGET)

static void popcorn_canvas_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    PopcornCanvas *self = POPCORN_CANVAS(widget);
    if (self->draw != NULL) {
        self->draw(widget, snapshot, gtk_widget_get_width(widget), gtk_widget_get_height(widget), self->data);
    }
}

static void popcorn_canvas_measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                                   int *natural, int *minimum_baseline, int *natural_baseline) {
    PopcornCanvas *self = POPCORN_CANVAS(widget);
    int size = orientation == GTK_ORIENTATION_HORIZONTAL ? self->content_width : self->content_height;
    if (orientation == GTK_ORIENTATION_VERTICAL && for_size > 0 && self->height_per_width > 0) {
        size += (int)(for_size * self->height_per_width);
    }
    *minimum = size;
    *natural = size;
}

static GtkSizeRequestMode popcorn_canvas_get_request_mode(GtkWidget *widget) {
    return POPCORN_CANVAS(widget)->height_per_width > 0 ? GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH
                                                         : GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

static void popcorn_canvas_css_changed(GtkWidget *widget, GtkCssStyleChange *change) {
    GTK_WIDGET_CLASS(popcorn_canvas_parent_class)->css_changed(widget, change);
    /* Named colours (light, dark, high contrast) are looked up while drawing. */
    gtk_widget_queue_draw(widget);
}

static void popcorn_canvas_dispose(GObject *object) {
    PopcornCanvas *self = POPCORN_CANVAS(object);
    if (self->destroy != NULL && self->data != NULL) {
        self->destroy(self->data);
    }
    self->draw = NULL;
    self->data = NULL;
    self->destroy = NULL;
    G_OBJECT_CLASS(popcorn_canvas_parent_class)->dispose(object);
}

static void popcorn_canvas_class_init(PopcornCanvasClass *klass) {
    G_OBJECT_CLASS(klass)->dispose = popcorn_canvas_dispose;
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    widget_class->snapshot = popcorn_canvas_snapshot;
    widget_class->measure = popcorn_canvas_measure;
    widget_class->css_changed = popcorn_canvas_css_changed;
    widget_class->get_request_mode = popcorn_canvas_get_request_mode;
    gtk_widget_class_set_css_name(widget_class, "canvas");
}

static void popcorn_canvas_init(PopcornCanvas *self) {
    self->draw = NULL;
    self->data = NULL;
    self->destroy = NULL;
    self->content_width = 0;
    self->content_height = 0;
    self->height_per_width = 0;
}

GtkWidget *popcorn_canvas_new(GtkAccessibleRole role) {
    return g_object_new(POPCORN_TYPE_CANVAS, "accessible-role", role, NULL);
}

void popcorn_canvas_set_draw_func(PopcornCanvas *canvas, PopcornCanvasDrawFunc draw, gpointer data,
                                  GDestroyNotify destroy) {
    if (canvas->destroy != NULL && canvas->data != NULL) {
        canvas->destroy(canvas->data);
    }
    canvas->draw = draw;
    canvas->data = data;
    canvas->destroy = destroy;
    gtk_widget_queue_draw(GTK_WIDGET(canvas));
}

void popcorn_canvas_set_content_size(PopcornCanvas *canvas, int width, int height) {
    canvas->content_width = width;
    canvas->content_height = height;
    gtk_widget_queue_resize(GTK_WIDGET(canvas));
}

void popcorn_canvas_set_height_for_width(PopcornCanvas *canvas, double height_per_width) {
    canvas->height_per_width = height_per_width;
    gtk_widget_queue_resize(GTK_WIDGET(canvas));
}

gboolean popcorn_lookup_color(GtkWidget *widget, const char *name, GdkRGBA *color) {
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    return gtk_style_context_lookup_color(gtk_widget_get_style_context(widget), name, color);
    G_GNUC_END_IGNORE_DEPRECATIONS
}
