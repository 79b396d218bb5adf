/* rsl-render SCENE.rib: the scene library reads the RIB; the JIT backend
 * renders it here, the PTX and RPU backends in render_rib_ptx.c and
 * render_rib_rpu.c.  For the JIT:
 * each shader it names ("plastic") is looked up as plastic.sl in the RIB's
 * folder, then the scene's shader search path ("@" there: --shaderpath and
 * the project's standard shaders), then --shaderpath, then the standard
 * shaders; every file is compiled once and every shader instance of the
 * scene becomes a JIT instance with its parameter values bound.  Objects get
 * their own surface (RI 3.2's "defaultsurface" when the scene names none),
 * displacement and atmosphere; the scene's LightSources
 * light every object; the image goes to Display's file unless -o says
 * otherwise. */
#define _POSIX_C_SOURCE 200809L
#include "render_rib.h"

#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "render_core.h"
#include "rsl_dynamic.h"
#include "scene.h"
#include "tool_common.h"

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

/* RI 3.2's standard shaders: the installed ones beside the tool, else the
 * source tree's shaders/. */
static const char *standard_shaders(void) { return tool_data_path("shaders", RSL_STANDARD_SHADERS); }

void rib_rsl_matrix(const scene_mat4 *m, float out[16])
{
    for (int j = 0; j < 16; j++)
        out[j] = m->m[j % 4][j / 4];
}


char *rib_find_shader(const scene_rib *r, const char *name, const char *shaderpath)
{
    char deflt[4096];
    snprintf(deflt, sizeof deflt, "%s%s%s", shaderpath ? shaderpath : "", shaderpath ? ":" : "", standard_shaders());
    char *p = try_dir(r->dir, strlen(r->dir), name);
    for (size_t i = 0; !p && r->shader_path && r->shader_path[i]; i++)
        p = try_list(r->shader_path[i], name, deflt);
    if (!p)
        p = try_list(deflt, name, NULL);
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
    rsl_jit_instance **inst; /* per scene shader instance, made on first use */
    rsl_jit_instance *default_surface;
    rsl_jit_instance **own; /* the instances made for objects with overrides */
    size_t nown;
} rib_session;

/* The compiled file of shader `name` (diagnostic printed when missing). */
static rsl_jit_unit *shader_unit(rib_session *s, const char *name)
{
    char *path = rib_find_shader(s->r, name, s->a->shaderpath);
    if (!path) {
        fprintf(stderr, "%s: error: %s: shader \"%s\": no %s.sl in %s, the scene's shader path, --shaderpath or "
                "%s\n", s->a->tool, s->a->rib, name, name, s->r->dir, standard_shaders());
        return NULL;
    }
    for (int i = 0; i < s->nfiles; i++)
        if (strcmp(s->files[i].path, path) == 0) {
            free(path);
            return s->files[i].unit;
        }
    if (s->nfiles == (int)(sizeof s->files / sizeof s->files[0])) {
        fprintf(stderr, "%s: error: too many shader files\n", s->a->tool);
        free(path);
        return NULL;
    }
    rsl_diag *diag = rsl_diag_new(stderr);
    rsl_jit_options opts = {.source = s->a->source, .optimize = true, .errors = stderr, .tool = s->a->tool,
                            .no_loop_budget = s->a->no_loop_budget};
    rsl_jit_unit *u = rsl_jit_compile_file(path, &opts, diag);
    rsl_diag_free(diag);
    if (!u) {
        free(path);
        return NULL;
    }
    s->files[s->nfiles++] = (compiled){path, u};
    return u;
}

/* Floats per value of an RSL type. */
static int type_floats(int type)
{
    if (type == rsl_jit_type_from_name("matrix"))
        return 16;
    if (type == rsl_jit_type_from_name("float") || type == rsl_jit_type_from_name("string"))
        return 1;
    return 3;
}

/* A scene shader instance's parameters as JIT values: the type as the RIB
 * declared it, or, for names it did not declare, as the shader does;
 * points, vectors and normals moved from the shader's space to camera
 * space.  `floats` receives the transformed copies. */
