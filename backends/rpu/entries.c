/* Shader entries (docs/rpu.md, "Shader interface"): what the VM calls.
 *
 * A surface shader `surface s()` compiles to `void @surface_s(ptr globals,
 * ptr params)`; its entry is `<3 x float> @s(<3 x float> orig, <3 x float>
 * dir)` (R0.xyz, R1.xyz, HIT and HIT_TRI set by trace): the globals and the
 * parameters live in allocas, rsl_rpu_surface_globals (runtime/glue_rpu.c)
 * fills the globals from the hit, the parameters get their defaults and the
 * init function, the shader runs, and Ci is the result (R0.xyz).  A main
 * shader `color m(point P)` compiles to `@m(ptr globals, <3 x float> P)`;
 * its body is renamed m.body and the entry `<3 x float> @m(<3 x float> P)`
 * calls it with globals of its own.  Everything but the entries becomes
 * internal and always-inline, and the O2 pipeline then inlines it all:
 * the globals never reach memory (SROA), only what the shader reads is
 * computed. */
#include "mir.h"

#include <llvm-c/Transforms/PassBuilder.h>
#include <stdlib.h>
#include <string.h>

enum { GLOBALS_CI = 7 }; /* rsl_abi.h RSL_GLOBALS order: P N Ng I E Cs Os Ci */

static void always_inline(LLVMValueRef fn) {
    LLVMContextRef ctx = LLVMGetTypeContext(LLVMTypeOf(fn));
    unsigned kind = LLVMGetEnumAttributeKindForName("alwaysinline", 12);
    LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(ctx, kind, 0));
    unsigned no = LLVMGetEnumAttributeKindForName("noinline", 8);
    LLVMRemoveEnumAttributeAtIndex(fn, LLVMAttributeFunctionIndex, no);
}

static LLVMValueRef md_value(LLVMValueRef node, unsigned i) {
    unsigned n = LLVMGetMDNodeNumOperands(node);
    if (i >= n) return NULL;
    LLVMValueRef *ops = calloc(n, sizeof *ops);
    LLVMGetMDNodeOperands(node, ops);
    LLVMValueRef v = ops[i];
    free(ops);
    return v;
}

static const char *md_string(LLVMValueRef node, unsigned i) {
    LLVMValueRef v = md_value(node, i);
    unsigned len;
    return v ? LLVMGetMDString(v, &len) : NULL;
}

/* Builds the entry of one surface shader; false when the module lacks the glue. */
static bool surface_entry(LLVMModuleRef m, const char *name, LLVMValueRef shader, LLVMValueRef defaults,
                          LLVMValueRef init, bool flat, char **err) {
    LLVMContextRef ctx = LLVMGetModuleContext(m);
    LLVMValueRef glue = LLVMGetNamedFunction(m, "rsl_rpu_surface_globals");
    LLVMTypeRef gt = LLVMGetTypeByName2(ctx, "struct.rsl_globals");
    if (!glue || !gt) {
        *err = mir_strdupf("surface shader '%s': the module has no RPU glue (compile with rsl2ll --target=rpu)", name);
        return false;
    }
    LLVMTypeRef f3 = LLVMVectorType(LLVMFloatTypeInContext(ctx), 3), i32 = LLVMInt32TypeInContext(ctx);
    LLVMTypeRef params[2] = {f3, f3};
    LLVMValueRef entry = LLVMAddFunction(m, name, LLVMFunctionType(f3, params, 2, false));
    LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
    LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(ctx, entry, "entry"));
    LLVMValueRef g = LLVMBuildAlloca(b, gt, "globals");
    LLVMValueRef p = defaults ? LLVMBuildAlloca(b, LLVMGlobalGetValueType(defaults), "params") : LLVMConstNull(LLVMTypeOf(g));
    if (defaults) LLVMBuildStore(b, LLVMBuildLoad2(b, LLVMGlobalGetValueType(defaults), defaults, "defaults"), p);
    LLVMValueRef gargs[4] = {g, LLVMGetParam(entry, 0), LLVMGetParam(entry, 1), LLVMConstInt(i32, flat, false)};
    LLVMBuildCall2(b, LLVMGlobalGetValueType(glue), glue, gargs, 4, "");
    LLVMValueRef sargs[2] = {g, p};
    if (init) LLVMBuildCall2(b, LLVMGlobalGetValueType(init), init, sargs, 2, "");
    LLVMBuildCall2(b, LLVMGlobalGetValueType(shader), shader, sargs, 2, "");
    LLVMValueRef ci = LLVMBuildStructGEP2(b, gt, g, GLOBALS_CI, "Ci");
    LLVMBuildRet(b, LLVMBuildLoad2(b, f3, ci, "ci"));
    LLVMDisposeBuilder(b);
    return true;
}

