/* Arrays indexed by a variable into registers: local arrays (allocas opt
 * -O2 could not promote) and constant tables (constant globals).  The RPU
 * has no stack memory.  An array of at most 128 words (a spline's 30 color
 * knots, each a 4-word vector) whose every use is a
 * getelementptr, a load or store of floats/i32s (or vectors of them), a
 * lifetime marker or a memset to zero (memcpys of whole words become loads
 * and stores first) is seen as 4-byte words, each a
 * float alloca of its own (a constant table: each word its constant):
 *   constant offsets  -> the word itself
 *   variable offsets  -> loads pick the word by compares and selects,
 *                        stores write every word it may be (select of the
 *                        new and the old value); only words the index can
 *                        reach are candidates (an index into 4-word vectors
 *                        steps by 4), and the lanes of one access share
 *                        each compare, so their selects share one branch
 * and mem2reg then puts the words in registers.  Arrays used otherwise
 * (passed to calls, written tables) are left alone (instruction selection
 * reports them). */
#include "lower.h"

#include <llvm-c/Target.h>
#include <llvm-c/Transforms/PassBuilder.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_WORDS = 128 };

/* Is t made of 4-byte lanes (float, i32, vectors of them)? */
static bool word_type(LLVMTypeRef t) {
    if (LLVMGetTypeKind(t) == LLVMVectorTypeKind) t = LLVMGetElementType(t);
    return LLVMGetTypeKind(t) == LLVMFloatTypeKind ||
           (LLVMGetTypeKind(t) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(t) == 32);
}

static bool is_intrinsic(LLVMValueRef i, const char *prefix) {
    const char *name = rl_callee_name(i);
    return name && !strncmp(name, prefix, strlen(prefix));
}

/* Can every use of pointer p be rewritten? Collects the accesses. */
static bool promotable(LLVMValueRef p, bool table, rl_vec *accesses, rl_vec *geps) {
    for (LLVMUseRef u = LLVMGetFirstUse(p); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef i = LLVMGetUser(u);
        if (LLVMIsAConstantExpr(i)) {
            if (LLVMGetConstOpcode(i) != LLVMGetElementPtr || LLVMGetOperand(i, 0) != p ||
                !promotable(i, table, accesses, geps))
                return false;
            continue;
        }
        if (table && LLVMGetInstructionOpcode(i) != LLVMGetElementPtr &&
            LLVMGetInstructionOpcode(i) != LLVMLoad)
            return false;
        switch (LLVMGetInstructionOpcode(i)) {
        case LLVMGetElementPtr:
            if (LLVMGetOperand(i, 0) != p || !promotable(i, table, accesses, geps)) return false;
            rl_push(geps, i);
            break;
        case LLVMLoad:
            if (!word_type(LLVMTypeOf(i)) || LLVMGetVolatile(i)) return false;
            rl_push(accesses, i);
            break;
        case LLVMStore:
            if (LLVMGetOperand(i, 1) != p || !word_type(LLVMTypeOf(LLVMGetOperand(i, 0))) ||
                LLVMGetVolatile(i))
                return false;
            rl_push(accesses, i);
            break;
        case LLVMCall:
            if (is_intrinsic(i, "llvm.lifetime.")) {
                rl_push(accesses, i);
                break;
            }
            if (is_intrinsic(i, "llvm.memset.") && LLVMGetOperand(i, 0) == p &&
                LLVMIsAConstantInt(LLVMGetOperand(i, 1)) && !LLVMConstIntGetZExtValue(LLVMGetOperand(i, 1)) &&
                LLVMIsAConstantInt(LLVMGetOperand(i, 2))) {
                rl_push(accesses, i);
                break;
            }
            return false;
        default: return false;
        }
    }
    return true;
}

static long long gcd(long long a, long long b) {
    while (b) {
        long long r = a % b;
        a = b;
        b = r;
    }
    return a;
}

/* Where pointer p points into the array `base`: *constant bytes plus the
 * i32 returned in words (NULL when there is no variable index), built at b;
 * *step is the number of words the variable part is always a multiple of.
 * A variable index whose stride is not whole words counts its bytes / 4. */
