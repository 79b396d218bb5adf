; ModuleID = '/work/main/test/lit/jit/Inputs/funcs.sl'
source_filename = "/work/main/test/lit/jit/Inputs/funcs.sl"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%params.surface_paint = type { <3 x float>, float }
%params.surface_globals = type {}
%params.surface_lit = type {}
%params.light_lamp = type { <3 x float> }
%struct.rsl_globals = type { <3 x float>, <3 x float>, <3 x float>, <3 x float>, <3 x float>, <3 x float>, <3 x float>, <3 x float>, <3 x float>, <3 x float>, <3 x float>, <3 x float>, <3 x float>, <3 x float>, <3 x float>, float, float, float, float, float, float, float, float, float, i32, [8 x i8] }
%struct.rsl_matrix = type { [16 x float] }

@surface_paint.defaults = local_unnamed_addr constant %params.surface_paint { <3 x float> <float 2.500000e-01, float 5.000000e-01, float 1.000000e+00>, float 2.000000e+00 }
@surface_globals.defaults = local_unnamed_addr constant %params.surface_globals zeroinitializer
@surface_lit.defaults = local_unnamed_addr constant %params.surface_lit zeroinitializer
@light_lamp.defaults = local_unnamed_addr constant %params.light_lamp zeroinitializer
@rsl.str = private unnamed_addr constant [1 x i8] zeroinitializer
@rsl.str.1 = private unnamed_addr constant [8 x i8] c"current\00"
@rsl.str.2 = private unnamed_addr constant [6 x i8] c"world\00"
@rsl.str.3 = private unnamed_addr constant [7 x i8] c"object\00"
@rsl.str.4 = private unnamed_addr constant [7 x i8] c"shader\00"
@rsl.str.5 = private unnamed_addr constant [7 x i8] c"camera\00"
@rsl.str.6 = private unnamed_addr constant [7 x i8] c"screen\00"
@rsl.str.7 = private unnamed_addr constant [7 x i8] c"raster\00"
@rsl.str.8 = private unnamed_addr constant [4 x i8] c"NDC\00"
@rsl.str.9 = private unnamed_addr constant [4 x i8] c"rgb\00"
@rsl.str.10 = private unnamed_addr constant [4 x i8] c"hsv\00"
@rsl.str.11 = private unnamed_addr constant [4 x i8] c"hsl\00"
@rsl.str.12 = private unnamed_addr constant [4 x i8] c"XYZ\00"
@rsl.str.13 = private unnamed_addr constant [4 x i8] c"xyY\00"
@rsl.str.14 = private unnamed_addr constant [4 x i8] c"YIQ\00"
@rsl.str.15 = private unnamed_addr constant [12 x i8] c"catmull-rom\00"
@rsl.str.16 = private unnamed_addr constant [8 x i8] c"bspline\00"
@rsl.str.17 = private unnamed_addr constant [7 x i8] c"bezier\00"
@rsl.str.18 = private unnamed_addr constant [8 x i8] c"hermite\00"
@rsl.str.19 = private unnamed_addr constant [7 x i8] c"linear\00"
@rsl.str.20 = private unnamed_addr constant [8 x i8] c"texture\00"
@rsl.str.21 = private unnamed_addr constant [12 x i8] c"environment\00"
@rsl.str.22 = private unnamed_addr constant [7 x i8] c"shadow\00"
@rsl.str.23 = private unnamed_addr constant [5 x i8] c"plus\00"
@rsl.str.24 = private unnamed_addr constant [6 x i8] c"minus\00"
@rsl.str.25 = private unnamed_addr constant [4 x i8] c"abc\00"
@rsl.strings = local_unnamed_addr constant [67 x ptr] [ptr @rsl.str, ptr @rsl.str.1, ptr @rsl.str.2, ptr @rsl.str.3, ptr @rsl.str.4, ptr @rsl.str.5, ptr @rsl.str.6, ptr @rsl.str.7, ptr @rsl.str.8, ptr @rsl.str.9, ptr @rsl.str.10, ptr @rsl.str.11, ptr @rsl.str.12, ptr @rsl.str.13, ptr @rsl.str.14, ptr @rsl.str.15, ptr @rsl.str.16, ptr @rsl.str.17, ptr @rsl.str.18, ptr @rsl.str.19, ptr @rsl.str.20, ptr @rsl.str.21, ptr @rsl.str.22, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str.23, ptr @rsl.str.24, ptr @rsl.str.25]

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.ceil.f32(float) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare i32 @rsl_host_light_count(ptr noundef) local_unnamed_addr #3

declare i32 @rsl_host_illuminance(ptr noundef, i32 noundef, i32 noundef, <3 x float> noundef, <3 x float> noundef, float noundef) local_unnamed_addr #3

declare i32 @rsl_host_illuminate(ptr noundef, <3 x float> noundef, <3 x float> noundef, float noundef) local_unnamed_addr #3

declare <3 x float> @rsl_host_ambient(ptr noundef) local_unnamed_addr #3

declare <3 x float> @rsl_host_trace(ptr noundef, <3 x float> noundef, <3 x float> noundef) local_unnamed_addr #3

declare void @rsl_host_space_matrix(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define <3 x float> @f(<3 x float> %0) local_unnamed_addr #4 {
entry:
  %1 = fmul <3 x float> %0, %0
  %shift = shufflevector <3 x float> %1, <3 x float> poison, <3 x i32> <i32 1, i32 undef, i32 undef>
  %2 = fadd <3 x float> %1, %shift
  %shift2 = shufflevector <3 x float> %1, <3 x float> poison, <3 x i32> <i32 2, i32 undef, i32 undef>
  %3 = fadd <3 x float> %shift2, %2
  %4 = extractelement <3 x float> %3, i64 0
  %5 = tail call float @llvm.sqrt.f32(float %4)
  %6 = fcmp ogt float %5, 0.000000e+00
  %7 = insertelement <3 x float> poison, float %5, i64 0
  %8 = shufflevector <3 x float> %7, <3 x float> poison, <3 x i32> zeroinitializer
  %9 = select i1 %6, <3 x float> %8, <3 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %10 = fdiv <3 x float> %0, %9
  ret <3 x float> %10
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define float @add(float %0, float %1) local_unnamed_addr #5 {
entry:
  %2 = fadd float %0, %1
  ret float %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define float @half__f(float %0) local_unnamed_addr #5 {
entry:
  %1 = fmul float %0, 5.000000e-01
  ret float %1
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define <3 x float> @half__c(<3 x float> %0) local_unnamed_addr #5 {
entry:
  %1 = fmul <3 x float> %0, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  ret <3 x float> %1
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(argmem: write)
define void @split(float %0, ptr nocapture writeonly %1, ptr nocapture writeonly %2) local_unnamed_addr #6 {
entry:
  %3 = tail call float @llvm.floor.f32(float %0)
  store float %3, ptr %1, align 4
  %4 = tail call float @llvm.ceil.f32(float %0)
  store float %4, ptr %2, align 4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define void @twice(ptr nocapture writeonly %0, ptr nocapture readonly %1) local_unnamed_addr #7 {
entry:
  %.unpack = load float, ptr %1, align 4
  %.elt34 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 1
  %.unpack35 = load float, ptr %.elt34, align 4
  %.elt36 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 2
  %.unpack37 = load float, ptr %.elt36, align 4
  %.elt38 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 3
  %.unpack39 = load float, ptr %.elt38, align 4
  %.elt40 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 4
  %.unpack41 = load float, ptr %.elt40, align 4
  %.elt42 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 5
  %.unpack43 = load float, ptr %.elt42, align 4
  %.elt44 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 6
  %.unpack45 = load float, ptr %.elt44, align 4
  %.elt46 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 7
  %.unpack47 = load float, ptr %.elt46, align 4
  %.elt48 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 8
  %.unpack49 = load float, ptr %.elt48, align 4
  %.elt50 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 9
  %.unpack51 = load float, ptr %.elt50, align 4
  %.elt52 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 10
  %.unpack53 = load float, ptr %.elt52, align 4
  %.elt54 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 11
  %.unpack55 = load float, ptr %.elt54, align 4
  %.elt56 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 12
  %.unpack57 = load float, ptr %.elt56, align 4
  %.elt58 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 13
  %.unpack59 = load float, ptr %.elt58, align 4
  %.elt60 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 14
  %.unpack61 = load float, ptr %.elt60, align 4
  %.elt62 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 15
  %.unpack63 = load float, ptr %.elt62, align 4
  %2 = insertelement <4 x float> poison, float %.unpack, i64 0
  %3 = shufflevector <4 x float> %2, <4 x float> poison, <4 x i32> zeroinitializer
  %4 = insertelement <4 x float> poison, float %.unpack41, i64 0
  %5 = shufflevector <4 x float> %4, <4 x float> poison, <4 x i32> zeroinitializer
  %6 = insertelement <4 x float> poison, float %.unpack49, i64 0
  %7 = shufflevector <4 x float> %6, <4 x float> poison, <4 x i32> zeroinitializer
  %8 = insertelement <4 x float> poison, float %.unpack57, i64 0
  %9 = shufflevector <4 x float> %8, <4 x float> poison, <4 x i32> zeroinitializer
  %10 = insertelement <4 x float> poison, float %.unpack35, i64 0
  %11 = shufflevector <4 x float> %10, <4 x float> poison, <4 x i32> zeroinitializer
  %12 = insertelement <4 x float> poison, float %.unpack43, i64 0
  %13 = shufflevector <4 x float> %12, <4 x float> poison, <4 x i32> zeroinitializer
  %14 = insertelement <4 x float> poison, float %.unpack51, i64 0
  %15 = shufflevector <4 x float> %14, <4 x float> poison, <4 x i32> zeroinitializer
  %16 = insertelement <4 x float> poison, float %.unpack59, i64 0
  %17 = shufflevector <4 x float> %16, <4 x float> poison, <4 x i32> zeroinitializer
  %18 = insertelement <4 x float> poison, float %.unpack37, i64 0
  %19 = shufflevector <4 x float> %18, <4 x float> poison, <4 x i32> zeroinitializer
  %20 = insertelement <4 x float> poison, float %.unpack45, i64 0
  %21 = shufflevector <4 x float> %20, <4 x float> poison, <4 x i32> zeroinitializer
  %22 = insertelement <4 x float> poison, float %.unpack53, i64 0
  %23 = shufflevector <4 x float> %22, <4 x float> poison, <4 x i32> zeroinitializer
  %24 = insertelement <4 x float> poison, float %.unpack61, i64 0
  %25 = shufflevector <4 x float> %24, <4 x float> poison, <4 x i32> zeroinitializer
  %26 = insertelement <4 x float> poison, float %.unpack39, i64 0
  %27 = shufflevector <4 x float> %26, <4 x float> poison, <4 x i32> zeroinitializer
  %28 = insertelement <4 x float> poison, float %.unpack47, i64 0
  %29 = shufflevector <4 x float> %28, <4 x float> poison, <4 x i32> zeroinitializer
  %30 = insertelement <4 x float> poison, float %.unpack55, i64 0
  %31 = shufflevector <4 x float> %30, <4 x float> poison, <4 x i32> zeroinitializer
  %32 = insertelement <4 x float> poison, float %.unpack63, i64 0
  %33 = shufflevector <4 x float> %32, <4 x float> poison, <4 x i32> zeroinitializer
  %34 = fmul <4 x float> %3, <float 2.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>
  %35 = fadd <4 x float> %34, zeroinitializer
  %36 = fmul <4 x float> %5, <float 0.000000e+00, float 2.000000e+00, float 0.000000e+00, float 0.000000e+00>
  %37 = fadd <4 x float> %35, %36
  %38 = fmul <4 x float> %7, <float 0.000000e+00, float 0.000000e+00, float 2.000000e+00, float 0.000000e+00>
  %39 = fadd <4 x float> %37, %38
  %40 = fmul <4 x float> %9, <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 2.000000e+00>
  %41 = fadd <4 x float> %39, %40
  %42 = fmul <4 x float> %11, <float 2.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>
  %43 = fadd <4 x float> %42, zeroinitializer
  %44 = fmul <4 x float> %13, <float 0.000000e+00, float 2.000000e+00, float 0.000000e+00, float 0.000000e+00>
  %45 = fadd <4 x float> %43, %44
  %46 = fmul <4 x float> %15, <float 0.000000e+00, float 0.000000e+00, float 2.000000e+00, float 0.000000e+00>
  %47 = fadd <4 x float> %45, %46
  %48 = fmul <4 x float> %17, <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 2.000000e+00>
  %49 = fadd <4 x float> %47, %48
  %50 = fmul <4 x float> %19, <float 2.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>
  %51 = fadd <4 x float> %50, zeroinitializer
  %52 = fmul <4 x float> %21, <float 0.000000e+00, float 2.000000e+00, float 0.000000e+00, float 0.000000e+00>
  %53 = fadd <4 x float> %51, %52
  %54 = fmul <4 x float> %23, <float 0.000000e+00, float 0.000000e+00, float 2.000000e+00, float 0.000000e+00>
  %55 = fadd <4 x float> %53, %54
  %56 = fmul <4 x float> %25, <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 2.000000e+00>
  %57 = fadd <4 x float> %55, %56
  %58 = fmul <4 x float> %27, <float 2.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>
  %59 = fadd <4 x float> %58, zeroinitializer
  %60 = fmul <4 x float> %29, <float 0.000000e+00, float 2.000000e+00, float 0.000000e+00, float 0.000000e+00>
  %61 = fadd <4 x float> %59, %60
  %62 = fmul <4 x float> %31, <float 0.000000e+00, float 0.000000e+00, float 2.000000e+00, float 0.000000e+00>
  %63 = fadd <4 x float> %61, %62
  %64 = fmul <4 x float> %33, <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 2.000000e+00>
  %65 = fadd <4 x float> %63, %64
  %mtmp1.sroa.0.0.vec.extract = extractelement <4 x float> %41, i64 0
  %mtmp1.sroa.0.4.vec.extract = extractelement <4 x float> %49, i64 0
  %mtmp1.sroa.0.8.vec.extract = extractelement <4 x float> %57, i64 0
  %mtmp1.sroa.0.60.vec.extract = extractelement <4 x float> %65, i64 3
  store float %mtmp1.sroa.0.0.vec.extract, ptr %0, align 4
  %.repack64 = getelementptr inbounds [16 x float], ptr %0, i64 0, i64 1
  store float %mtmp1.sroa.0.4.vec.extract, ptr %.repack64, align 4
  %.repack66 = getelementptr inbounds [16 x float], ptr %0, i64 0, i64 2
  store float %mtmp1.sroa.0.8.vec.extract, ptr %.repack66, align 4
  %.repack68 = getelementptr inbounds [16 x float], ptr %0, i64 0, i64 3
  %66 = shufflevector <4 x float> %65, <4 x float> %41, <2 x i32> <i32 0, i32 5>
  store <2 x float> %66, ptr %.repack68, align 4
  %.repack72 = getelementptr inbounds [16 x float], ptr %0, i64 0, i64 5
  %67 = shufflevector <4 x float> %49, <4 x float> %57, <2 x i32> <i32 1, i32 5>
  store <2 x float> %67, ptr %.repack72, align 4
  %.repack76 = getelementptr inbounds [16 x float], ptr %0, i64 0, i64 7
  %68 = shufflevector <4 x float> %65, <4 x float> %41, <2 x i32> <i32 1, i32 6>
  store <2 x float> %68, ptr %.repack76, align 4
  %.repack80 = getelementptr inbounds [16 x float], ptr %0, i64 0, i64 9
  %69 = shufflevector <4 x float> %49, <4 x float> %57, <2 x i32> <i32 2, i32 6>
  store <2 x float> %69, ptr %.repack80, align 4
  %.repack84 = getelementptr inbounds [16 x float], ptr %0, i64 0, i64 11
  %70 = shufflevector <4 x float> %65, <4 x float> %41, <2 x i32> <i32 2, i32 7>
  store <2 x float> %70, ptr %.repack84, align 4
  %.repack88 = getelementptr inbounds [16 x float], ptr %0, i64 0, i64 13
  %71 = shufflevector <4 x float> %49, <4 x float> %57, <2 x i32> <i32 3, i32 7>
  store <2 x float> %71, ptr %.repack88, align 4
  %.repack92 = getelementptr inbounds [16 x float], ptr %0, i64 0, i64 15
  store float %mtmp1.sroa.0.60.vec.extract, ptr %.repack92, align 4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define i32 @pick(float %0) local_unnamed_addr #5 {
entry:
  %1 = fcmp ogt float %0, 0.000000e+00
  %cond = select i1 %1, i32 64, i32 65
  ret i32 %cond
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define float @same(i32 %0) local_unnamed_addr #5 {
entry:
  %1 = icmp eq i32 %0, 66
  %cond = select i1 %1, float 1.000000e+00, float 0.000000e+00
  ret float %cond
}

