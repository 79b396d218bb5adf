/* Loads and stores of whole structs and arrays become one access per member
 * (recursively, down to scalars and vectors), joined by insertvalue or split
 * by extractvalue. PTX moves registers, not aggregates; the members then
 * meet the load-store vectorizer and the emitter like any access. The
 * extractvalues that now read through insertvalue chains are resolved to
 * the members themselves, so that no aggregate value is left where the
 * program only took it apart. */
#include "rslpasses.h"
#include "pass_util.h"

#include <string.h>
#include <llvm-c/Target.h>

/* More members than this are left whole (the emitter then names the access). */
enum { MAX_MEMBERS = 1024 };

static bool is_aggregate(LLVMTypeRef t) {
    LLVMTypeKind k = LLVMGetTypeKind(t);
    return k == LLVMStructTypeKind || k == LLVMArrayTypeKind;
}

static unsigned member_count(LLVMTypeRef t) {
    return LLVMGetTypeKind(t) == LLVMStructTypeKind ? LLVMCountStructElementTypes(t) : LLVMGetArrayLength(t);
}

static LLVMTypeRef member_type(LLVMTypeRef t, unsigned i) {
    return LLVMGetTypeKind(t) == LLVMStructTypeKind ? LLVMStructGetTypeAtIndex(t, i) : LLVMGetElementType(t);
}

static unsigned long long member_offset(LLVMTargetDataRef dl, LLVMTypeRef t, unsigned i) {
    return LLVMGetTypeKind(t) == LLVMStructTypeKind ? LLVMOffsetOfElement(dl, t, i)
                                                    : i * LLVMABISizeOfType(dl, LLVMGetElementType(t));
}

static unsigned long long leaf_count(LLVMTypeRef t) {
    if (!is_aggregate(t))
        return 1;
    unsigned long long n = 0;
    for (unsigned i = 0; i < member_count(t) && n <= MAX_MEMBERS; i++)
        n += leaf_count(member_type(t, i));
    return n;
}

/* The alignment known at offset bytes past an address aligned to align. */
static unsigned align_at(unsigned align, unsigned long long offset) {
    unsigned long long low = offset & -offset;
    return offset && low < align ? (unsigned)low : align;
}

typedef struct {
    LLVMBuilderRef b;
    LLVMTargetDataRef dl;
    LLVMTypeRef i32;
    bool is_volatile;
} Splitter;

static LLVMValueRef member_address(Splitter *s, LLVMTypeRef t, LLVMValueRef ptr, unsigned i) {
    LLVMValueRef idx[2] = {LLVMConstInt(s->i32, 0, false), LLVMConstInt(s->i32, i, false)};
    return LLVMBuildInBoundsGEP2(s->b, t, ptr, idx, 2, "");
}

static LLVMValueRef load_members(Splitter *s, LLVMTypeRef t, LLVMValueRef ptr, unsigned align) {
    if (!is_aggregate(t)) {
        LLVMValueRef ld = LLVMBuildLoad2(s->b, t, ptr, "");
        LLVMSetAlignment(ld, align);
        LLVMSetVolatile(ld, s->is_volatile);
        return ld;
    }
    LLVMValueRef agg = LLVMGetPoison(t);
    for (unsigned i = 0; i < member_count(t); i++) {
        LLVMValueRef m = load_members(s, member_type(t, i), member_address(s, t, ptr, i),
                                      align_at(align, member_offset(s->dl, t, i)));
        agg = LLVMBuildInsertValue(s->b, agg, m, i, "");
    }
    return agg;
}

static void store_members(Splitter *s, LLVMValueRef v, LLVMValueRef ptr, unsigned align) {
    LLVMTypeRef t = LLVMTypeOf(v);
    if (!is_aggregate(t)) {
        LLVMValueRef st = LLVMBuildStore(s->b, v, ptr);
        LLVMSetAlignment(st, align);
        LLVMSetVolatile(st, s->is_volatile);
        return;
    }
    for (unsigned i = 0; i < member_count(t); i++)
        store_members(s, LLVMBuildExtractValue(s->b, v, i, ""), member_address(s, t, ptr, i),
                      align_at(align, member_offset(s->dl, t, i)));
}

