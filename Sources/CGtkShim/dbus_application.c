#include "CGtkShim.h"

struct _PopcornDBusApplication {
    AdwApplication parent_instance;
    PopcornDBusRegisterFunc on_register;
    PopcornDBusUnregisterFunc on_unregister;
    gpointer data;
    GDestroyNotify destroy;
};

G_DEFINE_FINAL_TYPE(PopcornDBusApplication, popcorn_dbus_application, ADW_TYPE_APPLICATION)

static void popcorn_dbus_application_clear_hooks(PopcornDBusApplication *self) {
    if (self->destroy != NULL && self->data != NULL) {
        self->destroy(self->data);
    }
    self->on_register = NULL;
    self->on_unregister = NULL;
    self->data = NULL;
    self->destroy = NULL;
}

static gboolean popcorn_dbus_application_dbus_register(GApplication *application, GDBusConnection *connection,
                                                       const char *object_path, GError **error) {
    PopcornDBusApplication *self = POPCORN_DBUS_APPLICATION(application);
    if (!G_APPLICATION_CLASS(popcorn_dbus_application_parent_class)
             ->dbus_register(application, connection, object_path, error)) {
        return FALSE;
    }
    if (self->on_register != NULL) {
        self->on_register(connection, object_path, self->data);
    }
    return TRUE;
}

static void popcorn_dbus_application_dbus_unregister(GApplication *application, GDBusConnection *connection,
                                                     const char *object_path) {
    PopcornDBusApplication *self = POPCORN_DBUS_APPLICATION(application);
    if (self->on_unregister != NULL) {
        self->on_unregister(connection, object_path, self->data);
    }
    G_APPLICATION_CLASS(popcorn_dbus_application_parent_class)->dbus_unregister(application, connection, object_path);
}

static void popcorn_dbus_application_finalize(GObject *object) {
    popcorn_dbus_application_clear_hooks(POPCORN_DBUS_APPLICATION(object));
    G_OBJECT_CLASS(popcorn_dbus_application_parent_class)->finalize(object);
}

static void popcorn_dbus_application_class_init(PopcornDBusApplicationClass *klass) {
    G_OBJECT_CLASS(klass)->finalize = popcorn_dbus_application_finalize;
    G_APPLICATION_CLASS(klass)->dbus_register = popcorn_dbus_application_dbus_register;
    G_APPLICATION_CLASS(klass)->dbus_unregister = popcorn_dbus_application_dbus_unregister;
}

static void popcorn_dbus_application_init(PopcornDBusApplication *self) {
    self->on_register = NULL;
    self->on_unregister = NULL;
    self->data = NULL;
    self->destroy = NULL;
}

PopcornDBusApplication *popcorn_dbus_application_new(const char *application_id, GApplicationFlags flags) {
    return g_object_new(POPCORN_TYPE_DBUS_APPLICATION, "application-id", application_id, "flags", flags, NULL);
}

void popcorn_dbus_application_set_hooks(PopcornDBusApplication *application, PopcornDBusRegisterFunc on_register,
                                        PopcornDBusUnregisterFunc on_unregister, gpointer data,
                                        GDestroyNotify destroy) {
    popcorn_dbus_application_clear_hooks(application);
    application->on_register = on_register;
    application->on_unregister = on_unregister;
    application->data = data;
    application->destroy = destroy;
}
