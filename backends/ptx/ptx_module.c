/* Module level of the PTX emitter: header, globals (structs as byte arrays,
 * seed 004 section 3.7), function prototypes and the driver. */
#include "ptx_internal.h"
#include "rslpasses.h"

#include <llvm-c/Analysis.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char NVPTX64_LAYOUT[] = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64";

/* Lowest PTX ISA per target (PTX ISA manual, "Release notes" table). */
static const struct {
    const char *sm;
    int major, minor;
} isa_table[] = {
    {"sm_75", 6, 3},   {"sm_80", 7, 0},   {"sm_86", 7, 1},   {"sm_87", 7, 4},
    {"sm_88", 9, 0},   {"sm_89", 7, 8},   {"sm_90", 7, 8},   {"sm_90a", 8, 0},
    {"sm_100", 8, 6},  {"sm_100a", 8, 6}, {"sm_100f", 8, 8}, {"sm_103", 8, 8},
    {"sm_103a", 8, 8}, {"sm_103f", 8, 8}, {"sm_110", 9, 0},  {"sm_110a", 9, 0},
    {"sm_110f", 9, 0}, {"sm_120", 8, 7},  {"sm_120a", 8, 7}, {"sm_120f", 8, 8},
    {"sm_121", 8, 8},  {"sm_121a", 8, 8}, {"sm_121f", 8, 8},
};

bool ptxcg_isa_version(const char *sm, int *major, int *minor) {
    for (size_t i = 0; i < sizeof isa_table / sizeof isa_table[0]; i++)
        if (strcmp(isa_table[i].sm, sm) == 0) {
            *major = isa_table[i].major;
            *minor = isa_table[i].minor;
            return true;
        }
    return false;
}

void emit_error(Emitter *e, LLVMValueRef inst, const char *fmt, ...) {
    if (e->error)
        return;
    Buf b = {0};
    if (e->fn) {
        size_t len;
        const char *name = LLVMGetValueName2(e->fn, &len);
        buf_printf(&b, "in function '%.*s': ", (int)len, name);
    }
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    buf_printf(&b, "%s", msg);
    if (inst) {
        buf_printf(&b, ": ");
        describe_value(&b, inst);
    }
    e->error = b.data;
}

/* Globals by name (their text would hold a whole body or initializer),
 * anything else by the first line of its text, shortened. */
void describe_value(Buf *b, LLVMValueRef v) {
    if (LLVMIsAGlobalValue(v)) {
        size_t len;
        const char *name = LLVMGetValueName2(v, &len);
        buf_printf(b, "'@%.*s'", (int)len, name);
        return;
    }
    char *s = LLVMPrintValueToString(v);
    const char *p = s;
    while (*p == ' ')
        p++;
    enum { MAX_TEXT = 160 };
    size_t n = strcspn(p, "\n");
    buf_printf(b, "'%.*s%s'", (int)(n > MAX_TEXT ? MAX_TEXT : n), p, n > MAX_TEXT ? "..." : "");
    LLVMDisposeMessage(s);
}

void ptx_symbol(Buf *b, LLVMValueRef g) {
    size_t len;
    const char *name = LLVMGetValueName2(g, &len);
    if (!len) {
        buf_printf(b, "__unnamed_%p", (void *)g);
        return;
    }
    /* PTX identifiers: [a-zA-Z_$][a-zA-Z0-9_$]*; '.' becomes "_$_". */
    if (!((name[0] >= 'a' && name[0] <= 'z') || (name[0] >= 'A' && name[0] <= 'Z') || name[0] == '_'))
        buf_append(b, "_$", 2);
    for (size_t i = 0; i < len; i++) {
        char c = name[i];
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '$')
            buf_append(b, &c, 1);
        else if (c == '.')
            buf_append(b, "_$_", 3);
        else
            buf_printf(b, "_$%02x", (unsigned char)c);
    }
}

unsigned int_width(LLVMTypeRef t) {
    return LLVMGetTypeKind(t) == LLVMPointerTypeKind ? 64 : LLVMGetIntTypeWidth(t);
}

