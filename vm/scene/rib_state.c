/* The RIB graphics state: block structure (Frame, World, Attribute,
 * Transform, Object, Solid, Motion), transforms and named coordinate
 * systems, shading attributes, shaders and lights, options, and the request
 * table that hands the rest to the files, camera and geometry handlers. */
#include "rib_internal.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- Diagnostics ----------------------------------------------------------- */

bool rib_error(rib_state *st, int line, int col, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    if (!st->error)
        st->error = rib_message(st->lx, line, col, "error", fmt, ap);
    va_end(ap);
    return false;
}

void rib_warn(rib_state *st, int line, int col, const char *fmt, ...)
{
    /* Each distinct message once: a warning per polygon would bury the rest. */
    char text[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    if (rib_map_get(&st->warned, text))
        return;
    rib_map_put(&st->warned, text, 1);
    scene_rib *r = st->r;
    r->warnings = scene_grow(r->warnings, r->nwarnings + 1, sizeof *r->warnings);
    r->warnings[r->nwarnings++] = rib_message_text(st->lx, line, col, "warning", text);
}

static rib_attrs *cur(rib_state *st) { return &st->stack[st->depth]; }

/* ---- Blocks ----------------------------------------------------------------- */

const char *rib_block_name(char b)
{
    switch (b) {
    case 'F': return "FrameBegin";
    case 'W': return "WorldBegin";
    case 'A': return "AttributeBegin";
    case 'T': return "TransformBegin";
    case 'O': return "ObjectBegin";
    case 'S': return "SolidBegin";
    default: return "MotionBegin";
    }
}

static void push(rib_state *st, char block, int line)
{
    if (st->depth + 2 > st->cap) {
        st->cap = 2 * st->cap + 8;
        st->stack = scene_grow(st->stack, st->cap, sizeof *st->stack);
    }
    st->stack[st->depth + 1] = st->stack[st->depth];
    st->depth++;
    cur(st)->block = block;
    cur(st)->open_line = line;
    cur(st)->open_file = st->lx->name;
}

static bool pop(rib_state *st, const rib_request *rq, char block)
{
    if (st->depth == 0 || cur(st)->block != block) {
        if (st->depth == 0)
            return rib_error(st, rq->line, rq->col, "%s without %s", rq->name, rib_block_name(block));
        return rib_error(st, rq->line, rq->col, "%s inside %s (needs its End first)", rq->name,
                         rib_block_name(cur(st)->block));
    }
    st->depth--;
    return true;
}

static scene_mat4 *ctm(rib_state *st) { return &cur(st)->ctm; }

static void concat(rib_state *st, scene_mat4 m) { *ctm(st) = scene_mat4_mul(*ctm(st), m); }

/* A RIB matrix (16 numbers, points as row vectors) as a scene_mat4. */
static scene_mat4 from_rib(const float *v)
{
    scene_mat4 m;
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++)
            m.m[i][j] = v[4 * j + i];
    return m;
}

void rib_add_coordsys(rib_state *st, const char *name, scene_mat4 to_camera)
{
    scene_rib *r = st->r;
    for (size_t i = 0; i < r->ncoordsys; i++)
        if (strcmp(r->coordsys[i].name, name) == 0) {
            r->coordsys[i].to_camera = to_camera;
            return;
        }
    r->coordsys = scene_grow(r->coordsys, r->ncoordsys + 1, sizeof *r->coordsys);
    r->coordsys[r->ncoordsys++] = (scene_rib_coordsys){rib_arena_strdup(r, name), to_camera};
}

static const scene_rib_coordsys *find_coordsys(const scene_rib *r, const char *name)
{
    for (size_t i = 0; i < r->ncoordsys; i++)
        if (strcmp(r->coordsys[i].name, name) == 0)
            return &r->coordsys[i];
    return NULL;
}

/* ---- Requests --------------------------------------------------------------- */

/* The key of an object or light handle, argument k of rq: a number as
 * "%g", a string behind a quote, so that 1 and "1" differ. */
static void handle_key(const rib_request *rq, size_t k, char key[64])
{
    if (rq->args[k].kind == RIB_ARG_NUMBER)
        snprintf(key, 64, "%.9g", rq->nums[rq->args[k].first]);
    else
        snprintf(key, 64, "\"%.60s", rq->strs[rq->args[k].first]);
}

