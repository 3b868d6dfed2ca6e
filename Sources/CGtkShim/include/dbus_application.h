#ifndef POPCORN_DBUS_APPLICATION_H
#define POPCORN_DBUS_APPLICATION_H
/*
 * PopcornDBusApplication: an AdwApplication that exports objects of its own on the session bus in
 * GApplicationClass.dbus_register, i.e. before the application's bus name is owned (a caller such as GNOME
 * Shell may call them right after the name appears), and removes them in dbus_unregister. Swift cannot
 * override a GObject virtual function, so the hooks call back into Swift.
 */
#include <adwaita.h>

/** Exports the objects under `object_path` (the application's path) on `connection`. */
typedef void (*PopcornDBusRegisterFunc)(GDBusConnection * connection, const char * object_path, gpointer data);
/** Removes what the register hook exported. */
typedef void (*PopcornDBusUnregisterFunc)(GDBusConnection * connection, const char * object_path, gpointer data);

#define POPCORN_TYPE_DBUS_APPLICATION (popcorn_dbus_application_get_type())
G_DECLARE_FINAL_TYPE(PopcornDBusApplication, popcorn_dbus_application, POPCORN, DBUS_APPLICATION, AdwApplication)

/** A new application with `application_id` and `flags` (like adw_application_new). */
PopcornDBusApplication * popcorn_dbus_application_new(const char * application_id, GApplicationFlags flags);
/** Sets the hooks run when the application registers on and leaves the session bus; `destroy` frees
 *  `data` when the hooks are replaced or the application is finalized. */
void popcorn_dbus_application_set_hooks(PopcornDBusApplication * application, PopcornDBusRegisterFunc on_register,
                                        PopcornDBusUnregisterFunc on_unregister, gpointer data,
                                        GDestroyNotify destroy);

#endif