/* The entry `<3 x float> @name(<3 x float> P)` of the function `name(ptr globals, P)`. */
static bool main_entry(LLVMModuleRef m, const char *name, char **err) {
    LLVMContextRef ctx = LLVMGetModuleContext(m);
    LLVMValueRef body = LLVMGetNamedFunction(m, name);
    LLVMTypeRef gt = LLVMGetTypeByName2(ctx, "struct.rsl_globals");
    LLVMTypeRef f3 = LLVMVectorType(LLVMFloatTypeInContext(ctx), 3);
    if (!body || LLVMIsDeclaration(body) || !gt) {
        *err = mir_strdupf("no main shader '%s' in the module", name);
        return false;
    }
    LLVMTypeRef ft = LLVMGlobalGetValueType(body);
    LLVMTypeRef pt[2];
    if (LLVMCountParamTypes(ft) != 2 || LLVMGetReturnType(ft) != f3) {
        *err = mir_strdupf("'%s' is not a main shader `color %s(point P)`", name, name);
        return false;
    }
    LLVMGetParamTypes(ft, pt);
    if (pt[1] != f3) {
        *err = mir_strdupf("'%s' is not a main shader `color %s(point P)`", name, name);
        return false;
    }
    char *renamed = mir_strdupf("%s.body", name);
    LLVMSetValueName2(body, renamed, strlen(renamed));
    free(renamed);
    LLVMValueRef entry = LLVMAddFunction(m, name, LLVMFunctionType(f3, &f3, 1, false));
    LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
    LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(ctx, entry, "entry"));
    LLVMValueRef g = LLVMBuildAlloca(b, gt, "globals");
    LLVMValueRef args[2] = {g, LLVMGetParam(entry, 0)};
    LLVMBuildRet(b, LLVMBuildCall2(b, ft, body, args, 2, ""));
    LLVMDisposeBuilder(b);
    return true;
}

bool rpu_add_entries(LLVMModuleRef m, const rpu_entries *want, char **err) {
    *err = NULL;
    bool surfaces = want->surfaces, flat_normals = want->flat_normals;
    const char *main_name = want->main_name;
    int n = (int)LLVMGetNamedMetadataNumOperands(m, "rsl.shaders");
    LLVMValueRef *shaders = calloc((size_t)n + 1, sizeof *shaders);
    LLVMGetNamedMetadataOperands(m, "rsl.shaders", shaders);
    /* entries are made after the scan: adding functions keeps the list valid */
    LLVMValueRef *keep = calloc((size_t)n + 2, sizeof *keep);
    int nkeep = 0;
    bool ok = true;
    for (int i = 0; i < n && ok && surfaces; i++) {
        const char *kind = md_string(shaders[i], 0), *name = md_string(shaders[i], 1);
        LLVMValueRef fn = md_value(shaders[i], 2);
        if (!kind || !name || !fn || strcmp(kind, "surface") != 0) continue;
        if (LLVMGetNamedFunction(m, name)) {
            *err = mir_strdupf("surface shader '%s': a function of that name exists, the entry needs it", name);
            ok = false;
            break;
        }
        LLVMValueRef defaults = md_value(shaders[i], 3), init = md_value(shaders[i], 4);
        if (defaults && !LLVMIsAGlobalVariable(defaults)) defaults = NULL;
        if (init && !LLVMIsAFunction(init)) init = NULL;
        ok = surface_entry(m, name, fn, defaults, init, flat_normals, err);
        if (ok) keep[nkeep++] = LLVMGetNamedFunction(m, name);
    }
    if (ok && main_name) {
        ok = main_entry(m, main_name, err);
        if (ok) keep[nkeep++] = LLVMGetNamedFunction(m, main_name);
    }
    for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn && ok; fn = LLVMGetNextFunction(fn)) {
        if (LLVMIsDeclaration(fn)) continue;
        bool entry = false;
        for (int k = 0; k < nkeep; k++) entry = entry || keep[k] == fn;
        if (entry) continue;
        LLVMSetLinkage(fn, LLVMInternalLinkage);
        always_inline(fn);
    }
    free(shaders);
    free(keep);
    if (!ok) return false;
    LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
    LLVMErrorRef e = LLVMRunPasses(m, "default<O2>", NULL, po);
    LLVMDisposePassBuilderOptions(po);
    if (e) {
        char *msg = LLVMGetErrorMessage(e);
        *err = mir_strdupf("optimizing the entries: %s", msg);
        LLVMDisposeErrorMessage(msg);
        return false;
    }
    return true;
}

bool rpu_compile_entries(LLVMModuleRef m, const rpu_entries *e, const rpu_options *opts, FILE *out, char **err) {
    if ((e->surfaces || e->main_name) && !rpu_add_entries(m, e, err)) return false;
    return rpu_compile_module(m, opts, out, err);
}
