/* The differentiation pass's activity analysis (differentiate.c's header
 * gives the design): the backward walk from the markers' arguments to the
 * values and memory whose derivatives they need. */
#include "differentiate.h"

#include <stdint.h>
#include <stdlib.h>

/* The destination (0) or source (1) pointer of a store-like instruction
 * (store, memcpy, memmove, memset), NULL when it has none. */
LLVMValueRef diff_access_pointer(LLVMValueRef i, int which)
{
    if (LLVMIsAStoreInst(i))
        return which == 0 ? LLVMGetOperand(i, 1) : NULL;
    if (!LLVMIsAMemIntrinsic(i))
        return NULL;
    if (which == 1 && !LLVMIsAMemCpyInst(i) && !LLVMIsAMemMoveInst(i))
        return NULL;
    return LLVMGetOperand(i, (unsigned)which);
}

/* A call of a defined function: inlined when a derivative needs its body. */
static bool calls_definition(LLVMValueRef i)
{
    LLVMValueRef f = LLVMIsACallInst(i) ? called_function(i) : NULL;
    return f && !LLVMIsDeclaration(f);
}

/* The instructions that may write into each memory object: stores,
 * memcpy/memmove/memset into it, calls passed a pointer into it.  Built once per walk, so each object's are found in
 * time proportional to their number. */
typedef struct writers {
    ValueMap index; /* object -> 1 + its position in lists */
    ValueVec *lists;
    size_t n;
} writers;

static void add_writer(writers *w, LLVMValueRef obj, LLVMValueRef i)
{
    uintptr_t at = (uintptr_t)vm_get(&w->index, obj);
    if (!at) {
        ValueVec *grown = realloc(w->lists, (w->n + 1) * sizeof *grown);
        if (!grown)
            abort();
        w->lists = grown;
        w->lists[w->n] = (ValueVec){0};
        at = ++w->n;
        vm_put(&w->index, obj, (void *)at);
    }
    vv_push(&w->lists[at - 1], i);
}

static void find_writers(const diff_fn *d, const ValueVec *insts, writers *w)
{
    for (size_t k = 0; k < insts->len; k++) {
        LLVMValueRef i = insts->items[k], dst = diff_access_pointer(i, 0);
        LLVMValueRef obj = dst ? diff_object_of(d, dst) : NULL;
        if (obj)
            add_writer(w, obj, i);
        else if (LLVMIsACallInst(i) && !LLVMIsAIntrinsicInst(i))
            for (unsigned a = 0; a < (unsigned)LLVMGetNumArgOperands(i); a++) {
                LLVMValueRef arg = LLVMGetOperand(i, a);
                obj = LLVMGetTypeKind(LLVMTypeOf(arg)) == LLVMPointerTypeKind ? diff_object_of(d, arg) : NULL;
                if (obj)
                    add_writer(w, obj, i);
            }
    }
}

static void free_writers(writers *w)
{
    for (size_t k = 0; k < w->n; k++)
        vv_free(&w->lists[k]);
    free(w->lists);
    vm_free(&w->index);
}

/* The field of the globals a pointer into them addresses (the GEP on the
 * globals parameter with constant indices 0, f; the parameter itself is
 * field 0, P), or -1 when unknown (byte offsets, whole-struct copies). */
static int globals_field(const diff_fn *d, LLVMValueRef ptr)
{
    while (ptr != d->globals) {
        LLVMValueRef base = diff_pointer_operand(ptr);
        if (base == d->globals && LLVMIsAGetElementPtrInst(ptr) && LLVMGetGEPSourceElementType(ptr) == d->globals_ty &&
            LLVMGetNumOperands(ptr) >= 3 && LLVMIsAConstantInt(LLVMGetOperand(ptr, 1)) &&
            LLVMConstIntGetZExtValue(LLVMGetOperand(ptr, 1)) == 0 && LLVMIsAConstantInt(LLVMGetOperand(ptr, 2)))
            return (int)LLVMConstIntGetZExtValue(LLVMGetOperand(ptr, 2));
        if (!base || (base == d->globals && !LLVMIsABitCastInst(ptr) && !LLVMIsAAddrSpaceCastInst(ptr)))
            return -1;
        ptr = base;
    }
    return 0;
}

/* The backward walk's state: values and objects to visit, and which fields
 * of the globals needed loads read (the globals are one object the whole
 * shader writes into, Ci and Oi among others: their stores are needed only
 * where a needed load may read them). */
typedef struct walk {
    ValueVec values, objects;
    uint64_t fields; /* bit f: field f of the globals is read */
    bool all_fields; /* a read at an unknown place */
} walk;

