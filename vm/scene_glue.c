/* `trace` and the scene in data memory: the VM's side of the scene library
 * (vm/scene).  Scenes come from scene_load, in the thesis's camera frame
 * which the main shaders of seed 000 section 12 assume: eye at the origin,
 * looking down +z, +y up, +x to the right. */
#include "rpuvm.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static char *message(const char *a, const char *b) {
    size_t n = strlen(a) + strlen(b) + 1;
    char *m = malloc(n);
    if (m) snprintf(m, n, "%s%s", a, b);
    return m;
}

#ifdef RPUVM_HAVE_SCENE
#include "scene/scene.h"

struct rpu_scene {
    scene *s;
    scene_rib *rib; /* a RIB scene's reader state (owning s), or NULL */
    scene_rpu_layout layout;
    int32_t shader_addr;
    int32_t *shaders; /* per scene_object.shader, or NULL */
    size_t nshaders;
};

static bool is_rib(const char *spec) {
    size_t n = strlen(spec);
    return (n > 4 && !strcmp(spec + n - 4, ".rib")) || (n > 7 && !strcmp(spec + n - 7, ".rib.gz"));
}

/* A RIB scene, as rsl-render reads it (scene_rib_load). */
static rpu_scene *load_rib(const char *path, size_t nlight_at, char **err) {
    if (nlight_at) {
        *err = message("--light-at needs a mesh or built-in scene: a RIB scene has its own lights: ", path);
        return NULL;
    }
    scene_rib *rib = calloc(1, sizeof *rib);
    rpu_scene *r = calloc(1, sizeof *r);
    if (!rib || !r || !scene_rib_load(path, rib, err)) {
        if (!rib || !r) *err = message("out of memory", "");
        free(rib);
        free(r);
        return NULL;
    }
    r->rib = rib;
    r->s = rib->scene;
    return r;
}

rpu_scene *rpu_scene_load(const char *spec, const char *const *light_at, size_t nlight_at, char **err) {
    if (is_rib(spec)) return load_rib(spec, nlight_at, err);
    /* The same scene as rsl-render's from the same arguments (scene_load). */
    scene_light *lights = calloc(nlight_at ? nlight_at : 1, sizeof *lights);
    if (!lights) {
        *err = message("out of memory", "");
        return NULL;
    }
    bool ok = true;
    for (size_t i = 0; i < nlight_at && ok; i++) ok = scene_parse_light_at(light_at[i], &lights[i], err);
    scene *s = ok ? scene_load(spec, lights, nlight_at, err) : NULL;
    free(lights);
    if (!s) return NULL;
    rpu_scene *r = rpu_scene_adopt(s, err);
    if (!r) scene_free(s);
    return r;
}

rpu_scene *rpu_scene_adopt(scene *s, char **err) {
    rpu_scene *r = calloc(1, sizeof *r);
    if (!r) {
        *err = message("out of memory", "");
        return NULL;
    }
    r->s = s;
    return r;
}

void rpu_scene_free(rpu_scene *r) {
    if (!r) return;
    if (r->rib) {
        scene_rib_free(r->rib);
        free(r->rib);
    } else {
        scene_free(r->s);
    }
    free(r->shaders);
    free(r);
}

const scene_rib *rpu_scene_rib(const rpu_scene *r) { return r ? r->rib : NULL; }

/* The code address of entry `name` for what the RIB calls `what`. */
static bool rib_entry(const rpu_object *obj, const char *what, const char *name, int32_t *addr, char **err) {
    uint32_t a;
    if (rpu_object_find_entry(obj, name, &a)) {
        *addr = (int32_t)a;
        return true;
    }
    size_t n = strlen(what) + 2 * strlen(name) + 96;
    *err = malloc(n);
    if (*err)
        snprintf(*err, n, "%s \"%s\": the program has no entry '%s' (rsl2ll --target=rpu of %s.sl)", what, name,
                 name, name);
    return false;
}

