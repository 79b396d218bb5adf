/* Differential tests of the RPU lowering (rpu_lower_module): small
 * functions calling what the RPU lacks are lowered, the pseudo-intrinsics
 * get host definitions computing what the RPU computes (1/x, 1/sqrt(x),
 * x - floor(x), clamp to [0,1], all in float), and MCJIT runs them on many
 * inputs against libm in double.  The tolerances are the accuracy stated in
 * lower_transcendentals.c, lower_division.c, lower_sqrt.c and
 * lower_rounding.c; the measured worst errors are printed. */
#include <CUnit/Basic.h>
#include <llvm-c/Analysis.h>
#include <llvm-c/ExecutionEngine.h>
#include <llvm-c/IRReader.h>
#include <llvm-c/Linker.h>
#include <llvm-c/Target.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rpucg.h"

/* Functions under test: @t_<name> wraps one operation. */
static const char *const test_ir =
    "declare float @llvm.sin.f32(float)\n"
    "declare float @llvm.cos.f32(float)\n"
    "declare float @llvm.exp.f32(float)\n"
    "declare float @llvm.exp2.f32(float)\n"
    "declare float @llvm.log.f32(float)\n"
    "declare float @llvm.log2.f32(float)\n"
    "declare float @llvm.log10.f32(float)\n"
    "declare float @llvm.pow.f32(float, float)\n"
    "declare float @llvm.sqrt.f32(float)\n"
    "declare float @llvm.floor.f32(float)\n"
    "declare float @llvm.ceil.f32(float)\n"
    "declare float @llvm.trunc.f32(float)\n"
    "declare float @llvm.round.f32(float)\n"
    "declare float @llvm.fabs.f32(float)\n"
    "declare float @llvm.copysign.f32(float, float)\n"
    "declare float @llvm.minnum.f32(float, float)\n"
    "declare float @llvm.maxnum.f32(float, float)\n"
    "declare <3 x float> @llvm.floor.v3f32(<3 x float>)\n"
    "declare <3 x float> @llvm.sin.v3f32(<3 x float>)\n"
    "declare float @tanf(float)\n"
    "declare float @asinf(float)\n"
    "declare float @acosf(float)\n"
    "declare float @atanf(float)\n"
    "declare float @atan2f(float, float)\n"
#define UNARY(n, callee)                                                                           \
    "define float @t_" n "(float %x) {\n  %r = call float @" callee "(float %x)\n  ret float %r\n}\n"
