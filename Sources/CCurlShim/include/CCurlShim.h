#ifndef POPCORN_CCURLSHIM_H
#define POPCORN_CCURLSHIM_H
#include <curl/curl.h>
#endif
