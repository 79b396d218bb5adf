/* Message passing on the JIT renderer (rsl_host_set_message_hook):
 * surface(), displacement() and atmosphere() read the parameters of the
 * shaders run at the point being shaded, lightsource() those of the light
 * that illuminance is at (host_env.c runs it into the record), attribute()
 * and option() ask the scene (rsl_jit_render_options.query).  A value is
 * written when its type and array length are the variable's (point,
 * vector, normal and color pass for one another, as RSL casts them);
 * strings are re-interned for the asking module.  incident() and
 * opposite() (RI 3.2 section 15.8) read the volume shaders on the two sides
 * of the surface being shaded: incident() the one the ray reaching the
 * point travelled through (its Exterior when the ray meets the side Ng
 * points to, I.Ng < 0, else its Interior: the volume render.c runs on a
 * ray that surface's shaders trace to that side), opposite() the other;
 * none there is unknown (0).  A volume is not run at the point: its
 * parameters are evaluated when first asked. */
#define _POSIX_C_SOURCE 200809L
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "jit_internal.h"
#include "rsl_dynamic.h"
#include "rsl_internal.h"
#include "rsl_runtime.h"

static _Thread_local rsl_jit_shading *innermost;

void rsl_jit_shading_begin(rsl_jit_shading *s, int object)
{
    memset(s, 0, offsetof(rsl_jit_shading, local));
    s->object = object;
    s->outer = innermost;
    innermost = s;
}

void rsl_jit_shading_end(rsl_jit_shading *s)
{
    for (int i = 0; i < RSL_JIT_SLOTS; i++)
        if (s->params[i] && s->params[i] != s->local[i]) /* (no free(NULL) for each empty slot of every point) */
            free(s->params[i]);
    innermost = s->outer;
}

void rsl_jit_shading_point(rsl_jit_shading *s, const rsl_globals *at, const rsl_jit_instance *interior,
                           const rsl_jit_instance *exterior)
{
    memset(s->inst, 0, sizeof s->inst);
    s->at = at;
    s->interior = interior;
    s->exterior = exterior;
}

/* Storage of inst's parameters in `slot` of s. */
static void *slot_storage(rsl_jit_shading *s, enum rsl_jit_slot slot, const rsl_jit_instance *inst)
{
    size_t size = rsl_jit_instance_params_size(inst);
    if (!s->params[slot] && size <= RSL_JIT_SHADING_LOCAL) {
        s->params[slot] = s->local[slot];
        s->size[slot] = RSL_JIT_SHADING_LOCAL;
    } else if (size > s->size[slot]) {
        if (s->params[slot] != s->local[slot])
            free(s->params[slot]);
        s->params[slot] = malloc(size);
        if (!s->params[slot])
            abort();
        s->size[slot] = size;
    }
    return s->params[slot];
}

void rsl_jit_shading_prepare(rsl_jit_shading *s, enum rsl_jit_slot slot, const rsl_jit_instance *inst,
                             rsl_jit_slot_call *c)
{
    c->record = s;
    c->slot = slot;
    c->inst = inst;
    c->storage = slot_storage(s, slot, inst);
    rsl_jit_instance_call(inst, &c->call);
}

void rsl_jit_slot_call_run(const rsl_jit_slot_call *c, rsl_globals *g)
{
    /* Readable while it runs too (a light reading the surface that called
     * illuminance): its parameters are set before its body starts. */
    c->record->inst[c->slot] = c->inst;
    rsl_jit_shader_call_run(&c->call, g, c->storage, true);
}

void rsl_jit_shading_run(enum rsl_jit_slot slot, const rsl_jit_instance *inst, rsl_globals *g)
{
    if (!innermost) {
        rsl_jit_run_instance(inst, g);
        return;
    }
    rsl_jit_slot_call c;
    rsl_jit_shading_prepare(innermost, slot, inst, &c);
    rsl_jit_slot_call_run(&c, g);
}

/* Puts the volume incident() or opposite() (`slot`) reads into its slot of
 * the innermost record; false when that side has none. */
static bool side_volume(enum rsl_jit_slot slot, rsl_globals *g)
{
    rsl_jit_shading *s = innermost;
    if (!s || !s->at)
        return false;
    if (s->inst[slot])
        return true;
    const rsl_globals *at = s->at;
    bool inside = rsl_dot3(at->I, at->Ng) > 0.0f;
    const rsl_jit_instance *vol = (slot == RSL_JIT_SLOT_INCIDENT) != inside ? s->exterior : s->interior;
    if (!vol)
        return false;
    rsl_jit_instance_params_into(vol, g, slot_storage(s, slot, vol));
    s->inst[slot] = vol;
    return true;
}

static bool is_triple(int kind)
{
    return kind == RSL_T_POINT || kind == RSL_T_VECTOR || kind == RSL_T_NORMAL || kind == RSL_T_COLOR;
}