static bool structure(rib_state *st, const rib_request *rq)
{
    const char *n = rq->name;
    if (strcmp(n, "FrameBegin") == 0) {
        st->frames++;
        push(st, 'F', rq->line);
    } else if (strcmp(n, "FrameEnd") == 0) {
        return pop(st, rq, 'F');
    } else if (strcmp(n, "WorldBegin") == 0) {
        if (st->in_world)
            return rib_error(st, rq->line, rq->col, "WorldBegin inside a world");
        if (st->worlds++ == 1)
            rib_warn(st, rq->line, rq->col, "only the first world is rendered; later ones are read and ignored");
        st->in_world = true;
        if (st->worlds == 1) {
            rib_add_coordsys(st, "camera", scene_mat4_identity());
            rib_add_coordsys(st, "world", *ctm(st));
            rib_camera_finish(st);
        }
        push(st, 'W', rq->line);
    } else if (strcmp(n, "WorldEnd") == 0) {
        if (!pop(st, rq, 'W'))
            return false;
        st->in_world = false;
        st->world_done = true;
    } else if (strcmp(n, "AttributeBegin") == 0) {
        push(st, 'A', rq->line);
    } else if (strcmp(n, "AttributeEnd") == 0) {
        return pop(st, rq, 'A');
    } else if (strcmp(n, "TransformBegin") == 0) {
        push(st, 'T', rq->line);
    } else if (strcmp(n, "TransformEnd") == 0) {
        /* Only the transform is restored: keep the attributes set inside. */
        rib_attrs inner = *cur(st);
        if (!pop(st, rq, 'T'))
            return false;
        inner.ctm = cur(st)->ctm;
        inner.block = cur(st)->block;
        inner.open_line = cur(st)->open_line;
        inner.open_file = cur(st)->open_file;
        *cur(st) = inner;
        return true;
    } else if (strcmp(n, "SolidBegin") == 0) {
        const char *op = rib_string(st, rq, 0);
        if (!op)
            return false;
        if (strcmp(op, "primitive") && strcmp(op, "union"))
            rib_warn(st, rq->line, rq->col, "SolidBegin \"%s\": CSG is not supported; the parts are drawn as a union",
                     op);
        push(st, 'S', rq->line);
    } else if (strcmp(n, "SolidEnd") == 0) {
        return pop(st, rq, 'S');
    } else if (strcmp(n, "MotionBegin") == 0) {
        rib_warn(st, rq->line, rq->col, "motion blur is not supported: each motion block uses its first time "
                 "sample");
        st->motion_left = 0;
        push(st, 'M', rq->line);
    } else if (strcmp(n, "MotionEnd") == 0) {
        st->motion_left = -1;
        rib_attrs inner = *cur(st);
        if (!pop(st, rq, 'M'))
            return false;
        inner.block = cur(st)->block;
        inner.open_line = cur(st)->open_line;
        inner.open_file = cur(st)->open_file;
        *cur(st) = inner;
    } else if (strcmp(n, "ObjectBegin") == 0) {
        if (st->defining >= 0)
            return rib_error(st, rq->line, rq->col, "ObjectBegin inside an object definition");
        if (rq->nargs != 1 || (rq->args[0].kind != RIB_ARG_NUMBER && rq->args[0].kind != RIB_ARG_STRING))
            return rib_error(st, rq->line, rq->col, "ObjectBegin needs a handle (a number or a string)");
        char handle[64];
        handle_key(rq, 0, handle);
        st->objects = scene_grow(st->objects, st->nobjects + 1, sizeof *st->objects);
        st->objects[st->nobjects] = (rib_object){0};
        rib_map_put(&st->object_handles, handle, (int)st->nobjects);
        st->defining = (int)st->nobjects++;
        push(st, 'O', rq->line);
        cur(st)->ctm = scene_mat4_identity();
    } else if (strcmp(n, "ObjectEnd") == 0) {
        if (!pop(st, rq, 'O'))
            return false;
        st->defining = -1;
    } else {
        return false;
    }
    return true;
}

/* Skew (RI 3.2): points move parallel to v2 in proportion to their
 * component across it along v1, so that v1 turns `angle` degrees towards v2. */
