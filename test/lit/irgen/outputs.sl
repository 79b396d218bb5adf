// Builtins with output arguments get the variables' addresses; a shader's
// output parameters are written back to the params struct at its end.
// RUN: rsl2ll %s -o %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: opt -O2 -verify-each -disable-output %t.ll
surface s(output varying float kr = 0)
{
    float kt;
    color c = Cs;
    fresnel(normalize(I), normalize(N), 1.5, kr, kt);
// CHECK: call void @rsl_fresnel(<3 x float> %{{.*}}, <3 x float> %{{.*}}, float 1.500000e+00, ptr %kr{{[0-9]*}}, ptr %kt)
    setcomp(c, 1, kt);
// CHECK: call void @rsl_setcomp__v_cff(ptr %c, float 1.000000e+00, float %{{.*}})
    Ci = c;
// CHECK: return:
// CHECK-NEXT: [[FIELD:%.*]] = getelementptr inbounds %params.surface_s, ptr %params, i32 0, i32 0
// CHECK-NEXT: [[V:%.*]] = load float, ptr %kr
// CHECK-NEXT: store float [[V]], ptr [[FIELD]]
}
