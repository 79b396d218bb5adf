/* The scene container: placed meshes, lights, the camera's primary rays. */
#include "scene_internal.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

scene *scene_new(void)
{
    scene *s = scene_alloc(1, sizeof *s);
    s->camera = (scene_camera){.eye = v3(0, 0, -3), .look = v3(0, 0, 0), .up = v3(0, 1, 0), .fov = 40};
    return s;
}

void scene_free(scene *s)
{
    if (!s)
        return;
    scene_bvh_release(s);
    free(s->P);
    free(s->N);
    free(s->Cv);
    free(s->s);
    free(s->t);
    free(s->u);
    free(s->v);
    free(s->dPdu);
    free(s->dPdv);
    free(s->tri);
    free(s->tri_obj);
    free(s->objs);
    free(s->lights);
    free(s);
}

/* The transpose of the inverse of m's upper 3x3, which carries normals, up
 * to a positive factor; returns the determinant. */
static float normal_matrix(const scene_mat4 *m, float n[3][3])
{
    const float(*a)[4] = m->m;
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) {
            int i1 = (i + 1) % 3, i2 = (i + 2) % 3, j1 = (j + 1) % 3, j2 = (j + 2) % 3;
            n[i][j] = a[i1][j1] * a[i2][j2] - a[i1][j2] * a[i2][j1];
        }
    /* Cofactors alone are the inverse transpose times det; normals are
     * renormalized, so only det's sign matters. */
    float det = a[0][0] * n[0][0] + a[0][1] * n[0][1] + a[0][2] * n[0][2];
    if (det < 0)
        for (int i = 0; i < 3; i++)
            for (int j = 0; j < 3; j++)
                n[i][j] = -n[i][j];
    return det;
}

/* The vertices [v0, nv) of scene_add_mesh get m's u, v and its tangents
 * moved by xf (zeros when m has none: its object is not has_uv). */
static void add_parametrics(scene *s, const scene_mesh *m, const scene_mat4 *xf, size_t v0, size_t nv)
{
    bool first = !s->u;
    s->u = scene_grow(s->u, nv, sizeof *s->u);
    s->v = scene_grow(s->v, nv, sizeof *s->v);
    s->dPdu = scene_grow(s->dPdu, nv, sizeof *s->dPdu);
    s->dPdv = scene_grow(s->dPdv, nv, sizeof *s->dPdv);
    size_t from = first ? 0 : v0;
    memset(s->u + from, 0, (nv - from) * sizeof *s->u);
    memset(s->v + from, 0, (nv - from) * sizeof *s->v);
    memset(s->dPdu + from, 0, (nv - from) * sizeof *s->dPdu);
    memset(s->dPdv + from, 0, (nv - from) * sizeof *s->dPdv);
    if (!m->u)
        return;
    for (size_t i = 0; i < m->nverts; i++) {
        s->u[v0 + i] = m->u[i];
        s->v[v0 + i] = m->v[i];
        s->dPdu[v0 + i] = scene_mat4_vector(xf, m->dPdu[i]);
        s->dPdv[v0 + i] = scene_mat4_vector(xf, m->dPdv[i]);
    }
}