; Function Attrs: nounwind
define <3 x float> @shoot(ptr %0, <3 x float> %1) local_unnamed_addr #8 {
entry:
  %2 = tail call <3 x float> @rsl_host_trace(ptr noundef %0, <3 x float> noundef %1, <3 x float> noundef <float 0.000000e+00, float 0.000000e+00, float 1.000000e+00>) #8
  ret <3 x float> %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define void @surface_paint(ptr nocapture writeonly %globals, ptr nocapture readonly %params) local_unnamed_addr #7 {
entry:
  %0 = load <3 x float>, ptr %params, align 16
  %k = getelementptr inbounds %params.surface_paint, ptr %params, i64 0, i32 1
  %1 = load float, ptr %k, align 4
  %2 = insertelement <3 x float> undef, float %1, i64 0
  %splat = shufflevector <3 x float> %2, <3 x float> undef, <3 x i32> zeroinitializer
  %3 = fmul <3 x float> %0, %splat
  %Ci = getelementptr inbounds %struct.rsl_globals, ptr %globals, i64 0, i32 7
  store <3 x float> %3, ptr %Ci, align 16
  %Oi = getelementptr inbounds %struct.rsl_globals, ptr %globals, i64 0, i32 8
  store <3 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, ptr %Oi, align 16
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define void @surface_globals(ptr nocapture %globals, ptr nocapture readnone %params) local_unnamed_addr #7 {
entry:
  %P1 = load <3 x float>, ptr %globals, align 16
  %Ci = getelementptr inbounds %struct.rsl_globals, ptr %globals, i64 0, i32 7
  store <3 x float> %P1, ptr %Ci, align 16
  %N = getelementptr inbounds %struct.rsl_globals, ptr %globals, i64 0, i32 1
  %N2 = load <3 x float>, ptr %N, align 16
  %Oi = getelementptr inbounds %struct.rsl_globals, ptr %globals, i64 0, i32 8
  store <3 x float> %N2, ptr %Oi, align 16
  ret void
}

; Function Attrs: nounwind
define void @surface_lit(ptr %globals, ptr nocapture readnone %params) local_unnamed_addr #8 {
entry:
  %0 = tail call <3 x float> @rsl_host_ambient(ptr noundef %globals) #8
  %N = getelementptr inbounds %struct.rsl_globals, ptr %globals, i64 0, i32 1
  %N1 = load <3 x float>, ptr %N, align 16
  %1 = getelementptr inbounds %struct.rsl_globals, ptr %globals, i64 0, i32 9
  %2 = load <4 x float>, ptr %1, align 16
  %3 = getelementptr inbounds %struct.rsl_globals, ptr %globals, i64 0, i32 10
  %4 = load <4 x float>, ptr %3, align 16
  %5 = tail call i32 @rsl_host_light_count(ptr noundef %globals) #8
  %6 = icmp sgt i32 %5, 0
  br i1 %6, label %7, label %rsl_diffuse.exit

7:                                                ; preds = %entry
  %8 = fmul <3 x float> %N1, %N1
  %shift = shufflevector <3 x float> %8, <3 x float> poison, <3 x i32> <i32 1, i32 undef, i32 undef>
  %9 = fadd <3 x float> %8, %shift
  %shift2 = shufflevector <3 x float> %8, <3 x float> poison, <3 x i32> <i32 2, i32 undef, i32 undef>
  %10 = fadd <3 x float> %shift2, %9
  %11 = extractelement <3 x float> %10, i64 0
  %12 = tail call float @llvm.sqrt.f32(float %11)
  %13 = fcmp ogt float %12, 0.000000e+00
  %14 = insertelement <3 x float> poison, float %12, i64 0
  %15 = shufflevector <3 x float> %14, <3 x float> poison, <3 x i32> zeroinitializer
  %16 = select i1 %13, <3 x float> %15, <3 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %17 = fdiv <3 x float> %N1, %16
  br label %18

18:                                               ; preds = %52, %7
  %19 = phi i32 [ %54, %52 ], [ 0, %7 ]
  %20 = phi <4 x float> [ %53, %52 ], [ <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float undef>, %7 ]
  %21 = load <4 x float>, ptr %globals, align 16
  %22 = shufflevector <4 x float> %21, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %23 = tail call i32 @rsl_host_illuminance(ptr noundef nonnull %globals, i32 noundef %19, i32 noundef 0, <3 x float> noundef %22, <3 x float> noundef %N1, float noundef 0x3FF921FB60000000) #8
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %52, label %25