static int param_values(const scene_shader_instance *in, const scene_param *params, size_t nparams,
                        const rsl_jit_entry *e, rsl_jit_param_value *vals, float **floats)
{
    static const char *const names[] = {"float", "float", "string", "point", "vector",
                                        "normal", "color", "hpoint", "matrix"};
    int nsp, n = 0;
    const rsl_jit_shader_param *sp = rsl_jit_shader_params(e, &nsp);
    for (size_t i = 0; i < nparams; i++) {
        const scene_param *p = &params[i];
        int type = rsl_jit_type_from_name(names[p->type]);
        for (int k = 0; !p->declared && k < nsp; k++)
            if (strcmp(sp[k].name, p->name) == 0)
                type = sp[k].type;
        int per = type_floats(type);
        rsl_jit_param_value *v = &vals[n++];
        *v = (rsl_jit_param_value){.name = p->name, .type = type, .count = (int)(p->nvalues / (size_t)per),
                                   .f = p->f, .s = (const char *const *)p->s};
        /* The kind of triple decides how it moves (a name the RIB did not
         * declare takes the shader's type). */
        scene_param_type triple = type == rsl_jit_type_from_name("point")    ? SCENE_PARAM_POINT
                                  : type == rsl_jit_type_from_name("vector") ? SCENE_PARAM_VECTOR
                                  : type == rsl_jit_type_from_name("normal") ? SCENE_PARAM_NORMAL
                                                                             : SCENE_PARAM_FLOAT;
        if (triple != SCENE_PARAM_FLOAT && p->f) {
            float *t = floats[i] = malloc(p->nvalues * sizeof *t + 1);
            if (!t)
                abort();
            for (size_t k = 0; k + 3 <= p->nvalues; k += 3)
                scene_param_transform(&in->space, p->f + k, t + k, triple);
            v->f = t;
        }
    }
    return n;
}


/* "raster" of the image rendered (-W and -H may differ from Format): NDC
 * scaled by its size, so raster -> camera is 1/size, then NDC -> camera. */
static void raster_of_image(rsl_jit_space *spaces, size_t n, int width, int height)
{
    const rsl_matrix *ndc = NULL;
    for (size_t i = 0; i < n; i++)
        if (strcmp(spaces[i].name, "NDC") == 0)
            ndc = &spaces[i].to_current;
    for (size_t i = 0; ndc && i < n; i++)
        if (strcmp(spaces[i].name, "raster") == 0)
            for (int j = 0; j < 16; j++)
                spaces[i].to_current.m[j] =
                    ndc->m[j] / (j < 4 ? (float)width : j < 8 ? (float)height : 1.0f);
}

rsl_jit_space *rib_spaces(const scene_rib *r, int width, int height)
{
    rsl_jit_space *spaces = calloc(r->ncoordsys + 1, sizeof *spaces);
    if (!spaces)
        abort();
    for (size_t i = 0; i < r->ncoordsys; i++) {
        spaces[i].name = r->coordsys[i].name;
        rib_rsl_matrix(&r->coordsys[i].to_camera, spaces[i].to_current.m);
    }
    raster_of_image(spaces, r->ncoordsys, width, height);
    return spaces;
}

rsl_matrix *rib_object_spaces(const scene_rib *r)
{
    rsl_matrix *object_spaces = calloc(r->scene->nobjs + 1, sizeof *object_spaces);
    if (!object_spaces)
        abort();
    for (size_t i = 0; i < r->scene->nobjs; i++)
        rib_rsl_matrix(&r->objects[i].object_to_camera, object_spaces[i].m);
    return object_spaces;
}

static const char *kind_word(scene_shader_kind k)
{
    static const char *const words[] = {"Surface", "Displacement", "Atmosphere", "Interior",
                                        "Exterior", "Imager", "LightSource", "AreaLightSource"};
    return words[k];
}

/* Whether entry e has a parameter `name`. */
static bool has_param(const rsl_jit_entry *e, const char *name)
{
    int nsp;
    const rsl_jit_shader_param *sp = rsl_jit_shader_params(e, &nsp);
    for (int k = 0; k < nsp; k++)
        if (strcmp(sp[k].name, name) == 0)
            return true;
    return false;
}

/* in's parameters, then the object's primitive variables that name a
 * parameter of e in place of in's own (RI 3.2 overrides); *n of them. */