static bool skew_matrix(const float *a, scene_mat4 *out)
{
    scene_vec3 v1 = v3(a[1], a[2], a[3]), v2 = v3(a[4], a[5], a[6]);
    if (v3_dot(v2, v2) == 0)
        return false;
    scene_vec3 n2 = v3_normalize(v2);
    scene_vec3 p = v3_sub(v1, v3_scale(n2, v3_dot(v1, n2)));
    float plen = sqrtf(v3_dot(p, p));
    if (plen == 0)
        return false;
    scene_vec3 n1 = v3_scale(p, 1 / plen);
    double alpha = atan2(v3_dot(v1, n2), plen), beta = alpha + a[0] * SCENE_PI / 180;
    if (fabs(beta) >= SCENE_PI / 2)
        return false;
    float k = (float)(tan(beta) - tan(alpha));
    *out = scene_mat4_identity();
    float e1[3] = {n1.x, n1.y, n1.z}, e2[3] = {n2.x, n2.y, n2.z};
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++)
            out->m[i][j] += k * e2[i] * e1[j];
    return true;
}

static bool transform(rib_state *st, const rib_request *rq)
{
    const char *n = rq->name;
    float a[16];
    if (strcmp(n, "Identity") == 0) {
        /* Inside the world, identity is world space. */
        const scene_rib_coordsys *w = st->in_world ? find_coordsys(st->r, "world") : NULL;
        *ctm(st) = w ? w->to_camera : scene_mat4_identity();
    } else if (strcmp(n, "Transform") == 0 || strcmp(n, "ConcatTransform") == 0) {
        size_t k;
        const float *v = rib_array(st, rq, 0, &k);
        if (!v)
            return false;
        if (k != 16 || rq->nargs != 1)
            return rib_error(st, rq->line, rq->col, "%s needs one array of 16 numbers", n);
        if (n[0] == 'T') {
            const scene_rib_coordsys *w = st->in_world ? find_coordsys(st->r, "world") : NULL;
            *ctm(st) = w ? w->to_camera : scene_mat4_identity();
        }
        concat(st, from_rib(v));
    } else if (strcmp(n, "Translate") == 0 || strcmp(n, "Scale") == 0) {
        if (!rib_floats(st, rq, 3, a))
            return false;
        concat(st, n[0] == 'T' ? scene_mat4_translate(a[0], a[1], a[2]) : scene_mat4_scale(a[0], a[1], a[2]));
    } else if (strcmp(n, "Rotate") == 0) {
        if (!rib_floats(st, rq, 4, a))
            return false;
        if (a[1] == 0 && a[2] == 0 && a[3] == 0)
            return rib_error(st, rq->line, rq->col, "Rotate about a zero axis");
        concat(st, scene_mat4_rotate(a[0], v3(a[1], a[2], a[3])));
    } else if (strcmp(n, "Skew") == 0) {
        scene_mat4 m;
        if (!rib_floats(st, rq, 7, a))
            return false;
        if (!skew_matrix(a, &m))
            return rib_error(st, rq->line, rq->col, "Skew: the axes must be independent and the angle less than "
                             "their complement");
        concat(st, m);
    } else if (strcmp(n, "Perspective") == 0) {
        if (!rib_floats(st, rq, 1, a))
            return false;
        if (!(a[0] > 0 && a[0] < 180))
            return rib_error(st, rq->line, rq->col, "Perspective: fov must be in (0, 180) degrees");
        /* x, y scaled by 1/tan(fov/2), w = z: divided out when applied. */
        float c = 1 / tanf(a[0] * (float)SCENE_PI / 360);
        scene_mat4 m = {{{c, 0, 0, 0}, {0, c, 0, 0}, {0, 0, 1, 0}, {0, 0, 1, 0}}};
        concat(st, m);
    } else if (strcmp(n, "CoordinateSystem") == 0 || strcmp(n, "CoordSysTransform") == 0) {
        const char *name = rib_string(st, rq, 0);
        if (!name)
            return false;
        if (n[5] == 'i') {
            rib_add_coordsys(st, name, *ctm(st));
            return true;
        }
        const scene_rib_coordsys *c = find_coordsys(st->r, name);
        if (!c)
            return rib_error(st, rq->args[0].line, rq->args[0].col, "CoordSysTransform: no coordinate system \"%s\"",
                             name);
        *ctm(st) = c->to_camera;
    } else {
        return false;
    }
    return true;
}

static int shader_kind(const char *request)
{
    static const char *const names[SCENE_SHADER_KINDS] = {"Surface", "Displacement", "Atmosphere", "Interior",
                                                           "Exterior", "Imager", "LightSource", "AreaLightSource"};
    for (int k = 0; k < SCENE_SHADER_KINDS; k++)
        if (strcmp(request, names[k]) == 0)
            return k;
    return -1;
}

