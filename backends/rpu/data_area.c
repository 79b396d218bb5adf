/* The module's data area (rpucg.h, "Memory"): the global variables that
 * functions read or write live in data memory, each at the next whole
 * cell, in module order; code addresses them from C3.x, the address the
 * drivers give the area (vm/README.md, rpu_install_data).  Their initial
 * values go into the program as `.data OFFSET` / `.cell` lines, followed
 * by the functions' spill areas (rpucg.h, "Spilling"). */
#include "lower.h"
#include "mir.h"

#include <llvm-c/Target.h>
#include <stdlib.h>
#include <string.h>

/* One scalar of an initial value as a word of w (rl_constant_leaves' leaf;
 * zero and undef leave the word 0): only floats and i32s. */
static bool init_word(void *w, LLVMValueRef c, LLVMTypeRef t, unsigned long long at) {
    uint32_t *word = (uint32_t *)w + at / 4;
    bool zero = LLVMIsUndef(c) || LLVMIsNull(c);
    if (at % 4) return false;
    switch (LLVMGetTypeKind(t)) {
    case LLVMFloatTypeKind:
        if (zero) return true;
        if (!LLVMIsAConstantFP(c)) return false;
        LLVMBool lossy;
        float f = (float)LLVMConstRealGetDouble(c, &lossy);
        memcpy(word, &f, sizeof f);
        return true;
    case LLVMIntegerTypeKind:
        if (LLVMGetIntTypeWidth(t) != 32) return false;
        if (zero) return true;
        if (!LLVMIsAConstantInt(c)) return false;
        *word = (uint32_t)LLVMConstIntGetZExtValue(c);
        return true;
    default: return false;
    }
}

/* The initial value of g as words at w[0...]; false for what is not floats
 * and i32s (pointers, other integers). */
static bool init_words(LLVMTargetDataRef td, LLVMValueRef g, uint32_t *w) {
    return rl_constant_leaves(td, LLVMGetInitializer(g), LLVMGlobalGetValueType(g), 0, init_word, w);
}

/* Whether global g has a place in the data area; its size in bytes in *size. */
static bool in_area(LLVMTargetDataRef td, LLVMValueRef g, uint64_t *size) {
    if (!LLVMIsAGlobalVariable(g) || !LLVMGetFirstUse(g) || !LLVMGetInitializer(g)) return false;
    LLVMTypeRef t = LLVMGlobalGetValueType(g);
    *size = LLVMABISizeOfType(td, t);
    if (!*size || *size > (uint64_t)16 * RPU_MAX_DATA_CELLS) return false;
    uint32_t *w = calloc((size_t)(*size + 3) / 4, sizeof *w);
    bool ok = w && init_words(td, g, w);
    free(w);
    return ok;
}

int64_t rpu_global_offset(LLVMTargetDataRef td, LLVMValueRef g) {
    LLVMModuleRef m = LLVMGetGlobalParent(g);
    uint64_t at = 0, size;
    for (LLVMValueRef x = LLVMGetFirstGlobal(m); x; x = LLVMGetNextGlobal(x)) {
        if (!in_area(td, x, &size)) continue;
        if (x == g) return (int64_t)at;
        at += (size + 15) / 16 * 16;
    }
    return -1;
}

int rpu_global_cells(LLVMModuleRef m) {
    LLVMTargetDataRef td = LLVMCreateTargetData(LLVMGetDataLayoutStr(m));
    uint64_t cells = 0, size;
    for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g))
        if (in_area(td, g, &size)) cells += (size + 15) / 16;
    LLVMDisposeTargetData(td);
    return (int)cells;
}

void rpu_emit_data(LLVMModuleRef m, int spill_cells, FILE *out) {
    LLVMTargetDataRef td = LLVMCreateTargetData(LLVMGetDataLayoutStr(m));
    uint64_t at = 0, size;
    for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g)) {
        if (!in_area(td, g, &size)) continue;
        uint64_t cells = (size + 15) / 16;
        uint32_t *w = calloc((size_t)cells * 4, sizeof *w);
        if (!w) abort();
        init_words(td, g, w);
        size_t len;
        fprintf(out, "; @%s\n.data %llu\n", LLVMGetValueName2(g, &len), (unsigned long long)(at / 16));
        for (uint64_t c = 0; c < cells; c++)
            fprintf(out, ".cell #%u, #%u, #%u, #%u\n", w[4 * c], w[4 * c + 1], w[4 * c + 2], w[4 * c + 3]);
        free(w);
        at += cells * 16;
    }
    if (spill_cells) fprintf(out, "; spill areas (rpucg.h, \"Spilling\")\n.data %llu\n", (unsigned long long)(at / 16));
    for (int c = 0; c < spill_cells; c++) fputs(".cell #0, #0, #0, #0\n", out);
    LLVMDisposeTargetData(td);
}
