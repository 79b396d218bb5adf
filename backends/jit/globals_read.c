/* Which shading globals a shader can read (rsl_jit_entry_impl.globals_read),
 * from the optimized module: the uses of its wrapper's globals pointer,
 * followed through constant GEPs, loads, stores into it, memcpy/memmove
 * from it and calls of functions the module defines.  The pointer going
 * anywhere else (a host hook, a phi, a variable index, an unknown size)
 * counts as reading every global.  A renderer leaves the globals no shader
 * reads uncomputed (render.c). */
#include <string.h>

#include "jit_internal.h"

/* Uses looked at, and calls followed one inside another, before giving
 * up (every global read): the walk stays bounded however the module's
 * functions call each other (recursion included). */
#define MAX_VISITS 100000
#define MAX_DEPTH 64

typedef struct walk {
    LLVMTargetDataRef td;
    unsigned nfields;
    unsigned long long field_end[64]; /* field i is [field_end[i-1], field_end[i]) */
    uint64_t read;
    int visits, depth;
} walk;

static void read_all(walk *w)
{
    w->read = RSL_JIT_ALL_GLOBALS;
}

/* The fields overlapping bytes [off, off + size) of the struct. */
static void mark(walk *w, unsigned long long off, unsigned long long size)
{
    for (unsigned i = 0; i < w->nfields; i++) {
        unsigned long long begin = i ? w->field_end[i - 1] : 0;
        if (begin < off + size && off < w->field_end[i])
            w->read |= 1ull << i;
    }
}

/* The bytes a GEP with constant, non-negative indices adds; false for
 * another. */
static bool gep_offset(walk *w, LLVMValueRef gep, unsigned long long *add)
{
    LLVMTypeRef t = LLVMGetGEPSourceElementType(gep);
    unsigned long long off = 0;
    for (int i = 1; i < LLVMGetNumOperands(gep); i++) {
        LLVMValueRef idx = LLVMGetOperand(gep, (unsigned)i);
        if (!LLVMIsAConstantInt(idx) || LLVMConstIntGetSExtValue(idx) < 0)
            return false;
        unsigned long long k = (unsigned long long)LLVMConstIntGetSExtValue(idx);
        if (i == 1) {
            off += k * LLVMABISizeOfType(w->td, t);
        } else if (LLVMGetTypeKind(t) == LLVMStructTypeKind) {
            if (k >= LLVMCountStructElementTypes(t))
                return false;
            off += LLVMOffsetOfElement(w->td, t, (unsigned)k);
            t = LLVMStructGetTypeAtIndex(t, (unsigned)k);
        } else if (LLVMGetTypeKind(t) == LLVMArrayTypeKind || LLVMGetTypeKind(t) == LLVMVectorTypeKind) {
            t = LLVMGetElementType(t);
            off += k * LLVMABISizeOfType(w->td, t);
        } else {
            return false;
        }
    }
    *add = off;
    return true;
}

static void uses_of(walk *w, LLVMValueRef ptr, unsigned long long off);

static bool named(LLVMValueRef fn, const char *prefix)
{
    size_t len;
    const char *name = LLVMGetValueName2(fn, &len);
    return len >= strlen(prefix) && strncmp(name, prefix, strlen(prefix)) == 0;
}

/* ptr (at offset off of the globals) passed to `call`. */
static void call_use(walk *w, LLVMValueRef call, LLVMValueRef ptr, unsigned long long off)
{
    LLVMValueRef fn = LLVMGetCalledValue(call);
    unsigned nargs = LLVMGetNumArgOperands(call);
    if (!LLVMIsAFunction(fn) || LLVMGetCalledValue(call) == ptr) {
        read_all(w);
    } else if (named(fn, "llvm.lifetime.") || named(fn, "llvm.memset.")) {
        /* no read */
    } else if (named(fn, "llvm.memcpy.") || named(fn, "llvm.memmove.")) {
        LLVMValueRef len = LLVMGetOperand(call, 2);
        if (LLVMGetOperand(call, 1) == ptr && !LLVMIsAConstantInt(len))
            read_all(w);
        else if (LLVMGetOperand(call, 1) == ptr)
            mark(w, off, LLVMConstIntGetZExtValue(len));
    } else if (LLVMIsDeclaration(fn) || LLVMCountParams(fn) != nargs || w->depth >= MAX_DEPTH) {
        read_all(w);
    } else {
        w->depth++;
        for (unsigned i = 0; i < nargs; i++)
            if (LLVMGetOperand(call, i) == ptr)
                uses_of(w, LLVMGetParam(fn, i), off);
        w->depth--;
    }
}

/* The reads through ptr, which points at offset off of the globals. */
static void uses_of(walk *w, LLVMValueRef ptr, unsigned long long off)
{
    for (LLVMUseRef u = LLVMGetFirstUse(ptr); u && w->read != RSL_JIT_ALL_GLOBALS; u = LLVMGetNextUse(u)) {
        if (++w->visits > MAX_VISITS) {
            read_all(w);
            return;
        }
        LLVMValueRef user = LLVMGetUser(u);
        unsigned long long add;
        if (LLVMIsAGetElementPtrInst(user) && LLVMGetOperand(user, 0) == ptr && gep_offset(w, user, &add))
            uses_of(w, user, off + add);
        else if (LLVMIsALoadInst(user))
            mark(w, off, LLVMABISizeOfType(w->td, LLVMTypeOf(user)));
        else if (LLVMIsAStoreInst(user) && LLVMGetOperand(user, 1) == ptr && LLVMGetOperand(user, 0) != ptr)
            continue; /* written, not read */
        else if (LLVMIsACallInst(user))
            call_use(w, user, ptr, off);
        else
            read_all(w);
    }
}

uint64_t rsl_jit_globals_read(LLVMModuleRef mod, LLVMValueRef wrapper)
{
    LLVMTypeRef st = LLVMGetTypeByName2(LLVMGetModuleContext(mod), "struct.rsl_globals");
    walk w = {.td = LLVMGetModuleDataLayout(mod)};
    if (!st || LLVMCountStructElementTypes(st) > 64 || LLVMCountParams(wrapper) < 1)
        return RSL_JIT_ALL_GLOBALS;
    w.nfields = LLVMCountStructElementTypes(st);
    for (unsigned i = 0; i < w.nfields; i++)
        w.field_end[i] = i + 1 < w.nfields ? LLVMOffsetOfElement(w.td, st, i + 1) : LLVMABISizeOfType(w.td, st);
    uses_of(&w, LLVMGetParam(wrapper, 0), 0);
    return w.read;
}