bool reg_class_of(LLVMTypeRef t, RegClass *cls) {
    switch (LLVMGetTypeKind(t)) {
    case LLVMIntegerTypeKind: {
        unsigned w = LLVMGetIntTypeWidth(t);
        if (w == 1)
            *cls = RC_PRED;
        else if (w <= 16)
            *cls = RC_B16;
        else if (w <= 32)
            *cls = RC_B32;
        else if (w <= 64)
            *cls = RC_B64;
        else
            return false;
        return true;
    }
    case LLVMPointerTypeKind:
        *cls = RC_B64;
        return true;
    case LLVMHalfTypeKind:
    case LLVMBFloatTypeKind:
        *cls = RC_B16;
        return true;
    case LLVMFloatTypeKind:
        *cls = RC_F32;
        return true;
    case LLVMDoubleTypeKind:
        *cls = RC_F64;
        return true;
    default:
        return false;
    }
}

const char *state_space(unsigned as) {
    switch (as) {
    case RSL_AS_GLOBAL: return ".global";
    case RSL_AS_SHARED: return ".shared";
    case RSL_AS_CONSTANT: return ".const";
    case RSL_AS_LOCAL: return ".local";
    default: return "";
    }
}

const char *type_b(RegClass c) {
    static const char *n[] = {".pred", ".b16", ".b32", ".b64", ".f32", ".f64"};
    return n[c];
}
const char *type_u(RegClass c) {
    static const char *n[] = {".pred", ".u16", ".u32", ".u64", ".f32", ".f64"};
    return n[c];
}
const char *type_s(RegClass c) {
    static const char *n[] = {".pred", ".s16", ".s32", ".s64", ".f32", ".f64"};
    return n[c];
}
int class_bits(RegClass c) {
    static const int n[] = {1, 16, 32, 64, 32, 64};
    return n[c];
}

/* ---- global variables ---- */

typedef struct {
    unsigned char *bytes;
    size_t size;
    struct Reloc {
        size_t offset;
        LLVMValueRef global;
        int64_t addend; /* bytes past the global: symbol+addend */
        bool generic;
    } *relocs;
    size_t nrelocs;
} InitImage;

static bool fill_constant(Emitter *e, InitImage *img, LLVMValueRef c, size_t off, LLVMValueRef g);

/* The global and byte offset a constant address names: a global, through
 * casts and getelementptrs with constant indices (`@h + 4`, which llc 16
 * drops silently). */
static bool constant_address(Emitter *e, LLVMValueRef c, LLVMValueRef *global, int64_t *offset) {
    if (LLVMIsAGlobalVariable(c)) {
        *global = c;
        *offset = 0;
        return true;
    }
    if (!LLVMIsAConstantExpr(c))
        return false;
    LLVMOpcode op = LLVMGetConstOpcode(c);
    if (op == LLVMAddrSpaceCast || op == LLVMBitCast)
        return constant_address(e, LLVMGetOperand(c, 0), global, offset);
    if (op != LLVMGetElementPtr || !constant_address(e, LLVMGetOperand(c, 0), global, offset))
        return false;
    LLVMTypeRef t = LLVMGetGEPSourceElementType(c);
    unsigned n = (unsigned)LLVMGetNumOperands(c);
    for (unsigned k = 1; k < n; k++) {
        LLVMValueRef idx = LLVMGetOperand(c, k);
        if (!LLVMIsAConstantInt(idx))
            return false;
        int64_t i = LLVMConstIntGetSExtValue(idx);
        if (k == 1) {
            *offset += i * (int64_t)LLVMABISizeOfType(e->dl, t);
        } else if (LLVMGetTypeKind(t) == LLVMStructTypeKind) {
            *offset += (int64_t)LLVMOffsetOfElement(e->dl, t, (unsigned)i);
            t = LLVMStructGetTypeAtIndex(t, (unsigned)i);
        } else if (LLVMGetTypeKind(t) == LLVMArrayTypeKind || LLVMGetTypeKind(t) == LLVMVectorTypeKind) {
            t = LLVMGetElementType(t);
            *offset += i * (int64_t)LLVMABISizeOfType(e->dl, t);
        } else {
            return false;
        }
    }
    return true;
}

