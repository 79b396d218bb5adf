// The globals the major compilers add to RI 3.2's (frontend/sema_globals.c):
// P and I written in a surface shader, P and N in a light shader, Ns read in
// a light shader, dtime and dPdtime (fields 24-26 of the globals, after
// alpha), for every target.
// RUN: rsl2ll %s -o %t.ll 2>&1 | FileCheck --check-prefix=WARN %s
// RUN: FileCheck %s < %t.ll
// RUN: opt -O2 -verify-each -disable-output %t.ll
// RUN: rsl2ll --target=rpu %s 2>/dev/null | opt -O2 -verify-each -disable-output
// RUN: rsl2ll --target=ptx %s 2>/dev/null | opt -O2 -verify-each -disable-output
// The RPU's light entry takes Ps and Ns.
// RUN: rsl2ll --target=rpu %s 2>/dev/null | opt -O2 -S | FileCheck --check-prefix=RPU %s
// RPU: define { <3 x float>, <3 x float>, i32 } @area(<3 x float> {{.*}}, <3 x float> {{.*}})
surface moving()
{
    P += 0.1 * N;
// WARN: compiler-globals.sl:[[@LINE-1]]:5: warning: assigning to 'P', which RI 3.2 makes read-only in a surface shader
// CHECK-LABEL: define void @surface_moving(
// CHECK: [[P:%.*]] = getelementptr inbounds %struct.rsl_globals, ptr %globals, i32 0, i32 0
// CHECK: store <3 x float> %{{.*}}, ptr [[P]]
    I = -I;
// WARN: compiler-globals.sl:[[@LINE-1]]:5: warning: assigning to 'I', which RI 3.2 makes read-only in a surface shader
// CHECK: [[I:%.*]] = getelementptr inbounds %struct.rsl_globals, ptr %globals, i32 0, i32 3
// CHECK: store <3 x float> %{{.*}}, ptr [[I]]
    uniform float dt = dtime;
// CHECK: getelementptr inbounds %struct.rsl_globals, ptr %globals, i32 0, i32 25
    Ci = color(dt + time) + color(dPdtime);
// CHECK: getelementptr inbounds %struct.rsl_globals, ptr %globals, i32 0, i32 26
}
light area(float intensity = 1)
{
    P = point(0, 1, 0);
// WARN: compiler-globals.sl:[[@LINE-1]]:5: warning: assigning to 'P', which RI 3.2 makes read-only in a light shader
    N = normal(0, -1, 0);
// WARN: compiler-globals.sl:[[@LINE-1]]:5: warning: assigning to 'N', which RI 3.2 makes read-only in a light shader
    illuminate(P, N, PI / 2) {
        Cl = intensity * max(0, Ns . normalize(-L));
// CHECK-LABEL: define void @light_area(
// CHECK: getelementptr inbounds %struct.rsl_globals, ptr %globals, i32 0, i32 24
    }
}
