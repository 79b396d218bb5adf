/* An object's entry for the RPU renderers (rslfront.h, rsl_rpu_object_entry):
 * the shaders RenderMan attaches to one object (displacement, surface,
 * atmosphere, interior, exterior), each an instance compiled on its own
 * with its parameter values (rsl_target_options.object_part), linked into
 * one module whose entry runs them as the JIT renderer does
 * (backends/jit/render.c, shade_object):
 *
 *   {Ci, Oi, P} NAME(orig, dir, i32 raylevel, RAY)   (RAY: rsl_rpu_hit_param_types)
 *     the globals from the hit (rsl_rpu_surface_globals), DISP.run and
 *     SURF.run on them (the surface sees the displaced P and N, and rays it
 *     traces start where it says), then the atmosphere ATMOS(Ci, Oi, P,
 *     P - orig, orig) on the ray's segment.
 *
 * The entry sits at the object's HIT.w, so camera rays and traced rays
 * alike get it.  P comes back (R2) for the caller: a ray that this
 * object's surface or displacement traces returns through its interior
 * volume when it leaves against Ng, through its exterior one otherwise,
 * on the segment from the shading point to the hit: each trace's glue
 * call rpu.shade.hit becomes
 *
 *   r = {Ci, Oi, P} rpu.call.hit(orig, dir, raylevel + 1, spread, width, 0)
 *   Ci = NAME.ray_volume(r.Ci, r.Oi, r.P, orig, dir, Ng)
 *
 * In the other parts (the volume shaders' own traces, which pass through
 * no interior or exterior here) it is r.Ci alone.
 * Every call of HIT.w in the module has that one type, and every entry at
 * a HIT.w then returns P: the renderer gives each object an entry. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/Linker.h>

#include "rsl_abi.h"
#include "rslfront.h"

typedef struct builder {
    LLVMContextRef ctx;
    LLVMBuilderRef b;
    LLVMTypeRef v3, i32, hit3; /* hit3: {Ci, Oi, P} */
    LLVMTypeRef volume_fn;     /* {Ci, Oi} (Ci, Oi, P, I, E) */
} builder;

/* The strings up to NULL one after the other, malloc'd. */
static char *join(const char *first, ...)
{
    va_list ap;
    size_t len = 1;
    va_start(ap, first);
    for (const char *p = first; p; p = va_arg(ap, const char *))
        len += strlen(p);
    va_end(ap);
    char *out = malloc(len);
    if (!out)
        abort();
    out[0] = '\0';
    va_start(ap, first);
    for (const char *p = first; p; p = va_arg(ap, const char *))
        strcat(out, p);
    va_end(ap);
    return out;
}

static LLVMValueRef function(LLVMModuleRef m, const char *name, const char *suffix)
{
    char *full = join(name, suffix, NULL);
    LLVMValueRef f = LLVMGetNamedFunction(m, full);
    free(full);
    return f && !LLVMIsDeclaration(f) ? f : NULL;
}

/* *err: a malloc'd message about the object entry `name`. */
static void fail(char **err, const char *name, const char *why)
{
    *err = join("the object entry '", name, "': ", why, NULL);
}

static LLVMValueRef gep(builder *k, LLVMTypeRef globals, LLVMValueRef gl, int field)
{
    return LLVMBuildStructGEP2(k->b, globals, gl, (unsigned)field, "");
}

/* The name of m's first shader of `kind` (!rsl.shaders: !{kind, name, ...})
 * into buf; false when it has none. */
static bool first_shader(LLVMModuleRef m, const char *kind, char *buf, size_t size)
{
    int n = (int)LLVMGetNamedMetadataNumOperands(m, "rsl.shaders");
    LLVMValueRef *nodes = calloc((size_t)n + 1, sizeof *nodes);
    if (!nodes)
        abort();
    LLVMGetNamedMetadataOperands(m, "rsl.shaders", nodes);
    bool found = false;
    for (int i = 0; i < n && !found; i++) {
        unsigned nops = LLVMGetMDNodeNumOperands(nodes[i]), lk, ln;
        LLVMValueRef *ops = nops >= 2 ? calloc(nops, sizeof *ops) : NULL;
        if (!ops)
            continue;
        LLVMGetMDNodeOperands(nodes[i], ops);
        const char *k = ops[0] ? LLVMGetMDString(ops[0], &lk) : NULL, *sh = ops[1] ? LLVMGetMDString(ops[1], &ln) : NULL;
        if (k && sh && strlen(kind) == lk && !strncmp(k, kind, lk) && ln < size) {
            memcpy(buf, sh, ln);
            buf[ln] = '\0';
            found = true;
        }
        free(ops);
    }
    free(nodes);
    return found;
}

