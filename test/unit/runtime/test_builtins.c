/* The generated builtin table and the embedded bitcode: the table covers
 * the RI 3.2 functions the corpus needs, and every row's function exists in
 * each target's module with exactly the IR signature the frontend calls
 * (float, <3 x float>, i32 strings, ptr for matrices, outputs, globals). */
#include <llvm-c/BitReader.h>
#include <llvm-c/Core.h>
#include <string.h>

#include "runtime_tests.h"

static const rsl_builtin_sig *find(const char *rsl_name, int ret, int nparams) {
    for (int i = 0; i < rsl_builtin_count; i++) {
        const rsl_builtin_sig *b = &rsl_builtins[i];
        if (strcmp(b->rsl_name, rsl_name) == 0 && (ret < 0 || b->ret == ret) &&
            (nparams < 0 || b->nparams == nparams))
            return b;
    }
    return NULL;
}

static void table_covers_the_library(void) {
    static const char *const names[] = {
        "abs", "sign", "floor", "ceil", "round", "mod", "min", "max", "clamp", "mix", "step",
        "smoothstep", "sqrt", "inversesqrt", "pow", "exp", "log", "sin", "cos", "tan", "asin",
        "acos", "atan", "radians", "degrees", "xcomp", "ycomp", "zcomp", "setxcomp", "setycomp",
        "setzcomp", "length", "normalize", "distance", "ptlined", "faceforward", "reflect",
        "refract", "fresnel", "rotate", "transform", "vtransform", "ntransform", "depth",
        "calculatenormal", "area", "comp", "setcomp", "ctransform", "noise", "pnoise",
        "cellnoise", "random", "ambient", "diffuse", "specular", "specularbrdf",
        "phong", "trace", "determinant", "inverse", "translate", "scale", "*", "/",
        "==", "!="}; /* texture, environment, shadow: sema_env_calls.c, outside the table */
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        if (!find(names[i], -1, -1))
            fprintf(stderr, "no builtin named '%s'\n", names[i]);
        CU_ASSERT_PTR_NOT_NULL(find(names[i], -1, -1));
    }
    /* return-polymorphic noise: float and color for every domain */
    for (int n = 1; n <= 2; n++) {
        CU_ASSERT_PTR_NOT_NULL(find("noise", RSL_T_FLOAT, n));
        CU_ASSERT_PTR_NOT_NULL(find("noise", RSL_T_COLOR, n));
        CU_ASSERT_PTR_NOT_NULL(find("noise", RSL_T_POINT, n));
        CU_ASSERT_PTR_NOT_NULL(find("noise", RSL_T_VECTOR, n));
    }
    CU_ASSERT_PTR_NOT_NULL(find("log", RSL_T_FLOAT, 2));
    CU_ASSERT_PTR_NOT_NULL(find("atan", RSL_T_FLOAT, 2));
    CU_ASSERT_PTR_NOT_NULL(find("faceforward", RSL_T_VECTOR, 3));
    CU_ASSERT_PTR_NOT_NULL(find("fresnel", RSL_T_VOID, 7));
    /* spline takes any number of knots: sema resolves it, not the table */
    CU_ASSERT_PTR_NULL(find("spline", -1, -1));
}

