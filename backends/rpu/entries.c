/* Shader entries (docs/rpu.md, "Shader interface"): what the VM calls.
 *
 * A surface shader `surface s()` compiles to `void @surface_s(ptr globals,
 * ptr params)`; its entry is `<3 x float> @s(<3 x float> orig, <3 x float>
 * dir)` (R0.xyz, R1.xyz, HIT and HIT_TRI set by trace): the globals and the
 * parameters live in allocas, rsl_rpu_surface_globals (runtime/glue_rpu.c)
 * fills the globals from the hit, the parameters get their defaults and the
 * init function, the shader runs, and {Ci, Oi} is the result (R0.xyz,
 * R1.xyz; Ci alone with rpu_entries.no_opacity).  A light shader `light l()` gets the entry `{Cl, L, directed}
 * @l(Ps)` (R0.xyz in; R0.xyz, R1.xyz, R0.w out): L from the light,
 * directed 1 when illuminate or solar ran.  The glue's
 * rpu.run.light(address, globals) becomes the call of such an entry through
 * the address (@rpu.call), the light list's shader address.  A main
 * shader `color m(point P)` compiles to `@m(ptr globals, <3 x float> P)`;
 * its body is renamed m.body and the entry `<3 x float> @m(<3 x float> P)`
 * calls it with globals of its own.  Everything but the entries becomes
 * internal and always-inline, and the O2 pipeline then inlines it all:
 * the globals never reach memory (SROA), only what the shader reads is
 * computed. */
#include "mir.h"
#include "rsl_abi.h"

#include <llvm-c/Transforms/PassBuilder.h>
#include <stdlib.h>
#include <string.h>

/* The globals a light shader gets from the surface, in the order of the
 * light entry's parameters: Ps only.  The JIT renderer also hands over E, N,
 * Ng, I, s, t, u, v (backends/jit/host_env.c's eval_light), but each is a
 * register live across the call in every illuminance loop, and the S window
 * that saves them has 8 cells: on the RPU a light shader reads them as 0. */
static const int light_inputs[] = {RSL_G_Ps};
enum { NLIGHT_INPUTS = sizeof light_inputs / sizeof light_inputs[0], GLOBALS_LIGHT = RSL_G_COUNT };

/* {Cl, L, directed}: what a light entry returns. */
static LLVMTypeRef light_result(LLVMContextRef ctx) {
    LLVMTypeRef f = LLVMFloatTypeInContext(ctx), f3 = LLVMVectorType(f, 3);
    LLVMTypeRef m[3] = {f3, f3, f};
    return LLVMStructTypeInContext(ctx, m, 3, false);
}

static LLVMTypeRef light_entry_type(LLVMContextRef ctx) {
    LLVMTypeRef f = LLVMFloatTypeInContext(ctx), f3 = LLVMVectorType(f, 3);
    LLVMTypeRef p[NLIGHT_INPUTS];
    for (int i = 0; i < NLIGHT_INPUTS; i++) p[i] = light_inputs[i] >= RSL_G_s && light_inputs[i] <= RSL_G_time ? f : f3;
    return LLVMFunctionType(light_result(ctx), p, NLIGHT_INPUTS, false);
}

static LLVMValueRef field(LLVMBuilderRef b, LLVMTypeRef gt, LLVMValueRef g, int index) {
    return LLVMBuildStructGEP2(b, gt, g, (unsigned)index, "");
}

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
                          LLVMValueRef init, bool flat, bool opacity, char **err) {
    LLVMContextRef ctx = LLVMGetModuleContext(m);
    LLVMValueRef glue = LLVMGetNamedFunction(m, "rsl_rpu_surface_globals");
    LLVMTypeRef gt = LLVMGetTypeByName2(ctx, "struct.rsl_globals");
    if (!glue || !gt) {
        *err = rsl_format("surface shader '%s': the module has no RPU glue (compile with rsl2ll --target=rpu)", name);
        return false;
    }
    LLVMTypeRef f3 = LLVMVectorType(LLVMFloatTypeInContext(ctx), 3), i32 = LLVMInt32TypeInContext(ctx);
    LLVMTypeRef params[2] = {f3, f3};
    LLVMTypeRef result[2] = {f3, f3}; /* {Ci, Oi}, or Ci alone without opacity */
    LLVMTypeRef rt = opacity ? LLVMStructTypeInContext(ctx, result, 2, false) : f3;
    LLVMValueRef entry = LLVMAddFunction(m, name, LLVMFunctionType(rt, params, 2, false));
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
    LLVMValueRef out[2] = {LLVMBuildLoad2(b, f3, field(b, gt, g, RSL_G_Ci), "ci"),
                           LLVMBuildLoad2(b, f3, field(b, gt, g, RSL_G_Oi), "oi")};
    if (opacity) LLVMBuildAggregateRet(b, out, 2);
    else LLVMBuildRet(b, out[0]);
    LLVMDisposeBuilder(b);
    return true;
}

