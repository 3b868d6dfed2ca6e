#ifndef POPCORN_CICALSHIM_H
#define POPCORN_CICALSHIM_H
// libical loaded when first used (dlopen of its SONAME) instead of at start: the app does not write a calendar
// while it starts, and libical maps the system's ICU with it (issue 38: the memory after start). Call
// popcorn_ical_load() first; every popcorn_<name> then calls libical's <name>.
#include <libical/ical.h>
#include <stdbool.h>

/// The SONAME loaded.
#define POPCORN_ICAL_LIBRARY "libical.so.3"

/// The libical functions the app and its tests call: X(return type, name, parameters, arguments).
#define POPCORN_ICAL_FUNCTIONS(X)                                                                            \
    X(icalcomponent *, icalcomponent_new, (icalcomponent_kind kind), (kind))                                 \
    X(icalcomponent_kind, icalcomponent_isa, (const icalcomponent *component), (component))                  \
    X(char *, icalcomponent_as_ical_string_r, (icalcomponent *component), (component))                       \
    X(icalcomponent *, icalcomponent_get_first_component, (icalcomponent *component, icalcomponent_kind kind), \
      (component, kind))                                                                                     \
    X(icalcomponent *, icalcomponent_get_next_component, (icalcomponent *component, icalcomponent_kind kind), \
      (component, kind))                                                                                     \
    X(icalproperty *, icalcomponent_get_first_property, (icalcomponent *component, icalproperty_kind kind),  \
      (component, kind))                                                                                     \
    X(const char *, icalcomponent_get_uid, (icalcomponent *component), (component))                          \
    X(struct icaltimetype, icalcomponent_get_dtstart, (icalcomponent *component), (component))               \
    X(const char *, icalcomponent_get_summary, (icalcomponent *component), (component))                      \
    X(const char *, icalcomponent_get_description, (icalcomponent *component), (component))                  \
    X(icalcomponent *, icalparser_parse_string, (const char *text), (text))                                  \
    X(int, icalrestriction_check, (icalcomponent *component), (component))                                   \
    X(icalproperty *, icalproperty_new_version, (const char *value), (value))                                \
    X(icalproperty *, icalproperty_new_prodid, (const char *value), (value))                                 \
    X(icalproperty *, icalproperty_new_calscale, (const char *value), (value))                               \
    X(icalproperty *, icalproperty_new_uid, (const char *value), (value))                                    \
    X(icalproperty *, icalproperty_new_summary, (const char *value), (value))                                \
    X(icalproperty *, icalproperty_new_description, (const char *value), (value))                            \
    X(icalproperty *, icalproperty_new_url, (const char *value), (value))                                    \
    X(icalproperty *, icalproperty_new_dtstamp, (struct icaltimetype value), (value))                        \
    X(icalproperty *, icalproperty_new_dtstart, (struct icaltimetype value), (value))                        \
    X(icalproperty *, icalproperty_new_dtend, (struct icaltimetype value), (value))                          \
    X(icalproperty *, icalproperty_new_transp, (enum icalproperty_transp value), (value))                    \
    X(const char *, icalproperty_get_url, (const icalproperty *property), (property))                        \
    X(struct icaltimetype, icaltime_null_date, (void), ())                                                   \
    X(struct icaltimetype, icaltime_from_timet_with_zone, (const time_t time, const int is_date,         \
      const icaltimezone *zone), (time, is_date, zone))                                                      \
    X(icaltimezone *, icaltimezone_get_utc_timezone, (void), ())

/// The libical functions that return nothing, likewise.
#define POPCORN_ICAL_VOID_FUNCTIONS(X)                                                                       \
    X(void, icalcomponent_free, (icalcomponent *component), (component))                                     \
    X(void, icalcomponent_add_property, (icalcomponent *component, icalproperty *property),                  \
      (component, property))                                                                                 \
    X(void, icalcomponent_add_component, (icalcomponent *parent, icalcomponent *child), (parent, child))

#define POPCORN_ICAL_DECLARE(type, name, parameters, arguments) type popcorn_##name parameters;
POPCORN_ICAL_FUNCTIONS(POPCORN_ICAL_DECLARE)
POPCORN_ICAL_VOID_FUNCTIONS(POPCORN_ICAL_DECLARE)
#undef POPCORN_ICAL_DECLARE

/// Loads libical and resolves every function above, once per process (thread-safe). False when it cannot
/// (libical missing, or a function missing from it): `error` then points to dlerror()'s message, and no
/// popcorn_<name> may be called.
bool popcorn_ical_load(const char **error);


#endif
