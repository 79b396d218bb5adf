/* rsl-render: renders a scene with RSL shaders to PNG. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "rsl_clock.h"
#include "render_core.h"
#include "render_rib.h"
#include "rsljit.h"
#include "scene.h"
#include "tool_common.h"
#ifdef RSL_RENDER_HAVE_RPU
#include "rslrpu.h"
#endif
#ifdef RSL_RENDER_HAVE_PTX
#include "rslptxrender.h"
#endif

static const char *tool = "rsl-render";

/* Whether an input file opens, reported as the tools report a missing file. */
static bool readable(const char *path)
{
    FILE *f = tool_open_input(path, true);
    if (f)
        tool_close(f, path);
    return f != NULL;
}

/* The scene of --scene (diagnostic printed when it cannot be loaded). */
static scene *load_scene(const char *spec, const scene_light *lights_at, int nlights_at)
{
    if (strncmp(spec, "builtin:", 8) != 0 && !readable(spec))
        return NULL;
    char *err = NULL;
    scene *sc = scene_load(spec, lights_at, (size_t)nlights_at, &err);
    if (!sc) {
        fprintf(stderr, "%s\n", err);
        free(err);
    }
    return sc;
}

/* Writes the image (4 floats per pixel) as RGB; the exit status. */
static int write_png(const char *out, int width, int height, const float *rgba)
{
    char *err = NULL;
    if (render_write_png(out, width, height, rgba, false, &err))
        return 0;
    fprintf(stderr, "%s: error: %s\n", tool, err);
    free(err);
    return 1;
}

static const char usage[] =
    "usage: rsl-render [--backend=jit|rpu|ptx] --surface FILE.sl[:NAME] -o OUT.png [options]\n"
    "       rsl-render SCENE.rib [-o OUT.png] [-W N] [-H N] [--shaderpath DIR[:DIR...]] [--backend=...]\n"
    "Renders a scene with RSL shaders, shaded on the CPU through MCJIT, on the\n"
    "RPU virtual machine or on an NVIDIA GPU.\n"
    "  --scene builtin:NAME|FILE.ply|FILE.obj   the scene (default builtin:cornell;\n"
    "                      built-ins: sphere plane cornell).  A mesh file is fitted\n"
    "                      into a unit box 1.5 in front of the eye, seen with a 90\n"
    "                      degree camera, lit by a point light at the eye (the same\n"
    "                      scene as rpu-vm --render's: scene_load in vm/scene).\n"
    "  --light-at X,Y,Z[,INTENSITY]  a white point light at (X,Y,Z) in camera space\n"
    "                      (repeatable; intensity default 1.5), replacing the\n"
    "                      scene's own lights\n"
    "  --main FILE.sl[:NAME]   `color NAME(point P)` run per pixel with P.xy in\n"
    "                      [0,1]^2 (x right, y down); camera space is current space.\n"
    "                      Without it, primary rays come from the scene's camera.\n"
    "  --surface FILE.sl[:NAME]  the surface shader of every object\n"
    "  --light FILE.sl[:NAME]    a light shader (repeatable); without any, the\n"
    "                      scene's own point and distant lights\n"
    "  --displacement FILE.sl[:NAME], --atmosphere FILE.sl[:NAME], --imager FILE.sl[:NAME]\n"
    "                      (--backend=jit, rpu) for every object: a displacement shader\n"
    "                      run before the surface (it moves P and sets N for the\n"
    "                      surface shader; the traced geometry stays), a volume\n"
    "                      shader on the surface's Ci and Oi, an imager on each\n"
    "                      pixel (P its raster position, alpha 1 on a hit)\n"
    "  --param \"TYPE NAME\" VALUE  (--backend=jit) a value for parameter NAME of the\n"
    "                      shader of the shader option just before it, replacing its\n"
    "                      default (repeatable).  TYPE: float color point vector\n"
    "                      normal matrix string; VALUE: the string, or numbers\n"
    "                      separated by commas (\"1,0.5,0\"; an array's elements one\n"
    "                      after another; points in camera space)\n"
    "  -W N, -H N          image size (default 512x512; for a RIB scene its Format,\n"
    "                      and given one the other follows the aspect ratio)\n"
    "  SCENE.rib           a RenderMan scene (ASCII or gzip RIB; any backend): its\n"
    "                      camera, sampling, filter, exposure, objects, Surface and\n"
    "                      LightSource shaders, written to its Display file unless\n"
    "                      -o is given.  Surface \"NAME\"\n"
    "                      is NAME.sl in the RIB's folder, the scene's shader\n"
    "                      search path, --shaderpath DIR[:DIR...] or the standard\n"
    "                      shaders (shaders/), its parameter values from the RIB\n"
    "  --threads N         worker threads (default: one per core; with --backend=ptx,\n"
    "                      the threads tracing the primary rays)\n"
    "  --stats             print compile, BVH build and render times, rays/s, the\n"
    "                      render's time in the shading step (--backend=jit)\n"
    "  --cycles            --stats, and with --backend=rpu the RPU's timing model's\n"
    "                      cycles too (the VM runs slower counting them)\n"
    "  --ray-log FILE      a RIB scene's shadow and occlusion rays, 7 floats each\n"
    "                      (origin, direction, length), for bench/occlusion.sh\n"
    "  --max-iterations N  loop iterations a pixel may run (--backend=jit; default\n"
    "                      10^8): past them the render stops with an error; 0: no\n"
    "                      budget, loops are compiled without the count\n"
    "  -I DIR, -DNAME[=V]  preprocessor options for the shaders\n"
    "  --backend=jit       shaders compiled by MCJIT (the default)\n"
    "  --backend=rpu       shaders compiled for the RPU (rsl2ll --target=rpu, O2,\n"
    "                      llc-rpu) and run by its virtual machine (each object's\n"
    "                      shaders in one entry); --main needs FILE.sl:NAME\n"
    "  --backend=ptx       deferred shading on an NVIDIA GPU (seed 004 section 4.2):\n"
    "                      the surface shader's PTX kernel (rsl2ll --target=ptx,\n"
    "                      O2, llc-rpu -march=ptx) shades the hits of the primary\n"
    "                      rays, which are traced on the host, under the scene's\n"
    "                      point and distant lights.  No --light or --main (the\n"
    "                      PTX glue has neither); trace() in a shader is black.\n"
    "                      Without a usable CUDA device it prints \"skipped: no\n"
    "                      CUDA device (...)\", writes no image and exits 77.\n"
    "  --cuda-library PATH with --backend=ptx: the CUDA driver library\n"
    "                      (default libcuda.so.1)\n"
    "  --save-asm FILE     with --backend=rpu: the RPU assembly it ran; with\n"
    "                      --backend=ptx: the PTX (written before the device is\n"
    "                      opened)\n"
    "  -o FILE             the image ('-' for stdout)\n"
    "  -h, --help          this text\n"
    "  --version           the versions of rsltools and LLVM\n";