25:                                               ; preds = %18
  %26 = load <4 x float>, ptr %3, align 16
  %27 = shufflevector <4 x float> %26, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %28 = load <4 x float>, ptr %1, align 16
  %29 = shufflevector <4 x float> %28, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %30 = fmul <4 x float> %28, %28
  %shift3 = shufflevector <4 x float> %30, <4 x float> poison, <4 x i32> <i32 1, i32 undef, i32 undef, i32 undef>
  %31 = fadd <4 x float> %30, %shift3
  %shift4 = shufflevector <4 x float> %30, <4 x float> poison, <4 x i32> <i32 2, i32 undef, i32 undef, i32 undef>
  %32 = fadd <4 x float> %shift4, %31
  %33 = extractelement <4 x float> %32, i64 0
  %34 = tail call float @llvm.sqrt.f32(float %33)
  %35 = fcmp ogt float %34, 0.000000e+00
  %36 = insertelement <3 x float> poison, float %34, i64 0
  %37 = shufflevector <3 x float> %36, <3 x float> poison, <3 x i32> zeroinitializer
  %38 = select i1 %35, <3 x float> %37, <3 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %39 = fdiv <3 x float> %29, %38
  %40 = fmul <3 x float> %17, %39
  %shift5 = shufflevector <3 x float> %40, <3 x float> poison, <3 x i32> <i32 1, i32 undef, i32 undef>
  %41 = fadd <3 x float> %40, %shift5
  %shift6 = shufflevector <3 x float> %40, <3 x float> poison, <3 x i32> <i32 2, i32 undef, i32 undef>
  %42 = fadd <3 x float> %shift6, %41
  %43 = extractelement <3 x float> %42, i64 0
  %44 = fcmp olt float %43, 0.000000e+00
  %45 = select i1 %44, float 0.000000e+00, float %43
  %46 = insertelement <3 x float> poison, float %45, i64 0
  %47 = shufflevector <3 x float> %46, <3 x float> poison, <3 x i32> zeroinitializer
  %48 = fmul <3 x float> %27, %47
  %49 = shufflevector <4 x float> %20, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %50 = fadd <3 x float> %49, %48
  %51 = shufflevector <3 x float> %50, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  br label %52

52:                                               ; preds = %25, %18
  %53 = phi <4 x float> [ %51, %25 ], [ %20, %18 ]
  %54 = add nuw nsw i32 %19, 1
  %55 = icmp eq i32 %54, %5
  br i1 %55, label %rsl_diffuse.exit, label %18, !llvm.loop !14

rsl_diffuse.exit:                                 ; preds = %52, %entry
  %56 = phi <4 x float> [ <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float undef>, %entry ], [ %53, %52 ]
  %57 = shufflevector <4 x float> %2, <4 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  store <4 x float> %57, ptr %1, align 16, !tbaa !16
  %58 = shufflevector <4 x float> %4, <4 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  store <4 x float> %58, ptr %3, align 16, !tbaa !16
  %59 = shufflevector <4 x float> %56, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %60 = fadd <3 x float> %0, %59
  %Ci = getelementptr inbounds %struct.rsl_globals, ptr %globals, i64 0, i32 7
  store <3 x float> %60, ptr %Ci, align 16
  %Oi = getelementptr inbounds %struct.rsl_globals, ptr %globals, i64 0, i32 8
  store <3 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %Oi, align 16
  ret void
}

; Function Attrs: nounwind
define void @light_lamp(ptr %globals, ptr nocapture readonly %params) local_unnamed_addr #8 {
entry:
  %0 = load <3 x float>, ptr %params, align 16
  %1 = tail call i32 @rsl_host_illuminate(ptr noundef %globals, <3 x float> noundef %0, <3 x float> noundef zeroinitializer, float noundef 0x400921FB60000000) #8
  %.not = icmp eq i32 %1, 0
  br i1 %.not, label %lit.end, label %lit

lit:                                              ; preds = %entry
  %Cl = getelementptr inbounds %struct.rsl_globals, ptr %globals, i64 0, i32 10
  store <3 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %Cl, align 16
  br label %lit.end

lit.end:                                          ; preds = %lit, %entry
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define void @surface_paint.init(ptr nocapture readnone %0, ptr nocapture writeonly %1) local_unnamed_addr #9 {
entry:
  store <3 x float> <float 2.500000e-01, float 5.000000e-01, float 1.000000e+00>, ptr %1, align 16
  %k2 = getelementptr inbounds %params.surface_paint, ptr %1, i64 0, i32 1
  store float 2.000000e+00, ptr %k2, align 4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define void @surface_globals.init(ptr nocapture readnone %0, ptr nocapture readnone %1) local_unnamed_addr #5 {
entry:
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define void @surface_lit.init(ptr nocapture readnone %0, ptr nocapture readnone %1) local_unnamed_addr #5 {
entry:
  ret void
}

; Function Attrs: nounwind
define void @light_lamp.init(ptr %0, ptr nocapture writeonly %1) local_unnamed_addr #8 {
entry:
  %2 = alloca [4 x [8 x float]], align 16
  %3 = alloca %struct.rsl_matrix, align 16
  %4 = alloca %struct.rsl_matrix, align 4
  %.sroa.0.i.i = alloca [16 x float], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #8
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %.sroa.0.i.i)
  call void @rsl_host_space_matrix(ptr noundef %0, i32 noundef 4, ptr noundef nonnull %4) #8
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #8
  call void @rsl_host_space_matrix(ptr noundef %0, i32 noundef 1, ptr noundef nonnull %3) #8
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %2) #8
  %5 = getelementptr inbounds [4 x [8 x float]], ptr %2, i64 0, i64 0, i64 4
  %6 = load <4 x float>, ptr %3, align 16, !tbaa !19
  store <4 x float> %6, ptr %2, align 16, !tbaa !19
  store <4 x float> <float 1.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, ptr %5, align 16, !tbaa !19
  %7 = getelementptr inbounds [16 x float], ptr %3, i64 0, i64 4
  %8 = getelementptr inbounds [4 x [8 x float]], ptr %2, i64 0, i64 1, i64 0
  %9 = getelementptr inbounds [4 x [8 x float]], ptr %2, i64 0, i64 1, i64 4
  %10 = load <4 x float>, ptr %7, align 16, !tbaa !19
  store <4 x float> %10, ptr %8, align 16, !tbaa !19
  store <4 x float> <float 0.000000e+00, float 1.000000e+00, float 0.000000e+00, float 0.000000e+00>, ptr %9, align 16, !tbaa !19
  %11 = getelementptr inbounds [16 x float], ptr %3, i64 0, i64 8
  %12 = getelementptr inbounds [4 x [8 x float]], ptr %2, i64 0, i64 2, i64 0
  %13 = getelementptr inbounds [4 x [8 x float]], ptr %2, i64 0, i64 2, i64 4
  %14 = load <4 x float>, ptr %11, align 16, !tbaa !19
  store <4 x float> %14, ptr %12, align 16, !tbaa !19
  store <4 x float> <float 0.000000e+00, float 0.000000e+00, float 1.000000e+00, float 0.000000e+00>, ptr %13, align 16, !tbaa !19
  %15 = getelementptr inbounds [16 x float], ptr %3, i64 0, i64 12
  %16 = getelementptr inbounds [4 x [8 x float]], ptr %2, i64 0, i64 3, i64 0
  %17 = getelementptr inbounds [4 x [8 x float]], ptr %2, i64 0, i64 3, i64 4
  %18 = load <4 x float>, ptr %15, align 16, !tbaa !19
  store <4 x float> %18, ptr %16, align 16, !tbaa !19
  store <4 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00>, ptr %17, align 16, !tbaa !19
  br label %22

19:                                               ; preds = %146
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %.sroa.0.i.i, ptr noundef nonnull align 16 dereferenceable(16) %5, i64 16, i1 false), !tbaa !19
  %.sroa.0.16.sroa_idx1.i.i = getelementptr inbounds i8, ptr %.sroa.0.i.i, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %.sroa.0.16.sroa_idx1.i.i, ptr noundef nonnull align 16 dereferenceable(16) %9, i64 16, i1 false), !tbaa !19
  %.sroa.0.32.sroa_idx2.i.i = getelementptr inbounds i8, ptr %.sroa.0.i.i, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %.sroa.0.32.sroa_idx2.i.i, ptr noundef nonnull align 16 dereferenceable(16) %13, i64 16, i1 false), !tbaa !19
  %.sroa.0.48.sroa_idx3.i.i = getelementptr inbounds i8, ptr %.sroa.0.i.i, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %.sroa.0.48.sroa_idx3.i.i, ptr noundef nonnull align 16 dereferenceable(16) %17, i64 16, i1 false), !tbaa !19
  %.sroa.0.i.i.32.sroa_idx = getelementptr inbounds i8, ptr %.sroa.0.i.i, i64 32
  %.sroa.0.i.i.32..sroa.0.i.i.32..sroa.0.i.i.32..sroa.0.i.32..sroa.0.i.32..sroa.0.32..sroa.0.32..sroa.0.32..pre.i.i = load <4 x float>, ptr %.sroa.0.i.i.32.sroa_idx, align 16
  %.sroa.0.i.i.16.sroa_idx = getelementptr inbounds i8, ptr %.sroa.0.i.i, i64 16
  %.sroa.0.i.i.16..sroa.0.i.i.16..sroa.0.i.i.16..sroa.0.i.16..sroa.0.i.16..sroa.0.16..sroa.0.16..sroa.0.16..pre.i.i = load <4 x float>, ptr %.sroa.0.i.i.16.sroa_idx, align 16
  %.sroa.0.i.i.0..sroa.0.i.i.0..sroa.0.i.i.0..sroa.0.i.0..sroa.0.i.0..sroa.0.0..sroa.0.0..sroa.0.0..pre.i.i = load <4 x float>, ptr %.sroa.0.i.i, align 16
  %.sroa.0.i.i.60.sroa_idx = getelementptr inbounds i8, ptr %.sroa.0.i.i, i64 60
  %.sroa.0.i.i.60..sroa.0.i.i.60..sroa.0.i.i.60..sroa.0.i.60..sroa.0.i.60..sroa.0.60..sroa.0.60..sroa.0.60..pre.i.i = load float, ptr %.sroa.0.i.i.60.sroa_idx, align 4, !tbaa !19
  %.sroa.0.i.i.44.sroa_idx = getelementptr inbounds i8, ptr %.sroa.0.i.i, i64 44
  %.sroa.0.i.i.44..sroa.0.i.i.44..sroa.0.i.i.44..sroa.0.i.44..sroa.0.i.44..sroa.0.44..sroa.0.44..sroa.0.44..pre.i.i = load <4 x float>, ptr %.sroa.0.i.i.44.sroa_idx, align 4
  %.sroa.0.i.i.28.sroa_idx = getelementptr inbounds i8, ptr %.sroa.0.i.i, i64 28
  %.sroa.0.i.i.28..sroa.0.i.i.28..sroa.0.i.i.28..sroa.0.i.28..sroa.0.i.28..sroa.0.28..sroa.0.28..sroa.0.28..pre.i.i = load <4 x float>, ptr %.sroa.0.i.i.28.sroa_idx, align 4
  %.sroa.0.i.i.12.sroa_idx = getelementptr inbounds i8, ptr %.sroa.0.i.i, i64 12
  %.sroa.0.i.i.12..sroa.0.i.i.12..sroa.0.i.i.12..sroa.0.i.12..sroa.0.i.12..sroa.0.12..sroa.0.12..sroa.0.12..pre.i.i = load <4 x float>, ptr %.sroa.0.i.i.12.sroa_idx, align 4
  %20 = extractelement <4 x float> %.sroa.0.i.i.44..sroa.0.i.i.44..sroa.0.i.i.44..sroa.0.i.44..sroa.0.i.44..sroa.0.44..sroa.0.44..sroa.0.44..pre.i.i, i64 3
  %.sroa.0.i.i.40.sroa_idx = getelementptr inbounds i8, ptr %.sroa.0.i.i, i64 40
  %.sroa.0.i.i.40..sroa.0.i.i.40..sroa.0.i.i.40..sroa.0.i.40..sroa.0.i.40..sroa.0.40..sroa.0.40..sroa.0.40..pre.i.i = load <4 x float>, ptr %.sroa.0.i.i.40.sroa_idx, align 8
  %.sroa.0.i.i.24.sroa_idx = getelementptr inbounds i8, ptr %.sroa.0.i.i, i64 24
  %.sroa.0.i.i.24..sroa.0.i.i.24..sroa.0.i.i.24..sroa.0.i.24..sroa.0.i.24..sroa.0.24..sroa.0.24..sroa.0.24..pre.i.i = load <4 x float>, ptr %.sroa.0.i.i.24.sroa_idx, align 8
  %.sroa.0.i.i.8.sroa_idx = getelementptr inbounds i8, ptr %.sroa.0.i.i, i64 8
  %.sroa.0.i.i.8..sroa.0.i.i.8..sroa.0.i.i.8..sroa.0.i.8..sroa.0.i.8..sroa.0.8..sroa.0.8..sroa.0.8..pre.i.i = load <4 x float>, ptr %.sroa.0.i.i.8.sroa_idx, align 8
  %21 = extractelement <4 x float> %.sroa.0.i.i.40..sroa.0.i.i.40..sroa.0.i.i.40..sroa.0.i.40..sroa.0.i.40..sroa.0.40..sroa.0.40..sroa.0.40..pre.i.i, i64 3
  %.sroa.0.i.i.36.sroa_idx = getelementptr inbounds i8, ptr %.sroa.0.i.i, i64 36
  %.sroa.0.i.i.36..sroa.0.i.i.36..sroa.0.i.i.36..sroa.0.i.36..sroa.0.i.36..sroa.0.36..sroa.0.36..sroa.0.36..pre.i.i = load <4 x float>, ptr %.sroa.0.i.i.36.sroa_idx, align 4
  %.sroa.0.i.i.20.sroa_idx = getelementptr inbounds i8, ptr %.sroa.0.i.i, i64 20
  %.sroa.0.i.i.20..sroa.0.i.i.20..sroa.0.i.i.20..sroa.0.i.20..sroa.0.i.20..sroa.0.20..sroa.0.20..sroa.0.20..pre.i.i = load <4 x float>, ptr %.sroa.0.i.i.20.sroa_idx, align 4
  %.sroa.0.i.i.4.sroa_idx = getelementptr inbounds i8, ptr %.sroa.0.i.i, i64 4
  %.sroa.0.i.i.4..sroa.0.i.i.4..sroa.0.i.i.4..sroa.0.i.4..sroa.0.i.4..sroa.0.4..sroa.0.4..sroa.0.4..pre.i.i = load <4 x float>, ptr %.sroa.0.i.i.4.sroa_idx, align 4
  %.sroa.0.i.i.48.sroa_idx = getelementptr inbounds i8, ptr %.sroa.0.i.i, i64 48
  %.sroa.0.i.i.48..sroa.0.i.i.48..sroa.0.i.i.48..sroa.0.i.48..sroa.0.i.48..sroa.0.48..sroa.0.48..sroa.0.48..pre.i.i = load <4 x float>, ptr %.sroa.0.i.i.48.sroa_idx, align 16
  br label %rsl_transform__p_ssp.exit