static bool fill_aggregate(Emitter *e, InitImage *img, LLVMValueRef c, size_t off, LLVMValueRef g) {
    LLVMTypeRef t = LLVMTypeOf(c);
    LLVMTypeKind k = LLVMGetTypeKind(t);
    unsigned n = k == LLVMStructTypeKind ? LLVMCountStructElementTypes(t)
               : k == LLVMArrayTypeKind  ? LLVMGetArrayLength(t)
                                         : LLVMGetVectorSize(t);
    for (unsigned i = 0; i < n; i++) {
        LLVMValueRef el = LLVMGetAggregateElement(c, i);
        if (!el) {
            emit_error(e, g, "unsupported initializer");
            return false;
        }
        size_t eoff = k == LLVMStructTypeKind ? (size_t)LLVMOffsetOfElement(e->dl, t, i)
                                              : i * (size_t)LLVMABISizeOfType(e->dl, LLVMTypeOf(el));
        if (!fill_constant(e, img, el, off + eoff, g))
            return false;
    }
    return true;
}

static bool fill_constant(Emitter *e, InitImage *img, LLVMValueRef c, size_t off, LLVMValueRef g) {
    LLVMTypeRef t = LLVMTypeOf(c);
    if (LLVMIsNull(c) || LLVMIsUndef(c))
        return true; /* the image starts zeroed */
    switch (LLVMGetTypeKind(t)) {
    case LLVMIntegerTypeKind: {
        if (!LLVMIsAConstantInt(c)) {
            emit_error(e, g, "unsupported constant expression in an initializer");
            return false;
        }
        /* 64 bits at a time: wider integers (i128) word by word, low first. */
        size_t n = (size_t)LLVMStoreSizeOfType(e->dl, t);
        for (size_t w = 0; w * 8 < n; w++) {
            LLVMValueRef word = LLVMGetIntTypeWidth(t) > 64 ? int_constant_word(c, (unsigned)w) : c;
            unsigned long long v = LLVMConstIntGetZExtValue(word);
            for (size_t i = 0; i < 8 && w * 8 + i < n; i++)
                img->bytes[off + w * 8 + i] = (unsigned char)(v >> (8 * i));
        }
        return true;
    }
    case LLVMHalfTypeKind:
    case LLVMBFloatTypeKind:
    case LLVMFloatTypeKind:
    case LLVMDoubleTypeKind: {
        if (!LLVMIsAConstantFP(c)) {
            emit_error(e, g, "unsupported constant expression in an initializer");
            return false;
        }
        LLVMBool lost;
        double d = LLVMConstRealGetDouble(c, &lost);
        uint64_t bits = 0;
        size_t n = 8;
        if (LLVMGetTypeKind(t) == LLVMFloatTypeKind) {
            float f = (float)d;
            uint32_t u;
            memcpy(&u, &f, 4);
            bits = u;
            n = 4;
        } else if (LLVMGetTypeKind(t) == LLVMDoubleTypeKind) {
            memcpy(&bits, &d, 8);
        } else { /* half, bfloat: their bits, folded by a bitcast */
            LLVMValueRef b16 = LLVMConstBitCast(c, LLVMInt16TypeInContext(LLVMGetTypeContext(t)));
            if (!LLVMIsAConstantInt(b16)) {
                emit_error(e, g, "unsupported 16-bit float constant in an initializer");
                return false;
            }
            bits = LLVMConstIntGetZExtValue(b16);
            n = 2;
        }
        for (size_t i = 0; i < n; i++)
            img->bytes[off + i] = (unsigned char)(bits >> (8 * i));
        return true;
    }
    case LLVMPointerTypeKind: {
        LLVMValueRef target;
        int64_t addend;
        bool generic = LLVMGetPointerAddressSpace(t) == 0;
        if (!constant_address(e, c, &target, &addend)) {
            emit_error(e, g, "unsupported address in an initializer");
            return false;
        }
        img->relocs = realloc(img->relocs, (img->nrelocs + 1) * sizeof *img->relocs);
        if (!img->relocs)
            abort();
        img->relocs[img->nrelocs++] = (struct Reloc){off, target, addend, generic};
        return true;
    }
    case LLVMStructTypeKind:
    case LLVMArrayTypeKind:
    case LLVMVectorTypeKind:
        return fill_aggregate(e, img, c, off, g);
    default:
        emit_error(e, g, "unsupported initializer type");
        return false;
    }
}