static LLVMValueRef offset_of(LLVMBuilderRef b, LLVMTargetDataRef td, LLVMValueRef base, LLVMValueRef p,
                              long long *constant, long long *step) {
    if (p == base) {
        *constant = 0;
        *step = 0;
        return NULL;
    }
    LLVMContextRef ctx = LLVMGetTypeContext(LLVMTypeOf(p));
    LLVMTypeRef i32 = LLVMInt32TypeInContext(ctx);
    LLVMValueRef var = offset_of(b, td, base, LLVMGetOperand(p, 0), constant, step);
    LLVMTypeRef t = LLVMGetGEPSourceElementType(p);
    unsigned n = (unsigned)LLVMGetNumOperands(p);
    for (unsigned k = 1; k < n; k++) {
        LLVMValueRef idx = LLVMGetOperand(p, k);
        if (k > 1) {
            if (LLVMGetTypeKind(t) == LLVMStructTypeKind) {
                unsigned field = (unsigned)LLVMConstIntGetZExtValue(idx);
                *constant += (long long)LLVMOffsetOfElement(td, t, field);
                t = LLVMStructGetTypeAtIndex(t, field);
                continue;
            }
            t = LLVMGetElementType(t); /* array or vector */
        }
        long long stride = (long long)LLVMABISizeOfType(td, t);
        if (LLVMIsAConstantInt(idx)) {
            *constant += LLVMConstIntGetSExtValue(idx) * stride;
            continue;
        }
        if (!stride) continue; /* an index into nothing moves nowhere */
        LLVMValueRef x = LLVMBuildIntCast2(b, idx, i32, 1, "");
        *step = stride % 4 ? 1 : gcd(*step, stride / 4);
        if (stride % 4) {
            x = LLVMBuildMul(b, x, LLVMConstInt(i32, (unsigned long long)stride, 0), "");
            x = LLVMBuildAShr(b, x, LLVMConstInt(i32, 2, 0), "");
        } else if (stride != 4) {
            x = LLVMBuildMul(b, x, LLVMConstInt(i32, (unsigned long long)stride / 4, 0), "");
        }
        var = var ? LLVMBuildAdd(b, var, x, "") : x;
    }
    return var;
}

typedef struct {
    LLVMModuleRef m;
    LLVMBuilderRef b;
    LLVMTypeRef f32, i32;
    LLVMValueRef words[MAX_WORDS]; /* allocas, or a table's float constants */
    unsigned n;
    bool table;
} slots;

static LLVMValueRef load_word(slots *s, unsigned w, LLVMTypeRef t) {
    LLVMValueRef x = s->table ? s->words[w] : LLVMBuildLoad2(s->b, s->f32, s->words[w], "");
    return t == s->f32 ? x : LLVMBuildBitCast(s->b, x, t, "");
}

static void store_word(slots *s, unsigned w, LLVMValueRef v) {
    if (LLVMTypeOf(v) != s->f32) v = LLVMBuildBitCast(s->b, v, s->f32, "");
    LLVMBuildStore(s->b, v, s->words[w]);
}

/* The word lane j of an access at word `first` + index reads or writes
 * when index is `at`, or -1 when that is outside the array. */
static long long lane_word(const slots *s, long long first, long long at, unsigned j) {
    long long w = first + at + j;
    return w >= 0 && w < (long long)s->n ? w : -1;
}

/* The values an index stepping by `step` words can take that reach a word
 * of the array from `first` with some lane: from *lo, *count of them. */
static long long index_range(const slots *s, long long first, long long step, unsigned lanes, long long *lo) {
    long long from = -first - (long long)lanes + 1, to = (long long)s->n - 1 - first; /* any lane in range */
    *lo = from >= 0 ? (from + step - 1) / step : -(-from / step);
    long long hi = to >= 0 ? to / step : -((-to + step - 1) / step);
    return hi >= *lo ? hi - *lo + 1 : 0;
}

/* The lanes of a load at word `first` (+ index when not NULL, a multiple
 * of step): each lane compares the index with every value that reaches a
 * word; a value reaching none leaves the first candidate (lane 0 of the
 * array's first reachable word). */
