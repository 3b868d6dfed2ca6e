#include "CCurlShim.h"
#include <pthread.h>

CURLcode popcorn_curl_easy_setopt_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

CURLcode popcorn_curl_easy_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}

CURLcode popcorn_curl_easy_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return curl_easy_setopt(handle, option, value);
}

CURLcode popcorn_curl_easy_setopt_off_t(CURL *handle, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(handle, option, value);
}

CURLcode popcorn_curl_easy_setopt_data_callback(CURL *handle, CURLoption option, popcorn_curl_data_callback value) {
    return curl_easy_setopt(handle, option, value);
}

CURLcode popcorn_curl_easy_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return curl_easy_getinfo(handle, info, value);
}

CURLcode popcorn_curl_easy_getinfo_string(CURL *handle, CURLINFO info, const char **value) {
    return curl_easy_getinfo(handle, info, value);
}

CURLcode popcorn_curl_easy_getinfo_off_t(CURL *handle, CURLINFO info, curl_off_t *value) {
    return curl_easy_getinfo(handle, info, value);
}

CURLcode popcorn_curl_easy_getinfo_pointer(CURL *handle, CURLINFO info, void **value) {
    return curl_easy_getinfo(handle, info, value);
}

CURLMcode popcorn_curl_multi_setopt_long(CURLM *multi, CURLMoption option, long value) {
    return curl_multi_setopt(multi, option, value);
}

CURLcode popcorn_curl_msg_result(const CURLMsg *msg) {
    return msg->data.result;
}

static pthread_once_t popcorn_curl_once = PTHREAD_ONCE_INIT;
static CURLcode popcorn_curl_init_result = CURLE_OK;

static void popcorn_curl_global_init(void) {
    popcorn_curl_init_result = curl_global_init(CURL_GLOBAL_DEFAULT);
}

CURLcode popcorn_curl_global_init_once(void) {
    pthread_once(&popcorn_curl_once, popcorn_curl_global_init);
    return popcorn_curl_init_result;
}