static void emit_global(Emitter *e, LLVMValueRef g) {
    LLVMTypeRef t = LLVMGlobalGetValueType(g);
    unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(g));
    size_t size = (size_t)LLVMABISizeOfType(e->dl, t);
    unsigned align = LLVMGetAlignment(g);
    if (!align)
        align = LLVMABIAlignmentOfType(e->dl, t);
    if (as != RSL_AS_GLOBAL && as != RSL_AS_SHARED && as != RSL_AS_CONSTANT) {
        emit_error(e, g, "global variables must live in global, shared or constant memory (address space %u)", as);
        return;
    }
    LLVMValueRef init = LLVMGetInitializer(g);
    LLVMLinkage link = LLVMGetLinkage(g);
    bool external = link != LLVMInternalLinkage && link != LLVMPrivateLinkage;
    Buf *o = &e->out;
    if (!init)
        buf_printf(o, ".extern ");
    else if (external)
        buf_printf(o, ".visible ");
    buf_printf(o, "%s .align %u", state_space(as), align);
    InitImage img = {0};
    bool has_init = init && as != RSL_AS_SHARED && !LLVMIsNull(init) && !LLVMIsUndef(init);
    if (has_init) {
        img.size = size;
        img.bytes = calloc(size ? size : 1, 1);
        if (!img.bytes)
            abort();
        if (!fill_constant(e, &img, init, 0, g)) {
            free(img.bytes);
            free(img.relocs);
            return;
        }
    }
    if (!img.nrelocs) {
        buf_printf(o, " .b8 ");
        ptx_symbol(o, g);
        /* An external zero-length array is CUDA's dynamic shared memory
         * (`extern __shared__ float s[];`): PTX's unsized declaration. */
        if (!init && !size)
            buf_printf(o, "[]");
        else
            buf_printf(o, "[%zu]", size ? size : 1);
        if (has_init) {
            buf_printf(o, " = {");
            for (size_t i = 0; i < size; i++)
                buf_printf(o, "%s%u", i ? ", " : "", img.bytes[i]);
            buf_printf(o, "}");
        }
    } else {
        /* Addresses of other globals: 64-bit words. */
        bool ok = size % 8 == 0 && align >= 8;
        for (size_t r = 0; r < img.nrelocs; r++)
            ok = ok && img.relocs[r].offset % 8 == 0;
        if (!ok) {
            emit_error(e, g, "an initializer holding addresses must be made of aligned 64-bit words");
        } else {
            buf_printf(o, " .u64 ");
            ptx_symbol(o, g);
            buf_printf(o, "[%zu] = {", size / 8);
            for (size_t w = 0; w < size / 8; w++) {
                if (w)
                    buf_printf(o, ", ");
                size_t r = 0;
                while (r < img.nrelocs && img.relocs[r].offset != w * 8)
                    r++;
                if (r < img.nrelocs) {
                    buf_printf(o, "%s", img.relocs[r].generic ? "generic(" : "");
                    ptx_symbol(o, img.relocs[r].global);
                    buf_printf(o, "%s", img.relocs[r].generic ? ")" : "");
                    if (img.relocs[r].addend)
                        buf_printf(o, "%+lld", (long long)img.relocs[r].addend);
                } else {
                    uint64_t v = 0;
                    for (int i = 7; i >= 0; i--)
                        v = v << 8 | img.bytes[w * 8 + (size_t)i];
                    buf_printf(o, "%llu", (unsigned long long)v);
                }
            }
            buf_printf(o, "}");
        }
    }
    buf_printf(o, ";\n");
    free(img.bytes);
    free(img.relocs);
}

