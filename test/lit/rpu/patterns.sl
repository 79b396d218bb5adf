// Code patterns of the RPU backend: the whole computation in the fewest
// instructions (seed 000 sections 7, 12).  Values are checked on the VM too.
// RUN: rsl2ll --target=rpu %s | opt -O2 | llc-rpu -o %t.s
// RUN: FileCheck %s < %t.s
// RUN: rpu-vm %t.s --call madv --set R0=1,2,3,0.5 --set R1=4,5,6,0 --print R0 | FileCheck --check-prefix=MADV %s
// RUN: rpu-vm %t.s --call cross2 --set R0=1,2,3,0 --set R1=4,5,6,0 --print R0 | FileCheck --check-prefix=CROSS %s
// RUN: rpu-vm %t.s --call scaleby --set R0=3,0,4,0 --print R0 | FileCheck --check-prefix=NORM %s
// RUN: rpu-vm %t.s --call build --set R0=0,0,0,2 --set R1=0,0,0,3 --print R0 | FileCheck --check-prefix=BUILD %s
// RUN: rpu-vm %t.s --call clamped --set R0=0,0,0,0.2 --print R0 | FileCheck --check-prefix=SAT %s

float madf(float a; float b; float c) { return a * b + c; }
// CHECK-LABEL: SUBROUTINE_ENTRY_madf:
// CHECK-NEXT: mad R0.w, R0.w, R1.w, R2.w + return

vector madv(vector a; vector b; float c) { return a * b - c; }
// CHECK-LABEL: SUBROUTINE_ENTRY_madv:
// CHECK-NEXT: mad R0.xyz, R0.xyz, R1.xyz, -R0.w + return
// MADV: R0 = 3.5 9.5 17.5

float scl(float a; float b) { return a * 0.5 - b * 4; }
// CHECK-LABEL: SUBROUTINE_ENTRY_scl:
// CHECK-NEXT: add R0.w, 0.5*R0.w, -4*R1.w + return

vector swz(vector a) { return vector(ycomp(a), zcomp(a), xcomp(a)) * -2; }
// CHECK-LABEL: SUBROUTINE_ENTRY_swz:
// CHECK-NEXT: mov R0.xyz, -2*R0.yzx + return

vector cross2(vector a; vector b) { return a ^ b; }
// The cross product in two instructions (seed 000 section 12.2).
// CHECK-LABEL: SUBROUTINE_ENTRY_cross2:
// CHECK-NEXT: mul [[T:R[0-9]+]].xyz, R0.zxy, R1.yzx
// CHECK-NEXT: mad R0.xyz, R0.yzx, R1.zxy, -[[T]].xyz + return
// CROSS: R0 = -3 6 -3

float dot(vector a; vector b) { return a . b; }
// CHECK-LABEL: SUBROUTINE_ENTRY_dot:
// CHECK-NEXT: dp3 R0.w, R0.xyz, R1.xyz + return

float invlen(vector a) { return 1 / sqrt(a . a); }
// CHECK-LABEL: SUBROUTINE_ENTRY_invlen:
// CHECK-NEXT: dp3_rsq R15.[[L:[xyzw]]], R0.xyz, R0.xyz
// CHECK-NEXT: mov R0.w, S.[[L]] + return

vector scaleby(vector a) { return a * inversesqrt(a . a); }
// CHECK-LABEL: SUBROUTINE_ENTRY_scaleby:
// CHECK-NEXT: dp3_rsq R15.[[L:[xyzw]]], R0.xyz, R0.xyz
// CHECK-NEXT: mul R0.xyz, S.[[L]], R0.xyz + return
// NORM: R0 = 0.6 0 0.8

color build(float r; float g) { return color(r + g, r * g, r); }
// A triple from scalars, each computed straight into its lane.
// CHECK-LABEL: SUBROUTINE_ENTRY_build:
// CHECK-DAG: add R0.x, R0.w, R1.w
// CHECK-DAG: mul R0.y, R0.w, R1.w
// CHECK: mov R0.z, R0.w + return
// BUILD: R0 = 5 6 2

float clamped(float x) { return clamp(x * 3, 0, 1); }
// CHECK-LABEL: SUBROUTINE_ENTRY_clamped:
// CHECK-NEXT: mul_sat R0.w, R0.w, 3 + return
// SAT: R0 = 0 0 0 0.6
