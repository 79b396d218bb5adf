/* libFuzzer target over the frontend: preprocessing, parsing and (when the
 * library has it) semantic analysis of arbitrary bytes must end in
 * diagnostics, never in a crash, a hang or a leak. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "rslfront.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static FILE *sink;
    if (!sink) sink = fopen("/dev/null", "w");
    if (!sink) return 0;
    rsl_diag *diag = rsl_diag_new(sink);
    rsl_program *prog = rsl_parse_string("fuzz.sl", (const char *)data, size, NULL, diag);
#ifdef FUZZ_WITH_SEMA
    if (prog) rsl_sema_check(prog, diag);
#endif
    rsl_program_free(prog);
    rsl_diag_free(diag);
    return 0;
}