bool rpu_scene_rib_shaders(rpu_scene *r, const rpu_object *obj, bool surfaces, uint32_t **lights, size_t *nlights,
                           FILE *warnings, char **err) {
    const scene_rib *rib = r->rib;
    for (size_t i = 0; i < rib->nwarnings; i++) fprintf(warnings, "%s\n", rib->warnings[i]);
    *lights = calloc(rib->nlights + 1, sizeof **lights);
    *nlights = 0;
    int32_t *addr = calloc(rib->nshaders + 1, sizeof *addr); /* by shader instance; the last: defaultsurface */
    if (!*lights || !addr) {
        free(addr);
        *err = message("out of memory", "");
        return false;
    }
    bool ok = true, values = false;
    for (size_t i = 0; i < r->s->nobjs && ok && surfaces; i++) {
        int k = rib->objects[i].shader[SCENE_SHADER_SURFACE];
        const char *name = k >= 0 ? rib->shaders[k].name : "defaultsurface";
        size_t slot = k >= 0 ? (size_t)k : rib->nshaders;
        ok = addr[slot] || rib_entry(obj, "Surface", name, &addr[slot], err);
        values |= k >= 0 && rib->shaders[k].nparams;
        r->s->objs[i].shader = (int)slot;
    }
    for (size_t i = 0; i < rib->nlights && ok; i++) {
        const scene_shader_instance *in = &rib->shaders[rib->lights[i].shader];
        int32_t a = 0;
        ok = rib_entry(obj, "LightSource", in->name, &a, err);
        if (ok)
            (*lights)[(*nlights)++] = (uint32_t)a;
        values |= in->nparams > 0;
    }
    /* An object's other shaders run only inside an object's entry, which the
     * program may or may not have made its Surface's entry: said once per kind. */
    static const struct {
        scene_shader_kind kind;
        const char *rib, *option;
    } others[] = {{SCENE_SHADER_DISPLACEMENT, "Displacement", "--displacement"},
                  {SCENE_SHADER_ATMOSPHERE, "Atmosphere", "--atmosphere"},
                  {SCENE_SHADER_INTERIOR, "Interior", "--interior"},
                  {SCENE_SHADER_EXTERIOR, "Exterior", "--exterior"}};
    for (size_t k = 0; k < sizeof others / sizeof others[0] && ok && surfaces; k++)
        for (size_t i = 0; i < r->s->nobjs; i++) {
            int sh = rib->objects[i].shader[others[k].kind];
            if (sh < 0) continue;
            fprintf(warnings, "rpu-vm: warning: %s \"%s\" runs only if the object's Surface entry is an object's "
                              "entry made with rsl2ll --target=rpu %s=%s.sl (rsl-render --backend=rpu runs it)\n",
                    others[k].rib, rib->shaders[sh].name, others[k].option, rib->shaders[sh].name);
            break;
        }
    if (ok && surfaces) rpu_scene_set_shaders(r, addr, rib->nshaders + 1);
    free(addr);
    if (ok && values)
        fprintf(warnings, "rpu-vm: warning: the RIB's shader parameter values are not applied: the entries run with the "
                          "values they were compiled with (rsl-render --backend=rpu binds them)\n");
    return ok;
}

void rpu_scene_set_shaders(rpu_scene *r, const int32_t *addr, size_t n) {
    free(r->shaders);
    r->shaders = malloc((n ? n : 1) * sizeof *r->shaders);
    r->nshaders = r->shaders ? n : 0;
    if (r->shaders && n) memcpy(r->shaders, addr, n * sizeof *addr);
}

const scene *rpu_scene_get(const rpu_scene *r) { return r ? r->s : NULL; }

void rpu_scene_hit(const rpu_scene *r, const scene_hit *h, rpu_hit *out) {
    int shader = r->s->objs[h->obj].shader;
    int32_t addr = shader >= 0 && (size_t)shader < r->nshaders ? r->shaders[shader] : r->shader_addr;
    *out = (rpu_hit){h->t, h->u, h->v, addr, r->layout.tris + (int32_t)h->tri, h->obj};
}

/* arg.x: the nearest distance counted (avoids self-hits); arg.y: the
 * farthest, 0 or less meaning unbounded. */
