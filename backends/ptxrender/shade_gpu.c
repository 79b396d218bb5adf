/* The default shading step: the surface shader's kernel on device 0, the
 * G-buffer copied in and back, the light list written into the module's
 * rsl_ptx_lights first (as rsl-gpu-run does) and, where the module reads
 * them, the objects' spaces copied to the device and rsl_ptx_spaces
 * pointed at them. */
#include <stdint.h>

#include "ptxrender_internal.h"
#include "rsl_clock.h"
#include "rslgpu.h"

_Static_assert(RSLPTX_SKIPPED == RSL_GPU_SKIPPED, "one exit status for a missing device");

rslptx_status rslptx_shade_on_gpu(void *ctx, rslptx_shade_request *req, char **err)
{
    double t0 = rsl_seconds_now();
    rsl_gpu *gpu = rsl_gpu_open(ctx, err);
    if (!gpu)
        return RSLPTX_NO_DEVICE;
    rslptx_status status = RSLPTX_FAILED;
    rsl_gpu_module *m = rsl_gpu_load_ptx(gpu, req->ptx, err);
    rsl_gpu_buffer *spaces = NULL;
    bool ready = m && rsl_gpu_write_global(m, RSL_PTX_LIGHTS_SYMBOL, req->lights, sizeof *req->lights, err);
    if (ready && req->nobjects > 0) {
        rsl_ptx_space_table table = {.count = req->nobjects};
        spaces = rsl_gpu_upload(gpu, req->object_spaces, (size_t)req->nobjects * sizeof *req->object_spaces,
                                &table.objects, err);
        ready = spaces && rsl_gpu_write_global(m, RSL_PTX_SPACES_SYMBOL, &table, sizeof table, err);
    }
    if (ready) {
        req->setup_seconds = rsl_seconds_now() - t0;
        const unsigned block = 128;
        rsl_gpu_arg args[3] = {
            {.kind = RSL_GPU_BUFFER, .host = req->globals, .size = (size_t)req->n * sizeof *req->globals},
            {.kind = RSL_GPU_BUFFER, .host = NULL}, /* parameters: the shader's defaults at each point */
            {.kind = RSL_GPU_I32, .i32 = req->n},
        };
        if (req->n == 0 ||
            rsl_gpu_run(m, req->kernel, args, 3, ((unsigned)req->n + block - 1) / block, block, err))
            status = RSLPTX_OK;
    }
    rsl_gpu_buffer_free(spaces);
    rsl_gpu_module_free(m);
    rsl_gpu_close(gpu);
    return status;
}
