/* A renderer's coordinate systems in a module (rslfront.h, "A renderer's
 * scene bound into a module"): the RPU and PTX glues' rsl_env_space_matrix
 * answers only what a glue can know by itself, so a renderer's instance
 * gets a body that answers each name of the module's string table:
 * "current" and "camera" the identity, "shader" the instance's matrix or
 * its glue's answer, "object" the glue's answer (the object's matrix in
 * the RPU's data memory or the PTX kernel's table), the scene's named
 * systems ("world", "screen", "NDC", "raster", CoordinateSystem's) their
 * matrices, all as constants that O2 folds into the code where the name is
 * known.  "world" absent from the scene is camera space, as on the JIT.
 * Any other name leaves the value unchanged (the answer 0) and marks the
 * place with a call of rsl.unknown.space(name) that
 * rsl_report_unknown_spaces turns, after O2, into one message per name the
 * code still asks for, as the JIT's renderer reports an unknown name once
 * per shader (at compile time here: the RPU and a PTX kernel print
 * nothing); where a switch on a name computed at run time is left, one
 * error says that such a name may be unknown. */
#define _POSIX_C_SOURCE 200809L
#include "rslfront.h"

#include <stdlib.h>
#include <string.h>

#include "rsl_abi.h"
#include "rsl_format.h"

#define UNKNOWN_MARK "rsl.unknown.space"

/* Stores the 16 floats of m (NULL: the identity) at out and returns `known`. */
static void store_matrix(LLVMBuilderRef b, LLVMValueRef out, const float *m, int known)
{
    LLVMContextRef ctx = LLVMGetTypeContext(LLVMTypeOf(out));
    LLVMTypeRef f32 = LLVMFloatTypeInContext(ctx), i64 = LLVMInt64TypeInContext(ctx);
    static const float identity[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};
    for (int k = 0; k < 16; k++) {
        LLVMValueRef at = LLVMConstInt(i64, (unsigned long long)k, 0);
        LLVMBuildStore(b, LLVMConstReal(f32, (double)(m ? m : identity)[k]), LLVMBuildGEP2(b, f32, out, &at, 1, ""));
    }
    LLVMBuildRet(b, LLVMConstInt(LLVMInt32TypeInContext(ctx), (unsigned long long)known, 0));
}

/* What string id `id` of the module names. */
enum answer { UNKNOWN, IDENTITY, SHADER, OBJECT, NAMED };

static enum answer answer_of(LLVMModuleRef m, unsigned id, const rsl_named_space *spaces, int nspaces, int *named)
{
    if (id == RSL_STR_CURRENT || id == RSL_STR_CAMERA)
        return IDENTITY;
    if (id == RSL_STR_SHADER)
        return SHADER;
    if (id == RSL_STR_OBJECT)
        return OBJECT;
    size_t len;
    const char *text = rsl_module_string(m, id, &len);
    for (int i = 0; text && i < nspaces; i++)
        if (strlen(spaces[i].name) == len && memcmp(spaces[i].name, text, len) == 0) {
            *named = i;
            return NAMED;
        }
    return id == RSL_STR_WORLD ? IDENTITY : UNKNOWN;
}

/* The glue function `name` (globals, out) -> known of m; NULL with *err
 * when m lacks it.  A glue may keep it out of line (noinline) so that it
 * outlives the inlining before binding; bound, O2 may inline it. */
static LLVMValueRef glue_answer(LLVMModuleRef m, const char *name, char **err)
{
    LLVMValueRef fn = LLVMGetNamedFunction(m, name);
    if (!fn || LLVMCountParams(fn) != 2) {
        *err = rsl_format("the glue lacks %s(globals, out)", name);
        return NULL;
    }
    unsigned noinline = LLVMGetEnumAttributeKindForName("noinline", strlen("noinline"));
    LLVMRemoveEnumAttributeAtIndex(fn, LLVMAttributeFunctionIndex, noinline);
    return fn;
}

/* Returns what glue function fn answers for the space (globals, out). */
static void return_glue_answer(LLVMBuilderRef b, LLVMValueRef fn, LLVMValueRef globals, LLVMValueRef out)
{
    LLVMValueRef args[2] = {globals, out};
    LLVMBuildRet(b, LLVMBuildCall2(b, LLVMGlobalGetValueType(fn), fn, args, 2, ""));
}