22:                                               ; preds = %159, %entry
  %23 = phi i64 [ 1, %entry ], [ %172, %159 ]
  %24 = phi i64 [ 0, %entry ], [ %25, %159 ]
  %25 = add nuw nsw i64 %24, 1
  %26 = icmp eq i64 %24, 3
  br i1 %26, label %.loopexit.i.i.i, label %27

27:                                               ; preds = %22
  %28 = sub nsw i64 3, %24
  %29 = trunc i64 %24 to i32
  %xtraiter = and i64 %28, 3
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %.prol.loopexit, label %.prol.preheader

.prol.preheader:                                  ; preds = %27, %.prol.preheader
  %30 = phi i64 [ %42, %.prol.preheader ], [ %23, %27 ]
  %31 = phi i32 [ %41, %.prol.preheader ], [ %29, %27 ]
  %prol.iter = phi i64 [ %prol.iter.next, %.prol.preheader ], [ 0, %27 ]
  %32 = getelementptr inbounds [4 x [8 x float]], ptr %2, i64 0, i64 %30, i64 %24
  %33 = load float, ptr %32, align 4, !tbaa !19
  %34 = call float @llvm.fabs.f32(float %33)
  %35 = sext i32 %31 to i64
  %36 = getelementptr inbounds [4 x [8 x float]], ptr %2, i64 0, i64 %35, i64 %24
  %37 = load float, ptr %36, align 4, !tbaa !19
  %38 = call float @llvm.fabs.f32(float %37)
  %39 = fcmp ogt float %34, %38
  %40 = trunc i64 %30 to i32
  %41 = select i1 %39, i32 %40, i32 %31
  %42 = add nuw nsw i64 %30, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter
  br i1 %prol.iter.cmp.not, label %.prol.loopexit, label %.prol.preheader, !llvm.loop !21

.prol.loopexit:                                   ; preds = %.prol.preheader, %27
  %.lcssa.unr = phi i32 [ undef, %27 ], [ %41, %.prol.preheader ]
  %.unr = phi i64 [ %23, %27 ], [ %42, %.prol.preheader ]
  %.unr12 = phi i32 [ %29, %27 ], [ %41, %.prol.preheader ]
  %43 = icmp ult i64 %24, 3
  br i1 %43, label %.loopexit.i.i.i, label %.new

.loopexit.i.i.i:                                  ; preds = %.prol.loopexit, %22
  %44 = phi i32 [ 3, %22 ], [ %.lcssa.unr, %.prol.loopexit ]
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [4 x [8 x float]], ptr %2, i64 0, i64 %45, i64 %24
  %47 = load float, ptr %46, align 4, !tbaa !19
  %48 = fcmp une float %47, 0.000000e+00
  br i1 %48, label %95, label %rsl_transform__p_ssp.exit

.new:                                             ; preds = %.prol.loopexit, %.new
  %49 = phi i64 [ %94, %.new ], [ %.unr, %.prol.loopexit ]
  %50 = phi i32 [ %93, %.new ], [ %.unr12, %.prol.loopexit ]
  %51 = getelementptr inbounds [4 x [8 x float]], ptr %2, i64 0, i64 %49, i64 %24
  %52 = load float, ptr %51, align 4, !tbaa !19
  %53 = call float @llvm.fabs.f32(float %52)
  %54 = sext i32 %50 to i64
  %55 = getelementptr inbounds [4 x [8 x float]], ptr %2, i64 0, i64 %54, i64 %24
  %56 = load float, ptr %55, align 4, !tbaa !19
  %57 = call float @llvm.fabs.f32(float %56)
  %58 = fcmp ogt float %53, %57
  %59 = trunc i64 %49 to i32
  %60 = select i1 %58, i32 %59, i32 %50
  %61 = add nuw nsw i64 %49, 1
  %62 = getelementptr inbounds [4 x [8 x float]], ptr %2, i64 0, i64 %61, i64 %24
  %63 = load float, ptr %62, align 4, !tbaa !19
  %64 = call float @llvm.fabs.f32(float %63)
  %65 = sext i32 %60 to i64
  %66 = getelementptr inbounds [4 x [8 x float]], ptr %2, i64 0, i64 %65, i64 %24
  %67 = load float, ptr %66, align 4, !tbaa !19
  %68 = call float @llvm.fabs.f32(float %67)
  %69 = fcmp ogt float %64, %68
  %70 = trunc i64 %61 to i32
  %71 = select i1 %69, i32 %70, i32 %60
  %72 = add nuw nsw i64 %49, 2
  %73 = getelementptr inbounds [4 x [8 x float]], ptr %2, i64 0, i64 %72, i64 %24
  %74 = load float, ptr %73, align 4, !tbaa !19
  %75 = call float @llvm.fabs.f32(float %74)
  %76 = sext i32 %71 to i64
  %77 = getelementptr inbounds [4 x [8 x float]], ptr %2, i64 0, i64 %76, i64 %24
  %78 = load float, ptr %77, align 4, !tbaa !19
  %79 = call float @llvm.fabs.f32(float %78)
  %80 = fcmp ogt float %75, %79
  %81 = trunc i64 %72 to i32
  %82 = select i1 %80, i32 %81, i32 %71
  %83 = add nuw nsw i64 %49, 3
  %84 = getelementptr inbounds [4 x [8 x float]], ptr %2, i64 0, i64 %83, i64 %24
  %85 = load float, ptr %84, align 4, !tbaa !19
  %86 = call float @llvm.fabs.f32(float %85)
  %87 = sext i32 %82 to i64
  %88 = getelementptr inbounds [4 x [8 x float]], ptr %2, i64 0, i64 %87, i64 %24
  %89 = load float, ptr %88, align 4, !tbaa !19
  %90 = call float @llvm.fabs.f32(float %89)
  %91 = fcmp ogt float %86, %90
  %92 = trunc i64 %83 to i32
  %93 = select i1 %91, i32 %92, i32 %82
  %94 = add nuw nsw i64 %49, 4
  br label %.new, !llvm.loop !23

95:                                               ; preds = %.loopexit.i.i.i
  %96 = zext i32 %44 to i64
  %97 = icmp eq i64 %24, %96
  br i1 %97, label %107, label %98

98:                                               ; preds = %95
  %99 = getelementptr inbounds [4 x [8 x float]], ptr %2, i64 0, i64 %24, i64 0
  %100 = getelementptr inbounds [4 x [8 x float]], ptr %2, i64 0, i64 %45, i64 0
  %101 = load <4 x float>, ptr %99, align 16, !tbaa !19
  %102 = load <4 x float>, ptr %100, align 16, !tbaa !19
  store <4 x float> %102, ptr %99, align 16, !tbaa !19
  store <4 x float> %101, ptr %100, align 16, !tbaa !19
  %103 = getelementptr inbounds [4 x [8 x float]], ptr %2, i64 0, i64 %24, i64 4
  %104 = getelementptr inbounds [4 x [8 x float]], ptr %2, i64 0, i64 %45, i64 4
  %105 = load <4 x float>, ptr %103, align 16, !tbaa !19
  %106 = load <4 x float>, ptr %104, align 16, !tbaa !19
  store <4 x float> %106, ptr %103, align 16, !tbaa !19
  store <4 x float> %105, ptr %104, align 16, !tbaa !19
  br label %107