typedef struct compiled_file {
    const char *path;
    rsl_jit_unit *unit;
} compiled_file;

typedef struct session {
    rsl_source_options src;
    compiled_file files[16];
    int nfiles;
    bool stats;
    bool cycles;         /* --cycles: the RPU's timing model too */
    bool no_loop_budget; /* --max-iterations 0 */
} session;

/* "FILE.sl:NAME" -> the entry NAME (or the file's first of `kind`). */
static bool resolve(session *s, const char *spec, enum rsl_shader_kind kind, rsl_jit_shader_ref *out)
{
    char *path = strdup(spec);
    const char *name = NULL;
    char *colon = strrchr(path, ':');
    if (colon && !strchr(colon, '/')) {
        *colon = '\0';
        name = colon + 1;
    }
    rsl_jit_unit *u = NULL;
    for (int i = 0; i < s->nfiles && !u; i++)
        if (strcmp(s->files[i].path, path) == 0)
            u = s->files[i].unit;
    if (!u) {
        if (s->nfiles == (int)(sizeof s->files / sizeof s->files[0])) {
            fprintf(stderr, "%s: error: too many shader files\n", tool);
            free(path);
            return false;
        }
        if (!readable(path)) {
            free(path);
            return false;
        }
        rsl_diag *diag = rsl_diag_new(stderr);
        rsl_jit_options opts = {.source = &s->src, .optimize = true, .errors = stderr, .tool = tool,
                                .no_loop_budget = s->no_loop_budget};
        u = rsl_jit_compile_file(path, &opts, diag);
        rsl_diag_free(diag);
        if (!u) {
            free(path);
            return false;
        }
        if (s->stats) {
            rsl_jit_times t = rsl_jit_unit_times(u);
            fprintf(stderr, "compile %s: frontend %.3f s, optimize %.3f s, codegen %.3f s\n", path, t.frontend,
                    t.optimize, t.codegen);
        }
        s->files[s->nfiles].path = strdup(path);
        s->files[s->nfiles++].unit = u;
    }
    const rsl_jit_entry *e = NULL;
    if (name) {
        e = rsl_jit_find(u, name, 1u << kind);
    } else {
        for (int i = 0; i < rsl_jit_entry_count(u) && !e; i++)
            if (rsl_jit_entry_at(u, i)->kind == kind)
                e = rsl_jit_entry_at(u, i);
    }
    if (!e) {
        fprintf(stderr, "%s: error: %s: no %s%s%s%s%s\n", tool, spec,
                kind == RSL_SHADER_FUNCTION ? "main " : "", rsl_jit_kind_name(kind),
                kind == RSL_SHADER_FUNCTION ? "" : " shader", name ? " named " : "", name ? name : "");
        free(path);
        return false;
    }
    free(path);
    out->unit = u;
    out->entry = e;
    return true;
}