bool rsl_bind_spaces(LLVMModuleRef m, const rsl_space_binding *bind, char **err)
{
    LLVMValueRef fn = LLVMGetNamedFunction(m, "rsl_env_space_matrix");
    if (!fn || LLVMIsDeclaration(fn))
        return true; /* nothing asks for a space */
    *err = NULL;
    if (LLVMCountParams(fn) != 3) {
        *err = rsl_format("the glue lacks rsl_env_space_matrix(globals, space, out)");
        return false;
    }
    LLVMValueRef object = glue_answer(m, bind->object_glue, err);
    LLVMValueRef shader_glue =
        !*err && !bind->shader && bind->shader_glue ? glue_answer(m, bind->shader_glue, err) : NULL;
    if (*err)
        return false;
    for (LLVMBasicBlockRef bb; (bb = LLVMGetFirstBasicBlock(fn));)
        LLVMDeleteBasicBlock(bb);
    LLVMContextRef ctx = LLVMGetModuleContext(m);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
    LLVMValueRef globals = LLVMGetParam(fn, 0), space = LLVMGetParam(fn, 1), out = LLVMGetParam(fn, 2);
    LLVMTypeRef ptr = LLVMPointerTypeInContext(ctx, 0);
    LLVMTypeRef mark_ty = LLVMFunctionType(LLVMVoidTypeInContext(ctx), &ptr, 1, 0);
    LLVMValueRef mark = LLVMGetNamedFunction(m, UNKNOWN_MARK);
    if (!mark)
        mark = LLVMAddFunction(m, UNKNOWN_MARK, mark_ty);
    LLVMValueRef strings = LLVMGetNamedGlobal(m, "rsl.strings");
    unsigned n = rsl_module_string_count(m);

    LLVMBasicBlockRef entry = LLVMAppendBasicBlockInContext(ctx, fn, "entry");
    LLVMBasicBlockRef other = LLVMAppendBasicBlockInContext(ctx, fn, "other");
    LLVMBasicBlockRef ident = LLVMAppendBasicBlockInContext(ctx, fn, "identity");
    LLVMBasicBlockRef obj = LLVMAppendBasicBlockInContext(ctx, fn, "object");
    LLVMPositionBuilderAtEnd(b, entry);
    LLVMValueRef sw = LLVMBuildSwitch(b, space, other, n);
    LLVMPositionBuilderAtEnd(b, other);
    store_matrix(b, out, NULL, 0);
    LLVMPositionBuilderAtEnd(b, ident);
    store_matrix(b, out, NULL, 1);
    LLVMPositionBuilderAtEnd(b, obj);
    return_glue_answer(b, object, globals, out);
    for (unsigned id = 1; id < n; id++) {
        int named = -1;
        enum answer a = answer_of(m, id, bind->spaces, bind->nspaces, &named);
        LLVMValueRef k = LLVMConstInt(LLVMTypeOf(space), id, 0);
        if (a == IDENTITY || a == OBJECT || (a == SHADER && !bind->shader && !shader_glue)) {
            LLVMAddCase(sw, k, a == OBJECT ? obj : ident);
            continue;
        }
        LLVMBasicBlockRef bb = LLVMAppendBasicBlockInContext(ctx, fn, "space");
        LLVMAddCase(sw, k, bb);
        LLVMPositionBuilderAtEnd(b, bb);
        if (a == SHADER && shader_glue) {
            return_glue_answer(b, shader_glue, globals, out);
            continue;
        }
        if (a == UNKNOWN) {
            LLVMValueRef name = LLVMGetAggregateElement(LLVMGetInitializer(strings), id);
            LLVMBuildCall2(b, mark_ty, mark, &name, 1, "");
        }
        store_matrix(b, out, a == SHADER ? bind->shader : a == NAMED ? bind->spaces[named].to_current.m : NULL,
                     a != UNKNOWN);
    }
    LLVMDisposeBuilder(b);
    return true;
}

/* Whether the mark `call` sits where a switch on a name left unknown at
 * compile time still chooses (the space body not folded away). */
static bool named_at_run_time(LLVMValueRef call)
{
    LLVMBasicBlockRef bb = LLVMGetInstructionParent(call);
    LLVMValueRef fn = LLVMGetBasicBlockParent(bb);
    for (LLVMBasicBlockRef p = LLVMGetFirstBasicBlock(fn); p; p = LLVMGetNextBasicBlock(p)) {
        LLVMValueRef term = LLVMGetBasicBlockTerminator(p);
        if (!term || LLVMGetInstructionOpcode(term) != LLVMSwitch || LLVMIsConstant(LLVMGetOperand(term, 0)))
            continue;
        for (unsigned i = 0; i < LLVMGetNumSuccessors(term); i++)
            if (LLVMGetSuccessor(term, i) == bb)
                return true;
    }
    return false;
}

void rsl_report_unknown_spaces(LLVMModuleRef m, const char *shader, FILE *errors)
{
    LLVMValueRef mark = LLVMGetNamedFunction(m, UNKNOWN_MARK);
    if (!mark)
        return;
    char **seen = NULL;
    size_t nseen = 0;
    bool run_time = false;
    for (LLVMUseRef u; (u = LLVMGetFirstUse(mark));) {
        LLVMValueRef call = LLVMGetUser(u), name = LLVMGetOperand(call, 0);
        LLVMValueRef data = LLVMIsAGlobalVariable(name) ? LLVMGetInitializer(name) : NULL;
        size_t len = 0;
        const char *text = data && LLVMIsAConstantDataSequential(data) ? LLVMGetAsString(data, &len) : "";
        char *s = strndup(text, len);
        size_t i = 0;
        while (i < nseen && strcmp(seen[i], s))
            i++;
        bool at_run_time = named_at_run_time(call);
        run_time |= at_run_time;
        if (at_run_time || i < nseen) {
            free(s);
        } else {
            fprintf(errors, "error: %s: unknown coordinate system \"%s\" (transforms naming it leave their value "
                    "unchanged)\n", shader, s);
            seen = realloc(seen, (nseen + 1) * sizeof *seen);
            if (!seen)
                abort();
            seen[nseen++] = s;
        }
        LLVMInstructionEraseFromParent(call);
        if (LLVMIsAGlobalVariable(name) && !LLVMGetFirstUse(name))
            LLVMDeleteGlobal(name);
    }
    if (run_time)
        fprintf(errors, "error: %s: a coordinate system named at run time that is none of the scene's leaves the "
                "value unchanged (the name is not known when the shader is compiled)\n", shader);
    LLVMDeleteFunction(mark);
    for (size_t i = 0; i < nseen; i++)
        free(seen[i]);
    free(seen);
}