107:                                              ; preds = %98, %95
  %108 = getelementptr inbounds [4 x [8 x float]], ptr %2, i64 0, i64 %24, i64 %24
  %109 = load float, ptr %108, align 4, !tbaa !19
  %110 = fdiv float 1.000000e+00, %109
  %111 = getelementptr inbounds [4 x [8 x float]], ptr %2, i64 0, i64 %24, i64 0
  %112 = load <4 x float>, ptr %111, align 16, !tbaa !19
  %113 = insertelement <4 x float> poison, float %110, i64 0
  %114 = shufflevector <4 x float> %113, <4 x float> poison, <4 x i32> zeroinitializer
  %115 = fmul <4 x float> %112, %114
  store <4 x float> %115, ptr %111, align 16, !tbaa !19
  %116 = getelementptr inbounds [4 x [8 x float]], ptr %2, i64 0, i64 %24, i64 4
  %117 = load <4 x float>, ptr %116, align 16, !tbaa !19
  %118 = fmul <4 x float> %114, %117
  store <4 x float> %118, ptr %116, align 16, !tbaa !19
  %119 = icmp eq i64 %24, 0
  br i1 %119, label %132, label %120

120:                                              ; preds = %107
  %121 = getelementptr inbounds [4 x [8 x float]], ptr %2, i64 0, i64 0, i64 %24
  %122 = load float, ptr %121, align 4, !tbaa !19
  %123 = insertelement <4 x float> poison, float %122, i64 0
  %124 = shufflevector <4 x float> %123, <4 x float> poison, <4 x i32> zeroinitializer
  %125 = fmul <4 x float> %115, %124
  %126 = load <4 x float>, ptr %2, align 16, !tbaa !19
  %127 = fsub <4 x float> %126, %125
  store <4 x float> %127, ptr %2, align 16, !tbaa !19
  %128 = fmul <4 x float> %118, %124
  %129 = load <4 x float>, ptr %5, align 16, !tbaa !19
  %130 = fsub <4 x float> %129, %128
  store <4 x float> %130, ptr %5, align 16, !tbaa !19
  %131 = icmp eq i64 %24, 1
  br i1 %131, label %146, label %._crit_edge.i.i.i

._crit_edge.i.i.i:                                ; preds = %120
  %.pre.i.i.i = load <4 x float>, ptr %111, align 16, !tbaa !19
  %.pre1.i.i.i = load <4 x float>, ptr %116, align 16, !tbaa !19
  br label %132

132:                                              ; preds = %._crit_edge.i.i.i, %107
  %133 = phi <4 x float> [ %.pre1.i.i.i, %._crit_edge.i.i.i ], [ %118, %107 ]
  %134 = phi <4 x float> [ %.pre.i.i.i, %._crit_edge.i.i.i ], [ %115, %107 ]
  %135 = getelementptr inbounds [4 x [8 x float]], ptr %2, i64 0, i64 1, i64 %24
  %136 = load float, ptr %135, align 4, !tbaa !19
  %137 = insertelement <4 x float> poison, float %136, i64 0
  %138 = shufflevector <4 x float> %137, <4 x float> poison, <4 x i32> zeroinitializer
  %139 = fmul <4 x float> %134, %138
  %140 = load <4 x float>, ptr %8, align 16, !tbaa !19
  %141 = fsub <4 x float> %140, %139
  store <4 x float> %141, ptr %8, align 16, !tbaa !19
  %142 = fmul <4 x float> %133, %138
  %143 = load <4 x float>, ptr %9, align 16, !tbaa !19
  %144 = fsub <4 x float> %143, %142
  store <4 x float> %144, ptr %9, align 16, !tbaa !19
  %145 = icmp eq i64 %24, 2
  br i1 %145, label %159, label %146

146:                                              ; preds = %132, %120
  %147 = getelementptr inbounds [4 x [8 x float]], ptr %2, i64 0, i64 2, i64 %24
  %148 = load float, ptr %147, align 4, !tbaa !19
  %149 = load <4 x float>, ptr %111, align 16, !tbaa !19
  %150 = insertelement <4 x float> poison, float %148, i64 0
  %151 = shufflevector <4 x float> %150, <4 x float> poison, <4 x i32> zeroinitializer
  %152 = fmul <4 x float> %149, %151
  %153 = load <4 x float>, ptr %12, align 16, !tbaa !19
  %154 = fsub <4 x float> %153, %152
  store <4 x float> %154, ptr %12, align 16, !tbaa !19
  %155 = load <4 x float>, ptr %116, align 16, !tbaa !19
  %156 = fmul <4 x float> %151, %155
  %157 = load <4 x float>, ptr %13, align 16, !tbaa !19
  %158 = fsub <4 x float> %157, %156
  store <4 x float> %158, ptr %13, align 16, !tbaa !19
  br i1 %26, label %19, label %159

159:                                              ; preds = %146, %132
  %160 = getelementptr inbounds [4 x [8 x float]], ptr %2, i64 0, i64 3, i64 %24
  %161 = load float, ptr %160, align 4, !tbaa !19
  %162 = load <4 x float>, ptr %111, align 16, !tbaa !19
  %163 = insertelement <4 x float> poison, float %161, i64 0
  %164 = shufflevector <4 x float> %163, <4 x float> poison, <4 x i32> zeroinitializer
  %165 = fmul <4 x float> %162, %164
  %166 = load <4 x float>, ptr %16, align 16, !tbaa !19
  %167 = fsub <4 x float> %166, %165
  store <4 x float> %167, ptr %16, align 16, !tbaa !19
  %168 = load <4 x float>, ptr %116, align 16, !tbaa !19
  %169 = fmul <4 x float> %164, %168
  %170 = load <4 x float>, ptr %17, align 16, !tbaa !19
  %171 = fsub <4 x float> %170, %169
  store <4 x float> %171, ptr %17, align 16, !tbaa !19
  %172 = add nuw nsw i64 %23, 1
  br label %22