#define BINARY(n, callee)                                                                          \
    "define float @t_" n "(float %x, float %y) {\n  %r = call float @" callee                       \
    "(float %x, float %y)\n  ret float %r\n}\n"
    UNARY("sin", "llvm.sin.f32") UNARY("cos", "llvm.cos.f32") UNARY("tan", "tanf")
    UNARY("asin", "asinf") UNARY("acos", "acosf") UNARY("atan", "atanf")
    BINARY("atan2", "atan2f") UNARY("exp", "llvm.exp.f32") UNARY("exp2", "llvm.exp2.f32")
    UNARY("log", "llvm.log.f32") UNARY("log2", "llvm.log2.f32") UNARY("log10", "llvm.log10.f32")
    BINARY("pow", "llvm.pow.f32") UNARY("sqrt", "llvm.sqrt.f32") UNARY("floor", "llvm.floor.f32")
    UNARY("ceil", "llvm.ceil.f32") UNARY("trunc", "llvm.trunc.f32") UNARY("round", "llvm.round.f32")
    UNARY("fabs", "llvm.fabs.f32") BINARY("copysign", "llvm.copysign.f32")
    BINARY("min", "llvm.minnum.f32") BINARY("max", "llvm.maxnum.f32")
    "define float @t_div(float %x, float %y) {\n  %r = fdiv float %x, %y\n  ret float %r\n}\n"
    "define float @t_rem(float %x, float %y) {\n  %r = frem float %x, %y\n  ret float %r\n}\n"
    "define float @t_rsqrt(float %x) {\n  %s = call float @llvm.sqrt.f32(float %x)\n"
    "  %r = fdiv float 1.0, %s\n  ret float %r\n}\n"
    /* the runtime's clamp(x, 0, 1) after opt -O2 */
    "define float @t_clamp01(float %x) {\n  %a = fcmp olt float %x, 0.0\n"
    "  %b = select i1 %a, float 0.0, float %x\n  %c = fcmp ogt float %b, 1.0\n"
    "  %r = select i1 %c, float 1.0, float %b\n  ret float %r\n}\n"
    "define float @t_select(float %x, float %y) {\n  %c = fcmp ogt float %x, %y\n"
    "  %r = select i1 %c, float 10.0, float 20.0\n  ret float %r\n}\n"
    "define float @t_switch(float %x) {\nentry:\n  %i = fptosi float %x to i32\n"
    "  switch i32 %i, label %d [ i32 0, label %a\n i32 1, label %b\n i32 2, label %a ]\n"
    "a:\n  br label %d\nb:\n  br label %d\n"
    "d:\n  %r = phi float [ 7.0, %entry ], [ 1.0, %a ], [ 2.0, %b ]\n  ret float %r\n}\n"
    "define i32 @t_sdiv(i32 %a, i32 %b) {\n  %r = sdiv i32 %a, %b\n  ret i32 %r\n}\n"
    "define i32 @t_srem(i32 %a, i32 %b) {\n  %r = srem i32 %a, %b\n  ret i32 %r\n}\n"
    "define i32 @t_udiv(i32 %a, i32 %b) {\n  %r = udiv i32 %a, %b\n  ret i32 %r\n}\n"
    "define i32 @t_urem(i32 %a, i32 %b) {\n  %r = urem i32 %a, %b\n  ret i32 %r\n}\n"
    "define i32 @t_rem7(i32 %a) {\n  %n = trunc i32 %a to i16\n  %r = srem i16 %n, 7\n"
    "  %w = sext i16 %r to i32\n  ret i32 %w\n}\n"
    "define float @t_u2f(i32 %a) {\n  %r = uitofp i32 %a to float\n  ret float %r\n}\n"
    "define float @t_u2f_small(i32 %a) {\n  %m = lshr i32 %a, 8\n  %r = uitofp i32 %m to float\n  ret float %r\n}\n"
    "define i32 @t_f2u(float %x) {\n  %r = fptoui float %x to i32\n  ret i32 %r\n}\n"
    "define i32 @t_lshr(i32 %a, i32 %n) {\n  %r = lshr i32 %a, %n\n  ret i32 %r\n}\n"
    "define float @t_comp(float %x) {\n  %i = fptosi float %x to i32\n"
    "  %r = extractelement <3 x float> <float 10.0, float 20.0, float 30.0>, i32 %i\n  ret float %r\n}\n"
    "define float @t_pick(float %x) {\n  %k = alloca [4 x float]\n"
    "  store float 1.0, ptr %k\n  %p1 = getelementptr float, ptr %k, i32 1\n  store float 2.0, ptr %p1\n"
    "  %p2 = getelementptr float, ptr %k, i32 2\n  store float 3.0, ptr %p2\n"
    "  %p3 = getelementptr float, ptr %k, i32 3\n  store float 4.0, ptr %p3\n"
    "  %i = fptosi float %x to i32\n  %pw = getelementptr float, ptr %k, i32 %i\n"
    "  store float 9.0, ptr %pw\n  %j = sub i32 3, %i\n  %pr = getelementptr float, ptr %k, i32 %j\n"
    "  %a = load float, ptr %pr\n  %b = load float, ptr %k\n  %c = fmul float %b, 1.0e1\n"
    "  %r = fadd float %a, %c\n  ret float %r\n}\n"
    /* lane 1 of vector forms */
    "define float @t_vfloor(float %x) {\n  %v = insertelement <3 x float> zeroinitializer, float %x, i32 1\n"
    "  %f = call <3 x float> @llvm.floor.v3f32(<3 x float> %v)\n"
    "  %r = extractelement <3 x float> %f, i32 1\n  ret float %r\n}\n"
    "define float @t_vsin(float %x) {\n  %v = insertelement <3 x float> zeroinitializer, float %x, i32 1\n"
    "  %f = call <3 x float> @llvm.sin.v3f32(<3 x float> %v)\n"
    "  %r = extractelement <3 x float> %f, i32 1\n  ret float %r\n}\n"
    "define float @t_vdiv(float %x, float %y) {\n  %v = insertelement <3 x float> <float 1.0, float 2.0, float 3.0>, float %x, i32 1\n"
    "  %s = insertelement <3 x float> undef, float %y, i32 0\n"
    "  %d = shufflevector <3 x float> %s, <3 x float> undef, <3 x i32> zeroinitializer\n"
    "  %q = fdiv <3 x float> %v, %d\n  %r = extractelement <3 x float> %q, i32 1\n  ret float %r\n}\n";