/* The struct type the surface entry keeps its globals in (its first alloca). */
static LLVMTypeRef globals_type(LLVMValueRef entry)
{
    LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(entry);
    for (LLVMValueRef i = b ? LLVMGetFirstInstruction(b) : NULL; i; i = LLVMGetNextInstruction(i))
        if (LLVMIsAAllocaInst(i))
            return LLVMGetAllocatedType(i);
    return NULL;
}

static LLVMValueRef dot3(builder *k, LLVMValueRef a, LLVMValueRef b)
{
    LLVMValueRef p = LLVMBuildFMul(k->b, a, b, "");
    LLVMValueRef s = LLVMBuildExtractElement(k->b, p, LLVMConstInt(k->i32, 0, 0), "");
    for (unsigned i = 1; i < 3; i++)
        s = LLVMBuildFAdd(k->b, s, LLVMBuildExtractElement(k->b, p, LLVMConstInt(k->i32, i, 0), ""), "");
    return s;
}

/* The call of volume entry `name` (declared in m, defined by the part linked
 * later) on the segment from E to P: its Ci and, when Oi is not NULL, *Oi. */
static LLVMValueRef run_volume(builder *k, LLVMModuleRef m, const char *name, LLVMValueRef Ci, LLVMValueRef *Oi,
                               LLVMValueRef P, LLVMValueRef E)
{
    LLVMValueRef f = LLVMGetNamedFunction(m, name);
    if (!f)
        f = LLVMAddFunction(m, name, k->volume_fn);
    LLVMValueRef args[5] = {Ci, *Oi, P, LLVMBuildFSub(k->b, P, E, "I"), E};
    LLVMValueRef r = LLVMBuildCall2(k->b, k->volume_fn, f, args, 5, "");
    *Oi = LLVMBuildExtractValue(k->b, r, 1, "Oi");
    return LLVMBuildExtractValue(k->b, r, 0, "Ci");
}

/* `<3 x float> @NAME.ray_volume(Ci, Oi, P, E, dir, Ng)` in part m: the
 * color a ray traced from the surface brings, through the interior or
 * exterior volume (either may be NULL: the color as it came). */
static LLVMValueRef ray_volume(builder *k, LLVMModuleRef m, const char *name, const char *interior,
                               const char *exterior)
{
    char *fname = join(name, ".ray_volume", NULL);
    LLVMTypeRef pt[6] = {k->v3, k->v3, k->v3, k->v3, k->v3, k->v3};
    LLVMValueRef f = LLVMAddFunction(m, fname, LLVMFunctionType(k->v3, pt, 6, 0));
    free(fname);
    LLVMSetLinkage(f, LLVMInternalLinkage);
    LLVMBasicBlockRef entry = LLVMAppendBasicBlockInContext(k->ctx, f, "entry");
    LLVMBasicBlockRef side[2] = {LLVMAppendBasicBlockInContext(k->ctx, f, "exterior"),
                                 LLVMAppendBasicBlockInContext(k->ctx, f, "interior")};
    LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(k->ctx, f, "done");
    LLVMPositionBuilderAtEnd(k->b, entry);
    LLVMValueRef outside = LLVMBuildFCmp(k->b, LLVMRealOGE, dot3(k, LLVMGetParam(f, 4), LLVMGetParam(f, 5)),
                                         LLVMConstReal(LLVMFloatTypeInContext(k->ctx), 0), "outside");
    LLVMBuildCondBr(k->b, outside, side[0], side[1]);
    const char *volume[2] = {exterior, interior};
    LLVMValueRef color[2];
    for (int i = 0; i < 2; i++) {
        LLVMPositionBuilderAtEnd(k->b, side[i]);
        LLVMValueRef Oi = LLVMGetParam(f, 1);
        color[i] = volume[i] ? run_volume(k, m, volume[i], LLVMGetParam(f, 0), &Oi, LLVMGetParam(f, 2),
                                          LLVMGetParam(f, 3))
                             : LLVMGetParam(f, 0);
        side[i] = LLVMGetInsertBlock(k->b);
        LLVMBuildBr(k->b, done);
    }
    LLVMPositionBuilderAtEnd(k->b, done);
    LLVMValueRef phi = LLVMBuildPhi(k->b, k->v3, "Ci");
    LLVMAddIncoming(phi, color, side, 2);
    LLVMBuildRet(k->b, phi);
    return f;
}