rsl_transform__p_ssp.exit:                        ; preds = %.loopexit.i.i.i, %19
  %.sroa.0.48..sroa.0.48..sroa.0.48..i.i = phi <4 x float> [ %.sroa.0.i.i.48..sroa.0.i.i.48..sroa.0.i.i.48..sroa.0.i.48..sroa.0.i.48..sroa.0.48..sroa.0.48..sroa.0.48..pre.i.i, %19 ], [ zeroinitializer, %.loopexit.i.i.i ]
  %.sroa.0.4..sroa.0.4..sroa.0.4..i.i = phi <4 x float> [ %.sroa.0.i.i.4..sroa.0.i.i.4..sroa.0.i.i.4..sroa.0.i.4..sroa.0.i.4..sroa.0.4..sroa.0.4..sroa.0.4..pre.i.i, %19 ], [ zeroinitializer, %.loopexit.i.i.i ]
  %.sroa.0.20..sroa.0.20..sroa.0.20..i.i = phi <4 x float> [ %.sroa.0.i.i.20..sroa.0.i.i.20..sroa.0.i.i.20..sroa.0.i.20..sroa.0.i.20..sroa.0.20..sroa.0.20..sroa.0.20..pre.i.i, %19 ], [ zeroinitializer, %.loopexit.i.i.i ]
  %.sroa.0.36..sroa.0.36..sroa.0.36..i.i = phi <4 x float> [ %.sroa.0.i.i.36..sroa.0.i.i.36..sroa.0.i.i.36..sroa.0.i.36..sroa.0.i.36..sroa.0.36..sroa.0.36..sroa.0.36..pre.i.i, %19 ], [ zeroinitializer, %.loopexit.i.i.i ]
  %.sroa.0.52..sroa.0.52..sroa.0.52..i.i = phi float [ %21, %19 ], [ 0.000000e+00, %.loopexit.i.i.i ]
  %.sroa.0.8..sroa.0.8..sroa.0.8..i.i = phi <4 x float> [ %.sroa.0.i.i.8..sroa.0.i.i.8..sroa.0.i.i.8..sroa.0.i.8..sroa.0.i.8..sroa.0.8..sroa.0.8..sroa.0.8..pre.i.i, %19 ], [ zeroinitializer, %.loopexit.i.i.i ]
  %.sroa.0.24..sroa.0.24..sroa.0.24..i.i = phi <4 x float> [ %.sroa.0.i.i.24..sroa.0.i.i.24..sroa.0.i.i.24..sroa.0.i.24..sroa.0.i.24..sroa.0.24..sroa.0.24..sroa.0.24..pre.i.i, %19 ], [ zeroinitializer, %.loopexit.i.i.i ]
  %.sroa.0.40..sroa.0.40..sroa.0.40..i.i = phi <4 x float> [ %.sroa.0.i.i.40..sroa.0.i.i.40..sroa.0.i.i.40..sroa.0.i.40..sroa.0.i.40..sroa.0.40..sroa.0.40..sroa.0.40..pre.i.i, %19 ], [ zeroinitializer, %.loopexit.i.i.i ]
  %.sroa.0.56..sroa.0.56..sroa.0.56..i.i = phi float [ %20, %19 ], [ 0.000000e+00, %.loopexit.i.i.i ]
  %.sroa.0.12..sroa.0.12..sroa.0.12..i.i = phi <4 x float> [ %.sroa.0.i.i.12..sroa.0.i.i.12..sroa.0.i.i.12..sroa.0.i.12..sroa.0.i.12..sroa.0.12..sroa.0.12..sroa.0.12..pre.i.i, %19 ], [ zeroinitializer, %.loopexit.i.i.i ]
  %.sroa.0.28..sroa.0.28..sroa.0.28..i.i = phi <4 x float> [ %.sroa.0.i.i.28..sroa.0.i.i.28..sroa.0.i.i.28..sroa.0.i.28..sroa.0.i.28..sroa.0.28..sroa.0.28..sroa.0.28..pre.i.i, %19 ], [ zeroinitializer, %.loopexit.i.i.i ]
  %.sroa.0.44..sroa.0.44..sroa.0.44..i.i = phi <4 x float> [ %.sroa.0.i.i.44..sroa.0.i.i.44..sroa.0.i.i.44..sroa.0.i.44..sroa.0.i.44..sroa.0.44..sroa.0.44..sroa.0.44..pre.i.i, %19 ], [ zeroinitializer, %.loopexit.i.i.i ]
  %.sroa.0.60..sroa.0.60..sroa.0.60..i.i = phi float [ %.sroa.0.i.i.60..sroa.0.i.i.60..sroa.0.i.i.60..sroa.0.i.60..sroa.0.i.60..sroa.0.60..sroa.0.60..sroa.0.60..pre.i.i, %19 ], [ 0.000000e+00, %.loopexit.i.i.i ]
  %.sroa.0.0..sroa.0.0..sroa.0.0..i.i = phi <4 x float> [ %.sroa.0.i.i.0..sroa.0.i.i.0..sroa.0.i.i.0..sroa.0.i.0..sroa.0.i.0..sroa.0.0..sroa.0.0..sroa.0.0..pre.i.i, %19 ], [ zeroinitializer, %.loopexit.i.i.i ]
  %.sroa.0.16..sroa.0.16..sroa.0.16..i.i = phi <4 x float> [ %.sroa.0.i.i.16..sroa.0.i.i.16..sroa.0.i.i.16..sroa.0.i.16..sroa.0.i.16..sroa.0.16..sroa.0.16..sroa.0.16..pre.i.i, %19 ], [ zeroinitializer, %.loopexit.i.i.i ]
  %.sroa.0.32..sroa.0.32..sroa.0.32..i.i = phi <4 x float> [ %.sroa.0.i.i.32..sroa.0.i.i.32..sroa.0.i.i.32..sroa.0.i.32..sroa.0.i.32..sroa.0.32..sroa.0.32..sroa.0.32..pre.i.i, %19 ], [ zeroinitializer, %.loopexit.i.i.i ]
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #8
  %173 = shufflevector <4 x float> %.sroa.0.0..sroa.0.0..sroa.0.0..i.i, <4 x float> poison, <4 x i32> zeroinitializer
  %174 = shufflevector <4 x float> %.sroa.0.16..sroa.0.16..sroa.0.16..i.i, <4 x float> poison, <4 x i32> zeroinitializer
  %175 = shufflevector <4 x float> %.sroa.0.32..sroa.0.32..sroa.0.32..i.i, <4 x float> poison, <4 x i32> zeroinitializer
  %176 = shufflevector <4 x float> %.sroa.0.48..sroa.0.48..sroa.0.48..i.i, <4 x float> poison, <4 x i32> zeroinitializer
  %177 = shufflevector <4 x float> %.sroa.0.4..sroa.0.4..sroa.0.4..i.i, <4 x float> poison, <4 x i32> zeroinitializer
  %178 = shufflevector <4 x float> %.sroa.0.20..sroa.0.20..sroa.0.20..i.i, <4 x float> poison, <4 x i32> zeroinitializer
  %179 = shufflevector <4 x float> %.sroa.0.36..sroa.0.36..sroa.0.36..i.i, <4 x float> poison, <4 x i32> zeroinitializer
  %180 = insertelement <4 x float> poison, float %.sroa.0.52..sroa.0.52..sroa.0.52..i.i, i64 0
  %181 = shufflevector <4 x float> %180, <4 x float> poison, <4 x i32> zeroinitializer
  %182 = shufflevector <4 x float> %.sroa.0.8..sroa.0.8..sroa.0.8..i.i, <4 x float> poison, <4 x i32> zeroinitializer
  %183 = shufflevector <4 x float> %.sroa.0.24..sroa.0.24..sroa.0.24..i.i, <4 x float> poison, <4 x i32> zeroinitializer
  %184 = shufflevector <4 x float> %.sroa.0.40..sroa.0.40..sroa.0.40..i.i, <4 x float> poison, <4 x i32> zeroinitializer
  %185 = insertelement <4 x float> poison, float %.sroa.0.56..sroa.0.56..sroa.0.56..i.i, i64 0
  %186 = shufflevector <4 x float> %185, <4 x float> poison, <4 x i32> zeroinitializer
  %187 = shufflevector <4 x float> %.sroa.0.12..sroa.0.12..sroa.0.12..i.i, <4 x float> poison, <4 x i32> zeroinitializer
  %188 = shufflevector <4 x float> %.sroa.0.28..sroa.0.28..sroa.0.28..i.i, <4 x float> poison, <4 x i32> zeroinitializer
  %189 = shufflevector <4 x float> %.sroa.0.44..sroa.0.44..sroa.0.44..i.i, <4 x float> poison, <4 x i32> zeroinitializer
  %190 = insertelement <4 x float> poison, float %.sroa.0.60..sroa.0.60..sroa.0.60..i.i, i64 0
  %191 = shufflevector <4 x float> %190, <4 x float> poison, <4 x i32> zeroinitializer
  %192 = load <16 x float>, ptr %4, align 4, !tbaa !19
  %193 = shufflevector <16 x float> %192, <16 x float> poison, <4 x i32> <i32 0, i32 4, i32 8, i32 12>
  %194 = shufflevector <16 x float> %192, <16 x float> poison, <4 x i32> <i32 1, i32 5, i32 9, i32 13>
  %195 = shufflevector <16 x float> %192, <16 x float> poison, <4 x i32> <i32 2, i32 6, i32 10, i32 14>
  %196 = shufflevector <16 x float> %192, <16 x float> poison, <4 x i32> <i32 3, i32 7, i32 11, i32 15>
  %197 = fmul <4 x float> %173, %193
  %198 = fadd <4 x float> %197, zeroinitializer
  %199 = fmul <4 x float> %174, %194
  %200 = fadd <4 x float> %199, %198
  %201 = fmul <4 x float> %175, %195
  %202 = fadd <4 x float> %201, %200
  %203 = fmul <4 x float> %176, %196
  %204 = fadd <4 x float> %203, %202
  %205 = fmul <4 x float> %177, %193
  %206 = fadd <4 x float> %205, zeroinitializer
  %207 = fmul <4 x float> %178, %194
  %208 = fadd <4 x float> %207, %206
  %209 = fmul <4 x float> %179, %195
  %210 = fadd <4 x float> %209, %208
  %211 = fmul <4 x float> %181, %196
  %212 = fadd <4 x float> %211, %210
  %213 = fmul <4 x float> %182, %193
  %214 = fadd <4 x float> %213, zeroinitializer
  %215 = fmul <4 x float> %183, %194
  %216 = fadd <4 x float> %215, %214
  %217 = fmul <4 x float> %184, %195
  %218 = fadd <4 x float> %217, %216
  %219 = fmul <4 x float> %186, %196
  %220 = fadd <4 x float> %219, %218
  %221 = fmul <4 x float> %187, %193
  %222 = fadd <4 x float> %221, zeroinitializer
  %223 = fmul <4 x float> %188, %194
  %224 = fadd <4 x float> %223, %222
  %225 = fmul <4 x float> %189, %195
  %226 = fadd <4 x float> %225, %224
  %227 = fmul <4 x float> %191, %196
  %228 = fadd <4 x float> %227, %226
  %229 = shufflevector <4 x float> %204, <4 x float> %212, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %230 = shufflevector <4 x float> %220, <4 x float> %228, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %231 = shufflevector <8 x float> %229, <8 x float> %230, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 1, i32 5, i32 9, i32 13, i32 2, i32 6, i32 10, i32 14, i32 3, i32 7, i32 11, i32 15>
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %.sroa.0.i.i)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #8
  %.sroa.0.0.vec.extract.i = extractelement <4 x float> %204, i64 0
  %232 = shufflevector <4 x float> %204, <4 x float> undef, <2 x i32> <i32 2, i32 1>
  %233 = fmul <2 x float> %232, <float 3.000000e+00, float 2.000000e+00>
  %234 = extractelement <2 x float> %233, i64 1
  %235 = fadd float %.sroa.0.0.vec.extract.i, %234
  %236 = extractelement <2 x float> %233, i64 0
  %237 = fadd float %236, %235
  %.sroa.0.48.vec.extract.i = extractelement <4 x float> %204, i64 3
  %238 = fadd float %.sroa.0.48.vec.extract.i, %237
  %.sroa.0.12.vec.extract.i = extractelement <4 x float> %228, i64 0
  %239 = shufflevector <4 x float> %228, <4 x float> undef, <2 x i32> <i32 2, i32 1>
  %240 = fmul <2 x float> %239, <float 3.000000e+00, float 2.000000e+00>
  %241 = extractelement <2 x float> %240, i64 1
  %242 = fadd float %.sroa.0.12.vec.extract.i, %241
  %243 = extractelement <2 x float> %240, i64 0
  %244 = fadd float %243, %242
  %.sroa.0.60.vec.extract.i = extractelement <4 x float> %228, i64 3
  %245 = fadd float %.sroa.0.60.vec.extract.i, %244
  %246 = fcmp une float %245, 1.000000e+00
  %247 = fcmp une float %245, 0.000000e+00
  %248 = and i1 %246, %247
  %249 = select i1 %248, float %245, float 1.000000e+00
  %250 = fdiv float %238, %249
  %.sroa.0.4.vec.extract.i = shufflevector <16 x float> %231, <16 x float> poison, <2 x i32> <i32 1, i32 2>
  %.sroa.0.20.vec.extract.i = shufflevector <16 x float> %231, <16 x float> poison, <2 x i32> <i32 5, i32 6>
  %251 = fmul <2 x float> %.sroa.0.20.vec.extract.i, <float 2.000000e+00, float 2.000000e+00>
  %252 = fadd <2 x float> %.sroa.0.4.vec.extract.i, %251
  %.sroa.0.36.vec.extract.i = shufflevector <16 x float> %231, <16 x float> poison, <2 x i32> <i32 9, i32 10>
  %253 = fmul <2 x float> %.sroa.0.36.vec.extract.i, <float 3.000000e+00, float 3.000000e+00>
  %254 = fadd <2 x float> %253, %252
  %.sroa.0.52.vec.extract.i = shufflevector <16 x float> %231, <16 x float> poison, <2 x i32> <i32 13, i32 14>
  %255 = fadd <2 x float> %.sroa.0.52.vec.extract.i, %254
  %256 = insertelement <2 x float> poison, float %249, i64 0
  %257 = shufflevector <2 x float> %256, <2 x float> poison, <2 x i32> zeroinitializer
  %258 = fdiv <2 x float> %255, %257
  %259 = insertelement <3 x float> undef, float %250, i64 0
  %260 = shufflevector <2 x float> %258, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 undef>
  %261 = shufflevector <3 x float> %259, <3 x float> %260, <3 x i32> <i32 0, i32 3, i32 4>
  store <3 x float> %261, ptr %1, align 16
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(argmem: readwrite)
define void @rsl.jit.call.f(ptr nocapture readonly %0, ptr nocapture writeonly %1, ptr nocapture readnone %2) local_unnamed_addr #10 {
entry:
  %3 = load <3 x float>, ptr %0, align 4
  %4 = fmul <3 x float> %3, %3
  %shift = shufflevector <3 x float> %4, <3 x float> poison, <3 x i32> <i32 1, i32 undef, i32 undef>
  %5 = fadd <3 x float> %4, %shift
  %shift1 = shufflevector <3 x float> %4, <3 x float> poison, <3 x i32> <i32 2, i32 undef, i32 undef>
  %6 = fadd <3 x float> %shift1, %5
  %7 = extractelement <3 x float> %6, i64 0
  %8 = tail call float @llvm.sqrt.f32(float %7)
  %9 = fcmp ogt float %8, 0.000000e+00
  %10 = insertelement <3 x float> poison, float %8, i64 0
  %11 = shufflevector <3 x float> %10, <3 x float> poison, <3 x i32> zeroinitializer
  %12 = select i1 %9, <3 x float> %11, <3 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %13 = fdiv <3 x float> %3, %12
  store <3 x float> %13, ptr %1, align 4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define void @rsl.jit.call.add(ptr nocapture readonly %0, ptr nocapture writeonly %1, ptr nocapture readnone %2) local_unnamed_addr #7 {
entry:
  %3 = load float, ptr %0, align 4
  %slot1 = getelementptr i8, ptr %0, i64 64
  %4 = load float, ptr %slot1, align 4
  %5 = fadd float %3, %4
  store float %5, ptr %1, align 4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define void @rsl.jit.call.half__f(ptr nocapture readonly %0, ptr nocapture writeonly %1, ptr nocapture readnone %2) local_unnamed_addr #7 {