/* A --param: the value for the shader of --param slot `shader`. */
/* The shaders besides --surface and --light that --backend=jit runs, and the
 * --param slot of each (0 is --surface's; the lights' follow these). */
static const struct {
    const char *flag;
    enum rsl_shader_kind kind;
} optional_shaders[] = {
    {"--displacement", RSL_SHADER_DISPLACEMENT},
    {"--atmosphere", RSL_SHADER_VOLUME},
    {"--imager", RSL_SHADER_IMAGER},
};
enum { NOPTIONAL = sizeof optional_shaders / sizeof optional_shaders[0], FIRST_LIGHT_SLOT = 1 + NOPTIONAL };

/* The index of `flag` in optional_shaders, or -1. */
static int optional_index(const char *flag)
{
    for (int k = 0; k < NOPTIONAL; k++)
        if (strcmp(flag, optional_shaders[k].flag) == 0)
            return k;
    return -1;
}

typedef struct cli_param {
    int shader;
    rsl_jit_param_value value;
    float *numbers;     /* the value's floats */
    const char *string; /* the value of a string */
} cli_param;

/* Parses --param's "TYPE NAME" and VALUE into p (which keeps pointers into
 * decl and text); false after a diagnostic. */
static bool parse_param(char *decl, const char *text, cli_param *p)
{
    char *name = strchr(decl, ' ');
    if (name)
        *name++ = '\0';
    int type = rsl_jit_type_from_name(decl);
    if (!name || !*name || type < 0) {
        fprintf(stderr, "%s: error: --param needs \"TYPE NAME\" (TYPE float, color, point, vector, normal, "
                "matrix or string), not '%s%s%s'\n", tool, decl, name ? " " : "", name ? name : "");
        return false;
    }
    p->value = (rsl_jit_param_value){.name = name, .type = type, .count = 1};
    if (type == RSL_T_STRING) {
        p->string = text;
        p->value.s = &p->string;
        return true;
    }
    int width = type == RSL_T_FLOAT ? 1 : type == RSL_T_MATRIX ? 16 : 3, n = 0;
    p->numbers = calloc(strlen(text) / 2 + 1, sizeof *p->numbers);
    bool ok = *text != '\0';
    for (const char *c = text; ok;) {
        char *end;
        p->numbers[n++] = strtof(c, &end);
        ok = end != c && (*end == ',' || !*end);
        if (!*end)
            break;
        c = end + 1;
    }
    if (ok && n % width == 0) {
        p->value.count = n / width;
        p->value.f = p->numbers;
        return true;
    }
    if (width == 1)
        fprintf(stderr, "%s: error: --param %s %s: '%s' is not numbers separated by commas\n", tool, decl, name, text);
    else
        fprintf(stderr, "%s: error: --param %s %s: '%s' is not a multiple of %d numbers separated by commas\n", tool,
                decl, name, text, width);
    return false;
}

/* The shader of spec as an instance with the --param values for it (shader
 * index `shader`); NULL after a diagnostic. */
