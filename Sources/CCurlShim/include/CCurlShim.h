#ifndef POPCORN_CCURLSHIM_H
#define POPCORN_CCURLSHIM_H
// Typed wrappers for libcurl's variadic calls (Swift cannot call C variadic functions) and for
// macros that do not import.
#include <curl/curl.h>

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

/// `curl_global_init(CURL_GLOBAL_DEFAULT)`, exactly once per process (thread-safe).
CURLcode popcorn_curl_global_init_once(void);

#endif