entry:
  %3 = load float, ptr %0, align 4
  %4 = fmul float %3, 5.000000e-01
  store float %4, ptr %1, align 4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define void @rsl.jit.call.half__c(ptr nocapture readonly %0, ptr nocapture writeonly %1, ptr nocapture readnone %2) local_unnamed_addr #7 {
entry:
  %3 = load <3 x float>, ptr %0, align 4
  %4 = fmul <3 x float> %3, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  store <3 x float> %4, ptr %1, align 4
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(argmem: readwrite)
define void @rsl.jit.call.split(ptr nocapture %0, ptr nocapture readnone %1, ptr nocapture readnone %2) local_unnamed_addr #10 {
entry:
  %3 = load float, ptr %0, align 4
  %slot1 = getelementptr i8, ptr %0, i64 64
  %slot2 = getelementptr i8, ptr %0, i64 128
  %4 = tail call float @llvm.floor.f32(float %3)
  %5 = tail call float @llvm.ceil.f32(float %3)
  store float %4, ptr %slot1, align 4
  store float %5, ptr %slot2, align 4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define void @rsl.jit.call.twice(ptr nocapture %0, ptr nocapture writeonly %1, ptr nocapture readnone %2) local_unnamed_addr #7 {
entry:
  %.unpack = load float, ptr %0, align 4
  %.elt66 = getelementptr inbounds [16 x float], ptr %0, i64 0, i64 1
  %.unpack67 = load float, ptr %.elt66, align 4
  %.elt68 = getelementptr inbounds [16 x float], ptr %0, i64 0, i64 2
  %.unpack69 = load float, ptr %.elt68, align 4
  %.elt70 = getelementptr inbounds [16 x float], ptr %0, i64 0, i64 3
  %.unpack71 = load float, ptr %.elt70, align 4
  %.elt72 = getelementptr inbounds [16 x float], ptr %0, i64 0, i64 4
  %.unpack73 = load float, ptr %.elt72, align 4
  %.elt74 = getelementptr inbounds [16 x float], ptr %0, i64 0, i64 5
  %.unpack75 = load float, ptr %.elt74, align 4
  %.elt76 = getelementptr inbounds [16 x float], ptr %0, i64 0, i64 6
  %.unpack77 = load float, ptr %.elt76, align 4
  %.elt78 = getelementptr inbounds [16 x float], ptr %0, i64 0, i64 7
  %.unpack79 = load float, ptr %.elt78, align 4
  %.elt80 = getelementptr inbounds [16 x float], ptr %0, i64 0, i64 8
  %.unpack81 = load float, ptr %.elt80, align 4
  %.elt82 = getelementptr inbounds [16 x float], ptr %0, i64 0, i64 9
  %.unpack83 = load float, ptr %.elt82, align 4
  %.elt84 = getelementptr inbounds [16 x float], ptr %0, i64 0, i64 10
  %.unpack85 = load float, ptr %.elt84, align 4
  %.elt86 = getelementptr inbounds [16 x float], ptr %0, i64 0, i64 11
  %.unpack87 = load float, ptr %.elt86, align 4
  %.elt88 = getelementptr inbounds [16 x float], ptr %0, i64 0, i64 12
  %.unpack89 = load float, ptr %.elt88, align 4
  %.elt90 = getelementptr inbounds [16 x float], ptr %0, i64 0, i64 13
  %.unpack91 = load float, ptr %.elt90, align 4
  %.elt92 = getelementptr inbounds [16 x float], ptr %0, i64 0, i64 14
  %.unpack93 = load float, ptr %.elt92, align 4
  %.elt94 = getelementptr inbounds [16 x float], ptr %0, i64 0, i64 15
  %.unpack95 = load float, ptr %.elt94, align 4
  %3 = insertelement <4 x float> poison, float %.unpack, i64 0
  %4 = shufflevector <4 x float> %3, <4 x float> poison, <4 x i32> zeroinitializer
  %5 = insertelement <4 x float> poison, float %.unpack73, i64 0
  %6 = shufflevector <4 x float> %5, <4 x float> poison, <4 x i32> zeroinitializer
  %7 = insertelement <4 x float> poison, float %.unpack81, i64 0
  %8 = shufflevector <4 x float> %7, <4 x float> poison, <4 x i32> zeroinitializer
  %9 = insertelement <4 x float> poison, float %.unpack89, i64 0
  %10 = shufflevector <4 x float> %9, <4 x float> poison, <4 x i32> zeroinitializer
  %11 = insertelement <4 x float> poison, float %.unpack67, i64 0
  %12 = shufflevector <4 x float> %11, <4 x float> poison, <4 x i32> zeroinitializer
  %13 = insertelement <4 x float> poison, float %.unpack75, i64 0
  %14 = shufflevector <4 x float> %13, <4 x float> poison, <4 x i32> zeroinitializer
  %15 = insertelement <4 x float> poison, float %.unpack83, i64 0
  %16 = shufflevector <4 x float> %15, <4 x float> poison, <4 x i32> zeroinitializer
  %17 = insertelement <4 x float> poison, float %.unpack91, i64 0
  %18 = shufflevector <4 x float> %17, <4 x float> poison, <4 x i32> zeroinitializer
  %19 = insertelement <4 x float> poison, float %.unpack69, i64 0
  %20 = shufflevector <4 x float> %19, <4 x float> poison, <4 x i32> zeroinitializer
  %21 = insertelement <4 x float> poison, float %.unpack77, i64 0
  %22 = shufflevector <4 x float> %21, <4 x float> poison, <4 x i32> zeroinitializer
  %23 = insertelement <4 x float> poison, float %.unpack85, i64 0
  %24 = shufflevector <4 x float> %23, <4 x float> poison, <4 x i32> zeroinitializer
  %25 = insertelement <4 x float> poison, float %.unpack93, i64 0
  %26 = shufflevector <4 x float> %25, <4 x float> poison, <4 x i32> zeroinitializer
  %27 = insertelement <4 x float> poison, float %.unpack71, i64 0
  %28 = shufflevector <4 x float> %27, <4 x float> poison, <4 x i32> zeroinitializer
  %29 = insertelement <4 x float> poison, float %.unpack79, i64 0
  %30 = shufflevector <4 x float> %29, <4 x float> poison, <4 x i32> zeroinitializer
  %31 = insertelement <4 x float> poison, float %.unpack87, i64 0
  %32 = shufflevector <4 x float> %31, <4 x float> poison, <4 x i32> zeroinitializer
  %33 = insertelement <4 x float> poison, float %.unpack95, i64 0
  %34 = shufflevector <4 x float> %33, <4 x float> poison, <4 x i32> zeroinitializer
  %35 = fmul <4 x float> %4, <float 2.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>
  %36 = fadd <4 x float> %35, zeroinitializer
  %37 = fmul <4 x float> %6, <float 0.000000e+00, float 2.000000e+00, float 0.000000e+00, float 0.000000e+00>
  %38 = fadd <4 x float> %36, %37
  %39 = fmul <4 x float> %8, <float 0.000000e+00, float 0.000000e+00, float 2.000000e+00, float 0.000000e+00>
  %40 = fadd <4 x float> %38, %39
  %41 = fmul <4 x float> %10, <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 2.000000e+00>
  %42 = fadd <4 x float> %40, %41
  %43 = fmul <4 x float> %12, <float 2.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>
  %44 = fadd <4 x float> %43, zeroinitializer
  %45 = fmul <4 x float> %14, <float 0.000000e+00, float 2.000000e+00, float 0.000000e+00, float 0.000000e+00>
  %46 = fadd <4 x float> %44, %45
  %47 = fmul <4 x float> %16, <float 0.000000e+00, float 0.000000e+00, float 2.000000e+00, float 0.000000e+00>
  %48 = fadd <4 x float> %46, %47
  %49 = fmul <4 x float> %18, <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 2.000000e+00>
  %50 = fadd <4 x float> %48, %49
  %51 = fmul <4 x float> %20, <float 2.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>
  %52 = fadd <4 x float> %51, zeroinitializer
  %53 = fmul <4 x float> %22, <float 0.000000e+00, float 2.000000e+00, float 0.000000e+00, float 0.000000e+00>
  %54 = fadd <4 x float> %52, %53
  %55 = fmul <4 x float> %24, <float 0.000000e+00, float 0.000000e+00, float 2.000000e+00, float 0.000000e+00>
  %56 = fadd <4 x float> %54, %55
  %57 = fmul <4 x float> %26, <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 2.000000e+00>
  %58 = fadd <4 x float> %56, %57
  %59 = fmul <4 x float> %28, <float 2.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>
  %60 = fadd <4 x float> %59, zeroinitializer
  %61 = fmul <4 x float> %30, <float 0.000000e+00, float 2.000000e+00, float 0.000000e+00, float 0.000000e+00>
  %62 = fadd <4 x float> %60, %61
  %63 = fmul <4 x float> %32, <float 0.000000e+00, float 0.000000e+00, float 2.000000e+00, float 0.000000e+00>
  %64 = fadd <4 x float> %62, %63
  %65 = fmul <4 x float> %34, <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 2.000000e+00>
  %66 = fadd <4 x float> %64, %65
  %mtmp1.sroa.0.0.vec.extract.i = extractelement <4 x float> %42, i64 0
  %mtmp1.sroa.0.4.vec.extract.i = extractelement <4 x float> %50, i64 0
  %mtmp1.sroa.0.8.vec.extract.i = extractelement <4 x float> %58, i64 0
  %mtmp1.sroa.0.60.vec.extract.i = extractelement <4 x float> %66, i64 3
  store float %mtmp1.sroa.0.0.vec.extract.i, ptr %1, align 4
  %.repack126 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 1
  store float %mtmp1.sroa.0.4.vec.extract.i, ptr %.repack126, align 4
  %.repack128 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 2
  store float %mtmp1.sroa.0.8.vec.extract.i, ptr %.repack128, align 4
  %.repack130 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 3
  %67 = shufflevector <4 x float> %66, <4 x float> %42, <2 x i32> <i32 0, i32 5>
  store <2 x float> %67, ptr %.repack130, align 4
  %.repack134 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 5
  %68 = shufflevector <4 x float> %50, <4 x float> %58, <2 x i32> <i32 1, i32 5>
  store <2 x float> %68, ptr %.repack134, align 4
  %.repack138 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 7
  %69 = shufflevector <4 x float> %66, <4 x float> %42, <2 x i32> <i32 1, i32 6>
  store <2 x float> %69, ptr %.repack138, align 4
  %.repack142 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 9
  %70 = shufflevector <4 x float> %50, <4 x float> %58, <2 x i32> <i32 2, i32 6>
  store <2 x float> %70, ptr %.repack142, align 4
  %.repack146 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 11
  %71 = shufflevector <4 x float> %66, <4 x float> %42, <2 x i32> <i32 2, i32 7>
  store <2 x float> %71, ptr %.repack146, align 4
  %.repack150 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 13
  %72 = shufflevector <4 x float> %50, <4 x float> %58, <2 x i32> <i32 3, i32 7>
  store <2 x float> %72, ptr %.repack150, align 4
  %.repack154 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 15
  store float %mtmp1.sroa.0.60.vec.extract.i, ptr %.repack154, align 4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define void @rsl.jit.call.pick(ptr nocapture readonly %0, ptr nocapture writeonly %1, ptr nocapture readnone %2) local_unnamed_addr #7 {