static scene_param *merged_params(const scene_shader_instance *in, const scene_rib_object *o, const rsl_jit_entry *e,
                                  size_t *n)
{
    size_t nov = o ? o->noverrides : 0;
    scene_param *ps = calloc(in->nparams + nov + 1, sizeof *ps);
    if (!ps)
        abort();
    *n = 0;
    for (size_t i = 0; i < in->nparams; i++) {
        bool overridden = false;
        for (size_t k = 0; k < nov && !overridden; k++)
            overridden = strcmp(o->overrides[k].name, in->params[i].name) == 0 && has_param(e, in->params[i].name);
        if (!overridden)
            ps[(*n)++] = in->params[i];
    }
    for (size_t k = 0; k < nov; k++)
        if (has_param(e, o->overrides[k].name))
            ps[(*n)++] = o->overrides[k];
    return ps;
}

/* The JIT instance of a scene shader instance for object o (NULL: any
 * object without overrides), made once into *slot (NULL after a
 * diagnostic). */
static rsl_jit_instance *make_instance(rib_session *s, const scene_shader_instance *in, const scene_rib_object *o,
                                       rsl_jit_instance **slot)
{
    if (*slot)
        return *slot;
    static const enum rsl_shader_kind kinds[] = {RSL_SHADER_SURFACE, RSL_SHADER_DISPLACEMENT, RSL_SHADER_VOLUME,
                                                 RSL_SHADER_VOLUME, RSL_SHADER_VOLUME, RSL_SHADER_IMAGER,
                                                 RSL_SHADER_LIGHT, RSL_SHADER_LIGHT};
    rsl_jit_unit *u = shader_unit(s, in->name);
    if (!u)
        return NULL;
    const rsl_jit_entry *e = rsl_jit_find(u, in->name, 1u << kinds[in->kind]);
    if (!e) {
        fprintf(stderr, "%s: error: %s: %s \"%s\": %s.sl has no %s shader %s\n", s->a->tool, s->a->rib,
                kind_word(in->kind), in->name, in->name, rsl_jit_kind_name(kinds[in->kind]), in->name);
        return NULL;
    }
    size_t nparams;
    scene_param *params = merged_params(in, o, e, &nparams);
    rsl_jit_param_value *vals = calloc(nparams + 1, sizeof *vals);
    float **floats = calloc(nparams + 1, sizeof *floats);
    int nvals = param_values(in, params, nparams, e, vals, floats);
    char *warnings = NULL, *err = NULL;
    rsl_jit_instance *inst = rsl_jit_instance_new(u, e, vals, nvals, &warnings, &err);
    for (size_t i = 0; i < nparams; i++)
        free(floats[i]);
    free(floats);
    free(vals);
    free(params);
    /* At the shader's request in the RIB when known. */
    for (char *line = warnings, *end; line && (end = strchr(line, '\n')); line = end + 1) {
        if (in->where)
            fprintf(stderr, "%s: warning: %s \"%s\": %.*s\n", in->where, kind_word(in->kind), in->name,
                    (int)(end - line), line);
        else
            fprintf(stderr, "%s: warning: %s: %.*s\n", s->a->tool, s->a->rib, (int)(end - line), line);
    }
    free(warnings);
    if (!inst) {
        if (in->where)
            fprintf(stderr, "%s: error: %s \"%s\": %s\n", in->where, kind_word(in->kind), in->name, err);
        else
            fprintf(stderr, "%s: error: %s: %s \"%s\": %s\n", s->a->tool, s->a->rib, kind_word(in->kind), in->name,
                    err);
        free(err);
        return NULL;
    }
    rsl_matrix space;
    rib_rsl_matrix(&in->space, space.m);
    rsl_jit_instance_set_shader_space(inst, &space);
    return *slot = inst;
}

/* Scene shader `index`; -1: RI 3.2's "defaultsurface".  For an object o
 * with overrides, an instance of its own (freed with the session). */
static rsl_jit_instance *instance(rib_session *s, int index, const scene_rib_object *o)
{
    scene_shader_instance deflt = {.name = "defaultsurface", .kind = SCENE_SHADER_SURFACE,
                                   .space = scene_mat4_identity()};
    const scene_shader_instance *in = index >= 0 ? &s->r->shaders[index] : &deflt;
    if (o && o->noverrides) {
        s->own = realloc(s->own, (s->nown + 1) * sizeof *s->own);
        if (!s->own)
            abort();
        s->own[s->nown] = NULL;
        return make_instance(s, in, o, &s->own[s->nown++]);
    }
    return make_instance(s, in, NULL, index >= 0 ? &s->inst[index] : &s->default_surface);
}

