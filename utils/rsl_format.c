#include "rsl_format.h"

#include <stdio.h>
#include <stdlib.h>

char *rsl_vformat(const char *fmt, va_list ap) {
    va_list again;
    va_copy(again, ap);
    int n = vsnprintf(NULL, 0, fmt, ap);
    size_t size = (size_t)(n < 0 ? 0 : n) + 1;
    char *s = malloc(size);
    if (!s) abort();
    s[0] = 0;
    vsnprintf(s, size, fmt, again);
    va_end(again);
    return s;
}

char *rsl_format(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    char *s = rsl_vformat(fmt, ap);
    va_end(ap);
    return s;
}
