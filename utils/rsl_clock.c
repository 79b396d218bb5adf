#define _POSIX_C_SOURCE 200809L
#include "rsl_clock.h"

#include <time.h>

double rsl_seconds_now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}
