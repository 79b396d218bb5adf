/* rsl-render SCENE.rib on the JIT backend: the scene library reads the RIB;
 * each Surface "NAME" is looked up as NAME.sl in the RIB's folder, then the
 * scene's shader search path, then --shaderpath, compiled once; the standard
 * pointlight and distantlight LightSources become the scene's lights (other
 * light shaders are compiled like surfaces); the image is written to
 * Display's file unless -o says otherwise.
 *
 * Until the JIT renderer takes shader instances (parameter values and one
 * surface per object), shaders run with their defaults and every object
 * uses the first object's surface, each with a warning. */
#define _POSIX_C_SOURCE 200809L
#include "render_rib.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "scene.h"

/* dir/NAME.sl when readable (a malloc'd path), else NULL. */
static char *try_dir(const char *dir, size_t dirlen, const char *name)
{
    size_t n = dirlen + strlen(name) + 5;
    char *p = malloc(n);
    if (!p)
        abort();
    snprintf(p, n, "%.*s%s%s.sl", (int)dirlen, dir, dirlen ? "/" : "", name);
    if (access(p, R_OK) == 0)
        return p;
    free(p);
    return NULL;
}

/* Each ':'-separated folder of `list` in turn; "@" stands for `deflt`. */
static char *try_list(const char *list, const char *name, const char *deflt)
{
    for (const char *c = list; c;) {
        const char *e = strchr(c, ':');
        size_t len = e ? (size_t)(e - c) : strlen(c);
        char *p = NULL;
        if (len == 1 && c[0] == '@')
            p = deflt ? try_list(deflt, name, NULL) : NULL;
        else if (len)
            p = try_dir(c, len, name);
        if (p)
            return p;
        c = e ? e + 1 : NULL;
    }
    return NULL;
}

static char *find_shader(const scene_rib *r, const char *name, const char *shaderpath)
{
    char *p = try_dir(r->dir, strlen(r->dir), name);
    for (size_t i = 0; !p && r->shader_path && r->shader_path[i]; i++)
        p = try_list(r->shader_path[i], name, shaderpath);
    if (!p && shaderpath)
        p = try_list(shaderpath, name, NULL);
    return p;
}

typedef struct compiled {
    char *path;
    rsl_jit_unit *unit;
} compiled;

typedef struct rib_session {
    const rib_render_args *a;
    const scene_rib *r;
    compiled files[32];
    int nfiles;
} rib_session;

/* The compiled entry for shader instance `index` of kind `kind`. */
static bool shader_ref(rib_session *s, int index, enum rsl_shader_kind kind, rsl_jit_shader_ref *out)
{
    const scene_shader_instance *in = &s->r->shaders[index];
    char *path = find_shader(s->r, in->name, s->a->shaderpath);
    if (!path) {
        fprintf(stderr, "%s: error: shader \"%s\": no %s.sl in %s, the scene's shader path or --shaderpath\n",
                s->a->tool, in->name, in->name, s->r->dir);
        return false;
    }
    rsl_jit_unit *u = NULL;
    for (int i = 0; i < s->nfiles && !u; i++)
        if (strcmp(s->files[i].path, path) == 0)
            u = s->files[i].unit;
    if (!u) {
        if (s->nfiles == (int)(sizeof s->files / sizeof s->files[0])) {
            fprintf(stderr, "%s: error: too many shader files\n", s->a->tool);
            free(path);
            return false;
        }
        rsl_diag *diag = rsl_diag_new(stderr);
        rsl_jit_options opts = {.source = s->a->source, .optimize = true, .errors = stderr, .tool = s->a->tool,
                                .no_loop_budget = s->a->no_loop_budget};
        u = rsl_jit_compile_file(path, &opts, diag);
        rsl_diag_free(diag);
        if (!u) {
            free(path);
            return false;
        }
        s->files[s->nfiles++] = (compiled){path, u};
    } else {
        free(path);
    }
    out->unit = u;
    out->entry = rsl_jit_find(u, in->name, 1u << kind);
    if (!out->entry) {
        fprintf(stderr, "%s: error: %s.sl has no %s shader named %s\n", s->a->tool, in->name,
                kind == RSL_SHADER_LIGHT ? "light" : "surface", in->name);
        return false;
    }
    return true;
}

static scene_vec3 param3(const scene_shader_instance *in, const char *name, scene_vec3 deflt)
{
    const scene_param *p = scene_param_find(in->params, in->nparams, name);
    return p && p->f && p->nvalues == 3 ? (scene_vec3){p->f[0], p->f[1], p->f[2]} : deflt;
}

/* The standard pointlight and distantlight (RI 3.2 appendix A) as the
 * scene's lights, in camera space; false for any other light shader. */
static bool standard_light(const scene_shader_instance *in, scene_light *out)
{
    bool point = strcmp(in->name, "pointlight") == 0;
    if (!point && strcmp(in->name, "distantlight") != 0)
        return false;
    const scene_param *ip = scene_param_find(in->params, in->nparams, "intensity");
    scene_vec3 from = scene_mat4_point(&in->space, param3(in, "from", (scene_vec3){0, 0, 0}));
    scene_vec3 to = scene_mat4_point(&in->space, param3(in, "to", (scene_vec3){0, 0, 1}));
    *out = (scene_light){.kind = point ? SCENE_LIGHT_POINT : SCENE_LIGHT_DISTANT, .from = from,
                         .dir = {to.x - from.x, to.y - from.y, to.z - from.z},
                         .color = param3(in, "lightcolor", (scene_vec3){1, 1, 1}),
                         .intensity = ip && ip->f && ip->nvalues == 1 ? ip->f[0] : 1};
    float len = sqrtf(out->dir.x * out->dir.x + out->dir.y * out->dir.y + out->dir.z * out->dir.z);
    if (len > 0)
        out->dir = (scene_vec3){out->dir.x / len, out->dir.y / len, out->dir.z / len};
    return true;
}

