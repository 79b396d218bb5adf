// Loops, break/continue n across illuminance, ?: and short-circuit && / ||.
// RUN: rsl2ll %s -o %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: opt -O2 -verify-each -disable-output %t.ll
surface s()
{
    float i, sum = 0;
    for (i = 0; i < 4; i += 1) {
// CHECK: loop.cond:
        illuminance("spec", P, N, PI / 2) {
// CHECK: call i32 @rsl_env_light_count(ptr %globals)
// CHECK: call i32 @rsl_env_illuminance(ptr %globals, i32 %{{.*}}, i32 64,
            if (sum > 3)
                break 2;
            if (sum > 2 && i < 1 || sum < 0)
                continue 2;
            sum += L . N;
        }
    }
    while (sum > 0)
        sum -= 1;
    Ci = sum > 1 ? color(1, 0, 0) : Cs;
// CHECK: cond.end:
// CHECK-NEXT: phi <3 x float>
}
