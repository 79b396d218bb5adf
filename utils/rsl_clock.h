/* Wall-clock seconds for the tools' --stats and the benchmarks. */
#ifndef RSL_CLOCK_H
#define RSL_CLOCK_H

/* Seconds on the monotonic clock (differences only). */
double rsl_seconds_now(void);

#endif
