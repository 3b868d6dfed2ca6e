/* Figure 17's launcher: runs ARGV to its exit and prints "<wall ns> <peak RSS KiB> <exit status>" on stderr's
 * last line (its output passes through). A process forked from Python would inherit Python's peak RSS in its
 * ru_maxrss (Linux carries the forking mm's high-water mark across exec); forked from this small program it
 * reports its own. */
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static long long now_ns(void) {
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return time.tv_sec * 1000000000LL + time.tv_nsec;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: spawn_rusage PROGRAM [ARGUMENT…]\n");
        return 2;
    }
    long long start = now_ns();
    pid_t child = fork();
    if (child < 0) {
        perror("fork");
        return 1;
    }
    if (child == 0) {
        execv(argv[1], argv + 1);
        perror("execv");
        _exit(127);
    }
    int status = 0;
    struct rusage usage;
    if (wait4(child, &status, 0, &usage) < 0) {
        perror("wait4");
        return 1;
    }
    long long elapsed = now_ns() - start;
    int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    fprintf(stderr, "\n%lld %ld %d\n", elapsed, usage.ru_maxrss, code);
    return 0;
}