static void read_lanes(slots *s, long long first, LLVMValueRef index, long long step, unsigned lanes,
                       LLVMTypeRef t, LLVMValueRef *out) {
    for (unsigned j = 0; j < lanes; j++) out[j] = NULL;
    if (!index) {
        for (unsigned j = 0; j < lanes; j++) {
            long long w = lane_word(s, first, 0, j);
            out[j] = w >= 0 ? load_word(s, (unsigned)w, t) : LLVMGetUndef(t);
        }
        return;
    }
    long long lo, count = index_range(s, first, step, lanes, &lo);
    for (long long k = 0; k < count; k++) {
        long long at = (lo + k) * step;
        LLVMValueRef here = NULL;
        for (unsigned j = 0; j < lanes; j++) {
            long long w = lane_word(s, first, at, j);
            if (w < 0) continue;
            LLVMValueRef x = load_word(s, (unsigned)w, t);
            if (!out[j]) {
                out[j] = x;
                continue;
            }
            if (!here) here = LLVMBuildICmp(s->b, LLVMIntEQ, index, LLVMConstInt(s->i32, (unsigned long long)at, 1), "");
            out[j] = LLVMBuildSelect(s->b, here, x, out[j], "");
        }
    }
    for (unsigned j = 0; j < lanes; j++)
        if (!out[j]) out[j] = LLVMGetUndef(t);
}

/* The lanes of a store: every word the access may reach keeps its value
 * unless the index says it is the one. */
static void write_lanes(slots *s, long long first, LLVMValueRef index, long long step, unsigned lanes,
                        LLVMTypeRef t, LLVMValueRef *in) {
    if (!index) {
        for (unsigned j = 0; j < lanes; j++) {
            long long w = lane_word(s, first, 0, j);
            if (w >= 0) store_word(s, (unsigned)w, in[j]);
        }
        return;
    }
    long long lo, count = index_range(s, first, step, lanes, &lo);
    for (long long k = 0; k < count; k++) {
        long long at = (lo + k) * step;
        LLVMValueRef here = LLVMBuildICmp(s->b, LLVMIntEQ, index, LLVMConstInt(s->i32, (unsigned long long)at, 1), "");
        for (unsigned j = 0; j < lanes; j++) {
            long long w = lane_word(s, first, at, j);
            if (w >= 0) store_word(s, (unsigned)w, LLVMBuildSelect(s->b, here, in[j], load_word(s, (unsigned)w, t), ""));
        }
    }
}

/* One scalar of a constant as the word at byte offset `at` of s->words
 * (rl_constant_leaves' leaf): only 4-byte floats and i32s. */
static bool flatten_word(void *ctx, LLVMValueRef c, LLVMTypeRef t, unsigned long long at) {
    slots *s = ctx;
    if (!word_type(t) || at % 4 || at / 4 >= s->n) return false;
    bool undef = LLVMIsUndef(c) || LLVMIsPoison(c);
    s->words[at / 4] = undef ? LLVMGetUndef(s->f32) : t == s->f32 ? c : LLVMConstBitCast(c, s->f32);
    return true;
}

static void rewrite(slots *s, LLVMTargetDataRef td, LLVMValueRef base, LLVMValueRef i) {
    LLVMBuilderRef b = s->b;
    LLVMPositionBuilderBefore(b, i);
    if (LLVMGetInstructionOpcode(i) == LLVMCall) {
        if (is_intrinsic(i, "llvm.memset.")) {
            long long off, step;
            LLVMValueRef var = offset_of(b, td, base, LLVMGetOperand(i, 0), &off, &step);
            long long len = (long long)LLVMConstIntGetZExtValue(LLVMGetOperand(i, 2));
            for (long long w = off / 4; !var && w < (off + len) / 4 && w < s->n; w++)
                store_word(s, (unsigned)w, LLVMConstReal(s->f32, 0.0));
        }
        LLVMInstructionEraseFromParent(i);
        return;
    }
    bool load = LLVMGetInstructionOpcode(i) == LLVMLoad;
    LLVMValueRef value = load ? NULL : LLVMGetOperand(i, 0);
    LLVMTypeRef t = load ? LLVMTypeOf(i) : LLVMTypeOf(value);
    bool vec = LLVMGetTypeKind(t) == LLVMVectorTypeKind;
    LLVMTypeRef et = vec ? LLVMGetElementType(t) : t;
    unsigned lanes = vec ? LLVMGetVectorSize(t) : 1;
    long long off, step;
    LLVMValueRef index = offset_of(b, td, base, LLVMGetOperand(i, load ? 0 : 1), &off, &step);
    long long first = off / 4;
    LLVMValueRef lane[lanes];
    if (load) {
        read_lanes(s, first, index, step, lanes, et, lane);
        LLVMValueRef r = vec ? LLVMGetUndef(t) : lane[0];
        for (unsigned j = 0; vec && j < lanes; j++)
            r = LLVMBuildInsertElement(b, r, lane[j], LLVMConstInt(s->i32, j, 0), "");
        rl_replace(i, r);
        return;
    }
    for (unsigned j = 0; j < lanes; j++)
        lane[j] = vec ? LLVMBuildExtractElement(b, value, LLVMConstInt(s->i32, j, 0), "") : value;
    write_lanes(s, first, index, step, lanes, et, lane);
    LLVMInstructionEraseFromParent(i);
}