/* Surface, Displacement, ..., LightSource "name" [handle] params. */
static bool shader(rib_state *st, const rib_request *rq, int kind)
{
    const char *name = rib_string(st, rq, 0);
    if (!name)
        return false;
    bool light = kind == SCENE_SHADER_LIGHT || kind == SCENE_SHADER_AREALIGHT;
    size_t first = 1;
    char handle[64] = "";
    /* A light's handle: a number, or a string where the rest still pairs up. */
    if (light && rq->nargs >= 2 &&
        (rq->args[1].kind == RIB_ARG_NUMBER || (rq->nargs % 2 == 0 && rq->args[1].kind == RIB_ARG_STRING))) {
        handle_key(rq, 1, handle);
        first = 2;
    }
    scene_rib *r = st->r;
    char where[4096];
    snprintf(where, sizeof where, "%s:%d:%d", st->lx->name, rq->line, rq->col);
    scene_shader_instance in = {.name = rib_arena_strdup(r, name), .kind = (scene_shader_kind)kind, .space = *ctm(st),
                                .where = rib_arena_strdup(r, where)};
    if (!rib_params(st, rq, first, &in.params, &in.nparams))
        return false;
    r->shaders = scene_grow(r->shaders, r->nshaders + 1, sizeof *r->shaders);
    int index = (int)r->nshaders;
    r->shaders[r->nshaders++] = in;
    if (kind == SCENE_SHADER_IMAGER) {
        r->opt.imager = index;
    } else if (!light) {
        cur(st)->shader[kind] = index;
    } else {
        r->lights = scene_grow(r->lights, r->nlights + 1, sizeof *r->lights);
        r->lights[r->nlights] = (scene_rib_light){index, handle[0] ? rib_arena_strdup(r, handle + (handle[0] == '"'))
                                                                   : NULL, cur(st)->attrs};
        if (handle[0])
            rib_map_put(&st->light_handles, handle, (int)r->nlights);
        scene_rib_switch *s = rib_arena_alloc(r, 1, sizeof *s);
        *s = (scene_rib_switch){(int)r->nlights++, true, cur(st)->lights};
        cur(st)->lights = s;
    }
    return true;
}

/* Each parameter of an Attribute or Option of class `cls` onto *list, named
 * "cls:name". */
static void push_named(rib_state *st, const char *cls, const scene_param *ps, size_t np,
                       const scene_rib_attr **list)
{
    for (size_t i = 0; i < np; i++) {
        scene_rib_attr *node = rib_arena_alloc(st->r, 1, sizeof *node);
        node->param = ps[i];
        char *full = rib_arena_alloc(st->r, strlen(cls) + strlen(ps[i].name) + 2, 1);
        sprintf(full, "%s:%s", cls, ps[i].name);
        node->param.name = full;
        node->next = *list;
        *list = node;
    }
}