/* The entry `{Cl, L, directed} @name(Ps)` of a light shader. */
static bool light_entry(LLVMModuleRef m, const char *name, LLVMValueRef shader, LLVMValueRef defaults,
                        LLVMValueRef init, char **err) {
    LLVMContextRef ctx = LLVMGetModuleContext(m);
    LLVMTypeRef gt = LLVMGetTypeByName2(ctx, "struct.rsl_globals");
    if (!gt) {
        *err = rsl_format("light shader '%s': the module has no RPU glue (compile with rsl2ll --target=rpu)", name);
        return false;
    }
    LLVMTypeRef f = LLVMFloatTypeInContext(ctx), f3 = LLVMVectorType(f, 3), i32 = LLVMInt32TypeInContext(ctx);
    LLVMValueRef entry = LLVMAddFunction(m, name, light_entry_type(ctx));
    LLVMAddAttributeAtIndex(entry, LLVMAttributeFunctionIndex,
                            LLVMCreateStringAttribute(ctx, RPU_LIGHT_ENTRY_ATTR, (unsigned)strlen(RPU_LIGHT_ENTRY_ATTR), "", 0));
    LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
    LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(ctx, entry, "entry"));
    LLVMValueRef g = LLVMBuildAlloca(b, gt, "globals");
    LLVMBuildStore(b, LLVMConstNull(gt), g);
    for (int i = 0; i < NLIGHT_INPUTS; i++) LLVMBuildStore(b, LLVMGetParam(entry, (unsigned)i), field(b, gt, g, light_inputs[i]));
    LLVMValueRef p = defaults ? LLVMBuildAlloca(b, LLVMGlobalGetValueType(defaults), "params") : LLVMConstNull(LLVMTypeOf(g));
    if (defaults) LLVMBuildStore(b, LLVMBuildLoad2(b, LLVMGlobalGetValueType(defaults), defaults, "defaults"), p);
    LLVMValueRef sargs[2] = {g, p};
    if (init) LLVMBuildCall2(b, LLVMGlobalGetValueType(init), init, sargs, 2, "");
    LLVMBuildCall2(b, LLVMGlobalGetValueType(shader), shader, sargs, 2, "");
    LLVMValueRef directed = LLVMBuildLoad2(b, i32, field(b, gt, g, GLOBALS_LIGHT), "light");
    LLVMValueRef out[3] = {LLVMBuildLoad2(b, f3, field(b, gt, g, RSL_G_Cl), "cl"),
                           LLVMBuildLoad2(b, f3, field(b, gt, g, RSL_G_L), "l"),
                           LLVMBuildSIToFP(b, directed, f, "directed")};
    LLVMBuildAggregateRet(b, out, 3);
    LLVMDisposeBuilder(b);
    return true;
}

/* Each call `i32 @rpu.run.light(i32 address, ptr globals)` of the glue
 * becomes `@rpu.call(address, Ps)` of a light entry, its Cl and L
 * stored into the globals and its `directed` the result. */
