/* The scene in RPU data memory (docs/rpu.md "Scene memory layout"; the
 * addresses of each region are documented at scene_rpu_layout). */
#include "scene_internal.h"

#include <string.h>

scene_rpu_layout scene_rpu_plan(const scene *s, int32_t base)
{
    /* Computed in 64 bits; scene_rpu_write rejects a plan past INT32_MAX. */
    int64_t tris = base, verts = tris + (int64_t)s->ntris,
            tridata = verts + SCENE_RPU_VERTEX_CELLS * (int64_t)s->nverts,
            lights = tridata + SCENE_RPU_TRIDATA_CELLS * (int64_t)s->ntris, end = lights + 1 + 2 * (int64_t)s->nlights;
    if (base < 0 || end > INT32_MAX)
        return (scene_rpu_layout){base, -1, -1, -1, -1, -1};
    return (scene_rpu_layout){base, (int32_t)tris, (int32_t)verts, (int32_t)tridata, (int32_t)lights, (int32_t)end};
}

static scene_rpu_cell floats(float x, float y, float z, float w)
{
    scene_rpu_cell c;
    c.w[0].f = x, c.w[1].f = y, c.w[2].f = z, c.w[3].f = w;
    return c;
}

static scene_rpu_cell ints(int32_t x, int32_t y, int32_t z, int32_t w)
{
    scene_rpu_cell c;
    c.w[0].i = x, c.w[1].i = y, c.w[2].i = z, c.w[3].i = w;
    return c;
}

bool scene_rpu_write(const scene *s, scene_rpu_layout l, scene_rpu_cell *cells, size_t ncells)
{
    scene_rpu_layout want = scene_rpu_plan(s, l.base);
    if (want.end < 0 || memcmp(&want, &l, sizeof l) || (size_t)l.end > ncells)
        return false;
    const int32_t vc = SCENE_RPU_VERTEX_CELLS, dc = SCENE_RPU_TRIDATA_CELLS;
    for (size_t i = 0; i < s->ntris; i++) {
        const uint32_t *t = &s->tri[3 * i];
        cells[l.tris + i] = ints(l.verts + vc * (int32_t)t[0], l.verts + vc * (int32_t)t[1],
                                 l.verts + vc * (int32_t)t[2], l.tridata + dc * (int32_t)i);
        const scene_object *o = &s->objs[s->tri_obj[i]];
        scene_rpu_cell cs = floats(o->Cs.x, o->Cs.y, o->Cs.z, 0), os = floats(o->Os.x, o->Os.y, o->Os.z, 0);
        cs.w[3].i = (int32_t)s->tri_obj[i];
        os.w[3].i = o->shader;
        cells[l.tridata + dc * i] = cs;
        cells[l.tridata + dc * i + 1] = os;
        cells[l.tridata + dc * i + 2] = ints(o->has_uv && s->u, s->Cv != NULL, 0, 0);
    }
    for (size_t j = 0; j < s->nverts; j++) {
        scene_rpu_cell *v = &cells[l.verts + (size_t)vc * j];
        scene_vec3 du = s->dPdu ? s->dPdu[j] : (scene_vec3){0, 0, 0}, dv = s->dPdv ? s->dPdv[j] : (scene_vec3){0, 0, 0};
        scene_vec3 cv = s->Cv ? s->Cv[j] : (scene_vec3){0, 0, 0};
        v[0] = floats(s->P[j].x, s->P[j].y, s->P[j].z, s->s[j]);
        v[1] = floats(s->N[j].x, s->N[j].y, s->N[j].z, s->t[j]);
        v[2] = floats(du.x, du.y, du.z, s->u ? s->u[j] : 0);
        v[3] = floats(dv.x, dv.y, dv.z, s->v ? s->v[j] : 0);
        v[4] = floats(cv.x, cv.y, cv.z, 0);
    }
    cells[l.lights] = ints((int32_t)s->nlights, 0, 0, 0);
    for (size_t k = 0; k < s->nlights; k++) {
        const scene_light *li = &s->lights[k];
        scene_vec3 at = li->kind == SCENE_LIGHT_POINT ? li->from : li->dir, c = v3_scale(li->color, li->intensity);
        scene_rpu_cell a = floats(at.x, at.y, at.z, 0);
        a.w[3].i = li->kind == SCENE_LIGHT_POINT ? 0 : 1;
        cells[l.lights + 1 + 2 * k] = a;
        cells[l.lights + 2 + 2 * k] = floats(c.x, c.y, c.z, 0);
    }
    return true;
}
