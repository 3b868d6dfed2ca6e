#include "CICalShim.h"

#include <dlfcn.h>
#include <pthread.h>

#define POPCORN_ICAL_POINTER(type, name, parameters, arguments) static __typeof__(name) *name##_pointer;
POPCORN_ICAL_FUNCTIONS(POPCORN_ICAL_POINTER)
POPCORN_ICAL_VOID_FUNCTIONS(POPCORN_ICAL_POINTER)

static pthread_once_t popcorn_ical_once = PTHREAD_ONCE_INIT;
static const char *popcorn_ical_error = NULL;

static void popcorn_ical_open(void) {
    void *library = dlopen(POPCORN_ICAL_LIBRARY, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        popcorn_ical_error = dlerror();
        return;
    }
#define POPCORN_ICAL_RESOLVE(type, name, parameters, arguments)                                                 \
    if ((name##_pointer = (__typeof__(name) *)dlsym(library, #name)) == NULL) {                               \
        popcorn_ical_error = dlerror();                                                                         \
        return;                                                                                                 \
    }
    POPCORN_ICAL_FUNCTIONS(POPCORN_ICAL_RESOLVE)
    POPCORN_ICAL_VOID_FUNCTIONS(POPCORN_ICAL_RESOLVE)
#undef POPCORN_ICAL_RESOLVE
}

bool popcorn_ical_load(const char **error) {
    pthread_once(&popcorn_ical_once, popcorn_ical_open);
    if (error != NULL) *error = popcorn_ical_error;
    return popcorn_ical_error == NULL;
}

#define POPCORN_ICAL_FORWARD(type, name, parameters, arguments) \
    type popcorn_##name parameters { return name##_pointer arguments; }
POPCORN_ICAL_FUNCTIONS(POPCORN_ICAL_FORWARD)
#undef POPCORN_ICAL_FORWARD

#define POPCORN_ICAL_FORWARD_VOID(type, name, parameters, arguments) \
    type popcorn_##name parameters { name##_pointer arguments; }
POPCORN_ICAL_VOID_FUNCTIONS(POPCORN_ICAL_FORWARD_VOID)
#undef POPCORN_ICAL_FORWARD_VOID
