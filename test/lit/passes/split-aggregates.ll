; Loads and stores of whole structs and arrays become one access per member,
; at the member's offset and with the alignment known there; extractvalues
; of the loaded value become the member loads themselves.
; RUN: rsl-opt -passes=split-aggregate-accesses %s | FileCheck %s

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"

%S = type { i32, float, <2 x float>, i8, double }
%Nested = type { [2 x i16], { float, i64 } }

define void @copy_member(ptr addrspace(1) %in, ptr addrspace(1) %out) {
; CHECK-LABEL: define void @copy_member(
; CHECK: [[P0:%.*]] = getelementptr inbounds %S, ptr addrspace(1) %in, i32 0, i32 0
; CHECK-NEXT: [[A:%.*]] = load volatile i32, ptr addrspace(1) [[P0]], align 8
; CHECK: [[P1:%.*]] = getelementptr inbounds %S, ptr addrspace(1) %in, i32 0, i32 1
; CHECK-NEXT: [[X:%.*]] = load volatile float, ptr addrspace(1) [[P1]], align 4
; CHECK: load volatile <2 x float>, {{.*}} align 8
; CHECK: [[P3:%.*]] = getelementptr inbounds %S, ptr addrspace(1) %in, i32 0, i32 3
; CHECK-NEXT: load volatile i8, ptr addrspace(1) [[P3]], align 8
; CHECK: load volatile double
; CHECK: [[Y:%.*]] = fadd float [[X]], 1.0
; CHECK: store volatile i32 [[A]], {{.*}} align 8
; CHECK: store volatile float [[Y]], {{.*}} align 4
; CHECK: store volatile <2 x float>
; CHECK: store volatile i8
; CHECK: store volatile double
; CHECK-NOT: insertvalue
; CHECK-NOT: extractvalue
; CHECK: ret void
  %s = load volatile %S, ptr addrspace(1) %in, align 8
  %x = extractvalue %S %s, 1
  %y = fadd float %x, 1.0
  %t = insertvalue %S %s, float %y, 1
  store volatile %S %t, ptr addrspace(1) %out, align 8
  ret void
}

; Nested aggregates go down to scalars; an extract of a nested member finds
; the member's own load.
define i64 @nested(ptr %p, ptr %q) {
; CHECK-LABEL: define i64 @nested(
; CHECK: [[A:%.*]] = getelementptr inbounds %Nested, ptr %p, i32 0, i32 0
; CHECK: getelementptr inbounds [2 x i16], ptr [[A]], i32 0, i32 1
; CHECK: load i16, {{.*}} align 2
; CHECK: [[B:%.*]] = getelementptr inbounds %Nested, ptr %p, i32 0, i32 1
; CHECK: [[B1:%.*]] = getelementptr inbounds { float, i64 }, ptr [[B]], i32 0, i32 1
; CHECK-NEXT: [[V:%.*]] = load i64, ptr [[B1]], align 8
; The store of a constant writes its members.
; CHECK: store i16 1, {{.*}} align 8
; CHECK: store i16 2, {{.*}} align 2
; CHECK: store float 0.0{{.*}}, align 8
; CHECK: store i64 7, {{.*}} align 8
; CHECK: ret i64 [[V]]
  %n = load %Nested, ptr %p, align 8
  %v = extractvalue %Nested %n, 1, 1
  store %Nested { [2 x i16] [i16 1, i16 2], { float, i64 } { float 0.0, i64 7 } }, ptr %q, align 8
  ret i64 %v
}

; Members of a 2-aligned array of i32 are at most 2-aligned.
define void @array(ptr %p, ptr %q) {
; CHECK-LABEL: define void @array(
; CHECK: load i32, {{.*}} align 2
; CHECK: load i32, {{.*}} align 2
; CHECK: load i32, {{.*}} align 2
; CHECK-NOT: load
; CHECK: store i32 {{.*}} align 2
; CHECK: store i32 {{.*}} align 2
; CHECK: store i32 {{.*}} align 2
  %a = load [3 x i32], ptr %p, align 2
  store [3 x i32] %a, ptr %q, align 2
  ret void
}

; A struct that is not taken apart (returned whole) is rebuilt from its members.
define { i32, float } @whole(ptr %p) {
; CHECK-LABEL: define { i32, float } @whole(
; CHECK: [[A:%.*]] = load i32
; CHECK: [[S0:%.*]] = insertvalue { i32, float } poison, i32 [[A]], 0
; CHECK: [[B:%.*]] = load float
; CHECK: [[S1:%.*]] = insertvalue { i32, float } [[S0]], float [[B]], 1
; CHECK: ret { i32, float } [[S1]]
  %s = load { i32, float }, ptr %p
  ret { i32, float } %s
}

; Atomic accesses and scalars stay as they are.
define void @untouched(ptr %p, ptr %q) {
; CHECK-LABEL: define void @untouched(
; CHECK-NEXT: load atomic i32, ptr %p seq_cst, align 4
; CHECK-NEXT: store i32
  %a = load atomic i32, ptr %p seq_cst, align 4
  store i32 %a, ptr %q
  ret void
}
