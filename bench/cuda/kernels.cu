// Kernels in the shapes real CUDA code has, written here for bench/ptx.sh
// and test/lit/ptx/cuda-kernels.test: compiled by clang-16 with libdevice
// (compat.h) for our PTX and llc's, and by nvcc -O3 as they stand.
#include "compat.h"

#define TILE 16

// C = A * B for n x n matrices, shared-memory tiles of TILE x TILE.
extern "C" __global__ void sgemm(float *c, const float *a, const float *b, int n) {
    __shared__ float ta[TILE][TILE], tb[TILE][TILE];
    int tx = threadIdx.x, ty = threadIdx.y;
    int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
    float acc = 0.0f;
    for (int t = 0; t < n; t += TILE) {
        ta[ty][tx] = row < n && t + tx < n ? a[row * n + t + tx] : 0.0f;
        tb[ty][tx] = col < n && t + ty < n ? b[(t + ty) * n + col] : 0.0f;
        __syncthreads();
        for (int k = 0; k < TILE; k++)
            acc += ta[ty][k] * tb[k][tx];
        __syncthreads();
    }
    if (row < n && col < n)
        c[row * n + col] = acc;
}

// One Jacobi sweep of the 2D Laplace equation, 5-point stencil.
extern "C" __global__ void jacobi(float *out, const float *in, int w, int h) {
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < 1 || y < 1 || x >= w - 1 || y >= h - 1)
        return;
    int i = y * w + x;
    out[i] = 0.25f * (in[i - 1] + in[i + 1] + in[i - w] + in[i + w]);
}

// Sum of a vector: grid-stride loop, warp shuffles, one atomic per warp.
extern "C" __global__ void reduce_sum(float *sum, const float *v, int n) {
    float s = 0.0f;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        s += v[i];
    for (int d = 16; d > 0; d /= 2)
        s += __shfl_down_sync(0xffffffffu, s, d);
    if ((threadIdx.x & 31) == 0)
        atomicAdd(sum, s);
}

// 256-bin histogram of bytes: per-block bins in shared memory, then global.
extern "C" __global__ void histogram(unsigned *bins, const unsigned char *data, int n) {
    __shared__ unsigned local[256];
    for (int b = threadIdx.x; b < 256; b += blockDim.x)
        local[b] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        atomicAdd(&local[data[i]], 1u);
    __syncthreads();
    for (int b = threadIdx.x; b < 256; b += blockDim.x)
        if (local[b])
            atomicAdd(&bins[b], local[b]);
}

// Per-element math through libdevice: a softplus, a saturated logistic and
// a normalized magnitude.
extern "C" __global__ void activations(float *out, const float *x, const float *y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    float a = x[i], b = y[i];
    float softplus = logf(1.0f + expf(a));
    float logistic = __saturatef(1.0f / (1.0f + expf(-a)));
    float mag = sqrtf(fmaf(a, a, b * b));
    out[i] = softplus + logistic * mag;
}

// y = a*x + y over a grid-stride loop.
extern "C" __global__ void saxpy(float *y, const float *x, float a, int n) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        y[i] = a * x[i] + y[i];
}

// Each thread's weighted sum of one row block: a loop nest whose inner loop
// clang unrolls 4x with a remainder loop (the shape of a naive GEMM's k
// loop); ptxas unrolls it again only in LLVM's loop layout (ptx_layout.c).
extern "C" __global__ void weighted_rows(float *out, const float *a, int rows, int cols) {
    float s = 0.0f;
    for (int i = 0; i < rows; i++)
        for (int j = 0; j < cols; j++)
            s += a[i * cols + j] * (float)j;
    out[blockIdx.x * blockDim.x + threadIdx.x] = s;
}