int scene_add_mesh(scene *s, const scene_mesh *m, const scene_mat4 *xf, scene_vec3 Cs, scene_vec3 Os, int shader)
{
    scene_mat4 id = scene_mat4_identity();
    if (!xf)
        xf = &id;
    float nm[3][3];
    bool mirror = normal_matrix(xf, nm) < 0;
    size_t v0 = s->nverts, t0 = s->ntris, nv = v0 + m->nverts, nt = t0 + m->ntris;
    s->P = scene_grow(s->P, nv, sizeof *s->P);
    s->N = scene_grow(s->N, nv, sizeof *s->N);
    s->s = scene_grow(s->s, nv, sizeof *s->s);
    s->t = scene_grow(s->t, nv, sizeof *s->t);
    s->tri = scene_grow(s->tri, 3 * nt, sizeof *s->tri);
    s->tri_obj = scene_grow(s->tri_obj, nt, sizeof *s->tri_obj);
    s->objs = scene_grow(s->objs, s->nobjs + 1, sizeof *s->objs);
    for (size_t i = 0; i < m->nverts; i++) {
        scene_vec3 n = m->N[i];
        s->P[v0 + i] = scene_mat4_point(xf, m->P[i]);
        s->N[v0 + i] = v3_normalize(v3(nm[0][0] * n.x + nm[0][1] * n.y + nm[0][2] * n.z,
                                       nm[1][0] * n.x + nm[1][1] * n.y + nm[1][2] * n.z,
                                       nm[2][0] * n.x + nm[2][1] * n.y + nm[2][2] * n.z));
        s->s[v0 + i] = m->s[i];
        s->t[v0 + i] = m->t[i];
    }
    if (m->Cv || s->Cv) {
        /* Vertex colors: the vertices of meshes without them get their
         * object's color. */
        if (!s->Cv) {
            s->Cv = scene_alloc(nv, sizeof *s->Cv);
            for (size_t i = 0; i < 3 * t0; i++)
                s->Cv[s->tri[i]] = s->objs[s->tri_obj[i / 3]].Cs;
        }
        s->Cv = scene_grow(s->Cv, nv, sizeof *s->Cv);
        for (size_t i = 0; i < m->nverts; i++)
            s->Cv[v0 + i] = m->Cv ? m->Cv[i] : Cs;
    }
    if (m->u || s->u)
        add_parametrics(s, m, xf, v0, nv);
    int id_obj = (int)s->nobjs++;
    /* A mirroring transform flips the winding; swap two corners so the
     * geometric normal keeps agreeing with the vertex normals. */
    for (size_t i = 0; i < m->ntris; i++) {
        const uint32_t *t = &m->idx[3 * i];
        uint32_t *d = &s->tri[3 * (t0 + i)];
        d[0] = (uint32_t)v0 + t[0];
        d[1] = (uint32_t)v0 + (mirror ? t[2] : t[1]);
        d[2] = (uint32_t)v0 + (mirror ? t[1] : t[2]);
        s->tri_obj[t0 + i] = (uint32_t)id_obj;
    }
    s->objs[id_obj] = (scene_object){.Cs = Cs, .Os = Os, .shader = shader, .first_tri = (uint32_t)t0,
                                     .ntris = (uint32_t)m->ntris, .has_uv = m->u != NULL};
    s->nverts = nv;
    s->ntris = nt;
    scene_bvh_release(s);
    return id_obj;
}

void scene_add_light(scene *s, scene_light light)
{
    s->lights = scene_grow(s->lights, s->nlights + 1, sizeof *s->lights);
    s->lights[s->nlights++] = light;
}

/* The camera's orthonormal frame: right, up, forward (shared by the
 * primary rays and the move to camera space, so the two agree). */
static void camera_frame(const scene_camera *c, scene_vec3 *right, scene_vec3 *up, scene_vec3 *f)
{
    *f = v3_normalize(v3_sub(c->look, c->eye));
    *right = v3_normalize(v3_cross(c->up, *f));
    *up = v3_cross(*f, *right);
}

