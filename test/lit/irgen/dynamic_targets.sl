// The string functions and message passing per target (runtime/rsl_dynamic.h).
// Host: calls of the rsl_env_* glue with the module's literal table, which
// ends with a NULL; opt -O2 -verify-each accepts the module.  RPU and PTX:
// shadername folds to the name everywhere, and concat of literals to the
// literal; message passing is 0 with a
// warning naming the call and the target; format, concat, match and printf
// are errors naming the function and the target.
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
// RUN: not rsl2ll --target=ptx -DPRINTF %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=PRINTF -DTARGET=ptx
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
// FOLD: @[[STR:rsl.str.[0-9]+]] = private unnamed_addr constant [7 x i8] c"concat\00"
string joined() { return concat("con", "", "cat"); }
// The literal "concat" has id 66 ("con" and "cat" took 64 and 65) and is
// the last name of the table.
// FOLD: @rsl.strings = constant [68 x ptr] [{{.*}}, ptr @[[STR]], ptr null]
// FOLD-LABEL: define {{.*}} @joined(
// FOLD-NOT: call
// FOLD: store i32 66, ptr %retval
#endif
#ifdef FORMAT
string text(float x) { return format("%f", x); }
// FORMAT: dynamic_targets.sl:[[@LINE-1]]:31: error: 'format' is not available on target [[TARGET]]: it needs strings made at run time, which only the host has
#endif
#ifdef CONCAT
string joined(string a, b) { return concat(a, b); }
// CONCAT: dynamic_targets.sl:[[@LINE-1]]:37: error: 'concat' is not available on target [[TARGET]]: it needs strings made at run time, which only the host has
#endif
#ifdef MATCH
float matches(string s) { return match("^a", s); }
// MATCH: dynamic_targets.sl:[[@LINE-1]]:34: error: 'match' is not available on target [[TARGET]]: it needs strings made at run time, which only the host has
#endif
#ifdef PRINTF
void say(float x) { printf("%f\n", x); }
// PRINTF: dynamic_targets.sl:[[@LINE-1]]:21: error: 'printf' is not available on target [[TARGET]]: it needs an output stream, which only the host has
#endif