static rsl_jit_instance *instantiate(session *s, const char *spec, enum rsl_shader_kind kind, const cli_param *params,
                                     int nparams, int shader)
{
    rsl_jit_shader_ref ref;
    if (!resolve(s, spec, kind, &ref))
        return NULL;
    rsl_jit_param_value *vals = calloc((size_t)nparams + 1, sizeof *vals);
    int nvals = 0;
    for (int i = 0; i < nparams; i++)
        if (params[i].shader == shader)
            vals[nvals++] = params[i].value;
    char *warnings = NULL, *err = NULL;
    rsl_jit_instance *inst = rsl_jit_instance_new(ref.unit, ref.entry, vals, nvals, &warnings, &err);
    free(vals);
    for (char *line = warnings, *end; line && (end = strchr(line, '\n')); line = end + 1)
        fprintf(stderr, "%s: warning: %.*s\n", tool, (int)(end - line), line);
    free(warnings);
    if (!inst) {
        fprintf(stderr, "%s: error: %s\n", tool, err);
        free(err);
    }
    return inst;
}

#ifdef RSL_RENDER_HAVE_PTX
/* --backend=ptx; the exit status (RSLPTX_SKIPPED without a device). */
static int render_ptx(const session *s, const char *scene_spec, const scene_light *lights_at, int nlights_at,
                      const char *surface_spec, bool has_main, bool has_lights, int width, int height,
                      int threads, const char *save_asm, const char *cuda_library, const char *out)
{
    if (has_main || has_lights) {
        fprintf(stderr, "%s: error: --backend=ptx does not support %s: the PTX glue shades the hits of the "
                "camera's rays under the scene's point and distant lights (use --light-at)\n",
                tool, has_main ? "--main" : "--light shaders");
        return 1;
    }
    scene *sc = load_scene(scene_spec, lights_at, nlights_at);
    if (!sc)
        return 1;
    char *err = NULL;
    rslptx_options po = {.source = &s->src, .surface = surface_spec, .width = width, .height = height,
                         .threads = threads, .ptx_out = save_asm, .shade_ctx = (void *)cuda_library, .errors = stderr};
    float *rgb = calloc((size_t)width * (size_t)height * 4, sizeof *rgb);
    rslptx_stats st;
    rslptx_status status = rslptx_render(&po, sc, rgb, &st, &err);
    int rc = 1;
    if (s->stats && status != RSLPTX_FAILED)
        fprintf(stderr, "compile to PTX: %.3f s\nhost trace %dx%d: %.3f s, %d hits\n", st.compile, width, height,
                st.trace, st.hits);
    if (status == RSLPTX_NO_DEVICE) {
        fprintf(stderr, "%s: skipped: no CUDA device (%s)\n", tool, err ? err : "unknown reason");
        rc = RSLPTX_SKIPPED;
    } else if (status != RSLPTX_OK) {
        if (err)
            fprintf(stderr, "%s: error: %s\n", tool, err);
    } else {
        if (s->stats)
            fprintf(stderr, "gpu setup (driver, PTX load): %.3f s\ngpu shading (copies, kernel, release): %.3f s\n", st.setup,
                    st.shade);
        rc = write_png(out, width, height, rgb);
    }
    free(err);
    free(rgb);
    scene_free(sc);
    return rc;
}
#endif

