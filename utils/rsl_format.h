/* printf into a freshly malloc'd string: the one formatter the libraries
 * share for their `char **err` messages.  Out of memory ends the process
 * (it is not an input error a caller could report better). */
#ifndef RSL_FORMAT_H
#define RSL_FORMAT_H

#include <stdarg.h>

char *rsl_vformat(const char *fmt, va_list ap);
char *rsl_format(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif
