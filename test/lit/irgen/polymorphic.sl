// Builtins polymorphic in their return type take it from the context:
// a declaration, an assignment, a typecast; float when nothing says.
// RUN: rsl2ll %s | FileCheck %s
surface s()
{
    color c = noise(P);
// CHECK: call <3 x float> @rsl_noise__c_p(<3 x float>
    vector v = noise(P);
// CHECK: call <3 x float> @rsl_noise__v_p(<3 x float>
    float f = noise(P) * 2;
// CHECK: call float @rsl_noise__f_p(<3 x float>
    c = color noise(s, t);
// CHECK: call <3 x float> @rsl_noise__c_ff(float
    f = float cellnoise(P);
// CHECK: call float @rsl_cellnoise__f_p(
    point p = random();
// CHECK: call <3 x float> @rsl_random__p()
    Ci = c * f + color(v) + color(p);
}
