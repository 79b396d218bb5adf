; Accesses below their natural alignment (packed structs) go byte by byte;
; globals come out after the globals their initializers name; a long switch
; keeps its condition register.
; RUN: llc-rpu -march=ptx -ptx-unmarked-kernels %s -o - | FileCheck %s
; RUN: %if ptxas %{ llc-rpu -march=ptx -ptx-unmarked-kernels %s -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin 2>&1 | count 0 %}
; RUN: %if ptxas %{ llc-rpu -march=ptx -ptx-unmarked-kernels -mcpu=sm_90 %s -o %t90.ptx && %ptxas -arch=sm_90 %t90.ptx -o %t90.cubin 2>&1 | count 0 %}

; CHECK: .global .align 1 .b8 name[4] = {97, 98, 99, 0};
; CHECK: .global .align 8 .u64 table[2] = {generic(name), 0};
@table = addrspace(1) global [2 x ptr] [ptr addrspacecast (ptr addrspace(1) @name to ptr), ptr null]
@name = addrspace(1) global [4 x i8] c"abc\00"

define void @packed(ptr addrspace(1) %p, ptr addrspace(1) %q) {
; CHECK-LABEL: .visible .entry packed(
; CHECK: ld.global.u8 {{%rs[0-9]+}}, [{{%rd[0-9]+}}+1];
; CHECK: ld.global.u8 {{%rs[0-9]+}}, [{{%rd[0-9]+}}+4];
; CHECK: shl.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, 24;
; CHECK: mov.b32 {{%f[0-9]+}}, {{%r[0-9]+}};
; CHECK: shr.u32 {{%r[0-9]+}}, {{%r[0-9]+}}, 24;
; CHECK: st.global.u8 [{{%rd[0-9]+}}+3],
  %a = getelementptr i8, ptr addrspace(1) %p, i64 1
  %v = load float, ptr addrspace(1) %a, align 1
  %w = fmul float %v, 2.0
  store float %w, ptr addrspace(1) %q, align 1
  ret void
}

define void @long_switch(i32 %x, ptr addrspace(1) %p) {
; CHECK-LABEL: .visible .entry long_switch(
; CHECK: ld.param.u32 [[X:%r[0-9]+]], [long_switch_param_0+0];
; CHECK-COUNT-12: setp.eq.u32 {{%p[0-9]+}}, [[X]], {{[0-9]+}};
entry:
  switch i32 %x, label %d [ i32 1, label %a  i32 2, label %b  i32 3, label %a  i32 4, label %b
                            i32 5, label %a  i32 6, label %b  i32 7, label %a  i32 8, label %b
                            i32 9, label %a  i32 10, label %b i32 11, label %a i32 12, label %b ]
a:
  store i32 1, ptr addrspace(1) %p
  ret void
b:
  store i32 2, ptr addrspace(1) %p
  ret void
d:
  ret void
}