/* Part m's traces: each rpu.shade.hit(globals, orig, dir) becomes the call
 * of HIT.w returning {Ci, Oi, P}, through `volume` (NULL: none). */
static void hit_calls(builder *k, LLVMModuleRef m, LLVMTypeRef globals, LLVMValueRef volume)
{
    LLVMValueRef shade = LLVMGetNamedFunction(m, "rpu.shade.hit");
    if (!shade)
        return;
    LLVMTypeRef f32 = LLVMFloatTypeInContext(k->ctx), pt[6] = {k->v3, k->v3, k->i32, f32, f32, k->i32};
    LLVMTypeRef ct = LLVMFunctionType(k->hit3, pt, 6, 0);
    LLVMValueRef call = LLVMGetNamedFunction(m, "rpu.call.hit");
    if (!call)
        call = LLVMAddFunction(m, "rpu.call.hit", ct);
    for (LLVMUseRef u; (u = LLVMGetFirstUse(shade));) {
        LLVMValueRef site = LLVMGetUser(u), g = LLVMGetOperand(site, 0);
        LLVMValueRef orig = LLVMGetOperand(site, 1), dir = LLVMGetOperand(site, 2);
        LLVMPositionBuilderBefore(k->b, site);
        LLVMValueRef level = LLVMBuildLoad2(k->b, k->i32, gep(k, globals, g, RSL_GH_raylevel), "");
        LLVMValueRef args[6] = {orig, dir, LLVMBuildAdd(k->b, level, LLVMConstInt(k->i32, 1, 0), ""),
                                LLVMGetOperand(site, 3), LLVMGetOperand(site, 4), LLVMConstInt(k->i32, 0, 0)};
        LLVMValueRef r = LLVMBuildCall2(k->b, ct, call, args, 6, "hit");
        LLVMValueRef Ci = LLVMBuildExtractValue(k->b, r, 0, "");
        if (volume) {
            LLVMValueRef vargs[6] = {Ci, LLVMBuildExtractValue(k->b, r, 1, ""), LLVMBuildExtractValue(k->b, r, 2, ""),
                                     orig, dir, LLVMBuildLoad2(k->b, k->v3, gep(k, globals, g, RSL_G_Ng), "Ng")};
            Ci = LLVMBuildCall2(k->b, LLVMGlobalGetValueType(volume), volume, vargs, 6, "");
        }
        LLVMReplaceAllUsesWith(site, Ci);
        LLVMInstructionEraseFromParent(site);
    }
}

static void make_internal(builder *k, LLVMValueRef f)
{
    if (!f)
        return;
    LLVMSetLinkage(f, LLVMInternalLinkage);
    LLVMRemoveEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, LLVMGetEnumAttributeKindForName("noinline", 8));
    LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex,
                            LLVMCreateEnumAttribute(k->ctx, LLVMGetEnumAttributeKindForName("alwaysinline", 12), 0));
}

enum { SURFACE, DISPLACEMENT, ATMOSPHERE, INTERIOR, EXTERIOR, NPARTS };
static const char *const part_kind[NPARTS] = {"surface", "displacement", "volume", "volume", "volume"};
static const char *const part_role[NPARTS] = {"surface", "displacement", "atmosphere", "interior", "exterior"};

