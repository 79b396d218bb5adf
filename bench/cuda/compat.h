/* What CUDA's headers give a kernel, for clang compiling without them
 * (-nocudainc: clang 16 does not take this CUDA's headers) with libdevice
 * linked: the built-in variables, barriers, shuffles and atomics as clang's
 * NVPTX builtins, the math as libdevice's __nv_ functions.  nvcc uses its
 * own headers and skips this. */
#ifndef BENCH_CUDA_COMPAT_H
#define BENCH_CUDA_COMPAT_H
#ifndef __NVCC__
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
struct bench_dim3 { unsigned x, y, z; };
#define threadIdx (bench_dim3{(unsigned)__nvvm_read_ptx_sreg_tid_x(), (unsigned)__nvvm_read_ptx_sreg_tid_y(), 0u})
#define blockIdx (bench_dim3{(unsigned)__nvvm_read_ptx_sreg_ctaid_x(), (unsigned)__nvvm_read_ptx_sreg_ctaid_y(), 0u})
#define blockDim (bench_dim3{(unsigned)__nvvm_read_ptx_sreg_ntid_x(), (unsigned)__nvvm_read_ptx_sreg_ntid_y(), 0u})
#define gridDim (bench_dim3{(unsigned)__nvvm_read_ptx_sreg_nctaid_x(), 0u, 0u})
#define __syncthreads() __nvvm_bar_sync(0)
extern "C" __device__ float __nv_expf(float);
extern "C" __device__ float __nv_logf(float);
extern "C" __device__ float __nv_sqrtf(float);
extern "C" __device__ float __nv_saturatef(float);
extern "C" __device__ float __nv_fmaf(float, float, float);
#define expf __nv_expf
#define logf __nv_logf
#define sqrtf __nv_sqrtf
#define __saturatef __nv_saturatef
#define fmaf __nv_fmaf
static __device__ inline float __shfl_down_sync(unsigned mask, float v, int delta) {
    return __nvvm_shfl_sync_down_f32(mask, v, delta, 0x1f);
}
/* CUDA's atomicAdd is relaxed (clang's own header makes it seq_cst, whose
 * faithful PTX is a fence.sc before the atom: not what CUDA code means). */
static __device__ inline float atomicAdd(float *p, float v) { return __atomic_fetch_add(p, v, __ATOMIC_RELAXED); }
static __device__ inline unsigned atomicAdd(unsigned *p, unsigned v) { return __atomic_fetch_add(p, v, __ATOMIC_RELAXED); }
#endif
#endif
