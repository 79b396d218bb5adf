// Coordinate-system and color-space typecasts: the value is in the named
// space and is brought to "current" (id 1) or "rgb" (id 9) by the runtime.
// RUN: rsl2ll %s | FileCheck %s
surface s()
{
    point p = point "world" (0, 0, 1);
// CHECK: call <3 x float> @rsl_transform__p_ssp(ptr %globals, i32 2, i32 1, <3 x float> <float 0.000000e+00, float 0.000000e+00, float 1.000000e+00>)
    vector v = vector "object" (1, 0, 0);
// CHECK: call <3 x float> @rsl_vtransform__v_ssv(ptr %globals, i32 3, i32 1,
    normal n = normal "camera" (0, 1, 0);
// CHECK: call <3 x float> @rsl_ntransform__n_ssn(ptr %globals, i32 5, i32 1,
    color c = color "hsv" (0.5, 1, 1);
// CHECK: call <3 x float> @rsl_ctransform__c_ssc(i32 10, i32 9,
    matrix m = matrix "shader" 1;
// CHECK: call i32 @rsl_env_space_matrix(ptr %globals, i32 4, ptr
// CHECK: call void @rsl_op_mul__m_mm(ptr
    point q = transform("myspace", p);
// CHECK: call <3 x float> @rsl_transform__p_sp(ptr %globals, i32 64,
    Ci = c + color(comp(m, 0, 0)) + color(q + v + n);
}