static bool attribute(rib_state *st, const rib_request *rq)
{
    const char *n = rq->name;
    rib_attrs *a = cur(st);
    float v[8];
    if (strcmp(n, "Color") == 0 || strcmp(n, "Opacity") == 0) {
        if (!rib_floats(st, rq, 3, v))
            return false;
        *(n[0] == 'C' ? &a->Cs : &a->Os) = v3(v[0], v[1], v[2]);
    } else if (strcmp(n, "TextureCoordinates") == 0) {
        if (!rib_floats(st, rq, 8, a->st))
            return false;
    } else if (strcmp(n, "Sides") == 0) {
        if (!rib_floats(st, rq, 1, v))
            return false;
        if (v[0] != 1 && v[0] != 2)
            return rib_error(st, rq->line, rq->col, "Sides must be 1 or 2");
        a->sides = (int)v[0];
    } else if (strcmp(n, "ShadingRate") == 0) {
        if (!rib_floats(st, rq, 1, v))
            return false;
        a->shading_rate = v[0];
    } else if (strcmp(n, "Orientation") == 0) {
        const char *o = rib_string(st, rq, 0);
        if (!o)
            return false;
        if (strcmp(o, "outside") == 0 || strcmp(o, "lh") == 0)
            a->orient_rh = false;
        else if (strcmp(o, "inside") == 0 || strcmp(o, "rh") == 0)
            a->orient_rh = true;
        else
            return rib_error(st, rq->args[0].line, rq->args[0].col, "Orientation must be \"outside\", \"inside\", "
                             "\"lh\" or \"rh\"");
    } else if (strcmp(n, "ReverseOrientation") == 0) {
        a->orient_rh = !a->orient_rh;
    } else if (strcmp(n, "Illuminate") == 0) {
        if (rq->nargs != 2 || rq->args[1].kind != RIB_ARG_NUMBER ||
            (rq->args[0].kind != RIB_ARG_NUMBER && rq->args[0].kind != RIB_ARG_STRING))
            return rib_error(st, rq->line, rq->col, "Illuminate needs a light handle and 0 or 1");
        char handle[64];
        handle_key(rq, 0, handle);
        int *light = rib_map_get(&st->light_handles, handle);
        if (!light)
            return rib_error(st, rq->args[0].line, rq->args[0].col, "Illuminate: no light with handle %s",
                             handle + (handle[0] == '"'));
        scene_rib_switch *s = rib_arena_alloc(st->r, 1, sizeof *s);
        *s = (scene_rib_switch){*light, rq->nums[rq->args[1].first] != 0, a->lights};
        a->lights = s;
    } else if (strcmp(n, "Attribute") == 0) {
        const char *cls = rib_string(st, rq, 0);
        scene_param *ps;
        size_t np;
        if (!cls || !rib_params(st, rq, 1, &ps, &np))
            return false;
        for (size_t i = 0; i < np; i++) {
            if (strcmp(cls, "identifier") == 0 && strcmp(ps[i].name, "name") == 0 && ps[i].s && ps[i].nvalues)
                a->name = ps[i].s[0];
            if (strcmp(cls, "visibility") == 0 && strcmp(ps[i].name, "camera") == 0 && ps[i].f && ps[i].nvalues)
                a->visible_camera = ps[i].f[0] != 0;
        }
        push_named(st, cls, ps, np, &a->attrs);
    } else {
        return false;
    }
    return true;
}

/* Requests RI 3.2 defines whose effect this renderer does not model:
 * accepted quietly (they only tune quality or other renderers). */
static const char *const accepted[] = {
    "version", "ShadingInterpolation", "Matte", "Bound", "Detail", "DetailRange", "GeometricApproximation",
    "ColorSamples", "RelativeDetail", "Quantize", "ErrorHandler",
    "MakeBump", "ArchiveRecord",
};

/* Option "searchpath" "shader" "a:&:b": '&' is the previous path. */
static bool option(rib_state *st, const rib_request *rq)
{
    const char *cls = rib_string(st, rq, 0);
    scene_param *ps;
    size_t np;
    if (!cls || !rib_params(st, rq, 1, &ps, &np))
        return false;
    if (strcmp(cls, "searchpath") != 0) {
        push_named(st, cls, ps, np, &st->r->options);
        return true;
    }
    for (size_t i = 0; i < np; i++) {
        char ***path = strcmp(ps[i].name, "shader") == 0 ? &st->r->shader_path
                       : strcmp(ps[i].name, "texture") == 0 ? &st->r->texture_path : NULL;
        if (!path || !ps[i].s || !ps[i].nvalues)
            continue;
        char **old = *path;
        size_t nold = 0, n = 0;
        while (old && old[nold])
            nold++;
        const char *text = ps[i].s[0];
        size_t parts = 1;
        for (const char *c = text; *c; c++)
            parts += *c == ':';
        char **out = rib_arena_alloc(st->r, parts * (nold ? nold : 1) + 1, sizeof *out);
        for (const char *c = text;;) {
            const char *e = strchr(c, ':');
            size_t len = e ? (size_t)(e - c) : strlen(c);
            if (len == 1 && c[0] == '&') {
                for (size_t k = 0; k < nold; k++)
                    out[n++] = old[k];
            } else if (len) {
                char *p = rib_arena_alloc(st->r, len + 1, 1);
                memcpy(p, c, len);
                out[n++] = p;
            }
            if (!e)
                break;
            c = e + 1;
        }
        out[n] = NULL;
        *path = out;
    }
    return true;
}

