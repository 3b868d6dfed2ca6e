/* GIO with the GSettings backend API (memory and keyfile backends). */
#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gio.h>
#include <gio/gsettingsbackend.h>