void scene_to_camera_space(scene *s)
{
    scene_vec3 r, u, f, e = s->camera.eye;
    camera_frame(&s->camera, &r, &u, &f);
    for (size_t i = 0; i < s->nverts; i++) {
        scene_vec3 p = v3_sub(s->P[i], e), n = s->N[i];
        s->P[i] = v3(v3_dot(p, r), v3_dot(p, u), v3_dot(p, f));
        s->N[i] = v3(v3_dot(n, r), v3_dot(n, u), v3_dot(n, f));
        if (s->dPdu) {
            scene_vec3 a = s->dPdu[i], b = s->dPdv[i];
            s->dPdu[i] = v3(v3_dot(a, r), v3_dot(a, u), v3_dot(a, f));
            s->dPdv[i] = v3(v3_dot(b, r), v3_dot(b, u), v3_dot(b, f));
        }
    }
    for (size_t i = 0; i < s->nlights; i++) {
        scene_light *l = &s->lights[i];
        scene_vec3 p = v3_sub(l->from, e), d = l->dir;
        l->from = v3(v3_dot(p, r), v3_dot(p, u), v3_dot(p, f));
        l->dir = v3(v3_dot(d, r), v3_dot(d, u), v3_dot(d, f));
    }
    s->camera.eye = v3(0, 0, 0);
    s->camera.look = v3(0, 0, 1);
    s->camera.up = v3(0, 1, 0);
    if (s->bvh)
        scene_build(s);
}

void scene_camera_rays_init(scene_camera_rays *r, const scene_camera *c)
{
    r->c = *c;
    camera_frame(c, &r->right, &r->up, &r->f);
    r->h = tanf(c->fov * (float)SCENE_PI / 360.0f);
}

void scene_camera_rays_block(const scene_camera_rays *r, size_t m, const float *px, const float *py, float aspect,
                             scene_ray_block *b)
{
    const scene_camera *c = &r->c;
    scene_vec3 right = r->right, up = r->up, f = r->f, e = c->eye;
    float h = r->h;
    if (c->has_screen && c->orthographic) { /* parallel rays from points of the screen window */
        for (size_t i = 0; i < m; i++) {
            float sx = c->screen[0] + px[i] * (c->screen[1] - c->screen[0]);
            float sy = c->screen[3] - py[i] * (c->screen[3] - c->screen[2]);
            b->ox[i] = e.x + (right.x * sx + up.x * sy);
            b->oy[i] = e.y + (right.y * sx + up.y * sy);
            b->oz[i] = e.z + (right.z * sx + up.z * sy);
            b->dx[i] = f.x, b->dy[i] = f.y, b->dz[i] = f.z;
        }
        return;
    }
    /* From the eye through the image plane at distance 1 along f: its
     * offsets along right and up, then the direction made unit length. */
    float ax[SCENE_RAY_BLOCK], ay[SCENE_RAY_BLOCK];
    if (c->has_screen) {
        for (size_t i = 0; i < m; i++) {
            ax[i] = (c->screen[0] + px[i] * (c->screen[1] - c->screen[0])) * h;
            ay[i] = (c->screen[3] - py[i] * (c->screen[3] - c->screen[2])) * h;
        }
    } else {
        float sx = aspect >= 1 ? h * aspect : h, sy = aspect >= 1 ? h : h / aspect;
        for (size_t i = 0; i < m; i++) {
            ax[i] = (2 * px[i] - 1) * sx;
            ay[i] = (1 - 2 * py[i]) * sy;
        }
    }
    for (size_t i = 0; i < m; i++) {
        float dx = f.x + (right.x * ax[i] + up.x * ay[i]);
        float dy = f.y + (right.y * ax[i] + up.y * ay[i]);
        float dz = f.z + (right.z * ax[i] + up.z * ay[i]);
        float l = sqrtf(dx * dx + dy * dy + dz * dz), inv = 1.0f / l;
        b->dx[i] = l > 0 ? dx * inv : dx;
        b->dy[i] = l > 0 ? dy * inv : dy;
        b->dz[i] = l > 0 ? dz * inv : dz;
        b->ox[i] = e.x, b->oy[i] = e.y, b->oz[i] = e.z;
    }
}

void scene_camera_ray(const scene_camera *c, float px, float py, float aspect, scene_vec3 *org, scene_vec3 *dir)
{
    scene_camera_rays r;
    scene_camera_rays_init(&r, c);
    scene_ray_block b;
    scene_camera_rays_block(&r, 1, &px, &py, aspect, &b);
    *org = v3(b.ox[0], b.oy[0], b.oz[0]);
    *dir = v3(b.dx[0], b.dy[0], b.dz[0]);
}
