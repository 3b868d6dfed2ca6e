#ifndef POPCORN_CCURLSHIM_H
#define POPCORN_CCURLSHIM_H
// libcurl loaded when first used (dlopen of its SONAME) instead of at start: with warm caches the app sends
// nothing before its first frame, and libcurl maps its TLS stack and ~25 other libraries with it
// (issue 38: the memory after start). Call popcorn_curl_load() first; every popcorn_<name> then calls libcurl's
// <name>. Also typed wrappers for libcurl's variadic calls (Swift cannot call C variadic functions) and for
// macros that do not import.
#include <curl/curl.h>
#include <stdbool.h>

/// The SONAME loaded.
#define POPCORN_CURL_LIBRARY "libcurl.so.4"

/// The libcurl functions called through a same-named popcorn_ wrapper: X(return type, name, parameters,
/// arguments).
#define POPCORN_CURL_FUNCTIONS(X)                                                                            \
    X(CURL *, curl_easy_init, (void), ())                                                                    \
    X(const char *, curl_easy_strerror, (CURLcode code), (code))                                             \
    X(CURLM *, curl_multi_init, (void), ())                                                                  \
    X(CURLMcode, curl_multi_cleanup, (CURLM *multi), (multi))                                                \
    X(CURLMcode, curl_multi_add_handle, (CURLM *multi, CURL *easy), (multi, easy))                           \
    X(CURLMcode, curl_multi_remove_handle, (CURLM *multi, CURL *easy), (multi, easy))                        \
    X(CURLMcode, curl_multi_perform, (CURLM *multi, int *running), (multi, running))                         \
    X(CURLMcode, curl_multi_poll,                                                                            \
      (CURLM *multi, struct curl_waitfd extra[], unsigned int count, int timeout, int *ready),               \
      (multi, extra, count, timeout, ready))                                                                 \
    X(CURLMcode, curl_multi_wakeup, (CURLM *multi), (multi))                                                 \
    X(CURLMsg *, curl_multi_info_read, (CURLM *multi, int *remaining), (multi, remaining))                   \
    X(struct curl_slist *, curl_slist_append, (struct curl_slist *list, const char *line), (list, line))    \
    X(CURLU *, curl_url, (void), ())                                                                         \
    X(CURLUcode, curl_url_set, (CURLU *url, CURLUPart part, const char *content, unsigned int flags),        \
      (url, part, content, flags))                                                                           \
    X(CURLUcode, curl_url_get, (CURLU *url, CURLUPart part, char **content, unsigned int flags),       \
      (url, part, content, flags))

/// The libcurl functions that return nothing, likewise.
#define POPCORN_CURL_VOID_FUNCTIONS(X)                                                                       \
    X(void, curl_easy_cleanup, (CURL *easy), (easy))                                                         \
    X(void, curl_slist_free_all, (struct curl_slist *list), (list))                                          \
    X(void, curl_url_cleanup, (CURLU *url), (url))                                                           \
    X(void, curl_free, (void *pointer), (pointer))

#define POPCORN_CURL_DECLARE(type, name, parameters, arguments) type popcorn_##name parameters;
POPCORN_CURL_FUNCTIONS(POPCORN_CURL_DECLARE)
POPCORN_CURL_VOID_FUNCTIONS(POPCORN_CURL_DECLARE)
#undef POPCORN_CURL_DECLARE

/// Loads libcurl, resolves every function it is called through here and runs
/// `curl_global_init(CURL_GLOBAL_DEFAULT)`, once per process (thread-safe). False when it cannot (libcurl
/// missing, a function missing from it, or its initialisation failing): `error` then points to the reason,
/// and no other function here may be called.
bool popcorn_curl_load(const char **error);


/// Signature of CURLOPT_WRITEFUNCTION and CURLOPT_HEADERFUNCTION.
typedef size_t (*popcorn_curl_data_callback)(char *data, size_t size, size_t count, void *userdata);

CURLcode popcorn_curl_easy_setopt_long(CURL *handle, CURLoption option, long value);
CURLcode popcorn_curl_easy_setopt_string(CURL *handle, CURLoption option, const char *value);
CURLcode popcorn_curl_easy_setopt_pointer(CURL *handle, CURLoption option, void *value);
CURLcode popcorn_curl_easy_setopt_off_t(CURL *handle, CURLoption option, curl_off_t value);
CURLcode popcorn_curl_easy_setopt_data_callback(CURL *handle, CURLoption option, popcorn_curl_data_callback value);

CURLcode popcorn_curl_easy_getinfo_long(CURL *handle, CURLINFO info, long *value);
CURLcode popcorn_curl_easy_getinfo_string(CURL *handle, CURLINFO info, const char **value);
CURLcode popcorn_curl_easy_getinfo_off_t(CURL *handle, CURLINFO info, curl_off_t *value);
CURLcode popcorn_curl_easy_getinfo_pointer(CURL *handle, CURLINFO info, void **value);

CURLMcode popcorn_curl_multi_setopt_long(CURLM *multi, CURLMoption option, long value);

/// The result of a finished transfer (`msg->data.result`).
CURLcode popcorn_curl_msg_result(const CURLMsg *msg);

#endif