/* What the RPU computes for its pseudo-intrinsics, in float as the VM does. */
static const char *const rpu_ir =
    "declare float @llvm.sqrt.f32(float)\n"
    "declare float @llvm.floor.f32(float)\n"
    "declare <3 x float> @llvm.floor.v3f32(<3 x float>)\n"
    "define float @rpu.rcp(float %x) {\n  %r = fdiv float 1.0, %x\n  ret float %r\n}\n"
    "define float @rpu.rsq(float %x) {\n  %s = call float @llvm.sqrt.f32(float %x)\n"
    "  %r = fdiv float 1.0, %s\n  ret float %r\n}\n"
    "define float @rpu.frac(float %x) {\n  %f = call float @llvm.floor.f32(float %x)\n"
    "  %r = fsub float %x, %f\n  ret float %r\n}\n"
    "define <3 x float> @rpu.frac.v3(<3 x float> %x) {\n"
    "  %f = call <3 x float> @llvm.floor.v3f32(<3 x float> %x)\n"
    "  %r = fsub <3 x float> %x, %f\n  ret <3 x float> %r\n}\n"
    "define float @rpu.sat(float %x) {\n  %p = fcmp ogt float %x, 0.0\n"
    "  %l = fcmp olt float %x, 1.0\n  %a = select i1 %l, float %x, float 1.0\n"
    "  %r = select i1 %p, float %a, float 0.0\n  ret float %r\n}\n";

#define PI 3.14159265358979323846

static LLVMContextRef ctx;
static LLVMExecutionEngineRef engine;
static char *lower_error;
static FILE *report;

static LLVMModuleRef parse(const char *text, const char *name) {
    LLVMMemoryBufferRef buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(text, strlen(text), name);
    LLVMModuleRef m = NULL;
    char *msg = NULL;
    if (LLVMParseIRInContext(ctx, buf, &m, &msg)) {
        fprintf(stderr, "%s: %s\n", name, msg);
        LLVMDisposeMessage(msg);
        return NULL;
    }
    return m;
}

static int setup(void) {
    LLVMLinkInMCJIT();
    if (LLVMInitializeNativeTarget() || LLVMInitializeNativeAsmPrinter()) return 1;
    ctx = LLVMContextCreate();
    LLVMModuleRef m = parse(test_ir, "tests"), rpu = parse(rpu_ir, "rpu");
    if (!m || !rpu) return 1;
    if (!rpu_lower_module(m, &lower_error)) {
        fprintf(stderr, "lowering failed: %s\n", lower_error);
        LLVMDisposeModule(rpu);
        LLVMDisposeModule(m);
        return 0; /* test_lowered reports it */
    }
    if (LLVMLinkModules2(m, rpu)) return 1; /* defines the pseudo-intrinsics */
    char *msg = NULL;
    if (LLVMVerifyModule(m, LLVMPrintMessageAction, &msg)) return 1;
    LLVMDisposeMessage(msg);
    struct LLVMMCJITCompilerOptions opts;
    LLVMInitializeMCJITCompilerOptions(&opts, sizeof opts);
    if (LLVMCreateMCJITCompilerForModule(&engine, m, &opts, sizeof opts, &msg)) {
        fprintf(stderr, "MCJIT: %s\n", msg);
        LLVMDisposeMessage(msg);
        return 1;
    }
    report = stdout;
    return 0;
}

static int teardown(void) {
    if (engine) LLVMDisposeExecutionEngine(engine); /* owns the module */
    free(lower_error);
    LLVMContextDispose(ctx);
    return 0;
}

