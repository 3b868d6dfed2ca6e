#include "CCurlShim.h"

#include <dlfcn.h>
#include <pthread.h>

#define POPCORN_CURL_POINTER(type, name, parameters, arguments) static __typeof__(name) *name##_pointer;
POPCORN_CURL_FUNCTIONS(POPCORN_CURL_POINTER)
POPCORN_CURL_VOID_FUNCTIONS(POPCORN_CURL_POINTER)
#undef POPCORN_CURL_POINTER

// Called only here: the variadic calls (through the typed wrappers below) and the global initialisation.
#define POPCORN_CURL_INTERNAL_FUNCTIONS(X) \
    X(curl_global_init)                    \
    X(curl_easy_setopt)                    \
    X(curl_easy_getinfo)                   \
    X(curl_multi_setopt)
#define POPCORN_CURL_INTERNAL_POINTER(name) static __typeof__(name) *name##_pointer;
POPCORN_CURL_INTERNAL_FUNCTIONS(POPCORN_CURL_INTERNAL_POINTER)
#undef POPCORN_CURL_INTERNAL_POINTER

static pthread_once_t popcorn_curl_once = PTHREAD_ONCE_INIT;
static const char *popcorn_curl_error = NULL;

static void popcorn_curl_open(void) {
    void *library = dlopen(POPCORN_CURL_LIBRARY, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        popcorn_curl_error = dlerror();
        return;
    }
#define POPCORN_CURL_RESOLVE_NAMED(name)                                                                        \
    if ((name##_pointer = (__typeof__(name) *)dlsym(library, #name)) == NULL) {                               \
        popcorn_curl_error = dlerror();                                                                         \
        return;                                                                                                 \
    }
#define POPCORN_CURL_RESOLVE(type, name, parameters, arguments) POPCORN_CURL_RESOLVE_NAMED(name)
    POPCORN_CURL_FUNCTIONS(POPCORN_CURL_RESOLVE)
    POPCORN_CURL_VOID_FUNCTIONS(POPCORN_CURL_RESOLVE)
    POPCORN_CURL_INTERNAL_FUNCTIONS(POPCORN_CURL_RESOLVE_NAMED)
#undef POPCORN_CURL_RESOLVE
#undef POPCORN_CURL_RESOLVE_NAMED
    if (curl_global_init_pointer(CURL_GLOBAL_DEFAULT) != CURLE_OK) {
        popcorn_curl_error = "curl_global_init failed";
    }
}

bool popcorn_curl_load(const char **error) {
    pthread_once(&popcorn_curl_once, popcorn_curl_open);
    if (error != NULL) *error = popcorn_curl_error;
    return popcorn_curl_error == NULL;
}

#define POPCORN_CURL_FORWARD(type, name, parameters, arguments) \
    type popcorn_##name parameters { return name##_pointer arguments; }
POPCORN_CURL_FUNCTIONS(POPCORN_CURL_FORWARD)
#undef POPCORN_CURL_FORWARD

#define POPCORN_CURL_FORWARD_VOID(type, name, parameters, arguments) \
    type popcorn_##name parameters { name##_pointer arguments; }
POPCORN_CURL_VOID_FUNCTIONS(POPCORN_CURL_FORWARD_VOID)
#undef POPCORN_CURL_FORWARD_VOID

CURLcode popcorn_curl_easy_setopt_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt_pointer(handle, option, value);
}

CURLcode popcorn_curl_easy_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt_pointer(handle, option, value);
}

CURLcode popcorn_curl_easy_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return curl_easy_setopt_pointer(handle, option, value);
}

CURLcode popcorn_curl_easy_setopt_off_t(CURL *handle, CURLoption option, curl_off_t value) {
    return curl_easy_setopt_pointer(handle, option, value);
}

CURLcode popcorn_curl_easy_setopt_data_callback(CURL *handle, CURLoption option, popcorn_curl_data_callback value) {
    return curl_easy_setopt_pointer(handle, option, value);
}

CURLcode popcorn_curl_easy_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return curl_easy_getinfo_pointer(handle, info, value);
}

CURLcode popcorn_curl_easy_getinfo_string(CURL *handle, CURLINFO info, const char **value) {
    return curl_easy_getinfo_pointer(handle, info, value);
}

CURLcode popcorn_curl_easy_getinfo_off_t(CURL *handle, CURLINFO info, curl_off_t *value) {
    return curl_easy_getinfo_pointer(handle, info, value);
}

CURLcode popcorn_curl_easy_getinfo_pointer(CURL *handle, CURLINFO info, void **value) {
    return curl_easy_getinfo_pointer(handle, info, value);
}

CURLMcode popcorn_curl_multi_setopt_long(CURLM *multi, CURLMoption option, long value) {
    return curl_multi_setopt_pointer(multi, option, value);
}

CURLcode popcorn_curl_msg_result(const CURLMsg *msg) {
    return msg->data.result;
}