/* The value extractvalue agg, idx... reads, looking through insertvalues and
 * into constants; NULL when it is not at hand. */
static LLVMValueRef resolve_extract(LLVMValueRef agg, const unsigned *idx, unsigned n) {
    while (n) {
        if (LLVMIsAInsertValueInst(agg)) {
            unsigned nin = LLVMGetNumIndices(agg);
            const unsigned *in = LLVMGetIndices(agg);
            unsigned common = nin < n ? nin : n;
            if (memcmp(in, idx, common * sizeof *idx) != 0) {
                agg = LLVMGetOperand(agg, 0);
                continue;
            }
            if (nin > n)
                return NULL; /* the insert writes into part of what is read */
            agg = LLVMGetOperand(agg, 1);
            idx += nin;
            n -= nin;
        } else if (LLVMIsAConstant(agg) && !LLVMIsAConstantExpr(agg) && !LLVMIsAGlobalValue(agg)) {
            agg = LLVMGetAggregateElement(agg, idx[0]);
            if (!agg)
                return NULL;
            idx++;
            n--;
        } else {
            return NULL;
        }
    }
    return agg;
}

static bool split_access(Splitter *s, LLVMValueRef i) {
    bool load = LLVMIsALoadInst(i) != NULL;
    if ((!load && !LLVMIsAStoreInst(i)) || LLVMGetOrdering(i) != LLVMAtomicOrderingNotAtomic)
        return false;
    LLVMValueRef ptr = LLVMGetOperand(i, load ? 0 : 1);
    LLVMTypeRef t = load ? LLVMTypeOf(i) : LLVMTypeOf(LLVMGetOperand(i, 0));
    if (!is_aggregate(t) || leaf_count(t) > MAX_MEMBERS)
        return false;
    s->is_volatile = LLVMGetVolatile(i);
    unsigned align = LLVMGetAlignment(i);
    if (!align)
        align = LLVMABIAlignmentOfType(s->dl, t);
    LLVMPositionBuilderBefore(s->b, i);
    if (load)
        LLVMReplaceAllUsesWith(i, load_members(s, t, ptr, align));
    else
        store_members(s, LLVMGetOperand(i, 0), ptr, align);
    LLVMInstructionEraseFromParent(i);
    return true;
}

/* Extractvalues replaced by what they read; insertvalues left unused go. */
static void resolve_extracts(LLVMValueRef f) {
    ValueVec insts = {0};
    collect_instructions(f, &insts);
    for (size_t k = 0; k < insts.len; k++) {
        LLVMValueRef x = insts.items[k];
        if (!LLVMIsAExtractValueInst(x))
            continue;
        LLVMValueRef v = resolve_extract(LLVMGetOperand(x, 0), LLVMGetIndices(x), LLVMGetNumIndices(x));
        if (v) {
            LLVMReplaceAllUsesWith(x, v);
            LLVMInstructionEraseFromParent(x);
            insts.items[k] = NULL;
        }
    }
    for (size_t k = insts.len; k > 0; k--) {
        LLVMValueRef x = insts.items[k - 1];
        if (x && LLVMIsAInsertValueInst(x) && !LLVMGetFirstUse(x))
            LLVMInstructionEraseFromParent(x);
    }
    vv_free(&insts);
}

void rsl_split_aggregate_accesses(LLVMModuleRef m) {
    LLVMContextRef ctx = LLVMGetModuleContext(m);
    Splitter s = {LLVMCreateBuilderInContext(ctx), LLVMGetModuleDataLayout(m), LLVMInt32TypeInContext(ctx), false};
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
        ValueVec insts = {0};
        collect_instructions(f, &insts);
        bool changed = false;
        for (size_t k = 0; k < insts.len; k++)
            changed |= split_access(&s, insts.items[k]);
        vv_free(&insts);
        if (changed)
            resolve_extracts(f);
    }
    LLVMDisposeBuilder(s.b);
}