int main(int argc, char **argv)
{
    tool_init(tool, usage);
    session s = {0};
    const char **incs = calloc((size_t)argc, sizeof *incs), **defs = calloc((size_t)argc, sizeof *defs);
    const char **light_specs = calloc((size_t)argc, sizeof *light_specs);
    scene_light *lights_at = calloc((size_t)argc, sizeof *lights_at);
    cli_param *params = calloc((size_t)argc, sizeof *params);
    int nparams = 0, param_shader = -1; /* the --param slot of the last shader option */
    const char *optional_specs[NOPTIONAL] = {0};
    rsl_jit_instance *optional[NOPTIONAL] = {0};
    s.src.include_dirs = incs;
    s.src.defines = defs;
    const char *scene_spec = "builtin:cornell", *main_spec = NULL, *surface_spec = NULL, *out = NULL;
    const char *save_asm = NULL, *cuda_library = NULL, *rib = NULL, *shaderpath = NULL, *ray_log = NULL;
    bool size_given[2] = {false, false};
    enum { JIT, RPU, PTX } backend = JIT;
    int nlights = 0, nlights_at = 0, width = 512, height = 512, threads = 0, rc = 1;
    unsigned long long max_iterations = 100000000; /* an endless loop stops in about a second */
    scene *sc = NULL;
    rsl_jit_instance **lights = NULL;
    rsl_jit_instance *surface = NULL;
    float *rgb = NULL;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (tool_info_option(a)) {
            rc = 0;
            goto done;
        } else if (strncmp(a, "--backend=", 10) == 0) {
            if (strcmp(a + 10, "jit") == 0) {
                backend = JIT;
            } else if (strcmp(a + 10, "rpu") == 0) {
                backend = RPU;
            } else if (strcmp(a + 10, "ptx") == 0) {
                backend = PTX;
            } else {
                fprintf(stderr, "%s: error: backend '%s' is not available (jit, rpu or ptx)\n", tool, a + 10);
                goto done;
            }
#ifndef RSL_RENDER_HAVE_RPU
            if (backend == RPU) {
                fprintf(stderr, "%s: error: this rsl-render was built without the RPU backend\n", tool);
                goto done;
            }
#endif
#ifndef RSL_RENDER_HAVE_PTX
            if (backend == PTX) {
                fprintf(stderr, "%s: error: this rsl-render was built without the PTX backend\n", tool);
                goto done;
            }
#endif
        } else if (strcmp(a, "--param") == 0) {
            if (i + 2 >= argc || param_shader < 0) {
                fprintf(stderr, "%s: error: %s\n", tool,
                        param_shader < 0 ? "--param must follow the shader option (--surface, --light...) it is for"
                                         : "--param needs \"TYPE NAME\" and a value");
                goto done;
            }
            params[nparams].shader = param_shader;
            if (!parse_param(argv[i + 1], argv[i + 2], &params[nparams++]))
                goto done;
            i += 2;
        } else if (strcmp(a, "--stats") == 0 || strcmp(a, "--cycles") == 0) {
            s.stats = true;
            s.cycles |= strcmp(a, "--cycles") == 0;
        } else if (strncmp(a, "-I", 2) == 0 && a[2]) {
            incs[s.src.n_include_dirs++] = a + 2;
        } else if (strncmp(a, "-D", 2) == 0 && a[2]) {
            defs[s.src.n_defines++] = a + 2;
        } else if (strcmp(a, "--scene") == 0 || strcmp(a, "--main") == 0 || strcmp(a, "--surface") == 0 ||
                   strcmp(a, "--light") == 0 || strcmp(a, "-o") == 0 || strcmp(a, "-W") == 0 ||
                   strcmp(a, "-H") == 0 || strcmp(a, "--threads") == 0 || strcmp(a, "-I") == 0 ||
                   strcmp(a, "--light-at") == 0 || strcmp(a, "--save-asm") == 0 ||
                   strcmp(a, "--cuda-library") == 0 || strcmp(a, "--max-iterations") == 0 || optional_index(a) >= 0 ||
                   strcmp(a, "--shaderpath") == 0 || strcmp(a, "--ray-log") == 0) {
            if (!v) {
                fprintf(stderr, "%s: error: %s needs an argument\n", tool, a);
                goto done;
            }
            i++;
            if (strcmp(a, "--scene") == 0)
                scene_spec = v;
            else if (strcmp(a, "--main") == 0)
                main_spec = v;
            else if (strcmp(a, "--surface") == 0)
                surface_spec = v, param_shader = 0;
            else if (strcmp(a, "--light") == 0)
                light_specs[nlights++] = v, param_shader = FIRST_LIGHT_SLOT + nlights - 1;
            else if (strcmp(a, "-o") == 0)
                out = v;
            else if (optional_index(a) >= 0)
                optional_specs[optional_index(a)] = v, param_shader = 1 + optional_index(a);
            else if (strcmp(a, "--save-asm") == 0)
                save_asm = v;
            else if (strcmp(a, "--shaderpath") == 0)
                shaderpath = v;
            else if (strcmp(a, "--ray-log") == 0)
                ray_log = v;
            else if (strcmp(a, "--cuda-library") == 0)
                cuda_library = v;
            else if (strcmp(a, "-I") == 0)
                incs[s.src.n_include_dirs++] = v;
            else if (strcmp(a, "--max-iterations") == 0) {
                char *end;
                max_iterations = strtoull(v, &end, 10);
                if (*end || !*v || v[0] == '-') {
                    fprintf(stderr, "%s: error: --max-iterations needs a number (0: no budget), not '%s'\n", tool, v);
                    goto done;
                }
                s.no_loop_budget = max_iterations == 0;
            }
            else if (strcmp(a, "--light-at") == 0) {
                char *err = NULL;
                if (!scene_parse_light_at(v, &lights_at[nlights_at++], &err)) {
                    fprintf(stderr, "%s: error: %s\n", tool, err);
                    free(err);
                    goto done;
                }
            } else {
                char *end;
                long n = strtol(v, &end, 10);
                if (*end || n <= 0 || n > 16384) {
                    fprintf(stderr, "%s: error: %s needs a positive number, not '%s'\n", tool, a, v);
                    goto done;
                }
                if (strcmp(a, "-W") == 0)
                    width = (int)n, size_given[0] = true;
                else if (strcmp(a, "-H") == 0)
                    height = (int)n, size_given[1] = true;
                else
                    threads = (int)n;
            }
        } else if (a[0] != '-' && !rib && (strstr(a, ".rib") || strstr(a, ".RIB"))) {
            rib = a;
        } else {
            fprintf(stderr, "%s: error: unknown argument '%s' (see --help)\n", tool, a);
            goto done;
        }
    }
    if (save_asm && backend == JIT) {
        fprintf(stderr, "%s: error: --save-asm needs --backend=rpu or --backend=ptx\n", tool);
        goto done;
    }
    if (cuda_library && backend != PTX) {
        fprintf(stderr, "%s: error: --cuda-library needs --backend=ptx\n", tool);
        goto done;
    }
    if (rib && !readable(rib))
        goto done;
    if (rib) {
        bool optional_given = false;
        for (int k = 0; k < NOPTIONAL; k++)
            optional_given |= optional_specs[k] != NULL;
        if (surface_spec || main_spec || nlights || nlights_at || nparams || optional_given) {
            fprintf(stderr, "%s: error: a RIB scene brings its own shaders and lights: no shader options, "
                    "--main, --light-at or --param\n", tool);
            goto done;
        }
        rib_render_args ra = {.backend = backend == RPU ? RIB_RPU : backend == PTX ? RIB_PTX : RIB_JIT,
                              .save_asm = save_asm, .cuda_library = cuda_library, .stats = s.stats, .cycles = s.cycles, .rib = rib,
                              .out = out, .width = size_given[0] ? width : 0, .height = size_given[1] ? height : 0,
                              .shaderpath = shaderpath, .source = &s.src, .threads = threads,
                              .max_iterations = max_iterations, .no_loop_budget = s.no_loop_budget, .ray_log = ray_log,
                              .tool = tool};
        rc = rib_render(&ra);
        goto done;
    }
    if (shaderpath || ray_log) {
        fprintf(stderr, "%s: error: %s needs a RIB scene\n", tool, shaderpath ? "--shaderpath" : "--ray-log");
        goto done;
    }
    if (!surface_spec || !out) {
        fprintf(stderr, "%s: error: %s (see --help)\n", tool, !surface_spec ? "no --surface shader" : "no -o output");
        goto done;
    }

    char *err = NULL;
    for (int k = 0; k < NOPTIONAL && backend == PTX; k++)
        if (optional_specs[k]) {
            fprintf(stderr, "%s: error: %s: the ptx backend does not run %s shaders (--backend=jit and rpu do)\n",
                    tool, optional_shaders[k].flag, rsl_jit_kind_name(optional_shaders[k].kind));
            goto done;
        }
    if (nparams && backend != JIT) {
        fprintf(stderr, "%s: error: --param needs --backend=jit\n", tool);
        goto done;
    }
