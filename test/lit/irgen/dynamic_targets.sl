// The string functions and message passing per target (runtime/rsl_dynamic.h).
// Host: calls of the rsl_env_* glue with the module's literal table, which
// ends with a NULL; opt -O2 -verify-each accepts the module.  RPU and PTX:
// shadername folds to the name everywhere, and format, concat and match of
// constants to their value (sema_string_fold.c); message passing is 0 with
// a warning naming the call and the target; format, concat and match of
// values known only at run time, and printf on the RPU, are errors naming
// the feature, the function and the target (printf on PTX is CUDA's
// vprintf: irgen/ptx_printf.sl).
// RUN: rsl2ll %s -o %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: opt -O2 -verify-each %t.ll -o /dev/null
// RUN: rsl2ll --target=rpu -DMESSAGES %s 2>&1 >%t.rpu.ll | FileCheck %s --check-prefix=WARN -DTARGET=rpu
// RUN: opt -O2 -verify-each %t.rpu.ll -S | FileCheck %s --check-prefix=FOLDED
// RUN: rsl2ll --target=ptx -DMESSAGES %s 2>&1 >%t.ptx.ll | FileCheck %s --check-prefix=WARN -DTARGET=ptx
// RUN: opt -O2 -verify-each %t.ptx.ll -S | FileCheck %s --check-prefix=FOLDED
// RUN: not rsl2ll --target=rpu -DFORMAT %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=FORMAT -DTARGET=rpu
// RUN: not rsl2ll --target=ptx -DFORMAT %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=FORMAT -DTARGET=ptx
// RUN: not rsl2ll --target=rpu -DCONCAT %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=CONCAT -DTARGET=rpu
// RUN: rsl2ll -DFOLD %s | FileCheck %s --check-prefix=FOLD
// RUN: not rsl2ll --target=ptx -DMATCH %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=MATCH -DTARGET=ptx
// RUN: rsl2ll --target=rpu -DFOLD %s | FileCheck %s --check-prefix=FOLD
// RUN: rsl2ll --target=ptx -DFOLD %s | FileCheck %s --check-prefix=FOLD
// RUN: not rsl2ll --target=rpu -DPRINTF %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=PRINTF -DTARGET=rpu

// CHECK: @rsl.strings = constant [{{[0-9]+}} x ptr] [{{.*}}, ptr null]

#if defined(MESSAGES) || !(defined(FORMAT) || defined(CONCAT) || defined(MATCH) || defined(PRINTF) || defined(FOLD))
surface named(float Kd = 0.5)
{
    float kd = Kd;
    float ok = surface("Kd", kd);
// CHECK-LABEL: define void @surface_named(
// CHECK: call float @rsl_env_message(ptr %globals, ptr @rsl.strings, i32 0, i32 {{[0-9]+}}, i32 1, i32 1, ptr %kd)
// WARN: dynamic_targets.sl:[[@LINE-3]]:16: warning: message passing ('surface') is not available on target [[TARGET]]: it returns 0
// WARN-NEXT: float ok = surface("Kd", kd);
// WARN-NEXT: {{^}}               ^
    float size[3];
    ok += option("Format", size);
// CHECK: call float @rsl_env_message(ptr %globals, ptr @rsl.strings, i32 7, i32 {{[0-9]+}}, i32 1, i32 3, ptr %size)
// WARN: dynamic_targets.sl:[[@LINE-2]]:11: warning: message passing ('option') is not available on target [[TARGET]]: it returns 0
    if (shadername() == "named" && shadername("surface") == concat("na", "med"))
        Ci = kd + ok + size[0];
}
// Every other message function warns the same way, each call by name
// (incident() and opposite() read the surface's volume shaders on the host).
surface others()
{
    float f = 0, h = 0;
    color c = 0;
    string name = "";
    h += displacement("amp", f) + atmosphere("distance", f) + incident("distance", f) + opposite("distance", f);
// WARN: dynamic_targets.sl:[[@LINE-1]]:10: warning: message passing ('displacement') is not available on target [[TARGET]]: it returns 0
// WARN: dynamic_targets.sl:[[@LINE-2]]:35: warning: message passing ('atmosphere') is not available on target [[TARGET]]: it returns 0
// WARN: dynamic_targets.sl:[[@LINE-3]]:63: warning: message passing ('incident') is not available on target [[TARGET]]: it returns 0
// WARN: dynamic_targets.sl:[[@LINE-4]]:89: warning: message passing ('opposite') is not available on target [[TARGET]]: it returns 0
    h += attribute("identifier:name", name) + rendererinfo("renderer", name);
// WARN: dynamic_targets.sl:[[@LINE-1]]:10: warning: message passing ('attribute') is not available on target [[TARGET]]: it returns 0
// WARN: dynamic_targets.sl:[[@LINE-2]]:47: warning: message passing ('rendererinfo') is not available on target [[TARGET]]: it returns 0
    illuminance(P) {
        h += lightsource("intensity", f);
// WARN: dynamic_targets.sl:[[@LINE-1]]:14: warning: message passing ('lightsource') is not available on target [[TARGET]]: it returns 0
        c += Cl;
    }
    illuminance("rim", P) {
// WARN: dynamic_targets.sl:[[@LINE-1]]:17: warning: light categories (illuminance's category) are not supported by the [[TARGET]] target: every light matches
        c += Cl;
    }
    Ci = c * (f + h);
}
// The shader (the RPU's entry `named`, PTX's device function): shadername()
// == "named" == concat("na", "med") folds to true and each message to 0: no
// environment call is left.
// FOLDED-LABEL: define {{.*}}@{{(surface_)?named}}(
// FOLDED-NOT: @rsl_env
// FOLDED: ret 
#endif