typedef float (*fn1)(float);
typedef float (*fn2)(float, float);

static void *get(const char *name) {
    if (!engine) return NULL;
    return (void *)(uintptr_t)LLVMGetFunctionAddress(engine, name);
}

/* deterministic inputs: xorshift */
static uint32_t seed = 12345;
static float uniform(float lo, float hi) {
    seed ^= seed << 13;
    seed ^= seed >> 17;
    seed ^= seed << 5;
    return lo + (hi - lo) * (float)(seed >> 8) * (1.0f / 16777216.0f);
}

enum { N = 20000 };

/* Worst error of f against ref over [lo, hi]: |got - want| / (abs + rel * |want|)
 * must stay <= 1. */
static void check1(const char *name, double (*ref)(double), float lo, float hi, double abs_tol,
                   double rel_tol) {
    fn1 f = (fn1)get(name);
    CU_ASSERT_PTR_NOT_NULL_FATAL(f);
    double worst = 0, worst_abs = 0;
    float worst_x = 0;
    for (int k = 0; k < N; k++) {
        float x = uniform(lo, hi);
        double want = ref(x), got = f(x);
        double e = fabs(got - want), scaled = e / (abs_tol + rel_tol * fabs(want));
        if (!(scaled <= worst)) {
            worst = scaled;
            worst_x = x;
            worst_abs = e;
        }
    }
    fprintf(report, "\n  %-8s [%g, %g]: worst error %.3g at %.9g (%.2f of the tolerance)", name,
            (double)lo, (double)hi, worst_abs, (double)worst_x, worst);
    CU_ASSERT(worst <= 1.0);
}

static void test_lowered(void) { CU_ASSERT_PTR_NULL(lower_error); }

static void test_sin_cos(void) {
    check1("t_sin", sin, -10, 10, 3e-7, 0);
    check1("t_sin", sin, -3000, 3000, 3e-7, 0);
    check1("t_cos", cos, -10, 10, 3e-7, 0);
    check1("t_cos", cos, -3000, 3000, 3e-7, 0);
    check1("t_vsin", sin, -10, 10, 3e-7, 0);
    fn1 s = (fn1)get("t_sin");
    CU_ASSERT_EQUAL(s(0.0f), 0.0f);
    CU_ASSERT_EQUAL(s(1e-20f), 1e-20f);
}

static void test_tan(void) {
    check1("t_tan", tan, -1.4f, 1.4f, 0, 1e-6);
    fn1 t = (fn1)get("t_tan");
    double worst = 0;
    for (int k = 0; k < N; k++) {
        float x = uniform(-100, 100);
        if (fabs(cos(x)) < 0.05) continue;
        double want = tan(x), e = fabs(t(x) - want) / fabs(want);
        if (e > worst) worst = e;
    }
    fprintf(report, "\n  t_tan    [-100, 100] off the poles: worst relative error %.3g", worst);
    CU_ASSERT(worst <= 1e-6);
}

static void test_inverse_trig(void) {
    check1("t_atan", atan, -100, 100, 3e-7, 0);
    check1("t_atan", atan, -1, 1, 3e-7, 0);
    check1("t_asin", asin, -1, 1, 5e-7, 0);
    check1("t_acos", acos, -1, 1, 5e-7, 0);
    fn2 a2 = (fn2)get("t_atan2");
    CU_ASSERT_PTR_NOT_NULL_FATAL(a2);
    double worst = 0;
    for (int k = 0; k < N; k++) {
        float y = uniform(-10, 10), x = uniform(-10, 10);
        double e = fabs(a2(y, x) - atan2(y, x));
        if (e > worst) worst = e;
    }
    fprintf(report, "\n  t_atan2  [-10, 10]^2: worst error %.3g", worst);
    CU_ASSERT(worst <= 4e-7);
    CU_ASSERT_EQUAL(a2(0, 0), 0.0f);
    CU_ASSERT(fabs(a2(0, -1) - PI) < 3e-7);
    CU_ASSERT(fabs(a2(1, 0) - PI / 2) < 3e-7);
    CU_ASSERT(fabs(((fn1)get("t_asin"))(1.0f) - PI / 2) < 3e-7);
    CU_ASSERT(fabs(((fn1)get("t_acos"))(-1.0f) - PI) < 3e-7);
}