/* A warning for a primitive variable that is no parameter of the object's
 * shaders (it reaches none of them). */
static void unmatched_override(const rib_session *s, const rsl_jit_object_shaders *set, const char *name)
{
    const rsl_jit_instance *in[] = {set->surface, set->displacement, set->atmosphere, set->interior, set->exterior};
    for (int i = 0; i < 5; i++)
        if (in[i] && has_param(rsl_jit_instance_entry(in[i]), name))
            return;
    fprintf(stderr, "%s: warning: %s: primitive variable \"%s\" is not a parameter of the object's shaders: "
            "ignored\n", s->a->tool, s->a->rib, name);
}

/* Each object's (surface, displacement, atmosphere, interior, exterior,
 * Sides, lights switched on) as one of the render's shader sets,
 * scene_object.shader renumbered to index them; *lights_on holds the sets'
 * light switches, nlights each.  False after a diagnostic. */
static bool object_shaders(rib_session *s, rsl_jit_object_shaders **sets, int *nsets, bool **lights_on)
{
    scene *sc = s->r->scene;
    size_t nl = s->r->nlights;
    static const scene_shader_kind kinds[5] = {SCENE_SHADER_SURFACE, SCENE_SHADER_DISPLACEMENT,
                                               SCENE_SHADER_ATMOSPHERE, SCENE_SHADER_INTERIOR, SCENE_SHADER_EXTERIOR};
    int (*keys)[6] = calloc(sc->nobjs + 1, sizeof *keys);
    *sets = calloc(sc->nobjs + 1, sizeof **sets);
    *lights_on = calloc((sc->nobjs + 1) * (nl + 1), sizeof **lights_on);
    *nsets = 0;
    bool ok = true;
    for (size_t i = 0; i < sc->nobjs && ok; i++) {
        const scene_rib_object *o = &s->r->objects[i];
        int key[6];
        for (int k = 0; k < 5; k++)
            key[k] = o->shader[kinds[k]];
        key[5] = o->sides;
        bool *on = *lights_on + (size_t)*nsets * (nl + 1);
        for (size_t l = 0; l < nl; l++)
            on[l] = scene_rib_light_on(o, (int)l);
        int k = 0; /* an object with overrides gets a set of its own */
        while (k < *nsets && (o->noverrides || memcmp(keys[k], key, sizeof key) != 0 ||
                              memcmp(*lights_on + (size_t)k * (nl + 1), on, nl * sizeof *on) != 0))
            k++;
        if (k == *nsets) {
            memcpy(keys[k], key, sizeof key);
            rsl_jit_object_shaders *set = &(*sets)[k];
            set->lights_on = on;
            set->one_sided = o->sides == 1;
            const rsl_jit_instance **slots[5] = {&set->surface, &set->displacement, &set->atmosphere,
                                                 &set->interior, &set->exterior};
            ok = (set->surface = instance(s, key[0], o)) != NULL;
            for (int j = 1; j < 5 && ok; j++)
                if (key[j] >= 0)
                    ok = (*slots[j] = instance(s, key[j], o)) != NULL;
            for (size_t v = 0; ok && v < o->noverrides; v++)
                unmatched_override(s, set, o->overrides[v].name);
            (*nsets)++;
        }
        sc->objs[i].shader = k;
    }
    free(keys);
    return ok;
}

/* Warnings for what the scene asks and the JIT renderer cannot do. */
static void unsupported(const rib_render_args *a, const scene_rib *r)
{
    if (!r->opt.perspective && isfinite(r->opt.fstop))
        fprintf(stderr, "%s: warning: %s: DepthOfField under an orthographic camera: everything is in focus\n",
                a->tool, a->rib);
}

/* The scene's values for attribute() of an object ("class:name", the
 * newest Attribute) and option() (RI 3.2's camera options by name, or
 * "class:name" of an Option); "Format" is the renderer's (the image's
 * size as rendered). */