#ifdef RSL_RENDER_HAVE_PTX
    if (backend == PTX) {
        rc = render_ptx(&s, scene_spec, lights_at, nlights_at, surface_spec, main_spec != NULL, nlights > 0,
                        width, height, threads, save_asm, cuda_library, out);
        goto done;
    }
#endif
#ifdef RSL_RENDER_HAVE_RPU
    if (backend == RPU) {
        if (!(sc = load_scene(scene_spec, lights_at, nlights_at)))
            goto done;
        rslrpu_shader surface = {.spec = surface_spec}, kinds[NOPTIONAL];
        for (int k = 0; k < NOPTIONAL; k++)
            kinds[k] = (rslrpu_shader){.spec = optional_specs[k]};
        rslrpu_object_shaders object = {.displacement = optional_specs[0] ? &kinds[0] : NULL,
                                        .atmosphere = optional_specs[1] ? &kinds[1] : NULL};
        rslrpu_shader *light_shaders = calloc((size_t)nlights + 1, sizeof *light_shaders);
        for (int i = 0; i < nlights; i++)
            light_shaders[i].spec = light_specs[i];
        rslrpu_options po = {.source = &s.src, .surfaces = &surface, .nsurfaces = 1, .main = main_spec,
                             .objects = object.displacement || object.atmosphere ? &object : NULL,
                             .imager = optional_specs[2] ? &kinds[2] : NULL,
                             .lights = light_shaders, .nlights = nlights, .width = width, .height = height,
                             .threads = threads, .stats = s.stats, .cycles = s.cycles, .asm_out = save_asm,
                             .errors = stderr};
        rgb = calloc((size_t)width * (size_t)height * 4, sizeof *rgb);
        bool rendered = rslrpu_render(&po, sc, rgb, &err); /* takes the scene over */
        sc = NULL;
        free(light_shaders);
        if (!rendered) {
            if (err)
                fprintf(stderr, "%s: error: %s\n", tool, err);
            free(err);
            goto done;
        }
        rc = write_png(out, width, height, rgb);
        goto done;
    }
