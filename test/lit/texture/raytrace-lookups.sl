// shadow() and environment() on the map "raytrace" trace rays on the host
// (runtime/host_raytrace.c: no warning there, the call goes to
// rsl_host_shadow and rsl_host_environment, which dispatch on the map's
// name); the RPU and PTX trace no such rays: a compile-time warning naming
// the function and the target, and each still compiles.
// RUN: rsl2ll %s 2> %t.host | opt -O2 -verify-each -S | FileCheck %s --check-prefix=OPT
// RUN: count 0 < %t.host
// RUN: rsl2ll --target=rpu %s 2> %t.rpu | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: FileCheck %s -DTARGET=rpu < %t.rpu
// RUN: rsl2ll --target=ptx %s 2> %t.ptx | opt -O2 -verify-each | llc-rpu -march=ptx -mcpu=sm_80 -o /dev/null
// RUN: FileCheck %s -DTARGET=ptx < %t.ptx
// CHECK: raytrace-lookups.sl:[[# @LINE + 6]]:18: warning: shadow lookups are not supported by the [[TARGET]] target
// CHECK: raytrace-lookups.sl:[[# @LINE + 10]]:10: warning: environment lookups are not supported by the [[TARGET]] target
// CHECK-NOT: warning:
light traced(point from = 0)
{
    illuminate(from) {
        Cl = 1 - shadow("raytrace", Ps, "samples", 4, "blur", 0.1);
    }
}
surface mirror()
{
    Ci = environment("raytrace", reflect(I, normalize(N)));
}
// OPT: call <3 x float> @rsl_host_shadow(ptr {{.*}}, i32 noundef 40,
// OPT: call <3 x float> @rsl_host_environment(ptr {{.*}}, i32 noundef 40,