/* The object's entry in m, the parts linked in (entry[i]: part i's entry, NULL when none). */
static void write_entry(builder *k, LLVMModuleRef m, LLVMTypeRef globals, const char *name, char *const *entry,
                        bool flat_normals)
{
    LLVMTypeRef pt[RSL_RPU_HIT_PARAMS];
    unsigned np = rsl_rpu_hit_param_types(k->ctx, pt);
    LLVMValueRef f = LLVMAddFunction(m, name, LLVMFunctionType(k->hit3, pt, np, 0));
    LLVMPositionBuilderAtEnd(k->b, LLVMAppendBasicBlockInContext(k->ctx, f, "entry"));
    LLVMValueRef gl = LLVMBuildAlloca(k->b, globals, "globals");
    LLVMBuildStore(k->b, LLVMConstNull(globals), gl);
    LLVMValueRef fill = LLVMGetNamedFunction(m, "rsl_rpu_surface_globals");
    LLVMValueRef orig = LLVMGetParam(f, 0);
    LLVMValueRef fargs[1 + RSL_RPU_HIT_PARAMS] = {gl, orig, LLVMGetParam(f, 1), LLVMConstInt(k->i32, flat_normals, 0)};
    for (unsigned i = 3; i < np; i++) /* the ray's footprint */
        fargs[1 + i] = LLVMGetParam(f, i);
    LLVMBuildCall2(k->b, LLVMGlobalGetValueType(fill), fill, fargs, 1 + np, "");
    LLVMBuildStore(k->b, LLVMGetParam(f, 2), gep(k, globals, gl, RSL_GH_raylevel));
    const int runs[2] = {DISPLACEMENT, SURFACE};
    for (int i = 0; i < 2; i++) {
        LLVMValueRef run = entry[runs[i]] ? function(m, entry[runs[i]], ".run") : NULL;
        if (run)
            LLVMBuildCall2(k->b, LLVMGlobalGetValueType(run), run, &gl, 1, "");
    }
    LLVMValueRef Ci = LLVMBuildLoad2(k->b, k->v3, gep(k, globals, gl, RSL_G_Ci), "Ci");
    LLVMValueRef Oi = LLVMBuildLoad2(k->b, k->v3, gep(k, globals, gl, RSL_G_Oi), "Oi");
    LLVMValueRef P = LLVMBuildLoad2(k->b, k->v3, gep(k, globals, gl, RSL_G_P), "P");
    if (entry[ATMOSPHERE])
        Ci = run_volume(k, m, entry[ATMOSPHERE], Ci, &Oi, P, orig);
    LLVMValueRef r = LLVMGetUndef(k->hit3);
    r = LLVMBuildInsertValue(k->b, r, Ci, 0, "");
    r = LLVMBuildInsertValue(k->b, r, Oi, 1, "");
    r = LLVMBuildInsertValue(k->b, r, P, 2, "");
    LLVMBuildRet(k->b, r);
}

/* Part i of module mi: its entry (`given`, else its first shader of the
 * part's kind) and NAME.run renamed OBJECT.ROLE and OBJECT.ROLE.run
 * (*entry, malloc'd); the module's other definitions, but for the
 * surface's, internal (a file may bring several shaders, or one shader
 * twice: interior and exterior fog).  False with *err. */
static bool name_part(LLVMModuleRef mi, int i, const char *given, const char *object, char **entry, char **err)
{
    char found[600];
    if (!given && !first_shader(mi, part_kind[i], found, sizeof found)) {
        char *why = join("the ", part_role[i], "'s module has no ", part_kind[i], " shader", NULL);
        fail(err, object, why);
        free(why);
        return false;
    }
    const char *shader = given ? given : found;
    LLVMValueRef e = function(mi, shader, ""), run = function(mi, shader, ".run");
    if (!e || !run) {
        char *why = join("the ", part_role[i], " '", shader, "' has no entry and ", shader,
                         ".run (not compiled as an object part)", NULL);
        fail(err, object, why);
        free(why);
        return false;
    }
    *entry = join(object, ".", part_role[i], NULL);
    char *run_name = join(*entry, ".run", NULL);
    LLVMSetValueName2(e, *entry, strlen(*entry));
    LLVMSetValueName2(run, run_name, strlen(run_name));
    free(run_name);
    for (LLVMValueRef f = LLVMGetFirstFunction(mi); f && i != SURFACE; f = LLVMGetNextFunction(f))
        if (f != e && f != run && !LLVMIsDeclaration(f))
            LLVMSetLinkage(f, LLVMInternalLinkage);
    return true;
}