#endif
    rsl_jit_render_options ro = {.width = width, .height = height, .threads = threads, .max_iterations = max_iterations};
    lights = calloc((size_t)(nlights ? nlights : 1), sizeof *lights);
    if (!(surface = instantiate(&s, surface_spec, RSL_SHADER_SURFACE, params, nparams, 0)) ||
        (main_spec && !resolve(&s, main_spec, RSL_SHADER_FUNCTION, &ro.main)))
        goto done;
    for (int i = 0; i < nlights; i++)
        if (!(lights[i] = instantiate(&s, light_specs[i], RSL_SHADER_LIGHT, params, nparams, FIRST_LIGHT_SLOT + i)))
            goto done;
    for (int k = 0; k < NOPTIONAL; k++)
        if (optional_specs[k] &&
            !(optional[k] = instantiate(&s, optional_specs[k], optional_shaders[k].kind, params, nparams, 1 + k)))
            goto done;
    rsl_jit_object_shaders shaders = {.surface = surface, .displacement = optional[0], .atmosphere = optional[1]};
    ro.imager = optional[2];
    ro.objects = &shaders;
    ro.nobjects = 1;
    ro.lights = (const rsl_jit_instance *const *)lights;
    ro.nlights = nlights;

    if (!(sc = load_scene(scene_spec, lights_at, nlights_at)))
        goto done;
    if (s.stats) {
        /* Built again to time the BVH alone (scene_load's time includes
         * reading the mesh). */
        double t0 = rsl_seconds_now();
        scene_build(sc);
        fprintf(stderr, "bvh build: %.3f s for %zu triangles\n", rsl_seconds_now() - t0, sc->ntris);
    }
    ro.scene = sc;
    ro.progress = isatty(2) ? stderr : NULL;

    rgb = calloc((size_t)width * (size_t)height * 4, sizeof *rgb);
    rsl_jit_render_stats st;
    if (!rsl_jit_render(&ro, rgb, &st, &err)) {
        fprintf(stderr, "%s: error: %s\n", tool, err);
        free(err);
        goto done;
    }
    if (s.stats)
        render_print_stats(width, height, &st);
    rc = write_png(out, width, height, rgb);
done:
    rsl_jit_instance_free(surface);
    for (int k = 0; k < NOPTIONAL; k++)
        rsl_jit_instance_free(optional[k]);
    for (int i = 0; lights && i < nlights; i++)
        rsl_jit_instance_free(lights[i]);
    for (int i = 0; i < s.nfiles; i++) {
        rsl_jit_unit_free(s.files[i].unit);
        free((char *)s.files[i].path);
    }
    if (sc)
        scene_free(sc);
    free(rgb);
    free(lights);
    free(light_specs);
    for (int i = 0; i < nparams; i++)
        free(params[i].numbers);
    free(params);
    free(lights_at);
    free(incs);
    free(defs);
    return rc;
}
