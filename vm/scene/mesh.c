/* Meshes: allocation, loading by extension, smooth normals, unit-box fit;
 * the library's error and allocation helpers; placement matrices. */
#include "scene_internal.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

bool scene_fail(char **err, const char *fmt, ...)
{
    if (!err)
        return false;
    va_list ap;
    va_start(ap, fmt);
    *err = rsl_vformat(fmt, ap);
    va_end(ap);
    return false;
}

void *scene_alloc(size_t n, size_t size)
{
    void *p = calloc(n ? n : 1, size ? size : 1);
    if (!p) {
        fprintf(stderr, "rslscene: out of memory\n");
        abort();
    }
    return p;
}

void *scene_grow(void *p, size_t n, size_t size)
{
    if (size && n > SIZE_MAX / size) {
        fprintf(stderr, "rslscene: out of memory\n");
        abort();
    }
    void *q = realloc(p, n * size != 0 ? n * size : 1);
    if (!q) {
        fprintf(stderr, "rslscene: out of memory\n");
        abort();
    }
    return q;
}

void scene_mesh_init(scene_mesh *m, size_t nverts, size_t ntris)
{
    memset(m, 0, sizeof *m);
    m->nverts = nverts;
    m->ntris = ntris;
    m->P = scene_alloc(nverts, sizeof *m->P);
    m->N = scene_alloc(nverts, sizeof *m->N);
    m->s = scene_alloc(nverts, sizeof *m->s);
    m->t = scene_alloc(nverts, sizeof *m->t);
    m->idx = scene_alloc(3 * ntris, sizeof *m->idx);
}

void scene_mesh_free(scene_mesh *m)
{
    free(m->P);
    free(m->N);
    free(m->Cv);
    free(m->s);
    free(m->t);
    free(m->u);
    free(m->v);
    free(m->dPdu);
    free(m->dPdv);
    free(m->idx);
    memset(m, 0, sizeof *m);
}

void scene_mesh_compute_normals(scene_mesh *m)
{
    for (size_t i = 0; i < m->nverts; i++)
        m->N[i] = v3(0, 0, 0);
    for (size_t i = 0; i < m->ntris; i++) {
        const uint32_t *t = &m->idx[3 * i];
        scene_vec3 n = v3_cross(v3_sub(m->P[t[1]], m->P[t[0]]), v3_sub(m->P[t[2]], m->P[t[0]]));
        for (int k = 0; k < 3; k++)
            m->N[t[k]] = v3_add(m->N[t[k]], n);
    }
    for (size_t i = 0; i < m->nverts; i++) {
        /* A vertex on no (or only degenerate) triangles still gets a unit
         * normal, so interpolation never divides by zero. */
        m->N[i] = v3_dot(m->N[i], m->N[i]) > 0 ? v3_normalize(m->N[i]) : v3(0, 1, 0);
    }
}

void scene_mesh_fit_unit_box(scene_mesh *m)
{
    if (!m->nverts)
        return;
    scene_vec3 lo = m->P[0], hi = m->P[0];
    for (size_t i = 1; i < m->nverts; i++) {
        lo = v3(fminf(lo.x, m->P[i].x), fminf(lo.y, m->P[i].y), fminf(lo.z, m->P[i].z));
        hi = v3(fmaxf(hi.x, m->P[i].x), fmaxf(hi.y, m->P[i].y), fmaxf(hi.z, m->P[i].z));
    }
    scene_vec3 c = v3_scale(v3_add(lo, hi), 0.5f), d = v3_sub(hi, lo);
    float side = fmaxf(d.x, fmaxf(d.y, d.z));
    float k = side > 0 ? 1.0f / side : 1.0f;
    for (size_t i = 0; i < m->nverts; i++)
        m->P[i] = v3_scale(v3_sub(m->P[i], c), k);
}