int rib_render(const rib_render_args *a)
{
    scene_rib r;
    char *err = NULL;
    if (!scene_rib_load(a->rib, &r, &err)) {
        fprintf(stderr, "%s\n", err);
        free(err);
        return 1;
    }
    for (size_t i = 0; i < r.nwarnings; i++)
        fprintf(stderr, "%s\n", r.warnings[i]);
    rib_session s = {.a = a, .r = &r};
    rsl_jit_shader_ref *lights = calloc(r.nlights + 1, sizeof *lights);
    float *rgb = NULL;
    int rc = 1;
    const char *out = a->out;
    if (!out && r.opt.display_name && r.opt.display_type && strcmp(r.opt.display_type, "framebuffer") == 0) {
        fprintf(stderr, "%s: error: %s: Display \"framebuffer\" needs -o FILE (no window here)\n", a->tool, a->rib);
        goto done;
    }
    if (!out)
        out = r.opt.display_name;
    if (!out) {
        fprintf(stderr, "%s: error: %s has no Display: give -o FILE\n", a->tool, a->rib);
        goto done;
    }
    int width = r.opt.xres, height = r.opt.yres;
    if (a->width && a->height) {
        width = a->width, height = a->height;
    } else if (a->width) {
        width = a->width;
        height = (int)lroundf((float)a->width * (float)r.opt.yres / (float)r.opt.xres);
    } else if (a->height) {
        height = a->height;
        width = (int)lroundf((float)a->height * (float)r.opt.xres / (float)r.opt.yres);
    }
    width = width < 1 ? 1 : width;
    height = height < 1 ? 1 : height;

    rsl_jit_render_options ro = {.scene = r.scene, .width = width, .height = height, .threads = a->threads,
                                 .max_iterations = a->max_iterations};
    int surface = -1;
    bool params_warned = false;
    for (size_t i = 0; i < r.scene->nobjs; i++) {
        int sh = r.objects[i].shader[SCENE_SHADER_SURFACE];
        if (surface < 0)
            surface = sh;
        if (sh >= 0 && sh != surface && strcmp(r.shaders[sh].name, r.shaders[surface].name) != 0) {
            fprintf(stderr, "%s: warning: one surface shader per object is not supported yet: every object uses "
                    "\"%s\"\n", a->tool, r.shaders[surface].name);
            break;
        }
    }
    if (surface < 0) {
        fprintf(stderr, "%s: error: %s: no object has a Surface shader\n", a->tool, a->rib);
        goto done;
    }
    if (!shader_ref(&s, surface, RSL_SHADER_SURFACE, &ro.surface))
        goto done;
    bool standard = true;
    scene_light sl;
    for (size_t i = 0; i < r.nlights; i++)
        standard &= standard_light(&r.shaders[r.lights[i].shader], &sl);
    for (size_t i = 0; i < r.nlights; i++) {
        const scene_shader_instance *in = &r.shaders[r.lights[i].shader];
        if (standard) {
            standard_light(in, &sl);
            scene_add_light(r.scene, sl);
        } else if (!shader_ref(&s, r.lights[i].shader, RSL_SHADER_LIGHT, &lights[ro.nlights++])) {
            goto done;
        }
    }
    for (size_t i = 0; i < r.nshaders && !params_warned; i++)
        if (r.shaders[i].nparams && (!standard || (r.shaders[i].kind != SCENE_SHADER_LIGHT))) {
            fprintf(stderr, "%s: warning: shader parameters are not bound yet: \"%s\" runs with its defaults\n",
                    a->tool, r.shaders[i].name);
            params_warned = true;
        }
    ro.lights = lights;
    ro.progress = isatty(2) ? stderr : NULL;
    rgb = calloc((size_t)width * (size_t)height * 3, sizeof *rgb);
    rsl_jit_render_stats st;
    if (!rsl_jit_render(&ro, rgb, &st, &err)) {
        fprintf(stderr, "%s: error: %s\n", a->tool, err);
        free(err);
        goto done;
    }
    /* Exposure: gain, then gamma (RI 3.2). */
    if (r.opt.gain != 1 || r.opt.gamma != 1)
        for (size_t i = 0; i < (size_t)width * (size_t)height * 3; i++)
            rgb[i] = powf(fmaxf(rgb[i] * r.opt.gain, 0), 1 / r.opt.gamma);
    if (!scene_png_write(out, width, height, rgb, SCENE_PNG_LINEAR, &err)) {
        fprintf(stderr, "%s: error: %s\n", a->tool, err);
        free(err);
        goto done;
    }
    rc = 0;
done:
    for (int i = 0; i < s.nfiles; i++) {
        rsl_jit_unit_free(s.files[i].unit);
        free(s.files[i].path);
    }
    free(lights);
    free(rgb);
    scene_rib_free(&r);
    return rc;
}