static void mesh_copy(const scene_mesh *m, scene_mesh *out)
{
    scene_mesh_init(out, m->nverts, m->ntris);
    memcpy(out->P, m->P, m->nverts * sizeof *m->P);
    memcpy(out->N, m->N, m->nverts * sizeof *m->N);
    memcpy(out->s, m->s, m->nverts * sizeof *m->s);
    memcpy(out->t, m->t, m->nverts * sizeof *m->t);
    memcpy(out->idx, m->idx, 3 * m->ntris * sizeof *m->idx);
    if (m->Cv) {
        out->Cv = scene_alloc(m->nverts, sizeof *out->Cv);
        memcpy(out->Cv, m->Cv, m->nverts * sizeof *m->Cv);
    }
    if (m->u) {
        out->u = scene_alloc(m->nverts, sizeof *out->u);
        out->v = scene_alloc(m->nverts, sizeof *out->v);
        out->dPdu = scene_alloc(m->nverts, sizeof *out->dPdu);
        out->dPdv = scene_alloc(m->nverts, sizeof *out->dPdv);
        memcpy(out->u, m->u, m->nverts * sizeof *m->u);
        memcpy(out->v, m->v, m->nverts * sizeof *m->v);
        memcpy(out->dPdu, m->dPdu, m->nverts * sizeof *m->dPdu);
        memcpy(out->dPdv, m->dPdv, m->nverts * sizeof *m->dPdv);
    }
    out->has_normals = m->has_normals;
    out->has_st = m->has_st;
}

/* ObjectInstance handle: the object's meshes placed with the current CTM
 * and attributes. */
static bool object_instance(rib_state *st, const rib_request *rq)
{
    if (rq->nargs != 1 || (rq->args[0].kind != RIB_ARG_NUMBER && rq->args[0].kind != RIB_ARG_STRING))
        return rib_error(st, rq->line, rq->col, "ObjectInstance needs a handle (a number or a string)");
    char handle[64];
    handle_key(rq, 0, handle);
    int *o = rib_map_get(&st->object_handles, handle);
    if (!o || *o == st->defining)
        return rib_error(st, rq->args[0].line, rq->args[0].col, "ObjectInstance: no object %s",
                         handle + (handle[0] == '"'));
    const rib_object *obj = &st->objects[*o];
    scene_mat4 at = *ctm(st);
    for (size_t i = 0; i < obj->nparts; i++) {
        scene_mesh copy;
        mesh_copy(&obj->parts[i].mesh, &copy); /* rib_emit_mesh takes its mesh over */
        *ctm(st) = scene_mat4_mul(at, obj->parts[i].xf);
        rib_emit_mesh(st, &copy, NULL);
    }
    *ctm(st) = at;
    return true;
}

bool rib_state_request(rib_state *st, const rib_request *rq)
{
    const char *n = rq->name;
    st->request = rq;
    st->noverrides = 0;
    if (st->motion_left >= 0 && strcmp(n, "MotionEnd") != 0) {
        if (st->motion_left++ > 0)
            return true; /* a later time sample */
    }
    size_t len = strlen(n);
    bool block = (len > 5 && strcmp(n + len - 5, "Begin") == 0) || (len > 3 && strcmp(n + len - 3, "End") == 0);
    if (st->world_done && !block)
        return true; /* a later frame's request: only the first frame is read, only its blocks are checked */
    int kind = shader_kind(n);
    if (kind >= 0)
        return shader(st, rq, kind);
    if (strcmp(n, "Declare") == 0)
        return rib_declare(st, rq);
    if (strcmp(n, "ReadArchive") == 0)
        return rib_read_archive(st, rq);
    if (strcmp(n, "ObjectInstance") == 0)
        return object_instance(st, rq);
    if (strcmp(n, "Option") == 0)
        return option(st, rq);
    rib_handler h = rib_camera_handler(n);
    if (!h)
        h = rib_geometry_handler(n);
    if (!h)
        h = rib_make_handler(n);
    if (h)
        return h(st, rq);
    if (structure(st, rq) || transform(st, rq) || attribute(st, rq))
        return true;
    if (strcmp(n, "TrimCurve") == 0) {
        rib_warn(st, rq->line, rq->col, "TrimCurve: trimming is not supported: NuPatch surfaces are drawn whole");
        return true;
    }
    if (st->error)
        return false;
    for (size_t i = 0; i < sizeof accepted / sizeof accepted[0]; i++)
        if (strcmp(n, accepted[i]) == 0)
            return true;
    rib_warn(st, rq->line, rq->col, "unknown or unsupported request '%s' ignored", n);
    return true;
}

