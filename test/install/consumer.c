/* A program built against the installed rsltools (find_package or
 * pkg-config): it compiles an RSL function with the JIT library and prints
 * f(3, 4, 0) = normalize(x), which must be 0.6 0.8 0 (3-4-5 triangle). */
#include <stdio.h>
#include <string.h>

#include "rsljit.h"
#include "version.h"

int main(void) {
    static const char src[] = "vector f(vector x) { return normalize(x); }\n";
    rsl_diag *diag = rsl_diag_new(stderr);
    rsl_jit_options opts = {.optimize = true, .errors = stderr, .tool = "consumer"};
    rsl_jit_unit *u = rsl_jit_compile_string("f.sl", src, strlen(src), &opts, diag);
    const rsl_jit_entry *f = u ? rsl_jit_find(u, "f", 0) : NULL;
    int rc = 1;
    if (f) {
        rsl_jit_value arg = {.f = {3, 4, 0}}, result;
        rsl_globals g;
        rsl_jit_default_globals(&g);
        rsl_jit_call(u, f, &arg, &result, &g);
        printf("rsltools %s: %g %g %g\n", RSLTOOLS_VERSION, (double)result.f[0], (double)result.f[1],
               (double)result.f[2]);
        rc = 0;
    }
    rsl_jit_unit_free(u);
    rsl_diag_free(diag);
    return rc;
}
