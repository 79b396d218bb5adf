// Every RSL type, arrays (fixed and unsized) and the storage qualifiers.
// RUN: rsl2ll --ast-dump %s | FileCheck %s

surface types(uniform float f = 1; varying color c = 0; output point p = 0;
              string names[2] = {"a", "b"}; float weights[] = {1, 2, 3})
{
    float a; string b; color c2; point d; vector e; normal n; matrix m;
    uniform vector u[3];
    extern varying normal N;
    void inner() { }
}
// CHECK:      Shader surface types <4:9>
// CHECK-NEXT:   Param uniform float f <4:29>
// CHECK:        Param varying color c <4:50>
// CHECK:        Param output point p <4:70>
// CHECK:        Param string[2] names <5:22>
// CHECK-NEXT:     ArrayInit <5:33>
// CHECK-NEXT:       Str "a"
// CHECK-NEXT:       Str "b"
// CHECK-NEXT:   Param float[] weights <5:51>
// CHECK:          Var float a <7:11>
// CHECK:          Var string b
// CHECK:          Var color c2
// CHECK:          Var point d
// CHECK:          Var vector e
// CHECK:          Var normal n
// CHECK:          Var matrix m
// CHECK:          Var uniform vector[3] u
// CHECK:          Var extern varying normal N
// CHECK:        Function void inner <10:10>
