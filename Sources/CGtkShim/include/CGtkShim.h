#ifndef POPCORN_CGTKSHIM_H
#define POPCORN_CGTKSHIM_H
#include <gtk/gtk.h>
#include <adwaita.h>
#include <glib-unix.h>
#endif
