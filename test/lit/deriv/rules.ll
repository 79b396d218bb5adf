; The differentiation pass's rules on hand-written IR (rsl-opt
; -passes=differentiate): each marker call becomes the derivative of its
; argument along u (rsl_deriv_du_*) or v (rsl_deriv_dv_*), seeded by the
; copies of the globals (u: 1 along u; P: dPdu along u, dPdv along v).
; RUN: rsl-opt -passes=differentiate %s 2>%t.warn | FileCheck %s
; RUN: FileCheck %s --check-prefix=WARN < %t.warn
; WARN: warning: derivatives through host_query, tanf are taken as 0
; A module without markers comes out as it went in.
; RUN: rsl-opt -passes="llvm(verify)" %S/Inputs/no-markers.ll -o %t.before.ll
; RUN: rsl-opt -passes=differentiate %S/Inputs/no-markers.ll | diff - %t.before.ll

%struct.rsl_globals = type { <3 x float>, <3 x float>, <3 x float>, <3 x float>, <3 x float>, <3 x float>, <3 x float>, <3 x float>, <3 x float>, <3 x float>, <3 x float>, <3 x float>, <3 x float>, <3 x float>, <3 x float>, float, float, float, float, float, float, float, float, float, <3 x float>, float, <3 x float>, i32, i32, float, float, float, float }

declare float @rsl_deriv_du_f(float)
declare float @rsl_deriv_dv_f(float)
declare <3 x float> @rsl_deriv_du_v(<3 x float>)
declare float @llvm.sin.f32(float)
declare float @host_query(float)

; The seeds: the globals' copies, u's derivative 1 along u, P's the loaded dPdu.
; CHECK-LABEL: define float @product(ptr %g)
; CHECK: %d.du.globals = alloca %struct.rsl_globals
; CHECK-NEXT: store %struct.rsl_globals zeroinitializer, ptr %d.du.globals
; CHECK: [[DPDUAT:%.*]] = getelementptr inbounds %struct.rsl_globals, ptr %g, i32 0, i32 13
; CHECK-NEXT: [[DPDU:%.*]] = load <3 x float>, ptr [[DPDUAT]]
; CHECK-NEXT: [[PFIELD:%.*]] = getelementptr inbounds %struct.rsl_globals, ptr %d.du.globals, i32 0, i32 0
; CHECK-NEXT: store <3 x float> [[DPDU]], ptr [[PFIELD]]
; CHECK: [[UFIELD:%.*]] = getelementptr inbounds %struct.rsl_globals, ptr %d.du.globals, i32 0, i32 17
; CHECK-NEXT: store float 1.000000e+00, ptr [[UFIELD]]
; u*u: the product rule, du * u + u * du (the load of u reads its copy)
; CHECK: [[SHADOW:%.*]] = getelementptr %struct.rsl_globals, ptr %d.du.globals, i32 0, i32 17
; CHECK: %u = load float, ptr %pu
; CHECK-NEXT: [[DU:%.*]] = load float, ptr [[SHADOW]]
; CHECK: %uu = fmul float %u, %u
; CHECK-NEXT: [[A:%.*]] = fmul float %u, [[DU]]
; CHECK-NEXT: [[B:%.*]] = fmul float %u, [[DU]]
; CHECK-NEXT: [[S:%.*]] = fadd float [[A]], [[B]]
; CHECK: %q = fdiv float %uu, %u
; the quotient rule: (d(uu) - q du) / u
; CHECK-NEXT: [[QD:%.*]] = fmul float %q, [[DU]]
; CHECK-NEXT: [[NUM:%.*]] = fsub float [[S]], [[QD]]
; CHECK-NEXT: [[DQ:%.*]] = fdiv float [[NUM]], %u
; CHECK: ret float [[DQ]]
define float @product(ptr %g) {
  %pu = getelementptr %struct.rsl_globals, ptr %g, i32 0, i32 17
  %u = load float, ptr %pu
  %uu = fmul float %u, %u
  %q = fdiv float %uu, %u
  %d = call float @rsl_deriv_du_f(float %q)
  ret float %d
}

; sin: cos(x) dx; a renderer query is a constant (0), so its product with
; u is u's derivative times it.
; CHECK-LABEL: define float @chain(ptr %g)
; CHECK: %s = call float @llvm.sin.f32(float %u)
; CHECK-NEXT: [[COS:%.*]] = call float @llvm.cos.f32(float %u)
; CHECK-NEXT: fmul float [[COS]], {{%.*}}
; CHECK: %h = call float @host_query(float %u)
; CHECK-NOT: call float @host_query
; CHECK: ret float
define float @chain(ptr %g) {
  %pu = getelementptr %struct.rsl_globals, ptr %g, i32 0, i32 17
  %u = load float, ptr %pu
  %s = call float @llvm.sin.f32(float %u)
  %h = call float @host_query(float %u)
  %x = fmul float %s, %h
  %d = call float @rsl_deriv_du_f(float %x)
  ret float %d
}

