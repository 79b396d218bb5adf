// Matrices live in memory and go by pointer to the runtime's operators.
// RUN: rsl2ll %s | FileCheck %s
surface s()
{
    matrix a = 2;
// CHECK: store [16 x float] [float 2.000000e+00, float 0.000000e+00
    matrix b = (1, 0, 0, 0,  0, 1, 0, 0,  0, 0, 1, 0,  1, 2, 3, 1);
    matrix c = a * b;
// CHECK: call void @rsl_op_mul__m_mm(ptr %{{.*}}, ptr %{{.*}}, ptr %{{.*}})
    c /= b;
// CHECK: call void @rsl_op_div__m_mm(
    if (a == b)
// CHECK: call float @rsl_op_eq__f_mm(
        c = inverse(c);
// CHECK: call void @rsl_inverse(ptr %{{.*}}, ptr %{{.*}})
    Ci = determinant(c) + comp(c, 3, 1);
// CHECK: call float @rsl_determinant(
// CHECK: call float @rsl_comp__f_mff(
}
