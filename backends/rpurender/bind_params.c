/* A shader instance's parameter values on the RPU: stored into the entry's
 * parameter block right after the shader's .init has stored the defaults
 * (in the entry's NAME.run: frontend/irgen_rpu_entries.c), so that O2 folds them into the code as
 * constants, as a RIB's `Surface "plastic" "Ks" [0.8]` asks. */
#include "rslrpu_internal.h"

#include <stdlib.h>
#include <string.h>

#include "rsl_format.h"
#include "scene.h"

/* The constant of type t made of floats f[*used..n); NULL when t holds
 * something other than floats (a string's id) or the floats run out. */
static LLVMValueRef const_of(LLVMTypeRef t, const float *f, size_t n, size_t *used)
{
    LLVMTypeKind k = LLVMGetTypeKind(t);
    if (k == LLVMFloatTypeKind)
        return *used < n ? LLVMConstReal(t, (double)f[(*used)++]) : NULL;
    unsigned count = k == LLVMVectorTypeKind  ? LLVMGetVectorSize(t)
                     : k == LLVMArrayTypeKind ? LLVMGetArrayLength(t)
                     : k == LLVMStructTypeKind ? LLVMCountStructElementTypes(t)
                                               : 0;
    if (!count)
        return NULL;
    LLVMValueRef *el = calloc(count, sizeof *el);
    if (!el)
        abort();
    LLVMValueRef c = NULL;
    bool ok = true;
    for (unsigned i = 0; i < count && ok; i++)
        ok = (el[i] = const_of(k == LLVMStructTypeKind ? LLVMStructGetTypeAtIndex(t, i) : LLVMGetElementType(t), f,
                               n, used)) != NULL;
    if (ok)
        c = k == LLVMVectorTypeKind  ? LLVMConstVector(el, count)
            : k == LLVMArrayTypeKind ? LLVMConstArray(LLVMGetElementType(t), el, count)
                                     : LLVMConstNamedStruct(t, el, count);
    free(el);
    return c;
}

/* The call of the shader's .init in `run`, or NULL. */
static LLVMValueRef init_call(LLVMValueRef run)
{
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(run); b; b = LLVMGetNextBasicBlock(b))
        for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
            LLVMValueRef callee = LLVMIsACallInst(i) ? LLVMGetCalledValue(i) : NULL;
            size_t len = 0;
            const char *name = callee ? LLVMGetValueName2(callee, &len) : "";
            if (len > 5 && strcmp(name + len - 5, ".init") == 0)
                return i;
        }
    return NULL;
}

/* The index of parameter `name` in the !rsl.shaders node of shader `shader`
 * (its params, operand 5), its type in *type (point, vector, normal; else
 * float); -1 when it has none of that name. */
static int param_index(LLVMModuleRef m, const char *shader, const char *name, scene_param_type *type)
{
    int n = (int)LLVMGetNamedMetadataNumOperands(m, "rsl.shaders"), found = -1;
    LLVMValueRef *nodes = calloc((size_t)n + 1, sizeof *nodes);
    if (!nodes)
        abort();
    LLVMGetNamedMetadataOperands(m, "rsl.shaders", nodes);
    for (int i = 0; i < n && found < 0; i++) {
        LLVMValueRef ops[6];
        unsigned len;
        if (LLVMGetMDNodeNumOperands(nodes[i]) != 6)
            continue;
        LLVMGetMDNodeOperands(nodes[i], ops);
        const char *s = LLVMGetMDString(ops[1], &len);
        if (!s || strlen(shader) != len || strncmp(s, shader, len) != 0)
            continue;
        unsigned np = LLVMGetMDNodeNumOperands(ops[5]);
        LLVMValueRef *params = calloc(np + 1, sizeof *params);
        if (!params)
            abort();
        LLVMGetMDNodeOperands(ops[5], params);
        for (unsigned k = 0; k < np && found < 0; k++) {
            LLVMValueRef field[5];
            LLVMGetMDNodeOperands(params[k], field);
            const char *pn = LLVMGetMDString(field[0], &len);
            if (!pn || strlen(name) != len || strncmp(pn, name, len) != 0)
                continue;
            found = (int)k;
            const char *t = LLVMGetMDString(field[1], &len);
            *type = !t                             ? SCENE_PARAM_FLOAT
                    : strncmp(t, "point", 5) == 0  ? SCENE_PARAM_POINT
                    : strncmp(t, "vector", 6) == 0 ? SCENE_PARAM_VECTOR
                    : strncmp(t, "normal", 6) == 0 ? SCENE_PARAM_NORMAL
                                                   : SCENE_PARAM_FLOAT;
        }
        free(params);
    }
    free(nodes);
    return found;
}

bool rslrpu_bind_params(LLVMModuleRef m, const char *shader, const rslrpu_param *params, int nparams, FILE *warnings,
                        char **err)
{
    char *run_name = rsl_format("%s.run", shader); /* where the entry runs the shader (irgen_rpu_entries.c) */
    LLVMValueRef run = LLVMGetNamedFunction(m, run_name), call = run ? init_call(run) : NULL;
    free(run_name);
    if (!call) {
        *err = rsl_format("%s: no entry with a parameter block to bind values to", shader);
        return false;
    }
    LLVMValueRef block = LLVMGetOperand(call, 1);
    LLVMTypeRef type = LLVMGetAllocatedType(block);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(m));
    LLVMPositionBuilder(b, LLVMGetInstructionParent(call), LLVMGetNextInstruction(call));
    bool ok = true;
    for (int i = 0; i < nparams && ok; i++) {
        const rslrpu_param *p = &params[i];
        scene_param_type ptype;
        int k = param_index(m, shader, p->name, &ptype);
        if (k < 0) {
            fprintf(warnings, "warning: shader '%s' has no parameter '%s' (ignored)\n", shader, p->name);
            continue;
        }
        ptype = p->type >= 0 ? (scene_param_type)p->type : ptype;
        bool spatial = p->space && p->f &&
                       (ptype == SCENE_PARAM_POINT || ptype == SCENE_PARAM_VECTOR || ptype == SCENE_PARAM_NORMAL);
        float *moved = spatial ? malloc((p->nvalues + 1) * sizeof *moved) : NULL;
        for (size_t v = 0; moved && v < p->nvalues; v += 3) {
            if (v + 3 <= p->nvalues)
                scene_param_transform(p->space, p->f + v, moved + v, ptype);
            else
                memcpy(moved + v, p->f + v, (p->nvalues - v) * sizeof *moved);
        }
        size_t used = 0;
        LLVMTypeRef field = LLVMStructGetTypeAtIndex(type, (unsigned)k);
        LLVMValueRef c = p->f ? const_of(field, moved ? moved : p->f, p->nvalues, &used) : NULL;
        free(moved);
        if (!c || used != p->nvalues) {
            *err = p->f ? rsl_format("%s: parameter '%s': %zu numbers do not make its value", shader, p->name,
                                     p->nvalues)
                        : rsl_format("%s: parameter '%s': string values cannot be bound on the RPU", shader,
                                     p->name);
            ok = false;
            break;
        }
        LLVMBuildStore(b, c, LLVMBuildStructGEP2(b, type, block, (unsigned)k, p->name));
    }
    LLVMDisposeBuilder(b);
    return ok;
}