/* memcpy/memmove of a constant multiple of 4 bytes as word loads and
 * stores (all loads first: memmove's overlap is harmless), and an i64
 * loaded only to be stored (instcombine's small memcpy) as two words, so
 * the arrays on either side see plain accesses. */
static void expand_copies(LLVMModuleRef m, slots *s) {
    rl_vec calls = {0}, loads = {0};
    rl_module_instructions_of(m, LLVMCall, &calls);
    for (size_t k = 0; k < calls.n; k++) {
        LLVMValueRef i = calls.v[k];
        if (!is_intrinsic(i, "llvm.memcpy.") && !is_intrinsic(i, "llvm.memmove.")) continue;
        LLVMValueRef len = LLVMGetOperand(i, 2);
        if (!LLVMIsAConstantInt(len)) continue;
        unsigned long long n = LLVMConstIntGetZExtValue(len);
        if (n % 4 || n / 4 > MAX_WORDS) continue;
        LLVMValueRef words[MAX_WORDS], dst = LLVMGetOperand(i, 0), src = LLVMGetOperand(i, 1);
        LLVMTypeRef i8 = LLVMInt8TypeInContext(LLVMGetModuleContext(m));
        LLVMPositionBuilderBefore(s->b, i);
        for (unsigned w = 0; w < n / 4; w++) {
            LLVMValueRef at = LLVMConstInt(s->i32, 4 * w, 0);
            words[w] = LLVMBuildLoad2(s->b, s->f32, LLVMBuildGEP2(s->b, i8, src, &at, 1, ""), "");
        }
        for (unsigned w = 0; w < n / 4; w++) {
            LLVMValueRef at = LLVMConstInt(s->i32, 4 * w, 0);
            LLVMBuildStore(s->b, words[w], LLVMBuildGEP2(s->b, i8, dst, &at, 1, ""));
        }
        LLVMInstructionEraseFromParent(i);
    }
    /* instcombine's form of a small memcpy: an i64 loaded only to be stored */
    rl_module_instructions_of(m, LLVMLoad, &loads);
    for (size_t k = 0; k < loads.n; k++) {
        LLVMValueRef i = loads.v[k];
        if (LLVMTypeOf(i) != LLVMInt64TypeInContext(LLVMGetModuleContext(m))) continue;
        bool copy = LLVMGetFirstUse(i) != NULL;
        for (LLVMUseRef u = LLVMGetFirstUse(i); u && copy; u = LLVMGetNextUse(u)) {
            LLVMValueRef st = LLVMGetUser(u);
            copy = LLVMGetInstructionOpcode(st) == LLVMStore && LLVMGetOperand(st, 0) == i;
        }
        if (!copy) continue;
        LLVMTypeRef i8 = LLVMInt8TypeInContext(LLVMGetModuleContext(m));
        LLVMPositionBuilderBefore(s->b, i);
        LLVMValueRef words[2];
        for (unsigned w = 0; w < 2; w++) {
            LLVMValueRef at = LLVMConstInt(s->i32, 4 * w, 0);
            words[w] = LLVMBuildLoad2(s->b, s->f32, LLVMBuildGEP2(s->b, i8, LLVMGetOperand(i, 0), &at, 1, ""), "");
        }
        while (LLVMGetFirstUse(i)) {
            LLVMValueRef st = LLVMGetUser(LLVMGetFirstUse(i));
            LLVMPositionBuilderBefore(s->b, st);
            for (unsigned w = 0; w < 2; w++) {
                LLVMValueRef at = LLVMConstInt(s->i32, 4 * w, 0);
                LLVMBuildStore(s->b, words[w], LLVMBuildGEP2(s->b, i8, LLVMGetOperand(st, 1), &at, 1, ""));
            }
            LLVMInstructionEraseFromParent(st);
        }
        LLVMInstructionEraseFromParent(i);
    }
    rl_free(&calls);
    rl_free(&loads);
}