static bool scene_query(void *user, int function, int object, const char *name, rsl_jit_answer *out)
{
    const scene_rib *r = user;
    const scene_rib_options *o = &r->opt;
    const scene_param *p = NULL;
    if (function == RSL_MSG_ATTRIBUTE) {
        if (object < 0 || (size_t)object >= r->scene->nobjs)
            return false;
        p = scene_rib_attr_find(r->objects[object].attrs, name);
    } else if (function == RSL_MSG_OPTION) {
        static const struct { const char *name; size_t offset, n; } camera[] = {
            {"FrameAspectRatio", offsetof(scene_rib_options, frame_aspect), 1},
            {"CropWindow", offsetof(scene_rib_options, crop), 4},
            {"DepthOfField", offsetof(scene_rib_options, fstop), 3},
            {"Shutter", offsetof(scene_rib_options, shutter), 2},
            {"Clipping", offsetof(scene_rib_options, hither), 2},
        };
        for (size_t i = 0; i < sizeof camera / sizeof camera[0]; i++)
            if (strcmp(name, camera[i].name) == 0) {
                *out = (rsl_jit_answer){.f = (const float *)((const char *)o + camera[i].offset), .nf = camera[i].n};
                return true;
            }
        p = scene_rib_attr_find(r->options, name);
    }
    if (!p)
        return false;
    *out = (rsl_jit_answer){.f = p->f, .nf = p->f ? p->nvalues : 0, .s = p->s && p->nvalues ? p->s[0] : NULL};
    return true;
}

void render_print_stats(int width, int height, const rsl_jit_render_stats *st)
{
    fprintf(stderr, "render %dx%d: %.3f s, %llu rays, %.0f rays/s; shading step %.3f s\n", width, height, st->seconds,
            (unsigned long long)st->rays, st->seconds > 0 ? (double)st->rays / st->seconds : 0.0, st->shade_seconds);
}

/* Option "trace" "maxdepth": reflections below the camera ray (0: none). */
static int trace_depth(const scene_rib *r)
{
    const scene_param *p = scene_rib_attr_find(r->options, "trace:maxdepth");
    if (!p || !p->f || !p->nvalues)
        return 0;
    return 1 + (int)fminf(fmaxf(p->f[0], 0.0f), 64.0f);
}