static double log2_ref(double x) { return log2(x); }
static double exp2_ref(double x) { return exp2(x); }

static void test_exp_log(void) {
    check1("t_exp2", exp2_ref, -126, 127, 0, 3e-7);
    check1("t_exp2", exp2_ref, -2, 2, 0, 3e-7);
    check1("t_exp", exp, -10, 10, 0, 3e-7 + 10 * 1.2e-7);
    check1("t_exp", exp, -87, 88, 0, 3e-7 + 88 * 1.2e-7);
    check1("t_log2", log2_ref, 1e-3f, 1e3f, 3e-7, 1.2e-7);
    check1("t_log2", log2_ref, 1e-30f, 1e30f, 3e-7, 1.2e-7);
    check1("t_log2", log2_ref, 0.5f, 2, 3e-7, 1.2e-7);
    check1("t_log", log, 1e-3f, 1e3f, 3e-7, 1.2e-7);
    check1("t_log10", log10, 1e-3f, 1e3f, 3e-7, 1.2e-7);
    fn1 e2 = (fn1)get("t_exp2"), l2 = (fn1)get("t_log2");
    CU_ASSERT_EQUAL(e2(0), 1.0f);
    CU_ASSERT_EQUAL(e2(-200), 0.0f);
    CU_ASSERT(isinf(e2(200)));
    CU_ASSERT_EQUAL(e2(10), 1024.0f);
    CU_ASSERT_EQUAL(l2(1), 0.0f);
    CU_ASSERT_EQUAL(l2(1024), 10.0f);
    CU_ASSERT(isinf(l2(0)) && l2(0) < 0);
    /* pow over the shading range */
    fn2 p = (fn2)get("t_pow");
    double worst = 0;
    for (int k = 0; k < N; k++) {
        float x = uniform(0.01f, 100), y = uniform(-4, 4);
        double want = pow(x, y), bound = 3e-7 + fabs(y * log2(x)) * 2e-7;
        double e = fabs(p(x, y) - want) / (want * bound);
        if (e > worst) worst = e;
    }
    fprintf(report, "\n  t_pow    x in [0.01, 100], y in [-4, 4]: %.2f of the tolerance", worst);
    CU_ASSERT(worst <= 1.0);
    CU_ASSERT_EQUAL(p(0, 2), 0.0f);
    CU_ASSERT_EQUAL(p(2, 10), 1024.0f);
}

/* x spread over integers, halves, tiny and large magnitudes */
static float rounding_input(int k) {
    switch (k % 6) {
    case 0: return uniform(-1000, 1000);
    case 1: return floorf(uniform(-1000, 1000)) + 0.5f;
    case 2: return floorf(uniform(-1000, 1000));
    case 3: return uniform(-1, 1) * 1e-6f;
    case 4: return uniform(-1, 1) * 3e9f;
    default: return nextafterf(0.5f, 0) * (k & 8 ? -1 : 1) + (float)(k % 7);
    }
}

static void test_rounding(void) {
    static const struct {
        const char *name;
        float (*ref)(float);
    } ops[] = {{"t_floor", floorf}, {"t_ceil", ceilf}, {"t_trunc", truncf}, {"t_round", roundf},
               {"t_vfloor", floorf}, {"t_fabs", fabsf}};
    for (size_t o = 0; o < sizeof ops / sizeof *ops; o++) {
        fn1 f = (fn1)get(ops[o].name);
        CU_ASSERT_PTR_NOT_NULL_FATAL(f);
        int wrong = 0;
        for (int k = 0; k < N; k++) {
            float x = rounding_input(k);
            if (f(x) != ops[o].ref(x)) {
                if (!wrong) fprintf(report, "\n  %s(%.9g) = %.9g", ops[o].name, (double)x, (double)f(x));
                wrong++;
            }
        }
        CU_ASSERT_EQUAL(wrong, 0);
    }
    CU_ASSERT_EQUAL(((fn1)get("t_round"))(0.49999997f), 0.0f);
    CU_ASSERT_EQUAL(((fn1)get("t_round"))(-2.5f), -3.0f);
    CU_ASSERT_EQUAL(((fn1)get("t_floor"))(-1e-10f), -1.0f);
}