bool rsl_rpu_object_entry(const rsl_rpu_object *o, const char *name, bool flat_normals, char **err)
{
    *err = NULL;
    LLVMModuleRef mods[NPARTS] = {o->surface, o->displacement, o->atmosphere, o->interior, o->exterior}, m = o->surface;
    const char *given[NPARTS] = {o->surface_entry, o->displacement_entry, o->atmosphere_entry, o->interior_entry,
                                 o->exterior_entry};
    char *entry[NPARTS] = {NULL}, found[600];
    bool ok = true;
    if (!name && !o->surface_entry && !(ok = first_shader(m, "surface", found, sizeof found)))
        *err = join("no surface shader to make the object's entry of", NULL);
    name = name ? name : o->surface_entry ? o->surface_entry : found;
    for (int i = 0; i < NPARTS && ok; i++)
        ok = !mods[i] || name_part(mods[i], i, given[i], name, &entry[i], err);
    LLVMTypeRef globals = ok ? globals_type(LLVMGetNamedFunction(m, entry[SURFACE])) : NULL;
    if (ok && (!globals || !LLVMGetNamedFunction(m, "rsl_rpu_surface_globals"))) {
        fail(err, name, "the surface's entry is not an RPU surface entry");
        ok = false;
    }
    if (!ok) {
        for (int i = 0; i < NPARTS; i++) {
            if (i > 0 && mods[i])
                LLVMDisposeModule(mods[i]);
            free(entry[i]);
        }
        return false;
    }
    LLVMContextRef ctx = LLVMGetModuleContext(m);
    builder k = {.ctx = ctx, .b = LLVMCreateBuilderInContext(ctx), .i32 = LLVMInt32TypeInContext(ctx)};
    k.v3 = LLVMVectorType(LLVMFloatTypeInContext(ctx), 3);
    LLVMTypeRef three[3] = {k.v3, k.v3, k.v3}, five[5] = {k.v3, k.v3, k.v3, k.v3, k.v3};
    k.hit3 = LLVMStructTypeInContext(ctx, three, 3, 0);
    k.volume_fn = LLVMFunctionType(LLVMStructTypeInContext(ctx, three, 2, 0), five, 5, 0);

    /* Traces: through the volumes in the surface and displacement, plain in the volume shaders. */
    const char *interior = entry[INTERIOR], *exterior = entry[EXTERIOR];
    for (int i = 0; i < NPARTS; i++)
        if (mods[i])
            hit_calls(&k, mods[i], globals_type(LLVMGetNamedFunction(mods[i], entry[i])),
                      i <= DISPLACEMENT && (interior || exterior) ? ray_volume(&k, mods[i], name, interior, exterior)
                                                                   : NULL);
    for (int i = 1; i < NPARTS; i++)
        if (mods[i] && ok && LLVMLinkModules2(m, mods[i])) {
            fail(err, name, "its shaders' modules do not link");
            ok = false;
        } else if (mods[i] && !ok) {
            LLVMDisposeModule(mods[i]);
        }
    if (ok) {
        write_entry(&k, m, globals, name, entry, flat_normals);
        /* The parts' entries and every shader's NAME.run inline into the object's entry. */
        for (int i = 0; i < NPARTS; i++)
            make_internal(&k, entry[i] ? function(m, entry[i], "") : NULL);
        for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
            size_t len;
            const char *fn = LLVMGetValueName2(f, &len);
            if (!LLVMIsDeclaration(f) && len > 4 && !strcmp(fn + len - 4, ".run"))
                make_internal(&k, f);
        }
        char *msg = NULL;
        if (LLVMVerifyModule(m, LLVMReturnStatusAction, &msg)) {
            fail(err, name, "internal error: the linked module does not verify");
            ok = false;
        }
        LLVMDisposeMessage(msg);
    }
    LLVMDisposeBuilder(k.b);
    for (int i = 0; i < NPARTS; i++)
        free(entry[i]);
    return ok;
}