int rib_render(const rib_render_args *a)
{
    scene_rib r;
    char *err = NULL;
    if (!scene_rib_load_sized(a->rib, a->width, a->height, &r, &err)) {
        fprintf(stderr, "%s\n", err);
        free(err);
        return 1;
    }
    for (size_t i = 0; i < r.nwarnings; i++)
        fprintf(stderr, "%s\n", r.warnings[i]);
    unsupported(a, &r);
    rib_session s = {.a = a, .r = &r, .inst = calloc(r.nshaders + 1, sizeof *s.inst)};
    const rsl_jit_instance **lights = calloc(r.nlights + 1, sizeof *lights);
    bool *shadows = calloc(r.nlights + 1, sizeof *shadows);
    rsl_jit_object_shaders *sets = NULL;
    rsl_jit_space *spaces = NULL;
    rsl_matrix *object_spaces = NULL;
    bool *lights_on = NULL;
    float *rgb = NULL;
    int rc = 1, nsets = 0;
    rib_depth depth = {0};
    const char *out = a->out;
    if (!rib_prepare_textures(a->rib, &r))
        goto done;
    if (!out && r.opt.display_type && strcmp(r.opt.display_type, "framebuffer") == 0) {
        fprintf(stderr, "%s: error: %s: Display \"framebuffer\" needs -o FILE (no window here)\n", a->tool, a->rib);
        goto done;
    }
    if (!out)
        out = r.opt.display_name;
    if (!out) {
        fprintf(stderr, "%s: error: %s has no Display: give -o FILE\n", a->tool, a->rib);
        goto done;
    }
    int width = r.opt.xres, height = r.opt.yres; /* Format, or -W/-H through scene_rib_load_sized */

    render_view view;
    if (!render_view_rib(&r.opt, &r.scene->camera, width, height, &view, &err)) {
        fprintf(stderr, "%s: error: %s: %s\n", a->tool, a->rib, err);
        free(err);
        goto done;
    }
    bool alpha = r.opt.display_mode && strcmp(r.opt.display_mode, "rgba") == 0;
    if (a->backend != RIB_JIT) {
        for (size_t i = 0; i < r.scene->nobjs; i++)
            if (r.objects[i].sides == 1) { /* (the JIT renderer's front_hit walks past back faces) */
                fprintf(stderr, "%s: warning: %s: Sides 1 is not honoured by --backend=%s: back faces are seen and "
                        "shaded\n", a->tool, a->rib, a->backend == RIB_PTX ? "ptx" : "rpu");
                break;
            }
        rc = a->backend == RIB_PTX ? rib_render_ptx(a, &r, &view, out, alpha) : rib_render_rpu(a, &r, &view, out, alpha);
        goto done;
    }
    rsl_jit_render_options ro = {.scene = r.scene, .view = &view, .threads = a->threads,
                                 .max_iterations = a->max_iterations, .max_trace_depth = trace_depth(&r),
                                 .light_shadows = shadows, .query = scene_query, .query_user = &r};
    for (size_t i = 0; i < r.nlights; i++) {
        const scene_param *p = scene_rib_attr_find(r.lights[i].attrs, "light:shadows");
        shadows[i] = p && p->s && p->nvalues && strcmp(p->s[0], "on") == 0;
    }
    if (!object_shaders(&s, &sets, &nsets, &lights_on))
        goto done;
    if (rib_depth_wanted(&r) && !rib_depth_shaders(&depth, a->tool, sets, nsets))
        goto done;
    for (size_t i = 0; i < r.nlights; i++)
        if (!(lights[i] = instance(&s, r.lights[i].shader, NULL)))
            goto done;
    if (r.opt.imager >= 0 && !(ro.imager = instance(&s, r.opt.imager, NULL)))
        goto done;
    ro.objects = sets;
    ro.nobjects = nsets;
    ro.lights = lights;
    ro.nlights = (int)r.nlights;
    /* The scene's coordinate systems, each object's, and its clipping for depth(). */
    spaces = rib_spaces(&r, width, height);
    object_spaces = rib_object_spaces(&r);
    ro.spaces = spaces;
    ro.nspaces = (int)r.ncoordsys;
    ro.object_spaces = object_spaces;
    ro.clipping[0] = r.opt.hither;
    ro.clipping[1] = r.opt.yon;
    ro.progress = isatty(2) ? stderr : NULL;
    int ow = render_view_out_width(&view), oh = render_view_out_height(&view);
    rgb = calloc((size_t)ow * (size_t)oh * 4, sizeof *rgb);
    if (a->ray_log && !(ro.ray_log = fopen(a->ray_log, "wb"))) {
        fprintf(stderr, "%s: error: cannot write %s\n", a->tool, a->ray_log);
        goto done;
    }
    rsl_jit_render_stats st = {0};
    bool rendered = !nsets || rsl_jit_render(&ro, rgb, &st, &err); /* no objects: a black image */
    if (ro.ray_log && fclose(ro.ray_log) != 0 && rendered) {
        fprintf(stderr, "%s: error: cannot write %s\n", a->tool, a->ray_log);
        goto done;
    }
    if (!rendered) {
        fprintf(stderr, "%s: error: %s\n", a->tool, err);
        free(err);
        goto done;
    }
    if (a->stats && nsets)
        render_print_stats(ow, oh, &st);
    if (depth.shader) {
        rc = rib_depth_write(out, &r, rgb, ow, oh, &err) ? 0 : 1;
        if (rc)
            fprintf(stderr, "%s: error: %s\n", a->tool, err);
        free(err);
        goto done;
    }
    if (!render_write_png(out, ow, oh, rgb, alpha, &err)) {
        fprintf(stderr, "%s: error: %s\n", a->tool, err);
        free(err);
        goto done;
    }
    rc = 0;
done:
    for (size_t i = 0; i < r.nshaders; i++)
        rsl_jit_instance_free(s.inst[i]);
    rsl_jit_instance_free(s.default_surface);
    for (size_t i = 0; i < s.nown; i++)
        rsl_jit_instance_free(s.own[i]);
    free(s.own);
    free(s.inst);
    for (int i = 0; i < s.nfiles; i++) {
        rsl_jit_unit_free(s.files[i].unit);
        free(s.files[i].path);
    }
    free(sets);
    free(spaces);
    free(object_spaces);
    free(lights_on);
    free(lights);
    free(shadows);
    free(rgb);
    rib_depth_free(&depth);
    scene_rib_free(&r);
    return rc;
}