static double rsqrt_ref(double x) { return 1 / sqrt(x); }

static void test_sqrt_division(void) {
    check1("t_sqrt", sqrt, 0, 1e6f, 0, 2.4e-7);
    check1("t_sqrt", sqrt, 0, 1e-30f, 0, 2.4e-7);
    check1("t_rsqrt", rsqrt_ref, 1e-6f, 1e6f, 0, 1.2e-7);
    fn1 s = (fn1)get("t_sqrt");
    CU_ASSERT_EQUAL(s(0.0f), 0.0f);
    CU_ASSERT_EQUAL(s(4.0f), 2.0f);
    CU_ASSERT(isinf(s(INFINITY)));
    fn2 d = (fn2)get("t_div"), vd = (fn2)get("t_vdiv"), r = (fn2)get("t_rem");
    CU_ASSERT_PTR_NOT_NULL_FATAL(d);
    double worst = 0, worst_rem = 0;
    for (int k = 0; k < N; k++) {
        float x = uniform(-1e4f, 1e4f), y = uniform(0.01f, 100) * (k & 1 ? -1 : 1);
        double want = (double)x / y;
        double e = fabs(d(x, y) - want) / fabs(want);
        if (e > worst) worst = e;
        CU_ASSERT_EQUAL(d(x, y), vd(x, y));
        double er = fabs(r(x, y) - fmodf(x, y)) / (fabsf(x) + fabsf(y));
        if (er > worst_rem) worst_rem = er;
    }
    fprintf(report, "\n  t_div    worst relative error %.3g; t_rem worst error %.3g of |x|+|y|", worst,
            worst_rem);
    CU_ASSERT(worst <= 1.8e-7);
    CU_ASSERT(worst_rem <= 2.4e-7);
    CU_ASSERT_EQUAL(d(1.0f, 4.0f), 0.25f);
}

static void test_select_minmax(void) {
    fn2 mn = (fn2)get("t_min"), mx = (fn2)get("t_max"), sel = (fn2)get("t_select"),
        cs = (fn2)get("t_copysign");
    fn1 cl = (fn1)get("t_clamp01"), sw = (fn1)get("t_switch");
    CU_ASSERT_PTR_NOT_NULL_FATAL(mn);
    for (int k = 0; k < N; k++) {
        float x = uniform(-3, 3), y = uniform(-3, 3);
        CU_ASSERT_EQUAL(mn(x, y), fminf(x, y));
        CU_ASSERT_EQUAL(mx(x, y), fmaxf(x, y));
        CU_ASSERT_EQUAL(sel(x, y), x > y ? 10.0f : 20.0f);
        CU_ASSERT_EQUAL(cs(x, y), copysignf(x, y));
        CU_ASSERT_EQUAL(cl(x), x < 0 ? 0.0f : x > 1 ? 1.0f : x);
    }
    static const float sw_want[] = {7, 1, 2, 1, 7};
    for (int k = -1; k <= 3; k++) CU_ASSERT_EQUAL(sw((float)k), sw_want[k + 1]);
}

typedef int32_t (*ifn2)(int32_t, int32_t);