static void trace_scene(void *ctx, const float orig[3], const float dir[3], const float arg[4], rpu_hit *hit) {
    const rpu_scene *r = ctx;
    float tmin = arg[0] > 0 ? arg[0] : 0, tmax = arg[1] > 0 ? arg[1] : INFINITY;
    scene_hit h;
    if (!scene_intersect(r->s, (scene_vec3){orig[0], orig[1], orig[2]}, (scene_vec3){dir[0], dir[1], dir[2]}, tmin, tmax, &h))
        return;
    rpu_scene_hit(r, &h, hit);
}

bool rpu_scene_install(rpu_scene *r, rpu_machine *m, size_t extra, int32_t shader_addr,
                       const uint32_t *light_shaders, size_t nlight_shaders, char **err) {
    r->layout = scene_rpu_plan(r->s, 0);
    r->shader_addr = shader_addr;
    size_t list = nlight_shaders ? 1 + 2 * nlight_shaders : 0;
    size_t n = (size_t)r->layout.end + list + extra;
    scene_rpu_cell *cells = calloc(n ? n : 1, sizeof *cells);
    m->mem = calloc(n ? n : 1, sizeof *m->mem);
    if (!cells || !m->mem || !scene_rpu_write(r->s, r->layout, cells, n)) {
        free(cells);
        free(m->mem);
        m->mem = NULL;
        *err = message("the scene does not fit in data memory", "");
        return false;
    }
    for (size_t i = 0; i < n; i++)
        for (int k = 0; k < 4; k++) m->mem[i].i[k] = cells[i].w[k].i;
    free(cells);
    m->ncells = n;
    /* The thesis's single light in C0.xyz (position, or direction of a
     * distant light) and C1.xyz (color times intensity); C2.x the address of
     * the light list (docs/rpu.md). */
    if (r->s->nlights) {
        const scene_light *l = &r->s->lights[0];
        scene_vec3 at = l->kind == SCENE_LIGHT_POINT ? l->from : l->dir;
        m->c[0] = (rpu_vec){.f = {at.x, at.y, at.z, 0}};
        m->c[1] = (rpu_vec){.f = {l->color.x * l->intensity, l->color.y * l->intensity, l->color.z * l->intensity, 0}};
    }
    m->c[2] = (rpu_vec){.i = {r->layout.lights, 0, 0, 0}};
    if (nlight_shaders) { /* count, then per light (-, -, -, kind 2) and (-, -, -, entry address) */
        rpu_vec *cell = &m->mem[r->layout.end];
        cell[0] = (rpu_vec){.i = {(int32_t)nlight_shaders, 0, 0, 0}};
        for (size_t i = 0; i < nlight_shaders; i++) {
            cell[1 + 2 * i] = (rpu_vec){.i = {0, 0, 0, 2}};
            cell[2 + 2 * i] = (rpu_vec){.i = {0, 0, 0, (int32_t)light_shaders[i]}};
        }
        m->c[2] = (rpu_vec){.i = {r->layout.end, 0, 0, 0}};
    }
    if (extra) /* the count cell's y (runtime/glue_rpu.c) */
        m->mem[m->c[2].i[0]].i[1] = (int32_t)(n - extra);
    m->trace = trace_scene;
    m->trace_ctx = r;
    if (m->obj && !rpu_install_data(m, m->obj)) {
        *err = message("out of memory for the program's data", "");
        return false;
    }
    return true;
}

#else

rpu_scene *rpu_scene_load(const char *spec, const char *const *light_at, size_t nlight_at, char **err) {
    (void)light_at, (void)nlight_at;
    *err = message("scenes are not available: rpuvm was built without vm/scene, cannot load ", spec);
    return NULL;
}
rpu_scene *rpu_scene_adopt(struct scene *s, char **err) {
    (void)s;
    *err = message("scenes are not available: rpuvm was built without vm/scene", "");
    return NULL;
}
void rpu_scene_free(rpu_scene *r) { (void)r; }
bool rpu_scene_install(rpu_scene *r, rpu_machine *m, size_t extra, int32_t shader_addr,
                       const uint32_t *light_shaders, size_t nlight_shaders, char **err) {
    (void)r, (void)m, (void)extra, (void)shader_addr, (void)light_shaders, (void)nlight_shaders;
    *err = message("scenes are not available", "");
    return false;
}

#endif
