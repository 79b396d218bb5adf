/* The diagnostics engine (internal to the frontend library; the public part is
 * in rslfront.h).  Messages are printed when reported, clang-style, with the
 * source line and a caret when the file's text is known. */
#ifndef RSL_DIAG_H
#define RSL_DIAG_H

#include <stdarg.h>

#include "ast.h"
#include "rslfront.h"

enum rsl_severity { RSL_SEV_ERROR, RSL_SEV_WARNING, RSL_SEV_NOTE };

/* After this many errors the rest are dropped (one note says so) and
 * rsl_diag_should_stop turns true, so that garbage input ends quickly. */
#define RSL_DIAG_MAX_ERRORS 50

/* Makes a file's text known for caret lines (the engine keeps its own copy). */
void rsl_diag_add_source(rsl_diag *, const char *name, const char *text, size_t len);

void rsl_diag_report(rsl_diag *, enum rsl_severity, rsl_loc, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
void rsl_diag_vreport(rsl_diag *, enum rsl_severity, rsl_loc, const char *fmt, va_list)
    __attribute__((format(printf, 4, 0)));
void rsl_diag_error(rsl_diag *, rsl_loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
void rsl_diag_warning(rsl_diag *, rsl_loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
void rsl_diag_note(rsl_diag *, rsl_loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
bool rsl_diag_should_stop(const rsl_diag *);

#endif /* RSL_DIAG_H */