/* Rewrites every access to array `base`, whose words s->words holds. */
static void rewrite_all(slots *s, LLVMTargetDataRef td, LLVMValueRef base, rl_vec *accesses, rl_vec *geps) {
    for (size_t j = 0; j < accesses->n; j++) rewrite(s, td, base, accesses->v[j]);
    for (size_t j = 0; j < geps->n; j++) /* promotable() lists users first */
        if (!LLVMGetFirstUse(geps->v[j])) LLVMInstructionEraseFromParent(geps->v[j]);
}

bool rpu_lower_arrays(LLVMModuleRef m, char **err) {
    LLVMContextRef ctx = LLVMGetModuleContext(m);
    LLVMTargetDataRef td = LLVMGetModuleDataLayout(m);
    slots s = {.m = m,
               .b = LLVMCreateBuilderInContext(ctx),
               .f32 = LLVMFloatTypeInContext(ctx),
               .i32 = LLVMInt32TypeInContext(ctx)};
    rl_vec allocas = {0}, accesses = {0}, geps = {0};
    expand_copies(m, &s);
    rl_module_instructions_of(m, LLVMAlloca, &allocas);
    bool changed = false;
    for (size_t k = 0; k < allocas.n; k++) {
        LLVMValueRef a = allocas.v[k];
        unsigned long long size = LLVMABISizeOfType(td, LLVMGetAllocatedType(a));
        accesses.n = geps.n = 0;
        if (size % 4 || size / 4 > MAX_WORDS || !size || !promotable(a, false, &accesses, &geps)) continue;
        s.n = (unsigned)(size / 4);
        s.table = false;
        LLVMBasicBlockRef entry = LLVMGetInstructionParent(a);
        LLVMPositionBuilderBefore(s.b, LLVMGetFirstInstruction(entry));
        for (unsigned w = 0; w < s.n; w++) s.words[w] = LLVMBuildAlloca(s.b, s.f32, "");
        rewrite_all(&s, td, a, &accesses, &geps);
        if (!LLVMGetFirstUse(a)) LLVMInstructionEraseFromParent(a);
        changed = true;
    }
    /* constant tables: loads only */
    for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g)) {
        LLVMValueRef init = LLVMIsDeclaration(g) ? NULL : LLVMGetInitializer(g);
        if (!init || !LLVMIsGlobalConstant(g)) continue;
        LLVMTypeRef t = LLVMGlobalGetValueType(g);
        unsigned long long size = LLVMABISizeOfType(td, t);
        accesses.n = geps.n = 0;
        if (size % 4 || size / 4 > MAX_WORDS || !size || !promotable(g, true, &accesses, &geps) ||
            !accesses.n)
            continue;
        s.n = (unsigned)(size / 4);
        s.table = true;
        for (unsigned w = 0; w < s.n; w++) s.words[w] = LLVMGetUndef(s.f32);
        if (!rl_constant_leaves(td, init, t, 0, flatten_word, &s)) continue;
        rewrite_all(&s, td, g, &accesses, &geps);
    }
    rl_free(&allocas);
    rl_free(&accesses);
    rl_free(&geps);
    LLVMDisposeBuilder(s.b);
    if (!changed) return true;
    LLVMPassBuilderOptionsRef opts = LLVMCreatePassBuilderOptions();
    LLVMErrorRef e = LLVMRunPasses(m, "mem2reg", NULL, opts);
    LLVMDisposePassBuilderOptions(opts);
    if (e) {
        char *msg = LLVMGetErrorMessage(e);
        size_t need = strlen(msg) + 32;
        *err = malloc(need);
        if (*err) snprintf(*err, need, "mem2reg: %s", msg);
        LLVMDisposeErrorMessage(msg);
        return false;
    }
    return true;
}