/* The globals an initializer names (through casts and aggregates). */
static void referenced_globals(LLVMValueRef c, LLVMValueRef *out, size_t *n, size_t max) {
    if (LLVMIsAGlobalVariable(c)) {
        for (size_t i = 0; i < *n; i++)
            if (out[i] == c)
                return;
        if (*n < max)
            out[(*n)++] = c;
        return;
    }
    if (!LLVMIsAConstantExpr(c) && !LLVMIsAConstantStruct(c) && !LLVMIsAConstantArray(c) && !LLVMIsAConstantVector(c))
        return;
    for (int i = 0, k = LLVMGetNumOperands(c); i < k; i++)
        referenced_globals(LLVMGetOperand(c, (unsigned)i), out, n, max);
}

static bool is_llvm_global(LLVMValueRef g) {
    size_t len;
    const char *name = LLVMGetValueName2(g, &len);
    return len > 5 && strncmp(name, "llvm.", 5) == 0; /* llvm.used and friends */
}

/* PTX wants a variable declared before an initializer names it: globals go
 * out after the ones their initializers reference. */
static void emit_globals_in_order(Emitter *e) {
    size_t n = 0;
    for (LLVMValueRef g = LLVMGetFirstGlobal(e->m); g; g = LLVMGetNextGlobal(g))
        n++;
    LLVMValueRef *all = calloc(n ? n : 1, sizeof *all), *refs = calloc(n ? n : 1, sizeof *refs);
    bool *done = calloc(n ? n : 1, sizeof *done);
    if (!all || !refs || !done)
        abort();
    n = 0;
    for (LLVMValueRef g = LLVMGetFirstGlobal(e->m); g; g = LLVMGetNextGlobal(g))
        all[n++] = g;
    for (size_t left = n, progress = 1; left && progress && !e->error;) {
        progress = 0;
        for (size_t i = 0; i < n && !e->error; i++) {
            if (done[i])
                continue;
            size_t nrefs = 0;
            if (LLVMGetInitializer(all[i]))
                referenced_globals(LLVMGetInitializer(all[i]), refs, &nrefs, n);
            bool ready = true;
            for (size_t r = 0; r < nrefs && ready; r++)
                for (size_t j = 0; j < n; j++)
                    if (all[j] == refs[r] && !done[j] && j != i)
                        ready = false;
            if (!ready)
                continue;
            if (!is_llvm_global(all[i]))
                emit_global(e, all[i]);
            done[i] = true;
            left--;
            progress = 1;
        }
        if (left && !progress)
            emit_error(e, NULL, "global variables whose initializers name each other in a cycle are not supported");
    }
    free(all);
    free(refs);
    free(done);
}

/* ---- driver ---- */

static bool is_intrinsic_or_unused_declaration(LLVMValueRef f) {
    size_t len;
    const char *name = LLVMGetValueName2(f, &len);
    return (len > 5 && strncmp(name, "llvm.", 5) == 0) || !LLVMGetFirstUse(f);
}