; A loop: the phi's derivative is a phi of the incoming derivatives (0 from
; the constant start), the select's a select of its operands'.
; CHECK-LABEL: define float @loop(ptr %g, i32 %n)
; CHECK: [[SHADOW:%.*]] = getelementptr %struct.rsl_globals, ptr %d.dv.globals, i32 0, i32 18
; CHECK: %v = load float, ptr %pv
; CHECK: [[DV:%.*]] = load float, ptr [[SHADOW]]
; CHECK: loop:
; CHECK-NEXT: %x = phi float [ 1.000000e+00, %entry ], [ %x2, %loop ]
; CHECK: [[DX:%.*]] = phi float [ 0.000000e+00, %entry ], [ [[DX2:%.*]], %loop ]
; CHECK: %x2 = fmul float %x, %v
; CHECK: [[T1:%.*]] = fmul float %v, [[DX]]
; CHECK-NEXT: [[T2:%.*]] = fmul float %x, [[DV]]
; CHECK-NEXT: [[DX2]] = fadd float [[T1]], [[T2]]
; CHECK: %r = select i1 %big, float %x2, float 0.000000e+00
; CHECK: [[DR:%.*]] = select i1 %big, float [[DX2]], float 0.000000e+00
; CHECK: ret float [[DR]]
define float @loop(ptr %g, i32 %n) {
entry:
  %pv = getelementptr %struct.rsl_globals, ptr %g, i32 0, i32 18
  %v = load float, ptr %pv
  br label %loop
loop:
  %x = phi float [ 1.0, %entry ], [ %x2, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i2, %loop ]
  %x2 = fmul float %x, %v
  %i2 = add i32 %i, 1
  %c = icmp slt i32 %i2, %n
  br i1 %c, label %loop, label %done
done:
  %big = fcmp ogt float %x2, 0.5
  %r = select i1 %big, float %x2, float 0.0
  %d = call float @rsl_deriv_dv_f(float %r)
  ret float %d
}

; Vectors and memory: P's copy is read through the same GEP, a local's
; copy (an alloca beside it) is written where the local is, and element
; access works on the derivatives.
; CHECK-LABEL: define <3 x float> @vectors(ptr %g)
; CHECK: %tmp = alloca <3 x float>
; CHECK-NEXT: [[DTMP:%.*]] = alloca <3 x float>
; CHECK: %pP = getelementptr %struct.rsl_globals, ptr %g, i32 0, i32 0
; CHECK-NEXT: [[SP:%.*]] = getelementptr %struct.rsl_globals, ptr %d.du.globals, i32 0, i32 0
; CHECK: %P = load <3 x float>, ptr %pP
; CHECK-NEXT: [[DP:%.*]] = load <3 x float>, ptr [[SP]]
; CHECK: %y = extractelement <3 x float> %P, i32 1
; CHECK-NEXT: [[DY:%.*]] = extractelement <3 x float> [[DP]], i32 1
; CHECK: %w = insertelement <3 x float> %P, float %y, i32 0
; CHECK-NEXT: [[DW:%.*]] = insertelement <3 x float> [[DP]], float [[DY]], i32 0
; CHECK: store <3 x float> %w, ptr %tmp
; CHECK-NEXT: store <3 x float> [[DW]], ptr [[DTMP]]
; CHECK: %back = load <3 x float>, ptr %tmp
; CHECK-NEXT: [[DB:%.*]] = load <3 x float>, ptr [[DTMP]]
; CHECK: %sh = shufflevector <3 x float> %back, <3 x float> undef, <3 x i32> <i32 2, i32 1, i32 0>
; CHECK-NEXT: [[DS:%.*]] = shufflevector <3 x float> [[DB]], <3 x float> zeroinitializer, <3 x i32> <i32 2, i32 1, i32 0>
; CHECK: ret <3 x float> [[DS]]
define <3 x float> @vectors(ptr %g) {
  %tmp = alloca <3 x float>
  %pP = getelementptr %struct.rsl_globals, ptr %g, i32 0, i32 0
  %P = load <3 x float>, ptr %pP
  %y = extractelement <3 x float> %P, i32 1
  %w = insertelement <3 x float> %P, float %y, i32 0
  store <3 x float> %w, ptr %tmp
  %back = load <3 x float>, ptr %tmp
  %sh = shufflevector <3 x float> %back, <3 x float> undef, <3 x i32> <i32 2, i32 1, i32 0>
  %d = call <3 x float> @rsl_deriv_du_v(<3 x float> %sh)
  ret <3 x float> %d
}

; A libm name of another shape (tanf of two arguments) has no rule: its
; result is taken as constant (and named in a warning).
; CHECK-LABEL: define float @odd_libm(ptr %g)
; CHECK: %t = call float @tanf(float %u, float %u)
; CHECK-NEXT: ret float 0.000000e+00
declare float @tanf(float, float)
define float @odd_libm(ptr %g) {
  %pu = getelementptr %struct.rsl_globals, ptr %g, i32 0, i32 17
  %u = load float, ptr %pu
  %t = call float @tanf(float %u, float %u)
  %d = call float @rsl_deriv_du_f(float %t)
  ret float %d
}

; A marker in a block no path reaches is replaced too (by 0).
; CHECK-LABEL: define float @unreachable(float %x)
; CHECK: dead:
; CHECK-NEXT: ret float 0.000000e+00
define float @unreachable(float %x) {
  ret float %x
dead:
  %d = call float @rsl_deriv_du_f(float %x)
  ret float %d
}

; No marker is left.
; CHECK-NOT: @rsl_deriv_d