#if !(defined(MESSAGES) || defined(FORMAT) || defined(CONCAT) || defined(MATCH) || defined(PRINTF) || defined(FOLD))
string text(float x; string s) { return format("%f %s", x, s); }
// CHECK-LABEL: define {{.*}} @text(
// CHECK: call i32 @rsl_env_format(ptr @rsl.strings, i32 {{[0-9]+}}, i32 2, ptr %fmt.args)
string joined(string a, b) { return concat(a, b); }
// CHECK-LABEL: define {{.*}} @joined(
// CHECK: call i32 @rsl_env_format(ptr @rsl.strings, i32 {{[0-9]+}}, i32 2, ptr %fmt.args)
float matches(string s) { return match("^a", s); }
// CHECK-LABEL: define {{.*}} @matches(
// CHECK: call float @rsl_env_match(ptr @rsl.strings, i32 {{[0-9]+}}, i32 %s{{[0-9]*}})
void say(float x) { printf("%f\n", x); }
// CHECK-LABEL: define {{.*}} @say(
// CHECK: call void @rsl_env_printf(ptr @rsl.strings, i32 {{[0-9]+}}, i32 1, ptr %fmt.args)
#endif

#ifdef FOLD
// Of constants, on every target: the literal made at compile time (no call).
// FOLD-DAG: @{{rsl.str.?[0-9]+}} = private unnamed_addr constant [7 x i8] c"concat\00"
// FOLD-DAG: @{{rsl.str.?[0-9]+}} = private unnamed_addr constant [4 x i8] c"a_3\00"
// FOLD-DAG: @{{rsl.str.?[0-9]+}} = private unnamed_addr constant [18 x i8] c"wood_2.50_(1 0 0)\00"
string joined() { return concat("con", "", "cat"); }
string formatted() { return format("%s_%d", "a", 3.7); }
string nested() { return concat(format("%s_%.2f", "wood", 2.5), format("_(%g %g %g)", 1, 0, 0)); }
// match of literals is 1 or 0: 1 + 2 * 0.
float matched() { return match("^ke?y", "keylight") + 2 * match("x$", "fill"); }
// FOLD-LABEL: define {{.*}}@joined(
// FOLD-NOT: call
// FOLD: ret
// FOLD-LABEL: define {{.*}}@formatted(
// FOLD-NOT: call
// FOLD: ret
// FOLD-LABEL: define {{.*}}@nested(
// FOLD-NOT: call
// FOLD: ret
// FOLD-LABEL: define {{.*}}@matched(
// FOLD-NOT: call
// FOLD: ret
#endif
#ifdef FORMAT
string text(float x) { return format("%f", x); }
// FORMAT: dynamic_targets.sl:[[@LINE-1]]:31: error: run-time string formatting (format) is not supported by the [[TARGET]] target
// FORMAT-NEXT: string text(float x) { return format("%f", x); }
// FORMAT-NEXT: {{^}}                              ^
#endif
#ifdef CONCAT
string joined(string a, b) { return concat(a, b); }
// CONCAT: dynamic_targets.sl:[[@LINE-1]]:37: error: run-time string formatting (concat) is not supported by the [[TARGET]] target
#endif
#ifdef MATCH
float matches(string s) { return match("^a", s); }
// MATCH: dynamic_targets.sl:[[@LINE-1]]:34: error: run-time regular expression matching (match) is not supported by the [[TARGET]] target
#endif
#ifdef PRINTF
void say(float x) { printf("%f\n", x); }
// PRINTF: dynamic_targets.sl:[[@LINE-1]]:21: error: run-time printing (printf) is not supported by the [[TARGET]] target
#endif