static void rows_follow_the_conventions(void) {
    CU_ASSERT(rsl_builtin_count > 150);
    for (int i = 0; i < rsl_builtin_count; i++) {
        const rsl_builtin_sig *b = &rsl_builtins[i];
        CU_ASSERT(strncmp(b->c_name, "rsl_", 4) == 0);
        CU_ASSERT(b->nparams >= 0 && b->nparams <= RSL_BUILTIN_MAX_PARAMS);
        CU_ASSERT(b->ret >= 0 && b->ret < RSL_T_COUNT);
        CU_ASSERT(((b->flags & RSL_BUILTIN_MATRIX_OUT) != 0) == (b->ret == RSL_T_MATRIX));
        for (int j = i + 1; j < rsl_builtin_count; j++)
            CU_ASSERT(strcmp(b->c_name, rsl_builtins[j].c_name) != 0);
    }
    const rsl_builtin_sig *f = find("fresnel", RSL_T_VOID, 5);
    CU_ASSERT_PTR_NOT_NULL_FATAL(f);
    CU_ASSERT_EQUAL(f->params[0], RSL_T_VECTOR);
    CU_ASSERT_EQUAL(f->params[3], RSL_T_FLOAT | RSL_PARAM_OUT);
    const rsl_builtin_sig *inv = find("inverse", RSL_T_MATRIX, 1);
    CU_ASSERT_PTR_NOT_NULL_FATAL(inv);
    CU_ASSERT_EQUAL(inv->flags, RSL_BUILTIN_MATRIX_OUT);
    CU_ASSERT_EQUAL(inv->params[0], RSL_T_MATRIX);
    const rsl_builtin_sig *d = find("diffuse", RSL_T_COLOR, 1);
    CU_ASSERT_PTR_NOT_NULL_FATAL(d);
    CU_ASSERT_EQUAL(d->flags, RSL_BUILTIN_GLOBALS);
    CU_ASSERT_EQUAL(d->params[0], RSL_T_NORMAL);
    const rsl_builtin_sig *mul = find("*", RSL_T_MATRIX, 2);
    CU_ASSERT_PTR_NOT_NULL_FATAL(mul);
    CU_ASSERT_STRING_EQUAL(mul->c_name, "rsl_op_mul__m_mm");
}

static LLVMTypeRef ir_type(LLVMContextRef ctx, int kind) {
    if (kind & RSL_PARAM_OUT)
        return LLVMPointerTypeInContext(ctx, 0);
    switch (kind) {
    case RSL_T_VOID: return LLVMVoidTypeInContext(ctx);
    case RSL_T_FLOAT: return LLVMFloatTypeInContext(ctx);
    case RSL_T_STRING: return LLVMInt32TypeInContext(ctx);
    case RSL_T_MATRIX: return LLVMPointerTypeInContext(ctx, 0);
    default: return LLVMVectorType(LLVMFloatTypeInContext(ctx), 3);
    }
}