bool scene_mesh_load(const char *path, scene_mesh *out, char **err)
{
    memset(out, 0, sizeof *out);
    const char *dot = strrchr(path, '.');
    bool ply = dot && !strcasecmp(dot, ".ply"), obj = dot && !strcasecmp(dot, ".obj");
    if (!ply && !obj)
        return scene_fail(err, "%s: error: unknown mesh format (expected a .ply or .obj file)", path);
    FILE *f = fopen(path, "rb");
    if (!f)
        return scene_fail(err, "%s: error: cannot open: %s", path, strerror(errno));
    size_t cap = 1 << 16, size = 0;
    char *data = scene_alloc(cap, 1);
    for (;;) {
        if (size == cap)
            data = scene_grow(data, cap *= 2, 1);
        size_t n = fread(data + size, 1, cap - size, f);
        if (!n)
            break;
        size += n;
    }
    bool bad = ferror(f);
    fclose(f);
    bool ok = bad ? scene_fail(err, "%s: error: read failed", path)
              : ply ? scene_mesh_parse_ply(path, data, size, out, err)
                    : scene_mesh_parse_obj(path, data, size, out, err);
    free(data);
    return ok;
}

/* ---- Matrices ---- */

scene_mat4 scene_mat4_identity(void)
{
    scene_mat4 r = {{{1, 0, 0, 0}, {0, 1, 0, 0}, {0, 0, 1, 0}, {0, 0, 0, 1}}};
    return r;
}

scene_mat4 scene_mat4_translate(float x, float y, float z)
{
    scene_mat4 r = scene_mat4_identity();
    r.m[0][3] = x;
    r.m[1][3] = y;
    r.m[2][3] = z;
    return r;
}

scene_mat4 scene_mat4_scale(float x, float y, float z)
{
    scene_mat4 r = scene_mat4_identity();
    r.m[0][0] = x;
    r.m[1][1] = y;
    r.m[2][2] = z;
    return r;
}

scene_mat4 scene_mat4_rotate(float degrees, scene_vec3 axis)
{
    scene_vec3 a = v3_normalize(axis);
    double th = degrees * (SCENE_PI / 180.0);
    float c = (float)cos(th), s = (float)sin(th), k = 1 - c;
    scene_mat4 r = scene_mat4_identity();
    r.m[0][0] = c + a.x * a.x * k;
    r.m[0][1] = a.x * a.y * k - a.z * s;
    r.m[0][2] = a.x * a.z * k + a.y * s;
    r.m[1][0] = a.y * a.x * k + a.z * s;
    r.m[1][1] = c + a.y * a.y * k;
    r.m[1][2] = a.y * a.z * k - a.x * s;
    r.m[2][0] = a.z * a.x * k - a.y * s;
    r.m[2][1] = a.z * a.y * k + a.x * s;
    r.m[2][2] = c + a.z * a.z * k;
    return r;
}

scene_mat4 scene_mat4_mul(scene_mat4 a, scene_mat4 b)
{
    scene_mat4 r;
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++) {
            float acc = 0;
            for (int k = 0; k < 4; k++)
                acc += a.m[i][k] * b.m[k][j];
            r.m[i][j] = acc;
        }
    return r;
}

scene_vec3 scene_mat4_point(const scene_mat4 *m, scene_vec3 p)
{
    return v3(m->m[0][0] * p.x + m->m[0][1] * p.y + m->m[0][2] * p.z + m->m[0][3],
              m->m[1][0] * p.x + m->m[1][1] * p.y + m->m[1][2] * p.z + m->m[1][3],
              m->m[2][0] * p.x + m->m[2][1] * p.y + m->m[2][2] * p.z + m->m[2][3]);
}

void scene_param_transform(const scene_mat4 *m, const float *in, float *out, scene_param_type type)
{
    /* A normal goes by the inverse transpose: the cofactors, the same up to
     * a factor (the shader normalizes). */
    const float(*a)[4] = m->m;
    float n[3][3];
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++)
            n[i][j] = type == SCENE_PARAM_NORMAL ? a[(i + 1) % 3][(j + 1) % 3] * a[(i + 2) % 3][(j + 2) % 3] -
                                                       a[(i + 1) % 3][(j + 2) % 3] * a[(i + 2) % 3][(j + 1) % 3]
                                                 : a[i][j];
    for (int i = 0; i < 3; i++)
        out[i] = n[i][0] * in[0] + n[i][1] * in[1] + n[i][2] * in[2] + (type == SCENE_PARAM_POINT ? a[i][3] : 0);
}

scene_vec3 scene_mat4_vector(const scene_mat4 *m, scene_vec3 d)
{
    return v3(m->m[0][0] * d.x + m->m[0][1] * d.y + m->m[0][2] * d.z,
              m->m[1][0] * d.x + m->m[1][1] * d.y + m->m[1][2] * d.z,
              m->m[2][0] * d.x + m->m[2][1] * d.y + m->m[2][2] * d.z);
}
