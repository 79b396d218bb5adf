/* rsl-gpu-run: shades a buffer of points with an RSL shader's kernel on the
 * GPU and with the JIT, and compares (seed 004 section 4.2's deferred
 * shading, held against the host as docs/ptx.md asks).  A thin main over
 * rslgpu and rsljit; rsl_gpu_usage says how to call it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rslgpu.h"
#include "rsljit.h"
#include "tool_common.h"

static int fail(const char *msg) { return tool_error("%s", msg); }

static const rsl_jit_entry *pick_shader(const rsl_jit_unit *u, const char *name)
{
    for (int i = 0; i < rsl_jit_entry_count(u); i++) {
        const rsl_jit_entry *e = rsl_jit_entry_at(u, i);
        if (e->kind != RSL_SHADER_FUNCTION && (!name || strcmp(e->name, name) == 0))
            return e;
    }
    return NULL;
}

/* Shades on the GPU and compares with want; the exit status. */
static int run_on_gpu(const rsl_gpu_options *o, const char *ptx, const char *kernel,
                      const rsl_ptx_light_list *lights, const rsl_globals *want)
{
    char *why = NULL;
    rsl_gpu *gpu = rsl_gpu_open(o->cuda_library, &why);
    if (!gpu) {
        printf("skipped: no CUDA device (%s)\n", why);
        free(why);
        return RSL_GPU_SKIPPED;
    }
    size_t n = (size_t)o->points;
    rsl_globals *got = malloc(n * sizeof *got);
    if (!got)
        abort();
    rsl_gpu_make_points(got, o->points);
    char *err = NULL;
    int rc = 1;
    rsl_gpu_module *m = rsl_gpu_load_ptx(gpu, ptx, &err);
    rsl_gpu_arg args[3] = {
        {.kind = RSL_GPU_BUFFER, .host = got, .size = n * sizeof *got},
        {.kind = RSL_GPU_BUFFER, .host = NULL}, /* parameters: each point's defaults */
        {.kind = RSL_GPU_I32, .i32 = o->points},
    };
    const unsigned block = 128;
    if (m && rsl_gpu_write_global(m, RSL_PTX_LIGHTS_SYMBOL, lights, sizeof *lights, &err) &&
        rsl_gpu_run(m, kernel, args, 3, (unsigned)((n + block - 1) / block), block, &err)) {
        size_t bad = 0, worst_point = 0;
        rsl_gpu_mismatch worst = {0};
        for (size_t i = 0; i < n; i++) {
            float a[RSL_GPU_GLOBAL_FLOATS], b[RSL_GPU_GLOBAL_FLOATS];
            rsl_gpu_globals_floats(&got[i], a);
            rsl_gpu_globals_floats(&want[i], b);
            rsl_gpu_mismatch mm;
            if (!rsl_gpu_compare(a, b, RSL_GPU_GLOBAL_FLOATS, o->tolerance, &mm)) {
                bad += mm.count;
                if (mm.worst_error > worst.worst_error || worst.count == 0)
                    worst = mm, worst_point = i;
            }
        }
        if (bad == 0) {
            printf("%s on %s: %d points, every float within %g of the JIT\n", kernel,
                   rsl_gpu_device_name(gpu), o->points, (double)o->tolerance);
            rc = 0;
        } else {
            float a[RSL_GPU_GLOBAL_FLOATS], b[RSL_GPU_GLOBAL_FLOATS];
            rsl_gpu_globals_floats(&got[worst_point], a);
            rsl_gpu_globals_floats(&want[worst_point], b);
            printf("%s on %s: %zu values differ by more than %g; worst: point %zu, %s = %.9g on the "
                   "GPU, %.9g on the JIT\n",
                   kernel, rsl_gpu_device_name(gpu), bad, (double)o->tolerance, worst_point,
                   rsl_gpu_global_float_name((int)worst.worst), (double)a[worst.worst],
                   (double)b[worst.worst]);
        }
    }
    if (err) {
        fail(err);
        free(err);
    }
    rsl_gpu_module_free(m);
    rsl_gpu_close(gpu);
    free(got);
    return rc;
}

int main(int argc, char **argv)
{
    tool_init("rsl-gpu-run", rsl_gpu_usage);
    rsl_gpu_options o;
    char *err = NULL;
    if (!rsl_gpu_parse_args(argc, argv, &o, &err)) {
        tool_error("%s (see rsl-gpu-run --help)", err);
        free(err);
        return 1;
    }
    if (o.help)
        return !tool_info_option(o.help);
    FILE *source = tool_open_input(o.source, false); /* a missing file, as the tools report it */
    if (!source)
        return 1;
    tool_close(source, o.source);
    char *ptx = rsl_gpu_read_ptx(o.ptx, &err);
    if (!ptx) {
        fail(err);
        free(err);
        return 1;
    }
    /* The host side first: a bad shader is an error with or without a GPU. */
    rsl_diag *diag = rsl_diag_new(stderr);
    rsl_jit_options jo = {.optimize = true, .errors = stderr, .tool = "rsl-gpu-run"};
    rsl_jit_unit *unit = rsl_jit_compile_file(o.source, &jo, diag);
    const rsl_jit_entry *entry = unit ? pick_shader(unit, o.shader) : NULL;
    int rc = 1;
    if (unit && !entry) {
        fprintf(stderr, "rsl-gpu-run: error: %s has no shader%s%s\n", o.source, o.shader ? " named " : "",
                o.shader ? o.shader : "");
    } else if (entry) {
        char kernel[600];
        snprintf(kernel, sizeof kernel, "%s_%s_kernel", rsl_gpu_shader_kind_name(entry->kind), entry->name);
        rsl_ptx_light_list lights;
        rsl_gpu_default_lights(&lights);
        rsl_gpu_host_lights_install(&lights);
        rsl_globals *want = malloc((size_t)o.points * sizeof *want);
        if (!want)
            abort();
        rsl_gpu_make_points(want, o.points);
        for (int i = 0; i < o.points; i++)
            rsl_jit_run_shader(unit, entry, &want[i]);
        rsl_gpu_host_lights_install(NULL);
        rc = run_on_gpu(&o, ptx, kernel, &lights, want);
        free(want);
    }
    rsl_jit_unit_free(unit);
    rsl_diag_free(diag);
    free(ptx);
    return rc;
}