static void check_target(const char *target, const char *triple) {
    size_t size = 0;
    const unsigned char *bc = rsl_runtime_bitcode(target, &size);
    CU_ASSERT_PTR_NOT_NULL_FATAL(bc);
    CU_ASSERT(size > 1000);
    LLVMContextRef ctx = LLVMContextCreate();
    LLVMMemoryBufferRef buf =
        LLVMCreateMemoryBufferWithMemoryRange((const char *)bc, size, target, 0);
    LLVMModuleRef m = NULL;
    CU_ASSERT_FALSE(LLVMParseBitcodeInContext2(ctx, buf, &m));
    LLVMDisposeMemoryBuffer(buf);
    if (!m) {
        LLVMContextDispose(ctx);
        return;
    }
    if (triple)
        CU_ASSERT_STRING_EQUAL(LLVMGetTarget(m), triple);
    LLVMTypeRef ptr = LLVMPointerTypeInContext(ctx, 0);
    int bad = 0;
    for (int i = 0; i < rsl_builtin_count; i++) {
        const rsl_builtin_sig *b = &rsl_builtins[i];
        LLVMValueRef fn = LLVMGetNamedFunction(m, b->c_name);
        if (!fn || LLVMIsDeclaration(fn)) {
            fprintf(stderr, "%s: %s is not defined\n", target, b->c_name);
            bad++;
            continue;
        }
        LLVMTypeRef fty = LLVMGlobalGetValueType(fn);
        int hidden = ((b->flags & RSL_BUILTIN_GLOBALS) != 0) + ((b->flags & RSL_BUILTIN_MATRIX_OUT) != 0);
        unsigned n = LLVMCountParamTypes(fty);
        LLVMTypeRef params[RSL_BUILTIN_MAX_PARAMS + 2];
        int ok = n == (unsigned)(b->nparams + hidden);
        if (ok) {
            LLVMGetParamTypes(fty, params);
            for (int h = 0; h < hidden; h++)
                ok &= params[h] == ptr;
            for (int p = 0; p < b->nparams; p++)
                ok &= params[hidden + p] == ir_type(ctx, b->params[p]);
            LLVMTypeRef ret = LLVMGetReturnType(fty);
            ok &= ret == ir_type(ctx, (b->flags & RSL_BUILTIN_MATRIX_OUT) ? RSL_T_VOID : b->ret);
        }
        if (!ok) {
            fprintf(stderr, "%s: %s has an unexpected IR signature\n", target, b->c_name);
            bad++;
        }
    }
    CU_ASSERT_EQUAL(bad, 0);
    /* spline's array forms, which sema calls outside the table */
    static const char *const splines[] = {"rsl_spline_f", "rsl_spline_3"};
    for (int i = 0; i < 2; i++) {
        LLVMValueRef fn = LLVMGetNamedFunction(m, splines[i]);
        CU_ASSERT_FATAL(fn && !LLVMIsDeclaration(fn));
        LLVMTypeRef fty = LLVMGlobalGetValueType(fn);
        CU_ASSERT_EQUAL(LLVMCountParamTypes(fty), 4);
        CU_ASSERT(LLVMGetReturnType(fty) == ir_type(ctx, i == 0 ? RSL_T_FLOAT : RSL_T_COLOR));
    }
    /* the environment calls come from the glue; the map lookups and
     * filterstep take what irgen_env_calls.c passes */
    CU_ASSERT_PTR_NOT_NULL(LLVMGetNamedFunction(m, "rsl_env_trace"));
    static const struct { const char *name; unsigned nparams; } env_calls[] = {
        {"rsl_env_texture", 6}, {"rsl_env_environment", 6}, {"rsl_env_shadow", 6},
        {"rsl_env_textureinfo", 6}, {"rsl_filterstep_f", 4}};
    for (size_t i = 0; i < sizeof env_calls / sizeof env_calls[0]; i++) {
        LLVMValueRef fn = LLVMGetNamedFunction(m, env_calls[i].name);
        CU_ASSERT_FATAL(fn && !LLVMIsDeclaration(fn));
        CU_ASSERT_EQUAL(LLVMCountParamTypes(LLVMGlobalGetValueType(fn)), env_calls[i].nparams);
    }
    CU_ASSERT_FALSE(LLVMIsDeclaration(LLVMGetNamedFunction(m, "rsl_env_space_matrix")));
    /* %struct.rsl_globals: one field per RSL global, then the light index */
    LLVMTypeRef gs = LLVMGetTypeByName2(ctx, "struct.rsl_globals");
    CU_ASSERT_PTR_NOT_NULL_FATAL(gs);
    CU_ASSERT(LLVMCountStructElementTypes(gs) >= RSL_G_COUNT + 1);
    CU_ASSERT(LLVMStructGetTypeAtIndex(gs, RSL_G_P) == ir_type(ctx, RSL_T_POINT));
    CU_ASSERT(LLVMStructGetTypeAtIndex(gs, RSL_G_s) == ir_type(ctx, RSL_T_FLOAT));
    CU_ASSERT(LLVMStructGetTypeAtIndex(gs, RSL_G_alpha) == ir_type(ctx, RSL_T_FLOAT));
    CU_ASSERT(LLVMStructGetTypeAtIndex(gs, RSL_G_COUNT) == LLVMInt32TypeInContext(ctx));
    /* no target attributes survive (they would block inlining) */
    LLVMValueRef f = LLVMGetNamedFunction(m, "rsl_noise__f_p");
    CU_ASSERT_PTR_NULL(LLVMGetStringAttributeAtIndex(f, LLVMAttributeFunctionIndex, "target-cpu",
                                                     10));
    LLVMDisposeModule(m);
    LLVMContextDispose(ctx);
}

static void host_bitcode(void) { check_target("host", NULL); }
static void ptx_bitcode(void) { check_target("ptx", "nvptx64-nvidia-cuda"); }
static void rpu_bitcode(void) { check_target("rpu", RSL_RPU_TRIPLE); }
static void unknown_target(void) {
    size_t size = 7;
    CU_ASSERT_PTR_NULL(rsl_runtime_bitcode("sparc", &size));
    CU_ASSERT_EQUAL(size, 0);
    CU_ASSERT_PTR_NULL(rsl_runtime_bitcode(NULL, NULL));
}

const unit_test builtin_tests[] = {
    {"table covers the RI 3.2 library", table_covers_the_library},
    {"rows follow the header's conventions", rows_follow_the_conventions},
    {"host bitcode: every builtin with its IR signature", host_bitcode},
    {"ptx bitcode: every builtin with its IR signature", ptx_bitcode},
    {"rpu bitcode: every builtin with its IR signature", rpu_bitcode},
    {"unknown target", unknown_target},
    {NULL, NULL},
};
