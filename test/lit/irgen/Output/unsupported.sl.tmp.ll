; ModuleID = '/work/main/test/lit/irgen/unsupported.sl'
source_filename = "/work/main/test/lit/irgen/unsupported.sl"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.basis = type { [16 x float], i32 }
%struct.rsl_globals = type { <3 x float>, <3 x float>, <3 x float>, <3 x float>, <3 x float>, <3 x float>, <3 x float>, <3 x float>, <3 x float>, <3 x float>, <3 x float>, <3 x float>, <3 x float>, <3 x float>, <3 x float>, float, float, float, float, float, float, float, float, float, i32, [8 x i8] }
%params.surface_s = type {}
%struct.rsl_matrix = type { [16 x float] }

@no_period = internal constant [4 x i32] zeroinitializer, align 16
@random_state = internal unnamed_addr global i32 625341585, align 4
@bases = internal unnamed_addr constant [5 x %struct.basis] [%struct.basis { [16 x float] [float -5.000000e-01, float 1.500000e+00, float -1.500000e+00, float 5.000000e-01, float 1.000000e+00, float -2.500000e+00, float 2.000000e+00, float -5.000000e-01, float -5.000000e-01, float 0.000000e+00, float 5.000000e-01, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00, float 0.000000e+00, float 0.000000e+00], i32 1 }, %struct.basis { [16 x float] [float 0xBFC5555560000000, float 5.000000e-01, float -5.000000e-01, float 0x3FC5555560000000, float 5.000000e-01, float -1.000000e+00, float 5.000000e-01, float 0.000000e+00, float -5.000000e-01, float 0.000000e+00, float 5.000000e-01, float 0.000000e+00, float 0x3FC5555560000000, float 0x3FE5555560000000, float 0x3FC5555560000000, float 0.000000e+00], i32 1 }, %struct.basis { [16 x float] [float -1.000000e+00, float 3.000000e+00, float -3.000000e+00, float 1.000000e+00, float 3.000000e+00, float -6.000000e+00, float 3.000000e+00, float 0.000000e+00, float -3.000000e+00, float 3.000000e+00, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00], i32 3 }, %struct.basis { [16 x float] [float 2.000000e+00, float 1.000000e+00, float -2.000000e+00, float 1.000000e+00, float -3.000000e+00, float -2.000000e+00, float 3.000000e+00, float -1.000000e+00, float 0.000000e+00, float 1.000000e+00, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00], i32 2 }, %struct.basis { [16 x float] [float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float -1.000000e+00, float 1.000000e+00, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00, float 0.000000e+00, float 0.000000e+00], i32 1 }], align 16
@switch.table.rsl_spline__p_sfp4 = internal unnamed_addr constant [4 x ptr] [ptr getelementptr inbounds ([5 x %struct.basis], ptr @bases, i64 0, i64 1), ptr getelementptr inbounds ([5 x %struct.basis], ptr @bases, i64 0, i64 2), ptr getelementptr inbounds ([5 x %struct.basis], ptr @bases, i64 0, i64 3), ptr getelementptr inbounds ([5 x %struct.basis], ptr @bases, i64 0, i64 4)], align 8
@rsl_globals_layout = internal local_unnamed_addr constant %struct.rsl_globals zeroinitializer, align 16
@surface_s.defaults = constant %params.surface_s zeroinitializer
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
@rsl.str.23 = private unnamed_addr constant [3 x i8] c"Kd\00"
@rsl.str.24 = private unnamed_addr constant [8 x i8] c"surface\00"
@rsl.str.25 = private unnamed_addr constant [12 x i8] c"illuminance\00"
@rsl.str.26 = private unnamed_addr constant [7 x i8] c"gather\00"
@rsl.strings = constant [68 x ptr] [ptr @rsl.str, ptr @rsl.str.1, ptr @rsl.str.2, ptr @rsl.str.3, ptr @rsl.str.4, ptr @rsl.str.5, ptr @rsl.str.6, ptr @rsl.str.7, ptr @rsl.str.8, ptr @rsl.str.9, ptr @rsl.str.10, ptr @rsl.str.11, ptr @rsl.str.12, ptr @rsl.str.13, ptr @rsl.str.14, ptr @rsl.str.15, ptr @rsl.str.16, ptr @rsl.str.17, ptr @rsl.str.18, ptr @rsl.str.19, ptr @rsl.str.20, ptr @rsl.str.21, ptr @rsl.str.22, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str, ptr @rsl.str.23, ptr @rsl.str.24, ptr @rsl.str.25, ptr @rsl.str.26]

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal float @rsl_abs(float noundef %0) local_unnamed_addr #0 {
  %2 = tail call float @llvm.fabs.f32(float %0)
  ret float %2
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal float @rsl_sign(float noundef %0) local_unnamed_addr #2 {
  %2 = fcmp ogt float %0, 0.000000e+00
  %3 = fcmp olt float %0, 0.000000e+00
  %4 = select i1 %3, float -1.000000e+00, float 0.000000e+00
  %5 = select i1 %2, float 1.000000e+00, float %4
  ret float %5
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal float @rsl_floor(float noundef %0) local_unnamed_addr #0 {
  %2 = tail call float @llvm.floor.f32(float %0)
  ret float %2
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal float @rsl_ceil(float noundef %0) local_unnamed_addr #0 {
  %2 = tail call float @llvm.ceil.f32(float %0)
  ret float %2
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.ceil.f32(float) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal float @rsl_round(float noundef %0) local_unnamed_addr #0 {
  %2 = tail call float @llvm.round.f32(float %0)
  ret float %2
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.round.f32(float) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal float @rsl_mod(float noundef %0, float noundef %1) local_unnamed_addr #0 {
  %3 = fcmp oeq float %1, 0.000000e+00
  br i1 %3, label %9, label %4

4:                                                ; preds = %2
  %5 = fdiv float %0, %1
  %6 = tail call float @llvm.floor.f32(float %5)
  %7 = fmul float %6, %1
  %8 = fsub float %0, %7
  br label %9

9:                                                ; preds = %4, %2
  %10 = phi float [ %8, %4 ], [ 0.000000e+00, %2 ]
  ret float %10
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal float @rsl_sqrt(float noundef %0) local_unnamed_addr #0 {
  %2 = tail call float @llvm.sqrt.f32(float %0)
  ret float %2
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal float @rsl_inversesqrt(float noundef %0) local_unnamed_addr #0 {
  %2 = tail call float @llvm.sqrt.f32(float %0)
  %3 = fdiv float 1.000000e+00, %2
  ret float %3
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal float @rsl_pow(float noundef %0, float noundef %1) local_unnamed_addr #0 {
  %3 = tail call float @llvm.pow.f32(float %0, float %1)
  ret float %3
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.pow.f32(float, float) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal float @rsl_exp(float noundef %0) local_unnamed_addr #0 {
  %2 = tail call float @llvm.exp.f32(float %0)
  ret float %2
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp.f32(float) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal float @rsl_log(float noundef %0) local_unnamed_addr #0 {
  %2 = tail call float @llvm.log.f32(float %0)
  ret float %2
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.log.f32(float) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal float @rsl_log__f_ff(float noundef %0, float noundef %1) local_unnamed_addr #0 {
  %3 = tail call float @llvm.log.f32(float %0)
  %4 = tail call float @llvm.log.f32(float %1)
  %5 = fdiv float %3, %4
  ret float %5
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal float @rsl_sin(float noundef %0) local_unnamed_addr #0 {
  %2 = tail call float @llvm.sin.f32(float %0)
  ret float %2
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sin.f32(float) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal float @rsl_cos(float noundef %0) local_unnamed_addr #0 {
  %2 = tail call float @llvm.cos.f32(float %0)
  ret float %2
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.cos.f32(float) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal float @rsl_tan(float noundef %0) local_unnamed_addr #0 {
  %2 = tail call float @tanf(float noundef %0) #26
  ret float %2
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare float @tanf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal float @rsl_asin(float noundef %0) local_unnamed_addr #0 {
  %2 = tail call float @asinf(float noundef %0) #26
  ret float %2
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare float @asinf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal float @rsl_acos(float noundef %0) local_unnamed_addr #0 {
  %2 = tail call float @acosf(float noundef %0) #26
  ret float %2
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare float @acosf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal float @rsl_atan(float noundef %0) local_unnamed_addr #0 {
  %2 = tail call float @atanf(float noundef %0) #26
  ret float %2
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare float @atanf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal float @rsl_atan__f_ff(float noundef %0, float noundef %1) local_unnamed_addr #0 {
  %3 = tail call float @atan2f(float noundef %0, float noundef %1) #26
  ret float %3
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare float @atan2f(float noundef, float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal float @rsl_radians(float noundef %0) local_unnamed_addr #2 {
  %2 = fmul float %0, 0x3F91DF46A0000000
  ret float %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal float @rsl_degrees(float noundef %0) local_unnamed_addr #2 {
  %2 = fmul float %0, 0x404CA5DC00000000
  ret float %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal float @rsl_step(float noundef %0, float noundef %1) local_unnamed_addr #2 {
  %3 = fcmp olt float %1, %0
  %4 = select i1 %3, float 0.000000e+00, float 1.000000e+00
  ret float %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal float @rsl_smoothstep(float noundef %0, float noundef %1, float noundef %2) local_unnamed_addr #2 {
  %4 = fcmp olt float %2, %0
  br i1 %4, label %15, label %5

5:                                                ; preds = %3
  %6 = fcmp ult float %2, %1
  br i1 %6, label %7, label %15

7:                                                ; preds = %5
  %8 = fsub float %2, %0
  %9 = fsub float %1, %0
  %10 = fdiv float %8, %9
  %11 = fmul float %10, %10
  %12 = fmul float %10, 2.000000e+00
  %13 = fsub float 3.000000e+00, %12
  %14 = fmul float %11, %13
  br label %15

15:                                               ; preds = %7, %5, %3
  %16 = phi float [ %14, %7 ], [ 0.000000e+00, %3 ], [ 1.000000e+00, %5 ]
  ret float %16
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal float @rsl_filterstep(float noundef %0, float noundef %1) local_unnamed_addr #2 {
  %3 = fcmp olt float %1, %0
  %4 = select i1 %3, float 0.000000e+00, float 1.000000e+00
  ret float %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal float @rsl_min(float noundef %0, float noundef %1) local_unnamed_addr #2 {
  %3 = fcmp olt float %0, %1
  %4 = select i1 %3, float %0, float %1
  ret float %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal float @rsl_max(float noundef %0, float noundef %1) local_unnamed_addr #2 {
  %3 = fcmp ogt float %0, %1
  %4 = select i1 %3, float %0, float %1
  ret float %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal float @rsl_clamp(float noundef %0, float noundef %1, float noundef %2) local_unnamed_addr #2 {
  %4 = fcmp ogt float %0, %1
  %5 = select i1 %4, float %0, float %1
  %6 = fcmp olt float %5, %2
  %7 = select i1 %6, float %5, float %2
  ret float %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal float @rsl_mix(float noundef %0, float noundef %1, float noundef %2) local_unnamed_addr #2 {
  %4 = fsub float 1.000000e+00, %2
  %5 = fmul float %4, %0
  %6 = fmul float %1, %2
  %7 = fadd float %6, %5
  ret float %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_min__p_pp(<3 x float> noundef %0, <3 x float> noundef %1) local_unnamed_addr #4 {
  %3 = extractelement <3 x float> %0, i64 0
  %4 = extractelement <3 x float> %1, i64 0
  %5 = fcmp olt float %3, %4
  %6 = select i1 %5, float %3, float %4
  %7 = shufflevector <3 x float> %0, <3 x float> undef, <2 x i32> <i32 1, i32 2>
  %8 = shufflevector <3 x float> %1, <3 x float> undef, <2 x i32> <i32 1, i32 2>
  %9 = fcmp olt <2 x float> %7, %8
  %10 = select <2 x i1> %9, <2 x float> %7, <2 x float> %8
  %11 = insertelement <3 x float> undef, float %6, i64 0
  %12 = shufflevector <2 x float> %10, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 undef>
  %13 = shufflevector <3 x float> %11, <3 x float> %12, <3 x i32> <i32 0, i32 3, i32 4>
  ret <3 x float> %13
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_max__p_pp(<3 x float> noundef %0, <3 x float> noundef %1) local_unnamed_addr #4 {
  %3 = extractelement <3 x float> %0, i64 0
  %4 = extractelement <3 x float> %1, i64 0
  %5 = fcmp ogt float %3, %4
  %6 = select i1 %5, float %3, float %4
  %7 = shufflevector <3 x float> %0, <3 x float> undef, <2 x i32> <i32 1, i32 2>
  %8 = shufflevector <3 x float> %1, <3 x float> undef, <2 x i32> <i32 1, i32 2>
  %9 = fcmp ogt <2 x float> %7, %8
  %10 = select <2 x i1> %9, <2 x float> %7, <2 x float> %8
  %11 = insertelement <3 x float> undef, float %6, i64 0
  %12 = shufflevector <2 x float> %10, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 undef>
  %13 = shufflevector <3 x float> %11, <3 x float> %12, <3 x i32> <i32 0, i32 3, i32 4>
  ret <3 x float> %13
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_clamp__p_ppp(<3 x float> noundef %0, <3 x float> noundef %1, <3 x float> noundef %2) local_unnamed_addr #4 {
  %4 = extractelement <3 x float> %0, i64 0
  %5 = extractelement <3 x float> %1, i64 0
  %6 = extractelement <3 x float> %2, i64 0
  %7 = fcmp ogt float %4, %5
  %8 = select i1 %7, float %4, float %5
  %9 = fcmp olt float %8, %6
  %10 = select i1 %9, float %8, float %6
  %11 = shufflevector <3 x float> %0, <3 x float> undef, <2 x i32> <i32 1, i32 2>
  %12 = shufflevector <3 x float> %1, <3 x float> undef, <2 x i32> <i32 1, i32 2>
  %13 = fcmp ogt <2 x float> %11, %12
  %14 = select <2 x i1> %13, <2 x float> %11, <2 x float> %12
  %15 = shufflevector <3 x float> %2, <3 x float> undef, <2 x i32> <i32 1, i32 2>
  %16 = fcmp olt <2 x float> %14, %15
  %17 = select <2 x i1> %16, <2 x float> %14, <2 x float> %15
  %18 = insertelement <3 x float> undef, float %10, i64 0
  %19 = shufflevector <2 x float> %17, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 undef>
  %20 = shufflevector <3 x float> %18, <3 x float> %19, <3 x i32> <i32 0, i32 3, i32 4>
  ret <3 x float> %20
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_mix__p_ppf(<3 x float> noundef %0, <3 x float> noundef %1, float noundef %2) local_unnamed_addr #4 {
  %4 = fsub float 1.000000e+00, %2
  %5 = insertelement <3 x float> poison, float %4, i64 0
  %6 = shufflevector <3 x float> %5, <3 x float> poison, <3 x i32> zeroinitializer
  %7 = fmul <3 x float> %6, %0
  %8 = insertelement <3 x float> poison, float %2, i64 0
  %9 = shufflevector <3 x float> %8, <3 x float> poison, <3 x i32> zeroinitializer
  %10 = fmul <3 x float> %9, %1
  %11 = fadd <3 x float> %10, %7
  ret <3 x float> %11
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_mix__p_ppp(<3 x float> noundef %0, <3 x float> noundef %1, <3 x float> noundef %2) local_unnamed_addr #4 {
  %4 = fsub <3 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %2
  %5 = fmul <3 x float> %4, %0
  %6 = fmul <3 x float> %1, %2
  %7 = fadd <3 x float> %6, %5
  ret <3 x float> %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_min__v_vv(<3 x float> noundef %0, <3 x float> noundef %1) local_unnamed_addr #4 {
  %3 = extractelement <3 x float> %0, i64 0
  %4 = extractelement <3 x float> %1, i64 0
  %5 = fcmp olt float %3, %4
  %6 = select i1 %5, float %3, float %4
  %7 = shufflevector <3 x float> %0, <3 x float> undef, <2 x i32> <i32 1, i32 2>
  %8 = shufflevector <3 x float> %1, <3 x float> undef, <2 x i32> <i32 1, i32 2>
  %9 = fcmp olt <2 x float> %7, %8
  %10 = select <2 x i1> %9, <2 x float> %7, <2 x float> %8
  %11 = insertelement <3 x float> undef, float %6, i64 0
  %12 = shufflevector <2 x float> %10, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 undef>
  %13 = shufflevector <3 x float> %11, <3 x float> %12, <3 x i32> <i32 0, i32 3, i32 4>
  ret <3 x float> %13
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_max__v_vv(<3 x float> noundef %0, <3 x float> noundef %1) local_unnamed_addr #4 {
  %3 = extractelement <3 x float> %0, i64 0
  %4 = extractelement <3 x float> %1, i64 0
  %5 = fcmp ogt float %3, %4
  %6 = select i1 %5, float %3, float %4
  %7 = shufflevector <3 x float> %0, <3 x float> undef, <2 x i32> <i32 1, i32 2>
  %8 = shufflevector <3 x float> %1, <3 x float> undef, <2 x i32> <i32 1, i32 2>
  %9 = fcmp ogt <2 x float> %7, %8
  %10 = select <2 x i1> %9, <2 x float> %7, <2 x float> %8
  %11 = insertelement <3 x float> undef, float %6, i64 0
  %12 = shufflevector <2 x float> %10, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 undef>
  %13 = shufflevector <3 x float> %11, <3 x float> %12, <3 x i32> <i32 0, i32 3, i32 4>
  ret <3 x float> %13
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_clamp__v_vvv(<3 x float> noundef %0, <3 x float> noundef %1, <3 x float> noundef %2) local_unnamed_addr #4 {
  %4 = extractelement <3 x float> %0, i64 0
  %5 = extractelement <3 x float> %1, i64 0
  %6 = extractelement <3 x float> %2, i64 0
  %7 = fcmp ogt float %4, %5
  %8 = select i1 %7, float %4, float %5
  %9 = fcmp olt float %8, %6
  %10 = select i1 %9, float %8, float %6
  %11 = shufflevector <3 x float> %0, <3 x float> undef, <2 x i32> <i32 1, i32 2>
  %12 = shufflevector <3 x float> %1, <3 x float> undef, <2 x i32> <i32 1, i32 2>
  %13 = fcmp ogt <2 x float> %11, %12
  %14 = select <2 x i1> %13, <2 x float> %11, <2 x float> %12
  %15 = shufflevector <3 x float> %2, <3 x float> undef, <2 x i32> <i32 1, i32 2>
  %16 = fcmp olt <2 x float> %14, %15
  %17 = select <2 x i1> %16, <2 x float> %14, <2 x float> %15
  %18 = insertelement <3 x float> undef, float %10, i64 0
  %19 = shufflevector <2 x float> %17, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 undef>
  %20 = shufflevector <3 x float> %18, <3 x float> %19, <3 x i32> <i32 0, i32 3, i32 4>
  ret <3 x float> %20
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_mix__v_vvf(<3 x float> noundef %0, <3 x float> noundef %1, float noundef %2) local_unnamed_addr #4 {
  %4 = fsub float 1.000000e+00, %2
  %5 = insertelement <3 x float> poison, float %4, i64 0
  %6 = shufflevector <3 x float> %5, <3 x float> poison, <3 x i32> zeroinitializer
  %7 = fmul <3 x float> %6, %0
  %8 = insertelement <3 x float> poison, float %2, i64 0
  %9 = shufflevector <3 x float> %8, <3 x float> poison, <3 x i32> zeroinitializer
  %10 = fmul <3 x float> %9, %1
  %11 = fadd <3 x float> %10, %7
  ret <3 x float> %11
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_mix__v_vvv(<3 x float> noundef %0, <3 x float> noundef %1, <3 x float> noundef %2) local_unnamed_addr #4 {
  %4 = fsub <3 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %2
  %5 = fmul <3 x float> %4, %0
  %6 = fmul <3 x float> %1, %2
  %7 = fadd <3 x float> %6, %5
  ret <3 x float> %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_min__n_nn(<3 x float> noundef %0, <3 x float> noundef %1) local_unnamed_addr #4 {
  %3 = extractelement <3 x float> %0, i64 0
  %4 = extractelement <3 x float> %1, i64 0
  %5 = fcmp olt float %3, %4
  %6 = select i1 %5, float %3, float %4
  %7 = shufflevector <3 x float> %0, <3 x float> undef, <2 x i32> <i32 1, i32 2>
  %8 = shufflevector <3 x float> %1, <3 x float> undef, <2 x i32> <i32 1, i32 2>
  %9 = fcmp olt <2 x float> %7, %8
  %10 = select <2 x i1> %9, <2 x float> %7, <2 x float> %8
  %11 = insertelement <3 x float> undef, float %6, i64 0
  %12 = shufflevector <2 x float> %10, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 undef>
  %13 = shufflevector <3 x float> %11, <3 x float> %12, <3 x i32> <i32 0, i32 3, i32 4>
  ret <3 x float> %13
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_max__n_nn(<3 x float> noundef %0, <3 x float> noundef %1) local_unnamed_addr #4 {
  %3 = extractelement <3 x float> %0, i64 0
  %4 = extractelement <3 x float> %1, i64 0
  %5 = fcmp ogt float %3, %4
  %6 = select i1 %5, float %3, float %4
  %7 = shufflevector <3 x float> %0, <3 x float> undef, <2 x i32> <i32 1, i32 2>
  %8 = shufflevector <3 x float> %1, <3 x float> undef, <2 x i32> <i32 1, i32 2>
  %9 = fcmp ogt <2 x float> %7, %8
  %10 = select <2 x i1> %9, <2 x float> %7, <2 x float> %8
  %11 = insertelement <3 x float> undef, float %6, i64 0
  %12 = shufflevector <2 x float> %10, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 undef>
  %13 = shufflevector <3 x float> %11, <3 x float> %12, <3 x i32> <i32 0, i32 3, i32 4>
  ret <3 x float> %13
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_clamp__n_nnn(<3 x float> noundef %0, <3 x float> noundef %1, <3 x float> noundef %2) local_unnamed_addr #4 {
  %4 = extractelement <3 x float> %0, i64 0
  %5 = extractelement <3 x float> %1, i64 0
  %6 = extractelement <3 x float> %2, i64 0
  %7 = fcmp ogt float %4, %5
  %8 = select i1 %7, float %4, float %5
  %9 = fcmp olt float %8, %6
  %10 = select i1 %9, float %8, float %6
  %11 = shufflevector <3 x float> %0, <3 x float> undef, <2 x i32> <i32 1, i32 2>
  %12 = shufflevector <3 x float> %1, <3 x float> undef, <2 x i32> <i32 1, i32 2>
  %13 = fcmp ogt <2 x float> %11, %12
  %14 = select <2 x i1> %13, <2 x float> %11, <2 x float> %12
  %15 = shufflevector <3 x float> %2, <3 x float> undef, <2 x i32> <i32 1, i32 2>
  %16 = fcmp olt <2 x float> %14, %15
  %17 = select <2 x i1> %16, <2 x float> %14, <2 x float> %15
  %18 = insertelement <3 x float> undef, float %10, i64 0
  %19 = shufflevector <2 x float> %17, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 undef>
  %20 = shufflevector <3 x float> %18, <3 x float> %19, <3 x i32> <i32 0, i32 3, i32 4>
  ret <3 x float> %20
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_mix__n_nnf(<3 x float> noundef %0, <3 x float> noundef %1, float noundef %2) local_unnamed_addr #4 {
  %4 = fsub float 1.000000e+00, %2
  %5 = insertelement <3 x float> poison, float %4, i64 0
  %6 = shufflevector <3 x float> %5, <3 x float> poison, <3 x i32> zeroinitializer
  %7 = fmul <3 x float> %6, %0
  %8 = insertelement <3 x float> poison, float %2, i64 0
  %9 = shufflevector <3 x float> %8, <3 x float> poison, <3 x i32> zeroinitializer
  %10 = fmul <3 x float> %9, %1
  %11 = fadd <3 x float> %10, %7
  ret <3 x float> %11
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_mix__n_nnn(<3 x float> noundef %0, <3 x float> noundef %1, <3 x float> noundef %2) local_unnamed_addr #4 {
  %4 = fsub <3 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %2
  %5 = fmul <3 x float> %4, %0
  %6 = fmul <3 x float> %1, %2
  %7 = fadd <3 x float> %6, %5
  ret <3 x float> %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_min__c_cc(<3 x float> noundef %0, <3 x float> noundef %1) local_unnamed_addr #4 {
  %3 = extractelement <3 x float> %0, i64 0
  %4 = extractelement <3 x float> %1, i64 0
  %5 = fcmp olt float %3, %4
  %6 = select i1 %5, float %3, float %4
  %7 = shufflevector <3 x float> %0, <3 x float> undef, <2 x i32> <i32 1, i32 2>
  %8 = shufflevector <3 x float> %1, <3 x float> undef, <2 x i32> <i32 1, i32 2>
  %9 = fcmp olt <2 x float> %7, %8
  %10 = select <2 x i1> %9, <2 x float> %7, <2 x float> %8
  %11 = insertelement <3 x float> undef, float %6, i64 0
  %12 = shufflevector <2 x float> %10, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 undef>
  %13 = shufflevector <3 x float> %11, <3 x float> %12, <3 x i32> <i32 0, i32 3, i32 4>
  ret <3 x float> %13
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_max__c_cc(<3 x float> noundef %0, <3 x float> noundef %1) local_unnamed_addr #4 {
  %3 = extractelement <3 x float> %0, i64 0
  %4 = extractelement <3 x float> %1, i64 0
  %5 = fcmp ogt float %3, %4
  %6 = select i1 %5, float %3, float %4
  %7 = shufflevector <3 x float> %0, <3 x float> undef, <2 x i32> <i32 1, i32 2>
  %8 = shufflevector <3 x float> %1, <3 x float> undef, <2 x i32> <i32 1, i32 2>
  %9 = fcmp ogt <2 x float> %7, %8
  %10 = select <2 x i1> %9, <2 x float> %7, <2 x float> %8
  %11 = insertelement <3 x float> undef, float %6, i64 0
  %12 = shufflevector <2 x float> %10, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 undef>
  %13 = shufflevector <3 x float> %11, <3 x float> %12, <3 x i32> <i32 0, i32 3, i32 4>
  ret <3 x float> %13
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_clamp__c_ccc(<3 x float> noundef %0, <3 x float> noundef %1, <3 x float> noundef %2) local_unnamed_addr #4 {
  %4 = extractelement <3 x float> %0, i64 0
  %5 = extractelement <3 x float> %1, i64 0
  %6 = extractelement <3 x float> %2, i64 0
  %7 = fcmp ogt float %4, %5
  %8 = select i1 %7, float %4, float %5
  %9 = fcmp olt float %8, %6
  %10 = select i1 %9, float %8, float %6
  %11 = shufflevector <3 x float> %0, <3 x float> undef, <2 x i32> <i32 1, i32 2>
  %12 = shufflevector <3 x float> %1, <3 x float> undef, <2 x i32> <i32 1, i32 2>
  %13 = fcmp ogt <2 x float> %11, %12
  %14 = select <2 x i1> %13, <2 x float> %11, <2 x float> %12
  %15 = shufflevector <3 x float> %2, <3 x float> undef, <2 x i32> <i32 1, i32 2>
  %16 = fcmp olt <2 x float> %14, %15
  %17 = select <2 x i1> %16, <2 x float> %14, <2 x float> %15
  %18 = insertelement <3 x float> undef, float %10, i64 0
  %19 = shufflevector <2 x float> %17, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 undef>
  %20 = shufflevector <3 x float> %18, <3 x float> %19, <3 x i32> <i32 0, i32 3, i32 4>
  ret <3 x float> %20
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_mix__c_ccf(<3 x float> noundef %0, <3 x float> noundef %1, float noundef %2) local_unnamed_addr #4 {
  %4 = fsub float 1.000000e+00, %2
  %5 = insertelement <3 x float> poison, float %4, i64 0
  %6 = shufflevector <3 x float> %5, <3 x float> poison, <3 x i32> zeroinitializer
  %7 = fmul <3 x float> %6, %0
  %8 = insertelement <3 x float> poison, float %2, i64 0
  %9 = shufflevector <3 x float> %8, <3 x float> poison, <3 x i32> zeroinitializer
  %10 = fmul <3 x float> %9, %1
  %11 = fadd <3 x float> %10, %7
  ret <3 x float> %11
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_mix__c_ccc(<3 x float> noundef %0, <3 x float> noundef %1, <3 x float> noundef %2) local_unnamed_addr #4 {
  %4 = fsub <3 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %2
  %5 = fmul <3 x float> %4, %0
  %6 = fmul <3 x float> %1, %2
  %7 = fadd <3 x float> %6, %5
  ret <3 x float> %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal float @rsl_xcomp__f_p(<3 x float> noundef %0) local_unnamed_addr #4 {
  %2 = extractelement <3 x float> %0, i64 0
  ret float %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal float @rsl_ycomp__f_p(<3 x float> noundef %0) local_unnamed_addr #4 {
  %2 = extractelement <3 x float> %0, i64 1
  ret float %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal float @rsl_zcomp__f_p(<3 x float> noundef %0) local_unnamed_addr #4 {
  %2 = extractelement <3 x float> %0, i64 2
  ret float %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal void @rsl_setxcomp__v_pf(ptr nocapture noundef %0, float noundef %1) local_unnamed_addr #5 {
  store float %1, ptr %0, align 16
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal void @rsl_setycomp__v_pf(ptr nocapture noundef %0, float noundef %1) local_unnamed_addr #5 {
  %3 = getelementptr inbounds <3 x float>, ptr %0, i64 0, i64 1
  store float %1, ptr %3, align 4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal void @rsl_setzcomp__v_pf(ptr nocapture noundef %0, float noundef %1) local_unnamed_addr #5 {
  %3 = getelementptr inbounds <3 x float>, ptr %0, i64 0, i64 2
  store float %1, ptr %3, align 8
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal float @rsl_xcomp__f_v(<3 x float> noundef %0) local_unnamed_addr #4 {
  %2 = extractelement <3 x float> %0, i64 0
  ret float %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal float @rsl_ycomp__f_v(<3 x float> noundef %0) local_unnamed_addr #4 {
  %2 = extractelement <3 x float> %0, i64 1
  ret float %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal float @rsl_zcomp__f_v(<3 x float> noundef %0) local_unnamed_addr #4 {
  %2 = extractelement <3 x float> %0, i64 2
  ret float %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal void @rsl_setxcomp__v_vf(ptr nocapture noundef %0, float noundef %1) local_unnamed_addr #5 {
  store float %1, ptr %0, align 16
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal void @rsl_setycomp__v_vf(ptr nocapture noundef %0, float noundef %1) local_unnamed_addr #5 {
  %3 = getelementptr inbounds <3 x float>, ptr %0, i64 0, i64 1
  store float %1, ptr %3, align 4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal void @rsl_setzcomp__v_vf(ptr nocapture noundef %0, float noundef %1) local_unnamed_addr #5 {
  %3 = getelementptr inbounds <3 x float>, ptr %0, i64 0, i64 2
  store float %1, ptr %3, align 8
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal float @rsl_xcomp__f_n(<3 x float> noundef %0) local_unnamed_addr #4 {
  %2 = extractelement <3 x float> %0, i64 0
  ret float %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal float @rsl_ycomp__f_n(<3 x float> noundef %0) local_unnamed_addr #4 {
  %2 = extractelement <3 x float> %0, i64 1
  ret float %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal float @rsl_zcomp__f_n(<3 x float> noundef %0) local_unnamed_addr #4 {
  %2 = extractelement <3 x float> %0, i64 2
  ret float %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal void @rsl_setxcomp__v_nf(ptr nocapture noundef %0, float noundef %1) local_unnamed_addr #5 {
  store float %1, ptr %0, align 16
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal void @rsl_setycomp__v_nf(ptr nocapture noundef %0, float noundef %1) local_unnamed_addr #5 {
  %3 = getelementptr inbounds <3 x float>, ptr %0, i64 0, i64 1
  store float %1, ptr %3, align 4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal void @rsl_setzcomp__v_nf(ptr nocapture noundef %0, float noundef %1) local_unnamed_addr #5 {
  %3 = getelementptr inbounds <3 x float>, ptr %0, i64 0, i64 2
  store float %1, ptr %3, align 8
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal float @rsl_length__f_v(<3 x float> noundef %0) local_unnamed_addr #6 {
  %2 = fmul <3 x float> %0, %0
  %3 = extractelement <3 x float> %2, i64 0
  %4 = fmul <3 x float> %0, %0
  %5 = extractelement <3 x float> %4, i64 1
  %6 = fadd float %3, %5
  %7 = extractelement <3 x float> %4, i64 2
  %8 = fadd float %7, %6
  %9 = tail call float @llvm.sqrt.f32(float %8)
  ret float %9
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal float @rsl_length__f_n(<3 x float> noundef %0) local_unnamed_addr #6 {
  %2 = fmul <3 x float> %0, %0
  %3 = extractelement <3 x float> %2, i64 0
  %4 = fmul <3 x float> %0, %0
  %5 = extractelement <3 x float> %4, i64 1
  %6 = fadd float %3, %5
  %7 = extractelement <3 x float> %4, i64 2
  %8 = fadd float %7, %6
  %9 = tail call float @llvm.sqrt.f32(float %8)
  ret float %9
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal float @rsl_length__f_p(<3 x float> noundef %0) local_unnamed_addr #6 {
  %2 = fmul <3 x float> %0, %0
  %3 = extractelement <3 x float> %2, i64 0
  %4 = fmul <3 x float> %0, %0
  %5 = extractelement <3 x float> %4, i64 1
  %6 = fadd float %3, %5
  %7 = extractelement <3 x float> %4, i64 2
  %8 = fadd float %7, %6
  %9 = tail call float @llvm.sqrt.f32(float %8)
  ret float %9
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_normalize__v_v(<3 x float> noundef %0) local_unnamed_addr #6 {
  %2 = fmul <3 x float> %0, %0
  %3 = extractelement <3 x float> %2, i64 0
  %4 = fmul <3 x float> %0, %0
  %5 = extractelement <3 x float> %4, i64 1
  %6 = fadd float %3, %5
  %7 = extractelement <3 x float> %4, i64 2
  %8 = fadd float %7, %6
  %9 = tail call float @llvm.sqrt.f32(float %8)
  %10 = fcmp ogt float %9, 0.000000e+00
  %11 = insertelement <3 x float> poison, float %9, i64 0
  %12 = shufflevector <3 x float> %11, <3 x float> poison, <3 x i32> zeroinitializer
  %13 = select i1 %10, <3 x float> %12, <3 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %14 = fdiv <3 x float> %0, %13
  ret <3 x float> %14
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_normalize__n_n(<3 x float> noundef %0) local_unnamed_addr #6 {
  %2 = fmul <3 x float> %0, %0
  %3 = extractelement <3 x float> %2, i64 0
  %4 = fmul <3 x float> %0, %0
  %5 = extractelement <3 x float> %4, i64 1
  %6 = fadd float %3, %5
  %7 = extractelement <3 x float> %4, i64 2
  %8 = fadd float %7, %6
  %9 = tail call float @llvm.sqrt.f32(float %8)
  %10 = fcmp ogt float %9, 0.000000e+00
  %11 = insertelement <3 x float> poison, float %9, i64 0
  %12 = shufflevector <3 x float> %11, <3 x float> poison, <3 x i32> zeroinitializer
  %13 = select i1 %10, <3 x float> %12, <3 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %14 = fdiv <3 x float> %0, %13
  ret <3 x float> %14
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_normalize__v_p(<3 x float> noundef %0) local_unnamed_addr #6 {
  %2 = fmul <3 x float> %0, %0
  %3 = extractelement <3 x float> %2, i64 0
  %4 = fmul <3 x float> %0, %0
  %5 = extractelement <3 x float> %4, i64 1
  %6 = fadd float %3, %5
  %7 = extractelement <3 x float> %4, i64 2
  %8 = fadd float %7, %6
  %9 = tail call float @llvm.sqrt.f32(float %8)
  %10 = fcmp ogt float %9, 0.000000e+00
  %11 = insertelement <3 x float> poison, float %9, i64 0
  %12 = shufflevector <3 x float> %11, <3 x float> poison, <3 x i32> zeroinitializer
  %13 = select i1 %10, <3 x float> %12, <3 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %14 = fdiv <3 x float> %0, %13
  ret <3 x float> %14
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal float @rsl_distance(<3 x float> noundef %0, <3 x float> noundef %1) local_unnamed_addr #6 {
  %3 = fsub <3 x float> %0, %1
  %4 = fmul <3 x float> %3, %3
  %5 = extractelement <3 x float> %4, i64 0
  %6 = fmul <3 x float> %3, %3
  %7 = extractelement <3 x float> %6, i64 1
  %8 = fadd float %5, %7
  %9 = extractelement <3 x float> %6, i64 2
  %10 = fadd float %9, %8
  %11 = tail call float @llvm.sqrt.f32(float %10)
  ret float %11
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal float @rsl_ptlined(<3 x float> noundef %0, <3 x float> noundef %1, <3 x float> noundef %2) local_unnamed_addr #6 {
  %4 = fsub <3 x float> %1, %0
  %5 = fmul <3 x float> %4, %4
  %6 = shufflevector <3 x float> %5, <3 x float> poison, <2 x i32> <i32 0, i32 undef>
  %7 = shufflevector <3 x float> %5, <3 x float> poison, <2 x i32> <i32 1, i32 undef>
  %8 = fadd <2 x float> %6, %7
  %9 = extractelement <2 x float> %8, i64 0
  %10 = extractelement <3 x float> %4, i64 2
  %11 = fmul float %10, %10
  %12 = fadd float %11, %9
  %13 = fcmp ogt float %12, 0.000000e+00
  br i1 %13, label %14, label %28

14:                                               ; preds = %3
  %15 = fsub <3 x float> %2, %0
  %16 = fmul <3 x float> %4, %15
  %17 = extractelement <3 x float> %16, i64 0
  %18 = fmul <3 x float> %4, %15
  %19 = extractelement <3 x float> %18, i64 1
  %20 = fadd float %17, %19
  %21 = extractelement <3 x float> %18, i64 2
  %22 = fadd float %21, %20
  %23 = fdiv float %22, %12
  %24 = fcmp ogt float %23, 0.000000e+00
  %25 = select i1 %24, float %23, float 0.000000e+00
  %26 = fcmp olt float %25, 1.000000e+00
  %27 = select i1 %26, float %25, float 1.000000e+00
  br label %28

28:                                               ; preds = %14, %3
  %29 = phi float [ %27, %14 ], [ 0.000000e+00, %3 ]
  %30 = insertelement <3 x float> poison, float %29, i64 0
  %31 = shufflevector <3 x float> %30, <3 x float> poison, <3 x i32> zeroinitializer
  %32 = fmul <3 x float> %4, %31
  %33 = fadd <3 x float> %32, %0
  %34 = fsub <3 x float> %2, %33
  %35 = fmul <3 x float> %34, %34
  %36 = extractelement <3 x float> %35, i64 0
  %37 = fmul <3 x float> %34, %34
  %38 = extractelement <3 x float> %37, i64 1
  %39 = fadd float %36, %38
  %40 = extractelement <3 x float> %37, i64 2
  %41 = fadd float %40, %39
  %42 = tail call float @llvm.sqrt.f32(float %41)
  ret float %42
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define internal <3 x float> @rsl_faceforward__v_nv(ptr nocapture noundef readonly %0, <3 x float> noundef %1, <3 x float> noundef %2) local_unnamed_addr #7 {
  %4 = getelementptr inbounds %struct.rsl_globals, ptr %0, i64 0, i32 2
  %5 = load <4 x float>, ptr %4, align 16
  %6 = extractelement <3 x float> %2, i64 0
  %7 = extractelement <4 x float> %5, i64 0
  %8 = fmul float %6, %7
  %9 = shufflevector <3 x float> %2, <3 x float> undef, <2 x i32> <i32 2, i32 1>
  %10 = shufflevector <4 x float> %5, <4 x float> undef, <2 x i32> <i32 2, i32 1>
  %11 = fmul <2 x float> %9, %10
  %12 = extractelement <2 x float> %11, i64 1
  %13 = fadd float %8, %12
  %14 = extractelement <2 x float> %11, i64 0
  %15 = fadd float %14, %13
  %16 = fcmp ogt float %15, 0.000000e+00
  %17 = fneg <3 x float> %1
  %18 = select i1 %16, <3 x float> %17, <3 x float> %1
  ret <3 x float> %18
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_faceforward__v_nvn(<3 x float> noundef %0, <3 x float> noundef %1, <3 x float> noundef %2) local_unnamed_addr #4 {
  %4 = fmul <3 x float> %1, %2
  %5 = extractelement <3 x float> %4, i64 0
  %6 = fmul <3 x float> %1, %2
  %7 = extractelement <3 x float> %6, i64 1
  %8 = fadd float %5, %7
  %9 = extractelement <3 x float> %6, i64 2
  %10 = fadd float %9, %8
  %11 = fcmp ogt float %10, 0.000000e+00
  %12 = fneg <3 x float> %0
  %13 = select i1 %11, <3 x float> %12, <3 x float> %0
  ret <3 x float> %13
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define internal <3 x float> @rsl_faceforward__v_vv(ptr nocapture noundef readonly %0, <3 x float> noundef %1, <3 x float> noundef %2) local_unnamed_addr #7 {
  %4 = getelementptr inbounds %struct.rsl_globals, ptr %0, i64 0, i32 2
  %5 = load <4 x float>, ptr %4, align 16
  %6 = extractelement <3 x float> %2, i64 0
  %7 = extractelement <4 x float> %5, i64 0
  %8 = fmul float %6, %7
  %9 = shufflevector <3 x float> %2, <3 x float> undef, <2 x i32> <i32 2, i32 1>
  %10 = shufflevector <4 x float> %5, <4 x float> undef, <2 x i32> <i32 2, i32 1>
  %11 = fmul <2 x float> %9, %10
  %12 = extractelement <2 x float> %11, i64 1
  %13 = fadd float %8, %12
  %14 = extractelement <2 x float> %11, i64 0
  %15 = fadd float %14, %13
  %16 = fcmp ogt float %15, 0.000000e+00
  %17 = fneg <3 x float> %1
  %18 = select i1 %16, <3 x float> %17, <3 x float> %1
  ret <3 x float> %18
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_faceforward__v_vvv(<3 x float> noundef %0, <3 x float> noundef %1, <3 x float> noundef %2) local_unnamed_addr #4 {
  %4 = fmul <3 x float> %1, %2
  %5 = extractelement <3 x float> %4, i64 0
  %6 = fmul <3 x float> %1, %2
  %7 = extractelement <3 x float> %6, i64 1
  %8 = fadd float %5, %7
  %9 = extractelement <3 x float> %6, i64 2
  %10 = fadd float %9, %8
  %11 = fcmp ogt float %10, 0.000000e+00
  %12 = fneg <3 x float> %0
  %13 = select i1 %11, <3 x float> %12, <3 x float> %0
  ret <3 x float> %13
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_reflect(<3 x float> noundef %0, <3 x float> noundef %1) local_unnamed_addr #4 {
  %3 = fmul <3 x float> %0, %1
  %4 = extractelement <3 x float> %3, i64 0
  %5 = fmul <3 x float> %0, %1
  %6 = extractelement <3 x float> %5, i64 1
  %7 = fadd float %4, %6
  %8 = extractelement <3 x float> %5, i64 2
  %9 = fadd float %8, %7
  %10 = fmul float %9, 2.000000e+00
  %11 = insertelement <3 x float> poison, float %10, i64 0
  %12 = shufflevector <3 x float> %11, <3 x float> poison, <3 x i32> zeroinitializer
  %13 = fmul <3 x float> %12, %1
  %14 = fsub <3 x float> %0, %13
  ret <3 x float> %14
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_refract(<3 x float> noundef %0, <3 x float> noundef %1, float noundef %2) local_unnamed_addr #6 {
  %4 = fmul <3 x float> %0, %1
  %5 = extractelement <3 x float> %4, i64 0
  %6 = fmul <3 x float> %0, %1
  %7 = extractelement <3 x float> %6, i64 1
  %8 = fadd float %5, %7
  %9 = extractelement <3 x float> %6, i64 2
  %10 = fadd float %9, %8
  %11 = fmul float %2, %2
  %12 = fmul float %10, %10
  %13 = fsub float 1.000000e+00, %12
  %14 = fmul float %11, %13
  %15 = fsub float 1.000000e+00, %14
  %16 = fcmp olt float %15, 0.000000e+00
  br i1 %16, label %28, label %17

17:                                               ; preds = %3
  %18 = insertelement <3 x float> poison, float %2, i64 0
  %19 = shufflevector <3 x float> %18, <3 x float> poison, <3 x i32> zeroinitializer
  %20 = fmul <3 x float> %19, %0
  %21 = fmul float %10, %2
  %22 = tail call float @llvm.sqrt.f32(float %15)
  %23 = fadd float %21, %22
  %24 = insertelement <3 x float> poison, float %23, i64 0
  %25 = shufflevector <3 x float> %24, <3 x float> poison, <3 x i32> zeroinitializer
  %26 = fmul <3 x float> %25, %1
  %27 = fsub <3 x float> %20, %26
  br label %28

28:                                               ; preds = %17, %3
  %29 = phi <3 x float> [ %27, %17 ], [ zeroinitializer, %3 ]
  ret <3 x float> %29
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(argmem: write)
define internal void @rsl_fresnel(<3 x float> noundef %0, <3 x float> noundef %1, float noundef %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef writeonly %4) local_unnamed_addr #8 {
  %6 = fmul <3 x float> %0, %0
  %7 = fmul <3 x float> %1, %1
  %8 = shufflevector <3 x float> %1, <3 x float> %0, <2 x i32> <i32 0, i32 3>
  %9 = fmul <2 x float> %8, %8
  %10 = shufflevector <3 x float> %7, <3 x float> %6, <2 x i32> <i32 1, i32 4>
  %11 = fadd <2 x float> %9, %10
  %12 = shufflevector <3 x float> %7, <3 x float> %6, <2 x i32> <i32 2, i32 5>
  %13 = fadd <2 x float> %12, %11
  %14 = tail call <2 x float> @llvm.sqrt.v2f32(<2 x float> %13)
  %15 = shufflevector <2 x float> %14, <2 x float> poison, <3 x i32> <i32 1, i32 1, i32 1>
  %16 = fcmp ogt <2 x float> %14, zeroinitializer
  %17 = shufflevector <2 x i1> %16, <2 x i1> undef, <3 x i32> <i32 1, i32 1, i32 1>
  %18 = select <3 x i1> %17, <3 x float> %15, <3 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %19 = fdiv <3 x float> %0, %18
  %20 = shufflevector <2 x float> %14, <2 x float> poison, <3 x i32> zeroinitializer
  %21 = shufflevector <2 x i1> %16, <2 x i1> undef, <3 x i32> zeroinitializer
  %22 = select <3 x i1> %21, <3 x float> %20, <3 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %23 = fdiv <3 x float> %1, %22
  %24 = fmul <3 x float> %19, %23
  %25 = extractelement <3 x float> %24, i64 0
  %26 = fmul <3 x float> %19, %23
  %27 = extractelement <3 x float> %26, i64 1
  %28 = fadd float %25, %27
  %29 = extractelement <3 x float> %26, i64 2
  %30 = fadd float %29, %28
  %31 = fneg float %30
  %32 = fcmp ogt float %30, 0.000000e+00
  %33 = select i1 %32, float %30, float %31
  %34 = fmul float %2, %2
  %35 = fmul float %33, %33
  %36 = fsub float 1.000000e+00, %35
  %37 = fmul float %34, %36
  %38 = fcmp ult float %37, 1.000000e+00
  br i1 %38, label %39, label %60

39:                                               ; preds = %5
  %40 = fsub float 1.000000e+00, %37
  %41 = tail call float @llvm.sqrt.f32(float %40)
  %42 = insertelement <2 x float> poison, float %33, i64 0
  %43 = insertelement <2 x float> %42, float %41, i64 1
  %44 = insertelement <2 x float> poison, float %2, i64 0
  %45 = shufflevector <2 x float> %44, <2 x float> poison, <2 x i32> zeroinitializer
  %46 = fmul <2 x float> %43, %45
  %47 = insertelement <2 x float> %46, float %33, i64 1
  %48 = insertelement <2 x float> poison, float %41, i64 0
  %49 = insertelement <2 x float> %46, float %41, i64 0
  %50 = fsub <2 x float> %47, %49
  %51 = insertelement <2 x float> %48, float %33, i64 1
  %52 = fadd <2 x float> %46, %51
  %53 = fdiv <2 x float> %50, %52
  %54 = fmul <2 x float> %53, %53
  %55 = shufflevector <2 x float> %54, <2 x float> poison, <2 x i32> <i32 1, i32 undef>
  %56 = fadd <2 x float> %54, %55
  %57 = extractelement <2 x float> %56, i64 0
  %58 = fmul float %57, 5.000000e-01
  %59 = fsub float 1.000000e+00, %58
  br label %60

60:                                               ; preds = %39, %5
  %61 = phi float [ %58, %39 ], [ 1.000000e+00, %5 ]
  %62 = phi float [ %59, %39 ], [ 0.000000e+00, %5 ]
  store float %61, ptr %3, align 4
  store float %62, ptr %4, align 4, !tbaa !6
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.sqrt.v2f32(<2 x float>) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(argmem: write)
define internal void @rsl_fresnel__v_vvfffvv(<3 x float> noundef %0, <3 x float> noundef %1, float noundef %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef writeonly %4, ptr nocapture noundef writeonly %5, ptr nocapture noundef writeonly %6) local_unnamed_addr #8 {
  %8 = fmul <3 x float> %0, %0
  %9 = fmul <3 x float> %1, %1
  %10 = shufflevector <3 x float> %1, <3 x float> %0, <2 x i32> <i32 0, i32 3>
  %11 = fmul <2 x float> %10, %10
  %12 = shufflevector <3 x float> %9, <3 x float> %8, <2 x i32> <i32 1, i32 4>
  %13 = fadd <2 x float> %11, %12
  %14 = shufflevector <3 x float> %9, <3 x float> %8, <2 x i32> <i32 2, i32 5>
  %15 = fadd <2 x float> %14, %13
  %16 = tail call <2 x float> @llvm.sqrt.v2f32(<2 x float> %15)
  %17 = shufflevector <2 x float> %16, <2 x float> poison, <3 x i32> <i32 1, i32 1, i32 1>
  %18 = fcmp ogt <2 x float> %16, zeroinitializer
  %19 = shufflevector <2 x i1> %18, <2 x i1> undef, <3 x i32> <i32 1, i32 1, i32 1>
  %20 = select <3 x i1> %19, <3 x float> %17, <3 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %21 = fdiv <3 x float> %0, %20
  %22 = shufflevector <2 x float> %16, <2 x float> poison, <3 x i32> zeroinitializer
  %23 = shufflevector <2 x i1> %18, <2 x i1> undef, <3 x i32> zeroinitializer
  %24 = select <3 x i1> %23, <3 x float> %22, <3 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %25 = fdiv <3 x float> %1, %24
  %26 = fmul <3 x float> %21, %25
  %27 = extractelement <3 x float> %26, i64 0
  %28 = fmul <3 x float> %21, %25
  %29 = extractelement <3 x float> %28, i64 1
  %30 = fadd float %27, %29
  %31 = extractelement <3 x float> %28, i64 2
  %32 = fadd float %31, %30
  %33 = fneg float %32
  %34 = fcmp ogt float %32, 0.000000e+00
  %35 = select i1 %34, float %32, float %33
  %36 = fmul float %2, %2
  %37 = fmul float %35, %35
  %38 = fsub float 1.000000e+00, %37
  %39 = fmul float %36, %38
  %40 = fcmp ult float %39, 1.000000e+00
  br i1 %40, label %41, label %62

41:                                               ; preds = %7
  %42 = fsub float 1.000000e+00, %39
  %43 = tail call float @llvm.sqrt.f32(float %42)
  %44 = insertelement <2 x float> poison, float %35, i64 0
  %45 = insertelement <2 x float> %44, float %43, i64 1
  %46 = insertelement <2 x float> poison, float %2, i64 0
  %47 = shufflevector <2 x float> %46, <2 x float> poison, <2 x i32> zeroinitializer
  %48 = fmul <2 x float> %45, %47
  %49 = insertelement <2 x float> %48, float %35, i64 1
  %50 = insertelement <2 x float> poison, float %43, i64 0
  %51 = insertelement <2 x float> %48, float %43, i64 0
  %52 = fsub <2 x float> %49, %51
  %53 = insertelement <2 x float> %50, float %35, i64 1
  %54 = fadd <2 x float> %48, %53
  %55 = fdiv <2 x float> %52, %54
  %56 = fmul <2 x float> %55, %55
  %57 = shufflevector <2 x float> %56, <2 x float> poison, <2 x i32> <i32 1, i32 undef>
  %58 = fadd <2 x float> %56, %57
  %59 = extractelement <2 x float> %58, i64 0
  %60 = fmul float %59, 5.000000e-01
  %61 = fsub float 1.000000e+00, %60
  br label %62

62:                                               ; preds = %41, %7
  %63 = phi float [ %60, %41 ], [ 1.000000e+00, %7 ]
  %64 = phi float [ %61, %41 ], [ 0.000000e+00, %7 ]
  store float %63, ptr %3, align 4
  store float %64, ptr %4, align 4, !tbaa !6
  %65 = fmul float %32, 2.000000e+00
  %66 = insertelement <3 x float> poison, float %65, i64 0
  %67 = shufflevector <3 x float> %66, <3 x float> poison, <3 x i32> zeroinitializer
  %68 = fmul <3 x float> %25, %67
  %69 = fsub <3 x float> %21, %68
  %70 = shufflevector <3 x float> %69, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  store <4 x float> %70, ptr %5, align 16, !tbaa !10
  %71 = fmul float %32, %32
  %72 = fsub float 1.000000e+00, %71
  %73 = fmul float %36, %72
  %74 = fsub float 1.000000e+00, %73
  %75 = fcmp olt float %74, 0.000000e+00
  br i1 %75, label %87, label %76

76:                                               ; preds = %62
  %77 = insertelement <3 x float> poison, float %2, i64 0
  %78 = shufflevector <3 x float> %77, <3 x float> poison, <3 x i32> zeroinitializer
  %79 = fmul <3 x float> %78, %21
  %80 = fmul float %32, %2
  %81 = tail call float @llvm.sqrt.f32(float %74)
  %82 = fadd float %80, %81
  %83 = insertelement <3 x float> poison, float %82, i64 0
  %84 = shufflevector <3 x float> %83, <3 x float> poison, <3 x i32> zeroinitializer
  %85 = fmul <3 x float> %25, %84
  %86 = fsub <3 x float> %79, %85
  br label %87

87:                                               ; preds = %76, %62
  %88 = phi <3 x float> [ %86, %76 ], [ zeroinitializer, %62 ]
  %89 = fmul <3 x float> %88, %88
  %90 = extractelement <3 x float> %89, i64 0
  %91 = fmul <3 x float> %88, %88
  %92 = extractelement <3 x float> %91, i64 1
  %93 = fadd float %90, %92
  %94 = extractelement <3 x float> %91, i64 2
  %95 = fadd float %94, %93
  %96 = tail call float @llvm.sqrt.f32(float %95)
  %97 = fcmp ogt float %96, 0.000000e+00
  %98 = insertelement <3 x float> poison, float %96, i64 0
  %99 = shufflevector <3 x float> %98, <3 x float> poison, <3 x i32> zeroinitializer
  %100 = select i1 %97, <3 x float> %99, <3 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %101 = fdiv <3 x float> %88, %100
  %102 = shufflevector <3 x float> %101, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  store <4 x float> %102, ptr %6, align 16, !tbaa !10
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_rotate__p_pfpp(<3 x float> noundef %0, float noundef %1, <3 x float> noundef %2, <3 x float> noundef %3) local_unnamed_addr #6 {
  %5 = fsub <3 x float> %0, %2
  %6 = fsub <3 x float> %3, %2
  %7 = fmul <3 x float> %6, %6
  %8 = extractelement <3 x float> %7, i64 0
  %9 = fmul <3 x float> %6, %6
  %10 = extractelement <3 x float> %9, i64 1
  %11 = fadd float %8, %10
  %12 = extractelement <3 x float> %9, i64 2
  %13 = fadd float %12, %11
  %14 = tail call float @llvm.sqrt.f32(float %13)
  %15 = fcmp ogt float %14, 0.000000e+00
  %16 = insertelement <3 x float> poison, float %14, i64 0
  %17 = shufflevector <3 x float> %16, <3 x float> poison, <3 x i32> zeroinitializer
  %18 = select i1 %15, <3 x float> %17, <3 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %19 = fdiv <3 x float> %6, %18
  %20 = tail call float @llvm.cos.f32(float %1)
  %21 = tail call float @llvm.sin.f32(float %1)
  %22 = insertelement <3 x float> poison, float %20, i64 0
  %23 = shufflevector <3 x float> %22, <3 x float> poison, <3 x i32> zeroinitializer
  %24 = fmul <3 x float> %5, %23
  %25 = extractelement <3 x float> %19, i64 1
  %26 = extractelement <3 x float> %5, i64 2
  %27 = fmul float %26, %25
  %28 = extractelement <3 x float> %19, i64 2
  %29 = extractelement <3 x float> %5, i64 1
  %30 = fmul float %29, %28
  %31 = fsub float %27, %30
  %32 = shufflevector <3 x float> %5, <3 x float> undef, <2 x i32> <i32 0, i32 1>
  %33 = shufflevector <3 x float> %19, <3 x float> undef, <2 x i32> <i32 2, i32 0>
  %34 = fmul <2 x float> %32, %33
  %35 = shufflevector <3 x float> %5, <3 x float> undef, <2 x i32> <i32 2, i32 0>
  %36 = shufflevector <3 x float> %19, <3 x float> undef, <2 x i32> <i32 0, i32 1>
  %37 = fmul <2 x float> %35, %36
  %38 = fsub <2 x float> %34, %37
  %39 = insertelement <3 x float> undef, float %31, i64 0
  %40 = shufflevector <2 x float> %38, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 undef>
  %41 = shufflevector <3 x float> %39, <3 x float> %40, <3 x i32> <i32 0, i32 3, i32 4>
  %42 = insertelement <3 x float> poison, float %21, i64 0
  %43 = shufflevector <3 x float> %42, <3 x float> poison, <3 x i32> zeroinitializer
  %44 = fmul <3 x float> %43, %41
  %45 = fadd <3 x float> %24, %44
  %46 = fmul <2 x float> %32, %36
  %47 = shufflevector <2 x float> %46, <2 x float> poison, <2 x i32> <i32 1, i32 undef>
  %48 = fadd <2 x float> %46, %47
  %49 = extractelement <2 x float> %48, i64 0
  %50 = fmul float %26, %28
  %51 = fadd float %50, %49
  %52 = fsub float 1.000000e+00, %20
  %53 = fmul float %52, %51
  %54 = insertelement <3 x float> poison, float %53, i64 0
  %55 = shufflevector <3 x float> %54, <3 x float> poison, <3 x i32> zeroinitializer
  %56 = fmul <3 x float> %19, %55
  %57 = fadd <3 x float> %45, %56
  %58 = fadd <3 x float> %57, %2
  ret <3 x float> %58
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_rotate__v_vfpp(<3 x float> noundef %0, float noundef %1, <3 x float> noundef %2, <3 x float> noundef %3) local_unnamed_addr #6 {
  %5 = fsub <3 x float> %3, %2
  %6 = fmul <3 x float> %5, %5
  %7 = extractelement <3 x float> %6, i64 0
  %8 = fmul <3 x float> %5, %5
  %9 = extractelement <3 x float> %8, i64 1
  %10 = fadd float %7, %9
  %11 = extractelement <3 x float> %8, i64 2
  %12 = fadd float %11, %10
  %13 = tail call float @llvm.sqrt.f32(float %12)
  %14 = fcmp ogt float %13, 0.000000e+00
  %15 = insertelement <3 x float> poison, float %13, i64 0
  %16 = shufflevector <3 x float> %15, <3 x float> poison, <3 x i32> zeroinitializer
  %17 = select i1 %14, <3 x float> %16, <3 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %18 = fdiv <3 x float> %5, %17
  %19 = tail call float @llvm.cos.f32(float %1)
  %20 = tail call float @llvm.sin.f32(float %1)
  %21 = insertelement <3 x float> poison, float %19, i64 0
  %22 = shufflevector <3 x float> %21, <3 x float> poison, <3 x i32> zeroinitializer
  %23 = fmul <3 x float> %22, %0
  %24 = extractelement <3 x float> %18, i64 1
  %25 = extractelement <3 x float> %0, i64 2
  %26 = fmul float %25, %24
  %27 = extractelement <3 x float> %18, i64 2
  %28 = extractelement <3 x float> %0, i64 1
  %29 = fmul float %28, %27
  %30 = fsub float %26, %29
  %31 = shufflevector <3 x float> %0, <3 x float> undef, <2 x i32> <i32 0, i32 1>
  %32 = shufflevector <3 x float> %18, <3 x float> undef, <2 x i32> <i32 2, i32 0>
  %33 = fmul <2 x float> %31, %32
  %34 = shufflevector <3 x float> %0, <3 x float> undef, <2 x i32> <i32 2, i32 0>
  %35 = shufflevector <3 x float> %18, <3 x float> undef, <2 x i32> <i32 0, i32 1>
  %36 = fmul <2 x float> %34, %35
  %37 = fsub <2 x float> %33, %36
  %38 = insertelement <3 x float> undef, float %30, i64 0
  %39 = shufflevector <2 x float> %37, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 undef>
  %40 = shufflevector <3 x float> %38, <3 x float> %39, <3 x i32> <i32 0, i32 3, i32 4>
  %41 = insertelement <3 x float> poison, float %20, i64 0
  %42 = shufflevector <3 x float> %41, <3 x float> poison, <3 x i32> zeroinitializer
  %43 = fmul <3 x float> %42, %40
  %44 = fadd <3 x float> %23, %43
  %45 = fmul <2 x float> %31, %35
  %46 = shufflevector <2 x float> %45, <2 x float> poison, <2 x i32> <i32 1, i32 undef>
  %47 = fadd <2 x float> %45, %46
  %48 = extractelement <2 x float> %47, i64 0
  %49 = fmul float %25, %27
  %50 = fadd float %49, %48
  %51 = fsub float 1.000000e+00, %19
  %52 = fmul float %51, %50
  %53 = insertelement <3 x float> poison, float %52, i64 0
  %54 = shufflevector <3 x float> %53, <3 x float> poison, <3 x i32> zeroinitializer
  %55 = fmul <3 x float> %18, %54
  %56 = fadd <3 x float> %44, %55
  ret <3 x float> %56
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_rotate__n_nfpp(<3 x float> noundef %0, float noundef %1, <3 x float> noundef %2, <3 x float> noundef %3) local_unnamed_addr #6 {
  %5 = fsub <3 x float> %3, %2
  %6 = fmul <3 x float> %5, %5
  %7 = extractelement <3 x float> %6, i64 0
  %8 = fmul <3 x float> %5, %5
  %9 = extractelement <3 x float> %8, i64 1
  %10 = fadd float %7, %9
  %11 = extractelement <3 x float> %8, i64 2
  %12 = fadd float %11, %10
  %13 = tail call float @llvm.sqrt.f32(float %12)
  %14 = fcmp ogt float %13, 0.000000e+00
  %15 = insertelement <3 x float> poison, float %13, i64 0
  %16 = shufflevector <3 x float> %15, <3 x float> poison, <3 x i32> zeroinitializer
  %17 = select i1 %14, <3 x float> %16, <3 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %18 = fdiv <3 x float> %5, %17
  %19 = tail call float @llvm.cos.f32(float %1)
  %20 = tail call float @llvm.sin.f32(float %1)
  %21 = insertelement <3 x float> poison, float %19, i64 0
  %22 = shufflevector <3 x float> %21, <3 x float> poison, <3 x i32> zeroinitializer
  %23 = fmul <3 x float> %22, %0
  %24 = extractelement <3 x float> %18, i64 1
  %25 = extractelement <3 x float> %0, i64 2
  %26 = fmul float %25, %24
  %27 = extractelement <3 x float> %18, i64 2
  %28 = extractelement <3 x float> %0, i64 1
  %29 = fmul float %28, %27
  %30 = fsub float %26, %29
  %31 = shufflevector <3 x float> %0, <3 x float> undef, <2 x i32> <i32 0, i32 1>
  %32 = shufflevector <3 x float> %18, <3 x float> undef, <2 x i32> <i32 2, i32 0>
  %33 = fmul <2 x float> %31, %32
  %34 = shufflevector <3 x float> %0, <3 x float> undef, <2 x i32> <i32 2, i32 0>
  %35 = shufflevector <3 x float> %18, <3 x float> undef, <2 x i32> <i32 0, i32 1>
  %36 = fmul <2 x float> %34, %35
  %37 = fsub <2 x float> %33, %36
  %38 = insertelement <3 x float> undef, float %30, i64 0
  %39 = shufflevector <2 x float> %37, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 undef>
  %40 = shufflevector <3 x float> %38, <3 x float> %39, <3 x i32> <i32 0, i32 3, i32 4>
  %41 = insertelement <3 x float> poison, float %20, i64 0
  %42 = shufflevector <3 x float> %41, <3 x float> poison, <3 x i32> zeroinitializer
  %43 = fmul <3 x float> %42, %40
  %44 = fadd <3 x float> %23, %43
  %45 = fmul <2 x float> %31, %35
  %46 = shufflevector <2 x float> %45, <2 x float> poison, <2 x i32> <i32 1, i32 undef>
  %47 = fadd <2 x float> %45, %46
  %48 = extractelement <2 x float> %47, i64 0
  %49 = fmul float %25, %27
  %50 = fadd float %49, %48
  %51 = fsub float 1.000000e+00, %19
  %52 = fmul float %51, %50
  %53 = insertelement <3 x float> poison, float %52, i64 0
  %54 = shufflevector <3 x float> %53, <3 x float> poison, <3 x i32> zeroinitializer
  %55 = fmul <3 x float> %18, %54
  %56 = fadd <3 x float> %44, %55
  ret <3 x float> %56
}

; Function Attrs: nounwind
define internal <3 x float> @rsl_transform__p_sp(ptr noundef %0, i32 noundef %1, <3 x float> noundef %2) local_unnamed_addr #9 {
  %4 = alloca %struct.rsl_matrix, align 4
  %5 = alloca %struct.rsl_matrix, align 4
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #27
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #27
  call void @rsl_env_space_matrix(ptr noundef %0, i32 noundef %1, ptr noundef nonnull %4) #27
  call void @rsl_mat_inverse(ptr noundef nonnull %5, ptr noundef nonnull %4) #27
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #27
  %6 = extractelement <3 x float> %2, i64 0
  %7 = load float, ptr %5, align 4, !tbaa !6
  %8 = fmul float %6, %7
  %9 = extractelement <3 x float> %2, i64 1
  %10 = getelementptr inbounds float, ptr %5, i64 4
  %11 = load float, ptr %10, align 4, !tbaa !6
  %12 = fmul float %9, %11
  %13 = fadd float %8, %12
  %14 = extractelement <3 x float> %2, i64 2
  %15 = getelementptr inbounds float, ptr %5, i64 8
  %16 = load float, ptr %15, align 4, !tbaa !6
  %17 = fmul float %14, %16
  %18 = fadd float %13, %17
  %19 = getelementptr inbounds float, ptr %5, i64 12
  %20 = load float, ptr %19, align 4, !tbaa !6
  %21 = fadd float %20, %18
  %22 = getelementptr inbounds float, ptr %5, i64 1
  %23 = getelementptr inbounds float, ptr %5, i64 5
  %24 = getelementptr inbounds float, ptr %5, i64 9
  %25 = getelementptr inbounds float, ptr %5, i64 13
  %26 = getelementptr inbounds float, ptr %5, i64 3
  %27 = load float, ptr %26, align 4, !tbaa !6
  %28 = fmul float %6, %27
  %29 = getelementptr inbounds float, ptr %5, i64 7
  %30 = load float, ptr %29, align 4, !tbaa !6
  %31 = fmul float %9, %30
  %32 = fadd float %28, %31
  %33 = getelementptr inbounds float, ptr %5, i64 11
  %34 = load float, ptr %33, align 4, !tbaa !6
  %35 = fmul float %14, %34
  %36 = fadd float %32, %35
  %37 = getelementptr inbounds float, ptr %5, i64 15
  %38 = load float, ptr %37, align 4, !tbaa !6
  %39 = fadd float %38, %36
  %40 = fcmp une float %39, 1.000000e+00
  %41 = fcmp une float %39, 0.000000e+00
  %42 = and i1 %40, %41
  %43 = select i1 %42, float %39, float 1.000000e+00
  %44 = fdiv float %21, %43
  %45 = load <2 x float>, ptr %22, align 4, !tbaa !6
  %46 = shufflevector <3 x float> %2, <3 x float> undef, <2 x i32> zeroinitializer
  %47 = fmul <2 x float> %46, %45
  %48 = load <2 x float>, ptr %23, align 4, !tbaa !6
  %49 = shufflevector <3 x float> %2, <3 x float> undef, <2 x i32> <i32 1, i32 1>
  %50 = fmul <2 x float> %49, %48
  %51 = fadd <2 x float> %47, %50
  %52 = load <2 x float>, ptr %24, align 4, !tbaa !6
  %53 = shufflevector <3 x float> %2, <3 x float> undef, <2 x i32> <i32 2, i32 2>
  %54 = fmul <2 x float> %53, %52
  %55 = fadd <2 x float> %51, %54
  %56 = load <2 x float>, ptr %25, align 4, !tbaa !6
  %57 = fadd <2 x float> %56, %55
  %58 = insertelement <2 x float> poison, float %43, i64 0
  %59 = shufflevector <2 x float> %58, <2 x float> poison, <2 x i32> zeroinitializer
  %60 = fdiv <2 x float> %57, %59
  %61 = insertelement <3 x float> undef, float %44, i64 0
  %62 = shufflevector <2 x float> %60, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 undef>
  %63 = shufflevector <3 x float> %61, <3 x float> %62, <3 x i32> <i32 0, i32 3, i32 4>
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #27
  ret <3 x float> %63
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #10

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #10

; Function Attrs: nounwind
define internal <3 x float> @rsl_transform__p_ssp(ptr noundef %0, i32 noundef %1, i32 noundef %2, <3 x float> noundef %3) local_unnamed_addr #9 {
  %5 = alloca %struct.rsl_matrix, align 4
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #27
  call fastcc void @between(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef nonnull %5)
  %6 = extractelement <3 x float> %3, i64 0
  %7 = load float, ptr %5, align 4, !tbaa !6
  %8 = fmul float %6, %7
  %9 = extractelement <3 x float> %3, i64 1
  %10 = getelementptr inbounds float, ptr %5, i64 4
  %11 = load float, ptr %10, align 4, !tbaa !6
  %12 = fmul float %9, %11
  %13 = fadd float %8, %12
  %14 = extractelement <3 x float> %3, i64 2
  %15 = getelementptr inbounds float, ptr %5, i64 8
  %16 = load float, ptr %15, align 4, !tbaa !6
  %17 = fmul float %14, %16
  %18 = fadd float %13, %17
  %19 = getelementptr inbounds float, ptr %5, i64 12
  %20 = load float, ptr %19, align 4, !tbaa !6
  %21 = fadd float %20, %18
  %22 = getelementptr inbounds float, ptr %5, i64 1
  %23 = getelementptr inbounds float, ptr %5, i64 5
  %24 = getelementptr inbounds float, ptr %5, i64 9
  %25 = getelementptr inbounds float, ptr %5, i64 13
  %26 = getelementptr inbounds float, ptr %5, i64 3
  %27 = load float, ptr %26, align 4, !tbaa !6
  %28 = fmul float %6, %27
  %29 = getelementptr inbounds float, ptr %5, i64 7
  %30 = load float, ptr %29, align 4, !tbaa !6
  %31 = fmul float %9, %30
  %32 = fadd float %28, %31
  %33 = getelementptr inbounds float, ptr %5, i64 11
  %34 = load float, ptr %33, align 4, !tbaa !6
  %35 = fmul float %14, %34
  %36 = fadd float %32, %35
  %37 = getelementptr inbounds float, ptr %5, i64 15
  %38 = load float, ptr %37, align 4, !tbaa !6
  %39 = fadd float %38, %36
  %40 = fcmp une float %39, 1.000000e+00
  %41 = fcmp une float %39, 0.000000e+00
  %42 = and i1 %40, %41
  %43 = select i1 %42, float %39, float 1.000000e+00
  %44 = fdiv float %21, %43
  %45 = load <2 x float>, ptr %22, align 4, !tbaa !6
  %46 = shufflevector <3 x float> %3, <3 x float> undef, <2 x i32> zeroinitializer
  %47 = fmul <2 x float> %46, %45
  %48 = load <2 x float>, ptr %23, align 4, !tbaa !6
  %49 = shufflevector <3 x float> %3, <3 x float> undef, <2 x i32> <i32 1, i32 1>
  %50 = fmul <2 x float> %49, %48
  %51 = fadd <2 x float> %47, %50
  %52 = load <2 x float>, ptr %24, align 4, !tbaa !6
  %53 = shufflevector <3 x float> %3, <3 x float> undef, <2 x i32> <i32 2, i32 2>
  %54 = fmul <2 x float> %53, %52
  %55 = fadd <2 x float> %51, %54
  %56 = load <2 x float>, ptr %25, align 4, !tbaa !6
  %57 = fadd <2 x float> %56, %55
  %58 = insertelement <2 x float> poison, float %43, i64 0
  %59 = shufflevector <2 x float> %58, <2 x float> poison, <2 x i32> zeroinitializer
  %60 = fdiv <2 x float> %57, %59
  %61 = insertelement <3 x float> undef, float %44, i64 0
  %62 = shufflevector <2 x float> %60, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 undef>
  %63 = shufflevector <3 x float> %61, <3 x float> %62, <3 x i32> <i32 0, i32 3, i32 4>
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #27
  ret <3 x float> %63
}

; Function Attrs: nounwind
define internal fastcc void @between(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr nocapture noundef writeonly %3) unnamed_addr #11 {
  %5 = alloca %struct.rsl_matrix, align 4
  %6 = alloca %struct.rsl_matrix, align 4
  %7 = alloca %struct.rsl_matrix, align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #27
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #27
  call void @rsl_env_space_matrix(ptr noundef %0, i32 noundef %1, ptr noundef nonnull %6) #27
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #27
  call void @rsl_env_space_matrix(ptr noundef %0, i32 noundef %2, ptr noundef nonnull %5) #27
  call void @rsl_mat_inverse(ptr noundef nonnull %7, ptr noundef nonnull %5) #27
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #27
  %8 = getelementptr inbounds [16 x float], ptr %7, i64 0, i64 8
  %9 = load <4 x float>, ptr %8, align 16
  %10 = getelementptr inbounds [16 x float], ptr %7, i64 0, i64 4
  %11 = load <4 x float>, ptr %10, align 16
  %12 = load <4 x float>, ptr %7, align 16
  %13 = getelementptr inbounds [16 x float], ptr %7, i64 0, i64 15
  %14 = load float, ptr %13, align 4, !tbaa !6
  %15 = getelementptr inbounds [16 x float], ptr %7, i64 0, i64 11
  %16 = load <4 x float>, ptr %15, align 4
  %17 = getelementptr inbounds [16 x float], ptr %7, i64 0, i64 7
  %18 = load <4 x float>, ptr %17, align 4
  %19 = getelementptr inbounds [16 x float], ptr %7, i64 0, i64 3
  %20 = load <4 x float>, ptr %19, align 4
  %21 = getelementptr inbounds [16 x float], ptr %7, i64 0, i64 14
  %22 = load float, ptr %21, align 8, !tbaa !6
  %23 = getelementptr inbounds [16 x float], ptr %7, i64 0, i64 10
  %24 = load <4 x float>, ptr %23, align 8
  %25 = getelementptr inbounds [16 x float], ptr %7, i64 0, i64 6
  %26 = load <4 x float>, ptr %25, align 8
  %27 = getelementptr inbounds [16 x float], ptr %7, i64 0, i64 2
  %28 = load <4 x float>, ptr %27, align 8
  %29 = getelementptr inbounds [16 x float], ptr %7, i64 0, i64 13
  %30 = load float, ptr %29, align 4, !tbaa !6
  %31 = getelementptr inbounds [16 x float], ptr %7, i64 0, i64 9
  %32 = load <4 x float>, ptr %31, align 4
  %33 = getelementptr inbounds [16 x float], ptr %7, i64 0, i64 5
  %34 = load <4 x float>, ptr %33, align 4
  %35 = getelementptr inbounds [16 x float], ptr %7, i64 0, i64 1
  %36 = load <4 x float>, ptr %35, align 4
  %37 = getelementptr inbounds [16 x float], ptr %7, i64 0, i64 12
  %38 = load <4 x float>, ptr %37, align 16
  %39 = shufflevector <4 x float> %12, <4 x float> poison, <4 x i32> zeroinitializer
  %40 = shufflevector <4 x float> %11, <4 x float> poison, <4 x i32> zeroinitializer
  %41 = shufflevector <4 x float> %9, <4 x float> poison, <4 x i32> zeroinitializer
  %42 = shufflevector <4 x float> %38, <4 x float> poison, <4 x i32> zeroinitializer
  %43 = shufflevector <4 x float> %36, <4 x float> poison, <4 x i32> zeroinitializer
  %44 = shufflevector <4 x float> %34, <4 x float> poison, <4 x i32> zeroinitializer
  %45 = shufflevector <4 x float> %32, <4 x float> poison, <4 x i32> zeroinitializer
  %46 = insertelement <4 x float> poison, float %30, i64 0
  %47 = shufflevector <4 x float> %46, <4 x float> poison, <4 x i32> zeroinitializer
  %48 = shufflevector <4 x float> %28, <4 x float> poison, <4 x i32> zeroinitializer
  %49 = shufflevector <4 x float> %26, <4 x float> poison, <4 x i32> zeroinitializer
  %50 = shufflevector <4 x float> %24, <4 x float> poison, <4 x i32> zeroinitializer
  %51 = insertelement <4 x float> poison, float %22, i64 0
  %52 = shufflevector <4 x float> %51, <4 x float> poison, <4 x i32> zeroinitializer
  %53 = shufflevector <4 x float> %20, <4 x float> poison, <4 x i32> zeroinitializer
  %54 = shufflevector <4 x float> %18, <4 x float> poison, <4 x i32> zeroinitializer
  %55 = shufflevector <4 x float> %16, <4 x float> poison, <4 x i32> zeroinitializer
  %56 = insertelement <4 x float> poison, float %14, i64 0
  %57 = shufflevector <4 x float> %56, <4 x float> poison, <4 x i32> zeroinitializer
  %58 = load <16 x float>, ptr %6, align 4, !tbaa !6
  %59 = shufflevector <16 x float> %58, <16 x float> poison, <4 x i32> <i32 0, i32 4, i32 8, i32 12>
  %60 = shufflevector <16 x float> %58, <16 x float> poison, <4 x i32> <i32 1, i32 5, i32 9, i32 13>
  %61 = shufflevector <16 x float> %58, <16 x float> poison, <4 x i32> <i32 2, i32 6, i32 10, i32 14>
  %62 = shufflevector <16 x float> %58, <16 x float> poison, <4 x i32> <i32 3, i32 7, i32 11, i32 15>
  %63 = fmul <4 x float> %39, %59
  %64 = fadd <4 x float> %63, zeroinitializer
  %65 = fmul <4 x float> %40, %60
  %66 = fadd <4 x float> %64, %65
  %67 = fmul <4 x float> %41, %61
  %68 = fadd <4 x float> %66, %67
  %69 = fmul <4 x float> %42, %62
  %70 = fadd <4 x float> %68, %69
  %71 = fmul <4 x float> %43, %59
  %72 = fadd <4 x float> %71, zeroinitializer
  %73 = fmul <4 x float> %44, %60
  %74 = fadd <4 x float> %72, %73
  %75 = fmul <4 x float> %45, %61
  %76 = fadd <4 x float> %74, %75
  %77 = fmul <4 x float> %47, %62
  %78 = fadd <4 x float> %76, %77
  %79 = fmul <4 x float> %48, %59
  %80 = fadd <4 x float> %79, zeroinitializer
  %81 = fmul <4 x float> %49, %60
  %82 = fadd <4 x float> %80, %81
  %83 = fmul <4 x float> %50, %61
  %84 = fadd <4 x float> %82, %83
  %85 = fmul <4 x float> %52, %62
  %86 = fadd <4 x float> %84, %85
  %87 = fmul <4 x float> %53, %59
  %88 = fadd <4 x float> %87, zeroinitializer
  %89 = fmul <4 x float> %54, %60
  %90 = fadd <4 x float> %88, %89
  %91 = fmul <4 x float> %55, %61
  %92 = fadd <4 x float> %90, %91
  %93 = fmul <4 x float> %57, %62
  %94 = fadd <4 x float> %92, %93
  %95 = shufflevector <4 x float> %70, <4 x float> %78, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %96 = shufflevector <4 x float> %86, <4 x float> %94, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %97 = shufflevector <8 x float> %95, <8 x float> %96, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 1, i32 5, i32 9, i32 13, i32 2, i32 6, i32 10, i32 14, i32 3, i32 7, i32 11, i32 15>
  store <16 x float> %97, ptr %3, align 4, !tbaa.struct !11
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #27
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #27
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define internal <3 x float> @rsl_transform__p_mp(ptr nocapture noundef readonly %0, <3 x float> noundef %1) local_unnamed_addr #7 {
  %3 = extractelement <3 x float> %1, i64 0
  %4 = load float, ptr %0, align 4, !tbaa !6
  %5 = fmul float %3, %4
  %6 = extractelement <3 x float> %1, i64 1
  %7 = getelementptr inbounds float, ptr %0, i64 4
  %8 = load float, ptr %7, align 4, !tbaa !6
  %9 = fmul float %6, %8
  %10 = fadd float %5, %9
  %11 = extractelement <3 x float> %1, i64 2
  %12 = getelementptr inbounds float, ptr %0, i64 8
  %13 = load float, ptr %12, align 4, !tbaa !6
  %14 = fmul float %11, %13
  %15 = fadd float %10, %14
  %16 = getelementptr inbounds float, ptr %0, i64 12
  %17 = load float, ptr %16, align 4, !tbaa !6
  %18 = fadd float %17, %15
  %19 = getelementptr inbounds float, ptr %0, i64 1
  %20 = getelementptr inbounds float, ptr %0, i64 5
  %21 = getelementptr inbounds float, ptr %0, i64 9
  %22 = getelementptr inbounds float, ptr %0, i64 13
  %23 = getelementptr inbounds float, ptr %0, i64 3
  %24 = load float, ptr %23, align 4, !tbaa !6
  %25 = fmul float %3, %24
  %26 = getelementptr inbounds float, ptr %0, i64 7
  %27 = load float, ptr %26, align 4, !tbaa !6
  %28 = fmul float %6, %27
  %29 = fadd float %25, %28
  %30 = getelementptr inbounds float, ptr %0, i64 11
  %31 = load float, ptr %30, align 4, !tbaa !6
  %32 = fmul float %11, %31
  %33 = fadd float %29, %32
  %34 = getelementptr inbounds float, ptr %0, i64 15
  %35 = load float, ptr %34, align 4, !tbaa !6
  %36 = fadd float %35, %33
  %37 = fcmp une float %36, 1.000000e+00
  %38 = fcmp une float %36, 0.000000e+00
  %39 = and i1 %37, %38
  %40 = select i1 %39, float %36, float 1.000000e+00
  %41 = fdiv float %18, %40
  %42 = load <2 x float>, ptr %19, align 4, !tbaa !6
  %43 = shufflevector <3 x float> %1, <3 x float> undef, <2 x i32> zeroinitializer
  %44 = fmul <2 x float> %43, %42
  %45 = load <2 x float>, ptr %20, align 4, !tbaa !6
  %46 = shufflevector <3 x float> %1, <3 x float> undef, <2 x i32> <i32 1, i32 1>
  %47 = fmul <2 x float> %46, %45
  %48 = fadd <2 x float> %44, %47
  %49 = load <2 x float>, ptr %21, align 4, !tbaa !6
  %50 = shufflevector <3 x float> %1, <3 x float> undef, <2 x i32> <i32 2, i32 2>
  %51 = fmul <2 x float> %50, %49
  %52 = fadd <2 x float> %48, %51
  %53 = load <2 x float>, ptr %22, align 4, !tbaa !6
  %54 = fadd <2 x float> %53, %52
  %55 = insertelement <2 x float> poison, float %40, i64 0
  %56 = shufflevector <2 x float> %55, <2 x float> poison, <2 x i32> zeroinitializer
  %57 = fdiv <2 x float> %54, %56
  %58 = insertelement <3 x float> undef, float %41, i64 0
  %59 = shufflevector <2 x float> %57, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 undef>
  %60 = shufflevector <3 x float> %58, <3 x float> %59, <3 x i32> <i32 0, i32 3, i32 4>
  ret <3 x float> %60
}

; Function Attrs: nounwind
define internal <3 x float> @rsl_transform__p_smp(ptr noundef %0, i32 noundef %1, ptr nocapture noundef readonly %2, <3 x float> noundef %3) local_unnamed_addr #9 {
  %5 = alloca %struct.rsl_matrix, align 4
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #27
  call fastcc void @from_then(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef nonnull %5)
  %6 = extractelement <3 x float> %3, i64 0
  %7 = load float, ptr %5, align 4, !tbaa !6
  %8 = fmul float %6, %7
  %9 = extractelement <3 x float> %3, i64 1
  %10 = getelementptr inbounds float, ptr %5, i64 4
  %11 = load float, ptr %10, align 4, !tbaa !6
  %12 = fmul float %9, %11
  %13 = fadd float %8, %12
  %14 = extractelement <3 x float> %3, i64 2
  %15 = getelementptr inbounds float, ptr %5, i64 8
  %16 = load float, ptr %15, align 4, !tbaa !6
  %17 = fmul float %14, %16
  %18 = fadd float %13, %17
  %19 = getelementptr inbounds float, ptr %5, i64 12
  %20 = load float, ptr %19, align 4, !tbaa !6
  %21 = fadd float %20, %18
  %22 = getelementptr inbounds float, ptr %5, i64 1
  %23 = getelementptr inbounds float, ptr %5, i64 5
  %24 = getelementptr inbounds float, ptr %5, i64 9
  %25 = getelementptr inbounds float, ptr %5, i64 13
  %26 = getelementptr inbounds float, ptr %5, i64 3
  %27 = load float, ptr %26, align 4, !tbaa !6
  %28 = fmul float %6, %27
  %29 = getelementptr inbounds float, ptr %5, i64 7
  %30 = load float, ptr %29, align 4, !tbaa !6
  %31 = fmul float %9, %30
  %32 = fadd float %28, %31
  %33 = getelementptr inbounds float, ptr %5, i64 11
  %34 = load float, ptr %33, align 4, !tbaa !6
  %35 = fmul float %14, %34
  %36 = fadd float %32, %35
  %37 = getelementptr inbounds float, ptr %5, i64 15
  %38 = load float, ptr %37, align 4, !tbaa !6
  %39 = fadd float %38, %36
  %40 = fcmp une float %39, 1.000000e+00
  %41 = fcmp une float %39, 0.000000e+00
  %42 = and i1 %40, %41
  %43 = select i1 %42, float %39, float 1.000000e+00
  %44 = fdiv float %21, %43
  %45 = load <2 x float>, ptr %22, align 4, !tbaa !6
  %46 = shufflevector <3 x float> %3, <3 x float> undef, <2 x i32> zeroinitializer
  %47 = fmul <2 x float> %46, %45
  %48 = load <2 x float>, ptr %23, align 4, !tbaa !6
  %49 = shufflevector <3 x float> %3, <3 x float> undef, <2 x i32> <i32 1, i32 1>
  %50 = fmul <2 x float> %49, %48
  %51 = fadd <2 x float> %47, %50
  %52 = load <2 x float>, ptr %24, align 4, !tbaa !6
  %53 = shufflevector <3 x float> %3, <3 x float> undef, <2 x i32> <i32 2, i32 2>
  %54 = fmul <2 x float> %53, %52
  %55 = fadd <2 x float> %51, %54
  %56 = load <2 x float>, ptr %25, align 4, !tbaa !6
  %57 = fadd <2 x float> %56, %55
  %58 = insertelement <2 x float> poison, float %43, i64 0
  %59 = shufflevector <2 x float> %58, <2 x float> poison, <2 x i32> zeroinitializer
  %60 = fdiv <2 x float> %57, %59
  %61 = insertelement <3 x float> undef, float %44, i64 0
  %62 = shufflevector <2 x float> %60, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 undef>
  %63 = shufflevector <3 x float> %61, <3 x float> %62, <3 x i32> <i32 0, i32 3, i32 4>
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #27
  ret <3 x float> %63
}

; Function Attrs: nounwind
define internal fastcc void @from_then(ptr noundef %0, i32 noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3) unnamed_addr #11 {
  %5 = alloca %struct.rsl_matrix, align 4
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #27
  call void @rsl_env_space_matrix(ptr noundef %0, i32 noundef %1, ptr noundef nonnull %5) #27
  %6 = getelementptr inbounds [16 x float], ptr %2, i64 0, i64 8
  %7 = load float, ptr %6, align 4, !tbaa !6
  %8 = getelementptr inbounds [16 x float], ptr %2, i64 0, i64 4
  %9 = load float, ptr %8, align 4, !tbaa !6
  %10 = load float, ptr %2, align 4, !tbaa !6
  %11 = getelementptr inbounds [16 x float], ptr %2, i64 0, i64 15
  %12 = load float, ptr %11, align 4, !tbaa !6
  %13 = getelementptr inbounds [16 x float], ptr %2, i64 0, i64 11
  %14 = load float, ptr %13, align 4, !tbaa !6
  %15 = getelementptr inbounds [16 x float], ptr %2, i64 0, i64 7
  %16 = load float, ptr %15, align 4, !tbaa !6
  %17 = getelementptr inbounds [16 x float], ptr %2, i64 0, i64 3
  %18 = load float, ptr %17, align 4, !tbaa !6
  %19 = getelementptr inbounds [16 x float], ptr %2, i64 0, i64 14
  %20 = load float, ptr %19, align 4, !tbaa !6
  %21 = getelementptr inbounds [16 x float], ptr %2, i64 0, i64 10
  %22 = load float, ptr %21, align 4, !tbaa !6
  %23 = getelementptr inbounds [16 x float], ptr %2, i64 0, i64 6
  %24 = load float, ptr %23, align 4, !tbaa !6
  %25 = getelementptr inbounds [16 x float], ptr %2, i64 0, i64 2
  %26 = load float, ptr %25, align 4, !tbaa !6
  %27 = getelementptr inbounds [16 x float], ptr %2, i64 0, i64 13
  %28 = load float, ptr %27, align 4, !tbaa !6
  %29 = getelementptr inbounds [16 x float], ptr %2, i64 0, i64 9
  %30 = load float, ptr %29, align 4, !tbaa !6
  %31 = getelementptr inbounds [16 x float], ptr %2, i64 0, i64 5
  %32 = load float, ptr %31, align 4, !tbaa !6
  %33 = getelementptr inbounds [16 x float], ptr %2, i64 0, i64 1
  %34 = load float, ptr %33, align 4, !tbaa !6
  %35 = getelementptr inbounds [16 x float], ptr %2, i64 0, i64 12
  %36 = load float, ptr %35, align 4, !tbaa !6
  %37 = insertelement <4 x float> poison, float %10, i64 0
  %38 = shufflevector <4 x float> %37, <4 x float> poison, <4 x i32> zeroinitializer
  %39 = insertelement <4 x float> poison, float %9, i64 0
  %40 = shufflevector <4 x float> %39, <4 x float> poison, <4 x i32> zeroinitializer
  %41 = insertelement <4 x float> poison, float %7, i64 0
  %42 = shufflevector <4 x float> %41, <4 x float> poison, <4 x i32> zeroinitializer
  %43 = insertelement <4 x float> poison, float %36, i64 0
  %44 = shufflevector <4 x float> %43, <4 x float> poison, <4 x i32> zeroinitializer
  %45 = insertelement <4 x float> poison, float %34, i64 0
  %46 = shufflevector <4 x float> %45, <4 x float> poison, <4 x i32> zeroinitializer
  %47 = insertelement <4 x float> poison, float %32, i64 0
  %48 = shufflevector <4 x float> %47, <4 x float> poison, <4 x i32> zeroinitializer
  %49 = insertelement <4 x float> poison, float %30, i64 0
  %50 = shufflevector <4 x float> %49, <4 x float> poison, <4 x i32> zeroinitializer
  %51 = insertelement <4 x float> poison, float %28, i64 0
  %52 = shufflevector <4 x float> %51, <4 x float> poison, <4 x i32> zeroinitializer
  %53 = insertelement <4 x float> poison, float %26, i64 0
  %54 = shufflevector <4 x float> %53, <4 x float> poison, <4 x i32> zeroinitializer
  %55 = insertelement <4 x float> poison, float %24, i64 0
  %56 = shufflevector <4 x float> %55, <4 x float> poison, <4 x i32> zeroinitializer
  %57 = insertelement <4 x float> poison, float %22, i64 0
  %58 = shufflevector <4 x float> %57, <4 x float> poison, <4 x i32> zeroinitializer
  %59 = insertelement <4 x float> poison, float %20, i64 0
  %60 = shufflevector <4 x float> %59, <4 x float> poison, <4 x i32> zeroinitializer
  %61 = insertelement <4 x float> poison, float %18, i64 0
  %62 = shufflevector <4 x float> %61, <4 x float> poison, <4 x i32> zeroinitializer
  %63 = insertelement <4 x float> poison, float %16, i64 0
  %64 = shufflevector <4 x float> %63, <4 x float> poison, <4 x i32> zeroinitializer
  %65 = insertelement <4 x float> poison, float %14, i64 0
  %66 = shufflevector <4 x float> %65, <4 x float> poison, <4 x i32> zeroinitializer
  %67 = insertelement <4 x float> poison, float %12, i64 0
  %68 = shufflevector <4 x float> %67, <4 x float> poison, <4 x i32> zeroinitializer
  %69 = load <16 x float>, ptr %5, align 4, !tbaa !6
  %70 = shufflevector <16 x float> %69, <16 x float> poison, <4 x i32> <i32 0, i32 4, i32 8, i32 12>
  %71 = shufflevector <16 x float> %69, <16 x float> poison, <4 x i32> <i32 1, i32 5, i32 9, i32 13>
  %72 = shufflevector <16 x float> %69, <16 x float> poison, <4 x i32> <i32 2, i32 6, i32 10, i32 14>
  %73 = shufflevector <16 x float> %69, <16 x float> poison, <4 x i32> <i32 3, i32 7, i32 11, i32 15>
  %74 = fmul <4 x float> %38, %70
  %75 = fadd <4 x float> %74, zeroinitializer
  %76 = fmul <4 x float> %40, %71
  %77 = fadd <4 x float> %75, %76
  %78 = fmul <4 x float> %42, %72
  %79 = fadd <4 x float> %77, %78
  %80 = fmul <4 x float> %44, %73
  %81 = fadd <4 x float> %79, %80
  %82 = fmul <4 x float> %46, %70
  %83 = fadd <4 x float> %82, zeroinitializer
  %84 = fmul <4 x float> %48, %71
  %85 = fadd <4 x float> %83, %84
  %86 = fmul <4 x float> %50, %72
  %87 = fadd <4 x float> %85, %86
  %88 = fmul <4 x float> %52, %73
  %89 = fadd <4 x float> %87, %88
  %90 = fmul <4 x float> %54, %70
  %91 = fadd <4 x float> %90, zeroinitializer
  %92 = fmul <4 x float> %56, %71
  %93 = fadd <4 x float> %91, %92
  %94 = fmul <4 x float> %58, %72
  %95 = fadd <4 x float> %93, %94
  %96 = fmul <4 x float> %60, %73
  %97 = fadd <4 x float> %95, %96
  %98 = fmul <4 x float> %62, %70
  %99 = fadd <4 x float> %98, zeroinitializer
  %100 = fmul <4 x float> %64, %71
  %101 = fadd <4 x float> %99, %100
  %102 = fmul <4 x float> %66, %72
  %103 = fadd <4 x float> %101, %102
  %104 = fmul <4 x float> %68, %73
  %105 = fadd <4 x float> %103, %104
  %106 = shufflevector <4 x float> %81, <4 x float> %89, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %107 = shufflevector <4 x float> %97, <4 x float> %105, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %108 = shufflevector <8 x float> %106, <8 x float> %107, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 1, i32 5, i32 9, i32 13, i32 2, i32 6, i32 10, i32 14, i32 3, i32 7, i32 11, i32 15>
  store <16 x float> %108, ptr %3, align 4, !tbaa.struct !11
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #27
  ret void
}

; Function Attrs: nounwind
define internal <3 x float> @rsl_vtransform__v_sv(ptr noundef %0, i32 noundef %1, <3 x float> noundef %2) local_unnamed_addr #9 {
  %4 = alloca %struct.rsl_matrix, align 4
  %5 = alloca %struct.rsl_matrix, align 4
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #27
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #27
  call void @rsl_env_space_matrix(ptr noundef %0, i32 noundef %1, ptr noundef nonnull %4) #27
  call void @rsl_mat_inverse(ptr noundef nonnull %5, ptr noundef nonnull %4) #27
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #27
  %6 = extractelement <3 x float> %2, i64 0
  %7 = load float, ptr %5, align 4, !tbaa !6
  %8 = fmul float %6, %7
  %9 = extractelement <3 x float> %2, i64 1
  %10 = getelementptr inbounds float, ptr %5, i64 4
  %11 = load float, ptr %10, align 4, !tbaa !6
  %12 = fmul float %9, %11
  %13 = fadd float %8, %12
  %14 = extractelement <3 x float> %2, i64 2
  %15 = getelementptr inbounds float, ptr %5, i64 8
  %16 = load float, ptr %15, align 4, !tbaa !6
  %17 = fmul float %14, %16
  %18 = fadd float %13, %17
  %19 = getelementptr inbounds float, ptr %5, i64 1
  %20 = getelementptr inbounds float, ptr %5, i64 5
  %21 = getelementptr inbounds float, ptr %5, i64 9
  %22 = load <2 x float>, ptr %19, align 4, !tbaa !6
  %23 = shufflevector <3 x float> %2, <3 x float> undef, <2 x i32> zeroinitializer
  %24 = fmul <2 x float> %23, %22
  %25 = load <2 x float>, ptr %20, align 4, !tbaa !6
  %26 = shufflevector <3 x float> %2, <3 x float> undef, <2 x i32> <i32 1, i32 1>
  %27 = fmul <2 x float> %26, %25
  %28 = fadd <2 x float> %24, %27
  %29 = load <2 x float>, ptr %21, align 4, !tbaa !6
  %30 = shufflevector <3 x float> %2, <3 x float> undef, <2 x i32> <i32 2, i32 2>
  %31 = fmul <2 x float> %30, %29
  %32 = fadd <2 x float> %28, %31
  %33 = insertelement <3 x float> undef, float %18, i64 0
  %34 = shufflevector <2 x float> %32, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 undef>
  %35 = shufflevector <3 x float> %33, <3 x float> %34, <3 x i32> <i32 0, i32 3, i32 4>
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #27
  ret <3 x float> %35
}

; Function Attrs: nounwind
define internal <3 x float> @rsl_vtransform__v_ssv(ptr noundef %0, i32 noundef %1, i32 noundef %2, <3 x float> noundef %3) local_unnamed_addr #9 {
  %5 = alloca %struct.rsl_matrix, align 4
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #27
  call fastcc void @between(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef nonnull %5)
  %6 = extractelement <3 x float> %3, i64 0
  %7 = load float, ptr %5, align 4, !tbaa !6
  %8 = fmul float %6, %7
  %9 = extractelement <3 x float> %3, i64 1
  %10 = getelementptr inbounds float, ptr %5, i64 4
  %11 = load float, ptr %10, align 4, !tbaa !6
  %12 = fmul float %9, %11
  %13 = fadd float %8, %12
  %14 = extractelement <3 x float> %3, i64 2
  %15 = getelementptr inbounds float, ptr %5, i64 8
  %16 = load float, ptr %15, align 4, !tbaa !6
  %17 = fmul float %14, %16
  %18 = fadd float %13, %17
  %19 = getelementptr inbounds float, ptr %5, i64 1
  %20 = getelementptr inbounds float, ptr %5, i64 5
  %21 = getelementptr inbounds float, ptr %5, i64 9
  %22 = load <2 x float>, ptr %19, align 4, !tbaa !6
  %23 = shufflevector <3 x float> %3, <3 x float> undef, <2 x i32> zeroinitializer
  %24 = fmul <2 x float> %23, %22
  %25 = load <2 x float>, ptr %20, align 4, !tbaa !6
  %26 = shufflevector <3 x float> %3, <3 x float> undef, <2 x i32> <i32 1, i32 1>
  %27 = fmul <2 x float> %26, %25
  %28 = fadd <2 x float> %24, %27
  %29 = load <2 x float>, ptr %21, align 4, !tbaa !6
  %30 = shufflevector <3 x float> %3, <3 x float> undef, <2 x i32> <i32 2, i32 2>
  %31 = fmul <2 x float> %30, %29
  %32 = fadd <2 x float> %28, %31
  %33 = insertelement <3 x float> undef, float %18, i64 0
  %34 = shufflevector <2 x float> %32, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 undef>
  %35 = shufflevector <3 x float> %33, <3 x float> %34, <3 x i32> <i32 0, i32 3, i32 4>
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #27
  ret <3 x float> %35
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define internal <3 x float> @rsl_vtransform__v_mv(ptr nocapture noundef readonly %0, <3 x float> noundef %1) local_unnamed_addr #7 {
  %3 = extractelement <3 x float> %1, i64 0
  %4 = load float, ptr %0, align 4, !tbaa !6
  %5 = fmul float %3, %4
  %6 = extractelement <3 x float> %1, i64 1
  %7 = getelementptr inbounds float, ptr %0, i64 4
  %8 = load float, ptr %7, align 4, !tbaa !6
  %9 = fmul float %6, %8
  %10 = fadd float %5, %9
  %11 = extractelement <3 x float> %1, i64 2
  %12 = getelementptr inbounds float, ptr %0, i64 8
  %13 = load float, ptr %12, align 4, !tbaa !6
  %14 = fmul float %11, %13
  %15 = fadd float %10, %14
  %16 = getelementptr inbounds float, ptr %0, i64 1
  %17 = getelementptr inbounds float, ptr %0, i64 5
  %18 = getelementptr inbounds float, ptr %0, i64 9
  %19 = load <2 x float>, ptr %16, align 4, !tbaa !6
  %20 = shufflevector <3 x float> %1, <3 x float> undef, <2 x i32> zeroinitializer
  %21 = fmul <2 x float> %20, %19
  %22 = load <2 x float>, ptr %17, align 4, !tbaa !6
  %23 = shufflevector <3 x float> %1, <3 x float> undef, <2 x i32> <i32 1, i32 1>
  %24 = fmul <2 x float> %23, %22
  %25 = fadd <2 x float> %21, %24
  %26 = load <2 x float>, ptr %18, align 4, !tbaa !6
  %27 = shufflevector <3 x float> %1, <3 x float> undef, <2 x i32> <i32 2, i32 2>
  %28 = fmul <2 x float> %27, %26
  %29 = fadd <2 x float> %25, %28
  %30 = insertelement <3 x float> undef, float %15, i64 0
  %31 = shufflevector <2 x float> %29, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 undef>
  %32 = shufflevector <3 x float> %30, <3 x float> %31, <3 x i32> <i32 0, i32 3, i32 4>
  ret <3 x float> %32
}

; Function Attrs: nounwind
define internal <3 x float> @rsl_vtransform__v_smv(ptr noundef %0, i32 noundef %1, ptr nocapture noundef readonly %2, <3 x float> noundef %3) local_unnamed_addr #9 {
  %5 = alloca %struct.rsl_matrix, align 4
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #27
  call fastcc void @from_then(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef nonnull %5)
  %6 = extractelement <3 x float> %3, i64 0
  %7 = load float, ptr %5, align 4, !tbaa !6
  %8 = fmul float %6, %7
  %9 = extractelement <3 x float> %3, i64 1
  %10 = getelementptr inbounds float, ptr %5, i64 4
  %11 = load float, ptr %10, align 4, !tbaa !6
  %12 = fmul float %9, %11
  %13 = fadd float %8, %12
  %14 = extractelement <3 x float> %3, i64 2
  %15 = getelementptr inbounds float, ptr %5, i64 8
  %16 = load float, ptr %15, align 4, !tbaa !6
  %17 = fmul float %14, %16
  %18 = fadd float %13, %17
  %19 = getelementptr inbounds float, ptr %5, i64 1
  %20 = getelementptr inbounds float, ptr %5, i64 5
  %21 = getelementptr inbounds float, ptr %5, i64 9
  %22 = load <2 x float>, ptr %19, align 4, !tbaa !6
  %23 = shufflevector <3 x float> %3, <3 x float> undef, <2 x i32> zeroinitializer
  %24 = fmul <2 x float> %23, %22
  %25 = load <2 x float>, ptr %20, align 4, !tbaa !6
  %26 = shufflevector <3 x float> %3, <3 x float> undef, <2 x i32> <i32 1, i32 1>
  %27 = fmul <2 x float> %26, %25
  %28 = fadd <2 x float> %24, %27
  %29 = load <2 x float>, ptr %21, align 4, !tbaa !6
  %30 = shufflevector <3 x float> %3, <3 x float> undef, <2 x i32> <i32 2, i32 2>
  %31 = fmul <2 x float> %30, %29
  %32 = fadd <2 x float> %28, %31
  %33 = insertelement <3 x float> undef, float %18, i64 0
  %34 = shufflevector <2 x float> %32, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 undef>
  %35 = shufflevector <3 x float> %33, <3 x float> %34, <3 x i32> <i32 0, i32 3, i32 4>
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #27
  ret <3 x float> %35
}

; Function Attrs: nounwind
define internal <3 x float> @rsl_ntransform__n_sn(ptr noundef %0, i32 noundef %1, <3 x float> noundef %2) local_unnamed_addr #9 {
  %4 = alloca %struct.rsl_matrix, align 4
  %5 = alloca %struct.rsl_matrix, align 4
  %6 = alloca %struct.rsl_matrix, align 4
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #27
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #27
  call void @rsl_env_space_matrix(ptr noundef %0, i32 noundef %1, ptr noundef nonnull %5) #27
  call void @rsl_mat_inverse(ptr noundef nonnull %6, ptr noundef nonnull %5) #27
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #27
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #27
  call void @rsl_mat_inverse(ptr noundef nonnull %4, ptr noundef nonnull %6) #27
  %7 = extractelement <3 x float> %2, i64 0
  %8 = load float, ptr %4, align 4, !tbaa !6
  %9 = fmul float %7, %8
  %10 = getelementptr inbounds float, ptr %4, i64 1
  %11 = extractelement <3 x float> %2, i64 2
  %12 = load <2 x float>, ptr %10, align 4, !tbaa !6
  %13 = shufflevector <3 x float> %2, <3 x float> undef, <2 x i32> <i32 1, i32 undef>
  %14 = insertelement <2 x float> %13, float %11, i64 1
  %15 = fmul <2 x float> %14, %12
  %16 = extractelement <2 x float> %15, i64 0
  %17 = fadd float %9, %16
  %18 = extractelement <2 x float> %15, i64 1
  %19 = fadd float %17, %18
  %20 = getelementptr inbounds float, ptr %4, i64 4
  %21 = getelementptr inbounds float, ptr %4, i64 5
  %22 = getelementptr inbounds float, ptr %4, i64 6
  %23 = getelementptr inbounds float, ptr %4, i64 8
  %24 = getelementptr inbounds float, ptr %4, i64 9
  %25 = getelementptr inbounds float, ptr %4, i64 10
  %26 = load <4 x float>, ptr %20, align 4
  %27 = shufflevector <4 x float> %26, <4 x float> poison, <2 x i32> <i32 0, i32 undef>
  %28 = load <4 x float>, ptr %21, align 4
  %29 = shufflevector <4 x float> %28, <4 x float> poison, <2 x i32> <i32 0, i32 undef>
  %30 = load <4 x float>, ptr %22, align 4
  %31 = shufflevector <4 x float> %30, <4 x float> poison, <2 x i32> <i32 0, i32 undef>
  %32 = load float, ptr %23, align 4, !tbaa !6
  %33 = insertelement <2 x float> %13, float %7, i64 1
  %34 = insertelement <2 x float> %29, float %32, i64 1
  %35 = fmul <2 x float> %33, %34
  %36 = load float, ptr %24, align 4, !tbaa !6
  %37 = shufflevector <3 x float> %2, <3 x float> undef, <2 x i32> <i32 0, i32 1>
  %38 = insertelement <2 x float> %27, float %36, i64 1
  %39 = fmul <2 x float> %37, %38
  %40 = fadd <2 x float> %35, %39
  %41 = load float, ptr %25, align 4, !tbaa !6
  %42 = shufflevector <3 x float> %2, <3 x float> undef, <2 x i32> <i32 2, i32 2>
  %43 = insertelement <2 x float> %31, float %41, i64 1
  %44 = fmul <2 x float> %42, %43
  %45 = fadd <2 x float> %40, %44
  %46 = insertelement <3 x float> undef, float %19, i64 0
  %47 = shufflevector <2 x float> %45, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 undef>
  %48 = shufflevector <3 x float> %46, <3 x float> %47, <3 x i32> <i32 0, i32 3, i32 4>
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #27
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #27
  ret <3 x float> %48
}

; Function Attrs: nounwind
define internal <3 x float> @rsl_ntransform__n_ssn(ptr noundef %0, i32 noundef %1, i32 noundef %2, <3 x float> noundef %3) local_unnamed_addr #9 {
  %5 = alloca %struct.rsl_matrix, align 4
  %6 = alloca %struct.rsl_matrix, align 4
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #27
  call fastcc void @between(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef nonnull %6)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #27
  call void @rsl_mat_inverse(ptr noundef nonnull %5, ptr noundef nonnull %6) #27
  %7 = extractelement <3 x float> %3, i64 0
  %8 = load float, ptr %5, align 4, !tbaa !6
  %9 = fmul float %7, %8
  %10 = getelementptr inbounds float, ptr %5, i64 1
  %11 = extractelement <3 x float> %3, i64 2
  %12 = load <2 x float>, ptr %10, align 4, !tbaa !6
  %13 = shufflevector <3 x float> %3, <3 x float> undef, <2 x i32> <i32 1, i32 undef>
  %14 = insertelement <2 x float> %13, float %11, i64 1
  %15 = fmul <2 x float> %14, %12
  %16 = extractelement <2 x float> %15, i64 0
  %17 = fadd float %9, %16
  %18 = extractelement <2 x float> %15, i64 1
  %19 = fadd float %17, %18
  %20 = getelementptr inbounds float, ptr %5, i64 4
  %21 = getelementptr inbounds float, ptr %5, i64 5
  %22 = getelementptr inbounds float, ptr %5, i64 6
  %23 = getelementptr inbounds float, ptr %5, i64 8
  %24 = getelementptr inbounds float, ptr %5, i64 9
  %25 = getelementptr inbounds float, ptr %5, i64 10
  %26 = load <4 x float>, ptr %20, align 4
  %27 = shufflevector <4 x float> %26, <4 x float> poison, <2 x i32> <i32 0, i32 undef>
  %28 = load <4 x float>, ptr %21, align 4
  %29 = shufflevector <4 x float> %28, <4 x float> poison, <2 x i32> <i32 0, i32 undef>
  %30 = load <4 x float>, ptr %22, align 4
  %31 = shufflevector <4 x float> %30, <4 x float> poison, <2 x i32> <i32 0, i32 undef>
  %32 = load float, ptr %23, align 4, !tbaa !6
  %33 = insertelement <2 x float> %13, float %7, i64 1
  %34 = insertelement <2 x float> %29, float %32, i64 1
  %35 = fmul <2 x float> %33, %34
  %36 = load float, ptr %24, align 4, !tbaa !6
  %37 = shufflevector <3 x float> %3, <3 x float> undef, <2 x i32> <i32 0, i32 1>
  %38 = insertelement <2 x float> %27, float %36, i64 1
  %39 = fmul <2 x float> %37, %38
  %40 = fadd <2 x float> %35, %39
  %41 = load float, ptr %25, align 4, !tbaa !6
  %42 = shufflevector <3 x float> %3, <3 x float> undef, <2 x i32> <i32 2, i32 2>
  %43 = insertelement <2 x float> %31, float %41, i64 1
  %44 = fmul <2 x float> %42, %43
  %45 = fadd <2 x float> %40, %44
  %46 = insertelement <3 x float> undef, float %19, i64 0
  %47 = shufflevector <2 x float> %45, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 undef>
  %48 = shufflevector <3 x float> %46, <3 x float> %47, <3 x i32> <i32 0, i32 3, i32 4>
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #27
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #27
  ret <3 x float> %48
}

; Function Attrs: nounwind
define internal <3 x float> @rsl_ntransform__n_mn(ptr noundef %0, <3 x float> noundef %1) local_unnamed_addr #9 {
  %3 = alloca %struct.rsl_matrix, align 4
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #27
  call void @rsl_mat_inverse(ptr noundef nonnull %3, ptr noundef %0) #27
  %4 = extractelement <3 x float> %1, i64 0
  %5 = load float, ptr %3, align 4, !tbaa !6
  %6 = fmul float %4, %5
  %7 = getelementptr inbounds float, ptr %3, i64 1
  %8 = extractelement <3 x float> %1, i64 2
  %9 = load <2 x float>, ptr %7, align 4, !tbaa !6
  %10 = shufflevector <3 x float> %1, <3 x float> undef, <2 x i32> <i32 1, i32 undef>
  %11 = insertelement <2 x float> %10, float %8, i64 1
  %12 = fmul <2 x float> %11, %9
  %13 = extractelement <2 x float> %12, i64 0
  %14 = fadd float %6, %13
  %15 = extractelement <2 x float> %12, i64 1
  %16 = fadd float %14, %15
  %17 = getelementptr inbounds float, ptr %3, i64 4
  %18 = getelementptr inbounds float, ptr %3, i64 5
  %19 = getelementptr inbounds float, ptr %3, i64 6
  %20 = getelementptr inbounds float, ptr %3, i64 8
  %21 = getelementptr inbounds float, ptr %3, i64 9
  %22 = getelementptr inbounds float, ptr %3, i64 10
  %23 = load <4 x float>, ptr %17, align 4
  %24 = shufflevector <4 x float> %23, <4 x float> poison, <2 x i32> <i32 0, i32 undef>
  %25 = load <4 x float>, ptr %18, align 4
  %26 = shufflevector <4 x float> %25, <4 x float> poison, <2 x i32> <i32 0, i32 undef>
  %27 = load <4 x float>, ptr %19, align 4
  %28 = shufflevector <4 x float> %27, <4 x float> poison, <2 x i32> <i32 0, i32 undef>
  %29 = load float, ptr %20, align 4, !tbaa !6
  %30 = insertelement <2 x float> %10, float %4, i64 1
  %31 = insertelement <2 x float> %26, float %29, i64 1
  %32 = fmul <2 x float> %30, %31
  %33 = load float, ptr %21, align 4, !tbaa !6
  %34 = shufflevector <3 x float> %1, <3 x float> undef, <2 x i32> <i32 0, i32 1>
  %35 = insertelement <2 x float> %24, float %33, i64 1
  %36 = fmul <2 x float> %34, %35
  %37 = fadd <2 x float> %32, %36
  %38 = load float, ptr %22, align 4, !tbaa !6
  %39 = shufflevector <3 x float> %1, <3 x float> undef, <2 x i32> <i32 2, i32 2>
  %40 = insertelement <2 x float> %28, float %38, i64 1
  %41 = fmul <2 x float> %39, %40
  %42 = fadd <2 x float> %37, %41
  %43 = insertelement <3 x float> undef, float %16, i64 0
  %44 = shufflevector <2 x float> %42, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 undef>
  %45 = shufflevector <3 x float> %43, <3 x float> %44, <3 x i32> <i32 0, i32 3, i32 4>
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #27
  ret <3 x float> %45
}

; Function Attrs: nounwind
define internal <3 x float> @rsl_ntransform__n_smn(ptr noundef %0, i32 noundef %1, ptr nocapture noundef readonly %2, <3 x float> noundef %3) local_unnamed_addr #9 {
  %5 = alloca %struct.rsl_matrix, align 4
  %6 = alloca %struct.rsl_matrix, align 4
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #27
  call fastcc void @from_then(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef nonnull %6)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #27
  call void @rsl_mat_inverse(ptr noundef nonnull %5, ptr noundef nonnull %6) #27
  %7 = extractelement <3 x float> %3, i64 0
  %8 = load float, ptr %5, align 4, !tbaa !6
  %9 = fmul float %7, %8
  %10 = getelementptr inbounds float, ptr %5, i64 1
  %11 = extractelement <3 x float> %3, i64 2
  %12 = load <2 x float>, ptr %10, align 4, !tbaa !6
  %13 = shufflevector <3 x float> %3, <3 x float> undef, <2 x i32> <i32 1, i32 undef>
  %14 = insertelement <2 x float> %13, float %11, i64 1
  %15 = fmul <2 x float> %14, %12
  %16 = extractelement <2 x float> %15, i64 0
  %17 = fadd float %9, %16
  %18 = extractelement <2 x float> %15, i64 1
  %19 = fadd float %17, %18
  %20 = getelementptr inbounds float, ptr %5, i64 4
  %21 = getelementptr inbounds float, ptr %5, i64 5
  %22 = getelementptr inbounds float, ptr %5, i64 6
  %23 = getelementptr inbounds float, ptr %5, i64 8
  %24 = getelementptr inbounds float, ptr %5, i64 9
  %25 = getelementptr inbounds float, ptr %5, i64 10
  %26 = load <4 x float>, ptr %20, align 4
  %27 = shufflevector <4 x float> %26, <4 x float> poison, <2 x i32> <i32 0, i32 undef>
  %28 = load <4 x float>, ptr %21, align 4
  %29 = shufflevector <4 x float> %28, <4 x float> poison, <2 x i32> <i32 0, i32 undef>
  %30 = load <4 x float>, ptr %22, align 4
  %31 = shufflevector <4 x float> %30, <4 x float> poison, <2 x i32> <i32 0, i32 undef>
  %32 = load float, ptr %23, align 4, !tbaa !6
  %33 = insertelement <2 x float> %13, float %7, i64 1
  %34 = insertelement <2 x float> %29, float %32, i64 1
  %35 = fmul <2 x float> %33, %34
  %36 = load float, ptr %24, align 4, !tbaa !6
  %37 = shufflevector <3 x float> %3, <3 x float> undef, <2 x i32> <i32 0, i32 1>
  %38 = insertelement <2 x float> %27, float %36, i64 1
  %39 = fmul <2 x float> %37, %38
  %40 = fadd <2 x float> %35, %39
  %41 = load float, ptr %25, align 4, !tbaa !6
  %42 = shufflevector <3 x float> %3, <3 x float> undef, <2 x i32> <i32 2, i32 2>
  %43 = insertelement <2 x float> %31, float %41, i64 1
  %44 = fmul <2 x float> %42, %43
  %45 = fadd <2 x float> %40, %44
  %46 = insertelement <3 x float> undef, float %19, i64 0
  %47 = shufflevector <2 x float> %45, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 undef>
  %48 = shufflevector <3 x float> %46, <3 x float> %47, <3 x i32> <i32 0, i32 3, i32 4>
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #27
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #27
  ret <3 x float> %48
}

; Function Attrs: nounwind
define internal float @rsl_depth(ptr noundef %0, <3 x float> noundef %1) local_unnamed_addr #9 {
  %3 = alloca %struct.rsl_matrix, align 4
  %4 = alloca %struct.rsl_matrix, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #27
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #27
  call void @rsl_env_clipping(ptr noundef %0, ptr noundef nonnull %5, ptr noundef nonnull %6) #27
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #27
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #27
  call void @rsl_env_space_matrix(ptr noundef %0, i32 noundef 5, ptr noundef nonnull %3) #27
  call void @rsl_mat_inverse(ptr noundef nonnull %4, ptr noundef nonnull %3) #27
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #27
  %7 = extractelement <3 x float> %1, i64 0
  %8 = extractelement <3 x float> %1, i64 1
  %9 = extractelement <3 x float> %1, i64 2
  %10 = getelementptr inbounds float, ptr %4, i64 2
  %11 = load float, ptr %10, align 4, !tbaa !6
  %12 = fmul float %7, %11
  %13 = getelementptr inbounds float, ptr %4, i64 6
  %14 = load float, ptr %13, align 4, !tbaa !6
  %15 = fmul float %8, %14
  %16 = fadd float %12, %15
  %17 = getelementptr inbounds float, ptr %4, i64 10
  %18 = load float, ptr %17, align 4, !tbaa !6
  %19 = fmul float %9, %18
  %20 = fadd float %16, %19
  %21 = getelementptr inbounds float, ptr %4, i64 14
  %22 = load float, ptr %21, align 4, !tbaa !6
  %23 = fadd float %22, %20
  %24 = getelementptr inbounds float, ptr %4, i64 3
  %25 = load float, ptr %24, align 4, !tbaa !6
  %26 = fmul float %7, %25
  %27 = getelementptr inbounds float, ptr %4, i64 7
  %28 = load float, ptr %27, align 4, !tbaa !6
  %29 = fmul float %8, %28
  %30 = fadd float %26, %29
  %31 = getelementptr inbounds float, ptr %4, i64 11
  %32 = load float, ptr %31, align 4, !tbaa !6
  %33 = fmul float %9, %32
  %34 = fadd float %30, %33
  %35 = getelementptr inbounds float, ptr %4, i64 15
  %36 = load float, ptr %35, align 4, !tbaa !6
  %37 = fadd float %36, %34
  %38 = fcmp une float %37, 1.000000e+00
  %39 = fcmp une float %37, 0.000000e+00
  %40 = and i1 %38, %39
  %41 = select i1 %40, float %37, float 1.000000e+00
  %42 = fdiv float %23, %41
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #27
  %43 = load float, ptr %6, align 4, !tbaa !6
  %44 = load float, ptr %5, align 4, !tbaa !6
  %45 = fcmp ogt float %43, %44
  %46 = fsub float %42, %44
  %47 = fsub float %43, %44
  %48 = fdiv float %46, %47
  %49 = select i1 %45, float %48, float %42
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #27
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #27
  ret float %49
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define internal <3 x float> @rsl_calculatenormal(ptr nocapture noundef readonly %0, <3 x float> noundef %1) local_unnamed_addr #7 {
  %3 = getelementptr inbounds %struct.rsl_globals, ptr %0, i64 0, i32 13
  %4 = load <4 x float>, ptr %3, align 16
  %5 = getelementptr inbounds %struct.rsl_globals, ptr %0, i64 0, i32 14
  %6 = load <4 x float>, ptr %5, align 16
  %7 = extractelement <4 x float> %4, i64 1
  %8 = extractelement <4 x float> %6, i64 2
  %9 = fmul float %7, %8
  %10 = extractelement <4 x float> %4, i64 2
  %11 = extractelement <4 x float> %6, i64 1
  %12 = fmul float %10, %11
  %13 = fsub float %9, %12
  %14 = shufflevector <4 x float> %4, <4 x float> undef, <2 x i32> <i32 2, i32 0>
  %15 = shufflevector <4 x float> %6, <4 x float> undef, <2 x i32> <i32 0, i32 1>
  %16 = fmul <2 x float> %14, %15
  %17 = shufflevector <4 x float> %4, <4 x float> undef, <2 x i32> <i32 0, i32 1>
  %18 = shufflevector <4 x float> %6, <4 x float> undef, <2 x i32> <i32 2, i32 0>
  %19 = fmul <2 x float> %17, %18
  %20 = fsub <2 x float> %16, %19
  %21 = insertelement <3 x float> undef, float %13, i64 0
  %22 = shufflevector <2 x float> %20, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 undef>
  %23 = shufflevector <3 x float> %21, <3 x float> %22, <3 x i32> <i32 0, i32 3, i32 4>
  %24 = fmul float %13, %13
  %25 = fmul <2 x float> %20, %20
  %26 = extractelement <2 x float> %25, i64 0
  %27 = fadd float %24, %26
  %28 = extractelement <2 x float> %25, i64 1
  %29 = fadd float %28, %27
  %30 = fcmp ogt float %29, 0.000000e+00
  br i1 %30, label %35, label %31

31:                                               ; preds = %2
  %32 = getelementptr inbounds %struct.rsl_globals, ptr %0, i64 0, i32 1
  %33 = load <4 x float>, ptr %32, align 16
  %34 = shufflevector <4 x float> %33, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  br label %35

35:                                               ; preds = %31, %2
  %36 = phi <3 x float> [ %34, %31 ], [ %23, %2 ]
  ret <3 x float> %36
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(argmem: read)
define internal float @rsl_area(ptr nocapture noundef readonly %0, <3 x float> noundef %1) local_unnamed_addr #12 {
  %3 = getelementptr inbounds %struct.rsl_globals, ptr %0, i64 0, i32 13
  %4 = load <4 x float>, ptr %3, align 16
  %5 = shufflevector <4 x float> %4, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %6 = getelementptr inbounds %struct.rsl_globals, ptr %0, i64 0, i32 19
  %7 = load float, ptr %6, align 16, !tbaa !12
  %8 = insertelement <3 x float> poison, float %7, i64 0
  %9 = shufflevector <3 x float> %8, <3 x float> poison, <3 x i32> zeroinitializer
  %10 = fmul <3 x float> %5, %9
  %11 = getelementptr inbounds %struct.rsl_globals, ptr %0, i64 0, i32 14
  %12 = load <4 x float>, ptr %11, align 16
  %13 = shufflevector <4 x float> %12, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %14 = getelementptr inbounds %struct.rsl_globals, ptr %0, i64 0, i32 20
  %15 = load float, ptr %14, align 4, !tbaa !15
  %16 = insertelement <3 x float> poison, float %15, i64 0
  %17 = shufflevector <3 x float> %16, <3 x float> poison, <3 x i32> zeroinitializer
  %18 = fmul <3 x float> %13, %17
  %19 = extractelement <3 x float> %18, i64 2
  %20 = extractelement <3 x float> %10, i64 2
  %21 = extractelement <3 x float> %18, i64 0
  %22 = fmul float %20, %21
  %23 = extractelement <3 x float> %10, i64 0
  %24 = fmul float %23, %19
  %25 = fsub float %22, %24
  %26 = fmul float %25, %25
  %27 = shufflevector <3 x float> %10, <3 x float> undef, <2 x i32> <i32 0, i32 1>
  %28 = shufflevector <3 x float> %18, <3 x float> undef, <2 x i32> <i32 1, i32 2>
  %29 = fmul <2 x float> %27, %28
  %30 = shufflevector <3 x float> %10, <3 x float> undef, <2 x i32> <i32 1, i32 2>
  %31 = shufflevector <3 x float> %18, <3 x float> undef, <2 x i32> <i32 0, i32 1>
  %32 = fmul <2 x float> %30, %31
  %33 = fsub <2 x float> %29, %32
  %34 = fmul <2 x float> %33, %33
  %35 = extractelement <2 x float> %34, i64 1
  %36 = fadd float %35, %26
  %37 = extractelement <2 x float> %34, i64 0
  %38 = fadd float %37, %36
  %39 = tail call float @llvm.sqrt.f32(float %38)
  ret float %39
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal float @rsl_comp__f_cf(<3 x float> noundef %0, float noundef %1) local_unnamed_addr #4 {
  %3 = fcmp ogt float %1, 0.000000e+00
  %4 = select i1 %3, float %1, float 0.000000e+00
  %5 = fcmp olt float %4, 2.000000e+00
  %6 = select i1 %5, float %4, float 2.000000e+00
  %7 = fptosi float %6 to i32
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %11

9:                                                ; preds = %2
  %10 = extractelement <3 x float> %0, i64 0
  br label %16

11:                                               ; preds = %2
  %12 = icmp eq i32 %7, 1
  %13 = extractelement <3 x float> %0, i64 1
  %14 = extractelement <3 x float> %0, i64 2
  %15 = select i1 %12, float %13, float %14
  br label %16

16:                                               ; preds = %11, %9
  %17 = phi float [ %10, %9 ], [ %15, %11 ]
  ret float %17
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal void @rsl_setcomp__v_cff(ptr nocapture noundef %0, float noundef %1, float noundef %2) local_unnamed_addr #5 {
  %4 = fcmp ogt float %1, 0.000000e+00
  %5 = select i1 %4, float %1, float 0.000000e+00
  %6 = fcmp olt float %5, 2.000000e+00
  %7 = select i1 %6, float %5, float 2.000000e+00
  %8 = fptosi float %7 to i32
  switch i32 %8, label %12 [
    i32 0, label %9
    i32 1, label %10
  ]

9:                                                ; preds = %3
  store float %2, ptr %0, align 16
  br label %14

10:                                               ; preds = %3
  %11 = getelementptr inbounds <3 x float>, ptr %0, i64 0, i64 1
  store float %2, ptr %11, align 4
  br label %14

12:                                               ; preds = %3
  %13 = getelementptr inbounds <3 x float>, ptr %0, i64 0, i64 2
  store float %2, ptr %13, align 8
  br label %14

14:                                               ; preds = %12, %10, %9
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal float @rsl_luminance(<3 x float> noundef %0) local_unnamed_addr #4 {
  %2 = extractelement <3 x float> %0, i64 0
  %3 = fmul float %2, 0x3FCB38DDA0000000
  %4 = shufflevector <3 x float> %0, <3 x float> undef, <2 x i32> <i32 2, i32 1>
  %5 = fmul <2 x float> %4, <float 0x3FB27A0FA0000000, float 0x3FE6E286E0000000>
  %6 = extractelement <2 x float> %5, i64 1
  %7 = fadd float %3, %6
  %8 = extractelement <2 x float> %5, i64 0
  %9 = fadd float %8, %7
  ret float %9
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_color_to_rgb(i32 noundef %0, <3 x float> noundef %1) local_unnamed_addr #6 {
  switch i32 %0, label %216 [
    i32 10, label %3
    i32 11, label %47
    i32 12, label %132
    i32 13, label %156
    i32 14, label %196
  ]

3:                                                ; preds = %2
  %4 = extractelement <3 x float> %1, i64 0
  %5 = extractelement <3 x float> %1, i64 1
  %6 = extractelement <3 x float> %1, i64 2
  %7 = tail call float @llvm.floor.f32(float %4)
  %8 = fsub float %4, %7
  %9 = fmul float %8, 6.000000e+00
  %10 = tail call float @llvm.floor.f32(float %9)
  %11 = fsub float %9, %10
  %12 = fmul float %5, %11
  %13 = insertelement <2 x float> poison, float %5, i64 0
  %14 = insertelement <2 x float> %13, float %12, i64 1
  %15 = fsub <2 x float> <float 1.000000e+00, float 1.000000e+00>, %14
  %16 = shufflevector <3 x float> %1, <3 x float> undef, <2 x i32> <i32 2, i32 2>
  %17 = fmul <2 x float> %16, %15
  %18 = fsub float 1.000000e+00, %11
  %19 = fmul float %5, %18
  %20 = fsub float 1.000000e+00, %19
  %21 = fmul float %6, %20
  %22 = fptosi float %10 to i32
  switch i32 %22, label %43 [
    i32 0, label %23
    i32 1, label %28
    i32 2, label %31
    i32 3, label %35
    i32 4, label %38
  ]

23:                                               ; preds = %3
  %24 = insertelement <3 x float> undef, float %6, i64 0
  %25 = insertelement <3 x float> %24, float %21, i64 1
  %26 = shufflevector <2 x float> %17, <2 x float> poison, <3 x i32> <i32 0, i32 undef, i32 undef>
  %27 = shufflevector <3 x float> %25, <3 x float> %26, <3 x i32> <i32 0, i32 1, i32 3>
  br label %216

28:                                               ; preds = %3
  %29 = shufflevector <2 x float> %17, <2 x float> poison, <3 x i32> <i32 1, i32 undef, i32 0>
  %30 = shufflevector <3 x float> %29, <3 x float> %1, <3 x i32> <i32 0, i32 5, i32 2>
  br label %216

31:                                               ; preds = %3
  %32 = shufflevector <2 x float> %17, <2 x float> poison, <3 x i32> <i32 0, i32 undef, i32 undef>
  %33 = insertelement <3 x float> %32, float %6, i64 1
  %34 = insertelement <3 x float> %33, float %21, i64 2
  br label %216

35:                                               ; preds = %3
  %36 = shufflevector <2 x float> %17, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 undef>
  %37 = shufflevector <3 x float> %36, <3 x float> %1, <3 x i32> <i32 0, i32 1, i32 5>
  br label %216

38:                                               ; preds = %3
  %39 = insertelement <3 x float> undef, float %21, i64 0
  %40 = shufflevector <2 x float> %17, <2 x float> poison, <3 x i32> <i32 0, i32 undef, i32 undef>
  %41 = shufflevector <3 x float> %39, <3 x float> %40, <3 x i32> <i32 0, i32 3, i32 undef>
  %42 = shufflevector <3 x float> %41, <3 x float> %1, <3 x i32> <i32 0, i32 1, i32 5>
  br label %216

43:                                               ; preds = %3
  %44 = shufflevector <3 x float> %1, <3 x float> undef, <3 x i32> <i32 2, i32 undef, i32 undef>
  %45 = shufflevector <2 x float> %17, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 undef>
  %46 = shufflevector <3 x float> %44, <3 x float> %45, <3 x i32> <i32 0, i32 3, i32 4>
  br label %216

47:                                               ; preds = %2
  %48 = extractelement <3 x float> %1, i64 0
  %49 = extractelement <3 x float> %1, i64 1
  %50 = extractelement <3 x float> %1, i64 2
  %51 = fcmp ugt float %49, 0.000000e+00
  br i1 %51, label %54, label %52

52:                                               ; preds = %47
  %53 = shufflevector <3 x float> %1, <3 x float> undef, <3 x i32> <i32 2, i32 2, i32 2>
  br label %216

54:                                               ; preds = %47
  %55 = fcmp olt float %50, 5.000000e-01
  br i1 %55, label %56, label %59

56:                                               ; preds = %54
  %57 = fadd float %49, 1.000000e+00
  %58 = fmul float %50, %57
  br label %63

59:                                               ; preds = %54
  %60 = fadd float %50, %49
  %61 = fmul float %50, %49
  %62 = fsub float %60, %61
  br label %63

63:                                               ; preds = %59, %56
  %64 = phi float [ %58, %56 ], [ %62, %59 ]
  %65 = fmul float %50, 2.000000e+00
  %66 = fsub float %65, %64
  %67 = fadd float %48, 0x3FD5555560000000
  %68 = tail call float @llvm.floor.f32(float %67)
  %69 = fsub float %67, %68
  %70 = fcmp olt float %69, 0x3FC5555560000000
  br i1 %70, label %71, label %76

71:                                               ; preds = %63
  %72 = fsub float %64, %66
  %73 = fmul float %72, 6.000000e+00
  %74 = fmul float %69, %73
  %75 = fadd float %66, %74
  br label %86

76:                                               ; preds = %63
  %77 = fcmp olt float %69, 5.000000e-01
  br i1 %77, label %86, label %78

78:                                               ; preds = %76
  %79 = fcmp olt float %69, 0x3FE5555560000000
  br i1 %79, label %80, label %86

80:                                               ; preds = %78
  %81 = fsub float %64, %66
  %82 = fsub float 0x3FE5555560000000, %69
  %83 = fmul float %82, %81
  %84 = fmul float %83, 6.000000e+00
  %85 = fadd float %66, %84
  br label %86

86:                                               ; preds = %80, %78, %76, %71
  %87 = phi float [ %75, %71 ], [ %85, %80 ], [ %64, %76 ], [ %66, %78 ]
  %88 = tail call float @llvm.floor.f32(float %48)
  %89 = fsub float %48, %88
  %90 = fcmp olt float %89, 0x3FC5555560000000
  br i1 %90, label %91, label %96

91:                                               ; preds = %86
  %92 = fsub float %64, %66
  %93 = fmul float %92, 6.000000e+00
  %94 = fmul float %89, %93
  %95 = fadd float %66, %94
  br label %106

96:                                               ; preds = %86
  %97 = fcmp olt float %89, 5.000000e-01
  br i1 %97, label %106, label %98

98:                                               ; preds = %96
  %99 = fcmp olt float %89, 0x3FE5555560000000
  br i1 %99, label %100, label %106

100:                                              ; preds = %98
  %101 = fsub float %64, %66
  %102 = fsub float 0x3FE5555560000000, %89
  %103 = fmul float %102, %101
  %104 = fmul float %103, 6.000000e+00
  %105 = fadd float %66, %104
  br label %106

106:                                              ; preds = %100, %98, %96, %91
  %107 = phi float [ %95, %91 ], [ %105, %100 ], [ %64, %96 ], [ %66, %98 ]
  %108 = fadd float %48, 0xBFD5555560000000
  %109 = tail call float @llvm.floor.f32(float %108)
  %110 = fsub float %108, %109
  %111 = fcmp olt float %110, 0x3FC5555560000000
  br i1 %111, label %112, label %117

112:                                              ; preds = %106
  %113 = fsub float %64, %66
  %114 = fmul float %113, 6.000000e+00
  %115 = fmul float %110, %114
  %116 = fadd float %66, %115
  br label %127

117:                                              ; preds = %106
  %118 = fcmp olt float %110, 5.000000e-01
  br i1 %118, label %127, label %119

119:                                              ; preds = %117
  %120 = fcmp olt float %110, 0x3FE5555560000000
  br i1 %120, label %121, label %127

121:                                              ; preds = %119
  %122 = fsub float %64, %66
  %123 = fsub float 0x3FE5555560000000, %110
  %124 = fmul float %123, %122
  %125 = fmul float %124, 6.000000e+00
  %126 = fadd float %66, %125
  br label %127

127:                                              ; preds = %121, %119, %117, %112
  %128 = phi float [ %116, %112 ], [ %126, %121 ], [ %64, %117 ], [ %66, %119 ]
  %129 = insertelement <3 x float> undef, float %87, i64 0
  %130 = insertelement <3 x float> %129, float %107, i64 1
  %131 = insertelement <3 x float> %130, float %128, i64 2
  br label %216

132:                                              ; preds = %2
  %133 = extractelement <3 x float> %1, i64 0
  %134 = extractelement <3 x float> %1, i64 1
  %135 = shufflevector <3 x float> %1, <3 x float> undef, <2 x i32> <i32 0, i32 1>
  %136 = fmul <2 x float> %135, <float 0x4009EC73A0000000, float 0x3FF8981EE0000000>
  %137 = shufflevector <2 x float> %136, <2 x float> poison, <2 x i32> <i32 1, i32 undef>
  %138 = fsub <2 x float> %136, %137
  %139 = extractelement <2 x float> %138, i64 0
  %140 = extractelement <3 x float> %1, i64 2
  %141 = fmul float %140, 0x3FDFE7F0E0000000
  %142 = fsub float %139, %141
  %143 = fmul float %133, 0x3FEF043B00000000
  %144 = fmul float %134, 0x3FFE042400000000
  %145 = fmul <2 x float> %135, <float 0x3FAC7D4B60000000, float 0x3FCA1D84E0000000>
  %146 = insertelement <2 x float> poison, float %144, i64 0
  %147 = shufflevector <2 x float> %146, <2 x float> %145, <2 x i32> <i32 0, i32 2>
  %148 = insertelement <2 x float> %145, float %143, i64 0
  %149 = fsub <2 x float> %147, %148
  %150 = shufflevector <3 x float> %1, <3 x float> undef, <2 x i32> <i32 2, i32 2>
  %151 = fmul <2 x float> %150, <float 0x3FA546D6C0000000, float 0x3FF0EA64E0000000>
  %152 = fadd <2 x float> %151, %149
  %153 = insertelement <3 x float> undef, float %142, i64 0
  %154 = shufflevector <2 x float> %152, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 undef>
  %155 = shufflevector <3 x float> %153, <3 x float> %154, <3 x i32> <i32 0, i32 3, i32 4>
  br label %216

156:                                              ; preds = %2
  %157 = extractelement <3 x float> %1, i64 1
  %158 = fcmp oeq float %157, 0.000000e+00
  br i1 %158, label %171, label %159

159:                                              ; preds = %156
  %160 = extractelement <3 x float> %1, i64 2
  %161 = extractelement <3 x float> %1, i64 0
  %162 = fmul float %161, %160
  %163 = fdiv float %162, %157
  %164 = fsub float 1.000000e+00, %161
  %165 = fsub float %164, %157
  %166 = fmul float %160, %165
  %167 = fdiv float %166, %157
  %168 = insertelement <3 x float> undef, float %163, i64 0
  %169 = insertelement <3 x float> %168, float %160, i64 1
  %170 = insertelement <3 x float> %169, float %167, i64 2
  br label %171

171:                                              ; preds = %159, %156
  %172 = phi <3 x float> [ %170, %159 ], [ zeroinitializer, %156 ]
  %173 = extractelement <3 x float> %172, i64 0
  %174 = extractelement <3 x float> %172, i64 1
  %175 = shufflevector <3 x float> %172, <3 x float> undef, <2 x i32> <i32 0, i32 1>
  %176 = fmul <2 x float> %175, <float 0x4009EC73A0000000, float 0x3FF8981EE0000000>
  %177 = shufflevector <2 x float> %176, <2 x float> poison, <2 x i32> <i32 1, i32 undef>
  %178 = fsub <2 x float> %176, %177
  %179 = extractelement <2 x float> %178, i64 0
  %180 = extractelement <3 x float> %172, i64 2
  %181 = fmul float %180, 0x3FDFE7F0E0000000
  %182 = fsub float %179, %181
  %183 = fmul float %173, 0x3FEF043B00000000
  %184 = fmul float %174, 0x3FFE042400000000
  %185 = fmul <2 x float> %175, <float 0x3FAC7D4B60000000, float 0x3FCA1D84E0000000>
  %186 = insertelement <2 x float> poison, float %184, i64 0
  %187 = shufflevector <2 x float> %186, <2 x float> %185, <2 x i32> <i32 0, i32 2>
  %188 = insertelement <2 x float> %185, float %183, i64 0
  %189 = fsub <2 x float> %187, %188
  %190 = shufflevector <3 x float> %172, <3 x float> undef, <2 x i32> <i32 2, i32 2>
  %191 = fmul <2 x float> %190, <float 0x3FA546D6C0000000, float 0x3FF0EA64E0000000>
  %192 = fadd <2 x float> %191, %189
  %193 = insertelement <3 x float> undef, float %182, i64 0
  %194 = shufflevector <2 x float> %192, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 undef>
  %195 = shufflevector <3 x float> %193, <3 x float> %194, <3 x i32> <i32 0, i32 3, i32 4>
  br label %216

196:                                              ; preds = %2
  %197 = extractelement <3 x float> %1, i64 0
  %198 = extractelement <3 x float> %1, i64 1
  %199 = fmul float %198, 0x3FEE98F340000000
  %200 = fadd float %197, %199
  %201 = extractelement <3 x float> %1, i64 2
  %202 = fmul float %201, 0x3FE3E2C680000000
  %203 = fadd float %202, %200
  %204 = shufflevector <3 x float> %1, <3 x float> undef, <2 x i32> <i32 1, i32 1>
  %205 = fmul <2 x float> %204, <float 0x3FD173BAE0000000, float 0x3FF1A8EF80000000>
  %206 = shufflevector <3 x float> %1, <3 x float> undef, <2 x i32> zeroinitializer
  %207 = fsub <2 x float> %206, %205
  %208 = shufflevector <3 x float> %1, <3 x float> undef, <2 x i32> <i32 2, i32 2>
  %209 = fmul <2 x float> %208, <float 0x3FE4B2B1A0000000, float 0x3FFB35C080000000>
  %210 = fsub <2 x float> %207, %209
  %211 = fadd <2 x float> %207, %209
  %212 = shufflevector <2 x float> %210, <2 x float> %211, <2 x i32> <i32 0, i32 3>
  %213 = insertelement <3 x float> undef, float %203, i64 0
  %214 = shufflevector <2 x float> %212, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 undef>
  %215 = shufflevector <3 x float> %213, <3 x float> %214, <3 x i32> <i32 0, i32 3, i32 4>
  br label %216

216:                                              ; preds = %196, %171, %132, %127, %52, %43, %38, %35, %31, %28, %23, %2
  %217 = phi <3 x float> [ %215, %196 ], [ %195, %171 ], [ %155, %132 ], [ %1, %2 ], [ %46, %43 ], [ %42, %38 ], [ %37, %35 ], [ %34, %31 ], [ %30, %28 ], [ %27, %23 ], [ %53, %52 ], [ %131, %127 ]
  ret <3 x float> %217
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_color_from_rgb(i32 noundef %0, <3 x float> noundef %1) local_unnamed_addr #4 {
  switch i32 %0, label %165 [
    i32 10, label %3
    i32 11, label %46
    i32 12, label %93
    i32 13, label %117
    i32 14, label %143
  ]

3:                                                ; preds = %2
  %4 = extractelement <3 x float> %1, i64 0
  %5 = extractelement <3 x float> %1, i64 1
  %6 = extractelement <3 x float> %1, i64 2
  %7 = fcmp ogt float %5, %6
  %8 = select i1 %7, float %5, float %6
  %9 = fcmp ogt float %4, %8
  %10 = select i1 %9, float %4, float %8
  %11 = fcmp olt float %5, %6
  %12 = select i1 %11, float %5, float %6
  %13 = fcmp olt float %4, %12
  %14 = select i1 %13, float %4, float %12
  %15 = fsub float %10, %14
  %16 = fcmp ogt float %15, 0.000000e+00
  br i1 %16, label %17, label %38

17:                                               ; preds = %3
  %18 = fcmp oeq float %4, %10
  br i1 %18, label %19, label %22

19:                                               ; preds = %17
  %20 = fsub float %5, %6
  %21 = fdiv float %20, %15
  br label %32

22:                                               ; preds = %17
  %23 = fcmp oeq float %5, %10
  br i1 %23, label %24, label %28

24:                                               ; preds = %22
  %25 = fsub float %6, %4
  %26 = fdiv float %25, %15
  %27 = fadd float %26, 2.000000e+00
  br label %32

28:                                               ; preds = %22
  %29 = fsub float %4, %5
  %30 = fdiv float %29, %15
  %31 = fadd float %30, 4.000000e+00
  br label %32

32:                                               ; preds = %28, %24, %19
  %33 = phi float [ %21, %19 ], [ %27, %24 ], [ %31, %28 ]
  %34 = fdiv float %33, 6.000000e+00
  %35 = fcmp olt float %34, 0.000000e+00
  %36 = fadd float %34, 1.000000e+00
  %37 = select i1 %35, float %36, float %34
  br label %38

38:                                               ; preds = %32, %3
  %39 = phi float [ %37, %32 ], [ 0.000000e+00, %3 ]
  %40 = fcmp ogt float %10, 0.000000e+00
  %41 = fdiv float %15, %10
  %42 = select i1 %40, float %41, float 0.000000e+00
  %43 = insertelement <3 x float> undef, float %39, i64 0
  %44 = insertelement <3 x float> %43, float %42, i64 1
  %45 = insertelement <3 x float> %44, float %10, i64 2
  br label %165

46:                                               ; preds = %2
  %47 = extractelement <3 x float> %1, i64 0
  %48 = extractelement <3 x float> %1, i64 1
  %49 = extractelement <3 x float> %1, i64 2
  %50 = fcmp ogt float %48, %49
  %51 = select i1 %50, float %48, float %49
  %52 = fcmp ogt float %47, %51
  %53 = select i1 %52, float %47, float %51
  %54 = fcmp olt float %48, %49
  %55 = select i1 %54, float %48, float %49
  %56 = fcmp olt float %47, %55
  %57 = select i1 %56, float %47, float %55
  %58 = fsub float %53, %57
  %59 = fadd float %53, %57
  %60 = fmul float %59, 5.000000e-01
  %61 = fcmp ugt float %58, 0.000000e+00
  br i1 %61, label %62, label %90

62:                                               ; preds = %46
  %63 = fcmp ugt float %60, 5.000000e-01
  %64 = fsub float 2.000000e+00, %53
  %65 = fsub float %64, %57
  %66 = select i1 %63, float %65, float %59
  %67 = fdiv float %58, %66
  %68 = fcmp oeq float %47, %53
  br i1 %68, label %69, label %72

69:                                               ; preds = %62
  %70 = fsub float %48, %49
  %71 = fdiv float %70, %58
  br label %82

72:                                               ; preds = %62
  %73 = fcmp oeq float %48, %53
  br i1 %73, label %74, label %78

74:                                               ; preds = %72
  %75 = fsub float %49, %47
  %76 = fdiv float %75, %58
  %77 = fadd float %76, 2.000000e+00
  br label %82

78:                                               ; preds = %72
  %79 = fsub float %47, %48
  %80 = fdiv float %79, %58
  %81 = fadd float %80, 4.000000e+00
  br label %82

82:                                               ; preds = %78, %74, %69
  %83 = phi float [ %71, %69 ], [ %77, %74 ], [ %81, %78 ]
  %84 = fdiv float %83, 6.000000e+00
  %85 = fcmp olt float %84, 0.000000e+00
  %86 = fadd float %84, 1.000000e+00
  %87 = select i1 %85, float %86, float %84
  %88 = insertelement <3 x float> undef, float %87, i64 0
  %89 = insertelement <3 x float> %88, float %67, i64 1
  br label %90

90:                                               ; preds = %82, %46
  %91 = phi <3 x float> [ %89, %82 ], [ <float 0.000000e+00, float 0.000000e+00, float poison>, %46 ]
  %92 = insertelement <3 x float> %91, float %60, i64 2
  br label %165

93:                                               ; preds = %2
  %94 = extractelement <3 x float> %1, i64 0
  %95 = extractelement <3 x float> %1, i64 1
  %96 = shufflevector <3 x float> %1, <3 x float> undef, <2 x i32> <i32 0, i32 1>
  %97 = fmul <2 x float> %96, <float 0x3FDA65AF80000000, float 0x3FD6E286E0000000>
  %98 = shufflevector <2 x float> %97, <2 x float> poison, <2 x i32> <i32 1, i32 undef>
  %99 = fadd <2 x float> %97, %98
  %100 = extractelement <2 x float> %99, i64 0
  %101 = extractelement <3 x float> %1, i64 2
  %102 = fmul float %101, 0x3FC7189380000000
  %103 = fadd float %102, %100
  %104 = fmul float %94, 0x3FCB38DDA0000000
  %105 = fmul float %95, 0x3FE6E286E0000000
  %106 = fmul <2 x float> %96, <float 0x3F93CC4420000000, float 0x3FBE835DE0000000>
  %107 = insertelement <2 x float> poison, float %104, i64 0
  %108 = shufflevector <2 x float> %107, <2 x float> %106, <2 x i32> <i32 0, i32 2>
  %109 = insertelement <2 x float> %106, float %105, i64 0
  %110 = fadd <2 x float> %108, %109
  %111 = shufflevector <3 x float> %1, <3 x float> undef, <2 x i32> <i32 2, i32 2>
  %112 = fmul <2 x float> %111, <float 0x3FB27A0FA0000000, float 0x3FEE68E420000000>
  %113 = fadd <2 x float> %112, %110
  %114 = insertelement <3 x float> undef, float %103, i64 0
  %115 = shufflevector <2 x float> %113, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 undef>
  %116 = shufflevector <3 x float> %114, <3 x float> %115, <3 x i32> <i32 0, i32 3, i32 4>
  br label %165

117:                                              ; preds = %2
  %118 = extractelement <3 x float> %1, i64 2
  %119 = shufflevector <3 x float> %1, <3 x float> undef, <2 x i32> <i32 1, i32 0>
  %120 = fmul <2 x float> %119, <float 0x3FD6E286E0000000, float 0x3FCB38DDA0000000>
  %121 = shufflevector <3 x float> %1, <3 x float> undef, <2 x i32> <i32 0, i32 1>
  %122 = fmul <2 x float> %121, <float 0x3FDA65AF80000000, float 0x3FE6E286E0000000>
  %123 = fadd <2 x float> %120, %122
  %124 = shufflevector <3 x float> %1, <3 x float> undef, <2 x i32> <i32 2, i32 2>
  %125 = fmul <2 x float> %124, <float 0x3FC7189380000000, float 0x3FB27A0FA0000000>
  %126 = fadd <2 x float> %125, %123
  %127 = fmul <2 x float> %121, <float 0x3F93CC4420000000, float 0x3FBE835DE0000000>
  %128 = shufflevector <2 x float> %127, <2 x float> poison, <2 x i32> <i32 1, i32 undef>
  %129 = fadd <2 x float> %127, %128
  %130 = extractelement <2 x float> %129, i64 0
  %131 = fmul float %118, 0x3FEE68E420000000
  %132 = fadd float %131, %130
  %133 = shufflevector <2 x float> %126, <2 x float> poison, <2 x i32> <i32 1, i32 undef>
  %134 = fadd <2 x float> %126, %133
  %135 = extractelement <2 x float> %134, i64 0
  %136 = fadd float %132, %135
  %137 = fcmp oeq float %136, 0.000000e+00
  br i1 %137, label %165, label %138

138:                                              ; preds = %117
  %139 = insertelement <2 x float> poison, float %136, i64 0
  %140 = shufflevector <2 x float> %139, <2 x float> poison, <2 x i32> zeroinitializer
  %141 = fdiv <2 x float> %126, %140
  %142 = shufflevector <2 x float> %141, <2 x float> %126, <3 x i32> <i32 0, i32 1, i32 3>
  br label %165

143:                                              ; preds = %2
  %144 = extractelement <3 x float> %1, i64 2
  %145 = shufflevector <3 x float> %1, <3 x float> undef, <2 x i32> <i32 1, i32 0>
  %146 = fmul <2 x float> %145, <float 0x3FE2C8B440000000, float 0x3FE3126EA0000000>
  %147 = shufflevector <3 x float> %1, <3 x float> undef, <2 x i32> <i32 0, i32 1>
  %148 = fmul <2 x float> %147, <float 0x3FD322D0E0000000, float 0x3FD1893740000000>
  %149 = fadd <2 x float> %146, %148
  %150 = fsub <2 x float> %146, %148
  %151 = shufflevector <2 x float> %149, <2 x float> %150, <2 x i32> <i32 0, i32 3>
  %152 = shufflevector <3 x float> %1, <3 x float> undef, <2 x i32> <i32 2, i32 2>
  %153 = fmul <2 x float> %152, <float 0x3FBD2F1AA0000000, float 0x3FD49BA5E0000000>
  %154 = fadd <2 x float> %151, %153
  %155 = fsub <2 x float> %151, %153
  %156 = shufflevector <2 x float> %154, <2 x float> %155, <2 x i32> <i32 0, i32 3>
  %157 = fmul <2 x float> %147, <float 0x3FCB020C40000000, float 0x3FE0BC6A80000000>
  %158 = shufflevector <2 x float> %157, <2 x float> poison, <2 x i32> <i32 1, i32 undef>
  %159 = fsub <2 x float> %157, %158
  %160 = extractelement <2 x float> %159, i64 0
  %161 = fmul float %144, 0x3FD3F7CEE0000000
  %162 = fadd float %161, %160
  %163 = shufflevector <2 x float> %156, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 undef>
  %164 = insertelement <3 x float> %163, float %162, i64 2
  br label %165

165:                                              ; preds = %143, %138, %117, %93, %90, %38, %2
  %166 = phi <3 x float> [ %164, %143 ], [ %116, %93 ], [ %92, %90 ], [ %45, %38 ], [ %1, %2 ], [ %142, %138 ], [ zeroinitializer, %117 ]
  ret <3 x float> %166
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_ctransform__c_sc(i32 noundef %0, <3 x float> noundef %1) local_unnamed_addr #4 {
  %3 = tail call <3 x float> @rsl_color_from_rgb(i32 noundef %0, <3 x float> noundef %1)
  ret <3 x float> %3
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_ctransform__c_ssc(i32 noundef %0, i32 noundef %1, <3 x float> noundef %2) local_unnamed_addr #6 {
  %4 = tail call <3 x float> @rsl_color_to_rgb(i32 noundef %0, <3 x float> noundef %2)
  %5 = tail call <3 x float> @rsl_color_from_rgb(i32 noundef %1, <3 x float> noundef %4)
  ret <3 x float> %5
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal float @rsl_noise__f_f(float noundef %0) local_unnamed_addr #0 {
  %2 = tail call float @llvm.floor.f32(float %0)
  %3 = fcmp ogt float %2, -1.000000e+09
  %4 = select i1 %3, float %2, float -1.000000e+09
  %5 = fcmp olt float %4, 1.000000e+09
  %6 = select i1 %5, float %4, float 1.000000e+09
  %7 = fptosi float %6 to i32
  %8 = add nsw i32 %7, 1
  %9 = lshr i32 %7, 16
  %10 = xor i32 %9, %7
  %11 = mul i32 %10, 2146121005
  %12 = lshr i32 %11, 15
  %13 = xor i32 %12, %11
  %14 = mul i32 %13, -2073254261
  %15 = lshr i32 %14, 16
  %16 = xor i32 %15, %14
  %17 = and i32 %16, 8
  %18 = icmp eq i32 %17, 0
  %19 = and i32 %16, 7
  %20 = uitofp i32 %19 to float
  %21 = fadd float %20, 1.000000e+00
  %22 = fneg float %21
  %23 = select i1 %18, float %21, float %22
  %24 = sitofp i32 %7 to float
  %25 = fsub float %0, %24
  %26 = fmul float %25, %23
  %27 = lshr i32 %8, 16
  %28 = xor i32 %27, %8
  %29 = mul i32 %28, 2146121005
  %30 = lshr i32 %29, 15
  %31 = xor i32 %30, %29
  %32 = mul i32 %31, -2073254261
  %33 = lshr i32 %32, 16
  %34 = xor i32 %33, %32
  %35 = fadd float %25, -1.000000e+00
  %36 = and i32 %34, 7
  %37 = uitofp i32 %36 to float
  %38 = fadd float %37, 1.000000e+00
  %39 = and i32 %34, 8
  %40 = icmp eq i32 %39, 0
  %41 = fneg float %38
  %42 = select i1 %40, float %38, float %41
  %43 = fmul float %35, %42
  %44 = fmul float %25, %25
  %45 = fmul float %25, %44
  %46 = fmul float %25, 6.000000e+00
  %47 = fadd float %46, -1.500000e+01
  %48 = fmul float %25, %47
  %49 = fadd float %48, 1.000000e+01
  %50 = fmul float %45, %49
  %51 = fsub float %43, %26
  %52 = fmul float %50, %51
  %53 = fadd float %26, %52
  %54 = fmul float %53, 0x3FCC28F5C0000000
  %55 = fmul float %54, 5.000000e-01
  %56 = fadd float %55, 5.000000e-01
  %57 = fcmp ogt float %56, 0.000000e+00
  %58 = select i1 %57, float %56, float 0.000000e+00
  %59 = fcmp olt float %58, 1.000000e+00
  %60 = select i1 %59, float %58, float 1.000000e+00
  ret float %60
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal float @rsl_noise__f_ff(float noundef %0, float noundef %1) local_unnamed_addr #0 {
  %3 = tail call fastcc float @n2(float noundef %0, float noundef %1, float noundef 0.000000e+00, float noundef 0.000000e+00, i32 noundef 0, i32 noundef 0)
  ret float %3
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal fastcc float @n2(float noundef %0, float noundef %1, float noundef %2, float noundef %3, i32 noundef %4, i32 noundef %5) unnamed_addr #0 {
  %7 = icmp eq i32 %4, 0
  br i1 %7, label %21, label %8

8:                                                ; preds = %6
  %9 = fcmp ult float %2, 1.000000e+00
  br i1 %9, label %14, label %10

10:                                               ; preds = %8
  %11 = fcmp olt float %2, 1.000000e+09
  %12 = select i1 %11, float %2, float 1.000000e+09
  %13 = fptosi float %12 to i32
  br label %14

14:                                               ; preds = %10, %8
  %15 = phi i32 [ 1, %8 ], [ %13, %10 ]
  %16 = fcmp ult float %3, 1.000000e+00
  br i1 %16, label %21, label %17

17:                                               ; preds = %14
  %18 = fcmp olt float %3, 1.000000e+09
  %19 = select i1 %18, float %3, float 1.000000e+09
  %20 = fptosi float %19 to i32
  br label %21

21:                                               ; preds = %17, %14, %6
  %22 = phi i32 [ 0, %6 ], [ %15, %14 ], [ %15, %17 ]
  %23 = phi i32 [ 0, %6 ], [ 1, %14 ], [ %20, %17 ]
  %24 = tail call float @llvm.floor.f32(float %0)
  %25 = fcmp ogt float %24, -1.000000e+09
  %26 = select i1 %25, float %24, float -1.000000e+09
  %27 = fcmp olt float %26, 1.000000e+09
  %28 = select i1 %27, float %26, float 1.000000e+09
  %29 = fptosi float %28 to i32
  %30 = tail call float @llvm.floor.f32(float %1)
  %31 = fcmp ogt float %30, -1.000000e+09
  %32 = select i1 %31, float %30, float -1.000000e+09
  %33 = fcmp olt float %32, 1.000000e+09
  %34 = select i1 %33, float %32, float 1.000000e+09
  %35 = fptosi float %34 to i32
  %36 = icmp slt i32 %22, 1
  br i1 %36, label %37, label %39

37:                                               ; preds = %21
  %38 = add nsw i32 %29, 1
  br label %49

39:                                               ; preds = %21
  %40 = srem i32 %29, %22
  %41 = icmp slt i32 %40, 0
  %42 = select i1 %41, i32 %22, i32 0
  %43 = add nsw i32 %42, %40
  %44 = add nsw i32 %29, 1
  %45 = srem i32 %44, %22
  %46 = icmp slt i32 %45, 0
  %47 = select i1 %46, i32 %22, i32 0
  %48 = add nsw i32 %47, %45
  br label %49

49:                                               ; preds = %39, %37
  %50 = phi i32 [ %43, %39 ], [ %29, %37 ]
  %51 = phi i32 [ %48, %39 ], [ %38, %37 ]
  %52 = icmp slt i32 %23, 1
  br i1 %52, label %53, label %55

53:                                               ; preds = %49
  %54 = add nsw i32 %35, 1
  br label %65

55:                                               ; preds = %49
  %56 = srem i32 %35, %23
  %57 = icmp slt i32 %56, 0
  %58 = select i1 %57, i32 %23, i32 0
  %59 = add nsw i32 %58, %56
  %60 = add nsw i32 %35, 1
  %61 = srem i32 %60, %23
  %62 = icmp slt i32 %61, 0
  %63 = select i1 %62, i32 %23, i32 0
  %64 = add nsw i32 %63, %61
  br label %65

65:                                               ; preds = %55, %53
  %66 = phi i32 [ %59, %55 ], [ %35, %53 ]
  %67 = phi i32 [ %64, %55 ], [ %54, %53 ]
  %68 = sitofp i32 %35 to float
  %69 = fsub float %1, %68
  %70 = sitofp i32 %29 to float
  %71 = fsub float %0, %70
  %72 = fmul float %71, %71
  %73 = fmul float %71, %72
  %74 = fmul float %71, 6.000000e+00
  %75 = fadd float %74, -1.500000e+01
  %76 = fmul float %71, %75
  %77 = fadd float %76, 1.000000e+01
  %78 = fmul float %73, %77
  %79 = fmul float %69, %69
  %80 = fmul float %69, %79
  %81 = fmul float %69, 6.000000e+00
  %82 = fadd float %81, -1.500000e+01
  %83 = fmul float %69, %82
  %84 = fadd float %83, 1.000000e+01
  %85 = fmul float %80, %84
  %86 = lshr i32 %5, 16
  %87 = xor i32 %86, %5
  %88 = mul i32 %87, 2146121005
  %89 = lshr i32 %88, 15
  %90 = xor i32 %89, %88
  %91 = mul i32 %90, -1674769041
  %92 = lshr i32 %91, 15
  %93 = xor i32 %92, %91
  %94 = mul i32 %93, -2073254261
  %95 = lshr i32 %94, 16
  %96 = xor i32 %95, %94
  %97 = add i32 %66, %96
  %98 = lshr i32 %97, 16
  %99 = xor i32 %98, %97
  %100 = mul i32 %99, 2146121005
  %101 = lshr i32 %100, 15
  %102 = xor i32 %101, %100
  %103 = mul i32 %102, -2073254261
  %104 = lshr i32 %103, 16
  %105 = xor i32 %104, %103
  %106 = add i32 %105, %50
  %107 = lshr i32 %106, 16
  %108 = add i32 %105, %51
  %109 = lshr i32 %108, 16
  %110 = xor i32 %109, %108
  %111 = fadd float %71, -1.000000e+00
  %112 = add i32 %67, %96
  %113 = lshr i32 %112, 16
  %114 = xor i32 %113, %112
  %115 = mul i32 %114, 2146121005
  %116 = lshr i32 %115, 15
  %117 = xor i32 %116, %115
  %118 = mul i32 %117, -2073254261
  %119 = lshr i32 %118, 16
  %120 = xor i32 %119, %118
  %121 = add i32 %120, %50
  %122 = lshr i32 %121, 16
  %123 = fadd float %69, -1.000000e+00
  %124 = add i32 %120, %51
  %125 = lshr i32 %124, 16
  %126 = xor i32 %125, %124
  %127 = insertelement <2 x i32> poison, i32 %122, i64 0
  %128 = insertelement <2 x i32> %127, i32 %107, i64 1
  %129 = insertelement <2 x i32> poison, i32 %121, i64 0
  %130 = insertelement <2 x i32> %129, i32 %106, i64 1
  %131 = xor <2 x i32> %128, %130
  %132 = mul <2 x i32> %131, <i32 2146121005, i32 2146121005>
  %133 = lshr <2 x i32> %132, <i32 15, i32 15>
  %134 = xor <2 x i32> %133, %132
  %135 = mul <2 x i32> %134, <i32 -2073254261, i32 -2073254261>
  %136 = lshr <2 x i32> %135, <i32 16, i32 16>
  %137 = xor <2 x i32> %136, %135
  %138 = and <2 x i32> %137, <i32 4, i32 4>
  %139 = icmp eq <2 x i32> %138, zeroinitializer
  %140 = insertelement <2 x float> poison, float %71, i64 0
  %141 = shufflevector <2 x float> %140, <2 x float> poison, <2 x i32> zeroinitializer
  %142 = insertelement <2 x float> poison, float %123, i64 0
  %143 = insertelement <2 x float> %142, float %69, i64 1
  %144 = select <2 x i1> %139, <2 x float> %141, <2 x float> %143
  %145 = select <2 x i1> %139, <2 x float> %143, <2 x float> %141
  %146 = and <2 x i32> %137, <i32 1, i32 1>
  %147 = icmp eq <2 x i32> %146, zeroinitializer
  %148 = fneg <2 x float> %144
  %149 = select <2 x i1> %147, <2 x float> %144, <2 x float> %148
  %150 = and <2 x i32> %137, <i32 2, i32 2>
  %151 = icmp eq <2 x i32> %150, zeroinitializer
  %152 = select <2 x i1> %151, <2 x float> <float 2.000000e+00, float 2.000000e+00>, <2 x float> <float -2.000000e+00, float -2.000000e+00>
  %153 = fmul <2 x float> %145, %152
  %154 = fadd <2 x float> %149, %153
  %155 = insertelement <2 x i32> poison, i32 %126, i64 0
  %156 = insertelement <2 x i32> %155, i32 %110, i64 1
  %157 = mul <2 x i32> %156, <i32 2146121005, i32 2146121005>
  %158 = lshr <2 x i32> %157, <i32 15, i32 15>
  %159 = xor <2 x i32> %158, %157
  %160 = mul <2 x i32> %159, <i32 -2073254261, i32 -2073254261>
  %161 = lshr <2 x i32> %160, <i32 16, i32 16>
  %162 = xor <2 x i32> %161, %160
  %163 = and <2 x i32> %162, <i32 4, i32 4>
  %164 = icmp eq <2 x i32> %163, zeroinitializer
  %165 = insertelement <2 x float> poison, float %111, i64 0
  %166 = shufflevector <2 x float> %165, <2 x float> poison, <2 x i32> zeroinitializer
  %167 = select <2 x i1> %164, <2 x float> %166, <2 x float> %143
  %168 = select <2 x i1> %164, <2 x float> %143, <2 x float> %166
  %169 = and <2 x i32> %162, <i32 1, i32 1>
  %170 = icmp eq <2 x i32> %169, zeroinitializer
  %171 = fneg <2 x float> %167
  %172 = select <2 x i1> %170, <2 x float> %167, <2 x float> %171
  %173 = and <2 x i32> %162, <i32 2, i32 2>
  %174 = icmp eq <2 x i32> %173, zeroinitializer
  %175 = select <2 x i1> %174, <2 x float> <float 2.000000e+00, float 2.000000e+00>, <2 x float> <float -2.000000e+00, float -2.000000e+00>
  %176 = fmul <2 x float> %168, %175
  %177 = fadd <2 x float> %172, %176
  %178 = fsub <2 x float> %177, %154
  %179 = insertelement <2 x float> poison, float %78, i64 0
  %180 = shufflevector <2 x float> %179, <2 x float> poison, <2 x i32> zeroinitializer
  %181 = fmul <2 x float> %180, %178
  %182 = fadd <2 x float> %154, %181
  %183 = extractelement <2 x float> %182, i64 0
  %184 = extractelement <2 x float> %182, i64 1
  %185 = fsub float %183, %184
  %186 = fmul float %85, %185
  %187 = fadd float %184, %186
  %188 = fmul float %187, 0x3FE3333340000000
  %189 = fmul float %188, 5.000000e-01
  %190 = fadd float %189, 5.000000e-01
  %191 = fcmp ogt float %190, 0.000000e+00
  %192 = select i1 %191, float %190, float 0.000000e+00
  %193 = fcmp olt float %192, 1.000000e+00
  %194 = select i1 %193, float %192, float 1.000000e+00
  ret float %194
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal float @rsl_noise__f_p(<3 x float> noundef %0) local_unnamed_addr #6 {
  %2 = tail call fastcc float @n3(<3 x float> noundef %0, ptr noundef nonnull @no_period, i32 noundef 0)
  ret float %2
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(argmem: read)
define internal fastcc float @n3(<3 x float> noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) unnamed_addr #12 {
  %4 = extractelement <3 x float> %0, i64 1
  %5 = tail call float @llvm.floor.f32(float %4)
  %6 = fcmp ogt float %5, -1.000000e+09
  %7 = select i1 %6, float %5, float -1.000000e+09
  %8 = fcmp olt float %7, 1.000000e+09
  %9 = select i1 %8, float %7, float 1.000000e+09
  %10 = fptosi float %9 to i32
  %11 = sitofp i32 %10 to float
  %12 = fsub float %4, %11
  %13 = shufflevector <3 x float> %0, <3 x float> undef, <2 x i32> <i32 0, i32 2>
  %14 = tail call <2 x float> @llvm.floor.v2f32(<2 x float> %13)
  %15 = fcmp ogt <2 x float> %14, <float -1.000000e+09, float -1.000000e+09>
  %16 = select <2 x i1> %15, <2 x float> %14, <2 x float> <float -1.000000e+09, float -1.000000e+09>
  %17 = fcmp olt <2 x float> %16, <float 1.000000e+09, float 1.000000e+09>
  %18 = select <2 x i1> %17, <2 x float> %16, <2 x float> <float 1.000000e+09, float 1.000000e+09>
  %19 = fptosi <2 x float> %18 to <2 x i32>
  %20 = sitofp <2 x i32> %19 to <2 x float>
  %21 = fsub <2 x float> %13, %20
  %22 = load i32, ptr %1, align 4, !tbaa !16
  %23 = icmp slt i32 %22, 1
  br i1 %23, label %24, label %27

24:                                               ; preds = %3
  %25 = extractelement <2 x i32> %19, i64 0
  %26 = add nsw i32 %25, 1
  br label %38

27:                                               ; preds = %3
  %28 = extractelement <2 x i32> %19, i64 0
  %29 = srem i32 %28, %22
  %30 = icmp slt i32 %29, 0
  %31 = select i1 %30, i32 %22, i32 0
  %32 = add nsw i32 %31, %29
  %33 = add nsw i32 %28, 1
  %34 = srem i32 %33, %22
  %35 = icmp slt i32 %34, 0
  %36 = select i1 %35, i32 %22, i32 0
  %37 = add nsw i32 %36, %34
  br label %38

38:                                               ; preds = %27, %24
  %39 = phi i32 [ %32, %27 ], [ %25, %24 ]
  %40 = phi i32 [ %37, %27 ], [ %26, %24 ]
  %41 = getelementptr inbounds i32, ptr %1, i64 1
  %42 = load i32, ptr %41, align 4, !tbaa !16
  %43 = icmp slt i32 %42, 1
  br i1 %43, label %44, label %46

44:                                               ; preds = %38
  %45 = add nsw i32 %10, 1
  br label %56

46:                                               ; preds = %38
  %47 = srem i32 %10, %42
  %48 = icmp slt i32 %47, 0
  %49 = select i1 %48, i32 %42, i32 0
  %50 = add nsw i32 %49, %47
  %51 = add nsw i32 %10, 1
  %52 = srem i32 %51, %42
  %53 = icmp slt i32 %52, 0
  %54 = select i1 %53, i32 %42, i32 0
  %55 = add nsw i32 %54, %52
  br label %56

56:                                               ; preds = %46, %44
  %57 = phi i32 [ %50, %46 ], [ %10, %44 ]
  %58 = phi i32 [ %55, %46 ], [ %45, %44 ]
  %59 = getelementptr inbounds i32, ptr %1, i64 2
  %60 = load i32, ptr %59, align 4, !tbaa !16
  %61 = icmp slt i32 %60, 1
  br i1 %61, label %62, label %65

62:                                               ; preds = %56
  %63 = extractelement <2 x i32> %19, i64 1
  %64 = add nsw i32 %63, 1
  br label %76

65:                                               ; preds = %56
  %66 = extractelement <2 x i32> %19, i64 1
  %67 = srem i32 %66, %60
  %68 = icmp slt i32 %67, 0
  %69 = select i1 %68, i32 %60, i32 0
  %70 = add nsw i32 %69, %67
  %71 = add nsw i32 %66, 1
  %72 = srem i32 %71, %60
  %73 = icmp slt i32 %72, 0
  %74 = select i1 %73, i32 %60, i32 0
  %75 = add nsw i32 %74, %72
  br label %76

76:                                               ; preds = %65, %62
  %77 = phi i32 [ %70, %65 ], [ %63, %62 ]
  %78 = phi i32 [ %75, %65 ], [ %64, %62 ]
  %79 = lshr i32 %2, 16
  %80 = xor i32 %79, %2
  %81 = mul i32 %80, 2146121005
  %82 = lshr i32 %81, 15
  %83 = xor i32 %82, %81
  %84 = mul i32 %83, -2073254261
  %85 = lshr i32 %84, 16
  %86 = xor i32 %85, %84
  %87 = add i32 %77, %86
  %88 = lshr i32 %87, 16
  %89 = xor i32 %88, %87
  %90 = mul i32 %89, 2146121005
  %91 = lshr i32 %90, 15
  %92 = xor i32 %91, %90
  %93 = mul i32 %92, -2073254261
  %94 = lshr i32 %93, 16
  %95 = xor i32 %94, %93
  %96 = add i32 %95, %57
  %97 = lshr i32 %96, 16
  %98 = xor i32 %97, %96
  %99 = mul i32 %98, 2146121005
  %100 = lshr i32 %99, 15
  %101 = xor i32 %100, %99
  %102 = mul i32 %101, -2073254261
  %103 = lshr i32 %102, 16
  %104 = xor i32 %103, %102
  %105 = add i32 %104, %39
  %106 = lshr i32 %105, 16
  %107 = xor i32 %106, %105
  %108 = mul i32 %107, 2146121005
  %109 = lshr i32 %108, 15
  %110 = xor i32 %109, %108
  %111 = mul i32 %110, -2073254261
  %112 = lshr i32 %111, 16
  %113 = xor i32 %112, %111
  %114 = and i32 %113, 15
  %115 = icmp ult i32 %114, 4
  br i1 %115, label %122, label %116

116:                                              ; preds = %76
  %117 = and i32 %113, 13
  %118 = icmp eq i32 %117, 12
  %119 = extractelement <2 x float> %21, i64 0
  %120 = extractelement <2 x float> %21, i64 1
  %121 = select i1 %118, float %119, float %120
  br label %122

122:                                              ; preds = %116, %76
  %123 = phi float [ %121, %116 ], [ %12, %76 ]
  %124 = add i32 %104, %40
  %125 = lshr i32 %124, 16
  %126 = xor i32 %125, %124
  %127 = mul i32 %126, 2146121005
  %128 = lshr i32 %127, 15
  %129 = xor i32 %128, %127
  %130 = mul i32 %129, -2073254261
  %131 = lshr i32 %130, 16
  %132 = xor i32 %131, %130
  %133 = extractelement <2 x float> %21, i64 0
  %134 = fadd float %133, -1.000000e+00
  %135 = and i32 %132, 15
  %136 = icmp ult i32 %135, 4
  br i1 %136, label %142, label %137

137:                                              ; preds = %122
  %138 = and i32 %132, 13
  %139 = icmp eq i32 %138, 12
  %140 = extractelement <2 x float> %21, i64 1
  %141 = select i1 %139, float %134, float %140
  br label %142

142:                                              ; preds = %137, %122
  %143 = phi float [ %141, %137 ], [ %12, %122 ]
  %144 = add i32 %95, %58
  %145 = lshr i32 %144, 16
  %146 = xor i32 %145, %144
  %147 = mul i32 %146, 2146121005
  %148 = lshr i32 %147, 15
  %149 = xor i32 %148, %147
  %150 = mul i32 %149, -2073254261
  %151 = lshr i32 %150, 16
  %152 = xor i32 %151, %150
  %153 = add i32 %152, %39
  %154 = lshr i32 %153, 16
  %155 = xor i32 %154, %153
  %156 = mul i32 %155, 2146121005
  %157 = lshr i32 %156, 15
  %158 = xor i32 %157, %156
  %159 = mul i32 %158, -2073254261
  %160 = lshr i32 %159, 16
  %161 = xor i32 %160, %159
  %162 = fadd float %12, -1.000000e+00
  %163 = and i32 %161, 15
  %164 = icmp ult i32 %163, 4
  br i1 %164, label %170, label %165

165:                                              ; preds = %142
  %166 = and i32 %161, 13
  %167 = icmp eq i32 %166, 12
  %168 = extractelement <2 x float> %21, i64 1
  %169 = select i1 %167, float %133, float %168
  br label %170

170:                                              ; preds = %165, %142
  %171 = phi float [ %169, %165 ], [ %162, %142 ]
  %172 = add i32 %152, %40
  %173 = lshr i32 %172, 16
  %174 = xor i32 %173, %172
  %175 = mul i32 %174, 2146121005
  %176 = lshr i32 %175, 15
  %177 = xor i32 %176, %175
  %178 = mul i32 %177, -2073254261
  %179 = lshr i32 %178, 16
  %180 = xor i32 %179, %178
  %181 = and i32 %180, 15
  %182 = icmp ult i32 %181, 4
  br i1 %182, label %188, label %183

183:                                              ; preds = %170
  %184 = and i32 %180, 13
  %185 = icmp eq i32 %184, 12
  %186 = extractelement <2 x float> %21, i64 1
  %187 = select i1 %185, float %134, float %186
  br label %188

188:                                              ; preds = %183, %170
  %189 = phi float [ %187, %183 ], [ %162, %170 ]
  %190 = add i32 %78, %86
  %191 = lshr i32 %190, 16
  %192 = xor i32 %191, %190
  %193 = mul i32 %192, 2146121005
  %194 = lshr i32 %193, 15
  %195 = xor i32 %194, %193
  %196 = mul i32 %195, -2073254261
  %197 = lshr i32 %196, 16
  %198 = xor i32 %197, %196
  %199 = add i32 %198, %57
  %200 = lshr i32 %199, 16
  %201 = xor i32 %200, %199
  %202 = mul i32 %201, 2146121005
  %203 = lshr i32 %202, 15
  %204 = xor i32 %203, %202
  %205 = mul i32 %204, -2073254261
  %206 = lshr i32 %205, 16
  %207 = xor i32 %206, %205
  %208 = add i32 %207, %39
  %209 = lshr i32 %208, 16
  %210 = xor i32 %209, %208
  %211 = mul i32 %210, 2146121005
  %212 = lshr i32 %211, 15
  %213 = xor i32 %212, %211
  %214 = mul i32 %213, -2073254261
  %215 = lshr i32 %214, 16
  %216 = xor i32 %215, %214
  %217 = extractelement <2 x float> %21, i64 1
  %218 = fadd float %217, -1.000000e+00
  %219 = and i32 %216, 15
  %220 = icmp ult i32 %219, 4
  br i1 %220, label %225, label %221

221:                                              ; preds = %188
  %222 = and i32 %216, 13
  %223 = icmp eq i32 %222, 12
  %224 = select i1 %223, float %133, float %218
  br label %225

225:                                              ; preds = %221, %188
  %226 = phi float [ %224, %221 ], [ %12, %188 ]
  %227 = add i32 %207, %40
  %228 = lshr i32 %227, 16
  %229 = xor i32 %228, %227
  %230 = mul i32 %229, 2146121005
  %231 = lshr i32 %230, 15
  %232 = xor i32 %231, %230
  %233 = mul i32 %232, -2073254261
  %234 = lshr i32 %233, 16
  %235 = xor i32 %234, %233
  %236 = and i32 %235, 15
  %237 = icmp ult i32 %236, 4
  br i1 %237, label %242, label %238

238:                                              ; preds = %225
  %239 = and i32 %235, 13
  %240 = icmp eq i32 %239, 12
  %241 = select i1 %240, float %134, float %218
  br label %242

242:                                              ; preds = %238, %225
  %243 = phi float [ %241, %238 ], [ %12, %225 ]
  %244 = add i32 %198, %58
  %245 = lshr i32 %244, 16
  %246 = xor i32 %245, %244
  %247 = mul i32 %246, 2146121005
  %248 = lshr i32 %247, 15
  %249 = xor i32 %248, %247
  %250 = mul i32 %249, -2073254261
  %251 = lshr i32 %250, 16
  %252 = xor i32 %251, %250
  %253 = add i32 %252, %39
  %254 = lshr i32 %253, 16
  %255 = xor i32 %254, %253
  %256 = mul i32 %255, 2146121005
  %257 = lshr i32 %256, 15
  %258 = xor i32 %257, %256
  %259 = mul i32 %258, -2073254261
  %260 = lshr i32 %259, 16
  %261 = xor i32 %260, %259
  %262 = and i32 %261, 15
  %263 = icmp ult i32 %262, 4
  br i1 %263, label %268, label %264

264:                                              ; preds = %242
  %265 = and i32 %261, 13
  %266 = icmp eq i32 %265, 12
  %267 = select i1 %266, float %133, float %218
  br label %268

268:                                              ; preds = %264, %242
  %269 = phi float [ %267, %264 ], [ %162, %242 ]
  %270 = add i32 %252, %40
  %271 = lshr i32 %270, 16
  %272 = xor i32 %271, %270
  %273 = mul i32 %272, 2146121005
  %274 = lshr i32 %273, 15
  %275 = xor i32 %274, %273
  %276 = mul i32 %275, -2073254261
  %277 = lshr i32 %276, 16
  %278 = xor i32 %277, %276
  %279 = and i32 %278, 15
  %280 = icmp ult i32 %279, 4
  br i1 %280, label %285, label %281

281:                                              ; preds = %268
  %282 = and i32 %278, 13
  %283 = icmp eq i32 %282, 12
  %284 = select i1 %283, float %134, float %218
  br label %285

285:                                              ; preds = %281, %268
  %286 = phi float [ %284, %281 ], [ %162, %268 ]
  %287 = insertelement <2 x i32> poison, i32 %261, i64 0
  %288 = shufflevector <2 x i32> %287, <2 x i32> poison, <2 x i32> zeroinitializer
  %289 = and <2 x i32> %288, <i32 1, i32 2>
  %290 = icmp ult i32 %262, 8
  %291 = select i1 %290, float %133, float %162
  %292 = icmp eq <2 x i32> %289, zeroinitializer
  %293 = insertelement <2 x float> poison, float %291, i64 0
  %294 = insertelement <2 x float> %293, float %269, i64 1
  %295 = fneg <2 x float> %294
  %296 = select <2 x i1> %292, <2 x float> %294, <2 x float> %295
  %297 = insertelement <2 x i32> poison, i32 %235, i64 0
  %298 = shufflevector <2 x i32> %297, <2 x i32> poison, <2 x i32> zeroinitializer
  %299 = and <2 x i32> %298, <i32 1, i32 2>
  %300 = icmp ult i32 %236, 8
  %301 = select i1 %300, float %134, float %12
  %302 = icmp eq <2 x i32> %299, zeroinitializer
  %303 = insertelement <2 x float> poison, float %301, i64 0
  %304 = insertelement <2 x float> %303, float %243, i64 1
  %305 = fneg <2 x float> %304
  %306 = select <2 x i1> %302, <2 x float> %304, <2 x float> %305
  %307 = insertelement <2 x i32> poison, i32 %216, i64 0
  %308 = shufflevector <2 x i32> %307, <2 x i32> poison, <2 x i32> zeroinitializer
  %309 = and <2 x i32> %308, <i32 1, i32 2>
  %310 = icmp ult i32 %219, 8
  %311 = select i1 %310, float %133, float %12
  %312 = icmp eq <2 x i32> %309, zeroinitializer
  %313 = insertelement <2 x float> poison, float %311, i64 0
  %314 = insertelement <2 x float> %313, float %226, i64 1
  %315 = fneg <2 x float> %314
  %316 = select <2 x i1> %312, <2 x float> %314, <2 x float> %315
  %317 = fmul <2 x float> %21, %21
  %318 = fmul float %133, 6.000000e+00
  %319 = fadd float %318, -1.500000e+01
  %320 = fmul float %133, %319
  %321 = fadd float %320, 1.000000e+01
  %322 = insertelement <2 x i32> poison, i32 %180, i64 0
  %323 = shufflevector <2 x i32> %322, <2 x i32> poison, <2 x i32> zeroinitializer
  %324 = and <2 x i32> %323, <i32 1, i32 2>
  %325 = icmp ult i32 %181, 8
  %326 = select i1 %325, float %134, float %162
  %327 = icmp eq <2 x i32> %324, zeroinitializer
  %328 = insertelement <2 x float> poison, float %326, i64 0
  %329 = insertelement <2 x float> %328, float %189, i64 1
  %330 = fneg <2 x float> %329
  %331 = select <2 x i1> %327, <2 x float> %329, <2 x float> %330
  %332 = shufflevector <2 x float> %331, <2 x float> poison, <2 x i32> <i32 1, i32 undef>
  %333 = fadd <2 x float> %331, %332
  %334 = insertelement <2 x i32> poison, i32 %161, i64 0
  %335 = shufflevector <2 x i32> %334, <2 x i32> poison, <2 x i32> zeroinitializer
  %336 = and <2 x i32> %335, <i32 1, i32 2>
  %337 = icmp ult i32 %163, 8
  %338 = select i1 %337, float %133, float %162
  %339 = icmp eq <2 x i32> %336, zeroinitializer
  %340 = insertelement <2 x float> poison, float %338, i64 0
  %341 = insertelement <2 x float> %340, float %171, i64 1
  %342 = fneg <2 x float> %341
  %343 = select <2 x i1> %339, <2 x float> %341, <2 x float> %342
  %344 = shufflevector <2 x float> %343, <2 x float> poison, <2 x i32> <i32 1, i32 undef>
  %345 = fadd <2 x float> %343, %344
  %346 = fsub <2 x float> %333, %345
  %347 = insertelement <2 x i32> poison, i32 %132, i64 0
  %348 = shufflevector <2 x i32> %347, <2 x i32> poison, <2 x i32> zeroinitializer
  %349 = and <2 x i32> %348, <i32 1, i32 2>
  %350 = icmp ult i32 %135, 8
  %351 = select i1 %350, float %134, float %12
  %352 = icmp eq <2 x i32> %349, zeroinitializer
  %353 = insertelement <2 x float> poison, float %351, i64 0
  %354 = insertelement <2 x float> %353, float %143, i64 1
  %355 = fneg <2 x float> %354
  %356 = select <2 x i1> %352, <2 x float> %354, <2 x float> %355
  %357 = shufflevector <2 x float> %356, <2 x float> poison, <2 x i32> <i32 1, i32 undef>
  %358 = fadd <2 x float> %356, %357
  %359 = insertelement <2 x i32> poison, i32 %113, i64 0
  %360 = shufflevector <2 x i32> %359, <2 x i32> poison, <2 x i32> zeroinitializer
  %361 = and <2 x i32> %360, <i32 1, i32 2>
  %362 = icmp ult i32 %114, 8
  %363 = select i1 %362, float %133, float %12
  %364 = icmp eq <2 x i32> %361, zeroinitializer
  %365 = insertelement <2 x float> poison, float %363, i64 0
  %366 = insertelement <2 x float> %365, float %123, i64 1
  %367 = fneg <2 x float> %366
  %368 = select <2 x i1> %364, <2 x float> %366, <2 x float> %367
  %369 = shufflevector <2 x float> %368, <2 x float> poison, <2 x i32> <i32 1, i32 undef>
  %370 = fadd <2 x float> %368, %369
  %371 = fsub <2 x float> %358, %370
  %372 = fmul float %12, %12
  %373 = fmul float %12, %372
  %374 = fmul float %12, 6.000000e+00
  %375 = fadd float %374, -1.500000e+01
  %376 = fmul float %12, %375
  %377 = fadd float %376, 1.000000e+01
  %378 = icmp ult i32 %279, 8
  %379 = select i1 %378, float %134, float %162
  %380 = and i32 %278, 1
  %381 = icmp eq i32 %380, 0
  %382 = fneg float %379
  %383 = select i1 %381, float %379, float %382
  %384 = and i32 %278, 2
  %385 = icmp eq i32 %384, 0
  %386 = fneg float %286
  %387 = select i1 %385, float %286, float %386
  %388 = insertelement <2 x float> %317, float 6.000000e+00, i64 1
  %389 = fmul <2 x float> %21, %388
  %390 = insertelement <2 x float> <float poison, float -1.500000e+01>, float %321, i64 0
  %391 = fmul <2 x float> %389, %390
  %392 = fadd <2 x float> %389, %390
  %393 = shufflevector <2 x float> %391, <2 x float> %392, <2 x i32> <i32 0, i32 3>
  %394 = fmul <2 x float> %393, %346
  %395 = fadd <2 x float> %345, %394
  %396 = shufflevector <2 x float> %371, <2 x float> %21, <2 x i32> <i32 0, i32 3>
  %397 = fmul <2 x float> %396, %393
  %398 = insertelement <2 x float> %370, float 1.000000e+01, i64 1
  %399 = fadd <2 x float> %397, %398
  %400 = insertelement <2 x float> %21, float %373, i64 0
  %401 = insertelement <2 x float> %21, float %377, i64 0
  %402 = fmul <2 x float> %400, %401
  %403 = shufflevector <2 x float> %296, <2 x float> %316, <2 x i32> <i32 0, i32 2>
  %404 = shufflevector <2 x float> %296, <2 x float> %316, <2 x i32> <i32 1, i32 3>
  %405 = fadd <2 x float> %403, %404
  %406 = insertelement <2 x float> poison, float %383, i64 0
  %407 = shufflevector <2 x float> %406, <2 x float> %306, <2 x i32> <i32 0, i32 2>
  %408 = insertelement <2 x float> %306, float %387, i64 0
  %409 = fadd <2 x float> %407, %408
  %410 = fsub <2 x float> %409, %405
  %411 = shufflevector <2 x float> %391, <2 x float> poison, <2 x i32> zeroinitializer
  %412 = fmul <2 x float> %411, %410
  %413 = fadd <2 x float> %405, %412
  %414 = fsub <2 x float> %395, %399
  %415 = shufflevector <2 x float> %414, <2 x float> %21, <2 x i32> <i32 0, i32 3>
  %416 = fmul <2 x float> %415, %402
  %417 = fadd <2 x float> %399, %416
  %418 = fmul <2 x float> %399, %416
  %419 = extractelement <2 x float> %413, i64 0
  %420 = extractelement <2 x float> %413, i64 1
  %421 = fsub float %419, %420
  %422 = extractelement <2 x float> %402, i64 0
  %423 = fmul float %422, %421
  %424 = fadd float %420, %423
  %425 = extractelement <2 x float> %417, i64 0
  %426 = fsub float %424, %425
  %427 = extractelement <2 x float> %418, i64 1
  %428 = fmul float %427, %426
  %429 = fadd float %425, %428
  %430 = fmul float %429, 5.000000e-01
  %431 = fadd float %430, 5.000000e-01
  %432 = fcmp ogt float %431, 0.000000e+00
  %433 = select i1 %432, float %431, float 0.000000e+00
  %434 = fcmp olt float %433, 1.000000e+00
  %435 = select i1 %434, float %433, float 1.000000e+00
  ret float %435
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.floor.v2f32(<2 x float>) #1

; Function Attrs: nofree nosync nounwind memory(none)
define internal float @rsl_noise__f_pf(<3 x float> noundef %0, float noundef %1) local_unnamed_addr #13 {
  %3 = tail call fastcc float @n4(<3 x float> noundef %0, float noundef %1, ptr noundef nonnull @no_period, i32 noundef 0)
  ret float %3
}

; Function Attrs: nofree nosync nounwind memory(argmem: read)
define internal fastcc float @n4(<3 x float> noundef %0, float noundef %1, ptr nocapture noundef readonly %2, i32 noundef %3) unnamed_addr #14 {
  %5 = alloca [16 x float], align 16
  %6 = extractelement <3 x float> %0, i64 0
  %7 = tail call float @llvm.floor.f32(float %6)
  %8 = fcmp ogt float %7, -1.000000e+09
  %9 = select i1 %8, float %7, float -1.000000e+09
  %10 = fcmp olt float %9, 1.000000e+09
  %11 = select i1 %10, float %9, float 1.000000e+09
  %12 = fptosi float %11 to i32
  %13 = extractelement <3 x float> %0, i64 1
  %14 = extractelement <3 x float> %0, i64 2
  %15 = tail call float @llvm.floor.f32(float %14)
  %16 = fcmp ogt float %15, -1.000000e+09
  %17 = select i1 %16, float %15, float -1.000000e+09
  %18 = fcmp olt float %17, 1.000000e+09
  %19 = select i1 %18, float %17, float 1.000000e+09
  %20 = fptosi float %19 to i32
  %21 = sitofp i32 %12 to float
  %22 = fsub float %6, %21
  %23 = sitofp i32 %20 to float
  %24 = fsub float %14, %23
  %25 = insertelement <2 x float> poison, float %13, i64 0
  %26 = insertelement <2 x float> %25, float %1, i64 1
  %27 = tail call <2 x float> @llvm.floor.v2f32(<2 x float> %26)
  %28 = fcmp ogt <2 x float> %27, <float -1.000000e+09, float -1.000000e+09>
  %29 = select <2 x i1> %28, <2 x float> %27, <2 x float> <float -1.000000e+09, float -1.000000e+09>
  %30 = fcmp olt <2 x float> %29, <float 1.000000e+09, float 1.000000e+09>
  %31 = select <2 x i1> %30, <2 x float> %29, <2 x float> <float 1.000000e+09, float 1.000000e+09>
  %32 = fptosi <2 x float> %31 to <2 x i32>
  %33 = sitofp <2 x i32> %32 to <2 x float>
  %34 = fsub <2 x float> %26, %33
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #27
  %35 = load <4 x i32>, ptr %2, align 4, !tbaa !16
  %36 = icmp slt <4 x i32> %35, <i32 1, i32 1, i32 1, i32 1>
  %37 = insertelement <4 x i32> poison, i32 %12, i64 0
  %38 = shufflevector <4 x i32> %37, <4 x i32> poison, <4 x i32> zeroinitializer
  %39 = shufflevector <4 x i1> %36, <4 x i1> poison, <4 x i32> zeroinitializer
  %40 = shufflevector <4 x i32> %35, <4 x i32> poison, <4 x i32> zeroinitializer
  %41 = insertelement <4 x float> poison, float %22, i64 0
  %42 = shufflevector <4 x float> %41, <4 x float> poison, <4 x i32> zeroinitializer
  %43 = shufflevector <2 x i32> %32, <2 x i32> poison, <4 x i32> zeroinitializer
  %44 = shufflevector <4 x i1> %36, <4 x i1> poison, <4 x i32> <i32 1, i32 1, i32 1, i32 1>
  %45 = shufflevector <4 x i32> %35, <4 x i32> poison, <4 x i32> <i32 1, i32 1, i32 1, i32 1>
  %46 = shufflevector <2 x float> %34, <2 x float> poison, <4 x i32> zeroinitializer
  %47 = insertelement <4 x i32> poison, i32 %20, i64 0
  %48 = shufflevector <4 x i32> %47, <4 x i32> poison, <4 x i32> zeroinitializer
  %49 = shufflevector <4 x i1> %36, <4 x i1> poison, <4 x i32> <i32 2, i32 2, i32 2, i32 2>
  %50 = shufflevector <4 x i32> %35, <4 x i32> poison, <4 x i32> <i32 2, i32 2, i32 2, i32 2>
  %51 = insertelement <4 x float> poison, float %24, i64 0
  %52 = shufflevector <4 x float> %51, <4 x float> poison, <4 x i32> zeroinitializer
  %53 = shufflevector <2 x i32> %32, <2 x i32> poison, <4 x i32> <i32 1, i32 1, i32 1, i32 1>
  %54 = shufflevector <4 x i1> %36, <4 x i1> poison, <4 x i32> <i32 3, i32 3, i32 3, i32 3>
  %55 = shufflevector <4 x i32> %35, <4 x i32> poison, <4 x i32> <i32 3, i32 3, i32 3, i32 3>
  %56 = shufflevector <2 x float> %34, <2 x float> poison, <4 x i32> <i32 1, i32 1, i32 1, i32 1>
  %57 = insertelement <4 x i32> poison, i32 %3, i64 0
  %58 = shufflevector <4 x i32> %57, <4 x i32> poison, <4 x i32> zeroinitializer
  %59 = extractelement <4 x i32> %35, i64 0
  %60 = extractelement <4 x i32> %35, i64 1
  %61 = extractelement <4 x i32> %35, i64 2
  %62 = extractelement <4 x i32> %35, i64 3
  %63 = xor <4 x i1> %39, <i1 true, i1 true, i1 true, i1 true>
  %64 = extractelement <4 x i1> %63, i64 0
  %65 = extractelement <4 x i1> %63, i64 1
  %66 = extractelement <4 x i1> %63, i64 2
  %67 = extractelement <4 x i1> %63, i64 3
  %68 = xor <4 x i1> %44, <i1 true, i1 true, i1 true, i1 true>
  %69 = extractelement <4 x i1> %68, i64 0
  %70 = extractelement <4 x i1> %68, i64 1
  %71 = extractelement <4 x i1> %68, i64 2
  %72 = extractelement <4 x i1> %68, i64 3
  %73 = xor <4 x i1> %49, <i1 true, i1 true, i1 true, i1 true>
  %74 = extractelement <4 x i1> %73, i64 0
  %75 = extractelement <4 x i1> %73, i64 1
  %76 = extractelement <4 x i1> %73, i64 2
  %77 = extractelement <4 x i1> %73, i64 3
  %78 = xor <4 x i1> %54, <i1 true, i1 true, i1 true, i1 true>
  %79 = extractelement <4 x i1> %78, i64 0
  %80 = extractelement <4 x i1> %78, i64 1
  %81 = extractelement <4 x i1> %78, i64 2
  %82 = extractelement <4 x i1> %78, i64 3
  br label %83

83:                                               ; preds = %209, %4
  %84 = phi i64 [ 0, %4 ], [ %275, %209 ]
  %85 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %4 ], [ %276, %209 ]
  %86 = and <4 x i32> %85, <i32 1, i32 1, i32 1, i32 1>
  %87 = add nsw <4 x i32> %86, %38
  br i1 %64, label %88, label %92

88:                                               ; preds = %83
  %89 = extractelement <4 x i32> %87, i64 0
  %90 = srem i32 %89, %59
  %91 = insertelement <4 x i32> poison, i32 %90, i64 0
  br label %92

92:                                               ; preds = %88, %83
  %93 = phi <4 x i32> [ poison, %83 ], [ %91, %88 ]
  br i1 %65, label %94, label %98

94:                                               ; preds = %92
  %95 = extractelement <4 x i32> %87, i64 1
  %96 = srem i32 %95, %59
  %97 = insertelement <4 x i32> %93, i32 %96, i64 1
  br label %98

98:                                               ; preds = %94, %92
  %99 = phi <4 x i32> [ %93, %92 ], [ %97, %94 ]
  br i1 %66, label %100, label %104

100:                                              ; preds = %98
  %101 = extractelement <4 x i32> %87, i64 2
  %102 = srem i32 %101, %59
  %103 = insertelement <4 x i32> %99, i32 %102, i64 2
  br label %104

104:                                              ; preds = %100, %98
  %105 = phi <4 x i32> [ %99, %98 ], [ %103, %100 ]
  br i1 %67, label %106, label %110

106:                                              ; preds = %104
  %107 = extractelement <4 x i32> %87, i64 3
  %108 = srem i32 %107, %59
  %109 = insertelement <4 x i32> %105, i32 %108, i64 3
  br label %110

110:                                              ; preds = %106, %104
  %111 = phi <4 x i32> [ %105, %104 ], [ %109, %106 ]
  %112 = icmp slt <4 x i32> %111, zeroinitializer
  %113 = select <4 x i1> %112, <4 x i32> %40, <4 x i32> zeroinitializer
  %114 = add nsw <4 x i32> %113, %111
  %115 = select <4 x i1> %39, <4 x i32> %87, <4 x i32> %114
  %116 = sitofp <4 x i32> %86 to <4 x float>
  %117 = fsub <4 x float> %42, %116
  %118 = lshr <4 x i32> %85, <i32 1, i32 1, i32 1, i32 1>
  %119 = and <4 x i32> %118, <i32 1, i32 1, i32 1, i32 1>
  %120 = add nsw <4 x i32> %119, %43
  br i1 %69, label %121, label %125

121:                                              ; preds = %110
  %122 = extractelement <4 x i32> %120, i64 0
  %123 = srem i32 %122, %60
  %124 = insertelement <4 x i32> poison, i32 %123, i64 0
  br label %125

125:                                              ; preds = %121, %110
  %126 = phi <4 x i32> [ poison, %110 ], [ %124, %121 ]
  br i1 %70, label %127, label %131

127:                                              ; preds = %125
  %128 = extractelement <4 x i32> %120, i64 1
  %129 = srem i32 %128, %60
  %130 = insertelement <4 x i32> %126, i32 %129, i64 1
  br label %131

131:                                              ; preds = %127, %125
  %132 = phi <4 x i32> [ %126, %125 ], [ %130, %127 ]
  br i1 %71, label %133, label %137

133:                                              ; preds = %131
  %134 = extractelement <4 x i32> %120, i64 2
  %135 = srem i32 %134, %60
  %136 = insertelement <4 x i32> %132, i32 %135, i64 2
  br label %137

137:                                              ; preds = %133, %131
  %138 = phi <4 x i32> [ %132, %131 ], [ %136, %133 ]
  br i1 %72, label %139, label %143

139:                                              ; preds = %137
  %140 = extractelement <4 x i32> %120, i64 3
  %141 = srem i32 %140, %60
  %142 = insertelement <4 x i32> %138, i32 %141, i64 3
  br label %143

143:                                              ; preds = %139, %137
  %144 = phi <4 x i32> [ %138, %137 ], [ %142, %139 ]
  %145 = icmp slt <4 x i32> %144, zeroinitializer
  %146 = select <4 x i1> %145, <4 x i32> %45, <4 x i32> zeroinitializer
  %147 = add nsw <4 x i32> %146, %144
  %148 = select <4 x i1> %44, <4 x i32> %120, <4 x i32> %147
  %149 = sitofp <4 x i32> %119 to <4 x float>
  %150 = fsub <4 x float> %46, %149
  %151 = lshr <4 x i32> %85, <i32 2, i32 2, i32 2, i32 2>
  %152 = and <4 x i32> %151, <i32 1, i32 1, i32 1, i32 1>
  %153 = add nsw <4 x i32> %152, %48
  br i1 %74, label %154, label %158

154:                                              ; preds = %143
  %155 = extractelement <4 x i32> %153, i64 0
  %156 = srem i32 %155, %61
  %157 = insertelement <4 x i32> poison, i32 %156, i64 0
  br label %158

158:                                              ; preds = %154, %143
  %159 = phi <4 x i32> [ poison, %143 ], [ %157, %154 ]
  br i1 %75, label %160, label %164

160:                                              ; preds = %158
  %161 = extractelement <4 x i32> %153, i64 1
  %162 = srem i32 %161, %61
  %163 = insertelement <4 x i32> %159, i32 %162, i64 1
  br label %164

164:                                              ; preds = %160, %158
  %165 = phi <4 x i32> [ %159, %158 ], [ %163, %160 ]
  br i1 %76, label %166, label %170

166:                                              ; preds = %164
  %167 = extractelement <4 x i32> %153, i64 2
  %168 = srem i32 %167, %61
  %169 = insertelement <4 x i32> %165, i32 %168, i64 2
  br label %170

170:                                              ; preds = %166, %164
  %171 = phi <4 x i32> [ %165, %164 ], [ %169, %166 ]
  br i1 %77, label %172, label %176

172:                                              ; preds = %170
  %173 = extractelement <4 x i32> %153, i64 3
  %174 = srem i32 %173, %61
  %175 = insertelement <4 x i32> %171, i32 %174, i64 3
  br label %176

176:                                              ; preds = %172, %170
  %177 = phi <4 x i32> [ %171, %170 ], [ %175, %172 ]
  %178 = icmp slt <4 x i32> %177, zeroinitializer
  %179 = select <4 x i1> %178, <4 x i32> %50, <4 x i32> zeroinitializer
  %180 = add nsw <4 x i32> %179, %177
  %181 = select <4 x i1> %49, <4 x i32> %153, <4 x i32> %180
  %182 = sitofp <4 x i32> %152 to <4 x float>
  %183 = fsub <4 x float> %52, %182
  %184 = lshr <4 x i32> %85, <i32 3, i32 3, i32 3, i32 3>
  %185 = and <4 x i32> %184, <i32 1, i32 1, i32 1, i32 1>
  %186 = add nsw <4 x i32> %185, %53
  br i1 %79, label %187, label %191

187:                                              ; preds = %176
  %188 = extractelement <4 x i32> %186, i64 0
  %189 = srem i32 %188, %62
  %190 = insertelement <4 x i32> poison, i32 %189, i64 0
  br label %191

191:                                              ; preds = %187, %176
  %192 = phi <4 x i32> [ poison, %176 ], [ %190, %187 ]
  br i1 %80, label %193, label %197

193:                                              ; preds = %191
  %194 = extractelement <4 x i32> %186, i64 1
  %195 = srem i32 %194, %62
  %196 = insertelement <4 x i32> %192, i32 %195, i64 1
  br label %197

197:                                              ; preds = %193, %191
  %198 = phi <4 x i32> [ %192, %191 ], [ %196, %193 ]
  br i1 %81, label %199, label %203

199:                                              ; preds = %197
  %200 = extractelement <4 x i32> %186, i64 2
  %201 = srem i32 %200, %62
  %202 = insertelement <4 x i32> %198, i32 %201, i64 2
  br label %203

203:                                              ; preds = %199, %197
  %204 = phi <4 x i32> [ %198, %197 ], [ %202, %199 ]
  br i1 %82, label %205, label %209

205:                                              ; preds = %203
  %206 = extractelement <4 x i32> %186, i64 3
  %207 = srem i32 %206, %62
  %208 = insertelement <4 x i32> %204, i32 %207, i64 3
  br label %209

209:                                              ; preds = %205, %203
  %210 = phi <4 x i32> [ %204, %203 ], [ %208, %205 ]
  %211 = icmp slt <4 x i32> %210, zeroinitializer
  %212 = select <4 x i1> %211, <4 x i32> %55, <4 x i32> zeroinitializer
  %213 = add nsw <4 x i32> %212, %210
  %214 = select <4 x i1> %54, <4 x i32> %186, <4 x i32> %213
  %215 = sitofp <4 x i32> %185 to <4 x float>
  %216 = fsub <4 x float> %56, %215
  %217 = add <4 x i32> %214, %58
  %218 = lshr <4 x i32> %217, <i32 16, i32 16, i32 16, i32 16>
  %219 = xor <4 x i32> %218, %217
  %220 = mul <4 x i32> %219, <i32 2146121005, i32 2146121005, i32 2146121005, i32 2146121005>
  %221 = lshr <4 x i32> %220, <i32 15, i32 15, i32 15, i32 15>
  %222 = xor <4 x i32> %221, %220
  %223 = mul <4 x i32> %222, <i32 -2073254261, i32 -2073254261, i32 -2073254261, i32 -2073254261>
  %224 = lshr <4 x i32> %223, <i32 16, i32 16, i32 16, i32 16>
  %225 = xor <4 x i32> %224, %223
  %226 = add <4 x i32> %225, %181
  %227 = lshr <4 x i32> %226, <i32 16, i32 16, i32 16, i32 16>
  %228 = xor <4 x i32> %227, %226
  %229 = mul <4 x i32> %228, <i32 2146121005, i32 2146121005, i32 2146121005, i32 2146121005>
  %230 = lshr <4 x i32> %229, <i32 15, i32 15, i32 15, i32 15>
  %231 = xor <4 x i32> %230, %229
  %232 = mul <4 x i32> %231, <i32 -2073254261, i32 -2073254261, i32 -2073254261, i32 -2073254261>
  %233 = lshr <4 x i32> %232, <i32 16, i32 16, i32 16, i32 16>
  %234 = xor <4 x i32> %233, %232
  %235 = add <4 x i32> %234, %148
  %236 = lshr <4 x i32> %235, <i32 16, i32 16, i32 16, i32 16>
  %237 = xor <4 x i32> %236, %235
  %238 = mul <4 x i32> %237, <i32 2146121005, i32 2146121005, i32 2146121005, i32 2146121005>
  %239 = lshr <4 x i32> %238, <i32 15, i32 15, i32 15, i32 15>
  %240 = xor <4 x i32> %239, %238
  %241 = mul <4 x i32> %240, <i32 -2073254261, i32 -2073254261, i32 -2073254261, i32 -2073254261>
  %242 = lshr <4 x i32> %241, <i32 16, i32 16, i32 16, i32 16>
  %243 = xor <4 x i32> %242, %241
  %244 = add <4 x i32> %243, %115
  %245 = lshr <4 x i32> %244, <i32 16, i32 16, i32 16, i32 16>
  %246 = xor <4 x i32> %245, %244
  %247 = mul <4 x i32> %246, <i32 2146121005, i32 2146121005, i32 2146121005, i32 2146121005>
  %248 = lshr <4 x i32> %247, <i32 15, i32 15, i32 15, i32 15>
  %249 = xor <4 x i32> %248, %247
  %250 = mul <4 x i32> %249, <i32 -2073254261, i32 -2073254261, i32 -2073254261, i32 -2073254261>
  %251 = lshr <4 x i32> %250, <i32 16, i32 16, i32 16, i32 16>
  %252 = xor <4 x i32> %251, %250
  %253 = and <4 x i32> %252, <i32 31, i32 31, i32 31, i32 31>
  %254 = icmp ult <4 x i32> %253, <i32 24, i32 24, i32 24, i32 24>
  %255 = select <4 x i1> %254, <4 x float> %117, <4 x float> %150
  %256 = icmp ult <4 x i32> %253, <i32 16, i32 16, i32 16, i32 16>
  %257 = select <4 x i1> %256, <4 x float> %150, <4 x float> %183
  %258 = icmp ult <4 x i32> %253, <i32 8, i32 8, i32 8, i32 8>
  %259 = select <4 x i1> %258, <4 x float> %183, <4 x float> %216
  %260 = and <4 x i32> %252, <i32 1, i32 1, i32 1, i32 1>
  %261 = icmp eq <4 x i32> %260, zeroinitializer
  %262 = fneg <4 x float> %255
  %263 = select <4 x i1> %261, <4 x float> %255, <4 x float> %262
  %264 = and <4 x i32> %252, <i32 2, i32 2, i32 2, i32 2>
  %265 = icmp eq <4 x i32> %264, zeroinitializer
  %266 = fneg <4 x float> %257
  %267 = select <4 x i1> %265, <4 x float> %257, <4 x float> %266
  %268 = fadd <4 x float> %263, %267
  %269 = and <4 x i32> %252, <i32 4, i32 4, i32 4, i32 4>
  %270 = icmp eq <4 x i32> %269, zeroinitializer
  %271 = fneg <4 x float> %259
  %272 = select <4 x i1> %270, <4 x float> %259, <4 x float> %271
  %273 = fadd <4 x float> %272, %268
  %274 = getelementptr inbounds [16 x float], ptr %5, i64 0, i64 %84
  store <4 x float> %273, ptr %274, align 16, !tbaa !6
  %275 = add nuw i64 %84, 4
  %276 = add <4 x i32> %85, <i32 4, i32 4, i32 4, i32 4>
  %277 = icmp eq i64 %275, 16
  br i1 %277, label %278, label %83, !llvm.loop !17

278:                                              ; preds = %209
  %279 = fmul float %22, %22
  %280 = fmul float %22, %279
  %281 = fmul float %22, 6.000000e+00
  %282 = fadd float %281, -1.500000e+01
  %283 = fmul float %22, %282
  %284 = fadd float %283, 1.000000e+01
  %285 = fmul float %280, %284
  %286 = load float, ptr %5, align 16, !tbaa !6
  %287 = getelementptr inbounds [16 x float], ptr %5, i64 0, i64 1
  %288 = load float, ptr %287, align 4, !tbaa !6
  %289 = fsub float %288, %286
  %290 = fmul float %285, %289
  %291 = fadd float %286, %290
  %292 = getelementptr inbounds [16 x float], ptr %5, i64 0, i64 2
  %293 = load float, ptr %292, align 8, !tbaa !6
  %294 = getelementptr inbounds [16 x float], ptr %5, i64 0, i64 3
  %295 = load float, ptr %294, align 4, !tbaa !6
  %296 = fsub float %295, %293
  %297 = fmul float %285, %296
  %298 = fadd float %293, %297
  %299 = getelementptr inbounds [16 x float], ptr %5, i64 0, i64 4
  %300 = getelementptr inbounds [16 x float], ptr %5, i64 0, i64 5
  %301 = getelementptr inbounds [16 x float], ptr %5, i64 0, i64 6
  %302 = getelementptr inbounds [16 x float], ptr %5, i64 0, i64 7
  %303 = load float, ptr %299, align 16, !tbaa !6
  %304 = load float, ptr %300, align 4, !tbaa !6
  %305 = load <4 x float>, ptr %301, align 8
  %306 = shufflevector <4 x float> %305, <4 x float> poison, <2 x i32> <i32 0, i32 undef>
  %307 = load <4 x float>, ptr %302, align 4
  %308 = shufflevector <4 x float> %307, <4 x float> poison, <2 x i32> <i32 0, i32 undef>
  %309 = insertelement <2 x float> %308, float %304, i64 1
  %310 = insertelement <2 x float> %306, float %303, i64 1
  %311 = fsub <2 x float> %309, %310
  %312 = insertelement <2 x float> poison, float %285, i64 0
  %313 = shufflevector <2 x float> %312, <2 x float> poison, <2 x i32> zeroinitializer
  %314 = fmul <2 x float> %313, %311
  %315 = fadd <2 x float> %310, %314
  %316 = getelementptr inbounds [16 x float], ptr %5, i64 0, i64 8
  %317 = getelementptr inbounds [16 x float], ptr %5, i64 0, i64 9
  %318 = getelementptr inbounds [16 x float], ptr %5, i64 0, i64 10
  %319 = getelementptr inbounds [16 x float], ptr %5, i64 0, i64 11
  %320 = getelementptr inbounds [16 x float], ptr %5, i64 0, i64 12
  %321 = getelementptr inbounds [16 x float], ptr %5, i64 0, i64 13
  %322 = getelementptr inbounds [16 x float], ptr %5, i64 0, i64 14
  %323 = getelementptr inbounds [16 x float], ptr %5, i64 0, i64 15
  %324 = extractelement <2 x float> %34, i64 0
  %325 = fmul <2 x float> %34, %34
  %326 = fmul float %324, 6.000000e+00
  %327 = fadd float %326, -1.500000e+01
  %328 = fmul float %324, %327
  %329 = fadd float %328, 1.000000e+01
  %330 = fsub float %298, %291
  %331 = extractelement <2 x float> %315, i64 0
  %332 = extractelement <2 x float> %315, i64 1
  %333 = fsub float %331, %332
  %334 = fmul float %24, %24
  %335 = fmul float %24, %334
  %336 = fmul float %24, 6.000000e+00
  %337 = fadd float %336, -1.500000e+01
  %338 = fmul float %24, %337
  %339 = fadd float %338, 1.000000e+01
  %340 = insertelement <2 x float> %325, float 6.000000e+00, i64 1
  %341 = fmul <2 x float> %34, %340
  %342 = insertelement <2 x float> <float poison, float -1.500000e+01>, float %329, i64 0
  %343 = fmul <2 x float> %341, %342
  %344 = fadd <2 x float> %341, %342
  %345 = shufflevector <2 x float> %343, <2 x float> %344, <2 x i32> <i32 0, i32 3>
  %346 = extractelement <2 x float> %343, i64 0
  %347 = fmul float %346, %333
  %348 = fadd float %332, %347
  %349 = load float, ptr %316, align 16, !tbaa !6
  %350 = load float, ptr %317, align 4, !tbaa !6
  %351 = load float, ptr %318, align 8, !tbaa !6
  %352 = load float, ptr %319, align 4, !tbaa !6
  %353 = load <4 x float>, ptr %320, align 16
  %354 = shufflevector <4 x float> %353, <4 x float> poison, <2 x i32> <i32 0, i32 undef>
  %355 = load float, ptr %321, align 4, !tbaa !6
  %356 = insertelement <2 x float> poison, float %355, i64 0
  %357 = insertelement <2 x float> %356, float %350, i64 1
  %358 = insertelement <2 x float> %354, float %349, i64 1
  %359 = fsub <2 x float> %357, %358
  %360 = fmul <2 x float> %313, %359
  %361 = fadd <2 x float> %358, %360
  %362 = load float, ptr %322, align 8, !tbaa !6
  %363 = load float, ptr %323, align 4, !tbaa !6
  %364 = insertelement <2 x float> poison, float %363, i64 0
  %365 = insertelement <2 x float> %364, float %352, i64 1
  %366 = insertelement <2 x float> poison, float %362, i64 0
  %367 = insertelement <2 x float> %366, float %351, i64 1
  %368 = fsub <2 x float> %365, %367
  %369 = fmul <2 x float> %313, %368
  %370 = fadd <2 x float> %367, %369
  %371 = fsub <2 x float> %370, %361
  %372 = shufflevector <2 x float> %343, <2 x float> poison, <2 x i32> zeroinitializer
  %373 = fmul <2 x float> %372, %371
  %374 = fadd <2 x float> %361, %373
  %375 = insertelement <2 x float> %34, float %330, i64 0
  %376 = fmul <2 x float> %375, %345
  %377 = insertelement <2 x float> <float poison, float 1.000000e+01>, float %291, i64 0
  %378 = fadd <2 x float> %376, %377
  %379 = extractelement <2 x float> %378, i64 0
  %380 = fsub float %348, %379
  %381 = extractelement <2 x float> %374, i64 0
  %382 = extractelement <2 x float> %374, i64 1
  %383 = fsub float %381, %382
  %384 = insertelement <2 x float> %34, float %335, i64 0
  %385 = insertelement <2 x float> %34, float %339, i64 0
  %386 = fmul <2 x float> %384, %385
  %387 = extractelement <2 x float> %386, i64 0
  %388 = fmul float %387, %383
  %389 = fadd float %382, %388
  %390 = insertelement <2 x float> %34, float %380, i64 0
  %391 = fmul <2 x float> %390, %386
  %392 = fadd <2 x float> %378, %391
  %393 = fmul <2 x float> %378, %391
  %394 = extractelement <2 x float> %392, i64 0
  %395 = fsub float %389, %394
  %396 = extractelement <2 x float> %393, i64 1
  %397 = fmul float %396, %395
  %398 = fadd float %394, %397
  %399 = fmul float %398, 0x3FEBD70A40000000
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #27
  %400 = fmul float %399, 5.000000e-01
  %401 = fadd float %400, 5.000000e-01
  %402 = fcmp ogt float %401, 0.000000e+00
  %403 = select i1 %402, float %401, float 0.000000e+00
  %404 = fcmp olt float %403, 1.000000e+00
  %405 = select i1 %404, float %403, float 1.000000e+00
  ret float %405
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal float @rsl_pnoise__f_ff(float noundef %0, float noundef %1) local_unnamed_addr #0 {
  %3 = tail call fastcc float @n1(float noundef %0, float noundef %1, i32 noundef 1, i32 noundef 0)
  ret float %3
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal fastcc float @n1(float noundef %0, float noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #0 {
  %5 = icmp eq i32 %2, 0
  br i1 %5, label %12, label %6

6:                                                ; preds = %4
  %7 = fcmp ult float %1, 1.000000e+00
  br i1 %7, label %12, label %8

8:                                                ; preds = %6
  %9 = fcmp olt float %1, 1.000000e+09
  %10 = select i1 %9, float %1, float 1.000000e+09
  %11 = fptosi float %10 to i32
  br label %12

12:                                               ; preds = %8, %6, %4
  %13 = phi i32 [ 0, %4 ], [ %11, %8 ], [ 1, %6 ]
  %14 = tail call float @llvm.floor.f32(float %0)
  %15 = fcmp ogt float %14, -1.000000e+09
  %16 = select i1 %15, float %14, float -1.000000e+09
  %17 = fcmp olt float %16, 1.000000e+09
  %18 = select i1 %17, float %16, float 1.000000e+09
  %19 = fptosi float %18 to i32
  %20 = icmp slt i32 %13, 1
  br i1 %20, label %21, label %23

21:                                               ; preds = %12
  %22 = add nsw i32 %19, 1
  br label %33

23:                                               ; preds = %12
  %24 = srem i32 %19, %13
  %25 = icmp slt i32 %24, 0
  %26 = select i1 %25, i32 %13, i32 0
  %27 = add nsw i32 %26, %24
  %28 = add nsw i32 %19, 1
  %29 = srem i32 %28, %13
  %30 = icmp slt i32 %29, 0
  %31 = select i1 %30, i32 %13, i32 0
  %32 = add nsw i32 %31, %29
  br label %33

33:                                               ; preds = %23, %21
  %34 = phi i32 [ %27, %23 ], [ %19, %21 ]
  %35 = phi i32 [ %32, %23 ], [ %22, %21 ]
  %36 = lshr i32 %3, 16
  %37 = xor i32 %36, %3
  %38 = mul i32 %37, 2146121005
  %39 = lshr i32 %38, 15
  %40 = xor i32 %39, %38
  %41 = mul i32 %40, -1674769041
  %42 = lshr i32 %41, 15
  %43 = xor i32 %42, %41
  %44 = mul i32 %43, -1674769041
  %45 = lshr i32 %44, 15
  %46 = xor i32 %45, %44
  %47 = mul i32 %46, -2073254261
  %48 = lshr i32 %47, 16
  %49 = xor i32 %48, %47
  %50 = sitofp i32 %19 to float
  %51 = fsub float %0, %50
  %52 = insertelement <2 x i32> poison, i32 %35, i64 0
  %53 = insertelement <2 x i32> %52, i32 %34, i64 1
  %54 = insertelement <2 x i32> poison, i32 %49, i64 0
  %55 = shufflevector <2 x i32> %54, <2 x i32> poison, <2 x i32> zeroinitializer
  %56 = add <2 x i32> %53, %55
  %57 = lshr <2 x i32> %56, <i32 16, i32 16>
  %58 = xor <2 x i32> %57, %56
  %59 = mul <2 x i32> %58, <i32 2146121005, i32 2146121005>
  %60 = lshr <2 x i32> %59, <i32 15, i32 15>
  %61 = xor <2 x i32> %60, %59
  %62 = mul <2 x i32> %61, <i32 -2073254261, i32 -2073254261>
  %63 = lshr <2 x i32> %62, <i32 16, i32 16>
  %64 = xor <2 x i32> %63, %62
  %65 = fadd float %51, -1.000000e+00
  %66 = and <2 x i32> %64, <i32 7, i32 7>
  %67 = uitofp <2 x i32> %66 to <2 x float>
  %68 = fadd <2 x float> %67, <float 1.000000e+00, float 1.000000e+00>
  %69 = and <2 x i32> %64, <i32 8, i32 8>
  %70 = icmp eq <2 x i32> %69, zeroinitializer
  %71 = fneg <2 x float> %68
  %72 = select <2 x i1> %70, <2 x float> %68, <2 x float> %71
  %73 = insertelement <2 x float> poison, float %65, i64 0
  %74 = insertelement <2 x float> %73, float %51, i64 1
  %75 = fmul <2 x float> %74, %72
  %76 = fmul float %51, %51
  %77 = fmul float %51, %76
  %78 = fmul float %51, 6.000000e+00
  %79 = fadd float %78, -1.500000e+01
  %80 = fmul float %51, %79
  %81 = fadd float %80, 1.000000e+01
  %82 = fmul float %77, %81
  %83 = extractelement <2 x float> %75, i64 0
  %84 = extractelement <2 x float> %75, i64 1
  %85 = fsub float %83, %84
  %86 = fmul float %82, %85
  %87 = fadd float %84, %86
  %88 = fmul float %87, 0x3FCC28F5C0000000
  %89 = fmul float %88, 5.000000e-01
  %90 = fadd float %89, 5.000000e-01
  %91 = fcmp ogt float %90, 0.000000e+00
  %92 = select i1 %91, float %90, float 0.000000e+00
  %93 = fcmp olt float %92, 1.000000e+00
  %94 = select i1 %93, float %92, float 1.000000e+00
  ret float %94
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal float @rsl_pnoise__f_ffff(float noundef %0, float noundef %1, float noundef %2, float noundef %3) local_unnamed_addr #0 {
  %5 = tail call fastcc float @n2(float noundef %0, float noundef %1, float noundef %2, float noundef %3, i32 noundef 1, i32 noundef 0)
  ret float %5
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal float @rsl_pnoise__f_pp(<3 x float> noundef %0, <3 x float> noundef %1) local_unnamed_addr #6 {
  %3 = alloca [3 x i32], align 4
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %3) #27
  %4 = extractelement <3 x float> %1, i64 0
  %5 = fcmp ult float %4, 1.000000e+00
  br i1 %5, label %10, label %6

6:                                                ; preds = %2
  %7 = fcmp olt float %4, 1.000000e+09
  %8 = select i1 %7, float %4, float 1.000000e+09
  %9 = fptosi float %8 to i32
  br label %10

10:                                               ; preds = %6, %2
  %11 = phi i32 [ %9, %6 ], [ 1, %2 ]
  store i32 %11, ptr %3, align 4, !tbaa !16
  %12 = getelementptr inbounds i32, ptr %3, i64 1
  %13 = extractelement <3 x float> %1, i64 1
  %14 = fcmp ult float %13, 1.000000e+00
  br i1 %14, label %19, label %15

15:                                               ; preds = %10
  %16 = fcmp olt float %13, 1.000000e+09
  %17 = select i1 %16, float %13, float 1.000000e+09
  %18 = fptosi float %17 to i32
  br label %19

19:                                               ; preds = %15, %10
  %20 = phi i32 [ %18, %15 ], [ 1, %10 ]
  store i32 %20, ptr %12, align 4, !tbaa !16
  %21 = extractelement <3 x float> %1, i64 2
  %22 = fcmp ult float %21, 1.000000e+00
  br i1 %22, label %27, label %23

23:                                               ; preds = %19
  %24 = fcmp olt float %21, 1.000000e+09
  %25 = select i1 %24, float %21, float 1.000000e+09
  %26 = fptosi float %25 to i32
  br label %27

27:                                               ; preds = %23, %19
  %28 = phi i32 [ %26, %23 ], [ 1, %19 ]
  %29 = getelementptr inbounds i32, ptr %3, i64 2
  store i32 %28, ptr %29, align 4, !tbaa !16
  %30 = call fastcc float @n3(<3 x float> noundef %0, ptr noundef nonnull %3, i32 noundef 0)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %3) #27
  ret float %30
}

; Function Attrs: nofree nosync nounwind memory(none)
define internal float @rsl_pnoise__f_pfpf(<3 x float> noundef %0, float noundef %1, <3 x float> noundef %2, float noundef %3) local_unnamed_addr #13 {
  %5 = alloca [4 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #27
  %6 = extractelement <3 x float> %2, i64 0
  %7 = fcmp ult float %6, 1.000000e+00
  br i1 %7, label %12, label %8

8:                                                ; preds = %4
  %9 = fcmp olt float %6, 1.000000e+09
  %10 = select i1 %9, float %6, float 1.000000e+09
  %11 = fptosi float %10 to i32
  br label %12

12:                                               ; preds = %8, %4
  %13 = phi i32 [ %11, %8 ], [ 1, %4 ]
  store i32 %13, ptr %5, align 16, !tbaa !16
  %14 = getelementptr inbounds i32, ptr %5, i64 1
  %15 = extractelement <3 x float> %2, i64 1
  %16 = fcmp ult float %15, 1.000000e+00
  br i1 %16, label %21, label %17

17:                                               ; preds = %12
  %18 = fcmp olt float %15, 1.000000e+09
  %19 = select i1 %18, float %15, float 1.000000e+09
  %20 = fptosi float %19 to i32
  br label %21

21:                                               ; preds = %17, %12
  %22 = phi i32 [ %20, %17 ], [ 1, %12 ]
  store i32 %22, ptr %14, align 4, !tbaa !16
  %23 = getelementptr inbounds i32, ptr %5, i64 2
  %24 = extractelement <3 x float> %2, i64 2
  %25 = fcmp ult float %24, 1.000000e+00
  br i1 %25, label %30, label %26

26:                                               ; preds = %21
  %27 = fcmp olt float %24, 1.000000e+09
  %28 = select i1 %27, float %24, float 1.000000e+09
  %29 = fptosi float %28 to i32
  br label %30

30:                                               ; preds = %26, %21
  %31 = phi i32 [ %29, %26 ], [ 1, %21 ]
  store i32 %31, ptr %23, align 8, !tbaa !16
  %32 = fcmp ult float %3, 1.000000e+00
  br i1 %32, label %37, label %33

33:                                               ; preds = %30
  %34 = fcmp olt float %3, 1.000000e+09
  %35 = select i1 %34, float %3, float 1.000000e+09
  %36 = fptosi float %35 to i32
  br label %37

37:                                               ; preds = %33, %30
  %38 = phi i32 [ %36, %33 ], [ 1, %30 ]
  %39 = getelementptr inbounds i32, ptr %5, i64 3
  store i32 %38, ptr %39, align 4, !tbaa !16
  %40 = call fastcc float @n4(<3 x float> noundef %0, float noundef %1, ptr noundef nonnull %5, i32 noundef 0)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #27
  ret float %40
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal float @rsl_cellnoise__f_f(float noundef %0) local_unnamed_addr #0 {
  %2 = tail call float @llvm.floor.f32(float %0)
  %3 = fcmp ogt float %2, -1.000000e+09
  %4 = select i1 %3, float %2, float -1.000000e+09
  %5 = fcmp olt float %4, 1.000000e+09
  %6 = select i1 %5, float %4, float 1.000000e+09
  %7 = fptosi float %6 to i32
  %8 = lshr i32 %7, 16
  %9 = xor i32 %8, %7
  %10 = mul i32 %9, 2146121005
  %11 = lshr i32 %10, 15
  %12 = xor i32 %11, %10
  %13 = mul i32 %12, -2073254261
  %14 = lshr i32 %13, 24
  %15 = lshr i32 %13, 8
  %16 = xor i32 %14, %15
  %17 = uitofp i32 %16 to float
  %18 = fmul float %17, 0x3E70000000000000
  ret float %18
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal float @rsl_cellnoise__f_ff(float noundef %0, float noundef %1) local_unnamed_addr #0 {
  %3 = tail call float @llvm.floor.f32(float %0)
  %4 = fcmp ogt float %3, -1.000000e+09
  %5 = select i1 %4, float %3, float -1.000000e+09
  %6 = fcmp olt float %5, 1.000000e+09
  %7 = select i1 %6, float %5, float 1.000000e+09
  %8 = fptosi float %7 to i32
  %9 = tail call float @llvm.floor.f32(float %1)
  %10 = fcmp ogt float %9, -1.000000e+09
  %11 = select i1 %10, float %9, float -1.000000e+09
  %12 = fcmp olt float %11, 1.000000e+09
  %13 = select i1 %12, float %11, float 1.000000e+09
  %14 = fptosi float %13 to i32
  %15 = lshr i32 %14, 16
  %16 = xor i32 %15, %14
  %17 = mul i32 %16, 2146121005
  %18 = lshr i32 %17, 15
  %19 = xor i32 %18, %17
  %20 = mul i32 %19, -2073254261
  %21 = lshr i32 %20, 16
  %22 = xor i32 %21, %20
  %23 = add i32 %22, %8
  %24 = lshr i32 %23, 16
  %25 = xor i32 %24, %23
  %26 = mul i32 %25, 2146121005
  %27 = lshr i32 %26, 15
  %28 = xor i32 %27, %26
  %29 = mul i32 %28, -2073254261
  %30 = lshr i32 %29, 24
  %31 = lshr i32 %29, 8
  %32 = xor i32 %30, %31
  %33 = uitofp i32 %32 to float
  %34 = fmul float %33, 0x3E70000000000000
  ret float %34
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal float @rsl_cellnoise__f_p(<3 x float> noundef %0) local_unnamed_addr #6 {
  %2 = extractelement <3 x float> %0, i64 0
  %3 = tail call float @llvm.floor.f32(float %2)
  %4 = fcmp ogt float %3, -1.000000e+09
  %5 = select i1 %4, float %3, float -1.000000e+09
  %6 = fcmp olt float %5, 1.000000e+09
  %7 = select i1 %6, float %5, float 1.000000e+09
  %8 = fptosi float %7 to i32
  %9 = extractelement <3 x float> %0, i64 1
  %10 = tail call float @llvm.floor.f32(float %9)
  %11 = fcmp ogt float %10, -1.000000e+09
  %12 = select i1 %11, float %10, float -1.000000e+09
  %13 = fcmp olt float %12, 1.000000e+09
  %14 = select i1 %13, float %12, float 1.000000e+09
  %15 = fptosi float %14 to i32
  %16 = extractelement <3 x float> %0, i64 2
  %17 = tail call float @llvm.floor.f32(float %16)
  %18 = fcmp ogt float %17, -1.000000e+09
  %19 = select i1 %18, float %17, float -1.000000e+09
  %20 = fcmp olt float %19, 1.000000e+09
  %21 = select i1 %20, float %19, float 1.000000e+09
  %22 = fptosi float %21 to i32
  %23 = lshr i32 %22, 16
  %24 = xor i32 %23, %22
  %25 = mul i32 %24, 2146121005
  %26 = lshr i32 %25, 15
  %27 = xor i32 %26, %25
  %28 = mul i32 %27, -2073254261
  %29 = lshr i32 %28, 16
  %30 = xor i32 %29, %28
  %31 = add i32 %30, %15
  %32 = lshr i32 %31, 16
  %33 = xor i32 %32, %31
  %34 = mul i32 %33, 2146121005
  %35 = lshr i32 %34, 15
  %36 = xor i32 %35, %34
  %37 = mul i32 %36, -2073254261
  %38 = lshr i32 %37, 16
  %39 = xor i32 %38, %37
  %40 = add i32 %39, %8
  %41 = lshr i32 %40, 16
  %42 = xor i32 %41, %40
  %43 = mul i32 %42, 2146121005
  %44 = lshr i32 %43, 15
  %45 = xor i32 %44, %43
  %46 = mul i32 %45, -2073254261
  %47 = lshr i32 %46, 24
  %48 = lshr i32 %46, 8
  %49 = xor i32 %47, %48
  %50 = uitofp i32 %49 to float
  %51 = fmul float %50, 0x3E70000000000000
  ret float %51
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal float @rsl_cellnoise__f_pf(<3 x float> noundef %0, float noundef %1) local_unnamed_addr #6 {
  %3 = extractelement <3 x float> %0, i64 0
  %4 = tail call float @llvm.floor.f32(float %3)
  %5 = fcmp ogt float %4, -1.000000e+09
  %6 = select i1 %5, float %4, float -1.000000e+09
  %7 = fcmp olt float %6, 1.000000e+09
  %8 = select i1 %7, float %6, float 1.000000e+09
  %9 = fptosi float %8 to i32
  %10 = extractelement <3 x float> %0, i64 1
  %11 = tail call float @llvm.floor.f32(float %10)
  %12 = fcmp ogt float %11, -1.000000e+09
  %13 = select i1 %12, float %11, float -1.000000e+09
  %14 = fcmp olt float %13, 1.000000e+09
  %15 = select i1 %14, float %13, float 1.000000e+09
  %16 = fptosi float %15 to i32
  %17 = extractelement <3 x float> %0, i64 2
  %18 = tail call float @llvm.floor.f32(float %17)
  %19 = fcmp ogt float %18, -1.000000e+09
  %20 = select i1 %19, float %18, float -1.000000e+09
  %21 = fcmp olt float %20, 1.000000e+09
  %22 = select i1 %21, float %20, float 1.000000e+09
  %23 = fptosi float %22 to i32
  %24 = tail call float @llvm.floor.f32(float %1)
  %25 = fcmp ogt float %24, -1.000000e+09
  %26 = select i1 %25, float %24, float -1.000000e+09
  %27 = fcmp olt float %26, 1.000000e+09
  %28 = select i1 %27, float %26, float 1.000000e+09
  %29 = fptosi float %28 to i32
  %30 = lshr i32 %29, 16
  %31 = xor i32 %30, %29
  %32 = mul i32 %31, 2146121005
  %33 = lshr i32 %32, 15
  %34 = xor i32 %33, %32
  %35 = mul i32 %34, -2073254261
  %36 = lshr i32 %35, 16
  %37 = xor i32 %36, %35
  %38 = add i32 %37, %23
  %39 = lshr i32 %38, 16
  %40 = xor i32 %39, %38
  %41 = mul i32 %40, 2146121005
  %42 = lshr i32 %41, 15
  %43 = xor i32 %42, %41
  %44 = mul i32 %43, -2073254261
  %45 = lshr i32 %44, 16
  %46 = xor i32 %45, %44
  %47 = add i32 %46, %16
  %48 = lshr i32 %47, 16
  %49 = xor i32 %48, %47
  %50 = mul i32 %49, 2146121005
  %51 = lshr i32 %50, 15
  %52 = xor i32 %51, %50
  %53 = mul i32 %52, -2073254261
  %54 = lshr i32 %53, 16
  %55 = xor i32 %54, %53
  %56 = add i32 %55, %9
  %57 = lshr i32 %56, 16
  %58 = xor i32 %57, %56
  %59 = mul i32 %58, 2146121005
  %60 = lshr i32 %59, 15
  %61 = xor i32 %60, %59
  %62 = mul i32 %61, -2073254261
  %63 = lshr i32 %62, 24
  %64 = lshr i32 %62, 8
  %65 = xor i32 %63, %64
  %66 = uitofp i32 %65 to float
  %67 = fmul float %66, 0x3E70000000000000
  ret float %67
}

; Function Attrs: nofree nosync nounwind memory(none)
define internal <3 x float> @rsl_noise__c_f(float noundef %0) local_unnamed_addr #13 {
  %2 = tail call float @llvm.floor.f32(float %0)
  %3 = fcmp ogt float %2, -1.000000e+09
  %4 = select i1 %3, float %2, float -1.000000e+09
  %5 = fcmp olt float %4, 1.000000e+09
  %6 = select i1 %5, float %4, float 1.000000e+09
  %7 = fptosi float %6 to i32
  %8 = sitofp i32 %7 to float
  %9 = fsub float %0, %8
  %10 = fadd float %9, -1.000000e+00
  %11 = fmul float %9, %9
  %12 = fmul float %9, %11
  %13 = fmul float %9, 6.000000e+00
  %14 = fadd float %13, -1.500000e+01
  %15 = fmul float %9, %14
  %16 = fadd float %15, 1.000000e+01
  %17 = fmul float %12, %16
  %18 = insertelement <2 x i32> poison, i32 %7, i64 0
  %19 = shufflevector <2 x i32> %18, <2 x i32> poison, <2 x i32> zeroinitializer
  %20 = add <2 x i32> %19, <i32 -1806715563, i32 -1806715564>
  %21 = lshr <2 x i32> %20, <i32 16, i32 16>
  %22 = xor <2 x i32> %21, %20
  %23 = mul <2 x i32> %22, <i32 2146121005, i32 2146121005>
  %24 = lshr <2 x i32> %23, <i32 15, i32 15>
  %25 = xor <2 x i32> %24, %23
  %26 = mul <2 x i32> %25, <i32 -2073254261, i32 -2073254261>
  %27 = lshr <2 x i32> %26, <i32 16, i32 16>
  %28 = xor <2 x i32> %27, %26
  %29 = and <2 x i32> %28, <i32 7, i32 7>
  %30 = uitofp <2 x i32> %29 to <2 x float>
  %31 = fadd <2 x float> %30, <float 1.000000e+00, float 1.000000e+00>
  %32 = and <2 x i32> %28, <i32 8, i32 8>
  %33 = icmp eq <2 x i32> %32, zeroinitializer
  %34 = fneg <2 x float> %31
  %35 = select <2 x i1> %33, <2 x float> %31, <2 x float> %34
  %36 = insertelement <2 x float> poison, float %10, i64 0
  %37 = insertelement <2 x float> %36, float %9, i64 1
  %38 = fmul <2 x float> %37, %35
  %39 = extractelement <2 x float> %38, i64 0
  %40 = extractelement <2 x float> %38, i64 1
  %41 = fsub float %39, %40
  %42 = fmul float %17, %41
  %43 = fadd float %40, %42
  %44 = fmul float %43, 0x3FCC28F5C0000000
  %45 = fmul float %44, 5.000000e-01
  %46 = fadd float %45, 5.000000e-01
  %47 = fcmp ogt float %46, 0.000000e+00
  %48 = select i1 %47, float %46, float 0.000000e+00
  %49 = fcmp olt float %48, 1.000000e+00
  %50 = select i1 %49, float %48, float 1.000000e+00
  %51 = add i32 %7, -1122081909
  %52 = lshr i32 %51, 16
  %53 = xor i32 %52, %51
  %54 = mul i32 %53, 2146121005
  %55 = lshr i32 %54, 15
  %56 = xor i32 %55, %54
  %57 = mul i32 %56, -2073254261
  %58 = lshr i32 %57, 16
  %59 = xor i32 %58, %57
  %60 = and i32 %59, 8
  %61 = and i32 %59, 7
  %62 = uitofp i32 %61 to float
  %63 = add i32 %7, -1154489998
  %64 = lshr i32 %63, 16
  %65 = xor i32 %64, %63
  %66 = mul i32 %65, 2146121005
  %67 = lshr i32 %66, 15
  %68 = xor i32 %67, %66
  %69 = mul i32 %68, -2073254261
  %70 = lshr i32 %69, 16
  %71 = xor i32 %70, %69
  %72 = and i32 %71, 8
  %73 = and i32 %71, 7
  %74 = uitofp i32 %73 to float
  %75 = add <2 x i32> %19, <i32 -1122081908, i32 -1154489997>
  %76 = lshr <2 x i32> %75, <i32 16, i32 16>
  %77 = xor <2 x i32> %76, %75
  %78 = mul <2 x i32> %77, <i32 2146121005, i32 2146121005>
  %79 = lshr <2 x i32> %78, <i32 15, i32 15>
  %80 = xor <2 x i32> %79, %78
  %81 = mul <2 x i32> %80, <i32 -2073254261, i32 -2073254261>
  %82 = lshr <2 x i32> %81, <i32 16, i32 16>
  %83 = xor <2 x i32> %82, %81
  %84 = and <2 x i32> %83, <i32 7, i32 7>
  %85 = uitofp <2 x i32> %84 to <2 x float>
  %86 = fadd <2 x float> %85, <float 1.000000e+00, float 1.000000e+00>
  %87 = and <2 x i32> %83, <i32 8, i32 8>
  %88 = icmp eq <2 x i32> %87, zeroinitializer
  %89 = fneg <2 x float> %86
  %90 = select <2 x i1> %88, <2 x float> %86, <2 x float> %89
  %91 = insertelement <2 x i32> poison, i32 %60, i64 0
  %92 = insertelement <2 x i32> %91, i32 %72, i64 1
  %93 = icmp eq <2 x i32> %92, zeroinitializer
  %94 = insertelement <2 x float> poison, float %62, i64 0
  %95 = insertelement <2 x float> %94, float %74, i64 1
  %96 = fadd <2 x float> %95, <float 1.000000e+00, float 1.000000e+00>
  %97 = fneg <2 x float> %96
  %98 = select <2 x i1> %93, <2 x float> %96, <2 x float> %97
  %99 = insertelement <2 x float> poison, float %9, i64 0
  %100 = shufflevector <2 x float> %99, <2 x float> poison, <2 x i32> zeroinitializer
  %101 = fmul <2 x float> %100, %98
  %102 = shufflevector <2 x float> %36, <2 x float> poison, <2 x i32> zeroinitializer
  %103 = fmul <2 x float> %102, %90
  %104 = fsub <2 x float> %103, %101
  %105 = insertelement <2 x float> poison, float %17, i64 0
  %106 = shufflevector <2 x float> %105, <2 x float> poison, <2 x i32> zeroinitializer
  %107 = fmul <2 x float> %106, %104
  %108 = fadd <2 x float> %101, %107
  %109 = fmul <2 x float> %108, <float 0x3FCC28F5C0000000, float 0x3FCC28F5C0000000>
  %110 = fmul <2 x float> %109, <float 5.000000e-01, float 5.000000e-01>
  %111 = fadd <2 x float> %110, <float 5.000000e-01, float 5.000000e-01>
  %112 = fcmp ogt <2 x float> %111, zeroinitializer
  %113 = select <2 x i1> %112, <2 x float> %111, <2 x float> zeroinitializer
  %114 = fcmp olt <2 x float> %113, <float 1.000000e+00, float 1.000000e+00>
  %115 = select <2 x i1> %114, <2 x float> %113, <2 x float> <float 1.000000e+00, float 1.000000e+00>
  %116 = insertelement <3 x float> undef, float %50, i64 0
  %117 = shufflevector <2 x float> %115, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 undef>
  %118 = shufflevector <3 x float> %116, <3 x float> %117, <3 x i32> <i32 0, i32 3, i32 4>
  ret <3 x float> %118
}

; Function Attrs: nofree nosync nounwind memory(none)
define internal <3 x float> @rsl_noise__c_ff(float noundef %0, float noundef %1) local_unnamed_addr #13 {
  %3 = tail call fastcc float @n2(float noundef %0, float noundef %1, float noundef 0.000000e+00, float noundef 0.000000e+00, i32 noundef 0, i32 noundef -1640531527)
  %4 = tail call fastcc float @n2(float noundef %0, float noundef %1, float noundef 0.000000e+00, float noundef 0.000000e+00, i32 noundef 0, i32 noundef 2135587861)
  %5 = tail call fastcc float @n2(float noundef %0, float noundef %1, float noundef 0.000000e+00, float noundef 0.000000e+00, i32 noundef 0, i32 noundef -207830944)
  %6 = insertelement <3 x float> undef, float %3, i64 0
  %7 = insertelement <3 x float> %6, float %4, i64 1
  %8 = insertelement <3 x float> %7, float %5, i64 2
  ret <3 x float> %8
}

; Function Attrs: nofree nosync nounwind memory(none)
define internal <3 x float> @rsl_noise__c_p(<3 x float> noundef %0) local_unnamed_addr #13 {
  %2 = tail call fastcc float @n3(<3 x float> noundef %0, ptr noundef nonnull @no_period, i32 noundef -1640531527)
  %3 = tail call fastcc float @n3(<3 x float> noundef %0, ptr noundef nonnull @no_period, i32 noundef 2135587861)
  %4 = tail call fastcc float @n3(<3 x float> noundef %0, ptr noundef nonnull @no_period, i32 noundef -207830944)
  %5 = insertelement <3 x float> undef, float %2, i64 0
  %6 = insertelement <3 x float> %5, float %3, i64 1
  %7 = insertelement <3 x float> %6, float %4, i64 2
  ret <3 x float> %7
}

; Function Attrs: nofree nosync nounwind memory(none)
define internal <3 x float> @rsl_noise__c_pf(<3 x float> noundef %0, float noundef %1) local_unnamed_addr #13 {
  %3 = tail call fastcc float @n4(<3 x float> noundef %0, float noundef %1, ptr noundef nonnull @no_period, i32 noundef -1640531527)
  %4 = tail call fastcc float @n4(<3 x float> noundef %0, float noundef %1, ptr noundef nonnull @no_period, i32 noundef 2135587861)
  %5 = tail call fastcc float @n4(<3 x float> noundef %0, float noundef %1, ptr noundef nonnull @no_period, i32 noundef -207830944)
  %6 = insertelement <3 x float> undef, float %3, i64 0
  %7 = insertelement <3 x float> %6, float %4, i64 1
  %8 = insertelement <3 x float> %7, float %5, i64 2
  ret <3 x float> %8
}

; Function Attrs: nofree nosync nounwind memory(none)
define internal <3 x float> @rsl_pnoise__c_ff(float noundef %0, float noundef %1) local_unnamed_addr #13 {
  %3 = tail call fastcc float @n1(float noundef %0, float noundef %1, i32 noundef 1, i32 noundef -1640531527)
  %4 = tail call fastcc float @n1(float noundef %0, float noundef %1, i32 noundef 1, i32 noundef 2135587861)
  %5 = tail call fastcc float @n1(float noundef %0, float noundef %1, i32 noundef 1, i32 noundef -207830944)
  %6 = insertelement <3 x float> undef, float %3, i64 0
  %7 = insertelement <3 x float> %6, float %4, i64 1
  %8 = insertelement <3 x float> %7, float %5, i64 2
  ret <3 x float> %8
}

; Function Attrs: nofree nosync nounwind memory(none)
define internal <3 x float> @rsl_pnoise__c_ffff(float noundef %0, float noundef %1, float noundef %2, float noundef %3) local_unnamed_addr #13 {
  %5 = tail call fastcc float @n2(float noundef %0, float noundef %1, float noundef %2, float noundef %3, i32 noundef 1, i32 noundef -1640531527)
  %6 = tail call fastcc float @n2(float noundef %0, float noundef %1, float noundef %2, float noundef %3, i32 noundef 1, i32 noundef 2135587861)
  %7 = tail call fastcc float @n2(float noundef %0, float noundef %1, float noundef %2, float noundef %3, i32 noundef 1, i32 noundef -207830944)
  %8 = insertelement <3 x float> undef, float %5, i64 0
  %9 = insertelement <3 x float> %8, float %6, i64 1
  %10 = insertelement <3 x float> %9, float %7, i64 2
  ret <3 x float> %10
}

; Function Attrs: nofree nosync nounwind memory(none)
define internal <3 x float> @rsl_pnoise__c_pp(<3 x float> noundef %0, <3 x float> noundef %1) local_unnamed_addr #13 {
  %3 = alloca [3 x i32], align 4
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %3) #27
  %4 = extractelement <3 x float> %1, i64 0
  %5 = fcmp ult float %4, 1.000000e+00
  br i1 %5, label %10, label %6

6:                                                ; preds = %2
  %7 = fcmp olt float %4, 1.000000e+09
  %8 = select i1 %7, float %4, float 1.000000e+09
  %9 = fptosi float %8 to i32
  br label %10

10:                                               ; preds = %6, %2
  %11 = phi i32 [ %9, %6 ], [ 1, %2 ]
  store i32 %11, ptr %3, align 4, !tbaa !16
  %12 = getelementptr inbounds i32, ptr %3, i64 1
  %13 = extractelement <3 x float> %1, i64 1
  %14 = fcmp ult float %13, 1.000000e+00
  br i1 %14, label %19, label %15

15:                                               ; preds = %10
  %16 = fcmp olt float %13, 1.000000e+09
  %17 = select i1 %16, float %13, float 1.000000e+09
  %18 = fptosi float %17 to i32
  br label %19

19:                                               ; preds = %15, %10
  %20 = phi i32 [ %18, %15 ], [ 1, %10 ]
  store i32 %20, ptr %12, align 4, !tbaa !16
  %21 = extractelement <3 x float> %1, i64 2
  %22 = fcmp ult float %21, 1.000000e+00
  br i1 %22, label %27, label %23

23:                                               ; preds = %19
  %24 = fcmp olt float %21, 1.000000e+09
  %25 = select i1 %24, float %21, float 1.000000e+09
  %26 = fptosi float %25 to i32
  br label %27

27:                                               ; preds = %23, %19
  %28 = phi i32 [ %26, %23 ], [ 1, %19 ]
  %29 = getelementptr inbounds i32, ptr %3, i64 2
  store i32 %28, ptr %29, align 4, !tbaa !16
  %30 = call fastcc float @n3(<3 x float> noundef %0, ptr noundef nonnull %3, i32 noundef -1640531527)
  %31 = call fastcc float @n3(<3 x float> noundef %0, ptr noundef nonnull %3, i32 noundef 2135587861)
  %32 = call fastcc float @n3(<3 x float> noundef %0, ptr noundef nonnull %3, i32 noundef -207830944)
  %33 = insertelement <3 x float> undef, float %30, i64 0
  %34 = insertelement <3 x float> %33, float %31, i64 1
  %35 = insertelement <3 x float> %34, float %32, i64 2
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %3) #27
  ret <3 x float> %35
}

; Function Attrs: nofree nosync nounwind memory(none)
define internal <3 x float> @rsl_pnoise__c_pfpf(<3 x float> noundef %0, float noundef %1, <3 x float> noundef %2, float noundef %3) local_unnamed_addr #13 {
  %5 = alloca [4 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #27
  %6 = extractelement <3 x float> %2, i64 0
  %7 = fcmp ult float %6, 1.000000e+00
  br i1 %7, label %12, label %8

8:                                                ; preds = %4
  %9 = fcmp olt float %6, 1.000000e+09
  %10 = select i1 %9, float %6, float 1.000000e+09
  %11 = fptosi float %10 to i32
  br label %12

12:                                               ; preds = %8, %4
  %13 = phi i32 [ %11, %8 ], [ 1, %4 ]
  store i32 %13, ptr %5, align 16, !tbaa !16
  %14 = getelementptr inbounds i32, ptr %5, i64 1
  %15 = extractelement <3 x float> %2, i64 1
  %16 = fcmp ult float %15, 1.000000e+00
  br i1 %16, label %21, label %17

17:                                               ; preds = %12
  %18 = fcmp olt float %15, 1.000000e+09
  %19 = select i1 %18, float %15, float 1.000000e+09
  %20 = fptosi float %19 to i32
  br label %21

21:                                               ; preds = %17, %12
  %22 = phi i32 [ %20, %17 ], [ 1, %12 ]
  store i32 %22, ptr %14, align 4, !tbaa !16
  %23 = getelementptr inbounds i32, ptr %5, i64 2
  %24 = extractelement <3 x float> %2, i64 2
  %25 = fcmp ult float %24, 1.000000e+00
  br i1 %25, label %30, label %26

26:                                               ; preds = %21
  %27 = fcmp olt float %24, 1.000000e+09
  %28 = select i1 %27, float %24, float 1.000000e+09
  %29 = fptosi float %28 to i32
  br label %30

30:                                               ; preds = %26, %21
  %31 = phi i32 [ %29, %26 ], [ 1, %21 ]
  store i32 %31, ptr %23, align 8, !tbaa !16
  %32 = fcmp ult float %3, 1.000000e+00
  br i1 %32, label %37, label %33

33:                                               ; preds = %30
  %34 = fcmp olt float %3, 1.000000e+09
  %35 = select i1 %34, float %3, float 1.000000e+09
  %36 = fptosi float %35 to i32
  br label %37

37:                                               ; preds = %33, %30
  %38 = phi i32 [ %36, %33 ], [ 1, %30 ]
  %39 = getelementptr inbounds i32, ptr %5, i64 3
  store i32 %38, ptr %39, align 4, !tbaa !16
  %40 = call fastcc float @n4(<3 x float> noundef %0, float noundef %1, ptr noundef nonnull %5, i32 noundef -1640531527)
  %41 = call fastcc float @n4(<3 x float> noundef %0, float noundef %1, ptr noundef nonnull %5, i32 noundef 2135587861)
  %42 = call fastcc float @n4(<3 x float> noundef %0, float noundef %1, ptr noundef nonnull %5, i32 noundef -207830944)
  %43 = insertelement <3 x float> undef, float %40, i64 0
  %44 = insertelement <3 x float> %43, float %41, i64 1
  %45 = insertelement <3 x float> %44, float %42, i64 2
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #27
  ret <3 x float> %45
}

; Function Attrs: nofree nosync nounwind memory(none)
define internal <3 x float> @rsl_cellnoise__c_f(float noundef %0) local_unnamed_addr #13 {
  %2 = tail call float @llvm.floor.f32(float %0)
  %3 = fcmp ogt float %2, -1.000000e+09
  %4 = select i1 %3, float %2, float -1.000000e+09
  %5 = fcmp olt float %4, 1.000000e+09
  %6 = select i1 %5, float %4, float 1.000000e+09
  %7 = fptosi float %6 to i32
  %8 = add i32 %7, -1806715564
  %9 = lshr i32 %8, 16
  %10 = xor i32 %9, %8
  %11 = mul i32 %10, 2146121005
  %12 = lshr i32 %11, 15
  %13 = xor i32 %12, %11
  %14 = mul i32 %13, -2073254261
  %15 = lshr i32 %14, 24
  %16 = lshr i32 %14, 8
  %17 = xor i32 %15, %16
  %18 = uitofp i32 %17 to float
  %19 = fmul float %18, 0x3E70000000000000
  %20 = add i32 %7, -1122081909
  %21 = lshr i32 %20, 16
  %22 = xor i32 %21, %20
  %23 = mul i32 %22, 2146121005
  %24 = lshr i32 %23, 15
  %25 = xor i32 %24, %23
  %26 = mul i32 %25, -2073254261
  %27 = lshr i32 %26, 24
  %28 = lshr i32 %26, 8
  %29 = xor i32 %27, %28
  %30 = uitofp i32 %29 to float
  %31 = fmul float %30, 0x3E70000000000000
  %32 = add i32 %7, -1154489998
  %33 = lshr i32 %32, 16
  %34 = xor i32 %33, %32
  %35 = mul i32 %34, 2146121005
  %36 = lshr i32 %35, 15
  %37 = xor i32 %36, %35
  %38 = mul i32 %37, -2073254261
  %39 = lshr i32 %38, 24
  %40 = lshr i32 %38, 8
  %41 = xor i32 %39, %40
  %42 = uitofp i32 %41 to float
  %43 = fmul float %42, 0x3E70000000000000
  %44 = insertelement <3 x float> undef, float %19, i64 0
  %45 = insertelement <3 x float> %44, float %31, i64 1
  %46 = insertelement <3 x float> %45, float %43, i64 2
  ret <3 x float> %46
}

; Function Attrs: nofree nosync nounwind memory(none)
define internal <3 x float> @rsl_cellnoise__c_ff(float noundef %0, float noundef %1) local_unnamed_addr #13 {
  %3 = tail call float @llvm.floor.f32(float %0)
  %4 = fcmp ogt float %3, -1.000000e+09
  %5 = select i1 %4, float %3, float -1.000000e+09
  %6 = fcmp olt float %5, 1.000000e+09
  %7 = select i1 %6, float %5, float 1.000000e+09
  %8 = fptosi float %7 to i32
  %9 = tail call float @llvm.floor.f32(float %1)
  %10 = fcmp ogt float %9, -1.000000e+09
  %11 = select i1 %10, float %9, float -1.000000e+09
  %12 = fcmp olt float %11, 1.000000e+09
  %13 = select i1 %12, float %11, float 1.000000e+09
  %14 = fptosi float %13 to i32
  %15 = add i32 %14, -1368424207
  %16 = lshr i32 %15, 16
  %17 = xor i32 %16, %15
  %18 = mul i32 %17, 2146121005
  %19 = lshr i32 %18, 15
  %20 = xor i32 %19, %18
  %21 = mul i32 %20, -2073254261
  %22 = lshr i32 %21, 16
  %23 = xor i32 %22, %21
  %24 = add i32 %23, %8
  %25 = lshr i32 %24, 16
  %26 = xor i32 %25, %24
  %27 = mul i32 %26, 2146121005
  %28 = lshr i32 %27, 15
  %29 = xor i32 %28, %27
  %30 = mul i32 %29, -2073254261
  %31 = lshr i32 %30, 24
  %32 = lshr i32 %30, 8
  %33 = xor i32 %31, %32
  %34 = uitofp i32 %33 to float
  %35 = fmul float %34, 0x3E70000000000000
  %36 = add i32 %14, -111695974
  %37 = lshr i32 %36, 16
  %38 = xor i32 %37, %36
  %39 = mul i32 %38, 2146121005
  %40 = lshr i32 %39, 15
  %41 = xor i32 %40, %39
  %42 = mul i32 %41, -2073254261
  %43 = lshr i32 %42, 16
  %44 = xor i32 %43, %42
  %45 = add i32 %44, %8
  %46 = lshr i32 %45, 16
  %47 = xor i32 %46, %45
  %48 = mul i32 %47, 2146121005
  %49 = lshr i32 %48, 15
  %50 = xor i32 %49, %48
  %51 = mul i32 %50, -2073254261
  %52 = lshr i32 %51, 24
  %53 = lshr i32 %51, 8
  %54 = xor i32 %52, %53
  %55 = uitofp i32 %54 to float
  %56 = fmul float %55, 0x3E70000000000000
  %57 = add i32 %14, -304329437
  %58 = lshr i32 %57, 16
  %59 = xor i32 %58, %57
  %60 = mul i32 %59, 2146121005
  %61 = lshr i32 %60, 15
  %62 = xor i32 %61, %60
  %63 = mul i32 %62, -2073254261
  %64 = lshr i32 %63, 16
  %65 = xor i32 %64, %63
  %66 = add i32 %65, %8
  %67 = lshr i32 %66, 16
  %68 = xor i32 %67, %66
  %69 = mul i32 %68, 2146121005
  %70 = lshr i32 %69, 15
  %71 = xor i32 %70, %69
  %72 = mul i32 %71, -2073254261
  %73 = lshr i32 %72, 24
  %74 = lshr i32 %72, 8
  %75 = xor i32 %73, %74
  %76 = uitofp i32 %75 to float
  %77 = fmul float %76, 0x3E70000000000000
  %78 = insertelement <3 x float> undef, float %35, i64 0
  %79 = insertelement <3 x float> %78, float %56, i64 1
  %80 = insertelement <3 x float> %79, float %77, i64 2
  ret <3 x float> %80
}

; Function Attrs: nofree nosync nounwind memory(none)
define internal <3 x float> @rsl_cellnoise__c_p(<3 x float> noundef %0) local_unnamed_addr #13 {
  %2 = extractelement <3 x float> %0, i64 0
  %3 = tail call float @llvm.floor.f32(float %2)
  %4 = fcmp ogt float %3, -1.000000e+09
  %5 = select i1 %4, float %3, float -1.000000e+09
  %6 = fcmp olt float %5, 1.000000e+09
  %7 = select i1 %6, float %5, float 1.000000e+09
  %8 = fptosi float %7 to i32
  %9 = extractelement <3 x float> %0, i64 1
  %10 = tail call float @llvm.floor.f32(float %9)
  %11 = fcmp ogt float %10, -1.000000e+09
  %12 = select i1 %11, float %10, float -1.000000e+09
  %13 = fcmp olt float %12, 1.000000e+09
  %14 = select i1 %13, float %12, float 1.000000e+09
  %15 = fptosi float %14 to i32
  %16 = extractelement <3 x float> %0, i64 2
  %17 = tail call float @llvm.floor.f32(float %16)
  %18 = fcmp ogt float %17, -1.000000e+09
  %19 = select i1 %18, float %17, float -1.000000e+09
  %20 = fcmp olt float %19, 1.000000e+09
  %21 = select i1 %20, float %19, float 1.000000e+09
  %22 = fptosi float %21 to i32
  %23 = add i32 %22, 33350994
  %24 = lshr i32 %23, 16
  %25 = xor i32 %24, %23
  %26 = mul i32 %25, 2146121005
  %27 = lshr i32 %26, 15
  %28 = xor i32 %27, %26
  %29 = mul i32 %28, -2073254261
  %30 = lshr i32 %29, 16
  %31 = xor i32 %30, %29
  %32 = add i32 %31, %15
  %33 = lshr i32 %32, 16
  %34 = xor i32 %33, %32
  %35 = mul i32 %34, 2146121005
  %36 = lshr i32 %35, 15
  %37 = xor i32 %36, %35
  %38 = mul i32 %37, -2073254261
  %39 = lshr i32 %38, 16
  %40 = xor i32 %39, %38
  %41 = add i32 %40, %8
  %42 = lshr i32 %41, 16
  %43 = xor i32 %42, %41
  %44 = mul i32 %43, 2146121005
  %45 = lshr i32 %44, 15
  %46 = xor i32 %45, %44
  %47 = mul i32 %46, -2073254261
  %48 = lshr i32 %47, 24
  %49 = lshr i32 %47, 8
  %50 = xor i32 %48, %49
  %51 = uitofp i32 %50 to float
  %52 = fmul float %51, 0x3E70000000000000
  %53 = add i32 %22, -12707885
  %54 = lshr i32 %53, 16
  %55 = xor i32 %54, %53
  %56 = mul i32 %55, 2146121005
  %57 = lshr i32 %56, 15
  %58 = xor i32 %57, %56
  %59 = mul i32 %58, -2073254261
  %60 = lshr i32 %59, 16
  %61 = xor i32 %60, %59
  %62 = add i32 %61, %15
  %63 = lshr i32 %62, 16
  %64 = xor i32 %63, %62
  %65 = mul i32 %64, 2146121005
  %66 = lshr i32 %65, 15
  %67 = xor i32 %66, %65
  %68 = mul i32 %67, -2073254261
  %69 = lshr i32 %68, 16
  %70 = xor i32 %69, %68
  %71 = add i32 %70, %8
  %72 = lshr i32 %71, 16
  %73 = xor i32 %72, %71
  %74 = mul i32 %73, 2146121005
  %75 = lshr i32 %74, 15
  %76 = xor i32 %75, %74
  %77 = mul i32 %76, -2073254261
  %78 = lshr i32 %77, 24
  %79 = lshr i32 %77, 8
  %80 = xor i32 %78, %79
  %81 = uitofp i32 %80 to float
  %82 = fmul float %81, 0x3E70000000000000
  %83 = add i32 %22, -1961502071
  %84 = lshr i32 %83, 16
  %85 = xor i32 %84, %83
  %86 = mul i32 %85, 2146121005
  %87 = lshr i32 %86, 15
  %88 = xor i32 %87, %86
  %89 = mul i32 %88, -2073254261
  %90 = lshr i32 %89, 16
  %91 = xor i32 %90, %89
  %92 = add i32 %91, %15
  %93 = lshr i32 %92, 16
  %94 = xor i32 %93, %92
  %95 = mul i32 %94, 2146121005
  %96 = lshr i32 %95, 15
  %97 = xor i32 %96, %95
  %98 = mul i32 %97, -2073254261
  %99 = lshr i32 %98, 16
  %100 = xor i32 %99, %98
  %101 = add i32 %100, %8
  %102 = lshr i32 %101, 16
  %103 = xor i32 %102, %101
  %104 = mul i32 %103, 2146121005
  %105 = lshr i32 %104, 15
  %106 = xor i32 %105, %104
  %107 = mul i32 %106, -2073254261
  %108 = lshr i32 %107, 24
  %109 = lshr i32 %107, 8
  %110 = xor i32 %108, %109
  %111 = uitofp i32 %110 to float
  %112 = fmul float %111, 0x3E70000000000000
  %113 = insertelement <3 x float> undef, float %52, i64 0
  %114 = insertelement <3 x float> %113, float %82, i64 1
  %115 = insertelement <3 x float> %114, float %112, i64 2
  ret <3 x float> %115
}

; Function Attrs: nofree nosync nounwind memory(none)
define internal <3 x float> @rsl_cellnoise__c_pf(<3 x float> noundef %0, float noundef %1) local_unnamed_addr #13 {
  %3 = extractelement <3 x float> %0, i64 0
  %4 = tail call float @llvm.floor.f32(float %3)
  %5 = fcmp ogt float %4, -1.000000e+09
  %6 = select i1 %5, float %4, float -1.000000e+09
  %7 = fcmp olt float %6, 1.000000e+09
  %8 = select i1 %7, float %6, float 1.000000e+09
  %9 = fptosi float %8 to i32
  %10 = extractelement <3 x float> %0, i64 1
  %11 = tail call float @llvm.floor.f32(float %10)
  %12 = fcmp ogt float %11, -1.000000e+09
  %13 = select i1 %12, float %11, float -1.000000e+09
  %14 = fcmp olt float %13, 1.000000e+09
  %15 = select i1 %14, float %13, float 1.000000e+09
  %16 = fptosi float %15 to i32
  %17 = extractelement <3 x float> %0, i64 2
  %18 = tail call float @llvm.floor.f32(float %17)
  %19 = fcmp ogt float %18, -1.000000e+09
  %20 = select i1 %19, float %18, float -1.000000e+09
  %21 = fcmp olt float %20, 1.000000e+09
  %22 = select i1 %21, float %20, float 1.000000e+09
  %23 = fptosi float %22 to i32
  %24 = tail call float @llvm.floor.f32(float %1)
  %25 = fcmp ogt float %24, -1.000000e+09
  %26 = select i1 %25, float %24, float -1.000000e+09
  %27 = fcmp olt float %26, 1.000000e+09
  %28 = select i1 %27, float %26, float 1.000000e+09
  %29 = fptosi float %28 to i32
  %30 = add i32 %29, -1640531527
  %31 = lshr i32 %30, 16
  %32 = xor i32 %31, %30
  %33 = mul i32 %32, 2146121005
  %34 = lshr i32 %33, 15
  %35 = xor i32 %34, %33
  %36 = mul i32 %35, -2073254261
  %37 = lshr i32 %36, 16
  %38 = xor i32 %37, %36
  %39 = add i32 %38, %23
  %40 = lshr i32 %39, 16
  %41 = xor i32 %40, %39
  %42 = mul i32 %41, 2146121005
  %43 = lshr i32 %42, 15
  %44 = xor i32 %43, %42
  %45 = mul i32 %44, -2073254261
  %46 = lshr i32 %45, 16
  %47 = xor i32 %46, %45
  %48 = add i32 %47, %16
  %49 = lshr i32 %48, 16
  %50 = xor i32 %49, %48
  %51 = mul i32 %50, 2146121005
  %52 = lshr i32 %51, 15
  %53 = xor i32 %52, %51
  %54 = mul i32 %53, -2073254261
  %55 = lshr i32 %54, 16
  %56 = xor i32 %55, %54
  %57 = add i32 %56, %9
  %58 = lshr i32 %57, 16
  %59 = xor i32 %58, %57
  %60 = mul i32 %59, 2146121005
  %61 = lshr i32 %60, 15
  %62 = xor i32 %61, %60
  %63 = mul i32 %62, -2073254261
  %64 = lshr i32 %63, 24
  %65 = lshr i32 %63, 8
  %66 = xor i32 %64, %65
  %67 = uitofp i32 %66 to float
  %68 = fmul float %67, 0x3E70000000000000
  %69 = add i32 %29, 2135587861
  %70 = lshr i32 %69, 16
  %71 = xor i32 %70, %69
  %72 = mul i32 %71, 2146121005
  %73 = lshr i32 %72, 15
  %74 = xor i32 %73, %72
  %75 = mul i32 %74, -2073254261
  %76 = lshr i32 %75, 16
  %77 = xor i32 %76, %75
  %78 = add i32 %77, %23
  %79 = lshr i32 %78, 16
  %80 = xor i32 %79, %78
  %81 = mul i32 %80, 2146121005
  %82 = lshr i32 %81, 15
  %83 = xor i32 %82, %81
  %84 = mul i32 %83, -2073254261
  %85 = lshr i32 %84, 16
  %86 = xor i32 %85, %84
  %87 = add i32 %86, %16
  %88 = lshr i32 %87, 16
  %89 = xor i32 %88, %87
  %90 = mul i32 %89, 2146121005
  %91 = lshr i32 %90, 15
  %92 = xor i32 %91, %90
  %93 = mul i32 %92, -2073254261
  %94 = lshr i32 %93, 16
  %95 = xor i32 %94, %93
  %96 = add i32 %95, %9
  %97 = lshr i32 %96, 16
  %98 = xor i32 %97, %96
  %99 = mul i32 %98, 2146121005
  %100 = lshr i32 %99, 15
  %101 = xor i32 %100, %99
  %102 = mul i32 %101, -2073254261
  %103 = lshr i32 %102, 24
  %104 = lshr i32 %102, 8
  %105 = xor i32 %103, %104
  %106 = uitofp i32 %105 to float
  %107 = fmul float %106, 0x3E70000000000000
  %108 = add i32 %29, -207830944
  %109 = lshr i32 %108, 16
  %110 = xor i32 %109, %108
  %111 = mul i32 %110, 2146121005
  %112 = lshr i32 %111, 15
  %113 = xor i32 %112, %111
  %114 = mul i32 %113, -2073254261
  %115 = lshr i32 %114, 16
  %116 = xor i32 %115, %114
  %117 = add i32 %116, %23
  %118 = lshr i32 %117, 16
  %119 = xor i32 %118, %117
  %120 = mul i32 %119, 2146121005
  %121 = lshr i32 %120, 15
  %122 = xor i32 %121, %120
  %123 = mul i32 %122, -2073254261
  %124 = lshr i32 %123, 16
  %125 = xor i32 %124, %123
  %126 = add i32 %125, %16
  %127 = lshr i32 %126, 16
  %128 = xor i32 %127, %126
  %129 = mul i32 %128, 2146121005
  %130 = lshr i32 %129, 15
  %131 = xor i32 %130, %129
  %132 = mul i32 %131, -2073254261
  %133 = lshr i32 %132, 16
  %134 = xor i32 %133, %132
  %135 = add i32 %134, %9
  %136 = lshr i32 %135, 16
  %137 = xor i32 %136, %135
  %138 = mul i32 %137, 2146121005
  %139 = lshr i32 %138, 15
  %140 = xor i32 %139, %138
  %141 = mul i32 %140, -2073254261
  %142 = lshr i32 %141, 24
  %143 = lshr i32 %141, 8
  %144 = xor i32 %142, %143
  %145 = uitofp i32 %144 to float
  %146 = fmul float %145, 0x3E70000000000000
  %147 = insertelement <3 x float> undef, float %68, i64 0
  %148 = insertelement <3 x float> %147, float %107, i64 1
  %149 = insertelement <3 x float> %148, float %146, i64 2
  ret <3 x float> %149
}

; Function Attrs: nofree nosync nounwind memory(none)
define internal <3 x float> @rsl_noise__p_f(float noundef %0) local_unnamed_addr #13 {
  %2 = tail call float @llvm.floor.f32(float %0)
  %3 = fcmp ogt float %2, -1.000000e+09
  %4 = select i1 %3, float %2, float -1.000000e+09
  %5 = fcmp olt float %4, 1.000000e+09
  %6 = select i1 %5, float %4, float 1.000000e+09
  %7 = fptosi float %6 to i32
  %8 = sitofp i32 %7 to float
  %9 = fsub float %0, %8
  %10 = fadd float %9, -1.000000e+00
  %11 = fmul float %9, %9
  %12 = fmul float %9, %11
  %13 = fmul float %9, 6.000000e+00
  %14 = fadd float %13, -1.500000e+01
  %15 = fmul float %9, %14
  %16 = fadd float %15, 1.000000e+01
  %17 = fmul float %12, %16
  %18 = insertelement <2 x i32> poison, i32 %7, i64 0
  %19 = shufflevector <2 x i32> %18, <2 x i32> poison, <2 x i32> zeroinitializer
  %20 = add <2 x i32> %19, <i32 -1806715563, i32 -1806715564>
  %21 = lshr <2 x i32> %20, <i32 16, i32 16>
  %22 = xor <2 x i32> %21, %20
  %23 = mul <2 x i32> %22, <i32 2146121005, i32 2146121005>
  %24 = lshr <2 x i32> %23, <i32 15, i32 15>
  %25 = xor <2 x i32> %24, %23
  %26 = mul <2 x i32> %25, <i32 -2073254261, i32 -2073254261>
  %27 = lshr <2 x i32> %26, <i32 16, i32 16>
  %28 = xor <2 x i32> %27, %26
  %29 = and <2 x i32> %28, <i32 7, i32 7>
  %30 = uitofp <2 x i32> %29 to <2 x float>
  %31 = fadd <2 x float> %30, <float 1.000000e+00, float 1.000000e+00>
  %32 = and <2 x i32> %28, <i32 8, i32 8>
  %33 = icmp eq <2 x i32> %32, zeroinitializer
  %34 = fneg <2 x float> %31
  %35 = select <2 x i1> %33, <2 x float> %31, <2 x float> %34
  %36 = insertelement <2 x float> poison, float %10, i64 0
  %37 = insertelement <2 x float> %36, float %9, i64 1
  %38 = fmul <2 x float> %37, %35
  %39 = extractelement <2 x float> %38, i64 0
  %40 = extractelement <2 x float> %38, i64 1
  %41 = fsub float %39, %40
  %42 = fmul float %17, %41
  %43 = fadd float %40, %42
  %44 = fmul float %43, 0x3FCC28F5C0000000
  %45 = fmul float %44, 5.000000e-01
  %46 = fadd float %45, 5.000000e-01
  %47 = fcmp ogt float %46, 0.000000e+00
  %48 = select i1 %47, float %46, float 0.000000e+00
  %49 = fcmp olt float %48, 1.000000e+00
  %50 = select i1 %49, float %48, float 1.000000e+00
  %51 = add i32 %7, -1122081909
  %52 = lshr i32 %51, 16
  %53 = xor i32 %52, %51
  %54 = mul i32 %53, 2146121005
  %55 = lshr i32 %54, 15
  %56 = xor i32 %55, %54
  %57 = mul i32 %56, -2073254261
  %58 = lshr i32 %57, 16
  %59 = xor i32 %58, %57
  %60 = and i32 %59, 8
  %61 = and i32 %59, 7
  %62 = uitofp i32 %61 to float
  %63 = add i32 %7, -1154489998
  %64 = lshr i32 %63, 16
  %65 = xor i32 %64, %63
  %66 = mul i32 %65, 2146121005
  %67 = lshr i32 %66, 15
  %68 = xor i32 %67, %66
  %69 = mul i32 %68, -2073254261
  %70 = lshr i32 %69, 16
  %71 = xor i32 %70, %69
  %72 = and i32 %71, 8
  %73 = and i32 %71, 7
  %74 = uitofp i32 %73 to float
  %75 = add <2 x i32> %19, <i32 -1122081908, i32 -1154489997>
  %76 = lshr <2 x i32> %75, <i32 16, i32 16>
  %77 = xor <2 x i32> %76, %75
  %78 = mul <2 x i32> %77, <i32 2146121005, i32 2146121005>
  %79 = lshr <2 x i32> %78, <i32 15, i32 15>
  %80 = xor <2 x i32> %79, %78
  %81 = mul <2 x i32> %80, <i32 -2073254261, i32 -2073254261>
  %82 = lshr <2 x i32> %81, <i32 16, i32 16>
  %83 = xor <2 x i32> %82, %81
  %84 = and <2 x i32> %83, <i32 7, i32 7>
  %85 = uitofp <2 x i32> %84 to <2 x float>
  %86 = fadd <2 x float> %85, <float 1.000000e+00, float 1.000000e+00>
  %87 = and <2 x i32> %83, <i32 8, i32 8>
  %88 = icmp eq <2 x i32> %87, zeroinitializer
  %89 = fneg <2 x float> %86
  %90 = select <2 x i1> %88, <2 x float> %86, <2 x float> %89
  %91 = insertelement <2 x i32> poison, i32 %60, i64 0
  %92 = insertelement <2 x i32> %91, i32 %72, i64 1
  %93 = icmp eq <2 x i32> %92, zeroinitializer
  %94 = insertelement <2 x float> poison, float %62, i64 0
  %95 = insertelement <2 x float> %94, float %74, i64 1
  %96 = fadd <2 x float> %95, <float 1.000000e+00, float 1.000000e+00>
  %97 = fneg <2 x float> %96
  %98 = select <2 x i1> %93, <2 x float> %96, <2 x float> %97
  %99 = insertelement <2 x float> poison, float %9, i64 0
  %100 = shufflevector <2 x float> %99, <2 x float> poison, <2 x i32> zeroinitializer
  %101 = fmul <2 x float> %100, %98
  %102 = shufflevector <2 x float> %36, <2 x float> poison, <2 x i32> zeroinitializer
  %103 = fmul <2 x float> %102, %90
  %104 = fsub <2 x float> %103, %101
  %105 = insertelement <2 x float> poison, float %17, i64 0
  %106 = shufflevector <2 x float> %105, <2 x float> poison, <2 x i32> zeroinitializer
  %107 = fmul <2 x float> %106, %104
  %108 = fadd <2 x float> %101, %107
  %109 = fmul <2 x float> %108, <float 0x3FCC28F5C0000000, float 0x3FCC28F5C0000000>
  %110 = fmul <2 x float> %109, <float 5.000000e-01, float 5.000000e-01>
  %111 = fadd <2 x float> %110, <float 5.000000e-01, float 5.000000e-01>
  %112 = fcmp ogt <2 x float> %111, zeroinitializer
  %113 = select <2 x i1> %112, <2 x float> %111, <2 x float> zeroinitializer
  %114 = fcmp olt <2 x float> %113, <float 1.000000e+00, float 1.000000e+00>
  %115 = select <2 x i1> %114, <2 x float> %113, <2 x float> <float 1.000000e+00, float 1.000000e+00>
  %116 = insertelement <3 x float> undef, float %50, i64 0
  %117 = shufflevector <2 x float> %115, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 undef>
  %118 = shufflevector <3 x float> %116, <3 x float> %117, <3 x i32> <i32 0, i32 3, i32 4>
  ret <3 x float> %118
}

; Function Attrs: nofree nosync nounwind memory(none)
define internal <3 x float> @rsl_noise__p_ff(float noundef %0, float noundef %1) local_unnamed_addr #13 {
  %3 = tail call fastcc float @n2(float noundef %0, float noundef %1, float noundef 0.000000e+00, float noundef 0.000000e+00, i32 noundef 0, i32 noundef -1640531527)
  %4 = tail call fastcc float @n2(float noundef %0, float noundef %1, float noundef 0.000000e+00, float noundef 0.000000e+00, i32 noundef 0, i32 noundef 2135587861)
  %5 = tail call fastcc float @n2(float noundef %0, float noundef %1, float noundef 0.000000e+00, float noundef 0.000000e+00, i32 noundef 0, i32 noundef -207830944)
  %6 = insertelement <3 x float> undef, float %3, i64 0
  %7 = insertelement <3 x float> %6, float %4, i64 1
  %8 = insertelement <3 x float> %7, float %5, i64 2
  ret <3 x float> %8
}

; Function Attrs: nofree nosync nounwind memory(none)
define internal <3 x float> @rsl_noise__p_p(<3 x float> noundef %0) local_unnamed_addr #13 {
  %2 = tail call fastcc float @n3(<3 x float> noundef %0, ptr noundef nonnull @no_period, i32 noundef -1640531527)
  %3 = tail call fastcc float @n3(<3 x float> noundef %0, ptr noundef nonnull @no_period, i32 noundef 2135587861)
  %4 = tail call fastcc float @n3(<3 x float> noundef %0, ptr noundef nonnull @no_period, i32 noundef -207830944)
  %5 = insertelement <3 x float> undef, float %2, i64 0
  %6 = insertelement <3 x float> %5, float %3, i64 1
  %7 = insertelement <3 x float> %6, float %4, i64 2
  ret <3 x float> %7
}

; Function Attrs: nofree nosync nounwind memory(none)
define internal <3 x float> @rsl_noise__p_pf(<3 x float> noundef %0, float noundef %1) local_unnamed_addr #13 {
  %3 = tail call fastcc float @n4(<3 x float> noundef %0, float noundef %1, ptr noundef nonnull @no_period, i32 noundef -1640531527)
  %4 = tail call fastcc float @n4(<3 x float> noundef %0, float noundef %1, ptr noundef nonnull @no_period, i32 noundef 2135587861)
  %5 = tail call fastcc float @n4(<3 x float> noundef %0, float noundef %1, ptr noundef nonnull @no_period, i32 noundef -207830944)
  %6 = insertelement <3 x float> undef, float %3, i64 0
  %7 = insertelement <3 x float> %6, float %4, i64 1
  %8 = insertelement <3 x float> %7, float %5, i64 2
  ret <3 x float> %8
}

; Function Attrs: nofree nosync nounwind memory(none)
define internal <3 x float> @rsl_pnoise__p_ff(float noundef %0, float noundef %1) local_unnamed_addr #13 {
  %3 = tail call fastcc float @n1(float noundef %0, float noundef %1, i32 noundef 1, i32 noundef -1640531527)
  %4 = tail call fastcc float @n1(float noundef %0, float noundef %1, i32 noundef 1, i32 noundef 2135587861)
  %5 = tail call fastcc float @n1(float noundef %0, float noundef %1, i32 noundef 1, i32 noundef -207830944)
  %6 = insertelement <3 x float> undef, float %3, i64 0
  %7 = insertelement <3 x float> %6, float %4, i64 1
  %8 = insertelement <3 x float> %7, float %5, i64 2
  ret <3 x float> %8
}

; Function Attrs: nofree nosync nounwind memory(none)
define internal <3 x float> @rsl_pnoise__p_ffff(float noundef %0, float noundef %1, float noundef %2, float noundef %3) local_unnamed_addr #13 {
  %5 = tail call fastcc float @n2(float noundef %0, float noundef %1, float noundef %2, float noundef %3, i32 noundef 1, i32 noundef -1640531527)
  %6 = tail call fastcc float @n2(float noundef %0, float noundef %1, float noundef %2, float noundef %3, i32 noundef 1, i32 noundef 2135587861)
  %7 = tail call fastcc float @n2(float noundef %0, float noundef %1, float noundef %2, float noundef %3, i32 noundef 1, i32 noundef -207830944)
  %8 = insertelement <3 x float> undef, float %5, i64 0
  %9 = insertelement <3 x float> %8, float %6, i64 1
  %10 = insertelement <3 x float> %9, float %7, i64 2
  ret <3 x float> %10
}

; Function Attrs: nofree nosync nounwind memory(none)
define internal <3 x float> @rsl_pnoise__p_pp(<3 x float> noundef %0, <3 x float> noundef %1) local_unnamed_addr #13 {
  %3 = alloca [3 x i32], align 4
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %3) #27
  %4 = extractelement <3 x float> %1, i64 0
  %5 = fcmp ult float %4, 1.000000e+00
  br i1 %5, label %10, label %6

6:                                                ; preds = %2
  %7 = fcmp olt float %4, 1.000000e+09
  %8 = select i1 %7, float %4, float 1.000000e+09
  %9 = fptosi float %8 to i32
  br label %10

10:                                               ; preds = %6, %2
  %11 = phi i32 [ %9, %6 ], [ 1, %2 ]
  store i32 %11, ptr %3, align 4, !tbaa !16
  %12 = getelementptr inbounds i32, ptr %3, i64 1
  %13 = extractelement <3 x float> %1, i64 1
  %14 = fcmp ult float %13, 1.000000e+00
  br i1 %14, label %19, label %15

15:                                               ; preds = %10
  %16 = fcmp olt float %13, 1.000000e+09
  %17 = select i1 %16, float %13, float 1.000000e+09
  %18 = fptosi float %17 to i32
  br label %19

19:                                               ; preds = %15, %10
  %20 = phi i32 [ %18, %15 ], [ 1, %10 ]
  store i32 %20, ptr %12, align 4, !tbaa !16
  %21 = extractelement <3 x float> %1, i64 2
  %22 = fcmp ult float %21, 1.000000e+00
  br i1 %22, label %27, label %23

23:                                               ; preds = %19
  %24 = fcmp olt float %21, 1.000000e+09
  %25 = select i1 %24, float %21, float 1.000000e+09
  %26 = fptosi float %25 to i32
  br label %27

27:                                               ; preds = %23, %19
  %28 = phi i32 [ %26, %23 ], [ 1, %19 ]
  %29 = getelementptr inbounds i32, ptr %3, i64 2
  store i32 %28, ptr %29, align 4, !tbaa !16
  %30 = call fastcc float @n3(<3 x float> noundef %0, ptr noundef nonnull %3, i32 noundef -1640531527)
  %31 = call fastcc float @n3(<3 x float> noundef %0, ptr noundef nonnull %3, i32 noundef 2135587861)
  %32 = call fastcc float @n3(<3 x float> noundef %0, ptr noundef nonnull %3, i32 noundef -207830944)
  %33 = insertelement <3 x float> undef, float %30, i64 0
  %34 = insertelement <3 x float> %33, float %31, i64 1
  %35 = insertelement <3 x float> %34, float %32, i64 2
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %3) #27
  ret <3 x float> %35
}

; Function Attrs: nofree nosync nounwind memory(none)
define internal <3 x float> @rsl_pnoise__p_pfpf(<3 x float> noundef %0, float noundef %1, <3 x float> noundef %2, float noundef %3) local_unnamed_addr #13 {
  %5 = alloca [4 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #27
  %6 = extractelement <3 x float> %2, i64 0
  %7 = fcmp ult float %6, 1.000000e+00
  br i1 %7, label %12, label %8

8:                                                ; preds = %4
  %9 = fcmp olt float %6, 1.000000e+09
  %10 = select i1 %9, float %6, float 1.000000e+09
  %11 = fptosi float %10 to i32
  br label %12

12:                                               ; preds = %8, %4
  %13 = phi i32 [ %11, %8 ], [ 1, %4 ]
  store i32 %13, ptr %5, align 16, !tbaa !16
  %14 = getelementptr inbounds i32, ptr %5, i64 1
  %15 = extractelement <3 x float> %2, i64 1
  %16 = fcmp ult float %15, 1.000000e+00
  br i1 %16, label %21, label %17

17:                                               ; preds = %12
  %18 = fcmp olt float %15, 1.000000e+09
  %19 = select i1 %18, float %15, float 1.000000e+09
  %20 = fptosi float %19 to i32
  br label %21

21:                                               ; preds = %17, %12
  %22 = phi i32 [ %20, %17 ], [ 1, %12 ]
  store i32 %22, ptr %14, align 4, !tbaa !16
  %23 = getelementptr inbounds i32, ptr %5, i64 2
  %24 = extractelement <3 x float> %2, i64 2
  %25 = fcmp ult float %24, 1.000000e+00
  br i1 %25, label %30, label %26

26:                                               ; preds = %21
  %27 = fcmp olt float %24, 1.000000e+09
  %28 = select i1 %27, float %24, float 1.000000e+09
  %29 = fptosi float %28 to i32
  br label %30

30:                                               ; preds = %26, %21
  %31 = phi i32 [ %29, %26 ], [ 1, %21 ]
  store i32 %31, ptr %23, align 8, !tbaa !16
  %32 = fcmp ult float %3, 1.000000e+00
  br i1 %32, label %37, label %33

33:                                               ; preds = %30
  %34 = fcmp olt float %3, 1.000000e+09
  %35 = select i1 %34, float %3, float 1.000000e+09
  %36 = fptosi float %35 to i32
  br label %37

37:                                               ; preds = %33, %30
  %38 = phi i32 [ %36, %33 ], [ 1, %30 ]
  %39 = getelementptr inbounds i32, ptr %5, i64 3
  store i32 %38, ptr %39, align 4, !tbaa !16
  %40 = call fastcc float @n4(<3 x float> noundef %0, float noundef %1, ptr noundef nonnull %5, i32 noundef -1640531527)
  %41 = call fastcc float @n4(<3 x float> noundef %0, float noundef %1, ptr noundef nonnull %5, i32 noundef 2135587861)
  %42 = call fastcc float @n4(<3 x float> noundef %0, float noundef %1, ptr noundef nonnull %5, i32 noundef -207830944)
  %43 = insertelement <3 x float> undef, float %40, i64 0
  %44 = insertelement <3 x float> %43, float %41, i64 1
  %45 = insertelement <3 x float> %44, float %42, i64 2
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #27
  ret <3 x float> %45
}

; Function Attrs: nofree nosync nounwind memory(none)
define internal <3 x float> @rsl_cellnoise__p_f(float noundef %0) local_unnamed_addr #13 {
  %2 = tail call float @llvm.floor.f32(float %0)
  %3 = fcmp ogt float %2, -1.000000e+09
  %4 = select i1 %3, float %2, float -1.000000e+09
  %5 = fcmp olt float %4, 1.000000e+09
  %6 = select i1 %5, float %4, float 1.000000e+09
  %7 = fptosi float %6 to i32
  %8 = add i32 %7, -1806715564
  %9 = lshr i32 %8, 16
  %10 = xor i32 %9, %8
  %11 = mul i32 %10, 2146121005
  %12 = lshr i32 %11, 15
  %13 = xor i32 %12, %11
  %14 = mul i32 %13, -2073254261
  %15 = lshr i32 %14, 24
  %16 = lshr i32 %14, 8
  %17 = xor i32 %15, %16
  %18 = uitofp i32 %17 to float
  %19 = fmul float %18, 0x3E70000000000000
  %20 = add i32 %7, -1122081909
  %21 = lshr i32 %20, 16
  %22 = xor i32 %21, %20
  %23 = mul i32 %22, 2146121005
  %24 = lshr i32 %23, 15
  %25 = xor i32 %24, %23
  %26 = mul i32 %25, -2073254261
  %27 = lshr i32 %26, 24
  %28 = lshr i32 %26, 8
  %29 = xor i32 %27, %28
  %30 = uitofp i32 %29 to float
  %31 = fmul float %30, 0x3E70000000000000
  %32 = add i32 %7, -1154489998
  %33 = lshr i32 %32, 16
  %34 = xor i32 %33, %32
  %35 = mul i32 %34, 2146121005
  %36 = lshr i32 %35, 15
  %37 = xor i32 %36, %35
  %38 = mul i32 %37, -2073254261
  %39 = lshr i32 %38, 24
  %40 = lshr i32 %38, 8
  %41 = xor i32 %39, %40
  %42 = uitofp i32 %41 to float
  %43 = fmul float %42, 0x3E70000000000000
  %44 = insertelement <3 x float> undef, float %19, i64 0
  %45 = insertelement <3 x float> %44, float %31, i64 1
  %46 = insertelement <3 x float> %45, float %43, i64 2
  ret <3 x float> %46
}

; Function Attrs: nofree nosync nounwind memory(none)
define internal <3 x float> @rsl_cellnoise__p_ff(float noundef %0, float noundef %1) local_unnamed_addr #13 {
  %3 = tail call float @llvm.floor.f32(float %0)
  %4 = fcmp ogt float %3, -1.000000e+09
  %5 = select i1 %4, float %3, float -1.000000e+09
  %6 = fcmp olt float %5, 1.000000e+09
  %7 = select i1 %6, float %5, float 1.000000e+09
  %8 = fptosi float %7 to i32
  %9 = tail call float @llvm.floor.f32(float %1)
  %10 = fcmp ogt float %9, -1.000000e+09
  %11 = select i1 %10, float %9, float -1.000000e+09
  %12 = fcmp olt float %11, 1.000000e+09
  %13 = select i1 %12, float %11, float 1.000000e+09
  %14 = fptosi float %13 to i32
  %15 = add i32 %14, -1368424207
  %16 = lshr i32 %15, 16
  %17 = xor i32 %16, %15
  %18 = mul i32 %17, 2146121005
  %19 = lshr i32 %18, 15
  %20 = xor i32 %19, %18
  %21 = mul i32 %20, -2073254261
  %22 = lshr i32 %21, 16
  %23 = xor i32 %22, %21
  %24 = add i32 %23, %8
  %25 = lshr i32 %24, 16
  %26 = xor i32 %25, %24
  %27 = mul i32 %26, 2146121005
  %28 = lshr i32 %27, 15
  %29 = xor i32 %28, %27
  %30 = mul i32 %29, -2073254261
  %31 = lshr i32 %30, 24
  %32 = lshr i32 %30, 8
  %33 = xor i32 %31, %32
  %34 = uitofp i32 %33 to float
  %35 = fmul float %34, 0x3E70000000000000
  %36 = add i32 %14, -111695974
  %37 = lshr i32 %36, 16
  %38 = xor i32 %37, %36
  %39 = mul i32 %38, 2146121005
  %40 = lshr i32 %39, 15
  %41 = xor i32 %40, %39
  %42 = mul i32 %41, -2073254261
  %43 = lshr i32 %42, 16
  %44 = xor i32 %43, %42
  %45 = add i32 %44, %8
  %46 = lshr i32 %45, 16
  %47 = xor i32 %46, %45
  %48 = mul i32 %47, 2146121005
  %49 = lshr i32 %48, 15
  %50 = xor i32 %49, %48
  %51 = mul i32 %50, -2073254261
  %52 = lshr i32 %51, 24
  %53 = lshr i32 %51, 8
  %54 = xor i32 %52, %53
  %55 = uitofp i32 %54 to float
  %56 = fmul float %55, 0x3E70000000000000
  %57 = add i32 %14, -304329437
  %58 = lshr i32 %57, 16
  %59 = xor i32 %58, %57
  %60 = mul i32 %59, 2146121005
  %61 = lshr i32 %60, 15
  %62 = xor i32 %61, %60
  %63 = mul i32 %62, -2073254261
  %64 = lshr i32 %63, 16
  %65 = xor i32 %64, %63
  %66 = add i32 %65, %8
  %67 = lshr i32 %66, 16
  %68 = xor i32 %67, %66
  %69 = mul i32 %68, 2146121005
  %70 = lshr i32 %69, 15
  %71 = xor i32 %70, %69
  %72 = mul i32 %71, -2073254261
  %73 = lshr i32 %72, 24
  %74 = lshr i32 %72, 8
  %75 = xor i32 %73, %74
  %76 = uitofp i32 %75 to float
  %77 = fmul float %76, 0x3E70000000000000
  %78 = insertelement <3 x float> undef, float %35, i64 0
  %79 = insertelement <3 x float> %78, float %56, i64 1
  %80 = insertelement <3 x float> %79, float %77, i64 2
  ret <3 x float> %80
}

; Function Attrs: nofree nosync nounwind memory(none)
define internal <3 x float> @rsl_cellnoise__p_p(<3 x float> noundef %0) local_unnamed_addr #13 {
  %2 = extractelement <3 x float> %0, i64 0
  %3 = tail call float @llvm.floor.f32(float %2)
  %4 = fcmp ogt float %3, -1.000000e+09
  %5 = select i1 %4, float %3, float -1.000000e+09
  %6 = fcmp olt float %5, 1.000000e+09
  %7 = select i1 %6, float %5, float 1.000000e+09
  %8 = fptosi float %7 to i32
  %9 = extractelement <3 x float> %0, i64 1
  %10 = tail call float @llvm.floor.f32(float %9)
  %11 = fcmp ogt float %10, -1.000000e+09
  %12 = select i1 %11, float %10, float -1.000000e+09
  %13 = fcmp olt float %12, 1.000000e+09
  %14 = select i1 %13, float %12, float 1.000000e+09
  %15 = fptosi float %14 to i32
  %16 = extractelement <3 x float> %0, i64 2
  %17 = tail call float @llvm.floor.f32(float %16)
  %18 = fcmp ogt float %17, -1.000000e+09
  %19 = select i1 %18, float %17, float -1.000000e+09
  %20 = fcmp olt float %19, 1.000000e+09
  %21 = select i1 %20, float %19, float 1.000000e+09
  %22 = fptosi float %21 to i32
  %23 = add i32 %22, 33350994
  %24 = lshr i32 %23, 16
  %25 = xor i32 %24, %23
  %26 = mul i32 %25, 2146121005
  %27 = lshr i32 %26, 15
  %28 = xor i32 %27, %26
  %29 = mul i32 %28, -2073254261
  %30 = lshr i32 %29, 16
  %31 = xor i32 %30, %29
  %32 = add i32 %31, %15
  %33 = lshr i32 %32, 16
  %34 = xor i32 %33, %32
  %35 = mul i32 %34, 2146121005
  %36 = lshr i32 %35, 15
  %37 = xor i32 %36, %35
  %38 = mul i32 %37, -2073254261
  %39 = lshr i32 %38, 16
  %40 = xor i32 %39, %38
  %41 = add i32 %40, %8
  %42 = lshr i32 %41, 16
  %43 = xor i32 %42, %41
  %44 = mul i32 %43, 2146121005
  %45 = lshr i32 %44, 15
  %46 = xor i32 %45, %44
  %47 = mul i32 %46, -2073254261
  %48 = lshr i32 %47, 24
  %49 = lshr i32 %47, 8
  %50 = xor i32 %48, %49
  %51 = uitofp i32 %50 to float
  %52 = fmul float %51, 0x3E70000000000000
  %53 = add i32 %22, -12707885
  %54 = lshr i32 %53, 16
  %55 = xor i32 %54, %53
  %56 = mul i32 %55, 2146121005
  %57 = lshr i32 %56, 15
  %58 = xor i32 %57, %56
  %59 = mul i32 %58, -2073254261
  %60 = lshr i32 %59, 16
  %61 = xor i32 %60, %59
  %62 = add i32 %61, %15
  %63 = lshr i32 %62, 16
  %64 = xor i32 %63, %62
  %65 = mul i32 %64, 2146121005
  %66 = lshr i32 %65, 15
  %67 = xor i32 %66, %65
  %68 = mul i32 %67, -2073254261
  %69 = lshr i32 %68, 16
  %70 = xor i32 %69, %68
  %71 = add i32 %70, %8
  %72 = lshr i32 %71, 16
  %73 = xor i32 %72, %71
  %74 = mul i32 %73, 2146121005
  %75 = lshr i32 %74, 15
  %76 = xor i32 %75, %74
  %77 = mul i32 %76, -2073254261
  %78 = lshr i32 %77, 24
  %79 = lshr i32 %77, 8
  %80 = xor i32 %78, %79
  %81 = uitofp i32 %80 to float
  %82 = fmul float %81, 0x3E70000000000000
  %83 = add i32 %22, -1961502071
  %84 = lshr i32 %83, 16
  %85 = xor i32 %84, %83
  %86 = mul i32 %85, 2146121005
  %87 = lshr i32 %86, 15
  %88 = xor i32 %87, %86
  %89 = mul i32 %88, -2073254261
  %90 = lshr i32 %89, 16
  %91 = xor i32 %90, %89
  %92 = add i32 %91, %15
  %93 = lshr i32 %92, 16
  %94 = xor i32 %93, %92
  %95 = mul i32 %94, 2146121005
  %96 = lshr i32 %95, 15
  %97 = xor i32 %96, %95
  %98 = mul i32 %97, -2073254261
  %99 = lshr i32 %98, 16
  %100 = xor i32 %99, %98
  %101 = add i32 %100, %8
  %102 = lshr i32 %101, 16
  %103 = xor i32 %102, %101
  %104 = mul i32 %103, 2146121005
  %105 = lshr i32 %104, 15
  %106 = xor i32 %105, %104
  %107 = mul i32 %106, -2073254261
  %108 = lshr i32 %107, 24
  %109 = lshr i32 %107, 8
  %110 = xor i32 %108, %109
  %111 = uitofp i32 %110 to float
  %112 = fmul float %111, 0x3E70000000000000
  %113 = insertelement <3 x float> undef, float %52, i64 0
  %114 = insertelement <3 x float> %113, float %82, i64 1
  %115 = insertelement <3 x float> %114, float %112, i64 2
  ret <3 x float> %115
}

; Function Attrs: nofree nosync nounwind memory(none)
define internal <3 x float> @rsl_cellnoise__p_pf(<3 x float> noundef %0, float noundef %1) local_unnamed_addr #13 {
  %3 = extractelement <3 x float> %0, i64 0
  %4 = tail call float @llvm.floor.f32(float %3)
  %5 = fcmp ogt float %4, -1.000000e+09
  %6 = select i1 %5, float %4, float -1.000000e+09
  %7 = fcmp olt float %6, 1.000000e+09
  %8 = select i1 %7, float %6, float 1.000000e+09
  %9 = fptosi float %8 to i32
  %10 = extractelement <3 x float> %0, i64 1
  %11 = tail call float @llvm.floor.f32(float %10)
  %12 = fcmp ogt float %11, -1.000000e+09
  %13 = select i1 %12, float %11, float -1.000000e+09
  %14 = fcmp olt float %13, 1.000000e+09
  %15 = select i1 %14, float %13, float 1.000000e+09
  %16 = fptosi float %15 to i32
  %17 = extractelement <3 x float> %0, i64 2
  %18 = tail call float @llvm.floor.f32(float %17)
  %19 = fcmp ogt float %18, -1.000000e+09
  %20 = select i1 %19, float %18, float -1.000000e+09
  %21 = fcmp olt float %20, 1.000000e+09
  %22 = select i1 %21, float %20, float 1.000000e+09
  %23 = fptosi float %22 to i32
  %24 = tail call float @llvm.floor.f32(float %1)
  %25 = fcmp ogt float %24, -1.000000e+09
  %26 = select i1 %25, float %24, float -1.000000e+09
  %27 = fcmp olt float %26, 1.000000e+09
  %28 = select i1 %27, float %26, float 1.000000e+09
  %29 = fptosi float %28 to i32
  %30 = add i32 %29, -1640531527
  %31 = lshr i32 %30, 16
  %32 = xor i32 %31, %30
  %33 = mul i32 %32, 2146121005
  %34 = lshr i32 %33, 15
  %35 = xor i32 %34, %33
  %36 = mul i32 %35, -2073254261
  %37 = lshr i32 %36, 16
  %38 = xor i32 %37, %36
  %39 = add i32 %38, %23
  %40 = lshr i32 %39, 16
  %41 = xor i32 %40, %39
  %42 = mul i32 %41, 2146121005
  %43 = lshr i32 %42, 15
  %44 = xor i32 %43, %42
  %45 = mul i32 %44, -2073254261
  %46 = lshr i32 %45, 16
  %47 = xor i32 %46, %45
  %48 = add i32 %47, %16
  %49 = lshr i32 %48, 16
  %50 = xor i32 %49, %48
  %51 = mul i32 %50, 2146121005
  %52 = lshr i32 %51, 15
  %53 = xor i32 %52, %51
  %54 = mul i32 %53, -2073254261
  %55 = lshr i32 %54, 16
  %56 = xor i32 %55, %54
  %57 = add i32 %56, %9
  %58 = lshr i32 %57, 16
  %59 = xor i32 %58, %57
  %60 = mul i32 %59, 2146121005
  %61 = lshr i32 %60, 15
  %62 = xor i32 %61, %60
  %63 = mul i32 %62, -2073254261
  %64 = lshr i32 %63, 24
  %65 = lshr i32 %63, 8
  %66 = xor i32 %64, %65
  %67 = uitofp i32 %66 to float
  %68 = fmul float %67, 0x3E70000000000000
  %69 = add i32 %29, 2135587861
  %70 = lshr i32 %69, 16
  %71 = xor i32 %70, %69
  %72 = mul i32 %71, 2146121005
  %73 = lshr i32 %72, 15
  %74 = xor i32 %73, %72
  %75 = mul i32 %74, -2073254261
  %76 = lshr i32 %75, 16
  %77 = xor i32 %76, %75
  %78 = add i32 %77, %23
  %79 = lshr i32 %78, 16
  %80 = xor i32 %79, %78
  %81 = mul i32 %80, 2146121005
  %82 = lshr i32 %81, 15
  %83 = xor i32 %82, %81
  %84 = mul i32 %83, -2073254261
  %85 = lshr i32 %84, 16
  %86 = xor i32 %85, %84
  %87 = add i32 %86, %16
  %88 = lshr i32 %87, 16
  %89 = xor i32 %88, %87
  %90 = mul i32 %89, 2146121005
  %91 = lshr i32 %90, 15
  %92 = xor i32 %91, %90
  %93 = mul i32 %92, -2073254261
  %94 = lshr i32 %93, 16
  %95 = xor i32 %94, %93
  %96 = add i32 %95, %9
  %97 = lshr i32 %96, 16
  %98 = xor i32 %97, %96
  %99 = mul i32 %98, 2146121005
  %100 = lshr i32 %99, 15
  %101 = xor i32 %100, %99
  %102 = mul i32 %101, -2073254261
  %103 = lshr i32 %102, 24
  %104 = lshr i32 %102, 8
  %105 = xor i32 %103, %104
  %106 = uitofp i32 %105 to float
  %107 = fmul float %106, 0x3E70000000000000
  %108 = add i32 %29, -207830944
  %109 = lshr i32 %108, 16
  %110 = xor i32 %109, %108
  %111 = mul i32 %110, 2146121005
  %112 = lshr i32 %111, 15
  %113 = xor i32 %112, %111
  %114 = mul i32 %113, -2073254261
  %115 = lshr i32 %114, 16
  %116 = xor i32 %115, %114
  %117 = add i32 %116, %23
  %118 = lshr i32 %117, 16
  %119 = xor i32 %118, %117
  %120 = mul i32 %119, 2146121005
  %121 = lshr i32 %120, 15
  %122 = xor i32 %121, %120
  %123 = mul i32 %122, -2073254261
  %124 = lshr i32 %123, 16
  %125 = xor i32 %124, %123
  %126 = add i32 %125, %16
  %127 = lshr i32 %126, 16
  %128 = xor i32 %127, %126
  %129 = mul i32 %128, 2146121005
  %130 = lshr i32 %129, 15
  %131 = xor i32 %130, %129
  %132 = mul i32 %131, -2073254261
  %133 = lshr i32 %132, 16
  %134 = xor i32 %133, %132
  %135 = add i32 %134, %9
  %136 = lshr i32 %135, 16
  %137 = xor i32 %136, %135
  %138 = mul i32 %137, 2146121005
  %139 = lshr i32 %138, 15
  %140 = xor i32 %139, %138
  %141 = mul i32 %140, -2073254261
  %142 = lshr i32 %141, 24
  %143 = lshr i32 %141, 8
  %144 = xor i32 %142, %143
  %145 = uitofp i32 %144 to float
  %146 = fmul float %145, 0x3E70000000000000
  %147 = insertelement <3 x float> undef, float %68, i64 0
  %148 = insertelement <3 x float> %147, float %107, i64 1
  %149 = insertelement <3 x float> %148, float %146, i64 2
  ret <3 x float> %149
}

; Function Attrs: nofree nosync nounwind memory(none)
define internal <3 x float> @rsl_noise__v_f(float noundef %0) local_unnamed_addr #13 {
  %2 = tail call float @llvm.floor.f32(float %0)
  %3 = fcmp ogt float %2, -1.000000e+09
  %4 = select i1 %3, float %2, float -1.000000e+09
  %5 = fcmp olt float %4, 1.000000e+09
  %6 = select i1 %5, float %4, float 1.000000e+09
  %7 = fptosi float %6 to i32
  %8 = sitofp i32 %7 to float
  %9 = fsub float %0, %8
  %10 = fadd float %9, -1.000000e+00
  %11 = fmul float %9, %9
  %12 = fmul float %9, %11
  %13 = fmul float %9, 6.000000e+00
  %14 = fadd float %13, -1.500000e+01
  %15 = fmul float %9, %14
  %16 = fadd float %15, 1.000000e+01
  %17 = fmul float %12, %16
  %18 = insertelement <2 x i32> poison, i32 %7, i64 0
  %19 = shufflevector <2 x i32> %18, <2 x i32> poison, <2 x i32> zeroinitializer
  %20 = add <2 x i32> %19, <i32 -1806715563, i32 -1806715564>
  %21 = lshr <2 x i32> %20, <i32 16, i32 16>
  %22 = xor <2 x i32> %21, %20
  %23 = mul <2 x i32> %22, <i32 2146121005, i32 2146121005>
  %24 = lshr <2 x i32> %23, <i32 15, i32 15>
  %25 = xor <2 x i32> %24, %23
  %26 = mul <2 x i32> %25, <i32 -2073254261, i32 -2073254261>
  %27 = lshr <2 x i32> %26, <i32 16, i32 16>
  %28 = xor <2 x i32> %27, %26
  %29 = and <2 x i32> %28, <i32 7, i32 7>
  %30 = uitofp <2 x i32> %29 to <2 x float>
  %31 = fadd <2 x float> %30, <float 1.000000e+00, float 1.000000e+00>
  %32 = and <2 x i32> %28, <i32 8, i32 8>
  %33 = icmp eq <2 x i32> %32, zeroinitializer
  %34 = fneg <2 x float> %31
  %35 = select <2 x i1> %33, <2 x float> %31, <2 x float> %34
  %36 = insertelement <2 x float> poison, float %10, i64 0
  %37 = insertelement <2 x float> %36, float %9, i64 1
  %38 = fmul <2 x float> %37, %35
  %39 = extractelement <2 x float> %38, i64 0
  %40 = extractelement <2 x float> %38, i64 1
  %41 = fsub float %39, %40
  %42 = fmul float %17, %41
  %43 = fadd float %40, %42
  %44 = fmul float %43, 0x3FCC28F5C0000000
  %45 = fmul float %44, 5.000000e-01
  %46 = fadd float %45, 5.000000e-01
  %47 = fcmp ogt float %46, 0.000000e+00
  %48 = select i1 %47, float %46, float 0.000000e+00
  %49 = fcmp olt float %48, 1.000000e+00
  %50 = select i1 %49, float %48, float 1.000000e+00
  %51 = add i32 %7, -1122081909
  %52 = lshr i32 %51, 16
  %53 = xor i32 %52, %51
  %54 = mul i32 %53, 2146121005
  %55 = lshr i32 %54, 15
  %56 = xor i32 %55, %54
  %57 = mul i32 %56, -2073254261
  %58 = lshr i32 %57, 16
  %59 = xor i32 %58, %57
  %60 = and i32 %59, 8
  %61 = and i32 %59, 7
  %62 = uitofp i32 %61 to float
  %63 = add i32 %7, -1154489998
  %64 = lshr i32 %63, 16
  %65 = xor i32 %64, %63
  %66 = mul i32 %65, 2146121005
  %67 = lshr i32 %66, 15
  %68 = xor i32 %67, %66
  %69 = mul i32 %68, -2073254261
  %70 = lshr i32 %69, 16
  %71 = xor i32 %70, %69
  %72 = and i32 %71, 8
  %73 = and i32 %71, 7
  %74 = uitofp i32 %73 to float
  %75 = add <2 x i32> %19, <i32 -1122081908, i32 -1154489997>
  %76 = lshr <2 x i32> %75, <i32 16, i32 16>
  %77 = xor <2 x i32> %76, %75
  %78 = mul <2 x i32> %77, <i32 2146121005, i32 2146121005>
  %79 = lshr <2 x i32> %78, <i32 15, i32 15>
  %80 = xor <2 x i32> %79, %78
  %81 = mul <2 x i32> %80, <i32 -2073254261, i32 -2073254261>
  %82 = lshr <2 x i32> %81, <i32 16, i32 16>
  %83 = xor <2 x i32> %82, %81
  %84 = and <2 x i32> %83, <i32 7, i32 7>
  %85 = uitofp <2 x i32> %84 to <2 x float>
  %86 = fadd <2 x float> %85, <float 1.000000e+00, float 1.000000e+00>
  %87 = and <2 x i32> %83, <i32 8, i32 8>
  %88 = icmp eq <2 x i32> %87, zeroinitializer
  %89 = fneg <2 x float> %86
  %90 = select <2 x i1> %88, <2 x float> %86, <2 x float> %89
  %91 = insertelement <2 x i32> poison, i32 %60, i64 0
  %92 = insertelement <2 x i32> %91, i32 %72, i64 1
  %93 = icmp eq <2 x i32> %92, zeroinitializer
  %94 = insertelement <2 x float> poison, float %62, i64 0
  %95 = insertelement <2 x float> %94, float %74, i64 1
  %96 = fadd <2 x float> %95, <float 1.000000e+00, float 1.000000e+00>
  %97 = fneg <2 x float> %96
  %98 = select <2 x i1> %93, <2 x float> %96, <2 x float> %97
  %99 = insertelement <2 x float> poison, float %9, i64 0
  %100 = shufflevector <2 x float> %99, <2 x float> poison, <2 x i32> zeroinitializer
  %101 = fmul <2 x float> %100, %98
  %102 = shufflevector <2 x float> %36, <2 x float> poison, <2 x i32> zeroinitializer
  %103 = fmul <2 x float> %102, %90
  %104 = fsub <2 x float> %103, %101
  %105 = insertelement <2 x float> poison, float %17, i64 0
  %106 = shufflevector <2 x float> %105, <2 x float> poison, <2 x i32> zeroinitializer
  %107 = fmul <2 x float> %106, %104
  %108 = fadd <2 x float> %101, %107
  %109 = fmul <2 x float> %108, <float 0x3FCC28F5C0000000, float 0x3FCC28F5C0000000>
  %110 = fmul <2 x float> %109, <float 5.000000e-01, float 5.000000e-01>
  %111 = fadd <2 x float> %110, <float 5.000000e-01, float 5.000000e-01>
  %112 = fcmp ogt <2 x float> %111, zeroinitializer
  %113 = select <2 x i1> %112, <2 x float> %111, <2 x float> zeroinitializer
  %114 = fcmp olt <2 x float> %113, <float 1.000000e+00, float 1.000000e+00>
  %115 = select <2 x i1> %114, <2 x float> %113, <2 x float> <float 1.000000e+00, float 1.000000e+00>
  %116 = insertelement <3 x float> undef, float %50, i64 0
  %117 = shufflevector <2 x float> %115, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 undef>
  %118 = shufflevector <3 x float> %116, <3 x float> %117, <3 x i32> <i32 0, i32 3, i32 4>
  ret <3 x float> %118
}

; Function Attrs: nofree nosync nounwind memory(none)
define internal <3 x float> @rsl_noise__v_ff(float noundef %0, float noundef %1) local_unnamed_addr #13 {
  %3 = tail call fastcc float @n2(float noundef %0, float noundef %1, float noundef 0.000000e+00, float noundef 0.000000e+00, i32 noundef 0, i32 noundef -1640531527)
  %4 = tail call fastcc float @n2(float noundef %0, float noundef %1, float noundef 0.000000e+00, float noundef 0.000000e+00, i32 noundef 0, i32 noundef 2135587861)
  %5 = tail call fastcc float @n2(float noundef %0, float noundef %1, float noundef 0.000000e+00, float noundef 0.000000e+00, i32 noundef 0, i32 noundef -207830944)
  %6 = insertelement <3 x float> undef, float %3, i64 0
  %7 = insertelement <3 x float> %6, float %4, i64 1
  %8 = insertelement <3 x float> %7, float %5, i64 2
  ret <3 x float> %8
}

; Function Attrs: nofree nosync nounwind memory(none)
define internal <3 x float> @rsl_noise__v_p(<3 x float> noundef %0) local_unnamed_addr #13 {
  %2 = tail call fastcc float @n3(<3 x float> noundef %0, ptr noundef nonnull @no_period, i32 noundef -1640531527)
  %3 = tail call fastcc float @n3(<3 x float> noundef %0, ptr noundef nonnull @no_period, i32 noundef 2135587861)
  %4 = tail call fastcc float @n3(<3 x float> noundef %0, ptr noundef nonnull @no_period, i32 noundef -207830944)
  %5 = insertelement <3 x float> undef, float %2, i64 0
  %6 = insertelement <3 x float> %5, float %3, i64 1
  %7 = insertelement <3 x float> %6, float %4, i64 2
  ret <3 x float> %7
}

; Function Attrs: nofree nosync nounwind memory(none)
define internal <3 x float> @rsl_noise__v_pf(<3 x float> noundef %0, float noundef %1) local_unnamed_addr #13 {
  %3 = tail call fastcc float @n4(<3 x float> noundef %0, float noundef %1, ptr noundef nonnull @no_period, i32 noundef -1640531527)
  %4 = tail call fastcc float @n4(<3 x float> noundef %0, float noundef %1, ptr noundef nonnull @no_period, i32 noundef 2135587861)
  %5 = tail call fastcc float @n4(<3 x float> noundef %0, float noundef %1, ptr noundef nonnull @no_period, i32 noundef -207830944)
  %6 = insertelement <3 x float> undef, float %3, i64 0
  %7 = insertelement <3 x float> %6, float %4, i64 1
  %8 = insertelement <3 x float> %7, float %5, i64 2
  ret <3 x float> %8
}

; Function Attrs: nofree nosync nounwind memory(none)
define internal <3 x float> @rsl_pnoise__v_ff(float noundef %0, float noundef %1) local_unnamed_addr #13 {
  %3 = tail call fastcc float @n1(float noundef %0, float noundef %1, i32 noundef 1, i32 noundef -1640531527)
  %4 = tail call fastcc float @n1(float noundef %0, float noundef %1, i32 noundef 1, i32 noundef 2135587861)
  %5 = tail call fastcc float @n1(float noundef %0, float noundef %1, i32 noundef 1, i32 noundef -207830944)
  %6 = insertelement <3 x float> undef, float %3, i64 0
  %7 = insertelement <3 x float> %6, float %4, i64 1
  %8 = insertelement <3 x float> %7, float %5, i64 2
  ret <3 x float> %8
}

; Function Attrs: nofree nosync nounwind memory(none)
define internal <3 x float> @rsl_pnoise__v_ffff(float noundef %0, float noundef %1, float noundef %2, float noundef %3) local_unnamed_addr #13 {
  %5 = tail call fastcc float @n2(float noundef %0, float noundef %1, float noundef %2, float noundef %3, i32 noundef 1, i32 noundef -1640531527)
  %6 = tail call fastcc float @n2(float noundef %0, float noundef %1, float noundef %2, float noundef %3, i32 noundef 1, i32 noundef 2135587861)
  %7 = tail call fastcc float @n2(float noundef %0, float noundef %1, float noundef %2, float noundef %3, i32 noundef 1, i32 noundef -207830944)
  %8 = insertelement <3 x float> undef, float %5, i64 0
  %9 = insertelement <3 x float> %8, float %6, i64 1
  %10 = insertelement <3 x float> %9, float %7, i64 2
  ret <3 x float> %10
}

; Function Attrs: nofree nosync nounwind memory(none)
define internal <3 x float> @rsl_pnoise__v_pp(<3 x float> noundef %0, <3 x float> noundef %1) local_unnamed_addr #13 {
  %3 = alloca [3 x i32], align 4
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %3) #27
  %4 = extractelement <3 x float> %1, i64 0
  %5 = fcmp ult float %4, 1.000000e+00
  br i1 %5, label %10, label %6

6:                                                ; preds = %2
  %7 = fcmp olt float %4, 1.000000e+09
  %8 = select i1 %7, float %4, float 1.000000e+09
  %9 = fptosi float %8 to i32
  br label %10

10:                                               ; preds = %6, %2
  %11 = phi i32 [ %9, %6 ], [ 1, %2 ]
  store i32 %11, ptr %3, align 4, !tbaa !16
  %12 = getelementptr inbounds i32, ptr %3, i64 1
  %13 = extractelement <3 x float> %1, i64 1
  %14 = fcmp ult float %13, 1.000000e+00
  br i1 %14, label %19, label %15

15:                                               ; preds = %10
  %16 = fcmp olt float %13, 1.000000e+09
  %17 = select i1 %16, float %13, float 1.000000e+09
  %18 = fptosi float %17 to i32
  br label %19

19:                                               ; preds = %15, %10
  %20 = phi i32 [ %18, %15 ], [ 1, %10 ]
  store i32 %20, ptr %12, align 4, !tbaa !16
  %21 = extractelement <3 x float> %1, i64 2
  %22 = fcmp ult float %21, 1.000000e+00
  br i1 %22, label %27, label %23

23:                                               ; preds = %19
  %24 = fcmp olt float %21, 1.000000e+09
  %25 = select i1 %24, float %21, float 1.000000e+09
  %26 = fptosi float %25 to i32
  br label %27

27:                                               ; preds = %23, %19
  %28 = phi i32 [ %26, %23 ], [ 1, %19 ]
  %29 = getelementptr inbounds i32, ptr %3, i64 2
  store i32 %28, ptr %29, align 4, !tbaa !16
  %30 = call fastcc float @n3(<3 x float> noundef %0, ptr noundef nonnull %3, i32 noundef -1640531527)
  %31 = call fastcc float @n3(<3 x float> noundef %0, ptr noundef nonnull %3, i32 noundef 2135587861)
  %32 = call fastcc float @n3(<3 x float> noundef %0, ptr noundef nonnull %3, i32 noundef -207830944)
  %33 = insertelement <3 x float> undef, float %30, i64 0
  %34 = insertelement <3 x float> %33, float %31, i64 1
  %35 = insertelement <3 x float> %34, float %32, i64 2
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %3) #27
  ret <3 x float> %35
}

; Function Attrs: nofree nosync nounwind memory(none)
define internal <3 x float> @rsl_pnoise__v_pfpf(<3 x float> noundef %0, float noundef %1, <3 x float> noundef %2, float noundef %3) local_unnamed_addr #13 {
  %5 = alloca [4 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #27
  %6 = extractelement <3 x float> %2, i64 0
  %7 = fcmp ult float %6, 1.000000e+00
  br i1 %7, label %12, label %8

8:                                                ; preds = %4
  %9 = fcmp olt float %6, 1.000000e+09
  %10 = select i1 %9, float %6, float 1.000000e+09
  %11 = fptosi float %10 to i32
  br label %12

12:                                               ; preds = %8, %4
  %13 = phi i32 [ %11, %8 ], [ 1, %4 ]
  store i32 %13, ptr %5, align 16, !tbaa !16
  %14 = getelementptr inbounds i32, ptr %5, i64 1
  %15 = extractelement <3 x float> %2, i64 1
  %16 = fcmp ult float %15, 1.000000e+00
  br i1 %16, label %21, label %17

17:                                               ; preds = %12
  %18 = fcmp olt float %15, 1.000000e+09
  %19 = select i1 %18, float %15, float 1.000000e+09
  %20 = fptosi float %19 to i32
  br label %21

21:                                               ; preds = %17, %12
  %22 = phi i32 [ %20, %17 ], [ 1, %12 ]
  store i32 %22, ptr %14, align 4, !tbaa !16
  %23 = getelementptr inbounds i32, ptr %5, i64 2
  %24 = extractelement <3 x float> %2, i64 2
  %25 = fcmp ult float %24, 1.000000e+00
  br i1 %25, label %30, label %26

26:                                               ; preds = %21
  %27 = fcmp olt float %24, 1.000000e+09
  %28 = select i1 %27, float %24, float 1.000000e+09
  %29 = fptosi float %28 to i32
  br label %30

30:                                               ; preds = %26, %21
  %31 = phi i32 [ %29, %26 ], [ 1, %21 ]
  store i32 %31, ptr %23, align 8, !tbaa !16
  %32 = fcmp ult float %3, 1.000000e+00
  br i1 %32, label %37, label %33

33:                                               ; preds = %30
  %34 = fcmp olt float %3, 1.000000e+09
  %35 = select i1 %34, float %3, float 1.000000e+09
  %36 = fptosi float %35 to i32
  br label %37

37:                                               ; preds = %33, %30
  %38 = phi i32 [ %36, %33 ], [ 1, %30 ]
  %39 = getelementptr inbounds i32, ptr %5, i64 3
  store i32 %38, ptr %39, align 4, !tbaa !16
  %40 = call fastcc float @n4(<3 x float> noundef %0, float noundef %1, ptr noundef nonnull %5, i32 noundef -1640531527)
  %41 = call fastcc float @n4(<3 x float> noundef %0, float noundef %1, ptr noundef nonnull %5, i32 noundef 2135587861)
  %42 = call fastcc float @n4(<3 x float> noundef %0, float noundef %1, ptr noundef nonnull %5, i32 noundef -207830944)
  %43 = insertelement <3 x float> undef, float %40, i64 0
  %44 = insertelement <3 x float> %43, float %41, i64 1
  %45 = insertelement <3 x float> %44, float %42, i64 2
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #27
  ret <3 x float> %45
}

; Function Attrs: nofree nosync nounwind memory(none)
define internal <3 x float> @rsl_cellnoise__v_f(float noundef %0) local_unnamed_addr #13 {
  %2 = tail call float @llvm.floor.f32(float %0)
  %3 = fcmp ogt float %2, -1.000000e+09
  %4 = select i1 %3, float %2, float -1.000000e+09
  %5 = fcmp olt float %4, 1.000000e+09
  %6 = select i1 %5, float %4, float 1.000000e+09
  %7 = fptosi float %6 to i32
  %8 = add i32 %7, -1806715564
  %9 = lshr i32 %8, 16
  %10 = xor i32 %9, %8
  %11 = mul i32 %10, 2146121005
  %12 = lshr i32 %11, 15
  %13 = xor i32 %12, %11
  %14 = mul i32 %13, -2073254261
  %15 = lshr i32 %14, 24
  %16 = lshr i32 %14, 8
  %17 = xor i32 %15, %16
  %18 = uitofp i32 %17 to float
  %19 = fmul float %18, 0x3E70000000000000
  %20 = add i32 %7, -1122081909
  %21 = lshr i32 %20, 16
  %22 = xor i32 %21, %20
  %23 = mul i32 %22, 2146121005
  %24 = lshr i32 %23, 15
  %25 = xor i32 %24, %23
  %26 = mul i32 %25, -2073254261
  %27 = lshr i32 %26, 24
  %28 = lshr i32 %26, 8
  %29 = xor i32 %27, %28
  %30 = uitofp i32 %29 to float
  %31 = fmul float %30, 0x3E70000000000000
  %32 = add i32 %7, -1154489998
  %33 = lshr i32 %32, 16
  %34 = xor i32 %33, %32
  %35 = mul i32 %34, 2146121005
  %36 = lshr i32 %35, 15
  %37 = xor i32 %36, %35
  %38 = mul i32 %37, -2073254261
  %39 = lshr i32 %38, 24
  %40 = lshr i32 %38, 8
  %41 = xor i32 %39, %40
  %42 = uitofp i32 %41 to float
  %43 = fmul float %42, 0x3E70000000000000
  %44 = insertelement <3 x float> undef, float %19, i64 0
  %45 = insertelement <3 x float> %44, float %31, i64 1
  %46 = insertelement <3 x float> %45, float %43, i64 2
  ret <3 x float> %46
}

; Function Attrs: nofree nosync nounwind memory(none)
define internal <3 x float> @rsl_cellnoise__v_ff(float noundef %0, float noundef %1) local_unnamed_addr #13 {
  %3 = tail call float @llvm.floor.f32(float %0)
  %4 = fcmp ogt float %3, -1.000000e+09
  %5 = select i1 %4, float %3, float -1.000000e+09
  %6 = fcmp olt float %5, 1.000000e+09
  %7 = select i1 %6, float %5, float 1.000000e+09
  %8 = fptosi float %7 to i32
  %9 = tail call float @llvm.floor.f32(float %1)
  %10 = fcmp ogt float %9, -1.000000e+09
  %11 = select i1 %10, float %9, float -1.000000e+09
  %12 = fcmp olt float %11, 1.000000e+09
  %13 = select i1 %12, float %11, float 1.000000e+09
  %14 = fptosi float %13 to i32
  %15 = add i32 %14, -1368424207
  %16 = lshr i32 %15, 16
  %17 = xor i32 %16, %15
  %18 = mul i32 %17, 2146121005
  %19 = lshr i32 %18, 15
  %20 = xor i32 %19, %18
  %21 = mul i32 %20, -2073254261
  %22 = lshr i32 %21, 16
  %23 = xor i32 %22, %21
  %24 = add i32 %23, %8
  %25 = lshr i32 %24, 16
  %26 = xor i32 %25, %24
  %27 = mul i32 %26, 2146121005
  %28 = lshr i32 %27, 15
  %29 = xor i32 %28, %27
  %30 = mul i32 %29, -2073254261
  %31 = lshr i32 %30, 24
  %32 = lshr i32 %30, 8
  %33 = xor i32 %31, %32
  %34 = uitofp i32 %33 to float
  %35 = fmul float %34, 0x3E70000000000000
  %36 = add i32 %14, -111695974
  %37 = lshr i32 %36, 16
  %38 = xor i32 %37, %36
  %39 = mul i32 %38, 2146121005
  %40 = lshr i32 %39, 15
  %41 = xor i32 %40, %39
  %42 = mul i32 %41, -2073254261
  %43 = lshr i32 %42, 16
  %44 = xor i32 %43, %42
  %45 = add i32 %44, %8
  %46 = lshr i32 %45, 16
  %47 = xor i32 %46, %45
  %48 = mul i32 %47, 2146121005
  %49 = lshr i32 %48, 15
  %50 = xor i32 %49, %48
  %51 = mul i32 %50, -2073254261
  %52 = lshr i32 %51, 24
  %53 = lshr i32 %51, 8
  %54 = xor i32 %52, %53
  %55 = uitofp i32 %54 to float
  %56 = fmul float %55, 0x3E70000000000000
  %57 = add i32 %14, -304329437
  %58 = lshr i32 %57, 16
  %59 = xor i32 %58, %57
  %60 = mul i32 %59, 2146121005
  %61 = lshr i32 %60, 15
  %62 = xor i32 %61, %60
  %63 = mul i32 %62, -2073254261
  %64 = lshr i32 %63, 16
  %65 = xor i32 %64, %63
  %66 = add i32 %65, %8
  %67 = lshr i32 %66, 16
  %68 = xor i32 %67, %66
  %69 = mul i32 %68, 2146121005
  %70 = lshr i32 %69, 15
  %71 = xor i32 %70, %69
  %72 = mul i32 %71, -2073254261
  %73 = lshr i32 %72, 24
  %74 = lshr i32 %72, 8
  %75 = xor i32 %73, %74
  %76 = uitofp i32 %75 to float
  %77 = fmul float %76, 0x3E70000000000000
  %78 = insertelement <3 x float> undef, float %35, i64 0
  %79 = insertelement <3 x float> %78, float %56, i64 1
  %80 = insertelement <3 x float> %79, float %77, i64 2
  ret <3 x float> %80
}

; Function Attrs: nofree nosync nounwind memory(none)
define internal <3 x float> @rsl_cellnoise__v_p(<3 x float> noundef %0) local_unnamed_addr #13 {
  %2 = extractelement <3 x float> %0, i64 0
  %3 = tail call float @llvm.floor.f32(float %2)
  %4 = fcmp ogt float %3, -1.000000e+09
  %5 = select i1 %4, float %3, float -1.000000e+09
  %6 = fcmp olt float %5, 1.000000e+09
  %7 = select i1 %6, float %5, float 1.000000e+09
  %8 = fptosi float %7 to i32
  %9 = extractelement <3 x float> %0, i64 1
  %10 = tail call float @llvm.floor.f32(float %9)
  %11 = fcmp ogt float %10, -1.000000e+09
  %12 = select i1 %11, float %10, float -1.000000e+09
  %13 = fcmp olt float %12, 1.000000e+09
  %14 = select i1 %13, float %12, float 1.000000e+09
  %15 = fptosi float %14 to i32
  %16 = extractelement <3 x float> %0, i64 2
  %17 = tail call float @llvm.floor.f32(float %16)
  %18 = fcmp ogt float %17, -1.000000e+09
  %19 = select i1 %18, float %17, float -1.000000e+09
  %20 = fcmp olt float %19, 1.000000e+09
  %21 = select i1 %20, float %19, float 1.000000e+09
  %22 = fptosi float %21 to i32
  %23 = add i32 %22, 33350994
  %24 = lshr i32 %23, 16
  %25 = xor i32 %24, %23
  %26 = mul i32 %25, 2146121005
  %27 = lshr i32 %26, 15
  %28 = xor i32 %27, %26
  %29 = mul i32 %28, -2073254261
  %30 = lshr i32 %29, 16
  %31 = xor i32 %30, %29
  %32 = add i32 %31, %15
  %33 = lshr i32 %32, 16
  %34 = xor i32 %33, %32
  %35 = mul i32 %34, 2146121005
  %36 = lshr i32 %35, 15
  %37 = xor i32 %36, %35
  %38 = mul i32 %37, -2073254261
  %39 = lshr i32 %38, 16
  %40 = xor i32 %39, %38
  %41 = add i32 %40, %8
  %42 = lshr i32 %41, 16
  %43 = xor i32 %42, %41
  %44 = mul i32 %43, 2146121005
  %45 = lshr i32 %44, 15
  %46 = xor i32 %45, %44
  %47 = mul i32 %46, -2073254261
  %48 = lshr i32 %47, 24
  %49 = lshr i32 %47, 8
  %50 = xor i32 %48, %49
  %51 = uitofp i32 %50 to float
  %52 = fmul float %51, 0x3E70000000000000
  %53 = add i32 %22, -12707885
  %54 = lshr i32 %53, 16
  %55 = xor i32 %54, %53
  %56 = mul i32 %55, 2146121005
  %57 = lshr i32 %56, 15
  %58 = xor i32 %57, %56
  %59 = mul i32 %58, -2073254261
  %60 = lshr i32 %59, 16
  %61 = xor i32 %60, %59
  %62 = add i32 %61, %15
  %63 = lshr i32 %62, 16
  %64 = xor i32 %63, %62
  %65 = mul i32 %64, 2146121005
  %66 = lshr i32 %65, 15
  %67 = xor i32 %66, %65
  %68 = mul i32 %67, -2073254261
  %69 = lshr i32 %68, 16
  %70 = xor i32 %69, %68
  %71 = add i32 %70, %8
  %72 = lshr i32 %71, 16
  %73 = xor i32 %72, %71
  %74 = mul i32 %73, 2146121005
  %75 = lshr i32 %74, 15
  %76 = xor i32 %75, %74
  %77 = mul i32 %76, -2073254261
  %78 = lshr i32 %77, 24
  %79 = lshr i32 %77, 8
  %80 = xor i32 %78, %79
  %81 = uitofp i32 %80 to float
  %82 = fmul float %81, 0x3E70000000000000
  %83 = add i32 %22, -1961502071
  %84 = lshr i32 %83, 16
  %85 = xor i32 %84, %83
  %86 = mul i32 %85, 2146121005
  %87 = lshr i32 %86, 15
  %88 = xor i32 %87, %86
  %89 = mul i32 %88, -2073254261
  %90 = lshr i32 %89, 16
  %91 = xor i32 %90, %89
  %92 = add i32 %91, %15
  %93 = lshr i32 %92, 16
  %94 = xor i32 %93, %92
  %95 = mul i32 %94, 2146121005
  %96 = lshr i32 %95, 15
  %97 = xor i32 %96, %95
  %98 = mul i32 %97, -2073254261
  %99 = lshr i32 %98, 16
  %100 = xor i32 %99, %98
  %101 = add i32 %100, %8
  %102 = lshr i32 %101, 16
  %103 = xor i32 %102, %101
  %104 = mul i32 %103, 2146121005
  %105 = lshr i32 %104, 15
  %106 = xor i32 %105, %104
  %107 = mul i32 %106, -2073254261
  %108 = lshr i32 %107, 24
  %109 = lshr i32 %107, 8
  %110 = xor i32 %108, %109
  %111 = uitofp i32 %110 to float
  %112 = fmul float %111, 0x3E70000000000000
  %113 = insertelement <3 x float> undef, float %52, i64 0
  %114 = insertelement <3 x float> %113, float %82, i64 1
  %115 = insertelement <3 x float> %114, float %112, i64 2
  ret <3 x float> %115
}

; Function Attrs: nofree nosync nounwind memory(none)
define internal <3 x float> @rsl_cellnoise__v_pf(<3 x float> noundef %0, float noundef %1) local_unnamed_addr #13 {
  %3 = extractelement <3 x float> %0, i64 0
  %4 = tail call float @llvm.floor.f32(float %3)
  %5 = fcmp ogt float %4, -1.000000e+09
  %6 = select i1 %5, float %4, float -1.000000e+09
  %7 = fcmp olt float %6, 1.000000e+09
  %8 = select i1 %7, float %6, float 1.000000e+09
  %9 = fptosi float %8 to i32
  %10 = extractelement <3 x float> %0, i64 1
  %11 = tail call float @llvm.floor.f32(float %10)
  %12 = fcmp ogt float %11, -1.000000e+09
  %13 = select i1 %12, float %11, float -1.000000e+09
  %14 = fcmp olt float %13, 1.000000e+09
  %15 = select i1 %14, float %13, float 1.000000e+09
  %16 = fptosi float %15 to i32
  %17 = extractelement <3 x float> %0, i64 2
  %18 = tail call float @llvm.floor.f32(float %17)
  %19 = fcmp ogt float %18, -1.000000e+09
  %20 = select i1 %19, float %18, float -1.000000e+09
  %21 = fcmp olt float %20, 1.000000e+09
  %22 = select i1 %21, float %20, float 1.000000e+09
  %23 = fptosi float %22 to i32
  %24 = tail call float @llvm.floor.f32(float %1)
  %25 = fcmp ogt float %24, -1.000000e+09
  %26 = select i1 %25, float %24, float -1.000000e+09
  %27 = fcmp olt float %26, 1.000000e+09
  %28 = select i1 %27, float %26, float 1.000000e+09
  %29 = fptosi float %28 to i32
  %30 = add i32 %29, -1640531527
  %31 = lshr i32 %30, 16
  %32 = xor i32 %31, %30
  %33 = mul i32 %32, 2146121005
  %34 = lshr i32 %33, 15
  %35 = xor i32 %34, %33
  %36 = mul i32 %35, -2073254261
  %37 = lshr i32 %36, 16
  %38 = xor i32 %37, %36
  %39 = add i32 %38, %23
  %40 = lshr i32 %39, 16
  %41 = xor i32 %40, %39
  %42 = mul i32 %41, 2146121005
  %43 = lshr i32 %42, 15
  %44 = xor i32 %43, %42
  %45 = mul i32 %44, -2073254261
  %46 = lshr i32 %45, 16
  %47 = xor i32 %46, %45
  %48 = add i32 %47, %16
  %49 = lshr i32 %48, 16
  %50 = xor i32 %49, %48
  %51 = mul i32 %50, 2146121005
  %52 = lshr i32 %51, 15
  %53 = xor i32 %52, %51
  %54 = mul i32 %53, -2073254261
  %55 = lshr i32 %54, 16
  %56 = xor i32 %55, %54
  %57 = add i32 %56, %9
  %58 = lshr i32 %57, 16
  %59 = xor i32 %58, %57
  %60 = mul i32 %59, 2146121005
  %61 = lshr i32 %60, 15
  %62 = xor i32 %61, %60
  %63 = mul i32 %62, -2073254261
  %64 = lshr i32 %63, 24
  %65 = lshr i32 %63, 8
  %66 = xor i32 %64, %65
  %67 = uitofp i32 %66 to float
  %68 = fmul float %67, 0x3E70000000000000
  %69 = add i32 %29, 2135587861
  %70 = lshr i32 %69, 16
  %71 = xor i32 %70, %69
  %72 = mul i32 %71, 2146121005
  %73 = lshr i32 %72, 15
  %74 = xor i32 %73, %72
  %75 = mul i32 %74, -2073254261
  %76 = lshr i32 %75, 16
  %77 = xor i32 %76, %75
  %78 = add i32 %77, %23
  %79 = lshr i32 %78, 16
  %80 = xor i32 %79, %78
  %81 = mul i32 %80, 2146121005
  %82 = lshr i32 %81, 15
  %83 = xor i32 %82, %81
  %84 = mul i32 %83, -2073254261
  %85 = lshr i32 %84, 16
  %86 = xor i32 %85, %84
  %87 = add i32 %86, %16
  %88 = lshr i32 %87, 16
  %89 = xor i32 %88, %87
  %90 = mul i32 %89, 2146121005
  %91 = lshr i32 %90, 15
  %92 = xor i32 %91, %90
  %93 = mul i32 %92, -2073254261
  %94 = lshr i32 %93, 16
  %95 = xor i32 %94, %93
  %96 = add i32 %95, %9
  %97 = lshr i32 %96, 16
  %98 = xor i32 %97, %96
  %99 = mul i32 %98, 2146121005
  %100 = lshr i32 %99, 15
  %101 = xor i32 %100, %99
  %102 = mul i32 %101, -2073254261
  %103 = lshr i32 %102, 24
  %104 = lshr i32 %102, 8
  %105 = xor i32 %103, %104
  %106 = uitofp i32 %105 to float
  %107 = fmul float %106, 0x3E70000000000000
  %108 = add i32 %29, -207830944
  %109 = lshr i32 %108, 16
  %110 = xor i32 %109, %108
  %111 = mul i32 %110, 2146121005
  %112 = lshr i32 %111, 15
  %113 = xor i32 %112, %111
  %114 = mul i32 %113, -2073254261
  %115 = lshr i32 %114, 16
  %116 = xor i32 %115, %114
  %117 = add i32 %116, %23
  %118 = lshr i32 %117, 16
  %119 = xor i32 %118, %117
  %120 = mul i32 %119, 2146121005
  %121 = lshr i32 %120, 15
  %122 = xor i32 %121, %120
  %123 = mul i32 %122, -2073254261
  %124 = lshr i32 %123, 16
  %125 = xor i32 %124, %123
  %126 = add i32 %125, %16
  %127 = lshr i32 %126, 16
  %128 = xor i32 %127, %126
  %129 = mul i32 %128, 2146121005
  %130 = lshr i32 %129, 15
  %131 = xor i32 %130, %129
  %132 = mul i32 %131, -2073254261
  %133 = lshr i32 %132, 16
  %134 = xor i32 %133, %132
  %135 = add i32 %134, %9
  %136 = lshr i32 %135, 16
  %137 = xor i32 %136, %135
  %138 = mul i32 %137, 2146121005
  %139 = lshr i32 %138, 15
  %140 = xor i32 %139, %138
  %141 = mul i32 %140, -2073254261
  %142 = lshr i32 %141, 24
  %143 = lshr i32 %141, 8
  %144 = xor i32 %142, %143
  %145 = uitofp i32 %144 to float
  %146 = fmul float %145, 0x3E70000000000000
  %147 = insertelement <3 x float> undef, float %68, i64 0
  %148 = insertelement <3 x float> %147, float %107, i64 1
  %149 = insertelement <3 x float> %148, float %146, i64 2
  ret <3 x float> %149
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal float @rsl_noise__f_v(<3 x float> noundef %0) local_unnamed_addr #6 {
  %2 = tail call fastcc float @n3(<3 x float> noundef %0, ptr noundef nonnull @no_period, i32 noundef 0)
  ret float %2
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_noise__c_v(<3 x float> noundef %0) local_unnamed_addr #6 {
  %2 = tail call fastcc float @n3(<3 x float> noundef %0, ptr noundef nonnull @no_period, i32 noundef -1640531527)
  %3 = tail call fastcc float @n3(<3 x float> noundef %0, ptr noundef nonnull @no_period, i32 noundef 2135587861)
  %4 = tail call fastcc float @n3(<3 x float> noundef %0, ptr noundef nonnull @no_period, i32 noundef -207830944)
  %5 = insertelement <3 x float> undef, float %2, i64 0
  %6 = insertelement <3 x float> %5, float %3, i64 1
  %7 = insertelement <3 x float> %6, float %4, i64 2
  ret <3 x float> %7
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_noise__p_v(<3 x float> noundef %0) local_unnamed_addr #6 {
  %2 = tail call fastcc float @n3(<3 x float> noundef %0, ptr noundef nonnull @no_period, i32 noundef -1640531527)
  %3 = tail call fastcc float @n3(<3 x float> noundef %0, ptr noundef nonnull @no_period, i32 noundef 2135587861)
  %4 = tail call fastcc float @n3(<3 x float> noundef %0, ptr noundef nonnull @no_period, i32 noundef -207830944)
  %5 = insertelement <3 x float> undef, float %2, i64 0
  %6 = insertelement <3 x float> %5, float %3, i64 1
  %7 = insertelement <3 x float> %6, float %4, i64 2
  ret <3 x float> %7
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_noise__v_v(<3 x float> noundef %0) local_unnamed_addr #6 {
  %2 = tail call fastcc float @n3(<3 x float> noundef %0, ptr noundef nonnull @no_period, i32 noundef -1640531527)
  %3 = tail call fastcc float @n3(<3 x float> noundef %0, ptr noundef nonnull @no_period, i32 noundef 2135587861)
  %4 = tail call fastcc float @n3(<3 x float> noundef %0, ptr noundef nonnull @no_period, i32 noundef -207830944)
  %5 = insertelement <3 x float> undef, float %2, i64 0
  %6 = insertelement <3 x float> %5, float %3, i64 1
  %7 = insertelement <3 x float> %6, float %4, i64 2
  ret <3 x float> %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none)
define internal float @rsl_random__f() local_unnamed_addr #15 {
  %1 = load i32, ptr @random_state, align 4, !tbaa !16
  %2 = shl i32 %1, 13
  %3 = xor i32 %2, %1
  %4 = lshr i32 %3, 17
  %5 = xor i32 %4, %3
  %6 = shl i32 %5, 5
  %7 = xor i32 %6, %5
  store i32 %7, ptr @random_state, align 4, !tbaa !16
  %8 = lshr i32 %7, 8
  %9 = uitofp i32 %8 to float
  %10 = fmul float %9, 0x3E70000000000000
  ret float %10
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none)
define internal <3 x float> @rsl_random__c() local_unnamed_addr #16 {
  %1 = load i32, ptr @random_state, align 4, !tbaa !16
  %2 = shl i32 %1, 13
  %3 = xor i32 %2, %1
  %4 = lshr i32 %3, 17
  %5 = xor i32 %4, %3
  %6 = shl i32 %5, 5
  %7 = xor i32 %6, %5
  %8 = shl i32 %7, 13
  %9 = xor i32 %8, %7
  %10 = lshr i32 %9, 17
  %11 = xor i32 %10, %9
  %12 = shl i32 %11, 5
  %13 = xor i32 %12, %11
  %14 = insertelement <2 x i32> poison, i32 %7, i64 0
  %15 = insertelement <2 x i32> %14, i32 %13, i64 1
  %16 = lshr <2 x i32> %15, <i32 8, i32 8>
  %17 = uitofp <2 x i32> %16 to <2 x float>
  %18 = fmul <2 x float> %17, <float 0x3E70000000000000, float 0x3E70000000000000>
  %19 = shl i32 %13, 13
  %20 = xor i32 %19, %13
  %21 = lshr i32 %20, 17
  %22 = xor i32 %21, %20
  %23 = shl i32 %22, 5
  %24 = xor i32 %23, %22
  store i32 %24, ptr @random_state, align 4, !tbaa !16
  %25 = lshr i32 %24, 8
  %26 = uitofp i32 %25 to float
  %27 = fmul float %26, 0x3E70000000000000
  %28 = shufflevector <2 x float> %18, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 undef>
  %29 = insertelement <3 x float> %28, float %27, i64 2
  ret <3 x float> %29
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none)
define internal <3 x float> @rsl_random__p() local_unnamed_addr #16 {
  %1 = load i32, ptr @random_state, align 4, !tbaa !16
  %2 = shl i32 %1, 13
  %3 = xor i32 %2, %1
  %4 = lshr i32 %3, 17
  %5 = xor i32 %4, %3
  %6 = shl i32 %5, 5
  %7 = xor i32 %6, %5
  %8 = shl i32 %7, 13
  %9 = xor i32 %8, %7
  %10 = lshr i32 %9, 17
  %11 = xor i32 %10, %9
  %12 = shl i32 %11, 5
  %13 = xor i32 %12, %11
  %14 = insertelement <2 x i32> poison, i32 %7, i64 0
  %15 = insertelement <2 x i32> %14, i32 %13, i64 1
  %16 = lshr <2 x i32> %15, <i32 8, i32 8>
  %17 = uitofp <2 x i32> %16 to <2 x float>
  %18 = fmul <2 x float> %17, <float 0x3E70000000000000, float 0x3E70000000000000>
  %19 = shl i32 %13, 13
  %20 = xor i32 %19, %13
  %21 = lshr i32 %20, 17
  %22 = xor i32 %21, %20
  %23 = shl i32 %22, 5
  %24 = xor i32 %23, %22
  store i32 %24, ptr @random_state, align 4, !tbaa !16
  %25 = lshr i32 %24, 8
  %26 = uitofp i32 %25 to float
  %27 = fmul float %26, 0x3E70000000000000
  %28 = shufflevector <2 x float> %18, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 undef>
  %29 = insertelement <3 x float> %28, float %27, i64 2
  ret <3 x float> %29
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal float @rsl_spline__f_ff4(float noundef %0, float noundef %1, float noundef %2, float noundef %3, float noundef %4) local_unnamed_addr #0 {
  %6 = alloca [4 x float], align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #27
  store float %1, ptr %6, align 16, !tbaa !6
  %7 = getelementptr inbounds float, ptr %6, i64 1
  store float %2, ptr %7, align 4, !tbaa !6
  %8 = getelementptr inbounds float, ptr %6, i64 2
  store float %3, ptr %8, align 8, !tbaa !6
  %9 = getelementptr inbounds float, ptr %6, i64 3
  store float %4, ptr %9, align 4, !tbaa !6
  %10 = fcmp ogt float %0, 0.000000e+00
  %11 = select i1 %10, float %0, float 0.000000e+00
  %12 = fcmp olt float %11, 1.000000e+00
  %13 = select i1 %12, float %11, float 1.000000e+00
  %14 = fptosi float %13 to i32
  %15 = tail call i32 @llvm.smin.i32(i32 %14, i32 0)
  %16 = sitofp i32 %15 to float
  %17 = fsub float %13, %16
  %18 = sext i32 %15 to i64
  %19 = getelementptr inbounds float, ptr %6, i64 %18
  %20 = add nsw i32 %15, 2
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %6, i64 %21
  %23 = fmul float %17, %17
  %24 = fmul float %17, %23
  %25 = insertelement <2 x float> poison, float %23, i64 0
  %26 = insertelement <2 x float> %25, float %24, i64 1
  %27 = fmul <2 x float> %26, <float 2.000000e+00, float 5.000000e-01>
  %28 = extractelement <2 x float> %27, i64 1
  %29 = insertelement <2 x float> poison, float %17, i64 0
  %30 = shufflevector <2 x float> %29, <2 x float> poison, <2 x i32> zeroinitializer
  %31 = fmul <2 x float> %30, <float 5.000000e-01, float 0.000000e+00>
  %32 = fmul float %23, 2.500000e+00
  %33 = insertelement <2 x float> poison, float %24, i64 0
  %34 = insertelement <2 x float> %33, float %23, i64 1
  %35 = fmul <2 x float> %34, <float 1.500000e+00, float 5.000000e-01>
  %36 = fsub <2 x float> %27, %35
  %37 = fadd <2 x float> %31, %36
  %38 = fadd <2 x float> %37, zeroinitializer
  %39 = load <2 x float>, ptr %19, align 4, !tbaa !6
  %40 = shufflevector <2 x float> %25, <2 x float> %35, <2 x i32> <i32 0, i32 2>
  %41 = insertelement <2 x float> poison, float %28, i64 0
  %42 = insertelement <2 x float> %41, float %32, i64 1
  %43 = fsub <2 x float> %40, %42
  %44 = fsub <2 x float> %43, %31
  %45 = fadd <2 x float> %43, %31
  %46 = shufflevector <2 x float> %44, <2 x float> %45, <2 x i32> <i32 0, i32 3>
  %47 = fadd <2 x float> %46, <float 0.000000e+00, float 1.000000e+00>
  %48 = fmul <2 x float> %47, %39
  %49 = shufflevector <2 x float> %48, <2 x float> poison, <2 x i32> <i32 1, i32 undef>
  %50 = fadd <2 x float> %48, %49
  %51 = load <2 x float>, ptr %22, align 4, !tbaa !6
  %52 = fmul <2 x float> %38, %51
  %53 = fadd <2 x float> %50, %52
  %54 = shufflevector <2 x float> %52, <2 x float> poison, <2 x i32> <i32 1, i32 undef>
  %55 = fadd <2 x float> %53, %54
  %56 = extractelement <2 x float> %55, i64 0
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #27
  ret float %56
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal float @rsl_spline__f_sff4(i32 noundef %0, float noundef %1, float noundef %2, float noundef %3, float noundef %4, float noundef %5) local_unnamed_addr #0 {
  %7 = alloca [4 x float], align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #27
  store float %2, ptr %7, align 16, !tbaa !6
  %8 = getelementptr inbounds float, ptr %7, i64 1
  store float %3, ptr %8, align 4, !tbaa !6
  %9 = getelementptr inbounds float, ptr %7, i64 2
  store float %4, ptr %9, align 8, !tbaa !6
  %10 = getelementptr inbounds float, ptr %7, i64 3
  store float %5, ptr %10, align 4, !tbaa !6
  %11 = call fastcc float @spline_f(i32 noundef %0, float noundef %1, ptr noundef nonnull %7, i32 noundef 4)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #27
  ret float %11
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(argmem: read)
define internal fastcc float @spline_f(i32 noundef %0, float noundef %1, ptr nocapture noundef readonly %2, i32 noundef %3) unnamed_addr #17 {
  %5 = add i32 %0, -16
  %6 = icmp ult i32 %5, 4
  br i1 %6, label %7, label %11

7:                                                ; preds = %4
  %8 = sext i32 %5 to i64
  %9 = getelementptr inbounds [4 x ptr], ptr @switch.table.rsl_spline__p_sfp4, i64 0, i64 %8
  %10 = load ptr, ptr %9, align 8
  br label %11

11:                                               ; preds = %7, %4
  %12 = phi ptr [ %10, %7 ], [ @bases, %4 ]
  %13 = add nsw i32 %3, -4
  %14 = getelementptr inbounds %struct.basis, ptr %12, i64 0, i32 1
  %15 = load i32, ptr %14, align 4, !tbaa !21
  %16 = sdiv i32 %13, %15
  %17 = add nsw i32 %16, 1
  %18 = fcmp ogt float %1, 0.000000e+00
  %19 = select i1 %18, float %1, float 0.000000e+00
  %20 = fcmp olt float %19, 1.000000e+00
  %21 = select i1 %20, float %19, float 1.000000e+00
  %22 = sitofp i32 %17 to float
  %23 = fmul float %21, %22
  %24 = fptosi float %23 to i32
  %25 = tail call i32 @llvm.smin.i32(i32 %16, i32 %24)
  %26 = sitofp i32 %25 to float
  %27 = fsub float %23, %26
  %28 = getelementptr inbounds [16 x float], ptr %12, i64 0, i64 4
  %29 = getelementptr inbounds [16 x float], ptr %12, i64 0, i64 8
  %30 = getelementptr inbounds [16 x float], ptr %12, i64 0, i64 12
  %31 = getelementptr inbounds [16 x float], ptr %12, i64 0, i64 1
  %32 = load float, ptr %31, align 4, !tbaa !6
  %33 = getelementptr inbounds [16 x float], ptr %12, i64 0, i64 5
  %34 = load float, ptr %33, align 4, !tbaa !6
  %35 = getelementptr inbounds [16 x float], ptr %12, i64 0, i64 9
  %36 = load float, ptr %35, align 4, !tbaa !6
  %37 = fmul float %27, %36
  %38 = getelementptr inbounds [16 x float], ptr %12, i64 0, i64 13
  %39 = load float, ptr %38, align 4, !tbaa !6
  %40 = getelementptr inbounds [16 x float], ptr %12, i64 0, i64 2
  %41 = getelementptr inbounds [16 x float], ptr %12, i64 0, i64 6
  %42 = getelementptr inbounds [16 x float], ptr %12, i64 0, i64 10
  %43 = getelementptr inbounds [16 x float], ptr %12, i64 0, i64 14
  %44 = getelementptr inbounds [16 x float], ptr %12, i64 0, i64 3
  %45 = load float, ptr %44, align 4, !tbaa !6
  %46 = getelementptr inbounds [16 x float], ptr %12, i64 0, i64 7
  %47 = load float, ptr %46, align 4, !tbaa !6
  %48 = getelementptr inbounds [16 x float], ptr %12, i64 0, i64 11
  %49 = load float, ptr %48, align 4, !tbaa !6
  %50 = fmul float %27, %49
  %51 = getelementptr inbounds [16 x float], ptr %12, i64 0, i64 15
  %52 = load float, ptr %51, align 4, !tbaa !6
  %53 = mul nsw i32 %25, %15
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr %2, i64 %54
  %56 = add nsw i32 %53, 1
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds float, ptr %2, i64 %57
  %59 = load float, ptr %58, align 4, !tbaa !6
  %60 = add nsw i32 %53, 2
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds float, ptr %2, i64 %61
  %63 = fmul float %27, %27
  %64 = fmul float %27, %63
  %65 = load float, ptr %12, align 4, !tbaa !6
  %66 = load float, ptr %28, align 4, !tbaa !6
  %67 = load float, ptr %29, align 4, !tbaa !6
  %68 = load float, ptr %30, align 4, !tbaa !6
  %69 = fmul float %32, %64
  %70 = fmul float %34, %63
  %71 = fadd float %70, %69
  %72 = fadd float %37, %71
  %73 = fadd float %39, %72
  %74 = load float, ptr %40, align 4, !tbaa !6
  %75 = insertelement <2 x float> poison, float %66, i64 0
  %76 = insertelement <2 x float> %75, float %74, i64 1
  %77 = insertelement <2 x float> poison, float %63, i64 0
  %78 = insertelement <2 x float> %77, float %64, i64 1
  %79 = fmul <2 x float> %76, %78
  %80 = load float, ptr %41, align 4, !tbaa !6
  %81 = insertelement <2 x float> poison, float %65, i64 0
  %82 = insertelement <2 x float> %81, float %80, i64 1
  %83 = insertelement <2 x float> poison, float %64, i64 0
  %84 = insertelement <2 x float> %83, float %63, i64 1
  %85 = fmul <2 x float> %82, %84
  %86 = fadd <2 x float> %79, %85
  %87 = load float, ptr %42, align 4, !tbaa !6
  %88 = insertelement <2 x float> poison, float %67, i64 0
  %89 = insertelement <2 x float> %88, float %87, i64 1
  %90 = insertelement <2 x float> poison, float %27, i64 0
  %91 = shufflevector <2 x float> %90, <2 x float> poison, <2 x i32> zeroinitializer
  %92 = fmul <2 x float> %89, %91
  %93 = fadd <2 x float> %92, %86
  %94 = load float, ptr %43, align 4, !tbaa !6
  %95 = insertelement <2 x float> poison, float %68, i64 0
  %96 = insertelement <2 x float> %95, float %94, i64 1
  %97 = fadd <2 x float> %96, %93
  %98 = fmul float %64, %45
  %99 = fmul float %63, %47
  %100 = fadd float %98, %99
  %101 = fadd float %100, %50
  %102 = fadd float %52, %101
  %103 = load float, ptr %55, align 4, !tbaa !6
  %104 = fmul float %73, %59
  %105 = load float, ptr %62, align 4, !tbaa !6
  %106 = insertelement <2 x float> poison, float %103, i64 0
  %107 = insertelement <2 x float> %106, float %105, i64 1
  %108 = fmul <2 x float> %97, %107
  %109 = extractelement <2 x float> %108, i64 0
  %110 = fadd float %109, %104
  %111 = extractelement <2 x float> %108, i64 1
  %112 = fadd float %110, %111
  %113 = add nsw i32 %53, 3
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds float, ptr %2, i64 %114
  %116 = load float, ptr %115, align 4, !tbaa !6
  %117 = fmul float %102, %116
  %118 = fadd float %112, %117
  ret float %118
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal float @rsl_spline__f_ff5(float noundef %0, float noundef %1, float noundef %2, float noundef %3, float noundef %4, float noundef %5) local_unnamed_addr #0 {
  %7 = alloca [5 x float], align 16
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %7) #27
  store float %1, ptr %7, align 16, !tbaa !6
  %8 = getelementptr inbounds float, ptr %7, i64 1
  store float %2, ptr %8, align 4, !tbaa !6
  %9 = getelementptr inbounds float, ptr %7, i64 2
  store float %3, ptr %9, align 8, !tbaa !6
  %10 = getelementptr inbounds float, ptr %7, i64 3
  store float %4, ptr %10, align 4, !tbaa !6
  %11 = getelementptr inbounds float, ptr %7, i64 4
  store float %5, ptr %11, align 16, !tbaa !6
  %12 = fcmp ogt float %0, 0.000000e+00
  %13 = select i1 %12, float %0, float 0.000000e+00
  %14 = fcmp olt float %13, 1.000000e+00
  %15 = select i1 %14, float %13, float 1.000000e+00
  %16 = fmul float %15, 2.000000e+00
  %17 = fptosi float %16 to i32
  %18 = tail call i32 @llvm.smin.i32(i32 %17, i32 1)
  %19 = sitofp i32 %18 to float
  %20 = fsub float %16, %19
  %21 = sext i32 %18 to i64
  %22 = getelementptr inbounds float, ptr %7, i64 %21
  %23 = add nsw i32 %18, 2
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr %7, i64 %24
  %26 = fmul float %20, %20
  %27 = fmul float %20, %26
  %28 = insertelement <2 x float> poison, float %26, i64 0
  %29 = insertelement <2 x float> %28, float %27, i64 1
  %30 = fmul <2 x float> %29, <float 2.000000e+00, float 5.000000e-01>
  %31 = extractelement <2 x float> %30, i64 1
  %32 = insertelement <2 x float> poison, float %20, i64 0
  %33 = shufflevector <2 x float> %32, <2 x float> poison, <2 x i32> zeroinitializer
  %34 = fmul <2 x float> %33, <float 5.000000e-01, float 0.000000e+00>
  %35 = fmul float %26, 2.500000e+00
  %36 = insertelement <2 x float> poison, float %27, i64 0
  %37 = insertelement <2 x float> %36, float %26, i64 1
  %38 = fmul <2 x float> %37, <float 1.500000e+00, float 5.000000e-01>
  %39 = fsub <2 x float> %30, %38
  %40 = fadd <2 x float> %34, %39
  %41 = fadd <2 x float> %40, zeroinitializer
  %42 = load <2 x float>, ptr %22, align 4, !tbaa !6
  %43 = shufflevector <2 x float> %28, <2 x float> %38, <2 x i32> <i32 0, i32 2>
  %44 = insertelement <2 x float> poison, float %31, i64 0
  %45 = insertelement <2 x float> %44, float %35, i64 1
  %46 = fsub <2 x float> %43, %45
  %47 = fsub <2 x float> %46, %34
  %48 = fadd <2 x float> %46, %34
  %49 = shufflevector <2 x float> %47, <2 x float> %48, <2 x i32> <i32 0, i32 3>
  %50 = fadd <2 x float> %49, <float 0.000000e+00, float 1.000000e+00>
  %51 = fmul <2 x float> %50, %42
  %52 = shufflevector <2 x float> %51, <2 x float> poison, <2 x i32> <i32 1, i32 undef>
  %53 = fadd <2 x float> %51, %52
  %54 = load <2 x float>, ptr %25, align 4, !tbaa !6
  %55 = fmul <2 x float> %41, %54
  %56 = fadd <2 x float> %53, %55
  %57 = shufflevector <2 x float> %55, <2 x float> poison, <2 x i32> <i32 1, i32 undef>
  %58 = fadd <2 x float> %56, %57
  %59 = extractelement <2 x float> %58, i64 0
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %7) #27
  ret float %59
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal float @rsl_spline__f_sff5(i32 noundef %0, float noundef %1, float noundef %2, float noundef %3, float noundef %4, float noundef %5, float noundef %6) local_unnamed_addr #0 {
  %8 = alloca [5 x float], align 16
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %8) #27
  store float %2, ptr %8, align 16, !tbaa !6
  %9 = getelementptr inbounds float, ptr %8, i64 1
  store float %3, ptr %9, align 4, !tbaa !6
  %10 = getelementptr inbounds float, ptr %8, i64 2
  store float %4, ptr %10, align 8, !tbaa !6
  %11 = getelementptr inbounds float, ptr %8, i64 3
  store float %5, ptr %11, align 4, !tbaa !6
  %12 = getelementptr inbounds float, ptr %8, i64 4
  store float %6, ptr %12, align 16, !tbaa !6
  %13 = call fastcc float @spline_f(i32 noundef %0, float noundef %1, ptr noundef nonnull %8, i32 noundef 5)
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %8) #27
  ret float %13
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal float @rsl_spline__f_ff6(float noundef %0, float noundef %1, float noundef %2, float noundef %3, float noundef %4, float noundef %5, float noundef %6) local_unnamed_addr #0 {
  %8 = alloca [6 x float], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #27
  store float %1, ptr %8, align 16, !tbaa !6
  %9 = getelementptr inbounds float, ptr %8, i64 1
  store float %2, ptr %9, align 4, !tbaa !6
  %10 = getelementptr inbounds float, ptr %8, i64 2
  store float %3, ptr %10, align 8, !tbaa !6
  %11 = getelementptr inbounds float, ptr %8, i64 3
  store float %4, ptr %11, align 4, !tbaa !6
  %12 = getelementptr inbounds float, ptr %8, i64 4
  store float %5, ptr %12, align 16, !tbaa !6
  %13 = getelementptr inbounds float, ptr %8, i64 5
  store float %6, ptr %13, align 4, !tbaa !6
  %14 = fcmp ogt float %0, 0.000000e+00
  %15 = select i1 %14, float %0, float 0.000000e+00
  %16 = fcmp olt float %15, 1.000000e+00
  %17 = select i1 %16, float %15, float 1.000000e+00
  %18 = fmul float %17, 3.000000e+00
  %19 = fptosi float %18 to i32
  %20 = tail call i32 @llvm.smin.i32(i32 %19, i32 2)
  %21 = sitofp i32 %20 to float
  %22 = fsub float %18, %21
  %23 = sext i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %8, i64 %23
  %25 = add nsw i32 %20, 2
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %8, i64 %26
  %28 = fmul float %22, %22
  %29 = fmul float %22, %28
  %30 = insertelement <2 x float> poison, float %28, i64 0
  %31 = insertelement <2 x float> %30, float %29, i64 1
  %32 = fmul <2 x float> %31, <float 2.000000e+00, float 5.000000e-01>
  %33 = extractelement <2 x float> %32, i64 1
  %34 = insertelement <2 x float> poison, float %22, i64 0
  %35 = shufflevector <2 x float> %34, <2 x float> poison, <2 x i32> zeroinitializer
  %36 = fmul <2 x float> %35, <float 5.000000e-01, float 0.000000e+00>
  %37 = fmul float %28, 2.500000e+00
  %38 = insertelement <2 x float> poison, float %29, i64 0
  %39 = insertelement <2 x float> %38, float %28, i64 1
  %40 = fmul <2 x float> %39, <float 1.500000e+00, float 5.000000e-01>
  %41 = fsub <2 x float> %32, %40
  %42 = fadd <2 x float> %36, %41
  %43 = fadd <2 x float> %42, zeroinitializer
  %44 = load <2 x float>, ptr %24, align 4, !tbaa !6
  %45 = shufflevector <2 x float> %30, <2 x float> %40, <2 x i32> <i32 0, i32 2>
  %46 = insertelement <2 x float> poison, float %33, i64 0
  %47 = insertelement <2 x float> %46, float %37, i64 1
  %48 = fsub <2 x float> %45, %47
  %49 = fsub <2 x float> %48, %36
  %50 = fadd <2 x float> %48, %36
  %51 = shufflevector <2 x float> %49, <2 x float> %50, <2 x i32> <i32 0, i32 3>
  %52 = fadd <2 x float> %51, <float 0.000000e+00, float 1.000000e+00>
  %53 = fmul <2 x float> %52, %44
  %54 = shufflevector <2 x float> %53, <2 x float> poison, <2 x i32> <i32 1, i32 undef>
  %55 = fadd <2 x float> %53, %54
  %56 = load <2 x float>, ptr %27, align 4, !tbaa !6
  %57 = fmul <2 x float> %43, %56
  %58 = fadd <2 x float> %55, %57
  %59 = shufflevector <2 x float> %57, <2 x float> poison, <2 x i32> <i32 1, i32 undef>
  %60 = fadd <2 x float> %58, %59
  %61 = extractelement <2 x float> %60, i64 0
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #27
  ret float %61
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal float @rsl_spline__f_sff6(i32 noundef %0, float noundef %1, float noundef %2, float noundef %3, float noundef %4, float noundef %5, float noundef %6, float noundef %7) local_unnamed_addr #0 {
  %9 = alloca [6 x float], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #27
  store float %2, ptr %9, align 16, !tbaa !6
  %10 = getelementptr inbounds float, ptr %9, i64 1
  store float %3, ptr %10, align 4, !tbaa !6
  %11 = getelementptr inbounds float, ptr %9, i64 2
  store float %4, ptr %11, align 8, !tbaa !6
  %12 = getelementptr inbounds float, ptr %9, i64 3
  store float %5, ptr %12, align 4, !tbaa !6
  %13 = getelementptr inbounds float, ptr %9, i64 4
  store float %6, ptr %13, align 16, !tbaa !6
  %14 = getelementptr inbounds float, ptr %9, i64 5
  store float %7, ptr %14, align 4, !tbaa !6
  %15 = call fastcc float @spline_f(i32 noundef %0, float noundef %1, ptr noundef nonnull %9, i32 noundef 6)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #27
  ret float %15
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal float @rsl_spline__f_ff7(float noundef %0, float noundef %1, float noundef %2, float noundef %3, float noundef %4, float noundef %5, float noundef %6, float noundef %7) local_unnamed_addr #0 {
  %9 = alloca [7 x float], align 16
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %9) #27
  store float %1, ptr %9, align 16, !tbaa !6
  %10 = getelementptr inbounds float, ptr %9, i64 1
  store float %2, ptr %10, align 4, !tbaa !6
  %11 = getelementptr inbounds float, ptr %9, i64 2
  store float %3, ptr %11, align 8, !tbaa !6
  %12 = getelementptr inbounds float, ptr %9, i64 3
  store float %4, ptr %12, align 4, !tbaa !6
  %13 = getelementptr inbounds float, ptr %9, i64 4
  store float %5, ptr %13, align 16, !tbaa !6
  %14 = getelementptr inbounds float, ptr %9, i64 5
  store float %6, ptr %14, align 4, !tbaa !6
  %15 = getelementptr inbounds float, ptr %9, i64 6
  store float %7, ptr %15, align 8, !tbaa !6
  %16 = fcmp ogt float %0, 0.000000e+00
  %17 = select i1 %16, float %0, float 0.000000e+00
  %18 = fcmp olt float %17, 1.000000e+00
  %19 = select i1 %18, float %17, float 1.000000e+00
  %20 = fmul float %19, 4.000000e+00
  %21 = fptosi float %20 to i32
  %22 = tail call i32 @llvm.smin.i32(i32 %21, i32 3)
  %23 = sitofp i32 %22 to float
  %24 = fsub float %20, %23
  %25 = sext i32 %22 to i64
  %26 = getelementptr inbounds float, ptr %9, i64 %25
  %27 = add nsw i32 %22, 2
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %9, i64 %28
  %30 = fmul float %24, %24
  %31 = fmul float %24, %30
  %32 = insertelement <2 x float> poison, float %30, i64 0
  %33 = insertelement <2 x float> %32, float %31, i64 1
  %34 = fmul <2 x float> %33, <float 2.000000e+00, float 5.000000e-01>
  %35 = extractelement <2 x float> %34, i64 1
  %36 = insertelement <2 x float> poison, float %24, i64 0
  %37 = shufflevector <2 x float> %36, <2 x float> poison, <2 x i32> zeroinitializer
  %38 = fmul <2 x float> %37, <float 5.000000e-01, float 0.000000e+00>
  %39 = fmul float %30, 2.500000e+00
  %40 = insertelement <2 x float> poison, float %31, i64 0
  %41 = insertelement <2 x float> %40, float %30, i64 1
  %42 = fmul <2 x float> %41, <float 1.500000e+00, float 5.000000e-01>
  %43 = fsub <2 x float> %34, %42
  %44 = fadd <2 x float> %38, %43
  %45 = fadd <2 x float> %44, zeroinitializer
  %46 = load <2 x float>, ptr %26, align 4, !tbaa !6
  %47 = shufflevector <2 x float> %32, <2 x float> %42, <2 x i32> <i32 0, i32 2>
  %48 = insertelement <2 x float> poison, float %35, i64 0
  %49 = insertelement <2 x float> %48, float %39, i64 1
  %50 = fsub <2 x float> %47, %49
  %51 = fsub <2 x float> %50, %38
  %52 = fadd <2 x float> %50, %38
  %53 = shufflevector <2 x float> %51, <2 x float> %52, <2 x i32> <i32 0, i32 3>
  %54 = fadd <2 x float> %53, <float 0.000000e+00, float 1.000000e+00>
  %55 = fmul <2 x float> %54, %46
  %56 = shufflevector <2 x float> %55, <2 x float> poison, <2 x i32> <i32 1, i32 undef>
  %57 = fadd <2 x float> %55, %56
  %58 = load <2 x float>, ptr %29, align 4, !tbaa !6
  %59 = fmul <2 x float> %45, %58
  %60 = fadd <2 x float> %57, %59
  %61 = shufflevector <2 x float> %59, <2 x float> poison, <2 x i32> <i32 1, i32 undef>
  %62 = fadd <2 x float> %60, %61
  %63 = extractelement <2 x float> %62, i64 0
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %9) #27
  ret float %63
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal float @rsl_spline__f_sff7(i32 noundef %0, float noundef %1, float noundef %2, float noundef %3, float noundef %4, float noundef %5, float noundef %6, float noundef %7, float noundef %8) local_unnamed_addr #0 {
  %10 = alloca [7 x float], align 16
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %10) #27
  store float %2, ptr %10, align 16, !tbaa !6
  %11 = getelementptr inbounds float, ptr %10, i64 1
  store float %3, ptr %11, align 4, !tbaa !6
  %12 = getelementptr inbounds float, ptr %10, i64 2
  store float %4, ptr %12, align 8, !tbaa !6
  %13 = getelementptr inbounds float, ptr %10, i64 3
  store float %5, ptr %13, align 4, !tbaa !6
  %14 = getelementptr inbounds float, ptr %10, i64 4
  store float %6, ptr %14, align 16, !tbaa !6
  %15 = getelementptr inbounds float, ptr %10, i64 5
  store float %7, ptr %15, align 4, !tbaa !6
  %16 = getelementptr inbounds float, ptr %10, i64 6
  store float %8, ptr %16, align 8, !tbaa !6
  %17 = call fastcc float @spline_f(i32 noundef %0, float noundef %1, ptr noundef nonnull %10, i32 noundef 7)
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %10) #27
  ret float %17
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal float @rsl_spline__f_ff8(float noundef %0, float noundef %1, float noundef %2, float noundef %3, float noundef %4, float noundef %5, float noundef %6, float noundef %7, float noundef %8) local_unnamed_addr #0 {
  %10 = alloca [8 x float], align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #27
  store float %1, ptr %10, align 16, !tbaa !6
  %11 = getelementptr inbounds float, ptr %10, i64 1
  store float %2, ptr %11, align 4, !tbaa !6
  %12 = getelementptr inbounds float, ptr %10, i64 2
  store float %3, ptr %12, align 8, !tbaa !6
  %13 = getelementptr inbounds float, ptr %10, i64 3
  store float %4, ptr %13, align 4, !tbaa !6
  %14 = getelementptr inbounds float, ptr %10, i64 4
  store float %5, ptr %14, align 16, !tbaa !6
  %15 = getelementptr inbounds float, ptr %10, i64 5
  store float %6, ptr %15, align 4, !tbaa !6
  %16 = getelementptr inbounds float, ptr %10, i64 6
  store float %7, ptr %16, align 8, !tbaa !6
  %17 = getelementptr inbounds float, ptr %10, i64 7
  store float %8, ptr %17, align 4, !tbaa !6
  %18 = fcmp ogt float %0, 0.000000e+00
  %19 = select i1 %18, float %0, float 0.000000e+00
  %20 = fcmp olt float %19, 1.000000e+00
  %21 = select i1 %20, float %19, float 1.000000e+00
  %22 = fmul float %21, 5.000000e+00
  %23 = fptosi float %22 to i32
  %24 = tail call i32 @llvm.smin.i32(i32 %23, i32 4)
  %25 = sitofp i32 %24 to float
  %26 = fsub float %22, %25
  %27 = sext i32 %24 to i64
  %28 = getelementptr inbounds float, ptr %10, i64 %27
  %29 = add nsw i32 %24, 2
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr %10, i64 %30
  %32 = fmul float %26, %26
  %33 = fmul float %26, %32
  %34 = insertelement <2 x float> poison, float %32, i64 0
  %35 = insertelement <2 x float> %34, float %33, i64 1
  %36 = fmul <2 x float> %35, <float 2.000000e+00, float 5.000000e-01>
  %37 = extractelement <2 x float> %36, i64 1
  %38 = insertelement <2 x float> poison, float %26, i64 0
  %39 = shufflevector <2 x float> %38, <2 x float> poison, <2 x i32> zeroinitializer
  %40 = fmul <2 x float> %39, <float 5.000000e-01, float 0.000000e+00>
  %41 = fmul float %32, 2.500000e+00
  %42 = insertelement <2 x float> poison, float %33, i64 0
  %43 = insertelement <2 x float> %42, float %32, i64 1
  %44 = fmul <2 x float> %43, <float 1.500000e+00, float 5.000000e-01>
  %45 = fsub <2 x float> %36, %44
  %46 = fadd <2 x float> %40, %45
  %47 = fadd <2 x float> %46, zeroinitializer
  %48 = load <2 x float>, ptr %28, align 4, !tbaa !6
  %49 = shufflevector <2 x float> %34, <2 x float> %44, <2 x i32> <i32 0, i32 2>
  %50 = insertelement <2 x float> poison, float %37, i64 0
  %51 = insertelement <2 x float> %50, float %41, i64 1
  %52 = fsub <2 x float> %49, %51
  %53 = fsub <2 x float> %52, %40
  %54 = fadd <2 x float> %52, %40
  %55 = shufflevector <2 x float> %53, <2 x float> %54, <2 x i32> <i32 0, i32 3>
  %56 = fadd <2 x float> %55, <float 0.000000e+00, float 1.000000e+00>
  %57 = fmul <2 x float> %56, %48
  %58 = shufflevector <2 x float> %57, <2 x float> poison, <2 x i32> <i32 1, i32 undef>
  %59 = fadd <2 x float> %57, %58
  %60 = load <2 x float>, ptr %31, align 4, !tbaa !6
  %61 = fmul <2 x float> %47, %60
  %62 = fadd <2 x float> %59, %61
  %63 = shufflevector <2 x float> %61, <2 x float> poison, <2 x i32> <i32 1, i32 undef>
  %64 = fadd <2 x float> %62, %63
  %65 = extractelement <2 x float> %64, i64 0
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #27
  ret float %65
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal float @rsl_spline__f_sff8(i32 noundef %0, float noundef %1, float noundef %2, float noundef %3, float noundef %4, float noundef %5, float noundef %6, float noundef %7, float noundef %8, float noundef %9) local_unnamed_addr #0 {
  %11 = alloca [8 x float], align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #27
  store float %2, ptr %11, align 16, !tbaa !6
  %12 = getelementptr inbounds float, ptr %11, i64 1
  store float %3, ptr %12, align 4, !tbaa !6
  %13 = getelementptr inbounds float, ptr %11, i64 2
  store float %4, ptr %13, align 8, !tbaa !6
  %14 = getelementptr inbounds float, ptr %11, i64 3
  store float %5, ptr %14, align 4, !tbaa !6
  %15 = getelementptr inbounds float, ptr %11, i64 4
  store float %6, ptr %15, align 16, !tbaa !6
  %16 = getelementptr inbounds float, ptr %11, i64 5
  store float %7, ptr %16, align 4, !tbaa !6
  %17 = getelementptr inbounds float, ptr %11, i64 6
  store float %8, ptr %17, align 8, !tbaa !6
  %18 = getelementptr inbounds float, ptr %11, i64 7
  store float %9, ptr %18, align 4, !tbaa !6
  %19 = call fastcc float @spline_f(i32 noundef %0, float noundef %1, ptr noundef nonnull %11, i32 noundef 8)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #27
  ret float %19
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal float @rsl_spline__f_ff9(float noundef %0, float noundef %1, float noundef %2, float noundef %3, float noundef %4, float noundef %5, float noundef %6, float noundef %7, float noundef %8, float noundef %9) local_unnamed_addr #0 {
  %11 = alloca [9 x float], align 16
  call void @llvm.lifetime.start.p0(i64 36, ptr nonnull %11) #27
  store float %1, ptr %11, align 16, !tbaa !6
  %12 = getelementptr inbounds float, ptr %11, i64 1
  store float %2, ptr %12, align 4, !tbaa !6
  %13 = getelementptr inbounds float, ptr %11, i64 2
  store float %3, ptr %13, align 8, !tbaa !6
  %14 = getelementptr inbounds float, ptr %11, i64 3
  store float %4, ptr %14, align 4, !tbaa !6
  %15 = getelementptr inbounds float, ptr %11, i64 4
  store float %5, ptr %15, align 16, !tbaa !6
  %16 = getelementptr inbounds float, ptr %11, i64 5
  store float %6, ptr %16, align 4, !tbaa !6
  %17 = getelementptr inbounds float, ptr %11, i64 6
  store float %7, ptr %17, align 8, !tbaa !6
  %18 = getelementptr inbounds float, ptr %11, i64 7
  store float %8, ptr %18, align 4, !tbaa !6
  %19 = getelementptr inbounds float, ptr %11, i64 8
  store float %9, ptr %19, align 16, !tbaa !6
  %20 = fcmp ogt float %0, 0.000000e+00
  %21 = select i1 %20, float %0, float 0.000000e+00
  %22 = fcmp olt float %21, 1.000000e+00
  %23 = select i1 %22, float %21, float 1.000000e+00
  %24 = fmul float %23, 6.000000e+00
  %25 = fptosi float %24 to i32
  %26 = tail call i32 @llvm.smin.i32(i32 %25, i32 5)
  %27 = sitofp i32 %26 to float
  %28 = fsub float %24, %27
  %29 = sext i32 %26 to i64
  %30 = getelementptr inbounds float, ptr %11, i64 %29
  %31 = add nsw i32 %26, 2
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr %11, i64 %32
  %34 = fmul float %28, %28
  %35 = fmul float %28, %34
  %36 = insertelement <2 x float> poison, float %34, i64 0
  %37 = insertelement <2 x float> %36, float %35, i64 1
  %38 = fmul <2 x float> %37, <float 2.000000e+00, float 5.000000e-01>
  %39 = extractelement <2 x float> %38, i64 1
  %40 = insertelement <2 x float> poison, float %28, i64 0
  %41 = shufflevector <2 x float> %40, <2 x float> poison, <2 x i32> zeroinitializer
  %42 = fmul <2 x float> %41, <float 5.000000e-01, float 0.000000e+00>
  %43 = fmul float %34, 2.500000e+00
  %44 = insertelement <2 x float> poison, float %35, i64 0
  %45 = insertelement <2 x float> %44, float %34, i64 1
  %46 = fmul <2 x float> %45, <float 1.500000e+00, float 5.000000e-01>
  %47 = fsub <2 x float> %38, %46
  %48 = fadd <2 x float> %42, %47
  %49 = fadd <2 x float> %48, zeroinitializer
  %50 = load <2 x float>, ptr %30, align 4, !tbaa !6
  %51 = shufflevector <2 x float> %36, <2 x float> %46, <2 x i32> <i32 0, i32 2>
  %52 = insertelement <2 x float> poison, float %39, i64 0
  %53 = insertelement <2 x float> %52, float %43, i64 1
  %54 = fsub <2 x float> %51, %53
  %55 = fsub <2 x float> %54, %42
  %56 = fadd <2 x float> %54, %42
  %57 = shufflevector <2 x float> %55, <2 x float> %56, <2 x i32> <i32 0, i32 3>
  %58 = fadd <2 x float> %57, <float 0.000000e+00, float 1.000000e+00>
  %59 = fmul <2 x float> %58, %50
  %60 = shufflevector <2 x float> %59, <2 x float> poison, <2 x i32> <i32 1, i32 undef>
  %61 = fadd <2 x float> %59, %60
  %62 = load <2 x float>, ptr %33, align 4, !tbaa !6
  %63 = fmul <2 x float> %49, %62
  %64 = fadd <2 x float> %61, %63
  %65 = shufflevector <2 x float> %63, <2 x float> poison, <2 x i32> <i32 1, i32 undef>
  %66 = fadd <2 x float> %64, %65
  %67 = extractelement <2 x float> %66, i64 0
  call void @llvm.lifetime.end.p0(i64 36, ptr nonnull %11) #27
  ret float %67
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal float @rsl_spline__f_sff9(i32 noundef %0, float noundef %1, float noundef %2, float noundef %3, float noundef %4, float noundef %5, float noundef %6, float noundef %7, float noundef %8, float noundef %9, float noundef %10) local_unnamed_addr #0 {
  %12 = alloca [9 x float], align 16
  call void @llvm.lifetime.start.p0(i64 36, ptr nonnull %12) #27
  store float %2, ptr %12, align 16, !tbaa !6
  %13 = getelementptr inbounds float, ptr %12, i64 1
  store float %3, ptr %13, align 4, !tbaa !6
  %14 = getelementptr inbounds float, ptr %12, i64 2
  store float %4, ptr %14, align 8, !tbaa !6
  %15 = getelementptr inbounds float, ptr %12, i64 3
  store float %5, ptr %15, align 4, !tbaa !6
  %16 = getelementptr inbounds float, ptr %12, i64 4
  store float %6, ptr %16, align 16, !tbaa !6
  %17 = getelementptr inbounds float, ptr %12, i64 5
  store float %7, ptr %17, align 4, !tbaa !6
  %18 = getelementptr inbounds float, ptr %12, i64 6
  store float %8, ptr %18, align 8, !tbaa !6
  %19 = getelementptr inbounds float, ptr %12, i64 7
  store float %9, ptr %19, align 4, !tbaa !6
  %20 = getelementptr inbounds float, ptr %12, i64 8
  store float %10, ptr %20, align 16, !tbaa !6
  %21 = call fastcc float @spline_f(i32 noundef %0, float noundef %1, ptr noundef nonnull %12, i32 noundef 9)
  call void @llvm.lifetime.end.p0(i64 36, ptr nonnull %12) #27
  ret float %21
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal float @rsl_spline__f_ff10(float noundef %0, float noundef %1, float noundef %2, float noundef %3, float noundef %4, float noundef %5, float noundef %6, float noundef %7, float noundef %8, float noundef %9, float noundef %10) local_unnamed_addr #0 {
  %12 = alloca [10 x float], align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %12) #27
  store float %1, ptr %12, align 16, !tbaa !6
  %13 = getelementptr inbounds float, ptr %12, i64 1
  store float %2, ptr %13, align 4, !tbaa !6
  %14 = getelementptr inbounds float, ptr %12, i64 2
  store float %3, ptr %14, align 8, !tbaa !6
  %15 = getelementptr inbounds float, ptr %12, i64 3
  store float %4, ptr %15, align 4, !tbaa !6
  %16 = getelementptr inbounds float, ptr %12, i64 4
  store float %5, ptr %16, align 16, !tbaa !6
  %17 = getelementptr inbounds float, ptr %12, i64 5
  store float %6, ptr %17, align 4, !tbaa !6
  %18 = getelementptr inbounds float, ptr %12, i64 6
  store float %7, ptr %18, align 8, !tbaa !6
  %19 = getelementptr inbounds float, ptr %12, i64 7
  store float %8, ptr %19, align 4, !tbaa !6
  %20 = getelementptr inbounds float, ptr %12, i64 8
  store float %9, ptr %20, align 16, !tbaa !6
  %21 = getelementptr inbounds float, ptr %12, i64 9
  store float %10, ptr %21, align 4, !tbaa !6
  %22 = fcmp ogt float %0, 0.000000e+00
  %23 = select i1 %22, float %0, float 0.000000e+00
  %24 = fcmp olt float %23, 1.000000e+00
  %25 = select i1 %24, float %23, float 1.000000e+00
  %26 = fmul float %25, 7.000000e+00
  %27 = fptosi float %26 to i32
  %28 = tail call i32 @llvm.smin.i32(i32 %27, i32 6)
  %29 = sitofp i32 %28 to float
  %30 = fsub float %26, %29
  %31 = sext i32 %28 to i64
  %32 = getelementptr inbounds float, ptr %12, i64 %31
  %33 = add nsw i32 %28, 2
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr %12, i64 %34
  %36 = fmul float %30, %30
  %37 = fmul float %30, %36
  %38 = insertelement <2 x float> poison, float %36, i64 0
  %39 = insertelement <2 x float> %38, float %37, i64 1
  %40 = fmul <2 x float> %39, <float 2.000000e+00, float 5.000000e-01>
  %41 = extractelement <2 x float> %40, i64 1
  %42 = insertelement <2 x float> poison, float %30, i64 0
  %43 = shufflevector <2 x float> %42, <2 x float> poison, <2 x i32> zeroinitializer
  %44 = fmul <2 x float> %43, <float 5.000000e-01, float 0.000000e+00>
  %45 = fmul float %36, 2.500000e+00
  %46 = insertelement <2 x float> poison, float %37, i64 0
  %47 = insertelement <2 x float> %46, float %36, i64 1
  %48 = fmul <2 x float> %47, <float 1.500000e+00, float 5.000000e-01>
  %49 = fsub <2 x float> %40, %48
  %50 = fadd <2 x float> %44, %49
  %51 = fadd <2 x float> %50, zeroinitializer
  %52 = load <2 x float>, ptr %32, align 4, !tbaa !6
  %53 = shufflevector <2 x float> %38, <2 x float> %48, <2 x i32> <i32 0, i32 2>
  %54 = insertelement <2 x float> poison, float %41, i64 0
  %55 = insertelement <2 x float> %54, float %45, i64 1
  %56 = fsub <2 x float> %53, %55
  %57 = fsub <2 x float> %56, %44
  %58 = fadd <2 x float> %56, %44
  %59 = shufflevector <2 x float> %57, <2 x float> %58, <2 x i32> <i32 0, i32 3>
  %60 = fadd <2 x float> %59, <float 0.000000e+00, float 1.000000e+00>
  %61 = fmul <2 x float> %60, %52
  %62 = shufflevector <2 x float> %61, <2 x float> poison, <2 x i32> <i32 1, i32 undef>
  %63 = fadd <2 x float> %61, %62
  %64 = load <2 x float>, ptr %35, align 4, !tbaa !6
  %65 = fmul <2 x float> %51, %64
  %66 = fadd <2 x float> %63, %65
  %67 = shufflevector <2 x float> %65, <2 x float> poison, <2 x i32> <i32 1, i32 undef>
  %68 = fadd <2 x float> %66, %67
  %69 = extractelement <2 x float> %68, i64 0
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %12) #27
  ret float %69
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal float @rsl_spline__f_sff10(i32 noundef %0, float noundef %1, float noundef %2, float noundef %3, float noundef %4, float noundef %5, float noundef %6, float noundef %7, float noundef %8, float noundef %9, float noundef %10, float noundef %11) local_unnamed_addr #0 {
  %13 = alloca [10 x float], align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %13) #27
  store float %2, ptr %13, align 16, !tbaa !6
  %14 = getelementptr inbounds float, ptr %13, i64 1
  store float %3, ptr %14, align 4, !tbaa !6
  %15 = getelementptr inbounds float, ptr %13, i64 2
  store float %4, ptr %15, align 8, !tbaa !6
  %16 = getelementptr inbounds float, ptr %13, i64 3
  store float %5, ptr %16, align 4, !tbaa !6
  %17 = getelementptr inbounds float, ptr %13, i64 4
  store float %6, ptr %17, align 16, !tbaa !6
  %18 = getelementptr inbounds float, ptr %13, i64 5
  store float %7, ptr %18, align 4, !tbaa !6
  %19 = getelementptr inbounds float, ptr %13, i64 6
  store float %8, ptr %19, align 8, !tbaa !6
  %20 = getelementptr inbounds float, ptr %13, i64 7
  store float %9, ptr %20, align 4, !tbaa !6
  %21 = getelementptr inbounds float, ptr %13, i64 8
  store float %10, ptr %21, align 16, !tbaa !6
  %22 = getelementptr inbounds float, ptr %13, i64 9
  store float %11, ptr %22, align 4, !tbaa !6
  %23 = call fastcc float @spline_f(i32 noundef %0, float noundef %1, ptr noundef nonnull %13, i32 noundef 10)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %13) #27
  ret float %23
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_spline__c_fc4(float noundef %0, <3 x float> noundef %1, <3 x float> noundef %2, <3 x float> noundef %3, <3 x float> noundef %4) local_unnamed_addr #6 {
  %6 = alloca [4 x <3 x float>], align 16
  %7 = shufflevector <3 x float> %1, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %8 = shufflevector <3 x float> %2, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %9 = shufflevector <3 x float> %3, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %10 = shufflevector <3 x float> %4, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #27
  store <4 x float> %7, ptr %6, align 16, !tbaa !10
  %11 = getelementptr inbounds <3 x float>, ptr %6, i64 1
  store <4 x float> %8, ptr %11, align 16, !tbaa !10
  %12 = getelementptr inbounds <3 x float>, ptr %6, i64 2
  store <4 x float> %9, ptr %12, align 16, !tbaa !10
  %13 = getelementptr inbounds <3 x float>, ptr %6, i64 3
  store <4 x float> %10, ptr %13, align 16, !tbaa !10
  %14 = fcmp ogt float %0, 0.000000e+00
  %15 = select i1 %14, float %0, float 0.000000e+00
  %16 = fcmp olt float %15, 1.000000e+00
  %17 = select i1 %16, float %15, float 1.000000e+00
  %18 = fptosi float %17 to i32
  %19 = tail call i32 @llvm.smin.i32(i32 %18, i32 0)
  %20 = sitofp i32 %19 to float
  %21 = fsub float %17, %20
  %22 = fmul float %21, %21
  %23 = fmul float %21, %22
  %24 = fmul float %23, 5.000000e-01
  %25 = fsub float %22, %24
  %26 = fmul float %21, 5.000000e-01
  %27 = fsub float %25, %26
  %28 = fadd float %27, 0.000000e+00
  %29 = fmul float %23, 1.500000e+00
  %30 = fmul float %22, 2.500000e+00
  %31 = fsub float %29, %30
  %32 = fmul float %21, 0.000000e+00
  %33 = fadd float %32, %31
  %34 = fadd float %33, 1.000000e+00
  %35 = fmul float %22, 2.000000e+00
  %36 = fsub float %35, %29
  %37 = fadd float %26, %36
  %38 = fadd float %37, 0.000000e+00
  %39 = fmul float %22, 5.000000e-01
  %40 = fsub float %24, %39
  %41 = fadd float %32, %40
  %42 = fadd float %41, 0.000000e+00
  %43 = sext i32 %19 to i64
  %44 = getelementptr inbounds <3 x float>, ptr %6, i64 %43
  %45 = load <4 x float>, ptr %44, align 16
  %46 = shufflevector <4 x float> %45, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %47 = insertelement <3 x float> poison, float %28, i64 0
  %48 = shufflevector <3 x float> %47, <3 x float> poison, <3 x i32> zeroinitializer
  %49 = fmul <3 x float> %48, %46
  %50 = add nsw i32 %19, 1
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds <3 x float>, ptr %6, i64 %51
  %53 = load <4 x float>, ptr %52, align 16
  %54 = shufflevector <4 x float> %53, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %55 = insertelement <3 x float> poison, float %34, i64 0
  %56 = shufflevector <3 x float> %55, <3 x float> poison, <3 x i32> zeroinitializer
  %57 = fmul <3 x float> %56, %54
  %58 = fadd <3 x float> %49, %57
  %59 = add nsw i32 %19, 2
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds <3 x float>, ptr %6, i64 %60
  %62 = load <4 x float>, ptr %61, align 16
  %63 = shufflevector <4 x float> %62, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %64 = insertelement <3 x float> poison, float %38, i64 0
  %65 = shufflevector <3 x float> %64, <3 x float> poison, <3 x i32> zeroinitializer
  %66 = fmul <3 x float> %65, %63
  %67 = fadd <3 x float> %58, %66
  %68 = add nsw i32 %19, 3
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds <3 x float>, ptr %6, i64 %69
  %71 = load <4 x float>, ptr %70, align 16
  %72 = shufflevector <4 x float> %71, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %73 = insertelement <3 x float> poison, float %42, i64 0
  %74 = shufflevector <3 x float> %73, <3 x float> poison, <3 x i32> zeroinitializer
  %75 = fmul <3 x float> %74, %72
  %76 = fadd <3 x float> %67, %75
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #27
  ret <3 x float> %76
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_spline__c_sfc4(i32 noundef %0, float noundef %1, <3 x float> noundef %2, <3 x float> noundef %3, <3 x float> noundef %4, <3 x float> noundef %5) local_unnamed_addr #6 {
  %7 = alloca [4 x <3 x float>], align 16
  %8 = shufflevector <3 x float> %2, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %9 = shufflevector <3 x float> %3, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %10 = shufflevector <3 x float> %4, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %11 = shufflevector <3 x float> %5, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #27
  store <4 x float> %8, ptr %7, align 16, !tbaa !10
  %12 = getelementptr inbounds <3 x float>, ptr %7, i64 1
  store <4 x float> %9, ptr %12, align 16, !tbaa !10
  %13 = getelementptr inbounds <3 x float>, ptr %7, i64 2
  store <4 x float> %10, ptr %13, align 16, !tbaa !10
  %14 = getelementptr inbounds <3 x float>, ptr %7, i64 3
  store <4 x float> %11, ptr %14, align 16, !tbaa !10
  %15 = add i32 %0, -16
  %16 = icmp ult i32 %15, 4
  br i1 %16, label %17, label %21

17:                                               ; preds = %6
  %18 = sext i32 %15 to i64
  %19 = getelementptr inbounds [4 x ptr], ptr @switch.table.rsl_spline__p_sfp4, i64 0, i64 %18
  %20 = load ptr, ptr %19, align 8
  br label %21

21:                                               ; preds = %17, %6
  %22 = phi ptr [ %20, %17 ], [ @bases, %6 ]
  %23 = getelementptr inbounds %struct.basis, ptr %22, i64 0, i32 1
  %24 = load i32, ptr %23, align 4, !tbaa !21
  %25 = fcmp ogt float %1, 0.000000e+00
  %26 = select i1 %25, float %1, float 0.000000e+00
  %27 = fcmp olt float %26, 1.000000e+00
  %28 = select i1 %27, float %26, float 1.000000e+00
  %29 = fptosi float %28 to i32
  %30 = tail call i32 @llvm.smin.i32(i32 %29, i32 0)
  %31 = sitofp i32 %30 to float
  %32 = fsub float %28, %31
  %33 = fmul float %32, %32
  %34 = fmul float %32, %33
  %35 = load float, ptr %22, align 4, !tbaa !6
  %36 = fmul float %34, %35
  %37 = getelementptr inbounds [16 x float], ptr %22, i64 0, i64 4
  %38 = load float, ptr %37, align 4, !tbaa !6
  %39 = fmul float %33, %38
  %40 = fadd float %36, %39
  %41 = getelementptr inbounds [16 x float], ptr %22, i64 0, i64 8
  %42 = load float, ptr %41, align 4, !tbaa !6
  %43 = fmul float %32, %42
  %44 = fadd float %43, %40
  %45 = getelementptr inbounds [16 x float], ptr %22, i64 0, i64 12
  %46 = load float, ptr %45, align 4, !tbaa !6
  %47 = fadd float %46, %44
  %48 = getelementptr inbounds [16 x float], ptr %22, i64 0, i64 1
  %49 = load float, ptr %48, align 4, !tbaa !6
  %50 = fmul float %34, %49
  %51 = getelementptr inbounds [16 x float], ptr %22, i64 0, i64 5
  %52 = load float, ptr %51, align 4, !tbaa !6
  %53 = fmul float %33, %52
  %54 = fadd float %50, %53
  %55 = getelementptr inbounds [16 x float], ptr %22, i64 0, i64 9
  %56 = load float, ptr %55, align 4, !tbaa !6
  %57 = fmul float %32, %56
  %58 = fadd float %57, %54
  %59 = getelementptr inbounds [16 x float], ptr %22, i64 0, i64 13
  %60 = load float, ptr %59, align 4, !tbaa !6
  %61 = fadd float %60, %58
  %62 = getelementptr inbounds [16 x float], ptr %22, i64 0, i64 2
  %63 = load float, ptr %62, align 4, !tbaa !6
  %64 = fmul float %34, %63
  %65 = getelementptr inbounds [16 x float], ptr %22, i64 0, i64 6
  %66 = load float, ptr %65, align 4, !tbaa !6
  %67 = fmul float %33, %66
  %68 = fadd float %64, %67
  %69 = getelementptr inbounds [16 x float], ptr %22, i64 0, i64 10
  %70 = load float, ptr %69, align 4, !tbaa !6
  %71 = fmul float %32, %70
  %72 = fadd float %68, %71
  %73 = getelementptr inbounds [16 x float], ptr %22, i64 0, i64 14
  %74 = load float, ptr %73, align 4, !tbaa !6
  %75 = fadd float %74, %72
  %76 = getelementptr inbounds [16 x float], ptr %22, i64 0, i64 3
  %77 = load float, ptr %76, align 4, !tbaa !6
  %78 = fmul float %34, %77
  %79 = getelementptr inbounds [16 x float], ptr %22, i64 0, i64 7
  %80 = load float, ptr %79, align 4, !tbaa !6
  %81 = fmul float %33, %80
  %82 = fadd float %78, %81
  %83 = getelementptr inbounds [16 x float], ptr %22, i64 0, i64 11
  %84 = load float, ptr %83, align 4, !tbaa !6
  %85 = fmul float %32, %84
  %86 = fadd float %82, %85
  %87 = getelementptr inbounds [16 x float], ptr %22, i64 0, i64 15
  %88 = load float, ptr %87, align 4, !tbaa !6
  %89 = fadd float %88, %86
  %90 = mul nsw i32 %24, %30
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds <3 x float>, ptr %7, i64 %91
  %93 = load <4 x float>, ptr %92, align 16
  %94 = shufflevector <4 x float> %93, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %95 = insertelement <3 x float> poison, float %47, i64 0
  %96 = shufflevector <3 x float> %95, <3 x float> poison, <3 x i32> zeroinitializer
  %97 = fmul <3 x float> %96, %94
  %98 = add nsw i32 %90, 1
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds <3 x float>, ptr %7, i64 %99
  %101 = load <4 x float>, ptr %100, align 16
  %102 = shufflevector <4 x float> %101, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %103 = insertelement <3 x float> poison, float %61, i64 0
  %104 = shufflevector <3 x float> %103, <3 x float> poison, <3 x i32> zeroinitializer
  %105 = fmul <3 x float> %104, %102
  %106 = fadd <3 x float> %97, %105
  %107 = add nsw i32 %90, 2
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds <3 x float>, ptr %7, i64 %108
  %110 = load <4 x float>, ptr %109, align 16
  %111 = shufflevector <4 x float> %110, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %112 = insertelement <3 x float> poison, float %75, i64 0
  %113 = shufflevector <3 x float> %112, <3 x float> poison, <3 x i32> zeroinitializer
  %114 = fmul <3 x float> %113, %111
  %115 = fadd <3 x float> %106, %114
  %116 = add nsw i32 %90, 3
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds <3 x float>, ptr %7, i64 %117
  %119 = load <4 x float>, ptr %118, align 16
  %120 = shufflevector <4 x float> %119, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %121 = insertelement <3 x float> poison, float %89, i64 0
  %122 = shufflevector <3 x float> %121, <3 x float> poison, <3 x i32> zeroinitializer
  %123 = fmul <3 x float> %122, %120
  %124 = fadd <3 x float> %115, %123
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #27
  ret <3 x float> %124
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_spline__c_fc5(float noundef %0, <3 x float> noundef %1, <3 x float> noundef %2, <3 x float> noundef %3, <3 x float> noundef %4, <3 x float> noundef %5) local_unnamed_addr #6 {
  %7 = alloca [5 x <3 x float>], align 16
  %8 = shufflevector <3 x float> %1, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %9 = shufflevector <3 x float> %2, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %10 = shufflevector <3 x float> %3, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %11 = shufflevector <3 x float> %4, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %12 = shufflevector <3 x float> %5, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %7) #27
  store <4 x float> %8, ptr %7, align 16, !tbaa !10
  %13 = getelementptr inbounds <3 x float>, ptr %7, i64 1
  store <4 x float> %9, ptr %13, align 16, !tbaa !10
  %14 = getelementptr inbounds <3 x float>, ptr %7, i64 2
  store <4 x float> %10, ptr %14, align 16, !tbaa !10
  %15 = getelementptr inbounds <3 x float>, ptr %7, i64 3
  store <4 x float> %11, ptr %15, align 16, !tbaa !10
  %16 = getelementptr inbounds <3 x float>, ptr %7, i64 4
  store <4 x float> %12, ptr %16, align 16, !tbaa !10
  %17 = fcmp ogt float %0, 0.000000e+00
  %18 = select i1 %17, float %0, float 0.000000e+00
  %19 = fcmp olt float %18, 1.000000e+00
  %20 = select i1 %19, float %18, float 1.000000e+00
  %21 = fmul float %20, 2.000000e+00
  %22 = fptosi float %21 to i32
  %23 = tail call i32 @llvm.smin.i32(i32 %22, i32 1)
  %24 = sitofp i32 %23 to float
  %25 = fsub float %21, %24
  %26 = fmul float %25, %25
  %27 = fmul float %25, %26
  %28 = fmul float %27, 5.000000e-01
  %29 = fsub float %26, %28
  %30 = fmul float %25, 5.000000e-01
  %31 = fsub float %29, %30
  %32 = fadd float %31, 0.000000e+00
  %33 = fmul float %27, 1.500000e+00
  %34 = fmul float %26, 2.500000e+00
  %35 = fsub float %33, %34
  %36 = fmul float %25, 0.000000e+00
  %37 = fadd float %36, %35
  %38 = fadd float %37, 1.000000e+00
  %39 = fmul float %26, 2.000000e+00
  %40 = fsub float %39, %33
  %41 = fadd float %30, %40
  %42 = fadd float %41, 0.000000e+00
  %43 = fmul float %26, 5.000000e-01
  %44 = fsub float %28, %43
  %45 = fadd float %36, %44
  %46 = fadd float %45, 0.000000e+00
  %47 = sext i32 %23 to i64
  %48 = getelementptr inbounds <3 x float>, ptr %7, i64 %47
  %49 = load <4 x float>, ptr %48, align 16
  %50 = shufflevector <4 x float> %49, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %51 = insertelement <3 x float> poison, float %32, i64 0
  %52 = shufflevector <3 x float> %51, <3 x float> poison, <3 x i32> zeroinitializer
  %53 = fmul <3 x float> %52, %50
  %54 = add nsw i32 %23, 1
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds <3 x float>, ptr %7, i64 %55
  %57 = load <4 x float>, ptr %56, align 16
  %58 = shufflevector <4 x float> %57, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %59 = insertelement <3 x float> poison, float %38, i64 0
  %60 = shufflevector <3 x float> %59, <3 x float> poison, <3 x i32> zeroinitializer
  %61 = fmul <3 x float> %60, %58
  %62 = fadd <3 x float> %53, %61
  %63 = add nsw i32 %23, 2
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds <3 x float>, ptr %7, i64 %64
  %66 = load <4 x float>, ptr %65, align 16
  %67 = shufflevector <4 x float> %66, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %68 = insertelement <3 x float> poison, float %42, i64 0
  %69 = shufflevector <3 x float> %68, <3 x float> poison, <3 x i32> zeroinitializer
  %70 = fmul <3 x float> %69, %67
  %71 = fadd <3 x float> %62, %70
  %72 = add nsw i32 %23, 3
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds <3 x float>, ptr %7, i64 %73
  %75 = load <4 x float>, ptr %74, align 16
  %76 = shufflevector <4 x float> %75, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %77 = insertelement <3 x float> poison, float %46, i64 0
  %78 = shufflevector <3 x float> %77, <3 x float> poison, <3 x i32> zeroinitializer
  %79 = fmul <3 x float> %78, %76
  %80 = fadd <3 x float> %71, %79
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %7) #27
  ret <3 x float> %80
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_spline__c_sfc5(i32 noundef %0, float noundef %1, <3 x float> noundef %2, <3 x float> noundef %3, <3 x float> noundef %4, <3 x float> noundef %5, <3 x float> noundef %6) local_unnamed_addr #6 {
  %8 = alloca [5 x <3 x float>], align 16
  %9 = shufflevector <3 x float> %2, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %10 = shufflevector <3 x float> %3, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %11 = shufflevector <3 x float> %4, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %12 = shufflevector <3 x float> %5, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %13 = shufflevector <3 x float> %6, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %8) #27
  store <4 x float> %9, ptr %8, align 16, !tbaa !10
  %14 = getelementptr inbounds <3 x float>, ptr %8, i64 1
  store <4 x float> %10, ptr %14, align 16, !tbaa !10
  %15 = getelementptr inbounds <3 x float>, ptr %8, i64 2
  store <4 x float> %11, ptr %15, align 16, !tbaa !10
  %16 = getelementptr inbounds <3 x float>, ptr %8, i64 3
  store <4 x float> %12, ptr %16, align 16, !tbaa !10
  %17 = getelementptr inbounds <3 x float>, ptr %8, i64 4
  store <4 x float> %13, ptr %17, align 16, !tbaa !10
  %18 = call fastcc <3 x float> @spline_3(i32 noundef %0, float noundef %1, ptr noundef nonnull %8, i32 noundef 5)
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %8) #27
  ret <3 x float> %18
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(argmem: read)
define internal fastcc <3 x float> @spline_3(i32 noundef %0, float noundef %1, ptr nocapture noundef readonly %2, i32 noundef %3) unnamed_addr #12 {
  %5 = add i32 %0, -16
  %6 = icmp ult i32 %5, 4
  br i1 %6, label %7, label %11

7:                                                ; preds = %4
  %8 = sext i32 %5 to i64
  %9 = getelementptr inbounds [4 x ptr], ptr @switch.table.rsl_spline__p_sfp4, i64 0, i64 %8
  %10 = load ptr, ptr %9, align 8
  br label %11

11:                                               ; preds = %7, %4
  %12 = phi ptr [ %10, %7 ], [ @bases, %4 ]
  %13 = add nsw i32 %3, -4
  %14 = getelementptr inbounds %struct.basis, ptr %12, i64 0, i32 1
  %15 = load i32, ptr %14, align 4, !tbaa !21
  %16 = sdiv i32 %13, %15
  %17 = add nsw i32 %16, 1
  %18 = fcmp ogt float %1, 0.000000e+00
  %19 = select i1 %18, float %1, float 0.000000e+00
  %20 = fcmp olt float %19, 1.000000e+00
  %21 = select i1 %20, float %19, float 1.000000e+00
  %22 = sitofp i32 %17 to float
  %23 = fmul float %21, %22
  %24 = fptosi float %23 to i32
  %25 = tail call i32 @llvm.smin.i32(i32 %16, i32 %24)
  %26 = sitofp i32 %25 to float
  %27 = fsub float %23, %26
  %28 = fmul float %27, %27
  %29 = fmul float %27, %28
  %30 = load float, ptr %12, align 4, !tbaa !6
  %31 = fmul float %30, %29
  %32 = getelementptr inbounds [16 x float], ptr %12, i64 0, i64 4
  %33 = load float, ptr %32, align 4, !tbaa !6
  %34 = fmul float %33, %28
  %35 = fadd float %34, %31
  %36 = getelementptr inbounds [16 x float], ptr %12, i64 0, i64 8
  %37 = load float, ptr %36, align 4, !tbaa !6
  %38 = fmul float %37, %27
  %39 = fadd float %38, %35
  %40 = getelementptr inbounds [16 x float], ptr %12, i64 0, i64 12
  %41 = load float, ptr %40, align 4, !tbaa !6
  %42 = fadd float %41, %39
  %43 = getelementptr inbounds [16 x float], ptr %12, i64 0, i64 1
  %44 = load float, ptr %43, align 4, !tbaa !6
  %45 = fmul float %44, %29
  %46 = getelementptr inbounds [16 x float], ptr %12, i64 0, i64 5
  %47 = load float, ptr %46, align 4, !tbaa !6
  %48 = fmul float %47, %28
  %49 = fadd float %48, %45
  %50 = getelementptr inbounds [16 x float], ptr %12, i64 0, i64 9
  %51 = load float, ptr %50, align 4, !tbaa !6
  %52 = fmul float %27, %51
  %53 = fadd float %52, %49
  %54 = getelementptr inbounds [16 x float], ptr %12, i64 0, i64 13
  %55 = load float, ptr %54, align 4, !tbaa !6
  %56 = fadd float %55, %53
  %57 = getelementptr inbounds [16 x float], ptr %12, i64 0, i64 2
  %58 = load float, ptr %57, align 4, !tbaa !6
  %59 = fmul float %29, %58
  %60 = getelementptr inbounds [16 x float], ptr %12, i64 0, i64 6
  %61 = load float, ptr %60, align 4, !tbaa !6
  %62 = fmul float %28, %61
  %63 = fadd float %59, %62
  %64 = getelementptr inbounds [16 x float], ptr %12, i64 0, i64 10
  %65 = load float, ptr %64, align 4, !tbaa !6
  %66 = fmul float %27, %65
  %67 = fadd float %63, %66
  %68 = getelementptr inbounds [16 x float], ptr %12, i64 0, i64 14
  %69 = load float, ptr %68, align 4, !tbaa !6
  %70 = fadd float %69, %67
  %71 = getelementptr inbounds [16 x float], ptr %12, i64 0, i64 3
  %72 = load float, ptr %71, align 4, !tbaa !6
  %73 = fmul float %29, %72
  %74 = getelementptr inbounds [16 x float], ptr %12, i64 0, i64 7
  %75 = load float, ptr %74, align 4, !tbaa !6
  %76 = fmul float %28, %75
  %77 = fadd float %73, %76
  %78 = getelementptr inbounds [16 x float], ptr %12, i64 0, i64 11
  %79 = load float, ptr %78, align 4, !tbaa !6
  %80 = fmul float %27, %79
  %81 = fadd float %77, %80
  %82 = getelementptr inbounds [16 x float], ptr %12, i64 0, i64 15
  %83 = load float, ptr %82, align 4, !tbaa !6
  %84 = fadd float %83, %81
  %85 = mul nsw i32 %25, %15
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds <3 x float>, ptr %2, i64 %86
  %88 = load <4 x float>, ptr %87, align 16
  %89 = shufflevector <4 x float> %88, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %90 = insertelement <3 x float> poison, float %42, i64 0
  %91 = shufflevector <3 x float> %90, <3 x float> poison, <3 x i32> zeroinitializer
  %92 = fmul <3 x float> %91, %89
  %93 = add nsw i32 %85, 1
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds <3 x float>, ptr %2, i64 %94
  %96 = load <4 x float>, ptr %95, align 16
  %97 = shufflevector <4 x float> %96, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %98 = insertelement <3 x float> poison, float %56, i64 0
  %99 = shufflevector <3 x float> %98, <3 x float> poison, <3 x i32> zeroinitializer
  %100 = fmul <3 x float> %99, %97
  %101 = fadd <3 x float> %92, %100
  %102 = add nsw i32 %85, 2
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds <3 x float>, ptr %2, i64 %103
  %105 = load <4 x float>, ptr %104, align 16
  %106 = shufflevector <4 x float> %105, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %107 = insertelement <3 x float> poison, float %70, i64 0
  %108 = shufflevector <3 x float> %107, <3 x float> poison, <3 x i32> zeroinitializer
  %109 = fmul <3 x float> %108, %106
  %110 = fadd <3 x float> %101, %109
  %111 = add nsw i32 %85, 3
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds <3 x float>, ptr %2, i64 %112
  %114 = load <4 x float>, ptr %113, align 16
  %115 = shufflevector <4 x float> %114, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %116 = insertelement <3 x float> poison, float %84, i64 0
  %117 = shufflevector <3 x float> %116, <3 x float> poison, <3 x i32> zeroinitializer
  %118 = fmul <3 x float> %117, %115
  %119 = fadd <3 x float> %110, %118
  ret <3 x float> %119
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_spline__c_fc6(float noundef %0, <3 x float> noundef %1, <3 x float> noundef %2, <3 x float> noundef %3, <3 x float> noundef %4, <3 x float> noundef %5, <3 x float> noundef %6) local_unnamed_addr #6 {
  %8 = alloca [6 x <3 x float>], align 16
  %9 = shufflevector <3 x float> %1, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %10 = shufflevector <3 x float> %2, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %11 = shufflevector <3 x float> %3, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %12 = shufflevector <3 x float> %4, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %13 = shufflevector <3 x float> %5, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %14 = shufflevector <3 x float> %6, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %8) #27
  store <4 x float> %9, ptr %8, align 16, !tbaa !10
  %15 = getelementptr inbounds <3 x float>, ptr %8, i64 1
  store <4 x float> %10, ptr %15, align 16, !tbaa !10
  %16 = getelementptr inbounds <3 x float>, ptr %8, i64 2
  store <4 x float> %11, ptr %16, align 16, !tbaa !10
  %17 = getelementptr inbounds <3 x float>, ptr %8, i64 3
  store <4 x float> %12, ptr %17, align 16, !tbaa !10
  %18 = getelementptr inbounds <3 x float>, ptr %8, i64 4
  store <4 x float> %13, ptr %18, align 16, !tbaa !10
  %19 = getelementptr inbounds <3 x float>, ptr %8, i64 5
  store <4 x float> %14, ptr %19, align 16, !tbaa !10
  %20 = fcmp ogt float %0, 0.000000e+00
  %21 = select i1 %20, float %0, float 0.000000e+00
  %22 = fcmp olt float %21, 1.000000e+00
  %23 = select i1 %22, float %21, float 1.000000e+00
  %24 = fmul float %23, 3.000000e+00
  %25 = fptosi float %24 to i32
  %26 = tail call i32 @llvm.smin.i32(i32 %25, i32 2)
  %27 = sitofp i32 %26 to float
  %28 = fsub float %24, %27
  %29 = fmul float %28, %28
  %30 = fmul float %28, %29
  %31 = fmul float %30, 5.000000e-01
  %32 = fsub float %29, %31
  %33 = fmul float %28, 5.000000e-01
  %34 = fsub float %32, %33
  %35 = fadd float %34, 0.000000e+00
  %36 = fmul float %30, 1.500000e+00
  %37 = fmul float %29, 2.500000e+00
  %38 = fsub float %36, %37
  %39 = fmul float %28, 0.000000e+00
  %40 = fadd float %39, %38
  %41 = fadd float %40, 1.000000e+00
  %42 = fmul float %29, 2.000000e+00
  %43 = fsub float %42, %36
  %44 = fadd float %33, %43
  %45 = fadd float %44, 0.000000e+00
  %46 = fmul float %29, 5.000000e-01
  %47 = fsub float %31, %46
  %48 = fadd float %39, %47
  %49 = fadd float %48, 0.000000e+00
  %50 = sext i32 %26 to i64
  %51 = getelementptr inbounds <3 x float>, ptr %8, i64 %50
  %52 = load <4 x float>, ptr %51, align 16
  %53 = shufflevector <4 x float> %52, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %54 = insertelement <3 x float> poison, float %35, i64 0
  %55 = shufflevector <3 x float> %54, <3 x float> poison, <3 x i32> zeroinitializer
  %56 = fmul <3 x float> %55, %53
  %57 = add nsw i32 %26, 1
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds <3 x float>, ptr %8, i64 %58
  %60 = load <4 x float>, ptr %59, align 16
  %61 = shufflevector <4 x float> %60, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %62 = insertelement <3 x float> poison, float %41, i64 0
  %63 = shufflevector <3 x float> %62, <3 x float> poison, <3 x i32> zeroinitializer
  %64 = fmul <3 x float> %63, %61
  %65 = fadd <3 x float> %56, %64
  %66 = add nsw i32 %26, 2
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds <3 x float>, ptr %8, i64 %67
  %69 = load <4 x float>, ptr %68, align 16
  %70 = shufflevector <4 x float> %69, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %71 = insertelement <3 x float> poison, float %45, i64 0
  %72 = shufflevector <3 x float> %71, <3 x float> poison, <3 x i32> zeroinitializer
  %73 = fmul <3 x float> %72, %70
  %74 = fadd <3 x float> %65, %73
  %75 = add nsw i32 %26, 3
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds <3 x float>, ptr %8, i64 %76
  %78 = load <4 x float>, ptr %77, align 16
  %79 = shufflevector <4 x float> %78, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %80 = insertelement <3 x float> poison, float %49, i64 0
  %81 = shufflevector <3 x float> %80, <3 x float> poison, <3 x i32> zeroinitializer
  %82 = fmul <3 x float> %81, %79
  %83 = fadd <3 x float> %74, %82
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %8) #27
  ret <3 x float> %83
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_spline__c_sfc6(i32 noundef %0, float noundef %1, <3 x float> noundef %2, <3 x float> noundef %3, <3 x float> noundef %4, <3 x float> noundef %5, <3 x float> noundef %6, <3 x float> noundef %7) local_unnamed_addr #6 {
  %9 = alloca [6 x <3 x float>], align 16
  %10 = shufflevector <3 x float> %2, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %11 = shufflevector <3 x float> %3, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %12 = shufflevector <3 x float> %4, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %13 = shufflevector <3 x float> %5, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %14 = shufflevector <3 x float> %6, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %15 = shufflevector <3 x float> %7, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %9) #27
  store <4 x float> %10, ptr %9, align 16, !tbaa !10
  %16 = getelementptr inbounds <3 x float>, ptr %9, i64 1
  store <4 x float> %11, ptr %16, align 16, !tbaa !10
  %17 = getelementptr inbounds <3 x float>, ptr %9, i64 2
  store <4 x float> %12, ptr %17, align 16, !tbaa !10
  %18 = getelementptr inbounds <3 x float>, ptr %9, i64 3
  store <4 x float> %13, ptr %18, align 16, !tbaa !10
  %19 = getelementptr inbounds <3 x float>, ptr %9, i64 4
  store <4 x float> %14, ptr %19, align 16, !tbaa !10
  %20 = getelementptr inbounds <3 x float>, ptr %9, i64 5
  store <4 x float> %15, ptr %20, align 16, !tbaa !10
  %21 = call fastcc <3 x float> @spline_3(i32 noundef %0, float noundef %1, ptr noundef nonnull %9, i32 noundef 6)
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %9) #27
  ret <3 x float> %21
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_spline__c_fc7(float noundef %0, <3 x float> noundef %1, <3 x float> noundef %2, <3 x float> noundef %3, <3 x float> noundef %4, <3 x float> noundef %5, <3 x float> noundef %6, <3 x float> noundef %7) local_unnamed_addr #6 {
  %9 = alloca [7 x <3 x float>], align 16
  %10 = shufflevector <3 x float> %1, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %11 = shufflevector <3 x float> %2, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %12 = shufflevector <3 x float> %3, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %13 = shufflevector <3 x float> %4, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %14 = shufflevector <3 x float> %5, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %15 = shufflevector <3 x float> %6, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %16 = shufflevector <3 x float> %7, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %9) #27
  store <4 x float> %10, ptr %9, align 16, !tbaa !10
  %17 = getelementptr inbounds <3 x float>, ptr %9, i64 1
  store <4 x float> %11, ptr %17, align 16, !tbaa !10
  %18 = getelementptr inbounds <3 x float>, ptr %9, i64 2
  store <4 x float> %12, ptr %18, align 16, !tbaa !10
  %19 = getelementptr inbounds <3 x float>, ptr %9, i64 3
  store <4 x float> %13, ptr %19, align 16, !tbaa !10
  %20 = getelementptr inbounds <3 x float>, ptr %9, i64 4
  store <4 x float> %14, ptr %20, align 16, !tbaa !10
  %21 = getelementptr inbounds <3 x float>, ptr %9, i64 5
  store <4 x float> %15, ptr %21, align 16, !tbaa !10
  %22 = getelementptr inbounds <3 x float>, ptr %9, i64 6
  store <4 x float> %16, ptr %22, align 16, !tbaa !10
  %23 = fcmp ogt float %0, 0.000000e+00
  %24 = select i1 %23, float %0, float 0.000000e+00
  %25 = fcmp olt float %24, 1.000000e+00
  %26 = select i1 %25, float %24, float 1.000000e+00
  %27 = fmul float %26, 4.000000e+00
  %28 = fptosi float %27 to i32
  %29 = tail call i32 @llvm.smin.i32(i32 %28, i32 3)
  %30 = sitofp i32 %29 to float
  %31 = fsub float %27, %30
  %32 = fmul float %31, %31
  %33 = fmul float %31, %32
  %34 = fmul float %33, 5.000000e-01
  %35 = fsub float %32, %34
  %36 = fmul float %31, 5.000000e-01
  %37 = fsub float %35, %36
  %38 = fadd float %37, 0.000000e+00
  %39 = fmul float %33, 1.500000e+00
  %40 = fmul float %32, 2.500000e+00
  %41 = fsub float %39, %40
  %42 = fmul float %31, 0.000000e+00
  %43 = fadd float %42, %41
  %44 = fadd float %43, 1.000000e+00
  %45 = fmul float %32, 2.000000e+00
  %46 = fsub float %45, %39
  %47 = fadd float %36, %46
  %48 = fadd float %47, 0.000000e+00
  %49 = fmul float %32, 5.000000e-01
  %50 = fsub float %34, %49
  %51 = fadd float %42, %50
  %52 = fadd float %51, 0.000000e+00
  %53 = sext i32 %29 to i64
  %54 = getelementptr inbounds <3 x float>, ptr %9, i64 %53
  %55 = load <4 x float>, ptr %54, align 16
  %56 = shufflevector <4 x float> %55, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %57 = insertelement <3 x float> poison, float %38, i64 0
  %58 = shufflevector <3 x float> %57, <3 x float> poison, <3 x i32> zeroinitializer
  %59 = fmul <3 x float> %58, %56
  %60 = add nsw i32 %29, 1
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds <3 x float>, ptr %9, i64 %61
  %63 = load <4 x float>, ptr %62, align 16
  %64 = shufflevector <4 x float> %63, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %65 = insertelement <3 x float> poison, float %44, i64 0
  %66 = shufflevector <3 x float> %65, <3 x float> poison, <3 x i32> zeroinitializer
  %67 = fmul <3 x float> %66, %64
  %68 = fadd <3 x float> %59, %67
  %69 = add nsw i32 %29, 2
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds <3 x float>, ptr %9, i64 %70
  %72 = load <4 x float>, ptr %71, align 16
  %73 = shufflevector <4 x float> %72, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %74 = insertelement <3 x float> poison, float %48, i64 0
  %75 = shufflevector <3 x float> %74, <3 x float> poison, <3 x i32> zeroinitializer
  %76 = fmul <3 x float> %75, %73
  %77 = fadd <3 x float> %68, %76
  %78 = add nsw i32 %29, 3
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds <3 x float>, ptr %9, i64 %79
  %81 = load <4 x float>, ptr %80, align 16
  %82 = shufflevector <4 x float> %81, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %83 = insertelement <3 x float> poison, float %52, i64 0
  %84 = shufflevector <3 x float> %83, <3 x float> poison, <3 x i32> zeroinitializer
  %85 = fmul <3 x float> %84, %82
  %86 = fadd <3 x float> %77, %85
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %9) #27
  ret <3 x float> %86
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_spline__c_sfc7(i32 noundef %0, float noundef %1, <3 x float> noundef %2, <3 x float> noundef %3, <3 x float> noundef %4, <3 x float> noundef %5, <3 x float> noundef %6, <3 x float> noundef %7, <3 x float> noundef %8) local_unnamed_addr #6 {
  %10 = alloca [7 x <3 x float>], align 16
  %11 = shufflevector <3 x float> %2, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %12 = shufflevector <3 x float> %3, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %13 = shufflevector <3 x float> %4, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %14 = shufflevector <3 x float> %5, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %15 = shufflevector <3 x float> %6, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %16 = shufflevector <3 x float> %7, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %17 = shufflevector <3 x float> %8, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %10) #27
  store <4 x float> %11, ptr %10, align 16, !tbaa !10
  %18 = getelementptr inbounds <3 x float>, ptr %10, i64 1
  store <4 x float> %12, ptr %18, align 16, !tbaa !10
  %19 = getelementptr inbounds <3 x float>, ptr %10, i64 2
  store <4 x float> %13, ptr %19, align 16, !tbaa !10
  %20 = getelementptr inbounds <3 x float>, ptr %10, i64 3
  store <4 x float> %14, ptr %20, align 16, !tbaa !10
  %21 = getelementptr inbounds <3 x float>, ptr %10, i64 4
  store <4 x float> %15, ptr %21, align 16, !tbaa !10
  %22 = getelementptr inbounds <3 x float>, ptr %10, i64 5
  store <4 x float> %16, ptr %22, align 16, !tbaa !10
  %23 = getelementptr inbounds <3 x float>, ptr %10, i64 6
  store <4 x float> %17, ptr %23, align 16, !tbaa !10
  %24 = call fastcc <3 x float> @spline_3(i32 noundef %0, float noundef %1, ptr noundef nonnull %10, i32 noundef 7)
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %10) #27
  ret <3 x float> %24
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_spline__c_fc8(float noundef %0, <3 x float> noundef %1, <3 x float> noundef %2, <3 x float> noundef %3, <3 x float> noundef %4, <3 x float> noundef %5, <3 x float> noundef %6, <3 x float> noundef %7, <3 x float> noundef %8) local_unnamed_addr #6 {
  %10 = alloca [8 x <3 x float>], align 16
  %11 = shufflevector <3 x float> %1, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %12 = shufflevector <3 x float> %2, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %13 = shufflevector <3 x float> %3, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %14 = shufflevector <3 x float> %4, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %15 = shufflevector <3 x float> %5, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %16 = shufflevector <3 x float> %6, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %17 = shufflevector <3 x float> %7, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %18 = shufflevector <3 x float> %8, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %10) #27
  store <4 x float> %11, ptr %10, align 16, !tbaa !10
  %19 = getelementptr inbounds <3 x float>, ptr %10, i64 1
  store <4 x float> %12, ptr %19, align 16, !tbaa !10
  %20 = getelementptr inbounds <3 x float>, ptr %10, i64 2
  store <4 x float> %13, ptr %20, align 16, !tbaa !10
  %21 = getelementptr inbounds <3 x float>, ptr %10, i64 3
  store <4 x float> %14, ptr %21, align 16, !tbaa !10
  %22 = getelementptr inbounds <3 x float>, ptr %10, i64 4
  store <4 x float> %15, ptr %22, align 16, !tbaa !10
  %23 = getelementptr inbounds <3 x float>, ptr %10, i64 5
  store <4 x float> %16, ptr %23, align 16, !tbaa !10
  %24 = getelementptr inbounds <3 x float>, ptr %10, i64 6
  store <4 x float> %17, ptr %24, align 16, !tbaa !10
  %25 = getelementptr inbounds <3 x float>, ptr %10, i64 7
  store <4 x float> %18, ptr %25, align 16, !tbaa !10
  %26 = fcmp ogt float %0, 0.000000e+00
  %27 = select i1 %26, float %0, float 0.000000e+00
  %28 = fcmp olt float %27, 1.000000e+00
  %29 = select i1 %28, float %27, float 1.000000e+00
  %30 = fmul float %29, 5.000000e+00
  %31 = fptosi float %30 to i32
  %32 = tail call i32 @llvm.smin.i32(i32 %31, i32 4)
  %33 = sitofp i32 %32 to float
  %34 = fsub float %30, %33
  %35 = fmul float %34, %34
  %36 = fmul float %34, %35
  %37 = fmul float %36, 5.000000e-01
  %38 = fsub float %35, %37
  %39 = fmul float %34, 5.000000e-01
  %40 = fsub float %38, %39
  %41 = fadd float %40, 0.000000e+00
  %42 = fmul float %36, 1.500000e+00
  %43 = fmul float %35, 2.500000e+00
  %44 = fsub float %42, %43
  %45 = fmul float %34, 0.000000e+00
  %46 = fadd float %45, %44
  %47 = fadd float %46, 1.000000e+00
  %48 = fmul float %35, 2.000000e+00
  %49 = fsub float %48, %42
  %50 = fadd float %39, %49
  %51 = fadd float %50, 0.000000e+00
  %52 = fmul float %35, 5.000000e-01
  %53 = fsub float %37, %52
  %54 = fadd float %45, %53
  %55 = fadd float %54, 0.000000e+00
  %56 = sext i32 %32 to i64
  %57 = getelementptr inbounds <3 x float>, ptr %10, i64 %56
  %58 = load <4 x float>, ptr %57, align 16
  %59 = shufflevector <4 x float> %58, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %60 = insertelement <3 x float> poison, float %41, i64 0
  %61 = shufflevector <3 x float> %60, <3 x float> poison, <3 x i32> zeroinitializer
  %62 = fmul <3 x float> %61, %59
  %63 = add nsw i32 %32, 1
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds <3 x float>, ptr %10, i64 %64
  %66 = load <4 x float>, ptr %65, align 16
  %67 = shufflevector <4 x float> %66, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %68 = insertelement <3 x float> poison, float %47, i64 0
  %69 = shufflevector <3 x float> %68, <3 x float> poison, <3 x i32> zeroinitializer
  %70 = fmul <3 x float> %69, %67
  %71 = fadd <3 x float> %62, %70
  %72 = add nsw i32 %32, 2
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds <3 x float>, ptr %10, i64 %73
  %75 = load <4 x float>, ptr %74, align 16
  %76 = shufflevector <4 x float> %75, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %77 = insertelement <3 x float> poison, float %51, i64 0
  %78 = shufflevector <3 x float> %77, <3 x float> poison, <3 x i32> zeroinitializer
  %79 = fmul <3 x float> %78, %76
  %80 = fadd <3 x float> %71, %79
  %81 = add nsw i32 %32, 3
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds <3 x float>, ptr %10, i64 %82
  %84 = load <4 x float>, ptr %83, align 16
  %85 = shufflevector <4 x float> %84, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %86 = insertelement <3 x float> poison, float %55, i64 0
  %87 = shufflevector <3 x float> %86, <3 x float> poison, <3 x i32> zeroinitializer
  %88 = fmul <3 x float> %87, %85
  %89 = fadd <3 x float> %80, %88
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %10) #27
  ret <3 x float> %89
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_spline__c_sfc8(i32 noundef %0, float noundef %1, <3 x float> noundef %2, <3 x float> noundef %3, <3 x float> noundef %4, <3 x float> noundef %5, <3 x float> noundef %6, <3 x float> noundef %7, <3 x float> noundef %8, <3 x float> noundef %9) local_unnamed_addr #6 {
  %11 = alloca [8 x <3 x float>], align 16
  %12 = shufflevector <3 x float> %2, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %13 = shufflevector <3 x float> %3, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %14 = shufflevector <3 x float> %4, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %15 = shufflevector <3 x float> %5, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %16 = shufflevector <3 x float> %6, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %17 = shufflevector <3 x float> %7, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %18 = shufflevector <3 x float> %8, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %19 = shufflevector <3 x float> %9, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %11) #27
  store <4 x float> %12, ptr %11, align 16, !tbaa !10
  %20 = getelementptr inbounds <3 x float>, ptr %11, i64 1
  store <4 x float> %13, ptr %20, align 16, !tbaa !10
  %21 = getelementptr inbounds <3 x float>, ptr %11, i64 2
  store <4 x float> %14, ptr %21, align 16, !tbaa !10
  %22 = getelementptr inbounds <3 x float>, ptr %11, i64 3
  store <4 x float> %15, ptr %22, align 16, !tbaa !10
  %23 = getelementptr inbounds <3 x float>, ptr %11, i64 4
  store <4 x float> %16, ptr %23, align 16, !tbaa !10
  %24 = getelementptr inbounds <3 x float>, ptr %11, i64 5
  store <4 x float> %17, ptr %24, align 16, !tbaa !10
  %25 = getelementptr inbounds <3 x float>, ptr %11, i64 6
  store <4 x float> %18, ptr %25, align 16, !tbaa !10
  %26 = getelementptr inbounds <3 x float>, ptr %11, i64 7
  store <4 x float> %19, ptr %26, align 16, !tbaa !10
  %27 = call fastcc <3 x float> @spline_3(i32 noundef %0, float noundef %1, ptr noundef nonnull %11, i32 noundef 8)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %11) #27
  ret <3 x float> %27
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_spline__c_fc9(float noundef %0, <3 x float> noundef %1, <3 x float> noundef %2, <3 x float> noundef %3, <3 x float> noundef %4, <3 x float> noundef %5, <3 x float> noundef %6, <3 x float> noundef %7, <3 x float> noundef %8, <3 x float> noundef %9) local_unnamed_addr #6 {
  %11 = alloca [9 x <3 x float>], align 16
  %12 = shufflevector <3 x float> %1, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %13 = shufflevector <3 x float> %2, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %14 = shufflevector <3 x float> %3, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %15 = shufflevector <3 x float> %4, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %16 = shufflevector <3 x float> %5, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %17 = shufflevector <3 x float> %6, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %18 = shufflevector <3 x float> %7, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %19 = shufflevector <3 x float> %8, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %20 = shufflevector <3 x float> %9, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  call void @llvm.lifetime.start.p0(i64 144, ptr nonnull %11) #27
  store <4 x float> %12, ptr %11, align 16, !tbaa !10
  %21 = getelementptr inbounds <3 x float>, ptr %11, i64 1
  store <4 x float> %13, ptr %21, align 16, !tbaa !10
  %22 = getelementptr inbounds <3 x float>, ptr %11, i64 2
  store <4 x float> %14, ptr %22, align 16, !tbaa !10
  %23 = getelementptr inbounds <3 x float>, ptr %11, i64 3
  store <4 x float> %15, ptr %23, align 16, !tbaa !10
  %24 = getelementptr inbounds <3 x float>, ptr %11, i64 4
  store <4 x float> %16, ptr %24, align 16, !tbaa !10
  %25 = getelementptr inbounds <3 x float>, ptr %11, i64 5
  store <4 x float> %17, ptr %25, align 16, !tbaa !10
  %26 = getelementptr inbounds <3 x float>, ptr %11, i64 6
  store <4 x float> %18, ptr %26, align 16, !tbaa !10
  %27 = getelementptr inbounds <3 x float>, ptr %11, i64 7
  store <4 x float> %19, ptr %27, align 16, !tbaa !10
  %28 = getelementptr inbounds <3 x float>, ptr %11, i64 8
  store <4 x float> %20, ptr %28, align 16, !tbaa !10
  %29 = fcmp ogt float %0, 0.000000e+00
  %30 = select i1 %29, float %0, float 0.000000e+00
  %31 = fcmp olt float %30, 1.000000e+00
  %32 = select i1 %31, float %30, float 1.000000e+00
  %33 = fmul float %32, 6.000000e+00
  %34 = fptosi float %33 to i32
  %35 = tail call i32 @llvm.smin.i32(i32 %34, i32 5)
  %36 = sitofp i32 %35 to float
  %37 = fsub float %33, %36
  %38 = fmul float %37, %37
  %39 = fmul float %37, %38
  %40 = fmul float %39, 5.000000e-01
  %41 = fsub float %38, %40
  %42 = fmul float %37, 5.000000e-01
  %43 = fsub float %41, %42
  %44 = fadd float %43, 0.000000e+00
  %45 = fmul float %39, 1.500000e+00
  %46 = fmul float %38, 2.500000e+00
  %47 = fsub float %45, %46
  %48 = fmul float %37, 0.000000e+00
  %49 = fadd float %48, %47
  %50 = fadd float %49, 1.000000e+00
  %51 = fmul float %38, 2.000000e+00
  %52 = fsub float %51, %45
  %53 = fadd float %42, %52
  %54 = fadd float %53, 0.000000e+00
  %55 = fmul float %38, 5.000000e-01
  %56 = fsub float %40, %55
  %57 = fadd float %48, %56
  %58 = fadd float %57, 0.000000e+00
  %59 = sext i32 %35 to i64
  %60 = getelementptr inbounds <3 x float>, ptr %11, i64 %59
  %61 = load <4 x float>, ptr %60, align 16
  %62 = shufflevector <4 x float> %61, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %63 = insertelement <3 x float> poison, float %44, i64 0
  %64 = shufflevector <3 x float> %63, <3 x float> poison, <3 x i32> zeroinitializer
  %65 = fmul <3 x float> %64, %62
  %66 = add nsw i32 %35, 1
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds <3 x float>, ptr %11, i64 %67
  %69 = load <4 x float>, ptr %68, align 16
  %70 = shufflevector <4 x float> %69, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %71 = insertelement <3 x float> poison, float %50, i64 0
  %72 = shufflevector <3 x float> %71, <3 x float> poison, <3 x i32> zeroinitializer
  %73 = fmul <3 x float> %72, %70
  %74 = fadd <3 x float> %65, %73
  %75 = add nsw i32 %35, 2
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds <3 x float>, ptr %11, i64 %76
  %78 = load <4 x float>, ptr %77, align 16
  %79 = shufflevector <4 x float> %78, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %80 = insertelement <3 x float> poison, float %54, i64 0
  %81 = shufflevector <3 x float> %80, <3 x float> poison, <3 x i32> zeroinitializer
  %82 = fmul <3 x float> %81, %79
  %83 = fadd <3 x float> %74, %82
  %84 = add nsw i32 %35, 3
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds <3 x float>, ptr %11, i64 %85
  %87 = load <4 x float>, ptr %86, align 16
  %88 = shufflevector <4 x float> %87, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %89 = insertelement <3 x float> poison, float %58, i64 0
  %90 = shufflevector <3 x float> %89, <3 x float> poison, <3 x i32> zeroinitializer
  %91 = fmul <3 x float> %90, %88
  %92 = fadd <3 x float> %83, %91
  call void @llvm.lifetime.end.p0(i64 144, ptr nonnull %11) #27
  ret <3 x float> %92
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_spline__c_sfc9(i32 noundef %0, float noundef %1, <3 x float> noundef %2, <3 x float> noundef %3, <3 x float> noundef %4, <3 x float> noundef %5, <3 x float> noundef %6, <3 x float> noundef %7, <3 x float> noundef %8, <3 x float> noundef %9, <3 x float> noundef %10) local_unnamed_addr #6 {
  %12 = alloca [9 x <3 x float>], align 16
  %13 = shufflevector <3 x float> %2, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %14 = shufflevector <3 x float> %3, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %15 = shufflevector <3 x float> %4, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %16 = shufflevector <3 x float> %5, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %17 = shufflevector <3 x float> %6, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %18 = shufflevector <3 x float> %7, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %19 = shufflevector <3 x float> %8, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %20 = shufflevector <3 x float> %9, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %21 = shufflevector <3 x float> %10, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  call void @llvm.lifetime.start.p0(i64 144, ptr nonnull %12) #27
  store <4 x float> %13, ptr %12, align 16, !tbaa !10
  %22 = getelementptr inbounds <3 x float>, ptr %12, i64 1
  store <4 x float> %14, ptr %22, align 16, !tbaa !10
  %23 = getelementptr inbounds <3 x float>, ptr %12, i64 2
  store <4 x float> %15, ptr %23, align 16, !tbaa !10
  %24 = getelementptr inbounds <3 x float>, ptr %12, i64 3
  store <4 x float> %16, ptr %24, align 16, !tbaa !10
  %25 = getelementptr inbounds <3 x float>, ptr %12, i64 4
  store <4 x float> %17, ptr %25, align 16, !tbaa !10
  %26 = getelementptr inbounds <3 x float>, ptr %12, i64 5
  store <4 x float> %18, ptr %26, align 16, !tbaa !10
  %27 = getelementptr inbounds <3 x float>, ptr %12, i64 6
  store <4 x float> %19, ptr %27, align 16, !tbaa !10
  %28 = getelementptr inbounds <3 x float>, ptr %12, i64 7
  store <4 x float> %20, ptr %28, align 16, !tbaa !10
  %29 = getelementptr inbounds <3 x float>, ptr %12, i64 8
  store <4 x float> %21, ptr %29, align 16, !tbaa !10
  %30 = call fastcc <3 x float> @spline_3(i32 noundef %0, float noundef %1, ptr noundef nonnull %12, i32 noundef 9)
  call void @llvm.lifetime.end.p0(i64 144, ptr nonnull %12) #27
  ret <3 x float> %30
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_spline__c_fc10(float noundef %0, <3 x float> noundef %1, <3 x float> noundef %2, <3 x float> noundef %3, <3 x float> noundef %4, <3 x float> noundef %5, <3 x float> noundef %6, <3 x float> noundef %7, <3 x float> noundef %8, <3 x float> noundef %9, <3 x float> noundef %10) local_unnamed_addr #6 {
  %12 = alloca [10 x <3 x float>], align 16
  %13 = shufflevector <3 x float> %1, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %14 = shufflevector <3 x float> %2, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %15 = shufflevector <3 x float> %3, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %16 = shufflevector <3 x float> %4, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %17 = shufflevector <3 x float> %5, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %18 = shufflevector <3 x float> %6, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %19 = shufflevector <3 x float> %7, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %20 = shufflevector <3 x float> %8, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %21 = shufflevector <3 x float> %9, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %22 = shufflevector <3 x float> %10, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %12) #27
  store <4 x float> %13, ptr %12, align 16, !tbaa !10
  %23 = getelementptr inbounds <3 x float>, ptr %12, i64 1
  store <4 x float> %14, ptr %23, align 16, !tbaa !10
  %24 = getelementptr inbounds <3 x float>, ptr %12, i64 2
  store <4 x float> %15, ptr %24, align 16, !tbaa !10
  %25 = getelementptr inbounds <3 x float>, ptr %12, i64 3
  store <4 x float> %16, ptr %25, align 16, !tbaa !10
  %26 = getelementptr inbounds <3 x float>, ptr %12, i64 4
  store <4 x float> %17, ptr %26, align 16, !tbaa !10
  %27 = getelementptr inbounds <3 x float>, ptr %12, i64 5
  store <4 x float> %18, ptr %27, align 16, !tbaa !10
  %28 = getelementptr inbounds <3 x float>, ptr %12, i64 6
  store <4 x float> %19, ptr %28, align 16, !tbaa !10
  %29 = getelementptr inbounds <3 x float>, ptr %12, i64 7
  store <4 x float> %20, ptr %29, align 16, !tbaa !10
  %30 = getelementptr inbounds <3 x float>, ptr %12, i64 8
  store <4 x float> %21, ptr %30, align 16, !tbaa !10
  %31 = getelementptr inbounds <3 x float>, ptr %12, i64 9
  store <4 x float> %22, ptr %31, align 16, !tbaa !10
  %32 = fcmp ogt float %0, 0.000000e+00
  %33 = select i1 %32, float %0, float 0.000000e+00
  %34 = fcmp olt float %33, 1.000000e+00
  %35 = select i1 %34, float %33, float 1.000000e+00
  %36 = fmul float %35, 7.000000e+00
  %37 = fptosi float %36 to i32
  %38 = tail call i32 @llvm.smin.i32(i32 %37, i32 6)
  %39 = sitofp i32 %38 to float
  %40 = fsub float %36, %39
  %41 = fmul float %40, %40
  %42 = fmul float %40, %41
  %43 = fmul float %42, 5.000000e-01
  %44 = fsub float %41, %43
  %45 = fmul float %40, 5.000000e-01
  %46 = fsub float %44, %45
  %47 = fadd float %46, 0.000000e+00
  %48 = fmul float %42, 1.500000e+00
  %49 = fmul float %41, 2.500000e+00
  %50 = fsub float %48, %49
  %51 = fmul float %40, 0.000000e+00
  %52 = fadd float %51, %50
  %53 = fadd float %52, 1.000000e+00
  %54 = fmul float %41, 2.000000e+00
  %55 = fsub float %54, %48
  %56 = fadd float %45, %55
  %57 = fadd float %56, 0.000000e+00
  %58 = fmul float %41, 5.000000e-01
  %59 = fsub float %43, %58
  %60 = fadd float %51, %59
  %61 = fadd float %60, 0.000000e+00
  %62 = sext i32 %38 to i64
  %63 = getelementptr inbounds <3 x float>, ptr %12, i64 %62
  %64 = load <4 x float>, ptr %63, align 16
  %65 = shufflevector <4 x float> %64, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %66 = insertelement <3 x float> poison, float %47, i64 0
  %67 = shufflevector <3 x float> %66, <3 x float> poison, <3 x i32> zeroinitializer
  %68 = fmul <3 x float> %67, %65
  %69 = add nsw i32 %38, 1
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds <3 x float>, ptr %12, i64 %70
  %72 = load <4 x float>, ptr %71, align 16
  %73 = shufflevector <4 x float> %72, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %74 = insertelement <3 x float> poison, float %53, i64 0
  %75 = shufflevector <3 x float> %74, <3 x float> poison, <3 x i32> zeroinitializer
  %76 = fmul <3 x float> %75, %73
  %77 = fadd <3 x float> %68, %76
  %78 = add nsw i32 %38, 2
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds <3 x float>, ptr %12, i64 %79
  %81 = load <4 x float>, ptr %80, align 16
  %82 = shufflevector <4 x float> %81, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %83 = insertelement <3 x float> poison, float %57, i64 0
  %84 = shufflevector <3 x float> %83, <3 x float> poison, <3 x i32> zeroinitializer
  %85 = fmul <3 x float> %84, %82
  %86 = fadd <3 x float> %77, %85
  %87 = add nsw i32 %38, 3
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds <3 x float>, ptr %12, i64 %88
  %90 = load <4 x float>, ptr %89, align 16
  %91 = shufflevector <4 x float> %90, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %92 = insertelement <3 x float> poison, float %61, i64 0
  %93 = shufflevector <3 x float> %92, <3 x float> poison, <3 x i32> zeroinitializer
  %94 = fmul <3 x float> %93, %91
  %95 = fadd <3 x float> %86, %94
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %12) #27
  ret <3 x float> %95
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_spline__c_sfc10(i32 noundef %0, float noundef %1, <3 x float> noundef %2, <3 x float> noundef %3, <3 x float> noundef %4, <3 x float> noundef %5, <3 x float> noundef %6, <3 x float> noundef %7, <3 x float> noundef %8, <3 x float> noundef %9, <3 x float> noundef %10, <3 x float> noundef %11) local_unnamed_addr #6 {
  %13 = alloca [10 x <3 x float>], align 16
  %14 = shufflevector <3 x float> %2, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %15 = shufflevector <3 x float> %3, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %16 = shufflevector <3 x float> %4, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %17 = shufflevector <3 x float> %5, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %18 = shufflevector <3 x float> %6, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %19 = shufflevector <3 x float> %7, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %20 = shufflevector <3 x float> %8, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %21 = shufflevector <3 x float> %9, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %22 = shufflevector <3 x float> %10, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %23 = shufflevector <3 x float> %11, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %13) #27
  store <4 x float> %14, ptr %13, align 16, !tbaa !10
  %24 = getelementptr inbounds <3 x float>, ptr %13, i64 1
  store <4 x float> %15, ptr %24, align 16, !tbaa !10
  %25 = getelementptr inbounds <3 x float>, ptr %13, i64 2
  store <4 x float> %16, ptr %25, align 16, !tbaa !10
  %26 = getelementptr inbounds <3 x float>, ptr %13, i64 3
  store <4 x float> %17, ptr %26, align 16, !tbaa !10
  %27 = getelementptr inbounds <3 x float>, ptr %13, i64 4
  store <4 x float> %18, ptr %27, align 16, !tbaa !10
  %28 = getelementptr inbounds <3 x float>, ptr %13, i64 5
  store <4 x float> %19, ptr %28, align 16, !tbaa !10
  %29 = getelementptr inbounds <3 x float>, ptr %13, i64 6
  store <4 x float> %20, ptr %29, align 16, !tbaa !10
  %30 = getelementptr inbounds <3 x float>, ptr %13, i64 7
  store <4 x float> %21, ptr %30, align 16, !tbaa !10
  %31 = getelementptr inbounds <3 x float>, ptr %13, i64 8
  store <4 x float> %22, ptr %31, align 16, !tbaa !10
  %32 = getelementptr inbounds <3 x float>, ptr %13, i64 9
  store <4 x float> %23, ptr %32, align 16, !tbaa !10
  %33 = call fastcc <3 x float> @spline_3(i32 noundef %0, float noundef %1, ptr noundef nonnull %13, i32 noundef 10)
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %13) #27
  ret <3 x float> %33
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_spline__p_fp4(float noundef %0, <3 x float> noundef %1, <3 x float> noundef %2, <3 x float> noundef %3, <3 x float> noundef %4) local_unnamed_addr #6 {
  %6 = alloca [4 x <3 x float>], align 16
  %7 = shufflevector <3 x float> %1, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %8 = shufflevector <3 x float> %2, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %9 = shufflevector <3 x float> %3, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %10 = shufflevector <3 x float> %4, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #27
  store <4 x float> %7, ptr %6, align 16, !tbaa !10
  %11 = getelementptr inbounds <3 x float>, ptr %6, i64 1
  store <4 x float> %8, ptr %11, align 16, !tbaa !10
  %12 = getelementptr inbounds <3 x float>, ptr %6, i64 2
  store <4 x float> %9, ptr %12, align 16, !tbaa !10
  %13 = getelementptr inbounds <3 x float>, ptr %6, i64 3
  store <4 x float> %10, ptr %13, align 16, !tbaa !10
  %14 = fcmp ogt float %0, 0.000000e+00
  %15 = select i1 %14, float %0, float 0.000000e+00
  %16 = fcmp olt float %15, 1.000000e+00
  %17 = select i1 %16, float %15, float 1.000000e+00
  %18 = fptosi float %17 to i32
  %19 = tail call i32 @llvm.smin.i32(i32 %18, i32 0)
  %20 = sitofp i32 %19 to float
  %21 = fsub float %17, %20
  %22 = fmul float %21, %21
  %23 = fmul float %21, %22
  %24 = fmul float %23, 5.000000e-01
  %25 = fsub float %22, %24
  %26 = fmul float %21, 5.000000e-01
  %27 = fsub float %25, %26
  %28 = fadd float %27, 0.000000e+00
  %29 = fmul float %23, 1.500000e+00
  %30 = fmul float %22, 2.500000e+00
  %31 = fsub float %29, %30
  %32 = fmul float %21, 0.000000e+00
  %33 = fadd float %32, %31
  %34 = fadd float %33, 1.000000e+00
  %35 = fmul float %22, 2.000000e+00
  %36 = fsub float %35, %29
  %37 = fadd float %26, %36
  %38 = fadd float %37, 0.000000e+00
  %39 = fmul float %22, 5.000000e-01
  %40 = fsub float %24, %39
  %41 = fadd float %32, %40
  %42 = fadd float %41, 0.000000e+00
  %43 = sext i32 %19 to i64
  %44 = getelementptr inbounds <3 x float>, ptr %6, i64 %43
  %45 = load <4 x float>, ptr %44, align 16
  %46 = shufflevector <4 x float> %45, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %47 = insertelement <3 x float> poison, float %28, i64 0
  %48 = shufflevector <3 x float> %47, <3 x float> poison, <3 x i32> zeroinitializer
  %49 = fmul <3 x float> %48, %46
  %50 = add nsw i32 %19, 1
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds <3 x float>, ptr %6, i64 %51
  %53 = load <4 x float>, ptr %52, align 16
  %54 = shufflevector <4 x float> %53, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %55 = insertelement <3 x float> poison, float %34, i64 0
  %56 = shufflevector <3 x float> %55, <3 x float> poison, <3 x i32> zeroinitializer
  %57 = fmul <3 x float> %56, %54
  %58 = fadd <3 x float> %49, %57
  %59 = add nsw i32 %19, 2
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds <3 x float>, ptr %6, i64 %60
  %62 = load <4 x float>, ptr %61, align 16
  %63 = shufflevector <4 x float> %62, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %64 = insertelement <3 x float> poison, float %38, i64 0
  %65 = shufflevector <3 x float> %64, <3 x float> poison, <3 x i32> zeroinitializer
  %66 = fmul <3 x float> %65, %63
  %67 = fadd <3 x float> %58, %66
  %68 = add nsw i32 %19, 3
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds <3 x float>, ptr %6, i64 %69
  %71 = load <4 x float>, ptr %70, align 16
  %72 = shufflevector <4 x float> %71, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %73 = insertelement <3 x float> poison, float %42, i64 0
  %74 = shufflevector <3 x float> %73, <3 x float> poison, <3 x i32> zeroinitializer
  %75 = fmul <3 x float> %74, %72
  %76 = fadd <3 x float> %67, %75
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #27
  ret <3 x float> %76
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_spline__p_sfp4(i32 noundef %0, float noundef %1, <3 x float> noundef %2, <3 x float> noundef %3, <3 x float> noundef %4, <3 x float> noundef %5) local_unnamed_addr #6 {
  %7 = alloca [4 x <3 x float>], align 16
  %8 = shufflevector <3 x float> %2, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %9 = shufflevector <3 x float> %3, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %10 = shufflevector <3 x float> %4, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %11 = shufflevector <3 x float> %5, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #27
  store <4 x float> %8, ptr %7, align 16, !tbaa !10
  %12 = getelementptr inbounds <3 x float>, ptr %7, i64 1
  store <4 x float> %9, ptr %12, align 16, !tbaa !10
  %13 = getelementptr inbounds <3 x float>, ptr %7, i64 2
  store <4 x float> %10, ptr %13, align 16, !tbaa !10
  %14 = getelementptr inbounds <3 x float>, ptr %7, i64 3
  store <4 x float> %11, ptr %14, align 16, !tbaa !10
  %15 = add i32 %0, -16
  %16 = icmp ult i32 %15, 4
  br i1 %16, label %17, label %21

17:                                               ; preds = %6
  %18 = sext i32 %15 to i64
  %19 = getelementptr inbounds [4 x ptr], ptr @switch.table.rsl_spline__p_sfp4, i64 0, i64 %18
  %20 = load ptr, ptr %19, align 8
  br label %21

21:                                               ; preds = %17, %6
  %22 = phi ptr [ %20, %17 ], [ @bases, %6 ]
  %23 = getelementptr inbounds %struct.basis, ptr %22, i64 0, i32 1
  %24 = load i32, ptr %23, align 4, !tbaa !21
  %25 = fcmp ogt float %1, 0.000000e+00
  %26 = select i1 %25, float %1, float 0.000000e+00
  %27 = fcmp olt float %26, 1.000000e+00
  %28 = select i1 %27, float %26, float 1.000000e+00
  %29 = fptosi float %28 to i32
  %30 = tail call i32 @llvm.smin.i32(i32 %29, i32 0)
  %31 = sitofp i32 %30 to float
  %32 = fsub float %28, %31
  %33 = fmul float %32, %32
  %34 = fmul float %32, %33
  %35 = load float, ptr %22, align 4, !tbaa !6
  %36 = fmul float %34, %35
  %37 = getelementptr inbounds [16 x float], ptr %22, i64 0, i64 4
  %38 = load float, ptr %37, align 4, !tbaa !6
  %39 = fmul float %33, %38
  %40 = fadd float %36, %39
  %41 = getelementptr inbounds [16 x float], ptr %22, i64 0, i64 8
  %42 = load float, ptr %41, align 4, !tbaa !6
  %43 = fmul float %32, %42
  %44 = fadd float %43, %40
  %45 = getelementptr inbounds [16 x float], ptr %22, i64 0, i64 12
  %46 = load float, ptr %45, align 4, !tbaa !6
  %47 = fadd float %46, %44
  %48 = getelementptr inbounds [16 x float], ptr %22, i64 0, i64 1
  %49 = load float, ptr %48, align 4, !tbaa !6
  %50 = fmul float %34, %49
  %51 = getelementptr inbounds [16 x float], ptr %22, i64 0, i64 5
  %52 = load float, ptr %51, align 4, !tbaa !6
  %53 = fmul float %33, %52
  %54 = fadd float %50, %53
  %55 = getelementptr inbounds [16 x float], ptr %22, i64 0, i64 9
  %56 = load float, ptr %55, align 4, !tbaa !6
  %57 = fmul float %32, %56
  %58 = fadd float %57, %54
  %59 = getelementptr inbounds [16 x float], ptr %22, i64 0, i64 13
  %60 = load float, ptr %59, align 4, !tbaa !6
  %61 = fadd float %60, %58
  %62 = getelementptr inbounds [16 x float], ptr %22, i64 0, i64 2
  %63 = load float, ptr %62, align 4, !tbaa !6
  %64 = fmul float %34, %63
  %65 = getelementptr inbounds [16 x float], ptr %22, i64 0, i64 6
  %66 = load float, ptr %65, align 4, !tbaa !6
  %67 = fmul float %33, %66
  %68 = fadd float %64, %67
  %69 = getelementptr inbounds [16 x float], ptr %22, i64 0, i64 10
  %70 = load float, ptr %69, align 4, !tbaa !6
  %71 = fmul float %32, %70
  %72 = fadd float %68, %71
  %73 = getelementptr inbounds [16 x float], ptr %22, i64 0, i64 14
  %74 = load float, ptr %73, align 4, !tbaa !6
  %75 = fadd float %74, %72
  %76 = getelementptr inbounds [16 x float], ptr %22, i64 0, i64 3
  %77 = load float, ptr %76, align 4, !tbaa !6
  %78 = fmul float %34, %77
  %79 = getelementptr inbounds [16 x float], ptr %22, i64 0, i64 7
  %80 = load float, ptr %79, align 4, !tbaa !6
  %81 = fmul float %33, %80
  %82 = fadd float %78, %81
  %83 = getelementptr inbounds [16 x float], ptr %22, i64 0, i64 11
  %84 = load float, ptr %83, align 4, !tbaa !6
  %85 = fmul float %32, %84
  %86 = fadd float %82, %85
  %87 = getelementptr inbounds [16 x float], ptr %22, i64 0, i64 15
  %88 = load float, ptr %87, align 4, !tbaa !6
  %89 = fadd float %88, %86
  %90 = mul nsw i32 %24, %30
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds <3 x float>, ptr %7, i64 %91
  %93 = load <4 x float>, ptr %92, align 16
  %94 = shufflevector <4 x float> %93, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %95 = insertelement <3 x float> poison, float %47, i64 0
  %96 = shufflevector <3 x float> %95, <3 x float> poison, <3 x i32> zeroinitializer
  %97 = fmul <3 x float> %96, %94
  %98 = add nsw i32 %90, 1
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds <3 x float>, ptr %7, i64 %99
  %101 = load <4 x float>, ptr %100, align 16
  %102 = shufflevector <4 x float> %101, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %103 = insertelement <3 x float> poison, float %61, i64 0
  %104 = shufflevector <3 x float> %103, <3 x float> poison, <3 x i32> zeroinitializer
  %105 = fmul <3 x float> %104, %102
  %106 = fadd <3 x float> %97, %105
  %107 = add nsw i32 %90, 2
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds <3 x float>, ptr %7, i64 %108
  %110 = load <4 x float>, ptr %109, align 16
  %111 = shufflevector <4 x float> %110, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %112 = insertelement <3 x float> poison, float %75, i64 0
  %113 = shufflevector <3 x float> %112, <3 x float> poison, <3 x i32> zeroinitializer
  %114 = fmul <3 x float> %113, %111
  %115 = fadd <3 x float> %106, %114
  %116 = add nsw i32 %90, 3
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds <3 x float>, ptr %7, i64 %117
  %119 = load <4 x float>, ptr %118, align 16
  %120 = shufflevector <4 x float> %119, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %121 = insertelement <3 x float> poison, float %89, i64 0
  %122 = shufflevector <3 x float> %121, <3 x float> poison, <3 x i32> zeroinitializer
  %123 = fmul <3 x float> %122, %120
  %124 = fadd <3 x float> %115, %123
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #27
  ret <3 x float> %124
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_spline__p_fp5(float noundef %0, <3 x float> noundef %1, <3 x float> noundef %2, <3 x float> noundef %3, <3 x float> noundef %4, <3 x float> noundef %5) local_unnamed_addr #6 {
  %7 = alloca [5 x <3 x float>], align 16
  %8 = shufflevector <3 x float> %1, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %9 = shufflevector <3 x float> %2, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %10 = shufflevector <3 x float> %3, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %11 = shufflevector <3 x float> %4, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %12 = shufflevector <3 x float> %5, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %7) #27
  store <4 x float> %8, ptr %7, align 16, !tbaa !10
  %13 = getelementptr inbounds <3 x float>, ptr %7, i64 1
  store <4 x float> %9, ptr %13, align 16, !tbaa !10
  %14 = getelementptr inbounds <3 x float>, ptr %7, i64 2
  store <4 x float> %10, ptr %14, align 16, !tbaa !10
  %15 = getelementptr inbounds <3 x float>, ptr %7, i64 3
  store <4 x float> %11, ptr %15, align 16, !tbaa !10
  %16 = getelementptr inbounds <3 x float>, ptr %7, i64 4
  store <4 x float> %12, ptr %16, align 16, !tbaa !10
  %17 = fcmp ogt float %0, 0.000000e+00
  %18 = select i1 %17, float %0, float 0.000000e+00
  %19 = fcmp olt float %18, 1.000000e+00
  %20 = select i1 %19, float %18, float 1.000000e+00
  %21 = fmul float %20, 2.000000e+00
  %22 = fptosi float %21 to i32
  %23 = tail call i32 @llvm.smin.i32(i32 %22, i32 1)
  %24 = sitofp i32 %23 to float
  %25 = fsub float %21, %24
  %26 = fmul float %25, %25
  %27 = fmul float %25, %26
  %28 = fmul float %27, 5.000000e-01
  %29 = fsub float %26, %28
  %30 = fmul float %25, 5.000000e-01
  %31 = fsub float %29, %30
  %32 = fadd float %31, 0.000000e+00
  %33 = fmul float %27, 1.500000e+00
  %34 = fmul float %26, 2.500000e+00
  %35 = fsub float %33, %34
  %36 = fmul float %25, 0.000000e+00
  %37 = fadd float %36, %35
  %38 = fadd float %37, 1.000000e+00
  %39 = fmul float %26, 2.000000e+00
  %40 = fsub float %39, %33
  %41 = fadd float %30, %40
  %42 = fadd float %41, 0.000000e+00
  %43 = fmul float %26, 5.000000e-01
  %44 = fsub float %28, %43
  %45 = fadd float %36, %44
  %46 = fadd float %45, 0.000000e+00
  %47 = sext i32 %23 to i64
  %48 = getelementptr inbounds <3 x float>, ptr %7, i64 %47
  %49 = load <4 x float>, ptr %48, align 16
  %50 = shufflevector <4 x float> %49, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %51 = insertelement <3 x float> poison, float %32, i64 0
  %52 = shufflevector <3 x float> %51, <3 x float> poison, <3 x i32> zeroinitializer
  %53 = fmul <3 x float> %52, %50
  %54 = add nsw i32 %23, 1
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds <3 x float>, ptr %7, i64 %55
  %57 = load <4 x float>, ptr %56, align 16
  %58 = shufflevector <4 x float> %57, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %59 = insertelement <3 x float> poison, float %38, i64 0
  %60 = shufflevector <3 x float> %59, <3 x float> poison, <3 x i32> zeroinitializer
  %61 = fmul <3 x float> %60, %58
  %62 = fadd <3 x float> %53, %61
  %63 = add nsw i32 %23, 2
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds <3 x float>, ptr %7, i64 %64
  %66 = load <4 x float>, ptr %65, align 16
  %67 = shufflevector <4 x float> %66, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %68 = insertelement <3 x float> poison, float %42, i64 0
  %69 = shufflevector <3 x float> %68, <3 x float> poison, <3 x i32> zeroinitializer
  %70 = fmul <3 x float> %69, %67
  %71 = fadd <3 x float> %62, %70
  %72 = add nsw i32 %23, 3
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds <3 x float>, ptr %7, i64 %73
  %75 = load <4 x float>, ptr %74, align 16
  %76 = shufflevector <4 x float> %75, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %77 = insertelement <3 x float> poison, float %46, i64 0
  %78 = shufflevector <3 x float> %77, <3 x float> poison, <3 x i32> zeroinitializer
  %79 = fmul <3 x float> %78, %76
  %80 = fadd <3 x float> %71, %79
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %7) #27
  ret <3 x float> %80
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_spline__p_sfp5(i32 noundef %0, float noundef %1, <3 x float> noundef %2, <3 x float> noundef %3, <3 x float> noundef %4, <3 x float> noundef %5, <3 x float> noundef %6) local_unnamed_addr #6 {
  %8 = alloca [5 x <3 x float>], align 16
  %9 = shufflevector <3 x float> %2, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %10 = shufflevector <3 x float> %3, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %11 = shufflevector <3 x float> %4, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %12 = shufflevector <3 x float> %5, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %13 = shufflevector <3 x float> %6, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %8) #27
  store <4 x float> %9, ptr %8, align 16, !tbaa !10
  %14 = getelementptr inbounds <3 x float>, ptr %8, i64 1
  store <4 x float> %10, ptr %14, align 16, !tbaa !10
  %15 = getelementptr inbounds <3 x float>, ptr %8, i64 2
  store <4 x float> %11, ptr %15, align 16, !tbaa !10
  %16 = getelementptr inbounds <3 x float>, ptr %8, i64 3
  store <4 x float> %12, ptr %16, align 16, !tbaa !10
  %17 = getelementptr inbounds <3 x float>, ptr %8, i64 4
  store <4 x float> %13, ptr %17, align 16, !tbaa !10
  %18 = call fastcc <3 x float> @spline_3(i32 noundef %0, float noundef %1, ptr noundef nonnull %8, i32 noundef 5)
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %8) #27
  ret <3 x float> %18
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_spline__p_fp6(float noundef %0, <3 x float> noundef %1, <3 x float> noundef %2, <3 x float> noundef %3, <3 x float> noundef %4, <3 x float> noundef %5, <3 x float> noundef %6) local_unnamed_addr #6 {
  %8 = alloca [6 x <3 x float>], align 16
  %9 = shufflevector <3 x float> %1, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %10 = shufflevector <3 x float> %2, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %11 = shufflevector <3 x float> %3, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %12 = shufflevector <3 x float> %4, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %13 = shufflevector <3 x float> %5, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %14 = shufflevector <3 x float> %6, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %8) #27
  store <4 x float> %9, ptr %8, align 16, !tbaa !10
  %15 = getelementptr inbounds <3 x float>, ptr %8, i64 1
  store <4 x float> %10, ptr %15, align 16, !tbaa !10
  %16 = getelementptr inbounds <3 x float>, ptr %8, i64 2
  store <4 x float> %11, ptr %16, align 16, !tbaa !10
  %17 = getelementptr inbounds <3 x float>, ptr %8, i64 3
  store <4 x float> %12, ptr %17, align 16, !tbaa !10
  %18 = getelementptr inbounds <3 x float>, ptr %8, i64 4
  store <4 x float> %13, ptr %18, align 16, !tbaa !10
  %19 = getelementptr inbounds <3 x float>, ptr %8, i64 5
  store <4 x float> %14, ptr %19, align 16, !tbaa !10
  %20 = fcmp ogt float %0, 0.000000e+00
  %21 = select i1 %20, float %0, float 0.000000e+00
  %22 = fcmp olt float %21, 1.000000e+00
  %23 = select i1 %22, float %21, float 1.000000e+00
  %24 = fmul float %23, 3.000000e+00
  %25 = fptosi float %24 to i32
  %26 = tail call i32 @llvm.smin.i32(i32 %25, i32 2)
  %27 = sitofp i32 %26 to float
  %28 = fsub float %24, %27
  %29 = fmul float %28, %28
  %30 = fmul float %28, %29
  %31 = fmul float %30, 5.000000e-01
  %32 = fsub float %29, %31
  %33 = fmul float %28, 5.000000e-01
  %34 = fsub float %32, %33
  %35 = fadd float %34, 0.000000e+00
  %36 = fmul float %30, 1.500000e+00
  %37 = fmul float %29, 2.500000e+00
  %38 = fsub float %36, %37
  %39 = fmul float %28, 0.000000e+00
  %40 = fadd float %39, %38
  %41 = fadd float %40, 1.000000e+00
  %42 = fmul float %29, 2.000000e+00
  %43 = fsub float %42, %36
  %44 = fadd float %33, %43
  %45 = fadd float %44, 0.000000e+00
  %46 = fmul float %29, 5.000000e-01
  %47 = fsub float %31, %46
  %48 = fadd float %39, %47
  %49 = fadd float %48, 0.000000e+00
  %50 = sext i32 %26 to i64
  %51 = getelementptr inbounds <3 x float>, ptr %8, i64 %50
  %52 = load <4 x float>, ptr %51, align 16
  %53 = shufflevector <4 x float> %52, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %54 = insertelement <3 x float> poison, float %35, i64 0
  %55 = shufflevector <3 x float> %54, <3 x float> poison, <3 x i32> zeroinitializer
  %56 = fmul <3 x float> %55, %53
  %57 = add nsw i32 %26, 1
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds <3 x float>, ptr %8, i64 %58
  %60 = load <4 x float>, ptr %59, align 16
  %61 = shufflevector <4 x float> %60, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %62 = insertelement <3 x float> poison, float %41, i64 0
  %63 = shufflevector <3 x float> %62, <3 x float> poison, <3 x i32> zeroinitializer
  %64 = fmul <3 x float> %63, %61
  %65 = fadd <3 x float> %56, %64
  %66 = add nsw i32 %26, 2
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds <3 x float>, ptr %8, i64 %67
  %69 = load <4 x float>, ptr %68, align 16
  %70 = shufflevector <4 x float> %69, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %71 = insertelement <3 x float> poison, float %45, i64 0
  %72 = shufflevector <3 x float> %71, <3 x float> poison, <3 x i32> zeroinitializer
  %73 = fmul <3 x float> %72, %70
  %74 = fadd <3 x float> %65, %73
  %75 = add nsw i32 %26, 3
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds <3 x float>, ptr %8, i64 %76
  %78 = load <4 x float>, ptr %77, align 16
  %79 = shufflevector <4 x float> %78, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %80 = insertelement <3 x float> poison, float %49, i64 0
  %81 = shufflevector <3 x float> %80, <3 x float> poison, <3 x i32> zeroinitializer
  %82 = fmul <3 x float> %81, %79
  %83 = fadd <3 x float> %74, %82
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %8) #27
  ret <3 x float> %83
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_spline__p_sfp6(i32 noundef %0, float noundef %1, <3 x float> noundef %2, <3 x float> noundef %3, <3 x float> noundef %4, <3 x float> noundef %5, <3 x float> noundef %6, <3 x float> noundef %7) local_unnamed_addr #6 {
  %9 = alloca [6 x <3 x float>], align 16
  %10 = shufflevector <3 x float> %2, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %11 = shufflevector <3 x float> %3, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %12 = shufflevector <3 x float> %4, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %13 = shufflevector <3 x float> %5, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %14 = shufflevector <3 x float> %6, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %15 = shufflevector <3 x float> %7, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %9) #27
  store <4 x float> %10, ptr %9, align 16, !tbaa !10
  %16 = getelementptr inbounds <3 x float>, ptr %9, i64 1
  store <4 x float> %11, ptr %16, align 16, !tbaa !10
  %17 = getelementptr inbounds <3 x float>, ptr %9, i64 2
  store <4 x float> %12, ptr %17, align 16, !tbaa !10
  %18 = getelementptr inbounds <3 x float>, ptr %9, i64 3
  store <4 x float> %13, ptr %18, align 16, !tbaa !10
  %19 = getelementptr inbounds <3 x float>, ptr %9, i64 4
  store <4 x float> %14, ptr %19, align 16, !tbaa !10
  %20 = getelementptr inbounds <3 x float>, ptr %9, i64 5
  store <4 x float> %15, ptr %20, align 16, !tbaa !10
  %21 = call fastcc <3 x float> @spline_3(i32 noundef %0, float noundef %1, ptr noundef nonnull %9, i32 noundef 6)
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %9) #27
  ret <3 x float> %21
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_spline__p_fp7(float noundef %0, <3 x float> noundef %1, <3 x float> noundef %2, <3 x float> noundef %3, <3 x float> noundef %4, <3 x float> noundef %5, <3 x float> noundef %6, <3 x float> noundef %7) local_unnamed_addr #6 {
  %9 = alloca [7 x <3 x float>], align 16
  %10 = shufflevector <3 x float> %1, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %11 = shufflevector <3 x float> %2, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %12 = shufflevector <3 x float> %3, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %13 = shufflevector <3 x float> %4, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %14 = shufflevector <3 x float> %5, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %15 = shufflevector <3 x float> %6, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %16 = shufflevector <3 x float> %7, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %9) #27
  store <4 x float> %10, ptr %9, align 16, !tbaa !10
  %17 = getelementptr inbounds <3 x float>, ptr %9, i64 1
  store <4 x float> %11, ptr %17, align 16, !tbaa !10
  %18 = getelementptr inbounds <3 x float>, ptr %9, i64 2
  store <4 x float> %12, ptr %18, align 16, !tbaa !10
  %19 = getelementptr inbounds <3 x float>, ptr %9, i64 3
  store <4 x float> %13, ptr %19, align 16, !tbaa !10
  %20 = getelementptr inbounds <3 x float>, ptr %9, i64 4
  store <4 x float> %14, ptr %20, align 16, !tbaa !10
  %21 = getelementptr inbounds <3 x float>, ptr %9, i64 5
  store <4 x float> %15, ptr %21, align 16, !tbaa !10
  %22 = getelementptr inbounds <3 x float>, ptr %9, i64 6
  store <4 x float> %16, ptr %22, align 16, !tbaa !10
  %23 = fcmp ogt float %0, 0.000000e+00
  %24 = select i1 %23, float %0, float 0.000000e+00
  %25 = fcmp olt float %24, 1.000000e+00
  %26 = select i1 %25, float %24, float 1.000000e+00
  %27 = fmul float %26, 4.000000e+00
  %28 = fptosi float %27 to i32
  %29 = tail call i32 @llvm.smin.i32(i32 %28, i32 3)
  %30 = sitofp i32 %29 to float
  %31 = fsub float %27, %30
  %32 = fmul float %31, %31
  %33 = fmul float %31, %32
  %34 = fmul float %33, 5.000000e-01
  %35 = fsub float %32, %34
  %36 = fmul float %31, 5.000000e-01
  %37 = fsub float %35, %36
  %38 = fadd float %37, 0.000000e+00
  %39 = fmul float %33, 1.500000e+00
  %40 = fmul float %32, 2.500000e+00
  %41 = fsub float %39, %40
  %42 = fmul float %31, 0.000000e+00
  %43 = fadd float %42, %41
  %44 = fadd float %43, 1.000000e+00
  %45 = fmul float %32, 2.000000e+00
  %46 = fsub float %45, %39
  %47 = fadd float %36, %46
  %48 = fadd float %47, 0.000000e+00
  %49 = fmul float %32, 5.000000e-01
  %50 = fsub float %34, %49
  %51 = fadd float %42, %50
  %52 = fadd float %51, 0.000000e+00
  %53 = sext i32 %29 to i64
  %54 = getelementptr inbounds <3 x float>, ptr %9, i64 %53
  %55 = load <4 x float>, ptr %54, align 16
  %56 = shufflevector <4 x float> %55, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %57 = insertelement <3 x float> poison, float %38, i64 0
  %58 = shufflevector <3 x float> %57, <3 x float> poison, <3 x i32> zeroinitializer
  %59 = fmul <3 x float> %58, %56
  %60 = add nsw i32 %29, 1
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds <3 x float>, ptr %9, i64 %61
  %63 = load <4 x float>, ptr %62, align 16
  %64 = shufflevector <4 x float> %63, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %65 = insertelement <3 x float> poison, float %44, i64 0
  %66 = shufflevector <3 x float> %65, <3 x float> poison, <3 x i32> zeroinitializer
  %67 = fmul <3 x float> %66, %64
  %68 = fadd <3 x float> %59, %67
  %69 = add nsw i32 %29, 2
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds <3 x float>, ptr %9, i64 %70
  %72 = load <4 x float>, ptr %71, align 16
  %73 = shufflevector <4 x float> %72, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %74 = insertelement <3 x float> poison, float %48, i64 0
  %75 = shufflevector <3 x float> %74, <3 x float> poison, <3 x i32> zeroinitializer
  %76 = fmul <3 x float> %75, %73
  %77 = fadd <3 x float> %68, %76
  %78 = add nsw i32 %29, 3
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds <3 x float>, ptr %9, i64 %79
  %81 = load <4 x float>, ptr %80, align 16
  %82 = shufflevector <4 x float> %81, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %83 = insertelement <3 x float> poison, float %52, i64 0
  %84 = shufflevector <3 x float> %83, <3 x float> poison, <3 x i32> zeroinitializer
  %85 = fmul <3 x float> %84, %82
  %86 = fadd <3 x float> %77, %85
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %9) #27
  ret <3 x float> %86
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_spline__p_sfp7(i32 noundef %0, float noundef %1, <3 x float> noundef %2, <3 x float> noundef %3, <3 x float> noundef %4, <3 x float> noundef %5, <3 x float> noundef %6, <3 x float> noundef %7, <3 x float> noundef %8) local_unnamed_addr #6 {
  %10 = alloca [7 x <3 x float>], align 16
  %11 = shufflevector <3 x float> %2, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %12 = shufflevector <3 x float> %3, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %13 = shufflevector <3 x float> %4, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %14 = shufflevector <3 x float> %5, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %15 = shufflevector <3 x float> %6, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %16 = shufflevector <3 x float> %7, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %17 = shufflevector <3 x float> %8, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %10) #27
  store <4 x float> %11, ptr %10, align 16, !tbaa !10
  %18 = getelementptr inbounds <3 x float>, ptr %10, i64 1
  store <4 x float> %12, ptr %18, align 16, !tbaa !10
  %19 = getelementptr inbounds <3 x float>, ptr %10, i64 2
  store <4 x float> %13, ptr %19, align 16, !tbaa !10
  %20 = getelementptr inbounds <3 x float>, ptr %10, i64 3
  store <4 x float> %14, ptr %20, align 16, !tbaa !10
  %21 = getelementptr inbounds <3 x float>, ptr %10, i64 4
  store <4 x float> %15, ptr %21, align 16, !tbaa !10
  %22 = getelementptr inbounds <3 x float>, ptr %10, i64 5
  store <4 x float> %16, ptr %22, align 16, !tbaa !10
  %23 = getelementptr inbounds <3 x float>, ptr %10, i64 6
  store <4 x float> %17, ptr %23, align 16, !tbaa !10
  %24 = call fastcc <3 x float> @spline_3(i32 noundef %0, float noundef %1, ptr noundef nonnull %10, i32 noundef 7)
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %10) #27
  ret <3 x float> %24
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_spline__p_fp8(float noundef %0, <3 x float> noundef %1, <3 x float> noundef %2, <3 x float> noundef %3, <3 x float> noundef %4, <3 x float> noundef %5, <3 x float> noundef %6, <3 x float> noundef %7, <3 x float> noundef %8) local_unnamed_addr #6 {
  %10 = alloca [8 x <3 x float>], align 16
  %11 = shufflevector <3 x float> %1, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %12 = shufflevector <3 x float> %2, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %13 = shufflevector <3 x float> %3, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %14 = shufflevector <3 x float> %4, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %15 = shufflevector <3 x float> %5, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %16 = shufflevector <3 x float> %6, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %17 = shufflevector <3 x float> %7, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %18 = shufflevector <3 x float> %8, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %10) #27
  store <4 x float> %11, ptr %10, align 16, !tbaa !10
  %19 = getelementptr inbounds <3 x float>, ptr %10, i64 1
  store <4 x float> %12, ptr %19, align 16, !tbaa !10
  %20 = getelementptr inbounds <3 x float>, ptr %10, i64 2
  store <4 x float> %13, ptr %20, align 16, !tbaa !10
  %21 = getelementptr inbounds <3 x float>, ptr %10, i64 3
  store <4 x float> %14, ptr %21, align 16, !tbaa !10
  %22 = getelementptr inbounds <3 x float>, ptr %10, i64 4
  store <4 x float> %15, ptr %22, align 16, !tbaa !10
  %23 = getelementptr inbounds <3 x float>, ptr %10, i64 5
  store <4 x float> %16, ptr %23, align 16, !tbaa !10
  %24 = getelementptr inbounds <3 x float>, ptr %10, i64 6
  store <4 x float> %17, ptr %24, align 16, !tbaa !10
  %25 = getelementptr inbounds <3 x float>, ptr %10, i64 7
  store <4 x float> %18, ptr %25, align 16, !tbaa !10
  %26 = fcmp ogt float %0, 0.000000e+00
  %27 = select i1 %26, float %0, float 0.000000e+00
  %28 = fcmp olt float %27, 1.000000e+00
  %29 = select i1 %28, float %27, float 1.000000e+00
  %30 = fmul float %29, 5.000000e+00
  %31 = fptosi float %30 to i32
  %32 = tail call i32 @llvm.smin.i32(i32 %31, i32 4)
  %33 = sitofp i32 %32 to float
  %34 = fsub float %30, %33
  %35 = fmul float %34, %34
  %36 = fmul float %34, %35
  %37 = fmul float %36, 5.000000e-01
  %38 = fsub float %35, %37
  %39 = fmul float %34, 5.000000e-01
  %40 = fsub float %38, %39
  %41 = fadd float %40, 0.000000e+00
  %42 = fmul float %36, 1.500000e+00
  %43 = fmul float %35, 2.500000e+00
  %44 = fsub float %42, %43
  %45 = fmul float %34, 0.000000e+00
  %46 = fadd float %45, %44
  %47 = fadd float %46, 1.000000e+00
  %48 = fmul float %35, 2.000000e+00
  %49 = fsub float %48, %42
  %50 = fadd float %39, %49
  %51 = fadd float %50, 0.000000e+00
  %52 = fmul float %35, 5.000000e-01
  %53 = fsub float %37, %52
  %54 = fadd float %45, %53
  %55 = fadd float %54, 0.000000e+00
  %56 = sext i32 %32 to i64
  %57 = getelementptr inbounds <3 x float>, ptr %10, i64 %56
  %58 = load <4 x float>, ptr %57, align 16
  %59 = shufflevector <4 x float> %58, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %60 = insertelement <3 x float> poison, float %41, i64 0
  %61 = shufflevector <3 x float> %60, <3 x float> poison, <3 x i32> zeroinitializer
  %62 = fmul <3 x float> %61, %59
  %63 = add nsw i32 %32, 1
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds <3 x float>, ptr %10, i64 %64
  %66 = load <4 x float>, ptr %65, align 16
  %67 = shufflevector <4 x float> %66, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %68 = insertelement <3 x float> poison, float %47, i64 0
  %69 = shufflevector <3 x float> %68, <3 x float> poison, <3 x i32> zeroinitializer
  %70 = fmul <3 x float> %69, %67
  %71 = fadd <3 x float> %62, %70
  %72 = add nsw i32 %32, 2
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds <3 x float>, ptr %10, i64 %73
  %75 = load <4 x float>, ptr %74, align 16
  %76 = shufflevector <4 x float> %75, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %77 = insertelement <3 x float> poison, float %51, i64 0
  %78 = shufflevector <3 x float> %77, <3 x float> poison, <3 x i32> zeroinitializer
  %79 = fmul <3 x float> %78, %76
  %80 = fadd <3 x float> %71, %79
  %81 = add nsw i32 %32, 3
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds <3 x float>, ptr %10, i64 %82
  %84 = load <4 x float>, ptr %83, align 16
  %85 = shufflevector <4 x float> %84, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %86 = insertelement <3 x float> poison, float %55, i64 0
  %87 = shufflevector <3 x float> %86, <3 x float> poison, <3 x i32> zeroinitializer
  %88 = fmul <3 x float> %87, %85
  %89 = fadd <3 x float> %80, %88
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %10) #27
  ret <3 x float> %89
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_spline__p_sfp8(i32 noundef %0, float noundef %1, <3 x float> noundef %2, <3 x float> noundef %3, <3 x float> noundef %4, <3 x float> noundef %5, <3 x float> noundef %6, <3 x float> noundef %7, <3 x float> noundef %8, <3 x float> noundef %9) local_unnamed_addr #6 {
  %11 = alloca [8 x <3 x float>], align 16
  %12 = shufflevector <3 x float> %2, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %13 = shufflevector <3 x float> %3, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %14 = shufflevector <3 x float> %4, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %15 = shufflevector <3 x float> %5, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %16 = shufflevector <3 x float> %6, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %17 = shufflevector <3 x float> %7, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %18 = shufflevector <3 x float> %8, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %19 = shufflevector <3 x float> %9, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %11) #27
  store <4 x float> %12, ptr %11, align 16, !tbaa !10
  %20 = getelementptr inbounds <3 x float>, ptr %11, i64 1
  store <4 x float> %13, ptr %20, align 16, !tbaa !10
  %21 = getelementptr inbounds <3 x float>, ptr %11, i64 2
  store <4 x float> %14, ptr %21, align 16, !tbaa !10
  %22 = getelementptr inbounds <3 x float>, ptr %11, i64 3
  store <4 x float> %15, ptr %22, align 16, !tbaa !10
  %23 = getelementptr inbounds <3 x float>, ptr %11, i64 4
  store <4 x float> %16, ptr %23, align 16, !tbaa !10
  %24 = getelementptr inbounds <3 x float>, ptr %11, i64 5
  store <4 x float> %17, ptr %24, align 16, !tbaa !10
  %25 = getelementptr inbounds <3 x float>, ptr %11, i64 6
  store <4 x float> %18, ptr %25, align 16, !tbaa !10
  %26 = getelementptr inbounds <3 x float>, ptr %11, i64 7
  store <4 x float> %19, ptr %26, align 16, !tbaa !10
  %27 = call fastcc <3 x float> @spline_3(i32 noundef %0, float noundef %1, ptr noundef nonnull %11, i32 noundef 8)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %11) #27
  ret <3 x float> %27
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_spline__p_fp9(float noundef %0, <3 x float> noundef %1, <3 x float> noundef %2, <3 x float> noundef %3, <3 x float> noundef %4, <3 x float> noundef %5, <3 x float> noundef %6, <3 x float> noundef %7, <3 x float> noundef %8, <3 x float> noundef %9) local_unnamed_addr #6 {
  %11 = alloca [9 x <3 x float>], align 16
  %12 = shufflevector <3 x float> %1, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %13 = shufflevector <3 x float> %2, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %14 = shufflevector <3 x float> %3, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %15 = shufflevector <3 x float> %4, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %16 = shufflevector <3 x float> %5, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %17 = shufflevector <3 x float> %6, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %18 = shufflevector <3 x float> %7, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %19 = shufflevector <3 x float> %8, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %20 = shufflevector <3 x float> %9, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  call void @llvm.lifetime.start.p0(i64 144, ptr nonnull %11) #27
  store <4 x float> %12, ptr %11, align 16, !tbaa !10
  %21 = getelementptr inbounds <3 x float>, ptr %11, i64 1
  store <4 x float> %13, ptr %21, align 16, !tbaa !10
  %22 = getelementptr inbounds <3 x float>, ptr %11, i64 2
  store <4 x float> %14, ptr %22, align 16, !tbaa !10
  %23 = getelementptr inbounds <3 x float>, ptr %11, i64 3
  store <4 x float> %15, ptr %23, align 16, !tbaa !10
  %24 = getelementptr inbounds <3 x float>, ptr %11, i64 4
  store <4 x float> %16, ptr %24, align 16, !tbaa !10
  %25 = getelementptr inbounds <3 x float>, ptr %11, i64 5
  store <4 x float> %17, ptr %25, align 16, !tbaa !10
  %26 = getelementptr inbounds <3 x float>, ptr %11, i64 6
  store <4 x float> %18, ptr %26, align 16, !tbaa !10
  %27 = getelementptr inbounds <3 x float>, ptr %11, i64 7
  store <4 x float> %19, ptr %27, align 16, !tbaa !10
  %28 = getelementptr inbounds <3 x float>, ptr %11, i64 8
  store <4 x float> %20, ptr %28, align 16, !tbaa !10
  %29 = fcmp ogt float %0, 0.000000e+00
  %30 = select i1 %29, float %0, float 0.000000e+00
  %31 = fcmp olt float %30, 1.000000e+00
  %32 = select i1 %31, float %30, float 1.000000e+00
  %33 = fmul float %32, 6.000000e+00
  %34 = fptosi float %33 to i32
  %35 = tail call i32 @llvm.smin.i32(i32 %34, i32 5)
  %36 = sitofp i32 %35 to float
  %37 = fsub float %33, %36
  %38 = fmul float %37, %37
  %39 = fmul float %37, %38
  %40 = fmul float %39, 5.000000e-01
  %41 = fsub float %38, %40
  %42 = fmul float %37, 5.000000e-01
  %43 = fsub float %41, %42
  %44 = fadd float %43, 0.000000e+00
  %45 = fmul float %39, 1.500000e+00
  %46 = fmul float %38, 2.500000e+00
  %47 = fsub float %45, %46
  %48 = fmul float %37, 0.000000e+00
  %49 = fadd float %48, %47
  %50 = fadd float %49, 1.000000e+00
  %51 = fmul float %38, 2.000000e+00
  %52 = fsub float %51, %45
  %53 = fadd float %42, %52
  %54 = fadd float %53, 0.000000e+00
  %55 = fmul float %38, 5.000000e-01
  %56 = fsub float %40, %55
  %57 = fadd float %48, %56
  %58 = fadd float %57, 0.000000e+00
  %59 = sext i32 %35 to i64
  %60 = getelementptr inbounds <3 x float>, ptr %11, i64 %59
  %61 = load <4 x float>, ptr %60, align 16
  %62 = shufflevector <4 x float> %61, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %63 = insertelement <3 x float> poison, float %44, i64 0
  %64 = shufflevector <3 x float> %63, <3 x float> poison, <3 x i32> zeroinitializer
  %65 = fmul <3 x float> %64, %62
  %66 = add nsw i32 %35, 1
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds <3 x float>, ptr %11, i64 %67
  %69 = load <4 x float>, ptr %68, align 16
  %70 = shufflevector <4 x float> %69, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %71 = insertelement <3 x float> poison, float %50, i64 0
  %72 = shufflevector <3 x float> %71, <3 x float> poison, <3 x i32> zeroinitializer
  %73 = fmul <3 x float> %72, %70
  %74 = fadd <3 x float> %65, %73
  %75 = add nsw i32 %35, 2
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds <3 x float>, ptr %11, i64 %76
  %78 = load <4 x float>, ptr %77, align 16
  %79 = shufflevector <4 x float> %78, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %80 = insertelement <3 x float> poison, float %54, i64 0
  %81 = shufflevector <3 x float> %80, <3 x float> poison, <3 x i32> zeroinitializer
  %82 = fmul <3 x float> %81, %79
  %83 = fadd <3 x float> %74, %82
  %84 = add nsw i32 %35, 3
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds <3 x float>, ptr %11, i64 %85
  %87 = load <4 x float>, ptr %86, align 16
  %88 = shufflevector <4 x float> %87, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %89 = insertelement <3 x float> poison, float %58, i64 0
  %90 = shufflevector <3 x float> %89, <3 x float> poison, <3 x i32> zeroinitializer
  %91 = fmul <3 x float> %90, %88
  %92 = fadd <3 x float> %83, %91
  call void @llvm.lifetime.end.p0(i64 144, ptr nonnull %11) #27
  ret <3 x float> %92
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_spline__p_sfp9(i32 noundef %0, float noundef %1, <3 x float> noundef %2, <3 x float> noundef %3, <3 x float> noundef %4, <3 x float> noundef %5, <3 x float> noundef %6, <3 x float> noundef %7, <3 x float> noundef %8, <3 x float> noundef %9, <3 x float> noundef %10) local_unnamed_addr #6 {
  %12 = alloca [9 x <3 x float>], align 16
  %13 = shufflevector <3 x float> %2, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %14 = shufflevector <3 x float> %3, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %15 = shufflevector <3 x float> %4, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %16 = shufflevector <3 x float> %5, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %17 = shufflevector <3 x float> %6, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %18 = shufflevector <3 x float> %7, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %19 = shufflevector <3 x float> %8, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %20 = shufflevector <3 x float> %9, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %21 = shufflevector <3 x float> %10, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  call void @llvm.lifetime.start.p0(i64 144, ptr nonnull %12) #27
  store <4 x float> %13, ptr %12, align 16, !tbaa !10
  %22 = getelementptr inbounds <3 x float>, ptr %12, i64 1
  store <4 x float> %14, ptr %22, align 16, !tbaa !10
  %23 = getelementptr inbounds <3 x float>, ptr %12, i64 2
  store <4 x float> %15, ptr %23, align 16, !tbaa !10
  %24 = getelementptr inbounds <3 x float>, ptr %12, i64 3
  store <4 x float> %16, ptr %24, align 16, !tbaa !10
  %25 = getelementptr inbounds <3 x float>, ptr %12, i64 4
  store <4 x float> %17, ptr %25, align 16, !tbaa !10
  %26 = getelementptr inbounds <3 x float>, ptr %12, i64 5
  store <4 x float> %18, ptr %26, align 16, !tbaa !10
  %27 = getelementptr inbounds <3 x float>, ptr %12, i64 6
  store <4 x float> %19, ptr %27, align 16, !tbaa !10
  %28 = getelementptr inbounds <3 x float>, ptr %12, i64 7
  store <4 x float> %20, ptr %28, align 16, !tbaa !10
  %29 = getelementptr inbounds <3 x float>, ptr %12, i64 8
  store <4 x float> %21, ptr %29, align 16, !tbaa !10
  %30 = call fastcc <3 x float> @spline_3(i32 noundef %0, float noundef %1, ptr noundef nonnull %12, i32 noundef 9)
  call void @llvm.lifetime.end.p0(i64 144, ptr nonnull %12) #27
  ret <3 x float> %30
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_spline__p_fp10(float noundef %0, <3 x float> noundef %1, <3 x float> noundef %2, <3 x float> noundef %3, <3 x float> noundef %4, <3 x float> noundef %5, <3 x float> noundef %6, <3 x float> noundef %7, <3 x float> noundef %8, <3 x float> noundef %9, <3 x float> noundef %10) local_unnamed_addr #6 {
  %12 = alloca [10 x <3 x float>], align 16
  %13 = shufflevector <3 x float> %1, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %14 = shufflevector <3 x float> %2, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %15 = shufflevector <3 x float> %3, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %16 = shufflevector <3 x float> %4, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %17 = shufflevector <3 x float> %5, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %18 = shufflevector <3 x float> %6, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %19 = shufflevector <3 x float> %7, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %20 = shufflevector <3 x float> %8, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %21 = shufflevector <3 x float> %9, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %22 = shufflevector <3 x float> %10, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %12) #27
  store <4 x float> %13, ptr %12, align 16, !tbaa !10
  %23 = getelementptr inbounds <3 x float>, ptr %12, i64 1
  store <4 x float> %14, ptr %23, align 16, !tbaa !10
  %24 = getelementptr inbounds <3 x float>, ptr %12, i64 2
  store <4 x float> %15, ptr %24, align 16, !tbaa !10
  %25 = getelementptr inbounds <3 x float>, ptr %12, i64 3
  store <4 x float> %16, ptr %25, align 16, !tbaa !10
  %26 = getelementptr inbounds <3 x float>, ptr %12, i64 4
  store <4 x float> %17, ptr %26, align 16, !tbaa !10
  %27 = getelementptr inbounds <3 x float>, ptr %12, i64 5
  store <4 x float> %18, ptr %27, align 16, !tbaa !10
  %28 = getelementptr inbounds <3 x float>, ptr %12, i64 6
  store <4 x float> %19, ptr %28, align 16, !tbaa !10
  %29 = getelementptr inbounds <3 x float>, ptr %12, i64 7
  store <4 x float> %20, ptr %29, align 16, !tbaa !10
  %30 = getelementptr inbounds <3 x float>, ptr %12, i64 8
  store <4 x float> %21, ptr %30, align 16, !tbaa !10
  %31 = getelementptr inbounds <3 x float>, ptr %12, i64 9
  store <4 x float> %22, ptr %31, align 16, !tbaa !10
  %32 = fcmp ogt float %0, 0.000000e+00
  %33 = select i1 %32, float %0, float 0.000000e+00
  %34 = fcmp olt float %33, 1.000000e+00
  %35 = select i1 %34, float %33, float 1.000000e+00
  %36 = fmul float %35, 7.000000e+00
  %37 = fptosi float %36 to i32
  %38 = tail call i32 @llvm.smin.i32(i32 %37, i32 6)
  %39 = sitofp i32 %38 to float
  %40 = fsub float %36, %39
  %41 = fmul float %40, %40
  %42 = fmul float %40, %41
  %43 = fmul float %42, 5.000000e-01
  %44 = fsub float %41, %43
  %45 = fmul float %40, 5.000000e-01
  %46 = fsub float %44, %45
  %47 = fadd float %46, 0.000000e+00
  %48 = fmul float %42, 1.500000e+00
  %49 = fmul float %41, 2.500000e+00
  %50 = fsub float %48, %49
  %51 = fmul float %40, 0.000000e+00
  %52 = fadd float %51, %50
  %53 = fadd float %52, 1.000000e+00
  %54 = fmul float %41, 2.000000e+00
  %55 = fsub float %54, %48
  %56 = fadd float %45, %55
  %57 = fadd float %56, 0.000000e+00
  %58 = fmul float %41, 5.000000e-01
  %59 = fsub float %43, %58
  %60 = fadd float %51, %59
  %61 = fadd float %60, 0.000000e+00
  %62 = sext i32 %38 to i64
  %63 = getelementptr inbounds <3 x float>, ptr %12, i64 %62
  %64 = load <4 x float>, ptr %63, align 16
  %65 = shufflevector <4 x float> %64, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %66 = insertelement <3 x float> poison, float %47, i64 0
  %67 = shufflevector <3 x float> %66, <3 x float> poison, <3 x i32> zeroinitializer
  %68 = fmul <3 x float> %67, %65
  %69 = add nsw i32 %38, 1
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds <3 x float>, ptr %12, i64 %70
  %72 = load <4 x float>, ptr %71, align 16
  %73 = shufflevector <4 x float> %72, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %74 = insertelement <3 x float> poison, float %53, i64 0
  %75 = shufflevector <3 x float> %74, <3 x float> poison, <3 x i32> zeroinitializer
  %76 = fmul <3 x float> %75, %73
  %77 = fadd <3 x float> %68, %76
  %78 = add nsw i32 %38, 2
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds <3 x float>, ptr %12, i64 %79
  %81 = load <4 x float>, ptr %80, align 16
  %82 = shufflevector <4 x float> %81, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %83 = insertelement <3 x float> poison, float %57, i64 0
  %84 = shufflevector <3 x float> %83, <3 x float> poison, <3 x i32> zeroinitializer
  %85 = fmul <3 x float> %84, %82
  %86 = fadd <3 x float> %77, %85
  %87 = add nsw i32 %38, 3
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds <3 x float>, ptr %12, i64 %88
  %90 = load <4 x float>, ptr %89, align 16
  %91 = shufflevector <4 x float> %90, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %92 = insertelement <3 x float> poison, float %61, i64 0
  %93 = shufflevector <3 x float> %92, <3 x float> poison, <3 x i32> zeroinitializer
  %94 = fmul <3 x float> %93, %91
  %95 = fadd <3 x float> %86, %94
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %12) #27
  ret <3 x float> %95
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_spline__p_sfp10(i32 noundef %0, float noundef %1, <3 x float> noundef %2, <3 x float> noundef %3, <3 x float> noundef %4, <3 x float> noundef %5, <3 x float> noundef %6, <3 x float> noundef %7, <3 x float> noundef %8, <3 x float> noundef %9, <3 x float> noundef %10, <3 x float> noundef %11) local_unnamed_addr #6 {
  %13 = alloca [10 x <3 x float>], align 16
  %14 = shufflevector <3 x float> %2, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %15 = shufflevector <3 x float> %3, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %16 = shufflevector <3 x float> %4, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %17 = shufflevector <3 x float> %5, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %18 = shufflevector <3 x float> %6, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %19 = shufflevector <3 x float> %7, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %20 = shufflevector <3 x float> %8, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %21 = shufflevector <3 x float> %9, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %22 = shufflevector <3 x float> %10, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  %23 = shufflevector <3 x float> %11, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %13) #27
  store <4 x float> %14, ptr %13, align 16, !tbaa !10
  %24 = getelementptr inbounds <3 x float>, ptr %13, i64 1
  store <4 x float> %15, ptr %24, align 16, !tbaa !10
  %25 = getelementptr inbounds <3 x float>, ptr %13, i64 2
  store <4 x float> %16, ptr %25, align 16, !tbaa !10
  %26 = getelementptr inbounds <3 x float>, ptr %13, i64 3
  store <4 x float> %17, ptr %26, align 16, !tbaa !10
  %27 = getelementptr inbounds <3 x float>, ptr %13, i64 4
  store <4 x float> %18, ptr %27, align 16, !tbaa !10
  %28 = getelementptr inbounds <3 x float>, ptr %13, i64 5
  store <4 x float> %19, ptr %28, align 16, !tbaa !10
  %29 = getelementptr inbounds <3 x float>, ptr %13, i64 6
  store <4 x float> %20, ptr %29, align 16, !tbaa !10
  %30 = getelementptr inbounds <3 x float>, ptr %13, i64 7
  store <4 x float> %21, ptr %30, align 16, !tbaa !10
  %31 = getelementptr inbounds <3 x float>, ptr %13, i64 8
  store <4 x float> %22, ptr %31, align 16, !tbaa !10
  %32 = getelementptr inbounds <3 x float>, ptr %13, i64 9
  store <4 x float> %23, ptr %32, align 16, !tbaa !10
  %33 = call fastcc <3 x float> @spline_3(i32 noundef %0, float noundef %1, ptr noundef nonnull %13, i32 noundef 10)
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %13) #27
  ret <3 x float> %33
}

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite)
define internal void @rsl_mat_inverse(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #18 {
  %3 = alloca [4 x [8 x float]], align 16
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3) #27
  %4 = getelementptr inbounds [4 x [8 x float]], ptr %3, i64 0, i64 0, i64 4
  %5 = load <4 x float>, ptr %1, align 4, !tbaa !6
  store <4 x float> %5, ptr %3, align 16, !tbaa !6
  store <4 x float> <float 1.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, ptr %4, align 16, !tbaa !6
  %6 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 4
  %7 = getelementptr inbounds [4 x [8 x float]], ptr %3, i64 0, i64 1, i64 0
  %8 = getelementptr inbounds [4 x [8 x float]], ptr %3, i64 0, i64 1, i64 4
  %9 = load <4 x float>, ptr %6, align 4, !tbaa !6
  store <4 x float> %9, ptr %7, align 16, !tbaa !6
  store <4 x float> <float 0.000000e+00, float 1.000000e+00, float 0.000000e+00, float 0.000000e+00>, ptr %8, align 16, !tbaa !6
  %10 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 8
  %11 = getelementptr inbounds [4 x [8 x float]], ptr %3, i64 0, i64 2, i64 0
  %12 = getelementptr inbounds [4 x [8 x float]], ptr %3, i64 0, i64 2, i64 4
  %13 = load <4 x float>, ptr %10, align 4, !tbaa !6
  store <4 x float> %13, ptr %11, align 16, !tbaa !6
  store <4 x float> <float 0.000000e+00, float 0.000000e+00, float 1.000000e+00, float 0.000000e+00>, ptr %12, align 16, !tbaa !6
  %14 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 12
  %15 = getelementptr inbounds [4 x [8 x float]], ptr %3, i64 0, i64 3, i64 0
  %16 = getelementptr inbounds [4 x [8 x float]], ptr %3, i64 0, i64 3, i64 4
  %17 = load <4 x float>, ptr %14, align 4, !tbaa !6
  store <4 x float> %17, ptr %15, align 16, !tbaa !6
  store <4 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00>, ptr %16, align 16, !tbaa !6
  %18 = getelementptr inbounds [4 x [8 x float]], ptr %3, i64 0, i64 0, i64 4
  %19 = getelementptr inbounds [4 x [8 x float]], ptr %3, i64 0, i64 1, i64 0
  %20 = getelementptr inbounds [4 x [8 x float]], ptr %3, i64 0, i64 1, i64 4
  %21 = getelementptr inbounds [4 x [8 x float]], ptr %3, i64 0, i64 2, i64 0
  %22 = getelementptr inbounds [4 x [8 x float]], ptr %3, i64 0, i64 2, i64 4
  %23 = getelementptr inbounds [4 x [8 x float]], ptr %3, i64 0, i64 3, i64 0
  %24 = getelementptr inbounds [4 x [8 x float]], ptr %3, i64 0, i64 3, i64 4
  br label %25

25:                                               ; preds = %140, %2
  %26 = phi i64 [ 0, %2 ], [ %34, %140 ]
  %27 = phi i64 [ 1, %2 ], [ %141, %140 ]
  %28 = icmp eq i64 %26, 4
  br i1 %28, label %29, label %33

29:                                               ; preds = %25
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %0, ptr noundef nonnull align 16 dereferenceable(16) %4, i64 16, i1 false), !tbaa !6
  %30 = getelementptr i8, ptr %0, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %30, ptr noundef nonnull align 16 dereferenceable(16) %8, i64 16, i1 false), !tbaa !6
  %31 = getelementptr i8, ptr %0, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %31, ptr noundef nonnull align 16 dereferenceable(16) %12, i64 16, i1 false), !tbaa !6
  %32 = getelementptr i8, ptr %0, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %32, ptr noundef nonnull align 16 dereferenceable(16) %16, i64 16, i1 false), !tbaa !6
  br label %142

33:                                               ; preds = %25
  %34 = add nuw nsw i64 %26, 1
  %35 = icmp eq i64 %26, 3
  br i1 %35, label %38, label %36

36:                                               ; preds = %33
  %37 = trunc i64 %26 to i32
  br label %45

38:                                               ; preds = %45, %33
  %39 = phi i32 [ 3, %33 ], [ %57, %45 ]
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [4 x [8 x float]], ptr %3, i64 0, i64 %40, i64 %26
  %42 = load float, ptr %41, align 4, !tbaa !6
  %43 = fcmp une float %42, 0.000000e+00
  br i1 %43, label %60, label %44

44:                                               ; preds = %38
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(64) %0, i8 0, i64 64, i1 false), !tbaa !6
  br label %142

45:                                               ; preds = %45, %36
  %46 = phi i64 [ %58, %45 ], [ %27, %36 ]
  %47 = phi i32 [ %57, %45 ], [ %37, %36 ]
  %48 = getelementptr inbounds [4 x [8 x float]], ptr %3, i64 0, i64 %46, i64 %26
  %49 = load float, ptr %48, align 4, !tbaa !6
  %50 = tail call float @llvm.fabs.f32(float %49)
  %51 = sext i32 %47 to i64
  %52 = getelementptr inbounds [4 x [8 x float]], ptr %3, i64 0, i64 %51, i64 %26
  %53 = load float, ptr %52, align 4, !tbaa !6
  %54 = tail call float @llvm.fabs.f32(float %53)
  %55 = fcmp ogt float %50, %54
  %56 = trunc i64 %46 to i32
  %57 = select i1 %55, i32 %56, i32 %47
  %58 = add nuw nsw i64 %46, 1
  %59 = icmp eq i64 %58, 4
  br i1 %59, label %38, label %45, !llvm.loop !23

60:                                               ; preds = %38
  %61 = zext i32 %39 to i64
  %62 = icmp eq i64 %26, %61
  br i1 %62, label %72, label %63

63:                                               ; preds = %60
  %64 = getelementptr inbounds [4 x [8 x float]], ptr %3, i64 0, i64 %26, i64 0
  %65 = getelementptr inbounds [4 x [8 x float]], ptr %3, i64 0, i64 %40, i64 0
  %66 = load <4 x float>, ptr %64, align 16, !tbaa !6
  %67 = load <4 x float>, ptr %65, align 16, !tbaa !6
  store <4 x float> %67, ptr %64, align 16, !tbaa !6
  store <4 x float> %66, ptr %65, align 16, !tbaa !6
  %68 = getelementptr inbounds [4 x [8 x float]], ptr %3, i64 0, i64 %26, i64 4
  %69 = getelementptr inbounds [4 x [8 x float]], ptr %3, i64 0, i64 %40, i64 4
  %70 = load <4 x float>, ptr %68, align 16, !tbaa !6
  %71 = load <4 x float>, ptr %69, align 16, !tbaa !6
  store <4 x float> %71, ptr %68, align 16, !tbaa !6
  store <4 x float> %70, ptr %69, align 16, !tbaa !6
  br label %72

72:                                               ; preds = %63, %60
  %73 = getelementptr inbounds [4 x [8 x float]], ptr %3, i64 0, i64 %26, i64 %26
  %74 = load float, ptr %73, align 4, !tbaa !6
  %75 = fdiv float 1.000000e+00, %74
  %76 = getelementptr inbounds [4 x [8 x float]], ptr %3, i64 0, i64 %26, i64 0
  %77 = load <4 x float>, ptr %76, align 16, !tbaa !6
  %78 = insertelement <4 x float> poison, float %75, i64 0
  %79 = shufflevector <4 x float> %78, <4 x float> poison, <4 x i32> zeroinitializer
  %80 = fmul <4 x float> %79, %77
  store <4 x float> %80, ptr %76, align 16, !tbaa !6
  %81 = getelementptr inbounds [4 x [8 x float]], ptr %3, i64 0, i64 %26, i64 4
  %82 = load <4 x float>, ptr %81, align 16, !tbaa !6
  %83 = fmul <4 x float> %79, %82
  store <4 x float> %83, ptr %81, align 16, !tbaa !6
  %84 = icmp eq i64 %26, 0
  br i1 %84, label %99, label %85

85:                                               ; preds = %72
  %86 = getelementptr inbounds [4 x [8 x float]], ptr %3, i64 0, i64 0, i64 %26
  %87 = load float, ptr %86, align 4, !tbaa !6
  %88 = load <4 x float>, ptr %76, align 16, !tbaa !6
  %89 = insertelement <4 x float> poison, float %87, i64 0
  %90 = shufflevector <4 x float> %89, <4 x float> poison, <4 x i32> zeroinitializer
  %91 = fmul <4 x float> %90, %88
  %92 = load <4 x float>, ptr %3, align 16, !tbaa !6
  %93 = fsub <4 x float> %92, %91
  store <4 x float> %93, ptr %3, align 16, !tbaa !6
  %94 = load <4 x float>, ptr %81, align 16, !tbaa !6
  %95 = fmul <4 x float> %90, %94
  %96 = load <4 x float>, ptr %18, align 16, !tbaa !6
  %97 = fsub <4 x float> %96, %95
  store <4 x float> %97, ptr %18, align 16, !tbaa !6
  %98 = icmp eq i64 %26, 1
  br i1 %98, label %113, label %99

99:                                               ; preds = %85, %72
  %100 = getelementptr inbounds [4 x [8 x float]], ptr %3, i64 0, i64 1, i64 %26
  %101 = load float, ptr %100, align 4, !tbaa !6
  %102 = load <4 x float>, ptr %76, align 16, !tbaa !6
  %103 = insertelement <4 x float> poison, float %101, i64 0
  %104 = shufflevector <4 x float> %103, <4 x float> poison, <4 x i32> zeroinitializer
  %105 = fmul <4 x float> %104, %102
  %106 = load <4 x float>, ptr %19, align 16, !tbaa !6
  %107 = fsub <4 x float> %106, %105
  store <4 x float> %107, ptr %19, align 16, !tbaa !6
  %108 = load <4 x float>, ptr %81, align 16, !tbaa !6
  %109 = fmul <4 x float> %104, %108
  %110 = load <4 x float>, ptr %20, align 16, !tbaa !6
  %111 = fsub <4 x float> %110, %109
  store <4 x float> %111, ptr %20, align 16, !tbaa !6
  %112 = icmp eq i64 %26, 2
  br i1 %112, label %127, label %113

113:                                              ; preds = %99, %85
  %114 = getelementptr inbounds [4 x [8 x float]], ptr %3, i64 0, i64 2, i64 %26
  %115 = load float, ptr %114, align 4, !tbaa !6
  %116 = load <4 x float>, ptr %76, align 16, !tbaa !6
  %117 = insertelement <4 x float> poison, float %115, i64 0
  %118 = shufflevector <4 x float> %117, <4 x float> poison, <4 x i32> zeroinitializer
  %119 = fmul <4 x float> %118, %116
  %120 = load <4 x float>, ptr %21, align 16, !tbaa !6
  %121 = fsub <4 x float> %120, %119
  store <4 x float> %121, ptr %21, align 16, !tbaa !6
  %122 = load <4 x float>, ptr %81, align 16, !tbaa !6
  %123 = fmul <4 x float> %118, %122
  %124 = load <4 x float>, ptr %22, align 16, !tbaa !6
  %125 = fsub <4 x float> %124, %123
  store <4 x float> %125, ptr %22, align 16, !tbaa !6
  %126 = icmp eq i64 %26, 3
  br i1 %126, label %140, label %127

127:                                              ; preds = %113, %99
  %128 = getelementptr inbounds [4 x [8 x float]], ptr %3, i64 0, i64 3, i64 %26
  %129 = load float, ptr %128, align 4, !tbaa !6
  %130 = load <4 x float>, ptr %76, align 16, !tbaa !6
  %131 = insertelement <4 x float> poison, float %129, i64 0
  %132 = shufflevector <4 x float> %131, <4 x float> poison, <4 x i32> zeroinitializer
  %133 = fmul <4 x float> %132, %130
  %134 = load <4 x float>, ptr %23, align 16, !tbaa !6
  %135 = fsub <4 x float> %134, %133
  store <4 x float> %135, ptr %23, align 16, !tbaa !6
  %136 = load <4 x float>, ptr %81, align 16, !tbaa !6
  %137 = fmul <4 x float> %132, %136
  %138 = load <4 x float>, ptr %24, align 16, !tbaa !6
  %139 = fsub <4 x float> %138, %137
  store <4 x float> %139, ptr %24, align 16, !tbaa !6
  br label %140

140:                                              ; preds = %127, %113
  %141 = add nuw nsw i64 %27, 1
  br i1 %43, label %25, label %142, !llvm.loop !24

142:                                              ; preds = %140, %44, %29
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3) #27
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #19

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #20

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define internal float @rsl_mat_determinant(ptr nocapture noundef readonly %0) local_unnamed_addr #21 {
  %2 = getelementptr inbounds float, ptr %0, i64 8
  %3 = getelementptr inbounds float, ptr %0, i64 12
  %4 = load <2 x float>, ptr %2, align 4, !tbaa !6
  %5 = load <2 x float>, ptr %3, align 4, !tbaa !6
  %6 = shufflevector <2 x float> %5, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %7 = fmul <2 x float> %4, %6
  %8 = shufflevector <2 x float> %7, <2 x float> poison, <2 x i32> <i32 1, i32 undef>
  %9 = fsub <2 x float> %7, %8
  %10 = getelementptr inbounds float, ptr %0, i64 14
  %11 = getelementptr inbounds float, ptr %0, i64 10
  %12 = getelementptr inbounds float, ptr %0, i64 6
  %13 = getelementptr inbounds float, ptr %0, i64 4
  %14 = getelementptr inbounds float, ptr %0, i64 2
  %15 = load <2 x float>, ptr %10, align 4, !tbaa !6
  %16 = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> zeroinitializer
  %17 = fmul <2 x float> %16, %15
  %18 = load <2 x float>, ptr %11, align 4, !tbaa !6
  %19 = shufflevector <2 x float> %5, <2 x float> %18, <2 x i32> <i32 0, i32 3>
  %20 = shufflevector <2 x float> %18, <2 x float> %6, <2 x i32> <i32 0, i32 3>
  %21 = fmul <2 x float> %19, %20
  %22 = fsub <2 x float> %17, %21
  %23 = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> <i32 1, i32 1>
  %24 = fmul <2 x float> %23, %15
  %25 = shufflevector <2 x float> %5, <2 x float> poison, <2 x i32> <i32 1, i32 1>
  %26 = fmul <2 x float> %25, %18
  %27 = fsub <2 x float> %24, %26
  %28 = shufflevector <2 x float> %15, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %29 = fmul <2 x float> %28, %18
  %30 = shufflevector <2 x float> %29, <2 x float> poison, <2 x i32> <i32 1, i32 undef>
  %31 = fsub <2 x float> %29, %30
  %32 = load <2 x float>, ptr %12, align 4, !tbaa !6
  %33 = load <2 x float>, ptr %0, align 4, !tbaa !6
  %34 = load <2 x float>, ptr %13, align 4, !tbaa !6
  %35 = shufflevector <2 x float> %31, <2 x float> poison, <2 x i32> zeroinitializer
  %36 = fmul <2 x float> %34, %35
  %37 = shufflevector <2 x float> %36, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %38 = shufflevector <2 x float> %27, <2 x float> %22, <2 x i32> <i32 1, i32 3>
  %39 = shufflevector <2 x float> %32, <2 x float> poison, <2 x i32> zeroinitializer
  %40 = fmul <2 x float> %38, %39
  %41 = fsub <2 x float> %37, %40
  %42 = shufflevector <2 x float> %27, <2 x float> %22, <2 x i32> <i32 0, i32 2>
  %43 = shufflevector <2 x float> %32, <2 x float> undef, <2 x i32> <i32 1, i32 1>
  %44 = fmul <2 x float> %42, %43
  %45 = fadd <2 x float> %41, %44
  %46 = fmul <2 x float> %33, %45
  %47 = shufflevector <2 x float> %46, <2 x float> poison, <2 x i32> <i32 1, i32 undef>
  %48 = fsub <2 x float> %46, %47
  %49 = load <2 x float>, ptr %14, align 4, !tbaa !6
  %50 = shufflevector <2 x float> %49, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %51 = shufflevector <2 x float> %34, <2 x float> poison, <2 x i32> zeroinitializer
  %52 = fmul <2 x float> %27, %51
  %53 = shufflevector <2 x float> %34, <2 x float> poison, <2 x i32> <i32 1, i32 1>
  %54 = fmul <2 x float> %53, %22
  %55 = fsub <2 x float> %52, %54
  %56 = shufflevector <2 x float> %9, <2 x float> poison, <2 x i32> zeroinitializer
  %57 = fmul <2 x float> %56, %32
  %58 = fadd <2 x float> %57, %55
  %59 = fmul <2 x float> %50, %58
  %60 = shufflevector <2 x float> %59, <2 x float> poison, <2 x i32> <i32 1, i32 undef>
  %61 = fadd <2 x float> %60, %48
  %62 = fsub <2 x float> %61, %59
  %63 = extractelement <2 x float> %62, i64 0
  ret float %63
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define internal float @rsl_determinant(ptr nocapture noundef readonly %0) local_unnamed_addr #21 {
  %2 = getelementptr inbounds float, ptr %0, i64 8
  %3 = getelementptr inbounds float, ptr %0, i64 12
  %4 = load <2 x float>, ptr %2, align 4, !tbaa !6
  %5 = load <2 x float>, ptr %3, align 4, !tbaa !6
  %6 = shufflevector <2 x float> %5, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %7 = fmul <2 x float> %4, %6
  %8 = shufflevector <2 x float> %7, <2 x float> poison, <2 x i32> <i32 1, i32 undef>
  %9 = fsub <2 x float> %7, %8
  %10 = getelementptr inbounds float, ptr %0, i64 14
  %11 = getelementptr inbounds float, ptr %0, i64 10
  %12 = getelementptr inbounds float, ptr %0, i64 6
  %13 = getelementptr inbounds float, ptr %0, i64 4
  %14 = getelementptr inbounds float, ptr %0, i64 2
  %15 = load <2 x float>, ptr %10, align 4, !tbaa !6
  %16 = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> zeroinitializer
  %17 = fmul <2 x float> %16, %15
  %18 = load <2 x float>, ptr %11, align 4, !tbaa !6
  %19 = shufflevector <2 x float> %5, <2 x float> %18, <2 x i32> <i32 0, i32 3>
  %20 = shufflevector <2 x float> %18, <2 x float> %6, <2 x i32> <i32 0, i32 3>
  %21 = fmul <2 x float> %19, %20
  %22 = fsub <2 x float> %17, %21
  %23 = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> <i32 1, i32 1>
  %24 = fmul <2 x float> %23, %15
  %25 = shufflevector <2 x float> %5, <2 x float> poison, <2 x i32> <i32 1, i32 1>
  %26 = fmul <2 x float> %25, %18
  %27 = fsub <2 x float> %24, %26
  %28 = shufflevector <2 x float> %15, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %29 = fmul <2 x float> %28, %18
  %30 = shufflevector <2 x float> %29, <2 x float> poison, <2 x i32> <i32 1, i32 undef>
  %31 = fsub <2 x float> %29, %30
  %32 = load <2 x float>, ptr %12, align 4, !tbaa !6
  %33 = load <2 x float>, ptr %0, align 4, !tbaa !6
  %34 = load <2 x float>, ptr %13, align 4, !tbaa !6
  %35 = shufflevector <2 x float> %31, <2 x float> poison, <2 x i32> zeroinitializer
  %36 = fmul <2 x float> %34, %35
  %37 = shufflevector <2 x float> %36, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %38 = shufflevector <2 x float> %27, <2 x float> %22, <2 x i32> <i32 1, i32 3>
  %39 = shufflevector <2 x float> %32, <2 x float> poison, <2 x i32> zeroinitializer
  %40 = fmul <2 x float> %38, %39
  %41 = fsub <2 x float> %37, %40
  %42 = shufflevector <2 x float> %27, <2 x float> %22, <2 x i32> <i32 0, i32 2>
  %43 = shufflevector <2 x float> %32, <2 x float> undef, <2 x i32> <i32 1, i32 1>
  %44 = fmul <2 x float> %42, %43
  %45 = fadd <2 x float> %41, %44
  %46 = fmul <2 x float> %33, %45
  %47 = shufflevector <2 x float> %46, <2 x float> poison, <2 x i32> <i32 1, i32 undef>
  %48 = fsub <2 x float> %46, %47
  %49 = load <2 x float>, ptr %14, align 4, !tbaa !6
  %50 = shufflevector <2 x float> %49, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %51 = shufflevector <2 x float> %34, <2 x float> poison, <2 x i32> zeroinitializer
  %52 = fmul <2 x float> %27, %51
  %53 = shufflevector <2 x float> %34, <2 x float> poison, <2 x i32> <i32 1, i32 1>
  %54 = fmul <2 x float> %53, %22
  %55 = fsub <2 x float> %52, %54
  %56 = shufflevector <2 x float> %9, <2 x float> poison, <2 x i32> zeroinitializer
  %57 = fmul <2 x float> %56, %32
  %58 = fadd <2 x float> %57, %55
  %59 = fmul <2 x float> %50, %58
  %60 = shufflevector <2 x float> %59, <2 x float> poison, <2 x i32> <i32 1, i32 undef>
  %61 = fadd <2 x float> %60, %48
  %62 = fsub <2 x float> %61, %59
  %63 = extractelement <2 x float> %62, i64 0
  ret float %63
}

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite)
define internal void @rsl_inverse(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #18 {
  tail call void @rsl_mat_inverse(ptr noundef %0, ptr noundef %1)
  ret void
}

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite)
define internal void @rsl_translate(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, <3 x float> noundef %2) local_unnamed_addr #22 {
  %4 = shufflevector <3 x float> %2, <3 x float> poison, <16 x i32> <i32 undef, i32 undef, i32 2, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %5 = shufflevector <3 x float> %2, <3 x float> undef, <16 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 0, i32 1, i32 undef, i32 undef>
  %6 = shufflevector <16 x float> <float 1.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00, float 0.000000e+00, float poison, float poison, float poison, float 1.000000e+00>, <16 x float> %5, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 28, i32 29, i32 undef, i32 15>
  %7 = shufflevector <16 x float> %6, <16 x float> %4, <16 x i32> <i32 undef, i32 undef, i32 2, i32 undef, i32 undef, i32 undef, i32 6, i32 undef, i32 undef, i32 undef, i32 10, i32 undef, i32 undef, i32 undef, i32 18, i32 undef>
  %8 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 8
  %9 = load float, ptr %8, align 4, !tbaa !6
  %10 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 4
  %11 = load float, ptr %10, align 4, !tbaa !6
  %12 = load float, ptr %1, align 4, !tbaa !6
  %13 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 15
  %14 = load float, ptr %13, align 4, !tbaa !6
  %15 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 11
  %16 = load float, ptr %15, align 4, !tbaa !6
  %17 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 7
  %18 = load float, ptr %17, align 4, !tbaa !6
  %19 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 3
  %20 = load float, ptr %19, align 4, !tbaa !6
  %21 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 14
  %22 = load float, ptr %21, align 4, !tbaa !6
  %23 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 10
  %24 = load float, ptr %23, align 4, !tbaa !6
  %25 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 6
  %26 = load float, ptr %25, align 4, !tbaa !6
  %27 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 2
  %28 = load float, ptr %27, align 4, !tbaa !6
  %29 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 13
  %30 = load float, ptr %29, align 4, !tbaa !6
  %31 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 9
  %32 = load float, ptr %31, align 4, !tbaa !6
  %33 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 5
  %34 = load float, ptr %33, align 4, !tbaa !6
  %35 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 1
  %36 = load float, ptr %35, align 4, !tbaa !6
  %37 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 12
  %38 = load float, ptr %37, align 4, !tbaa !6
  %39 = insertelement <4 x float> poison, float %12, i64 0
  %40 = shufflevector <4 x float> %39, <4 x float> poison, <4 x i32> zeroinitializer
  %41 = insertelement <4 x float> poison, float %11, i64 0
  %42 = shufflevector <4 x float> %41, <4 x float> poison, <4 x i32> zeroinitializer
  %43 = insertelement <4 x float> poison, float %9, i64 0
  %44 = shufflevector <4 x float> %43, <4 x float> poison, <4 x i32> zeroinitializer
  %45 = insertelement <4 x float> poison, float %38, i64 0
  %46 = shufflevector <4 x float> %45, <4 x float> poison, <4 x i32> zeroinitializer
  %47 = insertelement <4 x float> poison, float %36, i64 0
  %48 = shufflevector <4 x float> %47, <4 x float> poison, <4 x i32> zeroinitializer
  %49 = insertelement <4 x float> poison, float %34, i64 0
  %50 = shufflevector <4 x float> %49, <4 x float> poison, <4 x i32> zeroinitializer
  %51 = insertelement <4 x float> poison, float %32, i64 0
  %52 = shufflevector <4 x float> %51, <4 x float> poison, <4 x i32> zeroinitializer
  %53 = insertelement <4 x float> poison, float %30, i64 0
  %54 = shufflevector <4 x float> %53, <4 x float> poison, <4 x i32> zeroinitializer
  %55 = insertelement <4 x float> poison, float %28, i64 0
  %56 = shufflevector <4 x float> %55, <4 x float> poison, <4 x i32> zeroinitializer
  %57 = insertelement <4 x float> poison, float %26, i64 0
  %58 = shufflevector <4 x float> %57, <4 x float> poison, <4 x i32> zeroinitializer
  %59 = insertelement <4 x float> poison, float %24, i64 0
  %60 = shufflevector <4 x float> %59, <4 x float> poison, <4 x i32> zeroinitializer
  %61 = insertelement <4 x float> poison, float %22, i64 0
  %62 = shufflevector <4 x float> %61, <4 x float> poison, <4 x i32> zeroinitializer
  %63 = insertelement <4 x float> poison, float %20, i64 0
  %64 = shufflevector <4 x float> %63, <4 x float> poison, <4 x i32> zeroinitializer
  %65 = insertelement <4 x float> poison, float %18, i64 0
  %66 = shufflevector <4 x float> %65, <4 x float> poison, <4 x i32> zeroinitializer
  %67 = insertelement <4 x float> poison, float %16, i64 0
  %68 = shufflevector <4 x float> %67, <4 x float> poison, <4 x i32> zeroinitializer
  %69 = insertelement <4 x float> poison, float %14, i64 0
  %70 = shufflevector <4 x float> %69, <4 x float> poison, <4 x i32> zeroinitializer
  %71 = shufflevector <16 x float> %6, <16 x float> poison, <4 x i32> <i32 0, i32 4, i32 8, i32 12>
  %72 = shufflevector <16 x float> %6, <16 x float> poison, <4 x i32> <i32 1, i32 5, i32 9, i32 13>
  %73 = shufflevector <16 x float> %7, <16 x float> poison, <4 x i32> <i32 2, i32 6, i32 10, i32 14>
  %74 = fmul <4 x float> %40, %71
  %75 = fadd <4 x float> %74, zeroinitializer
  %76 = fmul <4 x float> %42, %72
  %77 = fadd <4 x float> %75, %76
  %78 = fmul <4 x float> %44, %73
  %79 = fadd <4 x float> %77, %78
  %80 = fmul <4 x float> %46, <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00>
  %81 = fadd <4 x float> %79, %80
  %82 = fmul <4 x float> %48, %71
  %83 = fadd <4 x float> %82, zeroinitializer
  %84 = fmul <4 x float> %50, %72
  %85 = fadd <4 x float> %83, %84
  %86 = fmul <4 x float> %52, %73
  %87 = fadd <4 x float> %85, %86
  %88 = fmul <4 x float> %54, <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00>
  %89 = fadd <4 x float> %87, %88
  %90 = fmul <4 x float> %56, %71
  %91 = fadd <4 x float> %90, zeroinitializer
  %92 = fmul <4 x float> %58, %72
  %93 = fadd <4 x float> %91, %92
  %94 = fmul <4 x float> %60, %73
  %95 = fadd <4 x float> %93, %94
  %96 = fmul <4 x float> %62, <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00>
  %97 = fadd <4 x float> %95, %96
  %98 = fmul <4 x float> %64, %71
  %99 = fadd <4 x float> %98, zeroinitializer
  %100 = fmul <4 x float> %66, %72
  %101 = fadd <4 x float> %99, %100
  %102 = fmul <4 x float> %68, %73
  %103 = fadd <4 x float> %101, %102
  %104 = fmul <4 x float> %70, <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00>
  %105 = fadd <4 x float> %103, %104
  %106 = shufflevector <4 x float> %81, <4 x float> %89, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %107 = shufflevector <4 x float> %97, <4 x float> %105, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %108 = shufflevector <8 x float> %106, <8 x float> %107, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 1, i32 5, i32 9, i32 13, i32 2, i32 6, i32 10, i32 14, i32 3, i32 7, i32 11, i32 15>
  store <16 x float> %108, ptr %0, align 4, !tbaa.struct !11
  ret void
}

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite)
define internal void @rsl_rotate__m_mfv(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, float noundef %2, <3 x float> noundef %3) local_unnamed_addr #22 {
  %5 = tail call float @llvm.sin.f32(float %2)
  %6 = fmul <3 x float> %3, %3
  %7 = extractelement <3 x float> %6, i64 2
  %8 = fmul <3 x float> %3, %3
  %9 = extractelement <3 x float> %8, i64 0
  %10 = extractelement <3 x float> %6, i64 1
  %11 = fadd float %9, %10
  %12 = fadd float %7, %11
  %13 = tail call float @llvm.sqrt.f32(float %12)
  %14 = fcmp ogt float %13, 0.000000e+00
  %15 = insertelement <3 x float> poison, float %13, i64 0
  %16 = shufflevector <3 x float> %15, <3 x float> poison, <3 x i32> zeroinitializer
  %17 = select i1 %14, <3 x float> %16, <3 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %18 = fdiv <3 x float> %3, %17
  %19 = tail call float @llvm.cos.f32(float %2)
  %20 = fsub float 1.000000e+00, %19
  %21 = extractelement <3 x float> %18, i64 0
  %22 = fmul float %20, %21
  %23 = extractelement <3 x float> %18, i64 1
  %24 = extractelement <3 x float> %18, i64 2
  %25 = fmul float %5, %24
  %26 = shufflevector <3 x float> %18, <3 x float> undef, <2 x i32> <i32 0, i32 1>
  %27 = insertelement <2 x float> poison, float %22, i64 0
  %28 = shufflevector <2 x float> %27, <2 x float> poison, <2 x i32> zeroinitializer
  %29 = fmul <2 x float> %26, %28
  %30 = insertelement <2 x float> poison, float %19, i64 0
  %31 = insertelement <2 x float> %30, float %25, i64 1
  %32 = fadd <2 x float> %31, %29
  %33 = shufflevector <2 x float> %32, <2 x float> poison, <16 x i32> <i32 0, i32 1, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %34 = shufflevector <16 x float> %33, <16 x float> <float poison, float poison, float poison, float 0.000000e+00, float poison, float poison, float poison, float 0.000000e+00, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00>, <16 x i32> <i32 0, i32 1, i32 undef, i32 19, i32 undef, i32 undef, i32 undef, i32 23, i32 undef, i32 undef, i32 undef, i32 27, i32 28, i32 29, i32 30, i32 31>
  %35 = fmul float %24, %22
  %36 = fmul float %5, %23
  %37 = fsub float %35, %36
  %38 = insertelement <16 x float> %34, float %37, i64 2
  %39 = extractelement <2 x float> %29, i64 1
  %40 = fsub float %39, %25
  %41 = insertelement <16 x float> %38, float %40, i64 4
  %42 = fmul float %20, %23
  %43 = fmul float %5, %21
  %44 = shufflevector <3 x float> %18, <3 x float> undef, <2 x i32> <i32 1, i32 2>
  %45 = insertelement <2 x float> poison, float %42, i64 0
  %46 = shufflevector <2 x float> %45, <2 x float> poison, <2 x i32> zeroinitializer
  %47 = fmul <2 x float> %44, %46
  %48 = insertelement <2 x float> %30, float %43, i64 1
  %49 = fadd <2 x float> %48, %47
  %50 = shufflevector <2 x float> %49, <2 x float> poison, <16 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 0, i32 1, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %51 = shufflevector <16 x float> %41, <16 x float> %50, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 21, i32 22, i32 7, i32 undef, i32 undef, i32 undef, i32 11, i32 12, i32 13, i32 14, i32 15>
  %52 = fadd float %36, %35
  %53 = insertelement <16 x float> %51, float %52, i64 8
  %54 = extractelement <2 x float> %47, i64 1
  %55 = fsub float %54, %43
  %56 = insertelement <16 x float> %53, float %55, i64 9
  %57 = fmul float %20, %24
  %58 = fmul float %24, %57
  %59 = fadd float %19, %58
  %60 = insertelement <16 x float> %56, float %59, i64 10
  %61 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 8
  %62 = load float, ptr %61, align 4, !tbaa !6
  %63 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 4
  %64 = load float, ptr %63, align 4, !tbaa !6
  %65 = load float, ptr %1, align 4, !tbaa !6
  %66 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 15
  %67 = load float, ptr %66, align 4, !tbaa !6
  %68 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 11
  %69 = load float, ptr %68, align 4, !tbaa !6
  %70 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 7
  %71 = load float, ptr %70, align 4, !tbaa !6
  %72 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 3
  %73 = load float, ptr %72, align 4, !tbaa !6
  %74 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 14
  %75 = load float, ptr %74, align 4, !tbaa !6
  %76 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 10
  %77 = load float, ptr %76, align 4, !tbaa !6
  %78 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 6
  %79 = load float, ptr %78, align 4, !tbaa !6
  %80 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 2
  %81 = load float, ptr %80, align 4, !tbaa !6
  %82 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 13
  %83 = load float, ptr %82, align 4, !tbaa !6
  %84 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 9
  %85 = load float, ptr %84, align 4, !tbaa !6
  %86 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 5
  %87 = load float, ptr %86, align 4, !tbaa !6
  %88 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 1
  %89 = load float, ptr %88, align 4, !tbaa !6
  %90 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 12
  %91 = load float, ptr %90, align 4, !tbaa !6
  %92 = insertelement <4 x float> poison, float %65, i64 0
  %93 = shufflevector <4 x float> %92, <4 x float> poison, <4 x i32> zeroinitializer
  %94 = insertelement <4 x float> poison, float %64, i64 0
  %95 = shufflevector <4 x float> %94, <4 x float> poison, <4 x i32> zeroinitializer
  %96 = insertelement <4 x float> poison, float %62, i64 0
  %97 = shufflevector <4 x float> %96, <4 x float> poison, <4 x i32> zeroinitializer
  %98 = insertelement <4 x float> poison, float %91, i64 0
  %99 = shufflevector <4 x float> %98, <4 x float> poison, <4 x i32> zeroinitializer
  %100 = insertelement <4 x float> poison, float %89, i64 0
  %101 = shufflevector <4 x float> %100, <4 x float> poison, <4 x i32> zeroinitializer
  %102 = insertelement <4 x float> poison, float %87, i64 0
  %103 = shufflevector <4 x float> %102, <4 x float> poison, <4 x i32> zeroinitializer
  %104 = insertelement <4 x float> poison, float %85, i64 0
  %105 = shufflevector <4 x float> %104, <4 x float> poison, <4 x i32> zeroinitializer
  %106 = insertelement <4 x float> poison, float %83, i64 0
  %107 = shufflevector <4 x float> %106, <4 x float> poison, <4 x i32> zeroinitializer
  %108 = insertelement <4 x float> poison, float %81, i64 0
  %109 = shufflevector <4 x float> %108, <4 x float> poison, <4 x i32> zeroinitializer
  %110 = insertelement <4 x float> poison, float %79, i64 0
  %111 = shufflevector <4 x float> %110, <4 x float> poison, <4 x i32> zeroinitializer
  %112 = insertelement <4 x float> poison, float %77, i64 0
  %113 = shufflevector <4 x float> %112, <4 x float> poison, <4 x i32> zeroinitializer
  %114 = insertelement <4 x float> poison, float %75, i64 0
  %115 = shufflevector <4 x float> %114, <4 x float> poison, <4 x i32> zeroinitializer
  %116 = insertelement <4 x float> poison, float %73, i64 0
  %117 = shufflevector <4 x float> %116, <4 x float> poison, <4 x i32> zeroinitializer
  %118 = insertelement <4 x float> poison, float %71, i64 0
  %119 = shufflevector <4 x float> %118, <4 x float> poison, <4 x i32> zeroinitializer
  %120 = insertelement <4 x float> poison, float %69, i64 0
  %121 = shufflevector <4 x float> %120, <4 x float> poison, <4 x i32> zeroinitializer
  %122 = insertelement <4 x float> poison, float %67, i64 0
  %123 = shufflevector <4 x float> %122, <4 x float> poison, <4 x i32> zeroinitializer
  %124 = shufflevector <16 x float> %53, <16 x float> poison, <4 x i32> <i32 0, i32 4, i32 8, i32 12>
  %125 = shufflevector <16 x float> %56, <16 x float> poison, <4 x i32> <i32 1, i32 5, i32 9, i32 13>
  %126 = shufflevector <16 x float> %60, <16 x float> poison, <4 x i32> <i32 2, i32 6, i32 10, i32 14>
  %127 = shufflevector <16 x float> %34, <16 x float> poison, <4 x i32> <i32 3, i32 7, i32 11, i32 15>
  %128 = fmul <4 x float> %93, %124
  %129 = fadd <4 x float> %128, zeroinitializer
  %130 = fmul <4 x float> %95, %125
  %131 = fadd <4 x float> %129, %130
  %132 = fmul <4 x float> %97, %126
  %133 = fadd <4 x float> %131, %132
  %134 = fmul <4 x float> %99, %127
  %135 = fadd <4 x float> %133, %134
  %136 = fmul <4 x float> %101, %124
  %137 = fadd <4 x float> %136, zeroinitializer
  %138 = fmul <4 x float> %103, %125
  %139 = fadd <4 x float> %137, %138
  %140 = fmul <4 x float> %105, %126
  %141 = fadd <4 x float> %139, %140
  %142 = fmul <4 x float> %107, %127
  %143 = fadd <4 x float> %141, %142
  %144 = fmul <4 x float> %109, %124
  %145 = fadd <4 x float> %144, zeroinitializer
  %146 = fmul <4 x float> %111, %125
  %147 = fadd <4 x float> %145, %146
  %148 = fmul <4 x float> %113, %126
  %149 = fadd <4 x float> %147, %148
  %150 = fmul <4 x float> %115, %127
  %151 = fadd <4 x float> %149, %150
  %152 = fmul <4 x float> %117, %124
  %153 = fadd <4 x float> %152, zeroinitializer
  %154 = fmul <4 x float> %119, %125
  %155 = fadd <4 x float> %153, %154
  %156 = fmul <4 x float> %121, %126
  %157 = fadd <4 x float> %155, %156
  %158 = fmul <4 x float> %123, %127
  %159 = fadd <4 x float> %157, %158
  %160 = shufflevector <4 x float> %135, <4 x float> %143, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %161 = shufflevector <4 x float> %151, <4 x float> %159, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %162 = shufflevector <8 x float> %160, <8 x float> %161, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 1, i32 5, i32 9, i32 13, i32 2, i32 6, i32 10, i32 14, i32 3, i32 7, i32 11, i32 15>
  store <16 x float> %162, ptr %0, align 4, !tbaa.struct !11
  ret void
}

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite)
define internal void @rsl_scale(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, <3 x float> noundef %2) local_unnamed_addr #22 {
  %4 = shufflevector <3 x float> %2, <3 x float> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %5 = shufflevector <16 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00>, <16 x float> %4, <16 x i32> <i32 16, i32 1, i32 2, i32 3, i32 4, i32 17, i32 6, i32 7, i32 8, i32 9, i32 18, i32 11, i32 12, i32 13, i32 14, i32 15>
  %6 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 8
  %7 = load float, ptr %6, align 4, !tbaa !6
  %8 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 4
  %9 = load float, ptr %8, align 4, !tbaa !6
  %10 = load float, ptr %1, align 4, !tbaa !6
  %11 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 15
  %12 = load float, ptr %11, align 4, !tbaa !6
  %13 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 11
  %14 = load float, ptr %13, align 4, !tbaa !6
  %15 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 7
  %16 = load float, ptr %15, align 4, !tbaa !6
  %17 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 3
  %18 = load float, ptr %17, align 4, !tbaa !6
  %19 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 14
  %20 = load float, ptr %19, align 4, !tbaa !6
  %21 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 10
  %22 = load float, ptr %21, align 4, !tbaa !6
  %23 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 6
  %24 = load float, ptr %23, align 4, !tbaa !6
  %25 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 2
  %26 = load float, ptr %25, align 4, !tbaa !6
  %27 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 13
  %28 = load float, ptr %27, align 4, !tbaa !6
  %29 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 9
  %30 = load float, ptr %29, align 4, !tbaa !6
  %31 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 5
  %32 = load float, ptr %31, align 4, !tbaa !6
  %33 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 1
  %34 = load float, ptr %33, align 4, !tbaa !6
  %35 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 12
  %36 = load float, ptr %35, align 4, !tbaa !6
  %37 = insertelement <4 x float> poison, float %10, i64 0
  %38 = shufflevector <4 x float> %37, <4 x float> poison, <4 x i32> zeroinitializer
  %39 = insertelement <4 x float> poison, float %9, i64 0
  %40 = shufflevector <4 x float> %39, <4 x float> poison, <4 x i32> zeroinitializer
  %41 = insertelement <4 x float> poison, float %7, i64 0
  %42 = shufflevector <4 x float> %41, <4 x float> poison, <4 x i32> zeroinitializer
  %43 = insertelement <4 x float> poison, float %36, i64 0
  %44 = shufflevector <4 x float> %43, <4 x float> poison, <4 x i32> zeroinitializer
  %45 = insertelement <4 x float> poison, float %34, i64 0
  %46 = shufflevector <4 x float> %45, <4 x float> poison, <4 x i32> zeroinitializer
  %47 = insertelement <4 x float> poison, float %32, i64 0
  %48 = shufflevector <4 x float> %47, <4 x float> poison, <4 x i32> zeroinitializer
  %49 = insertelement <4 x float> poison, float %30, i64 0
  %50 = shufflevector <4 x float> %49, <4 x float> poison, <4 x i32> zeroinitializer
  %51 = insertelement <4 x float> poison, float %28, i64 0
  %52 = shufflevector <4 x float> %51, <4 x float> poison, <4 x i32> zeroinitializer
  %53 = insertelement <4 x float> poison, float %26, i64 0
  %54 = shufflevector <4 x float> %53, <4 x float> poison, <4 x i32> zeroinitializer
  %55 = insertelement <4 x float> poison, float %24, i64 0
  %56 = shufflevector <4 x float> %55, <4 x float> poison, <4 x i32> zeroinitializer
  %57 = insertelement <4 x float> poison, float %22, i64 0
  %58 = shufflevector <4 x float> %57, <4 x float> poison, <4 x i32> zeroinitializer
  %59 = insertelement <4 x float> poison, float %20, i64 0
  %60 = shufflevector <4 x float> %59, <4 x float> poison, <4 x i32> zeroinitializer
  %61 = insertelement <4 x float> poison, float %18, i64 0
  %62 = shufflevector <4 x float> %61, <4 x float> poison, <4 x i32> zeroinitializer
  %63 = insertelement <4 x float> poison, float %16, i64 0
  %64 = shufflevector <4 x float> %63, <4 x float> poison, <4 x i32> zeroinitializer
  %65 = insertelement <4 x float> poison, float %14, i64 0
  %66 = shufflevector <4 x float> %65, <4 x float> poison, <4 x i32> zeroinitializer
  %67 = insertelement <4 x float> poison, float %12, i64 0
  %68 = shufflevector <4 x float> %67, <4 x float> poison, <4 x i32> zeroinitializer
  %69 = shufflevector <16 x float> %5, <16 x float> poison, <4 x i32> <i32 0, i32 4, i32 8, i32 12>
  %70 = shufflevector <16 x float> %5, <16 x float> poison, <4 x i32> <i32 1, i32 5, i32 9, i32 13>
  %71 = shufflevector <16 x float> %5, <16 x float> poison, <4 x i32> <i32 2, i32 6, i32 10, i32 14>
  %72 = fmul <4 x float> %38, %69
  %73 = fadd <4 x float> %72, zeroinitializer
  %74 = fmul <4 x float> %40, %70
  %75 = fadd <4 x float> %73, %74
  %76 = fmul <4 x float> %42, %71
  %77 = fadd <4 x float> %75, %76
  %78 = fmul <4 x float> %44, <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00>
  %79 = fadd <4 x float> %77, %78
  %80 = fmul <4 x float> %46, %69
  %81 = fadd <4 x float> %80, zeroinitializer
  %82 = fmul <4 x float> %48, %70
  %83 = fadd <4 x float> %81, %82
  %84 = fmul <4 x float> %50, %71
  %85 = fadd <4 x float> %83, %84
  %86 = fmul <4 x float> %52, <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00>
  %87 = fadd <4 x float> %85, %86
  %88 = fmul <4 x float> %54, %69
  %89 = fadd <4 x float> %88, zeroinitializer
  %90 = fmul <4 x float> %56, %70
  %91 = fadd <4 x float> %89, %90
  %92 = fmul <4 x float> %58, %71
  %93 = fadd <4 x float> %91, %92
  %94 = fmul <4 x float> %60, <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00>
  %95 = fadd <4 x float> %93, %94
  %96 = fmul <4 x float> %62, %69
  %97 = fadd <4 x float> %96, zeroinitializer
  %98 = fmul <4 x float> %64, %70
  %99 = fadd <4 x float> %97, %98
  %100 = fmul <4 x float> %66, %71
  %101 = fadd <4 x float> %99, %100
  %102 = fmul <4 x float> %68, <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00>
  %103 = fadd <4 x float> %101, %102
  %104 = shufflevector <4 x float> %79, <4 x float> %87, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %105 = shufflevector <4 x float> %95, <4 x float> %103, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %106 = shufflevector <8 x float> %104, <8 x float> %105, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 1, i32 5, i32 9, i32 13, i32 2, i32 6, i32 10, i32 14, i32 3, i32 7, i32 11, i32 15>
  store <16 x float> %106, ptr %0, align 4, !tbaa.struct !11
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define internal float @rsl_comp__f_mff(ptr nocapture noundef readonly %0, float noundef %1, float noundef %2) local_unnamed_addr #21 {
  %4 = fcmp ogt float %1, 0.000000e+00
  %5 = select i1 %4, float %1, float 0.000000e+00
  %6 = fcmp olt float %5, 3.000000e+00
  %7 = select i1 %6, float %5, float 3.000000e+00
  %8 = fptosi float %7 to i32
  %9 = fcmp ogt float %2, 0.000000e+00
  %10 = select i1 %9, float %2, float 0.000000e+00
  %11 = fcmp olt float %10, 3.000000e+00
  %12 = select i1 %11, float %10, float 3.000000e+00
  %13 = fptosi float %12 to i32
  %14 = shl nsw i32 %8, 2
  %15 = add nsw i32 %14, %13
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [16 x float], ptr %0, i64 0, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !6
  ret float %18
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define internal void @rsl_setcomp__v_mfff(ptr nocapture noundef writeonly %0, float noundef %1, float noundef %2, float noundef %3) local_unnamed_addr #23 {
  %5 = fcmp ogt float %1, 0.000000e+00
  %6 = select i1 %5, float %1, float 0.000000e+00
  %7 = fcmp olt float %6, 3.000000e+00
  %8 = select i1 %7, float %6, float 3.000000e+00
  %9 = fptosi float %8 to i32
  %10 = fcmp ogt float %2, 0.000000e+00
  %11 = select i1 %10, float %2, float 0.000000e+00
  %12 = fcmp olt float %11, 3.000000e+00
  %13 = select i1 %12, float %11, float 3.000000e+00
  %14 = fptosi float %13 to i32
  %15 = shl nsw i32 %9, 2
  %16 = add nsw i32 %15, %14
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [16 x float], ptr %0, i64 0, i64 %17
  store float %3, ptr %18, align 4, !tbaa !6
  ret void
}

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite)
define internal void @rsl_op_mul__m_mm(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) local_unnamed_addr #18 {
  %4 = getelementptr inbounds [16 x float], ptr %2, i64 0, i64 8
  %5 = load float, ptr %4, align 4, !tbaa !6
  %6 = getelementptr inbounds [16 x float], ptr %2, i64 0, i64 4
  %7 = load float, ptr %6, align 4, !tbaa !6
  %8 = load float, ptr %2, align 4, !tbaa !6
  %9 = getelementptr inbounds [16 x float], ptr %2, i64 0, i64 15
  %10 = load float, ptr %9, align 4, !tbaa !6
  %11 = getelementptr inbounds [16 x float], ptr %2, i64 0, i64 11
  %12 = load float, ptr %11, align 4, !tbaa !6
  %13 = getelementptr inbounds [16 x float], ptr %2, i64 0, i64 7
  %14 = load float, ptr %13, align 4, !tbaa !6
  %15 = getelementptr inbounds [16 x float], ptr %2, i64 0, i64 3
  %16 = load float, ptr %15, align 4, !tbaa !6
  %17 = getelementptr inbounds [16 x float], ptr %2, i64 0, i64 14
  %18 = load float, ptr %17, align 4, !tbaa !6
  %19 = getelementptr inbounds [16 x float], ptr %2, i64 0, i64 10
  %20 = load float, ptr %19, align 4, !tbaa !6
  %21 = getelementptr inbounds [16 x float], ptr %2, i64 0, i64 6
  %22 = load float, ptr %21, align 4, !tbaa !6
  %23 = getelementptr inbounds [16 x float], ptr %2, i64 0, i64 2
  %24 = load float, ptr %23, align 4, !tbaa !6
  %25 = getelementptr inbounds [16 x float], ptr %2, i64 0, i64 13
  %26 = load float, ptr %25, align 4, !tbaa !6
  %27 = getelementptr inbounds [16 x float], ptr %2, i64 0, i64 9
  %28 = load float, ptr %27, align 4, !tbaa !6
  %29 = getelementptr inbounds [16 x float], ptr %2, i64 0, i64 5
  %30 = load float, ptr %29, align 4, !tbaa !6
  %31 = getelementptr inbounds [16 x float], ptr %2, i64 0, i64 1
  %32 = load float, ptr %31, align 4, !tbaa !6
  %33 = getelementptr inbounds [16 x float], ptr %2, i64 0, i64 12
  %34 = load float, ptr %33, align 4, !tbaa !6
  %35 = insertelement <4 x float> poison, float %8, i64 0
  %36 = shufflevector <4 x float> %35, <4 x float> poison, <4 x i32> zeroinitializer
  %37 = insertelement <4 x float> poison, float %7, i64 0
  %38 = shufflevector <4 x float> %37, <4 x float> poison, <4 x i32> zeroinitializer
  %39 = insertelement <4 x float> poison, float %5, i64 0
  %40 = shufflevector <4 x float> %39, <4 x float> poison, <4 x i32> zeroinitializer
  %41 = insertelement <4 x float> poison, float %34, i64 0
  %42 = shufflevector <4 x float> %41, <4 x float> poison, <4 x i32> zeroinitializer
  %43 = insertelement <4 x float> poison, float %32, i64 0
  %44 = shufflevector <4 x float> %43, <4 x float> poison, <4 x i32> zeroinitializer
  %45 = insertelement <4 x float> poison, float %30, i64 0
  %46 = shufflevector <4 x float> %45, <4 x float> poison, <4 x i32> zeroinitializer
  %47 = insertelement <4 x float> poison, float %28, i64 0
  %48 = shufflevector <4 x float> %47, <4 x float> poison, <4 x i32> zeroinitializer
  %49 = insertelement <4 x float> poison, float %26, i64 0
  %50 = shufflevector <4 x float> %49, <4 x float> poison, <4 x i32> zeroinitializer
  %51 = insertelement <4 x float> poison, float %24, i64 0
  %52 = shufflevector <4 x float> %51, <4 x float> poison, <4 x i32> zeroinitializer
  %53 = insertelement <4 x float> poison, float %22, i64 0
  %54 = shufflevector <4 x float> %53, <4 x float> poison, <4 x i32> zeroinitializer
  %55 = insertelement <4 x float> poison, float %20, i64 0
  %56 = shufflevector <4 x float> %55, <4 x float> poison, <4 x i32> zeroinitializer
  %57 = insertelement <4 x float> poison, float %18, i64 0
  %58 = shufflevector <4 x float> %57, <4 x float> poison, <4 x i32> zeroinitializer
  %59 = insertelement <4 x float> poison, float %16, i64 0
  %60 = shufflevector <4 x float> %59, <4 x float> poison, <4 x i32> zeroinitializer
  %61 = insertelement <4 x float> poison, float %14, i64 0
  %62 = shufflevector <4 x float> %61, <4 x float> poison, <4 x i32> zeroinitializer
  %63 = insertelement <4 x float> poison, float %12, i64 0
  %64 = shufflevector <4 x float> %63, <4 x float> poison, <4 x i32> zeroinitializer
  %65 = insertelement <4 x float> poison, float %10, i64 0
  %66 = shufflevector <4 x float> %65, <4 x float> poison, <4 x i32> zeroinitializer
  %67 = load <16 x float>, ptr %1, align 4, !tbaa !6
  %68 = shufflevector <16 x float> %67, <16 x float> poison, <4 x i32> <i32 0, i32 4, i32 8, i32 12>
  %69 = shufflevector <16 x float> %67, <16 x float> poison, <4 x i32> <i32 1, i32 5, i32 9, i32 13>
  %70 = shufflevector <16 x float> %67, <16 x float> poison, <4 x i32> <i32 2, i32 6, i32 10, i32 14>
  %71 = shufflevector <16 x float> %67, <16 x float> poison, <4 x i32> <i32 3, i32 7, i32 11, i32 15>
  %72 = fmul <4 x float> %36, %68
  %73 = fadd <4 x float> %72, zeroinitializer
  %74 = fmul <4 x float> %38, %69
  %75 = fadd <4 x float> %73, %74
  %76 = fmul <4 x float> %40, %70
  %77 = fadd <4 x float> %75, %76
  %78 = fmul <4 x float> %42, %71
  %79 = fadd <4 x float> %77, %78
  %80 = fmul <4 x float> %44, %68
  %81 = fadd <4 x float> %80, zeroinitializer
  %82 = fmul <4 x float> %46, %69
  %83 = fadd <4 x float> %81, %82
  %84 = fmul <4 x float> %48, %70
  %85 = fadd <4 x float> %83, %84
  %86 = fmul <4 x float> %50, %71
  %87 = fadd <4 x float> %85, %86
  %88 = fmul <4 x float> %52, %68
  %89 = fadd <4 x float> %88, zeroinitializer
  %90 = fmul <4 x float> %54, %69
  %91 = fadd <4 x float> %89, %90
  %92 = fmul <4 x float> %56, %70
  %93 = fadd <4 x float> %91, %92
  %94 = fmul <4 x float> %58, %71
  %95 = fadd <4 x float> %93, %94
  %96 = fmul <4 x float> %60, %68
  %97 = fadd <4 x float> %96, zeroinitializer
  %98 = fmul <4 x float> %62, %69
  %99 = fadd <4 x float> %97, %98
  %100 = fmul <4 x float> %64, %70
  %101 = fadd <4 x float> %99, %100
  %102 = fmul <4 x float> %66, %71
  %103 = fadd <4 x float> %101, %102
  %104 = shufflevector <4 x float> %79, <4 x float> %87, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %105 = shufflevector <4 x float> %95, <4 x float> %103, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %106 = shufflevector <8 x float> %104, <8 x float> %105, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 1, i32 5, i32 9, i32 13, i32 2, i32 6, i32 10, i32 14, i32 3, i32 7, i32 11, i32 15>
  store <16 x float> %106, ptr %0, align 4, !tbaa.struct !11
  ret void
}

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite)
define internal void @rsl_op_div__m_mm(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) local_unnamed_addr #18 {
  %4 = alloca %struct.rsl_matrix, align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #27
  call void @rsl_mat_inverse(ptr noundef nonnull %4, ptr noundef %2)
  %5 = getelementptr inbounds [16 x float], ptr %4, i64 0, i64 8
  %6 = load <4 x float>, ptr %5, align 16
  %7 = getelementptr inbounds [16 x float], ptr %4, i64 0, i64 4
  %8 = load <4 x float>, ptr %7, align 16
  %9 = load <4 x float>, ptr %4, align 16
  %10 = getelementptr inbounds [16 x float], ptr %4, i64 0, i64 15
  %11 = load float, ptr %10, align 4, !tbaa !6
  %12 = getelementptr inbounds [16 x float], ptr %4, i64 0, i64 11
  %13 = load <4 x float>, ptr %12, align 4
  %14 = getelementptr inbounds [16 x float], ptr %4, i64 0, i64 7
  %15 = load <4 x float>, ptr %14, align 4
  %16 = getelementptr inbounds [16 x float], ptr %4, i64 0, i64 3
  %17 = load <4 x float>, ptr %16, align 4
  %18 = getelementptr inbounds [16 x float], ptr %4, i64 0, i64 14
  %19 = load float, ptr %18, align 8, !tbaa !6
  %20 = getelementptr inbounds [16 x float], ptr %4, i64 0, i64 10
  %21 = load <4 x float>, ptr %20, align 8
  %22 = getelementptr inbounds [16 x float], ptr %4, i64 0, i64 6
  %23 = load <4 x float>, ptr %22, align 8
  %24 = getelementptr inbounds [16 x float], ptr %4, i64 0, i64 2
  %25 = load <4 x float>, ptr %24, align 8
  %26 = getelementptr inbounds [16 x float], ptr %4, i64 0, i64 13
  %27 = load float, ptr %26, align 4, !tbaa !6
  %28 = getelementptr inbounds [16 x float], ptr %4, i64 0, i64 9
  %29 = load <4 x float>, ptr %28, align 4
  %30 = getelementptr inbounds [16 x float], ptr %4, i64 0, i64 5
  %31 = load <4 x float>, ptr %30, align 4
  %32 = getelementptr inbounds [16 x float], ptr %4, i64 0, i64 1
  %33 = load <4 x float>, ptr %32, align 4
  %34 = getelementptr inbounds [16 x float], ptr %4, i64 0, i64 12
  %35 = load <4 x float>, ptr %34, align 16
  %36 = shufflevector <4 x float> %9, <4 x float> poison, <4 x i32> zeroinitializer
  %37 = shufflevector <4 x float> %8, <4 x float> poison, <4 x i32> zeroinitializer
  %38 = shufflevector <4 x float> %6, <4 x float> poison, <4 x i32> zeroinitializer
  %39 = shufflevector <4 x float> %35, <4 x float> poison, <4 x i32> zeroinitializer
  %40 = shufflevector <4 x float> %33, <4 x float> poison, <4 x i32> zeroinitializer
  %41 = shufflevector <4 x float> %31, <4 x float> poison, <4 x i32> zeroinitializer
  %42 = shufflevector <4 x float> %29, <4 x float> poison, <4 x i32> zeroinitializer
  %43 = insertelement <4 x float> poison, float %27, i64 0
  %44 = shufflevector <4 x float> %43, <4 x float> poison, <4 x i32> zeroinitializer
  %45 = shufflevector <4 x float> %25, <4 x float> poison, <4 x i32> zeroinitializer
  %46 = shufflevector <4 x float> %23, <4 x float> poison, <4 x i32> zeroinitializer
  %47 = shufflevector <4 x float> %21, <4 x float> poison, <4 x i32> zeroinitializer
  %48 = insertelement <4 x float> poison, float %19, i64 0
  %49 = shufflevector <4 x float> %48, <4 x float> poison, <4 x i32> zeroinitializer
  %50 = shufflevector <4 x float> %17, <4 x float> poison, <4 x i32> zeroinitializer
  %51 = shufflevector <4 x float> %15, <4 x float> poison, <4 x i32> zeroinitializer
  %52 = shufflevector <4 x float> %13, <4 x float> poison, <4 x i32> zeroinitializer
  %53 = insertelement <4 x float> poison, float %11, i64 0
  %54 = shufflevector <4 x float> %53, <4 x float> poison, <4 x i32> zeroinitializer
  %55 = load <16 x float>, ptr %1, align 4, !tbaa !6
  %56 = shufflevector <16 x float> %55, <16 x float> poison, <4 x i32> <i32 0, i32 4, i32 8, i32 12>
  %57 = shufflevector <16 x float> %55, <16 x float> poison, <4 x i32> <i32 1, i32 5, i32 9, i32 13>
  %58 = shufflevector <16 x float> %55, <16 x float> poison, <4 x i32> <i32 2, i32 6, i32 10, i32 14>
  %59 = shufflevector <16 x float> %55, <16 x float> poison, <4 x i32> <i32 3, i32 7, i32 11, i32 15>
  %60 = fmul <4 x float> %36, %56
  %61 = fadd <4 x float> %60, zeroinitializer
  %62 = fmul <4 x float> %37, %57
  %63 = fadd <4 x float> %61, %62
  %64 = fmul <4 x float> %38, %58
  %65 = fadd <4 x float> %63, %64
  %66 = fmul <4 x float> %39, %59
  %67 = fadd <4 x float> %65, %66
  %68 = fmul <4 x float> %40, %56
  %69 = fadd <4 x float> %68, zeroinitializer
  %70 = fmul <4 x float> %41, %57
  %71 = fadd <4 x float> %69, %70
  %72 = fmul <4 x float> %42, %58
  %73 = fadd <4 x float> %71, %72
  %74 = fmul <4 x float> %44, %59
  %75 = fadd <4 x float> %73, %74
  %76 = fmul <4 x float> %45, %56
  %77 = fadd <4 x float> %76, zeroinitializer
  %78 = fmul <4 x float> %46, %57
  %79 = fadd <4 x float> %77, %78
  %80 = fmul <4 x float> %47, %58
  %81 = fadd <4 x float> %79, %80
  %82 = fmul <4 x float> %49, %59
  %83 = fadd <4 x float> %81, %82
  %84 = fmul <4 x float> %50, %56
  %85 = fadd <4 x float> %84, zeroinitializer
  %86 = fmul <4 x float> %51, %57
  %87 = fadd <4 x float> %85, %86
  %88 = fmul <4 x float> %52, %58
  %89 = fadd <4 x float> %87, %88
  %90 = fmul <4 x float> %54, %59
  %91 = fadd <4 x float> %89, %90
  %92 = shufflevector <4 x float> %67, <4 x float> %75, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %93 = shufflevector <4 x float> %83, <4 x float> %91, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %94 = shufflevector <8 x float> %92, <8 x float> %93, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 1, i32 5, i32 9, i32 13, i32 2, i32 6, i32 10, i32 14, i32 3, i32 7, i32 11, i32 15>
  store <16 x float> %94, ptr %0, align 4, !tbaa.struct !11
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #27
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define internal float @rsl_op_eq__f_mm(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #24 {
  %3 = load float, ptr %0, align 4, !tbaa !6
  %4 = load float, ptr %1, align 4, !tbaa !6
  %5 = fcmp une float %3, %4
  br i1 %5, label %97, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds [16 x float], ptr %0, i64 0, i64 1
  %8 = load float, ptr %7, align 4, !tbaa !6
  %9 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 1
  %10 = load float, ptr %9, align 4, !tbaa !6
  %11 = fcmp une float %8, %10
  br i1 %11, label %97, label %12

12:                                               ; preds = %6
  %13 = getelementptr inbounds [16 x float], ptr %0, i64 0, i64 2
  %14 = load float, ptr %13, align 4, !tbaa !6
  %15 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 2
  %16 = load float, ptr %15, align 4, !tbaa !6
  %17 = fcmp une float %14, %16
  br i1 %17, label %97, label %18

18:                                               ; preds = %12
  %19 = getelementptr inbounds [16 x float], ptr %0, i64 0, i64 3
  %20 = load float, ptr %19, align 4, !tbaa !6
  %21 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 3
  %22 = load float, ptr %21, align 4, !tbaa !6
  %23 = fcmp une float %20, %22
  br i1 %23, label %97, label %24

24:                                               ; preds = %18
  %25 = getelementptr inbounds [16 x float], ptr %0, i64 0, i64 4
  %26 = load float, ptr %25, align 4, !tbaa !6
  %27 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 4
  %28 = load float, ptr %27, align 4, !tbaa !6
  %29 = fcmp une float %26, %28
  br i1 %29, label %97, label %30

30:                                               ; preds = %24
  %31 = getelementptr inbounds [16 x float], ptr %0, i64 0, i64 5
  %32 = load float, ptr %31, align 4, !tbaa !6
  %33 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 5
  %34 = load float, ptr %33, align 4, !tbaa !6
  %35 = fcmp une float %32, %34
  br i1 %35, label %97, label %36

36:                                               ; preds = %30
  %37 = getelementptr inbounds [16 x float], ptr %0, i64 0, i64 6
  %38 = load float, ptr %37, align 4, !tbaa !6
  %39 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 6
  %40 = load float, ptr %39, align 4, !tbaa !6
  %41 = fcmp une float %38, %40
  br i1 %41, label %97, label %42

42:                                               ; preds = %36
  %43 = getelementptr inbounds [16 x float], ptr %0, i64 0, i64 7
  %44 = load float, ptr %43, align 4, !tbaa !6
  %45 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 7
  %46 = load float, ptr %45, align 4, !tbaa !6
  %47 = fcmp une float %44, %46
  br i1 %47, label %97, label %48

48:                                               ; preds = %42
  %49 = getelementptr inbounds [16 x float], ptr %0, i64 0, i64 8
  %50 = load float, ptr %49, align 4, !tbaa !6
  %51 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 8
  %52 = load float, ptr %51, align 4, !tbaa !6
  %53 = fcmp une float %50, %52
  br i1 %53, label %97, label %54

54:                                               ; preds = %48
  %55 = getelementptr inbounds [16 x float], ptr %0, i64 0, i64 9
  %56 = load float, ptr %55, align 4, !tbaa !6
  %57 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 9
  %58 = load float, ptr %57, align 4, !tbaa !6
  %59 = fcmp une float %56, %58
  br i1 %59, label %97, label %60

60:                                               ; preds = %54
  %61 = getelementptr inbounds [16 x float], ptr %0, i64 0, i64 10
  %62 = load float, ptr %61, align 4, !tbaa !6
  %63 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 10
  %64 = load float, ptr %63, align 4, !tbaa !6
  %65 = fcmp une float %62, %64
  br i1 %65, label %97, label %66

66:                                               ; preds = %60
  %67 = getelementptr inbounds [16 x float], ptr %0, i64 0, i64 11
  %68 = load float, ptr %67, align 4, !tbaa !6
  %69 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 11
  %70 = load float, ptr %69, align 4, !tbaa !6
  %71 = fcmp une float %68, %70
  br i1 %71, label %97, label %72

72:                                               ; preds = %66
  %73 = getelementptr inbounds [16 x float], ptr %0, i64 0, i64 12
  %74 = load float, ptr %73, align 4, !tbaa !6
  %75 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 12
  %76 = load float, ptr %75, align 4, !tbaa !6
  %77 = fcmp une float %74, %76
  br i1 %77, label %97, label %78

78:                                               ; preds = %72
  %79 = getelementptr inbounds [16 x float], ptr %0, i64 0, i64 13
  %80 = load float, ptr %79, align 4, !tbaa !6
  %81 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 13
  %82 = load float, ptr %81, align 4, !tbaa !6
  %83 = fcmp une float %80, %82
  br i1 %83, label %97, label %84

84:                                               ; preds = %78
  %85 = getelementptr inbounds [16 x float], ptr %0, i64 0, i64 14
  %86 = load float, ptr %85, align 4, !tbaa !6
  %87 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 14
  %88 = load float, ptr %87, align 4, !tbaa !6
  %89 = fcmp une float %86, %88
  br i1 %89, label %97, label %90

90:                                               ; preds = %84
  %91 = getelementptr inbounds [16 x float], ptr %0, i64 0, i64 15
  %92 = load float, ptr %91, align 4, !tbaa !6
  %93 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 15
  %94 = load float, ptr %93, align 4, !tbaa !6
  %95 = fcmp une float %92, %94
  br i1 %95, label %97, label %96

96:                                               ; preds = %90
  br label %97

97:                                               ; preds = %96, %90, %84, %78, %72, %66, %60, %54, %48, %42, %36, %30, %24, %18, %12, %6, %2
  %98 = phi float [ 0.000000e+00, %2 ], [ 0.000000e+00, %6 ], [ 0.000000e+00, %12 ], [ 0.000000e+00, %18 ], [ 0.000000e+00, %24 ], [ 0.000000e+00, %30 ], [ 0.000000e+00, %36 ], [ 0.000000e+00, %42 ], [ 0.000000e+00, %48 ], [ 0.000000e+00, %54 ], [ 0.000000e+00, %60 ], [ 0.000000e+00, %66 ], [ 0.000000e+00, %72 ], [ 0.000000e+00, %78 ], [ 0.000000e+00, %84 ], [ 0.000000e+00, %90 ], [ 1.000000e+00, %96 ]
  ret float %98
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define internal float @rsl_op_ne__f_mm(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #24 {
  %3 = tail call float @rsl_op_eq__f_mm(ptr noundef %0, ptr noundef %1)
  %4 = fsub float 1.000000e+00, %3
  ret float %4
}

; Function Attrs: nounwind
define internal <3 x float> @rsl_ambient(ptr noundef %0) local_unnamed_addr #9 {
  %2 = tail call <3 x float> @rsl_env_ambient(ptr noundef %0) #27
  ret <3 x float> %2
}

; Function Attrs: nounwind
define internal <3 x float> @rsl_diffuse(ptr noundef %0, <3 x float> noundef %1) local_unnamed_addr #9 {
  %3 = getelementptr inbounds %struct.rsl_globals, ptr %0, i64 0, i32 9
  %4 = load <4 x float>, ptr %3, align 16
  %5 = getelementptr inbounds %struct.rsl_globals, ptr %0, i64 0, i32 10
  %6 = load <4 x float>, ptr %5, align 16
  %7 = tail call i32 @rsl_env_light_count(ptr noundef %0) #27
  %8 = icmp sgt i32 %7, 0
  br i1 %8, label %9, label %67

9:                                                ; preds = %2
  %10 = fmul <3 x float> %1, %1
  %11 = extractelement <3 x float> %10, i64 0
  %12 = fmul <3 x float> %1, %1
  %13 = extractelement <3 x float> %12, i64 1
  %14 = fadd float %11, %13
  %15 = extractelement <3 x float> %12, i64 2
  %16 = fadd float %15, %14
  %17 = tail call float @llvm.sqrt.f32(float %16)
  %18 = fcmp ogt float %17, 0.000000e+00
  %19 = insertelement <3 x float> poison, float %17, i64 0
  %20 = shufflevector <3 x float> %19, <3 x float> poison, <3 x i32> zeroinitializer
  %21 = select i1 %18, <3 x float> %20, <3 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %22 = fdiv <3 x float> %1, %21
  br label %23

23:                                               ; preds = %63, %9
  %24 = phi i32 [ %65, %63 ], [ 0, %9 ]
  %25 = phi <4 x float> [ %64, %63 ], [ <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float undef>, %9 ]
  %26 = load <4 x float>, ptr %0, align 16
  %27 = shufflevector <4 x float> %26, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %28 = tail call i32 @rsl_env_illuminance(ptr noundef nonnull %0, i32 noundef %24, i32 noundef 0, <3 x float> noundef %27, <3 x float> noundef %1, float noundef 0x3FF921FB60000000) #27
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %63, label %30

30:                                               ; preds = %23
  %31 = load <4 x float>, ptr %5, align 16
  %32 = shufflevector <4 x float> %31, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %33 = load <4 x float>, ptr %3, align 16
  %34 = shufflevector <4 x float> %33, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %35 = fmul <4 x float> %33, %33
  %36 = extractelement <4 x float> %35, i64 0
  %37 = fmul <4 x float> %33, %33
  %38 = extractelement <4 x float> %37, i64 1
  %39 = fadd float %36, %38
  %40 = extractelement <4 x float> %37, i64 2
  %41 = fadd float %40, %39
  %42 = tail call float @llvm.sqrt.f32(float %41)
  %43 = fcmp ogt float %42, 0.000000e+00
  %44 = insertelement <3 x float> poison, float %42, i64 0
  %45 = shufflevector <3 x float> %44, <3 x float> poison, <3 x i32> zeroinitializer
  %46 = select i1 %43, <3 x float> %45, <3 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %47 = fdiv <3 x float> %34, %46
  %48 = fmul <3 x float> %22, %47
  %49 = extractelement <3 x float> %48, i64 0
  %50 = fmul <3 x float> %22, %47
  %51 = extractelement <3 x float> %50, i64 1
  %52 = fadd float %49, %51
  %53 = extractelement <3 x float> %50, i64 2
  %54 = fadd float %53, %52
  %55 = fcmp olt float %54, 0.000000e+00
  %56 = select i1 %55, float 0.000000e+00, float %54
  %57 = insertelement <3 x float> poison, float %56, i64 0
  %58 = shufflevector <3 x float> %57, <3 x float> poison, <3 x i32> zeroinitializer
  %59 = fmul <3 x float> %32, %58
  %60 = shufflevector <4 x float> %25, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %61 = fadd <3 x float> %60, %59
  %62 = shufflevector <3 x float> %61, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  br label %63

63:                                               ; preds = %30, %23
  %64 = phi <4 x float> [ %62, %30 ], [ %25, %23 ]
  %65 = add nuw nsw i32 %24, 1
  %66 = icmp eq i32 %65, %7
  br i1 %66, label %67, label %23, !llvm.loop !25

67:                                               ; preds = %63, %2
  %68 = phi <4 x float> [ <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float undef>, %2 ], [ %64, %63 ]
  %69 = shufflevector <4 x float> %4, <4 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  store <4 x float> %69, ptr %3, align 16, !tbaa !10
  %70 = shufflevector <4 x float> %6, <4 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  store <4 x float> %70, ptr %5, align 16, !tbaa !10
  %71 = shufflevector <4 x float> %68, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  ret <3 x float> %71
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal <3 x float> @rsl_specularbrdf(<3 x float> noundef %0, <3 x float> noundef %1, <3 x float> noundef %2, float noundef %3) local_unnamed_addr #6 {
  %5 = fmul <3 x float> %0, %0
  %6 = extractelement <3 x float> %5, i64 0
  %7 = fmul <3 x float> %0, %0
  %8 = extractelement <3 x float> %7, i64 1
  %9 = fadd float %6, %8
  %10 = extractelement <3 x float> %7, i64 2
  %11 = fadd float %10, %9
  %12 = tail call float @llvm.sqrt.f32(float %11)
  %13 = fcmp ogt float %12, 0.000000e+00
  %14 = insertelement <3 x float> poison, float %12, i64 0
  %15 = shufflevector <3 x float> %14, <3 x float> poison, <3 x i32> zeroinitializer
  %16 = select i1 %13, <3 x float> %15, <3 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %17 = fdiv <3 x float> %0, %16
  %18 = fmul <3 x float> %1, %1
  %19 = extractelement <3 x float> %18, i64 0
  %20 = fmul <3 x float> %1, %1
  %21 = extractelement <3 x float> %20, i64 1
  %22 = fadd float %19, %21
  %23 = extractelement <3 x float> %20, i64 2
  %24 = fadd float %23, %22
  %25 = tail call float @llvm.sqrt.f32(float %24)
  %26 = fcmp ogt float %25, 0.000000e+00
  %27 = insertelement <3 x float> poison, float %25, i64 0
  %28 = shufflevector <3 x float> %27, <3 x float> poison, <3 x i32> zeroinitializer
  %29 = select i1 %26, <3 x float> %28, <3 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %30 = fdiv <3 x float> %1, %29
  %31 = fmul <3 x float> %2, %2
  %32 = extractelement <3 x float> %31, i64 0
  %33 = fmul <3 x float> %2, %2
  %34 = extractelement <3 x float> %33, i64 1
  %35 = fadd float %32, %34
  %36 = extractelement <3 x float> %33, i64 2
  %37 = fadd float %36, %35
  %38 = tail call float @llvm.sqrt.f32(float %37)
  %39 = fcmp ogt float %38, 0.000000e+00
  %40 = insertelement <3 x float> poison, float %38, i64 0
  %41 = shufflevector <3 x float> %40, <3 x float> poison, <3 x i32> zeroinitializer
  %42 = select i1 %39, <3 x float> %41, <3 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %43 = fdiv <3 x float> %2, %42
  %44 = fadd <3 x float> %17, %43
  %45 = fmul <3 x float> %44, %44
  %46 = extractelement <3 x float> %45, i64 0
  %47 = fmul <3 x float> %44, %44
  %48 = extractelement <3 x float> %47, i64 1
  %49 = fadd float %46, %48
  %50 = extractelement <3 x float> %47, i64 2
  %51 = fadd float %50, %49
  %52 = tail call float @llvm.sqrt.f32(float %51)
  %53 = fcmp ogt float %52, 0.000000e+00
  %54 = insertelement <3 x float> poison, float %52, i64 0
  %55 = shufflevector <3 x float> %54, <3 x float> poison, <3 x i32> zeroinitializer
  %56 = select i1 %53, <3 x float> %55, <3 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %57 = fdiv <3 x float> %44, %56
  %58 = fmul <3 x float> %30, %57
  %59 = extractelement <3 x float> %58, i64 0
  %60 = fmul <3 x float> %30, %57
  %61 = extractelement <3 x float> %60, i64 1
  %62 = fadd float %59, %61
  %63 = extractelement <3 x float> %60, i64 2
  %64 = fadd float %63, %62
  %65 = fcmp olt float %64, 0.000000e+00
  %66 = select i1 %65, float 0.000000e+00, float %64
  %67 = fdiv float 1.000000e+00, %3
  %68 = tail call float @llvm.pow.f32(float %66, float %67)
  %69 = insertelement <3 x float> undef, float %68, i64 0
  %70 = shufflevector <3 x float> %69, <3 x float> poison, <3 x i32> zeroinitializer
  ret <3 x float> %70
}

; Function Attrs: nounwind
define internal <3 x float> @rsl_specular(ptr noundef %0, <3 x float> noundef %1, <3 x float> noundef %2, float noundef %3) local_unnamed_addr #9 {
  %5 = getelementptr inbounds %struct.rsl_globals, ptr %0, i64 0, i32 9
  %6 = load <4 x float>, ptr %5, align 16
  %7 = getelementptr inbounds %struct.rsl_globals, ptr %0, i64 0, i32 10
  %8 = load <4 x float>, ptr %7, align 16
  %9 = tail call i32 @rsl_env_light_count(ptr noundef %0) #27
  %10 = icmp sgt i32 %9, 0
  br i1 %10, label %11, label %90

11:                                               ; preds = %4
  %12 = fmul <3 x float> %1, %1
  %13 = fmul <3 x float> %2, %2
  %14 = shufflevector <3 x float> %2, <3 x float> %1, <2 x i32> <i32 0, i32 3>
  %15 = fmul <2 x float> %14, %14
  %16 = shufflevector <3 x float> %13, <3 x float> %12, <2 x i32> <i32 1, i32 4>
  %17 = fadd <2 x float> %15, %16
  %18 = shufflevector <3 x float> %13, <3 x float> %12, <2 x i32> <i32 2, i32 5>
  %19 = fadd <2 x float> %18, %17
  %20 = tail call <2 x float> @llvm.sqrt.v2f32(<2 x float> %19)
  %21 = shufflevector <2 x float> %20, <2 x float> poison, <3 x i32> <i32 1, i32 1, i32 1>
  %22 = fcmp ogt <2 x float> %20, zeroinitializer
  %23 = shufflevector <2 x i1> %22, <2 x i1> undef, <3 x i32> <i32 1, i32 1, i32 1>
  %24 = select <3 x i1> %23, <3 x float> %21, <3 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %25 = fdiv <3 x float> %1, %24
  %26 = shufflevector <2 x float> %20, <2 x float> poison, <3 x i32> zeroinitializer
  %27 = shufflevector <2 x i1> %22, <2 x i1> undef, <3 x i32> zeroinitializer
  %28 = select <3 x i1> %27, <3 x float> %26, <3 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %29 = fdiv <3 x float> %2, %28
  %30 = fdiv float 1.000000e+00, %3
  br label %31

31:                                               ; preds = %86, %11
  %32 = phi i32 [ %88, %86 ], [ 0, %11 ]
  %33 = phi <4 x float> [ %87, %86 ], [ <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float undef>, %11 ]
  %34 = load <4 x float>, ptr %0, align 16
  %35 = shufflevector <4 x float> %34, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %36 = tail call i32 @rsl_env_illuminance(ptr noundef nonnull %0, i32 noundef %32, i32 noundef 0, <3 x float> noundef %35, <3 x float> noundef %1, float noundef 0x3FF921FB60000000) #27
  %37 = icmp eq i32 %36, 0
  br i1 %37, label %86, label %38

38:                                               ; preds = %31
  %39 = load <4 x float>, ptr %7, align 16
  %40 = shufflevector <4 x float> %39, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %41 = load <4 x float>, ptr %5, align 16
  %42 = shufflevector <4 x float> %41, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %43 = fmul <4 x float> %41, %41
  %44 = extractelement <4 x float> %43, i64 0
  %45 = fmul <4 x float> %41, %41
  %46 = extractelement <4 x float> %45, i64 1
  %47 = fadd float %44, %46
  %48 = extractelement <4 x float> %45, i64 2
  %49 = fadd float %48, %47
  %50 = tail call float @llvm.sqrt.f32(float %49)
  %51 = fcmp ogt float %50, 0.000000e+00
  %52 = insertelement <3 x float> poison, float %50, i64 0
  %53 = shufflevector <3 x float> %52, <3 x float> poison, <3 x i32> zeroinitializer
  %54 = select i1 %51, <3 x float> %53, <3 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %55 = fdiv <3 x float> %42, %54
  %56 = fadd <3 x float> %29, %55
  %57 = fmul <3 x float> %56, %56
  %58 = extractelement <3 x float> %57, i64 0
  %59 = fmul <3 x float> %56, %56
  %60 = extractelement <3 x float> %59, i64 1
  %61 = fadd float %58, %60
  %62 = extractelement <3 x float> %59, i64 2
  %63 = fadd float %62, %61
  %64 = tail call float @llvm.sqrt.f32(float %63)
  %65 = fcmp ogt float %64, 0.000000e+00
  %66 = insertelement <3 x float> poison, float %64, i64 0
  %67 = shufflevector <3 x float> %66, <3 x float> poison, <3 x i32> zeroinitializer
  %68 = select i1 %65, <3 x float> %67, <3 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %69 = fdiv <3 x float> %56, %68
  %70 = fmul <3 x float> %25, %69
  %71 = extractelement <3 x float> %70, i64 0
  %72 = fmul <3 x float> %25, %69
  %73 = extractelement <3 x float> %72, i64 1
  %74 = fadd float %71, %73
  %75 = extractelement <3 x float> %72, i64 2
  %76 = fadd float %75, %74
  %77 = fcmp olt float %76, 0.000000e+00
  %78 = select i1 %77, float 0.000000e+00, float %76
  %79 = tail call float @llvm.pow.f32(float %78, float %30)
  %80 = insertelement <3 x float> poison, float %79, i64 0
  %81 = shufflevector <3 x float> %80, <3 x float> poison, <3 x i32> zeroinitializer
  %82 = fmul <3 x float> %40, %81
  %83 = shufflevector <4 x float> %33, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %84 = fadd <3 x float> %83, %82
  %85 = shufflevector <3 x float> %84, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  br label %86

86:                                               ; preds = %38, %31
  %87 = phi <4 x float> [ %85, %38 ], [ %33, %31 ]
  %88 = add nuw nsw i32 %32, 1
  %89 = icmp eq i32 %88, %9
  br i1 %89, label %90, label %31, !llvm.loop !25

90:                                               ; preds = %86, %4
  %91 = phi <4 x float> [ <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float undef>, %4 ], [ %87, %86 ]
  %92 = shufflevector <4 x float> %6, <4 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  store <4 x float> %92, ptr %5, align 16, !tbaa !10
  %93 = shufflevector <4 x float> %8, <4 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  store <4 x float> %93, ptr %7, align 16, !tbaa !10
  %94 = shufflevector <4 x float> %91, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  ret <3 x float> %94
}

; Function Attrs: nounwind
define internal <3 x float> @rsl_phong(ptr noundef %0, <3 x float> noundef %1, <3 x float> noundef %2, float noundef %3) local_unnamed_addr #9 {
  %5 = getelementptr inbounds %struct.rsl_globals, ptr %0, i64 0, i32 9
  %6 = load <4 x float>, ptr %5, align 16
  %7 = getelementptr inbounds %struct.rsl_globals, ptr %0, i64 0, i32 10
  %8 = load <4 x float>, ptr %7, align 16
  %9 = fmul <3 x float> %1, %1
  %10 = extractelement <3 x float> %9, i64 0
  %11 = fmul <3 x float> %1, %1
  %12 = extractelement <3 x float> %11, i64 1
  %13 = fadd float %10, %12
  %14 = extractelement <3 x float> %11, i64 2
  %15 = fadd float %14, %13
  %16 = tail call float @llvm.sqrt.f32(float %15)
  %17 = fcmp ogt float %16, 0.000000e+00
  %18 = insertelement <3 x float> poison, float %16, i64 0
  %19 = shufflevector <3 x float> %18, <3 x float> poison, <3 x i32> zeroinitializer
  %20 = select i1 %17, <3 x float> %19, <3 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %21 = fdiv <3 x float> %1, %20
  %22 = tail call i32 @rsl_env_light_count(ptr noundef %0) #27
  %23 = icmp sgt i32 %22, 0
  br i1 %23, label %24, label %85

24:                                               ; preds = %4
  %25 = fmul <3 x float> %2, %2
  %26 = extractelement <3 x float> %25, i64 0
  %27 = fmul <3 x float> %2, %2
  %28 = extractelement <3 x float> %27, i64 1
  %29 = fadd float %26, %28
  %30 = extractelement <3 x float> %27, i64 2
  %31 = fadd float %30, %29
  %32 = tail call float @llvm.sqrt.f32(float %31)
  %33 = fcmp ogt float %32, 0.000000e+00
  %34 = insertelement <3 x float> poison, float %32, i64 0
  %35 = shufflevector <3 x float> %34, <3 x float> poison, <3 x i32> zeroinitializer
  %36 = select i1 %33, <3 x float> %35, <3 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %37 = fneg <3 x float> %2
  %38 = fdiv <3 x float> %37, %36
  br label %39

39:                                               ; preds = %81, %24
  %40 = phi i32 [ %83, %81 ], [ 0, %24 ]
  %41 = phi <4 x float> [ %82, %81 ], [ <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float undef>, %24 ]
  %42 = load <4 x float>, ptr %0, align 16
  %43 = shufflevector <4 x float> %42, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %44 = tail call i32 @rsl_env_illuminance(ptr noundef nonnull %0, i32 noundef %40, i32 noundef 0, <3 x float> noundef %43, <3 x float> noundef %1, float noundef 0x3FF921FB60000000) #27
  %45 = icmp eq i32 %44, 0
  br i1 %45, label %81, label %46

46:                                               ; preds = %39
  %47 = load <4 x float>, ptr %7, align 16
  %48 = shufflevector <4 x float> %47, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %49 = load <4 x float>, ptr %5, align 16
  %50 = shufflevector <4 x float> %49, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %51 = fmul <4 x float> %49, %49
  %52 = extractelement <4 x float> %51, i64 0
  %53 = fmul <4 x float> %49, %49
  %54 = extractelement <4 x float> %53, i64 1
  %55 = fadd float %52, %54
  %56 = extractelement <4 x float> %53, i64 2
  %57 = fadd float %56, %55
  %58 = tail call float @llvm.sqrt.f32(float %57)
  %59 = fcmp ogt float %58, 0.000000e+00
  %60 = insertelement <3 x float> poison, float %58, i64 0
  %61 = shufflevector <3 x float> %60, <3 x float> poison, <3 x i32> zeroinitializer
  %62 = select i1 %59, <3 x float> %61, <3 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %63 = fdiv <3 x float> %50, %62
  %64 = tail call <3 x float> @rsl_reflect(<3 x float> noundef %38, <3 x float> noundef %21) #27
  %65 = fmul <3 x float> %64, %63
  %66 = extractelement <3 x float> %65, i64 0
  %67 = fmul <3 x float> %64, %63
  %68 = extractelement <3 x float> %67, i64 1
  %69 = fadd float %66, %68
  %70 = extractelement <3 x float> %67, i64 2
  %71 = fadd float %70, %69
  %72 = fcmp olt float %71, 0.000000e+00
  %73 = select i1 %72, float 0.000000e+00, float %71
  %74 = tail call float @llvm.pow.f32(float %73, float %3)
  %75 = insertelement <3 x float> poison, float %74, i64 0
  %76 = shufflevector <3 x float> %75, <3 x float> poison, <3 x i32> zeroinitializer
  %77 = fmul <3 x float> %48, %76
  %78 = shufflevector <4 x float> %41, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %79 = fadd <3 x float> %78, %77
  %80 = shufflevector <3 x float> %79, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  br label %81

81:                                               ; preds = %46, %39
  %82 = phi <4 x float> [ %80, %46 ], [ %41, %39 ]
  %83 = add nuw nsw i32 %40, 1
  %84 = icmp eq i32 %83, %22
  br i1 %84, label %85, label %39, !llvm.loop !25

85:                                               ; preds = %81, %4
  %86 = phi <4 x float> [ <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float undef>, %4 ], [ %82, %81 ]
  %87 = shufflevector <4 x float> %6, <4 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  store <4 x float> %87, ptr %5, align 16, !tbaa !10
  %88 = shufflevector <4 x float> %8, <4 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
  store <4 x float> %88, ptr %7, align 16, !tbaa !10
  %89 = shufflevector <4 x float> %86, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  ret <3 x float> %89
}

; Function Attrs: nounwind
define internal <3 x float> @rsl_trace(ptr noundef %0, <3 x float> noundef %1, <3 x float> noundef %2) local_unnamed_addr #9 {
  %4 = tail call <3 x float> @rsl_env_trace(ptr noundef %0, <3 x float> noundef %1, <3 x float> noundef %2) #27
  ret <3 x float> %4
}

; Function Attrs: nounwind
define internal float @rsl_texture__f_s(ptr noundef %0, i32 noundef %1) local_unnamed_addr #11 {
  tail call void @rsl_env_unsupported(ptr noundef %0, i32 noundef 20) #27
  ret float 0.000000e+00
}

; Function Attrs: nounwind
define internal <3 x float> @rsl_texture__c_s(ptr noundef %0, i32 noundef %1) local_unnamed_addr #9 {
  tail call void @rsl_env_unsupported(ptr noundef %0, i32 noundef 20) #27
  ret <3 x float> zeroinitializer
}

; Function Attrs: nounwind
define internal float @rsl_texture__f_sff(ptr noundef %0, i32 noundef %1, float noundef %2, float noundef %3) local_unnamed_addr #11 {
  tail call void @rsl_env_unsupported(ptr noundef %0, i32 noundef 20) #27
  ret float 0.000000e+00
}

; Function Attrs: nounwind
define internal <3 x float> @rsl_texture__c_sff(ptr noundef %0, i32 noundef %1, float noundef %2, float noundef %3) local_unnamed_addr #9 {
  tail call void @rsl_env_unsupported(ptr noundef %0, i32 noundef 20) #27
  ret <3 x float> zeroinitializer
}

; Function Attrs: nounwind
define internal float @rsl_environment__f_sv(ptr noundef %0, i32 noundef %1, <3 x float> noundef %2) local_unnamed_addr #9 {
  tail call void @rsl_env_unsupported(ptr noundef %0, i32 noundef 21) #27
  ret float 0.000000e+00
}

; Function Attrs: nounwind
define internal <3 x float> @rsl_environment__c_sv(ptr noundef %0, i32 noundef %1, <3 x float> noundef %2) local_unnamed_addr #9 {
  tail call void @rsl_env_unsupported(ptr noundef %0, i32 noundef 21) #27
  ret <3 x float> zeroinitializer
}

; Function Attrs: nounwind
define internal float @rsl_shadow__f_sp(ptr noundef %0, i32 noundef %1, <3 x float> noundef %2) local_unnamed_addr #9 {
  tail call void @rsl_env_unsupported(ptr noundef %0, i32 noundef 22) #27
  ret float 0.000000e+00
}

; Function Attrs: nounwind
define internal i32 @rsl_env_light_count(ptr noundef %0) local_unnamed_addr #11 {
  %2 = tail call i32 @rsl_host_light_count(ptr noundef %0) #27
  ret i32 %2
}

declare i32 @rsl_host_light_count(ptr noundef) local_unnamed_addr #25

; Function Attrs: nounwind
define internal i32 @rsl_env_illuminance(ptr noundef %0, i32 noundef %1, i32 noundef %2, <3 x float> noundef %3, <3 x float> noundef %4, float noundef %5) local_unnamed_addr #9 {
  %7 = tail call i32 @rsl_host_illuminance(ptr noundef %0, i32 noundef %1, i32 noundef %2, <3 x float> noundef %3, <3 x float> noundef %4, float noundef %5) #27
  ret i32 %7
}

declare i32 @rsl_host_illuminance(ptr noundef, i32 noundef, i32 noundef, <3 x float> noundef, <3 x float> noundef, float noundef) local_unnamed_addr #25

; Function Attrs: nounwind
define internal i32 @rsl_env_illuminate(ptr noundef %0, <3 x float> noundef %1, <3 x float> noundef %2, float noundef %3) local_unnamed_addr #9 {
  %5 = tail call i32 @rsl_host_illuminate(ptr noundef %0, <3 x float> noundef %1, <3 x float> noundef %2, float noundef %3) #27
  ret i32 %5
}

declare i32 @rsl_host_illuminate(ptr noundef, <3 x float> noundef, <3 x float> noundef, float noundef) local_unnamed_addr #25

; Function Attrs: nounwind
define internal i32 @rsl_env_solar(ptr noundef %0, <3 x float> noundef %1, float noundef %2) local_unnamed_addr #9 {
  %4 = tail call i32 @rsl_host_solar(ptr noundef %0, <3 x float> noundef %1, float noundef %2) #27
  ret i32 %4
}

declare i32 @rsl_host_solar(ptr noundef, <3 x float> noundef, float noundef) local_unnamed_addr #25

; Function Attrs: nounwind
define internal <3 x float> @rsl_env_ambient(ptr noundef %0) local_unnamed_addr #9 {
  %2 = tail call <3 x float> @rsl_host_ambient(ptr noundef %0) #27
  ret <3 x float> %2
}

declare <3 x float> @rsl_host_ambient(ptr noundef) local_unnamed_addr #25

; Function Attrs: nounwind
define internal void @rsl_env_clipping(ptr noundef %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #11 {
  tail call void @rsl_host_clipping(ptr noundef %0, ptr noundef %1, ptr noundef %2) #27
  ret void
}

declare void @rsl_host_clipping(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #25

; Function Attrs: nounwind
define internal <3 x float> @rsl_env_trace(ptr noundef %0, <3 x float> noundef %1, <3 x float> noundef %2) local_unnamed_addr #9 {
  %4 = tail call <3 x float> @rsl_host_trace(ptr noundef %0, <3 x float> noundef %1, <3 x float> noundef %2) #27
  ret <3 x float> %4
}

declare <3 x float> @rsl_host_trace(ptr noundef, <3 x float> noundef, <3 x float> noundef) local_unnamed_addr #25

; Function Attrs: nounwind
define internal void @rsl_env_space_matrix(ptr noundef %0, i32 noundef %1, ptr noundef %2) local_unnamed_addr #11 {
  tail call void @rsl_host_space_matrix(ptr noundef %0, i32 noundef %1, ptr noundef %2) #27
  ret void
}

declare void @rsl_host_space_matrix(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #25

; Function Attrs: nounwind
define internal void @rsl_env_unsupported(ptr noundef %0, i32 noundef %1) local_unnamed_addr #11 {
  tail call void @rsl_host_unsupported(ptr noundef %0, i32 noundef %1) #27
  ret void
}

declare void @rsl_host_unsupported(ptr noundef, i32 noundef) local_unnamed_addr #25

define void @surface_s(ptr %globals, ptr %params) {
entry:
  %kd = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  store float 0.000000e+00, ptr %kd, align 4
  call void @rsl_env_unsupported(ptr %globals, i32 65)
  br i1 false, label %if.then, label %if.end

return:                                           ; preds = %if.end
  ret void

if.then:                                          ; preds = %body
  %kd1 = load float, ptr %kd, align 4
  %0 = insertelement <3 x float> undef, float %kd1, i32 0
  %splat = shufflevector <3 x float> %0, <3 x float> undef, <3 x i32> zeroinitializer
  %Ci = getelementptr inbounds %struct.rsl_globals, ptr %globals, i32 0, i32 7
  store <3 x float> %splat, ptr %Ci, align 16
  br label %if.end

if.end:                                           ; preds = %if.then, %body
  call void @rsl_env_unsupported(ptr %globals, i32 67)
  %Ci2 = getelementptr inbounds %struct.rsl_globals, ptr %globals, i32 0, i32 7
  store <3 x float> zeroinitializer, ptr %Ci2, align 16
  br label %return
}

define void @surface_s.init(ptr %0, ptr %1) {
entry:
  br label %body

body:                                             ; preds = %entry
  br label %return

return:                                           ; preds = %body
  ret void
}

attributes #0 = { mustprogress nofree nosync nounwind willreturn memory(none) "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "min-legal-vector-width"="96" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #6 = { mustprogress nofree nosync nounwind willreturn memory(none) "min-legal-vector-width"="96" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #7 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "min-legal-vector-width"="96" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #8 = { mustprogress nofree nosync nounwind willreturn memory(argmem: write) "min-legal-vector-width"="96" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #9 = { nounwind "min-legal-vector-width"="96" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #10 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #11 = { nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #12 = { mustprogress nofree nosync nounwind willreturn memory(argmem: read) "min-legal-vector-width"="96" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #13 = { nofree nosync nounwind memory(none) "min-legal-vector-width"="96" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #14 = { nofree nosync nounwind memory(argmem: read) "min-legal-vector-width"="96" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #15 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #16 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) "min-legal-vector-width"="96" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #17 = { mustprogress nofree nosync nounwind willreturn memory(argmem: read) "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #18 = { nofree nosync nounwind memory(argmem: readwrite) "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #19 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #20 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #21 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #22 = { nofree nosync nounwind memory(argmem: readwrite) "min-legal-vector-width"="96" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #23 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #24 = { nofree norecurse nosync nounwind memory(argmem: read) "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #25 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #26 = { nounwind willreturn memory(none) }
attributes #27 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3, !3, !3, !3, !3, !3, !3, !3, !3}
!rsl.shaders = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = !{!"surface", !"s", ptr @surface_s, ptr @surface_s.defaults, ptr @surface_s.init, !5}
!5 = !{}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!8, !8, i64 0}
!11 = !{i64 0, i64 64, !10}
!12 = !{!13, !7, i64 256}
!13 = !{!"rsl_globals", !8, i64 0, !8, i64 16, !8, i64 32, !8, i64 48, !8, i64 64, !8, i64 80, !8, i64 96, !8, i64 112, !8, i64 128, !8, i64 144, !8, i64 160, !8, i64 176, !8, i64 192, !8, i64 208, !8, i64 224, !7, i64 240, !7, i64 244, !7, i64 248, !7, i64 252, !7, i64 256, !7, i64 260, !7, i64 264, !7, i64 268, !7, i64 272, !14, i64 276}
!14 = !{!"int", !8, i64 0}
!15 = !{!13, !7, i64 260}
!16 = !{!14, !14, i64 0}
!17 = distinct !{!17, !18, !19, !20}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = !{!"llvm.loop.unroll.runtime.disable"}
!21 = !{!22, !14, i64 64}
!22 = !{!"basis", !8, i64 0, !14, i64 64}
!23 = distinct !{!23, !18}
!24 = distinct !{!24, !18}
!25 = distinct !{!25, !18}
