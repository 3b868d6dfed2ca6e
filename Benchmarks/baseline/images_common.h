/* What figure 5's C programs (images_c.c, images_twin_c.c) share: their command line, their clocks and the
 * JSON object they print. */
#ifndef IMAGES_COMMON_H
#define IMAGES_COMMON_H

#include <glib.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

/* NAME BASE FIRST COUNT SIZE: the URLs are BASE SIZE/poster-INDEX.jpg for INDEX in FIRST ..< FIRST + COUNT. */
typedef struct {
    const char *base;
    int first;
    int count;
    const char *size;
} ImagesArguments;

/* The arguments, or exit status 2 with a usage line. */
static inline ImagesArguments images_arguments(int argc, char **argv, const char *name) {
    if (argc != 5) {
        fprintf(stderr, "usage: %s BASE FIRST COUNT SIZE\n", name);
        exit(2);
    }
    return (ImagesArguments){argv[1], atoi(argv[2]), atoi(argv[3]), argv[4]};
}

static inline gint64 images_clock_ns(clockid_t clock) {
    struct timespec time;
    clock_gettime(clock, &time);
    return (gint64)time.tv_sec * 1000000000 + time.tv_nsec;
}

/* The batch's CLOCK_MONOTONIC window (to cut a `perf record -k CLOCK_MONOTONIC` profile), its length, the
 * process's CPU time during it, and how many images decoded. */
static inline void images_print_result(gint64 start, gint64 elapsed, gint64 cpu, int loaded) {
    printf("{\"window_ns\": [%" G_GINT64_FORMAT ", %" G_GINT64_FORMAT "], \"elapsed_ns\": %" G_GINT64_FORMAT
           ", \"cpu_ns\": %" G_GINT64_FORMAT ", \"loaded\": %d}\n",
           start, start + elapsed, elapsed, cpu, loaded);
}

#endif
