// Kernels in the shape of real CUDA code, calling libdevice's functions
// directly (clang's CUDA headers are not needed): the PTX backend must take
// what libdevice is written in, NVVM intrinsics and inline assembly.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
extern "C" __device__ float __nv_expf(float);
extern "C" __device__ float __nv_logf(float);
extern "C" __device__ float __nv_powf(float, float);
extern "C" __device__ float __nv_sinf(float);
extern "C" __device__ float __nv_saturatef(float);
extern "C" __device__ float __nv_fminf(float, float);
extern "C" __device__ double __nv_exp(double);
extern "C" __device__ double __nv_pow(double, double);
extern "C" __device__ int __nv_mulhi(int, int);

static __device__ int index() { return __nvvm_read_ptx_sreg_ctaid_x() * __nvvm_read_ptx_sreg_ntid_x() + __nvvm_read_ptx_sreg_tid_x(); }

// Softplus and a saturated sigmoid per element.
__global__ void activations(float *out, const float *in, int n) {
  int i = index();
  if (i < n) {
    float x = in[i];
    float softplus = __nv_logf(1.0f + __nv_expf(x));
    out[i] = softplus + __nv_saturatef(1.0f / (1.0f + __nv_expf(-x)));
  }
}

// A damped oscillation in double precision, and a float power law.
__global__ void physics(double *y, float *p, const float *t, int n) {
  int i = index();
  if (i < n) {
    y[i] = __nv_exp(-0.5 * y[i]) * __nv_pow(y[i], 1.5);
    p[i] = __nv_fminf(__nv_powf(t[i], 2.2f), 1.0f) * __nv_sinf(t[i]);
  }
}

// Fixed-point scaling with the high half of a product.
__global__ void fixed_point(int *v, int scale, int n) {
  int i = index();
  if (i < n)
    v[i] = __nv_mulhi(v[i], scale);
}