/* Integer division is exact for |a|, |b| < 2^24. */
static void test_integer_division(void) {
    ifn2 sd = (ifn2)get("t_sdiv"), sr = (ifn2)get("t_srem"), ud = (ifn2)get("t_udiv"),
         ur = (ifn2)get("t_urem");
    int32_t (*r7)(int32_t) = (int32_t(*)(int32_t))get("t_rem7");
    CU_ASSERT_PTR_NOT_NULL_FATAL(sd);
    int wrong = 0;
    for (int k = 0; k < N; k++) {
        int32_t a = (int32_t)uniform(-16777215.0f, 16777215.0f);
        int32_t b = (int32_t)(k % 3 ? uniform(-4096, 4096) : uniform(-16777215.0f, 16777215.0f));
        if (k % 5 == 0) b = (int32_t)(k % 17) + 1;
        if (b == 0) b = 7;
        wrong += sd(a, b) != a / b;
        wrong += sr(a, b) != a % b;
        uint32_t ua = (uint32_t)(a < 0 ? -a : a), ub = (uint32_t)(b < 0 ? -b : b);
        wrong += (uint32_t)ud((int32_t)ua, (int32_t)ub) != ua / ub;
        wrong += (uint32_t)ur((int32_t)ua, (int32_t)ub) != ua % ub;
        int16_t n = (int16_t)a;
        wrong += r7(a) != n % 7;
    }
    CU_ASSERT_EQUAL(wrong, 0);
    CU_ASSERT_EQUAL(sd(-7, 2), -3);
    CU_ASSERT_EQUAL(sr(-7, 2), -1);
    CU_ASSERT_EQUAL(sd(16777215, 1), 16777215);
    CU_ASSERT_EQUAL(ur(16777215, 16777215), 0);
    /* unsigned conversions and shifts */
    float (*u2f)(uint32_t) = (float (*)(uint32_t))get("t_u2f");
    float (*u2fs)(uint32_t) = (float (*)(uint32_t))get("t_u2f_small");
    uint32_t (*f2u)(float) = (uint32_t(*)(float))get("t_f2u");
    uint32_t (*lsr)(uint32_t, uint32_t) = (uint32_t(*)(uint32_t, uint32_t))get("t_lshr");
    CU_ASSERT_PTR_NOT_NULL_FATAL(lsr);
    int off = 0;
    for (int k = 0; k < N; k++) {
        uint32_t a = (uint32_t)(uniform(0, 65536)) * 65536u + (uint32_t)uniform(0, 65536), n = (uint32_t)k % 32;
        off += lsr(a, n) != a >> n;
        off += u2fs(a) != (float)(a >> 8);
        /* two roundings may differ from one by an ulp */
        off += fabsf(u2f(a) - (float)a) > (float)a * 1.2e-7f;
        float f = uniform(0, 2147483520.0f);
        off += f2u(f) != (uint32_t)f;
    }
    CU_ASSERT_EQUAL(off, 0);
    CU_ASSERT_EQUAL(u2f(0xffffffffu), 4294967296.0f);
    CU_ASSERT_EQUAL(lsr(0x80000000u, 31), 1u);
    CU_ASSERT_EQUAL(lsr(0x80000000u, 0), 0x80000000u);
    /* a local array: k[i] = 9, then k[3 - i] + 10 * k[0] */
    fn1 pick = (fn1)get("t_pick");
    CU_ASSERT_EQUAL(pick(0), 4.0f + 90.0f);
    CU_ASSERT_EQUAL(pick(1), 3.0f + 10.0f);
    CU_ASSERT_EQUAL(pick(2), 2.0f + 10.0f);
    CU_ASSERT_EQUAL(pick(3), 1.0f + 10.0f);
    fn1 comp = (fn1)get("t_comp");
    CU_ASSERT_EQUAL(comp(0), 10.0f);
    CU_ASSERT_EQUAL(comp(1), 20.0f);
    CU_ASSERT_EQUAL(comp(2), 30.0f);
}

int main(void) {
    if (CU_initialize_registry() != CUE_SUCCESS) return 1;
    CU_pSuite s = CU_add_suite("rpu-lower", setup, teardown);
    CU_add_test(s, "the test module lowers", test_lowered);
    CU_add_test(s, "sin cos", test_sin_cos);
    CU_add_test(s, "tan", test_tan);
    CU_add_test(s, "atan atan2 asin acos", test_inverse_trig);
    CU_add_test(s, "exp exp2 log log2 log10 pow", test_exp_log);
    CU_add_test(s, "floor ceil trunc round fabs", test_rounding);
    CU_add_test(s, "sqrt rsqrt division frem", test_sqrt_division);
    CU_add_test(s, "select min max clamp copysign switch", test_select_minmax);
    CU_add_test(s, "integer division, narrow integers, variable index, local arrays", test_integer_division);
    CU_basic_set_mode(CU_BRM_VERBOSE);
    CU_basic_run_tests();
    unsigned failed = CU_get_number_of_failures() + CU_get_number_of_tests_failed();
    CU_cleanup_registry();
    return failed ? 1 : 0;
}