entry:
  %3 = load float, ptr %0, align 4
  %4 = fcmp ogt float %3, 0.000000e+00
  %cond.i = select i1 %4, i32 64, i32 65
  store i32 %cond.i, ptr %1, align 4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define void @rsl.jit.call.same(ptr nocapture readonly %0, ptr nocapture writeonly %1, ptr nocapture readnone %2) local_unnamed_addr #7 {
entry:
  %3 = load i32, ptr %0, align 4
  %4 = icmp eq i32 %3, 66
  %cond.i = select i1 %4, float 1.000000e+00, float 0.000000e+00
  store float %cond.i, ptr %1, align 4
  ret void
}

; Function Attrs: nounwind
define void @rsl.jit.call.shoot(ptr nocapture readonly %0, ptr nocapture writeonly %1, ptr %2) local_unnamed_addr #8 {
entry:
  %3 = load <3 x float>, ptr %0, align 4
  %4 = tail call <3 x float> @rsl_host_trace(ptr noundef %2, <3 x float> noundef %3, <3 x float> noundef <float 0.000000e+00, float 0.000000e+00, float 1.000000e+00>) #8
  store <3 x float> %4, ptr %1, align 4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define void @rsl.jit.shader.surface_paint(ptr nocapture writeonly %0) local_unnamed_addr #9 {
entry:
  %Ci.i = getelementptr inbounds %struct.rsl_globals, ptr %0, i64 0, i32 7
  store <3 x float> <float 5.000000e-01, float 1.000000e+00, float 2.000000e+00>, ptr %Ci.i, align 16
  %Oi.i = getelementptr inbounds %struct.rsl_globals, ptr %0, i64 0, i32 8
  store <3 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, ptr %Oi.i, align 16
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define void @rsl.jit.shader.surface_globals(ptr nocapture %0) local_unnamed_addr #7 {
entry:
  %P1.i = load <3 x float>, ptr %0, align 16
  %Ci.i = getelementptr inbounds %struct.rsl_globals, ptr %0, i64 0, i32 7
  store <3 x float> %P1.i, ptr %Ci.i, align 16
  %N.i = getelementptr inbounds %struct.rsl_globals, ptr %0, i64 0, i32 1
  %N2.i = load <3 x float>, ptr %N.i, align 16
  %Oi.i = getelementptr inbounds %struct.rsl_globals, ptr %0, i64 0, i32 8
  store <3 x float> %N2.i, ptr %Oi.i, align 16
  ret void
}

; Function Attrs: nounwind
define void @rsl.jit.shader.surface_lit(ptr %0) local_unnamed_addr #8 {
entry:
  %1 = tail call <3 x float> @rsl_host_ambient(ptr noundef %0) #8
  %N.i = getelementptr inbounds %struct.rsl_globals, ptr %0, i64 0, i32 1
  %N1.i = load <3 x float>, ptr %N.i, align 16
  %2 = getelementptr inbounds %struct.rsl_globals, ptr %0, i64 0, i32 9
  %3 = load <4 x float>, ptr %2, align 16
  %4 = getelementptr inbounds %struct.rsl_globals, ptr %0, i64 0, i32 10
  %5 = load <4 x float>, ptr %4, align 16
  %6 = tail call i32 @rsl_host_light_count(ptr noundef %0) #8
  %7 = icmp sgt i32 %6, 0
  br i1 %7, label %8, label %surface_lit.exit

8:                                                ; preds = %entry
  %9 = fmul <3 x float> %N1.i, %N1.i
  %shift = shufflevector <3 x float> %9, <3 x float> poison, <3 x i32> <i32 1, i32 undef, i32 undef>
  %10 = fadd <3 x float> %9, %shift
  %shift1 = shufflevector <3 x float> %9, <3 x float> poison, <3 x i32> <i32 2, i32 undef, i32 undef>
  %11 = fadd <3 x float> %shift1, %10
  %12 = extractelement <3 x float> %11, i64 0
  %13 = tail call float @llvm.sqrt.f32(float %12)
  %14 = fcmp ogt float %13, 0.000000e+00
  %15 = insertelement <3 x float> poison, float %13, i64 0
  %16 = shufflevector <3 x float> %15, <3 x float> poison, <3 x i32> zeroinitializer
  %17 = select i1 %14, <3 x float> %16, <3 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %18 = fdiv <3 x float> %N1.i, %17
  br label %19

19:                                               ; preds = %53, %8
  %20 = phi i32 [ %55, %53 ], [ 0, %8 ]
  %21 = phi <4 x float> [ %54, %53 ], [ <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float undef>, %8 ]
  %22 = load <4 x float>, ptr %0, align 16
  %23 = shufflevector <4 x float> %22, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %24 = tail call i32 @rsl_host_illuminance(ptr noundef nonnull %0, i32 noundef %20, i32 noundef 0, <3 x float> noundef %23, <3 x float> noundef %N1.i, float noundef 0x3FF921FB60000000) #8
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %53, label %26

26:                                               ; preds = %19
  %27 = load <4 x float>, ptr %4, align 16
  %28 = shufflevector <4 x float> %27, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %29 = load <4 x float>, ptr %2, align 16
  %30 = shufflevector <4 x float> %29, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %31 = fmul <4 x float> %29, %29
  %shift2 = shufflevector <4 x float> %31, <4 x float> poison, <4 x i32> <i32 1, i32 undef, i32 undef, i32 undef>
  %32 = fadd <4 x float> %31, %shift2
  %shift3 = shufflevector <4 x float> %31, <4 x float> poison, <4 x i32> <i32 2, i32 undef, i32 undef, i32 undef>
  %33 = fadd <4 x float> %shift3, %32
  %34 = extractelement <4 x float> %33, i64 0
  %35 = tail call float @llvm.sqrt.f32(float %34)
  %36 = fcmp ogt float %35, 0.000000e+00
  %37 = insertelement <3 x float> poison, float %35, i64 0
  %38 = shufflevector <3 x float> %37, <3 x float> poison, <3 x i32> zeroinitializer
  %39 = select i1 %36, <3 x float> %38, <3 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %40 = fdiv <3 x float> %30, %39
  %41 = fmul <3 x float> %18, %40
  %shift4 = shufflevector <3 x float> %41, <3 x float> poison, <3 x i32> <i32 1, i32 undef, i32 undef>
  %42 = fadd <3 x float> %41, %shift4
  %shift5 = shufflevector <3 x float> %41, <3 x float> poison, <3 x i32> <i32 2, i32 undef, i32 undef>
  %43 = fadd <3 x float> %shift5, %42
  %44 = extractelement <3 x float> %43, i64 0
  %45 = fcmp olt float %44, 0.000000e+00
  %46 = select i1 %45, float 0.000000e+00, float %44
  %47 = insertelement <3 x float> poison, float %46, i64 0
  %48 = shufflevector <3 x float> %47, <3 x float> poison, <3 x i32> zeroinitializer
  %49 = fmul <3 x float> %28, %48
  %50 = shufflevector <4 x float> %21, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %51 = fadd <3 x float> %50, %49
  %52 = shufflevector <3 x float> %51, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  br label %53

53:                                               ; preds = %26, %19
  %54 = phi <4 x float> [ %52, %26 ], [ %21, %19 ]
  %55 = add nuw nsw i32 %20, 1
  %56 = icmp eq i32 %55, %6
  br i1 %56, label %surface_lit.exit, label %19, !llvm.loop !14

surface_lit.exit:                                 ; preds = %53, %entry
  %57 = phi <4 x float> [ <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float undef>, %entry ], [ %54, %53 ]
  %58 = shufflevector <4 x float> %3, <4 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  store <4 x float> %58, ptr %2, align 16, !tbaa !16
  %59 = shufflevector <4 x float> %5, <4 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  store <4 x float> %59, ptr %4, align 16, !tbaa !16
  %60 = shufflevector <4 x float> %57, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %61 = fadd <3 x float> %1, %60
  %Ci.i = getelementptr inbounds %struct.rsl_globals, ptr %0, i64 0, i32 7
  store <3 x float> %61, ptr %Ci.i, align 16
  %Oi.i = getelementptr inbounds %struct.rsl_globals, ptr %0, i64 0, i32 8
  store <3 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %Oi.i, align 16
  ret void
}

; Function Attrs: nounwind
define void @rsl.jit.shader.light_lamp(ptr %0) local_unnamed_addr #8 {
entry:
  %params = alloca %params.light_lamp, align 16
  call void @light_lamp.init(ptr %0, ptr nonnull %params)
  %1 = load <3 x float>, ptr %params, align 16
  %2 = tail call i32 @rsl_host_illuminate(ptr noundef %0, <3 x float> noundef %1, <3 x float> noundef zeroinitializer, float noundef 0x400921FB60000000) #8
  %.not.i = icmp eq i32 %2, 0
  br i1 %.not.i, label %light_lamp.exit, label %lit.i

lit.i:                                            ; preds = %entry
  %Cl.i = getelementptr inbounds %struct.rsl_globals, ptr %0, i64 0, i32 10
  store <3 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %Cl.i, align 16
  br label %light_lamp.exit

light_lamp.exit:                                  ; preds = %entry, %lit.i
  ret void
}

attributes #0 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) }
attributes #6 = { mustprogress nofree nosync nounwind willreturn memory(argmem: write) }
attributes #7 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nounwind }
attributes #9 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) }
attributes #10 = { mustprogress nofree nosync nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3, !3, !3, !3, !3, !3, !3, !3, !3}
!rsl.shaders = !{!4, !8, !10, !11}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = !{!"surface", !"paint", ptr @surface_paint, ptr @surface_paint.defaults, ptr @surface_paint.init, !5}
!5 = !{!6, !7}
!6 = !{!"tint", !"color", !"uniform", i1 false, i1 true}
!7 = !{!"k", !"float", !"uniform", i1 false, i1 true}
!8 = !{!"surface", !"globals", ptr @surface_globals, ptr @surface_globals.defaults, ptr @surface_globals.init, !9}
!9 = !{}
!10 = !{!"surface", !"lit", ptr @surface_lit, ptr @surface_lit.defaults, ptr @surface_lit.init, !9}
!11 = !{!"light", !"lamp", ptr @light_lamp, ptr @light_lamp.defaults, ptr @light_lamp.init, !12}
!12 = !{!13}
!13 = !{!"from", !"point", !"uniform", i1 false, i1 false}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!17, !17, i64 0}
!17 = !{!"omnipotent char", !18, i64 0}
!18 = !{!"Simple C/C++ TBAA"}
!19 = !{!20, !20, i64 0}
!20 = !{!"float", !17, i64 0}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.unroll.disable"}
!23 = distinct !{!23, !15}
