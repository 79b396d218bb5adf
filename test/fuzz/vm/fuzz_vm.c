/* libFuzzer target over the RPU assembler, object reader, disassembler and
 * machine.  Input starting with the object magic is decoded, anything else
 * assembled.  Properties checked (abort on violation):
 *   - every program it accepts (assembled or decoded) disassembles to text
 *     that re-assembles to the same bytes;
 *   - every entry runs to an end within the step budget, alone and in a
 *     chunk, and (for programs without stores, whose threads then share
 *     nothing) each chunk thread ends exactly as it did alone. */
#include <stdlib.h>
#include <string.h>

#include "rpuvm.h"

enum { CELLS = 32, STEPS = 2000 };

static void fake_trace(void *ctx, const float orig[3], const float dir[3], const float arg[4], rpu_hit *hit) {
    (void)ctx, (void)orig, (void)arg;
    if (dir[2] > 0) *hit = (rpu_hit){1.0f, 0.25f, 0.5f, 0, 3, 1};
}

static void check_round_trip(const rpu_object *obj) {
    FILE *f = tmpfile();
    if (!f) return;
    rpu_disassemble(obj, f);
    long n = ftell(f);
    rewind(f);
    char *text = malloc((size_t)n + 1);
    if (!text || fread(text, 1, (size_t)n, f) != (size_t)n) abort();
    text[n] = 0;
    fclose(f);
    FILE *null = fopen("/dev/null", "w");
    int errors;
    rpu_object *back = rpu_assemble("roundtrip", text, (size_t)n, null ? null : stderr, &errors);
    if (null) fclose(null);
    size_t a, b;
    uint8_t *x = rpu_object_encode(obj, &a), *y = back ? rpu_object_encode(back, &b) : NULL;
    if (!back || a != b || memcmp(x, y, a)) {
        fprintf(stderr, "disassembly does not re-assemble identically:\n%s\n", text);
        abort();
    }
    free(x);
    free(y);
    free(text);
    rpu_object_free(back);
}

static void run_entry(const rpu_object *obj, uint32_t entry, bool has_store) {
    rpu_vec mem[CELLS] = {{{0}}};
    /* the timing model on for odd entries, so both ways of running are fuzzed */
    rpu_machine m = {.obj = obj, .mem = mem, .ncells = CELLS, .trace = fake_trace, .max_steps = STEPS, .max_depth = 8,
                     .count_cycles = entry & 1};
    rpu_thread *t[4];
    rpu_vec alone[4][16];
    for (int i = 0; i < 4; i++) {
        t[i] = rpu_thread_new(&m);
        if (!t[i]) abort();
        rpu_thread_reset(t[i], entry);
        rpu_thread_reg(t[i], (rpu_regname){RPU_F_R, 1})->f[0] = (float)i - 1.5f;
        if (rpu_run(t[i]) == RPU_RUNNING) abort();
        for (int r = 0; r < 16; r++) alone[i][r] = *rpu_thread_reg(t[i], (rpu_regname){RPU_F_R, (uint8_t)r});
        rpu_thread_reset(t[i], entry);
        rpu_thread_reg(t[i], (rpu_regname){RPU_F_R, 1})->f[0] = (float)i - 1.5f;
    }
    memset(mem, 0, sizeof mem);
    rpu_counters c;
    rpu_run_chunk(t, &c);
    for (int i = 0; i < 4; i++) {
        if (rpu_thread_status(t[i]) == RPU_RUNNING) abort();
        for (int r = 0; !has_store && r < 16; r++)
            if (memcmp(rpu_thread_reg(t[i], (rpu_regname){RPU_F_R, (uint8_t)r}), &alone[i][r], sizeof(rpu_vec))) abort();
        rpu_thread_free(t[i]);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    rpu_object *obj;
    bool assembled = !(size >= 4 && !memcmp(data, "RPUO", 4));
    if (assembled) {
        FILE *null = fopen("/dev/null", "w");
        int errors;
        obj = rpu_assemble("fuzz", (const char *)data, size, null ? null : stderr, &errors);
        if (null) fclose(null);
    } else {
        char *err = NULL;
        obj = rpu_object_decode(data, size, &err);
        free(err);
    }
    if (!obj) return 0;
    check_round_trip(obj);
    bool has_store = false;
    for (uint32_t i = 0; i < obj->ncode; i++) has_store = has_store || obj->code[i].opcode == RPU_STORE;
    run_entry(obj, 0, has_store);
    for (uint32_t e = 0; e < obj->nentries && e < 4; e++) run_entry(obj, obj->entries[e].addr, has_store);
    rpu_object_free(obj);
    return 0;
}