static void call_light_entries(LLVMModuleRef m, bool light_calls) {
    LLVMValueRef run = LLVMGetNamedFunction(m, "rpu.run.light"), any = LLVMGetNamedFunction(m, "rpu.light.shaders");
    LLVMContextRef ctx = LLVMGetModuleContext(m);
    for (LLVMUseRef u; any && (u = LLVMGetFirstUse(any));) {
        LLVMValueRef site = LLVMGetUser(u);
        LLVMReplaceAllUsesWith(site, LLVMConstInt(LLVMInt32TypeInContext(ctx), light_calls, false));
        LLVMInstructionEraseFromParent(site);
    }
    LLVMTypeRef gt = LLVMGetTypeByName2(ctx, "struct.rsl_globals");
    if (!run || !gt) return;
    LLVMTypeRef i32 = LLVMInt32TypeInContext(ctx);
    LLVMTypeRef et = light_entry_type(ctx), pt[NLIGHT_INPUTS + 1] = {i32};
    LLVMGetParamTypes(et, pt + 1);
    LLVMTypeRef ct = LLVMFunctionType(light_result(ctx), pt, NLIGHT_INPUTS + 1, false);
    LLVMValueRef call = LLVMGetNamedFunction(m, "rpu.call");
    if (!call) call = LLVMAddFunction(m, "rpu.call", ct);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
    for (LLVMUseRef u; (u = LLVMGetFirstUse(run));) {
        LLVMValueRef site = LLVMGetUser(u);
        LLVMPositionBuilderBefore(b, site);
        LLVMValueRef g = LLVMGetOperand(site, 1), args[NLIGHT_INPUTS + 1] = {LLVMGetOperand(site, 0)};
        for (int i = 0; i < NLIGHT_INPUTS; i++)
            args[i + 1] = LLVMBuildLoad2(b, pt[i + 1], field(b, gt, g, light_inputs[i]), "");
        LLVMValueRef r = LLVMBuildCall2(b, ct, call, args, NLIGHT_INPUTS + 1, "light");
        LLVMBuildStore(b, LLVMBuildExtractValue(b, r, 0, "Cl"), field(b, gt, g, RSL_G_Cl));
        LLVMBuildStore(b, LLVMBuildExtractValue(b, r, 1, "L"), field(b, gt, g, RSL_G_L));
        LLVMValueRef directed = LLVMBuildFPToSI(b, LLVMBuildExtractValue(b, r, 2, ""), i32, "directed");
        LLVMReplaceAllUsesWith(site, directed);
        LLVMInstructionEraseFromParent(site);
    }
    LLVMDisposeBuilder(b);
}

/* The entry `<3 x float> @name(<3 x float> P)` of the function `name(ptr globals, P)`. */
static bool main_entry(LLVMModuleRef m, const char *name, char **err) {
    LLVMContextRef ctx = LLVMGetModuleContext(m);
    LLVMValueRef body = LLVMGetNamedFunction(m, name);
    LLVMTypeRef gt = LLVMGetTypeByName2(ctx, "struct.rsl_globals");
    LLVMTypeRef f3 = LLVMVectorType(LLVMFloatTypeInContext(ctx), 3);
    if (!body || LLVMIsDeclaration(body) || !gt) {
        *err = rsl_format("no main shader '%s' in the module", name);
        return false;
    }
    LLVMTypeRef ft = LLVMGlobalGetValueType(body);
    LLVMTypeRef pt[2];
    if (LLVMCountParamTypes(ft) != 2 || LLVMGetReturnType(ft) != f3) {
        *err = rsl_format("'%s' is not a main shader `color %s(point P)`", name, name);
        return false;
    }
    LLVMGetParamTypes(ft, pt);
    if (pt[1] != f3) {
        *err = rsl_format("'%s' is not a main shader `color %s(point P)`", name, name);
        return false;
    }
    char *renamed = rsl_format("%s.body", name);
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
    call_light_entries(m, want->light_calls);
    int n = (int)LLVMGetNamedMetadataNumOperands(m, "rsl.shaders");
    LLVMValueRef *shaders = calloc((size_t)n + 1, sizeof *shaders);
    LLVMGetNamedMetadataOperands(m, "rsl.shaders", shaders);
    /* entries are made after the scan: adding functions keeps the list valid */
    LLVMValueRef *keep = calloc((size_t)n + 2, sizeof *keep);
    int nkeep = 0;
    bool ok = true;
    for (int i = 0; i < n && ok; i++) {
        const char *kind = md_string(shaders[i], 0), *name = md_string(shaders[i], 1);
        LLVMValueRef fn = md_value(shaders[i], 2);
        if (!kind || !name || !fn) continue;
        bool surface = surfaces && !strcmp(kind, "surface"), light = want->lights && !strcmp(kind, "light");
        if (!surface && !light) continue;
        if (LLVMGetNamedFunction(m, name)) {
            *err = rsl_format("%s shader '%s': a function of that name exists, the entry needs it", kind, name);
            ok = false;
            break;
        }
        LLVMValueRef defaults = md_value(shaders[i], 3), init = md_value(shaders[i], 4);
        if (defaults && !LLVMIsAGlobalVariable(defaults)) defaults = NULL;
        if (init && !LLVMIsAFunction(init)) init = NULL;
        ok = surface ? surface_entry(m, name, fn, defaults, init, flat_normals, !want->no_opacity, err)
                     : light_entry(m, name, fn, defaults, init, err);
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
        *err = rsl_format("optimizing the entries: %s", msg);
        LLVMDisposeErrorMessage(msg);
        return false;
    }
    return true;
}

bool rpu_compile_entries(LLVMModuleRef m, const rpu_entries *e, const rpu_options *opts, FILE *out, char **err) {
    if ((e->surfaces || e->lights || e->main_name) && !rpu_add_entries(m, e, err)) return false;
    return rpu_compile_module(m, opts, out, err);
}