bool ptxcg_emit(LLVMModuleRef m, const PtxOptions *opt, char **ptx, char **error) {
    PtxOptions defaults = {.sm = "sm_80"};
    if (!opt)
        opt = &defaults;
    const char *sm = opt->sm ? opt->sm : "sm_80";
    Emitter e = {.m = m, .opt = opt, .sm = sm};
    *ptx = NULL;
    *error = NULL;
    int major, minor;
    if (!ptxcg_isa_version(sm, &major, &minor)) {
        emit_error(&e, NULL, "unknown target '%s' (known: sm_75, sm_80, sm_86, sm_87, sm_89, sm_90, sm_90a, sm_100, sm_120 ...)", sm);
        *error = e.error;
        return false;
    }
    /* 32-bit nvptx (triple nvptx-nvidia-cuda, 32-bit pointers): ptxas of
     * CUDA 13 refuses .address_size 32 for every target ("32-Bit
     * compilation is no longer supported"; sm_90 and later never had it),
     * so there is nothing valid to print. */
    const char *triple = LLVMGetTarget(m);
    bool triple32 = strncmp(triple, "nvptx-", 6) == 0 || strcmp(triple, "nvptx") == 0;
    if (!*LLVMGetDataLayoutStr(m) && !triple32)
        LLVMSetDataLayout(m, NVPTX64_LAYOUT);
    e.dl = LLVMGetModuleDataLayout(m);
    if (triple32 || LLVMPointerSize(e.dl) != 8) {
        emit_error(&e, NULL,
                   "32-bit addressing (triple '%s', data layout '%s') is not supported by the ptx target (%s): "
                   "ptxas no longer accepts .address_size 32 (CUDA 13: '32-Bit compilation is no longer supported'); "
                   "compile for nvptx64-nvidia-cuda",
                   triple, LLVMGetDataLayoutStr(m), sm);
        *error = e.error;
        return false;
    }
    buf_printf(&e.out, "//\n// Generated by llc-rpu -march=ptx\n//\n\n.version %d.%d\n.target %s\n.address_size 64\n\n",
               major, minor, sm);
    emit_globals_in_order(&e);
    buf_printf(&e.out, "\n");
    /* Prototypes of called functions first: PTX needs a declaration before a
     * call.  A function defined elsewhere is `.extern .func` (separate
     * compilation, ptxas -c), except the project's runtime (rsl_*), which
     * rsl2ll --target=ptx links into the module: missing, the module was
     * made for another target. */
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f && !e.error; f = LLVMGetNextFunction(f)) {
        if (LLVMIsDeclaration(f)) {
            size_t len;
            const char *name = LLVMGetValueName2(f, &len);
            if (is_intrinsic_or_unused_declaration(f))
                continue;
            if (len > 4 && strncmp(name, "rsl_", 4) == 0) {
                emit_error(&e, NULL, "call to undefined function '%.*s' (no PTX library provides it)", (int)len, name);
                continue;
            }
        } else if (rsl_is_kernel(m, f) || !LLVMGetFirstUse(f)) {
            continue;
        }
        emit_function_prototype(&e, &e.out, f, false);
        buf_printf(&e.out, ";\n\n");
    }
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f && !e.error; f = LLVMGetNextFunction(f)) {
        if (LLVMIsDeclaration(f))
            continue;
        emit_function(&e, f, rsl_is_kernel(m, f));
        e.fn_index++;
    }
    if (e.error) {
        buf_free(&e.out);
        *error = e.error;
        return false;
    }
    *ptx = e.out.data;
    return true;
}

/* False with "<what>: <the verifier's message>" in *error when m does not
 * verify. */
static bool module_verifies(LLVMModuleRef m, const char *what, char **error) {
    char *msg = NULL;
    bool broken = LLVMVerifyModule(m, LLVMReturnStatusAction, &msg);
    if (broken) {
        Emitter e = {.m = m};
        emit_error(&e, NULL, "%s: %s", what, msg);
        *error = e.error;
    }
    LLVMDisposeMessage(msg);
    return !broken;
}

bool ptxcg_compile(LLVMModuleRef m, const PtxOptions *opt, char **ptx, char **error) {
    *ptx = NULL;
    *error = NULL;
    if (!module_verifies(m, "the input module is invalid", error))
        return false;
    if (!*LLVMGetDataLayoutStr(m))
        LLVMSetDataLayout(m, NVPTX64_LAYOUT);
    if (!rsl_prepare_for_ptx(m, opt && opt->accurate_math, error))
        return false;
    clean_up_ir(m);
    /* An instruction moved above its operands would print as a read of an
     * unwritten register: the reshaped IR must still verify. */
    if (!module_verifies(m, "internal error: the IR is invalid after ptx_ir_cleanup.c", error))
        return false;
    return ptxcg_emit(m, opt, ptx, error);
}
