// The deferred-shading kernel rsl2ll --target=ptx adds for each shader: its
// signature, the thread index from the special registers, the bounds check,
// parameters copied field by field or computed by .init, the call of the
// shader entry, and nvvm.annotations naming only the kernels.
// RUN: rsl2ll --target=ptx %s -o %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: FileCheck %s --check-prefix=ANNOT < %t.ll
// RUN: opt -O2 %t.ll -S -o %t.opt.ll
// RUN: FileCheck %s --check-prefix=OPT < %t.opt.ll
// The same optimized IR through both code generators: only kernels are .entry.
// RUN: llc-rpu -march=ptx %t.opt.ll -o - | FileCheck %s --check-prefix=PTX
// RUN: rsl-opt -passes=lower-math-ptx %t.opt.ll -o - | llc -march=nvptx64 -mcpu=sm_80 | FileCheck %s --check-prefix=PTX
// Other targets get no kernels.
// RUN: rsl2ll --target=host %s | FileCheck %s --check-prefix=HOST
// RUN: rsl2ll --target=rpu %s | FileCheck %s --check-prefix=HOST

surface tint(float Kd = 0.5; color base = color(1, 0.5, 0.25); float ramp[2] = {1, 2};
             output varying float seen = 0) {
    seen = ramp[1] * Kd;
    Ci = base * Kd * diffuse(normalize(N));
}

light lamp(float intensity = 2) {
    illuminate(point(0, 0, 0)) {
        Cl = intensity;
    }
}

// CHECK-LABEL: define void @surface_tint_kernel(ptr addrspace(1) %globals, ptr addrspace(1) %params, i32 %count)
// CHECK: %own_params = alloca %params.surface_tint
// CHECK-DAG: [[BLOCK:%[0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
// CHECK-DAG: [[WIDTH:%[0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
// CHECK-DAG: [[THREAD:%[0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
// CHECK: [[BASE:%[0-9]+]] = mul i32 [[BLOCK]], [[WIDTH]]
// CHECK: %index = add i32 [[BASE]], [[THREAD]]
// CHECK: %in_range = icmp slt i32 %index, %count
// CHECK: br i1 %in_range, label %shade, label %done
// CHECK: shade:
// CHECK: [[WIDE:%[0-9]+]] = zext i32 %index to i64
// CHECK: [[AT:%[0-9]+]] = getelementptr inbounds %struct.rsl_globals, ptr addrspace(1) %globals, i64 [[WIDE]]
// CHECK: %point = addrspacecast ptr addrspace(1) [[AT]] to ptr
// CHECK: %given = icmp ne ptr addrspace(1) %params, null
// CHECK: br i1 %given, label %copy_params, label %init_params
// CHECK: copy_params:
// CHECK: load float, ptr addrspace(1)
// CHECK: load <3 x float>, ptr addrspace(1)
// The array parameter element by element, the output parameter too.
// CHECK: load float, ptr addrspace(1)
// CHECK: load float, ptr addrspace(1)
// CHECK: load float, ptr addrspace(1)
// CHECK-NOT: load
// CHECK: br label %call
// CHECK: init_params:
// CHECK-NEXT: call void @surface_tint.init(ptr %point, ptr %own_params)
// CHECK: call:
// CHECK-NEXT: call void @surface_tint(ptr %point, ptr %own_params)
// CHECK: done:
// CHECK-NEXT: ret void
// CHECK-LABEL: define void @light_lamp_kernel(ptr addrspace(1) %globals, ptr addrspace(1) %params, i32 %count)
// CHECK: call void @light_lamp(ptr %point, ptr %own_params)

// ANNOT-DAG: define internal void @surface_tint.init(
// (@surface_tint.defaults, internal and read by no kernel, is dropped by
// rsl2ll itself: frontend/irgen_prune.c.)
// ANNOT-DAG: @rsl_ptx_lights = {{(dso_local )?(local_unnamed_addr )?}}global %struct.rsl_ptx_light_list zeroinitializer
// ANNOT: !nvvm.annotations = !{[[K1:![0-9]+]], [[K2:![0-9]+]]}
// ANNOT-DAG: [[K1]] = !{ptr @surface_tint_kernel, !"kernel", i32 1}
// ANNOT-DAG: [[K2]] = !{ptr @light_lamp_kernel, !"kernel", i32 1}

// After opt the entries stay (device functions), .init is inlined and gone.
// OPT-DAG: define void @surface_tint(ptr
// OPT-DAG: define void @surface_tint_kernel(ptr addrspace(1)
// OPT-DAG: define void @light_lamp(ptr
// OPT-DAG: define void @light_lamp_kernel(ptr addrspace(1)
// OPT-NOT: @surface_tint.init
// OPT: !nvvm.annotations = !{

// PTX-DAG: .visible .global .align 4 .b8 rsl_ptx_lights[452];
// PTX-DAG: .visible .func surface_tint(
// PTX-DAG: .visible .func light_lamp(
// PTX-DAG: .visible .entry surface_tint_kernel(
// PTX-DAG: .visible .entry light_lamp_kernel(
// PTX-NOT: .entry surface_tint(
// PTX-NOT: .entry light_lamp(

// HOST-NOT: _kernel
// HOST-NOT: nvvm.annotations