/* Parameter `name` of the shader in `slot` into var. */
static float shader_value(const char *const *literals, enum rsl_jit_slot slot, const char *name, int32_t kind,
                          int32_t count, void *var)
{
    const rsl_jit_shading *s = innermost;
    if (!s || !s->inst[slot])
        return 0.0f;
    size_t offset, stride;
    const rsl_jit_shader_param *p = rsl_jit_instance_param(s->inst[slot], name, &offset, &stride);
    int len = p && p->array_len != RSL_JIT_NOT_ARRAY ? p->array_len : 1;
    if (!p || len != count || !(p->type == kind || (is_triple(p->type) && is_triple(kind))))
        return 0.0f;
    const unsigned char *from = (const unsigned char *)s->params[slot] + offset;
    for (int k = 0; k < count; k++, from += stride) {
        if (kind == RSL_T_STRING) {
            rsl_string id;
            memcpy(&id, from, sizeof id);
            const char *text = rsl_jit_instance_string(s->inst[slot], id);
            ((rsl_string *)var)[k] = rsl_host_string_make(literals, text, strlen(text));
        } else {
            size_t bytes = kind == RSL_T_FLOAT ? 4 : kind == RSL_T_MATRIX ? 64 : 12;
            memcpy((unsigned char *)var + (size_t)k * stride, from, bytes);
        }
    }
    return 1.0f;
}

/* An answer of the scene into var: a string, or as many floats as var
 * holds (16-byte triples, as RSL lays them out). */
static float scene_value(const char *const *literals, const rsl_jit_answer *a, int32_t kind, int32_t count, void *var)
{
    if (kind == RSL_T_STRING) {
        if (!a->s || count != 1)
            return 0.0f;
        *(rsl_string *)var = rsl_host_string_make(literals, a->s, strlen(a->s));
        return 1.0f;
    }
    size_t per = kind == RSL_T_FLOAT ? 1 : kind == RSL_T_MATRIX ? 16 : is_triple(kind) ? 3 : 0;
    if (!a->f || per == 0 || a->nf != per * (size_t)count)
        return 0.0f;
    size_t stride = per == 3 ? 4 : per;
    for (size_t k = 0; k < (size_t)count; k++)
        memcpy((float *)var + k * stride, a->f + k * per, per * sizeof(float));
    return 1.0f;
}

static float answer(struct rsl_globals *g, const char *const *literals, int32_t function, const char *name,
                    int32_t kind, int32_t count, void *var)
{
    switch (function) {
    case RSL_MSG_SURFACE: return shader_value(literals, RSL_JIT_SLOT_SURFACE, name, kind, count, var);
    case RSL_MSG_DISPLACEMENT: return shader_value(literals, RSL_JIT_SLOT_DISPLACEMENT, name, kind, count, var);
    case RSL_MSG_ATMOSPHERE: return shader_value(literals, RSL_JIT_SLOT_ATMOSPHERE, name, kind, count, var);
    case RSL_MSG_LIGHTSOURCE: return shader_value(literals, RSL_JIT_SLOT_LIGHT, name, kind, count, var);
    case RSL_MSG_INCIDENT:
    case RSL_MSG_OPPOSITE: {
        enum rsl_jit_slot slot = function == RSL_MSG_INCIDENT ? RSL_JIT_SLOT_INCIDENT : RSL_JIT_SLOT_OPPOSITE;
        return side_volume(slot, g) ? shader_value(literals, slot, name, kind, count, var) : 0.0f;
    }
    case RSL_MSG_ATTRIBUTE:
    case RSL_MSG_OPTION: {
        const rsl_jit_host_env *env = rsl_jit_host_bound();
        int object = innermost ? innermost->object : -1;
        rsl_jit_answer a = {0};
        if (!env || !env->query || !env->query(env->query_user, function, object, name, &a))
            return 0.0f;
        return scene_value(literals, &a, kind, count, var);
    }
    default: return 0.0f;
    }
}

/* Whether `word` is one of the comma-separated words of `list`. */
static bool has_word(const char *list, const char *word, size_t len)
{
    for (const char *c = list; *c;) {
        const char *e = strchr(c, ',');
        size_t n = e ? (size_t)(e - c) : strlen(c);
        if (n == len && strncmp(c, word, len) == 0)
            return true;
        c = e ? e + 1 : c + n;
    }
    return false;
}

/* illuminance's category against the light just run (its "__category"
 * parameter, comma-separated; none for a light without one): any word of
 * the category that the light has, or "-word" that it lacks, admits it. */
static float in_category(struct rsl_globals *g, const char *category)
{
    (void)g;
    rsl_string id = 0;
    const char *lights = "";
    if (shader_value(NULL, RSL_JIT_SLOT_LIGHT, "__category", RSL_T_STRING, 1, &id) != 0.0f)
        lights = rsl_host_string_text(NULL, id);
    for (const char *c = category; *c;) {
        const char *e = strchr(c, ',');
        size_t n = e ? (size_t)(e - c) : strlen(c);
        bool negated = n > 0 && c[0] == '-';
        if (n > (size_t)negated && has_word(lights, c + negated, n - negated) != negated)
            return 1.0f;
        c = e ? e + 1 : c + n;
    }
    return 0.0f;
}

void rsl_jit_host_install_messages(void)
{
    rsl_host_set_message_hook(answer);
    rsl_host_set_category_hook(in_category);
}