/* Object obj is read at pointer at (NULL: anywhere in it). */
static void need_object(diff_fn *d, walk *k, LLVMValueRef obj, LLVMValueRef at)
{
    if (obj == d->globals) {
        int f = at ? globals_field(d, at) : -1;
        bool known = f >= 0 && f < 64;
        if (known ? (k->all_fields || (k->fields >> f & 1u)) : k->all_fields)
            return;
        if (known)
            k->fields |= (uint64_t)1 << f;
        else
            k->all_fields = true;
        vm_put(&d->objects, obj, obj);
        vv_push(&k->objects, obj); /* (again: its stores into the new field) */
        return;
    }
    if (!vm_has(&d->objects, obj)) {
        vm_put(&d->objects, obj, obj);
        vv_push(&k->objects, obj);
    }
}

/* Does a write at ptr (NULL: anywhere) reach what the walk reads of its object? */
static bool write_needed(const diff_fn *d, const walk *k, LLVMValueRef obj, LLVMValueRef ptr)
{
    if (obj != d->globals || k->all_fields)
        return true;
    int f = ptr ? globals_field(d, ptr) : -1;
    return f < 0 || f >= 64 || (k->fields >> f & 1u);
}

/* The backward walk: the values whose derivatives the markers need.  The
 * calls of defined functions whose results they need, or that write into
 * an object they read, go to *inline (when not NULL). */
void diff_mark_needed(diff_fn *d, const ValueVec *insts, ValueVec *inline_calls)
{
    walk k = {0};
    writers w = {0};
    find_writers(d, insts, &w);
    for (size_t n = 0; n < insts->len; n++)
        if (diff_is_marker_call(insts->items[n]))
            vv_push(&k.values, LLVMGetOperand(insts->items[n], 0));
    while (k.values.len || k.objects.len) {
        if (!k.values.len) { /* a newly needed object (or field): the values stored into it */
            LLVMValueRef obj = k.objects.items[--k.objects.len];
            uintptr_t at = (uintptr_t)vm_get(&w.index, obj);
            const ValueVec *list = at ? &w.lists[at - 1] : &(ValueVec){0};
            for (size_t n = 0; n < list->len; n++) {
                LLVMValueRef i = list->items[n], dst = diff_access_pointer(i, 0), src = diff_access_pointer(i, 1);
                if (!write_needed(d, &k, obj, LLVMIsAStoreInst(i) ? dst : NULL)) /* a mem intrinsic: any field */
                    continue;
                if (!dst) { /* a call passed a pointer into obj */
                    if (inline_calls && calls_definition(i))
                        vv_push(inline_calls, i);
                    else if (!calls_definition(i) && obj != d->globals) /* what it writes has derivative 0 */
                        diff_note_constant(d, i); /* (the glue's hooks write only the lights' globals) */
                    continue;
                }
                if (LLVMIsAStoreInst(i))
                    vv_push(&k.values, LLVMGetOperand(i, 0));
                LLVMValueRef from = src ? diff_object_of(d, src) : NULL;
                if (from)
                    need_object(d, &k, from, NULL);
            }
            continue;
        }
        LLVMValueRef v = k.values.items[--k.values.len];
        if (!LLVMIsAInstruction(v) || vm_has(&d->needed, v))
            continue;
        vm_put(&d->needed, v, v);
        switch (LLVMGetInstructionOpcode(v)) {
        case LLVMLoad: {
            LLVMValueRef obj = diff_object_of(d, LLVMGetOperand(v, 0));
            if (obj)
                need_object(d, &k, obj, LLVMGetOperand(v, 0));
            break;
        }
        case LLVMPHI:
            for (unsigned n = 0; n < LLVMCountIncoming(v); n++)
                vv_push(&k.values, LLVMGetIncomingValue(v, n));
            break;
        case LLVMSelect:
            vv_push(&k.values, LLVMGetOperand(v, 1));
            vv_push(&k.values, LLVMGetOperand(v, 2));
            break;
        case LLVMCall:
            if (inline_calls && calls_definition(v))
                vv_push(inline_calls, v);
            if (diff_call_has_rule(v))
                for (unsigned n = 0; n < (unsigned)LLVMGetNumArgOperands(v); n++)
                    vv_push(&k.values, LLVMGetOperand(v, n));
            break;
        case LLVMFAdd: case LLVMFSub: case LLVMFMul: case LLVMFDiv: case LLVMFRem:
        case LLVMInsertElement: case LLVMInsertValue: case LLVMShuffleVector:
            vv_push(&k.values, LLVMGetOperand(v, 1));
            vv_push(&k.values, LLVMGetOperand(v, 0));
            break;
        case LLVMFNeg: case LLVMFPExt: case LLVMFPTrunc: case LLVMExtractElement: case LLVMExtractValue:
            vv_push(&k.values, LLVMGetOperand(v, 0));
            break;
        default: break;
        }
    }
    vv_free(&k.values);
    vv_free(&k.objects);
    free_writers(&w);
}
