/* RIB's parametric primitives (RI 3.2 sections 5.2 to 5.6): the quadrics,
 * Patch, PatchMesh with Basis, NuPatch, SubdivisionMesh, Points and Curves,
 * handed to the
 * scene library's tessellators (tess_*.c) with their primitive variables
 * Cs, s, t and st. */
#include "rib_internal.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>


/* The primitive variables the renderers use, gathered for a tessellator:
 * each of Cs (3 floats), s, t (1) and st (2) found in the vertex or varying
 * class gets an offset into that class's interleaved values. */
typedef struct rib_pvars {
    float *pack[2]; /* vertex, varying */
    size_t k[2], count[2];
    int cs_at[2], s_at[2], t_at[2], st_at[2]; /* -1: absent */
    scene_vec3 Cs;    /* a constant or uniform Cs (the first value) */
    bool has_Cs;
    scene_primvars pv;
} rib_pvars;

static void pvars_free(rib_pvars *v)
{
    free(v->pack[0]);
    free(v->pack[1]);
    v->pack[0] = v->pack[1] = NULL;
}

/* Reads the parameter list from argument `first`; false on an error. */
static bool gather(rib_state *st, const rib_request *rq, size_t first, rib_pvars *v, const scene_param **P,
                   const scene_param **Pw)
{
    scene_param *ps;
    size_t np;
    *v = (rib_pvars){.cs_at = {-1, -1}, .s_at = {-1, -1}, .t_at = {-1, -1}, .st_at = {-1, -1}};
    if (P)
        *P = *Pw = NULL;
    if (!rib_params(st, rq, first, &ps, &np))
        return false;
    const scene_param *use[2][4] = {{NULL}};
    /* Patch and the quadrics are one face: a uniform value is the primitive's. */
    bool one_face = strcmp(rq->name, "PatchMesh") && strcmp(rq->name, "NuPatch") &&
                    strcmp(rq->name, "SubdivisionMesh") && strcmp(rq->name, "Points") && strcmp(rq->name, "Curves");
    for (size_t i = 0; i < np; i++) {
        const scene_param *p = &ps[i];
        const char *n = p->name;
        if (P && strcmp(n, "P") == 0 && p->type == SCENE_PARAM_POINT) {
            *P = p;
            continue;
        }
        if (P && ((strcmp(n, "Pw") == 0 && p->type == SCENE_PARAM_HPOINT) ||
                  (strcmp(n, "Pz") == 0 && p->type == SCENE_PARAM_FLOAT && p->arraylen == 1))) {
            *Pw = p; /* the other kinds of control point, told apart by their type */
            continue;
        }
        int which = strcmp(n, "Cs") == 0 && p->type == SCENE_PARAM_COLOR ? 0
                    : strcmp(n, "s") == 0 && p->type == SCENE_PARAM_FLOAT && p->arraylen == 1 ? 1
                    : strcmp(n, "t") == 0 && p->type == SCENE_PARAM_FLOAT && p->arraylen == 1 ? 2
                    : strcmp(n, "st") == 0 && p->type == SCENE_PARAM_FLOAT && p->arraylen == 2 ? 3 : -1;
        if ((strcmp(n, "width") == 0 || strcmp(n, "constantwidth") == 0) &&
            (strcmp(rq->name, "Points") == 0 || strcmp(rq->name, "Curves") == 0))
            continue; /* their geometry, read by points_curves */
        if (which < 0 && rib_override(st, p, one_face))
            continue;
        if (which < 0 || !p->declared) {
            rib_warn(st, rq->line, rq->col, "%s: primitive variable \"%s\" is not passed to the shaders", rq->name, n);
            continue;
        }
        if (p->cls == SCENE_CLASS_CONSTANT || p->cls == SCENE_CLASS_UNIFORM) {
            if (which == 0 && p->nvalues >= 3) {
                v->Cs = v3(p->f[0], p->f[1], p->f[2]);
                v->has_Cs = true;
            } else {
                rib_warn(st, rq->line, rq->col, "%s: %s \"%s\" is not supported on this primitive", rq->name,
                         p->cls == SCENE_CLASS_CONSTANT ? "constant" : "uniform", n);
            }
            continue;
        }
        if (p->cls == SCENE_CLASS_FACEVARYING) {
            rib_warn(st, rq->line, rq->col, "%s: facevarying \"%s\" is not supported on this primitive", rq->name, n);
            continue;
        }
        use[p->cls == SCENE_CLASS_VERTEX ? 0 : 1][which] = p;
    }
    static const size_t width[4] = {3, 1, 1, 2};
    for (int c = 0; c < 2; c++) {
        int *at[4] = {&v->cs_at[c], &v->s_at[c], &v->t_at[c], &v->st_at[c]};
        size_t count = 0;
        bool any = false;
        for (int w = 0; w < 4; w++)
            if (use[c][w]) {
                size_t n = use[c][w]->nvalues / width[w];
                if (any && n != count) {
                    pvars_free(v);
                    return rib_error(st, rq->line, rq->col, "%s: the %s primitive variables differ in count",
                                     rq->name, c ? "varying" : "vertex");
                }
                count = n;
                any = true;
                *at[w] = (int)v->k[c];
                v->k[c] += width[w];
            }
        v->count[c] = count;
        if (!any)
            continue;
        v->pack[c] = scene_alloc(v->k[c] * (count ? count : 1), sizeof *v->pack[c]);
        for (int w = 0; w < 4; w++)
            if (use[c][w])
                for (size_t i = 0; i < count; i++)
                    memcpy(v->pack[c] + i * v->k[c] + *at[w], use[c][w]->f + i * width[w], width[w] * sizeof(float));
    }
    v->pv = (scene_primvars){v->k[0], v->count[0], v->pack[0], v->k[1], v->count[1], v->pack[1]};
    return true;
}

/* Fills the mesh's Cs, s, t from the tessellator's per-vertex values;
 * without s or t given, TextureCoordinates maps the parametric corners
 * (u, v) = (0,0), (1,0), (0,1), (1,1) to its four (s, t) pairs. */
static void apply_vars(scene_mesh *m, const rib_pvars *v, const float *vars, const float *tc)
{
    bool given = v->s_at[0] >= 0 || v->s_at[1] >= 0 || v->t_at[0] >= 0 || v->t_at[1] >= 0 || v->st_at[0] >= 0 ||
                 v->st_at[1] >= 0;
    for (size_t i = 0; i < m->nverts && m->u && m->v && !given; i++) {
        float u = m->u[i], w = m->v[i];
        float c[4] = {(1 - u) * (1 - w), u * (1 - w), (1 - u) * w, u * w};
        m->s[i] = c[0] * tc[0] + c[1] * tc[2] + c[2] * tc[4] + c[3] * tc[6];
        m->t[i] = c[0] * tc[1] + c[1] * tc[3] + c[2] * tc[5] + c[3] * tc[7];
    }
    size_t stride = v->k[0] + v->k[1];
    if (v->has_Cs || v->cs_at[0] >= 0 || v->cs_at[1] >= 0)
        m->Cv = scene_alloc(m->nverts, sizeof *m->Cv);
    for (size_t i = 0; i < m->nverts; i++) {
        if (v->has_Cs)
            m->Cv[i] = v->Cs;
        for (int c = 0; c < 2 && vars; c++) {
            const float *x = vars + i * stride + (c ? v->k[0] : 0);
            if (v->cs_at[c] >= 0)
                m->Cv[i] = v3(x[v->cs_at[c]], x[v->cs_at[c] + 1], x[v->cs_at[c] + 2]);
            if (v->st_at[c] >= 0) {
                m->s[i] = x[v->st_at[c]];
                m->t[i] = x[v->st_at[c] + 1];
            }
            if (v->s_at[c] >= 0)
                m->s[i] = x[v->s_at[c]];
            if (v->t_at[c] >= 0)
                m->t[i] = x[v->t_at[c]];
        }
    }
}

/* The tessellator's result placed in the scene, or its error at the request. */
static bool finish(rib_state *st, const rib_request *rq, bool ok, scene_mesh *m, rib_pvars *v, float *vars,
                   char *err)
{
    if (!ok) {
        rib_error(st, rq->line, rq->col, "%s", err ? err : "cannot tessellate");
        free(err);
        pvars_free(v);
        return false;
    }
    apply_vars(m, v, vars, st->stack[st->depth].st);
    free(vars);
    pvars_free(v);
    m->has_normals = true;
    rib_orient(st, m, true);
    rib_emit_mesh(st, m, NULL);
    return true;
}

static bool quadric(rib_state *st, const rib_request *rq)
{
    static const struct {
        const char *name;
        scene_quadric_kind kind;
        size_t nargs;
    } kinds[] = {{"Sphere", SCENE_SPHERE, 4},         {"Cone", SCENE_CONE, 3},
                 {"Cylinder", SCENE_CYLINDER, 4},     {"Hyperboloid", SCENE_HYPERBOLOID, 7},
                 {"Paraboloid", SCENE_PARABOLOID, 4}, {"Disk", SCENE_DISK, 3},
                 {"Torus", SCENE_TORUS, 5}};
    size_t k = 0;
    while (strcmp(kinds[k].name, rq->name) != 0)
        k++;
    float a[7];
    size_t n = kinds[k].nargs;
    for (size_t i = 0; i < n; i++) {
        if (i >= rq->nargs || rq->args[i].kind != RIB_ARG_NUMBER)
            return rib_error(st, i < rq->nargs ? rq->args[i].line : rq->line, i < rq->nargs ? rq->args[i].col : rq->col,
                             "%s needs %zu numbers", rq->name, n);
        a[i] = rq->nums[rq->args[i].first];
    }
    scene_quadric q = {.kind = kinds[k].kind, .thetamax = a[n - 1]};
    float size = 0;
    switch (q.kind) {
    case SCENE_SPHERE: case SCENE_CYLINDER: case SCENE_PARABOLOID:
        q.radius = a[0], q.zmin = a[1], q.zmax = a[2];
        size = fmaxf(fabsf(a[0]), fmaxf(fabsf(a[1]), fabsf(a[2])));
        break;
    case SCENE_CONE: case SCENE_DISK:
        q.height = a[0], q.radius = a[1];
        size = fmaxf(fabsf(a[0]), fabsf(a[1]));
        break;
    case SCENE_HYPERBOLOID:
        q.point1 = v3(a[0], a[1], a[2]), q.point2 = v3(a[3], a[4], a[5]);
        for (int i = 0; i < 6; i++)
            size = fmaxf(size, fabsf(a[i]));
        break;
    case SCENE_TORUS:
        q.radius = a[0], q.minor_radius = a[1], q.phimin = a[2], q.phimax = a[3];
        size = fabsf(a[0]) + fabsf(a[1]);
        break;
    }
    rib_pvars v;
    if (!gather(st, rq, n, &v, NULL, NULL))
        return false;
    scene_mesh m;
    float *vars = NULL;
    char *err = NULL;
    bool ok = scene_tess_quadric(&q, rib_tolerance(st, v3(0, 0, 0), size), &v.pv, &m, &vars, &err);
    return finish(st, rq, ok, &m, &v, vars, err);
}

/* The tolerance for control points, sized by their bounding box (a "Pz"
 * height field's heights against its unit square). */
static float points_tolerance(rib_state *st, const float *P, size_t n, int pdim)
{
    float lo[3] = {INFINITY, INFINITY, INFINITY}, hi[3] = {-INFINITY, -INFINITY, -INFINITY};
    for (size_t i = 0; i < n; i++)
        for (int c = 0; c < 3; c++) {
            float w = pdim == 4 && P[4 * i + 3] != 0 ? P[4 * i + 3] : 1;
            float x = pdim == 1 ? (c == 2 ? P[i] : (float)(i & 1)) : P[(size_t)pdim * i + (size_t)c] / w;
            lo[c] = fminf(lo[c], x);
            hi[c] = fmaxf(hi[c], x);
        }
    float size = fmaxf(hi[0] - lo[0], fmaxf(hi[1] - lo[1], hi[2] - lo[2]));
    scene_vec3 centre = v3((lo[0] + hi[0]) / 2, (lo[1] + hi[1]) / 2, (lo[2] + hi[2]) / 2);
    return rib_tolerance(st, isfinite(size) ? centre : v3(0, 0, 0), size);
}

static bool control_points(rib_state *st, const rib_request *rq, const scene_param *P, const scene_param *Pw,
                           const float **pts, size_t *n, int *pdim)
{
    if (!P && !Pw)
        return rib_error(st, rq->line, rq->col, "%s needs \"P\", \"Pw\" or \"Pz\"", rq->name);
    *pdim = P ? 3 : Pw->type == SCENE_PARAM_HPOINT ? 4 : 1;
    *pts = P ? P->f : Pw->f;
    *n = (P ? P->nvalues : Pw->nvalues) / (size_t)*pdim;
    return true;
}

static bool patch(rib_state *st, const rib_request *rq)
{
    bool mesh = strcmp(rq->name, "PatchMesh") == 0;
    const char *type = rib_string(st, rq, 0);
    if (!type)
        return false;
    bool bicubic = strcmp(type, "bicubic") == 0;
    if (!bicubic && strcmp(type, "bilinear") != 0)
        return rib_error(st, rq->args[0].line, rq->args[0].col, "%s type must be \"bilinear\" or \"bicubic\"",
                         rq->name);
    scene_patch_mesh pm = {.bicubic = bicubic, .ubasis = st->stack[st->depth].ubasis,
                           .vbasis = st->stack[st->depth].vbasis};
    size_t first = 1;
    if (mesh) {
        const char *uwrap, *vwrap;
        if (rq->nargs < 5 || rq->args[1].kind != RIB_ARG_NUMBER || rq->args[3].kind != RIB_ARG_NUMBER ||
            !(uwrap = rib_string(st, rq, 2)) || !(vwrap = rib_string(st, rq, 4)))
            return st->error ? false : rib_error(st, rq->line, rq->col, "PatchMesh needs type nu uwrap nv vwrap");
        float nu = rq->nums[rq->args[1].first], nv = rq->nums[rq->args[3].first];
        if (!(nu >= 1 && nv >= 1 && nu < 1e7f && nv < 1e7f && nu == floorf(nu) && nv == floorf(nv)))
            return rib_error(st, rq->line, rq->col, "PatchMesh: nu and nv must be positive whole numbers");
        pm.nu = (int)nu, pm.nv = (int)nv;
        pm.uperiodic = strcmp(uwrap, "periodic") == 0;
        pm.vperiodic = strcmp(vwrap, "periodic") == 0;
        first = 5;
    } else {
        pm.nu = pm.nv = bicubic ? 4 : 2;
    }
    rib_pvars v;
    const scene_param *P, *Pw;
    if (!gather(st, rq, first, &v, &P, &Pw))
        return false;
    if (!control_points(st, rq, P, Pw, &pm.P, &pm.npoints, &pm.pdim)) {
        pvars_free(&v);
        return false;
    }
    scene_mesh m;
    float *vars = NULL;
    char *err = NULL;
    bool ok = scene_tess_patch_mesh(&pm, points_tolerance(st, pm.P, pm.npoints, pm.pdim), &v.pv, &m, &vars, &err);
    return finish(st, rq, ok, &m, &v, vars, err);
}

static bool nupatch(rib_state *st, const rib_request *rq)
{
    /* nu uorder [uknot] umin umax nv vorder [vknot] vmin vmax params */
    float num[8];
    static const int at[8] = {0, 1, 3, 4, 5, 6, 8, 9};
    for (int i = 0; i < 8; i++) {
        if ((size_t)at[i] >= rq->nargs || rq->args[at[i]].kind != RIB_ARG_NUMBER)
            return rib_error(st, rq->line, rq->col, "NuPatch needs nu uorder [uknot] umin umax nv vorder [vknot] "
                             "vmin vmax");
        num[i] = rq->nums[rq->args[at[i]].first];
    }
    for (int i = 0; i < 8; i += 4)
        if (!(num[i] >= 1 && num[i + 1] >= 1 && num[i] < 1e7f && num[i + 1] < 64 && num[i] == floorf(num[i]) &&
              num[i + 1] == floorf(num[i + 1])))
            return rib_error(st, rq->line, rq->col, "NuPatch: counts and orders must be positive whole numbers");
    scene_nupatch np = {.nu = (int)num[0], .uorder = (int)num[1], .umin = num[2], .umax = num[3],
                        .nv = (int)num[4], .vorder = (int)num[5], .vmin = num[6], .vmax = num[7]};
    if (!(np.uknot = rib_array(st, rq, 2, &np.nuknots)) || !(np.vknot = rib_array(st, rq, 7, &np.nvknots)))
        return false;
    rib_pvars v;
    const scene_param *P, *Pw;
    if (!gather(st, rq, 10, &v, &P, &Pw))
        return false;
    if (!control_points(st, rq, P, Pw, &np.P, &np.npoints, &np.pdim)) {
        pvars_free(&v);
        return false;
    }
    scene_mesh m;
    float *vars = NULL;
    char *err = NULL;
    bool ok = scene_tess_nupatch(&np, points_tolerance(st, np.P, np.npoints, np.pdim), &v.pv, &m, &vars, &err);
    return finish(st, rq, ok, &m, &v, vars, err);
}

static bool subdivision(rib_state *st, const rib_request *rq)
{
    const char *scheme = rib_string(st, rq, 0);
    if (!scheme)
        return false;
    if (strcmp(scheme, "catmull-clark") != 0)
        return rib_error(st, rq->args[0].line, rq->args[0].col, "SubdivisionMesh scheme \"%s\" is not supported "
                         "(\"catmull-clark\")", scheme);
    size_t nfaces, nfv;
    const float *fn = rib_array(st, rq, 1, &nfaces), *fv = fn ? rib_array(st, rq, 2, &nfv) : NULL;
    if (!fv)
        return false;
    /* Tags: [names] [nargs] [intargs] [floatargs], all optional together. */
    size_t first = 3;
    bool interpolate_boundary = false;
    /* An empty [] reads as numbers: it is the (empty) tag list when it is
     * not a parameter name's place, i.e. when an array follows it. */
    bool no_tags = rq->nargs > 4 && rq->args[3].kind == RIB_ARG_NUMBERS && rq->args[3].n == 0 &&
                   rq->args[4].kind == RIB_ARG_NUMBERS;
    if (rq->nargs > 3 && (rq->args[3].kind == RIB_ARG_STRINGS || no_tags)) {
        for (size_t i = 0; i < rq->args[3].n; i++) {
            const char *tag = rq->strs[rq->args[3].first + i];
            if (strcmp(tag, "interpolateboundary") == 0)
                interpolate_boundary = true;
            else
                rib_warn(st, rq->line, rq->col, "SubdivisionMesh: tag \"%s\" is not supported and ignored", tag);
        }
        first = 7;
        if (rq->nargs < first)
            return rib_error(st, rq->line, rq->col, "SubdivisionMesh: tags need [nargs] [intargs] [floatargs]");
    }
    int32_t *counts = scene_alloc(nfaces ? nfaces : 1, sizeof *counts);
    int32_t *verts = scene_alloc(nfv ? nfv : 1, sizeof *verts);
    bool ok = true;
    for (size_t i = 0; i < nfaces; i++) {
        ok &= fn[i] >= 3 && fn[i] < 1e7f && fn[i] == floorf(fn[i]);
        counts[i] = ok ? (int32_t)fn[i] : 0;
    }
    for (size_t i = 0; i < nfv; i++) {
        ok &= fv[i] >= 0 && fv[i] < 2e9f && fv[i] == floorf(fv[i]);
        verts[i] = ok ? (int32_t)fv[i] : 0;
    }
    rib_pvars v = {0};
    const scene_param *P = NULL, *Pw = NULL;
    if (!ok)
        rib_error(st, rq->line, rq->col, "SubdivisionMesh: face sizes (>= 3) and vertex indices must be whole numbers");
    else if (!gather(st, rq, first, &v, &P, &Pw))
        ok = false;
    else if (!P)
        ok = rib_error(st, rq->line, rq->col, "SubdivisionMesh needs \"P\"");
    if (!ok) {
        free(counts);
        free(verts);
        pvars_free(&v);
        return false;
    }
    scene_subdiv_mesh sm = {.nfaces = nfaces, .nface_verts = nfv, .npoints = P->nvalues / 3, .face_nverts = counts,
                            .face_verts = verts, .P = (const scene_vec3 *)P->f,
                            .interpolate_boundary = interpolate_boundary};
    scene_mesh m;
    float *vars = NULL;
    char *err = NULL;
    ok = scene_tess_subdiv_mesh(&sm, points_tolerance(st, P->f, sm.npoints, 3), &v.pv, &m, &vars, &err);
    free(counts);
    free(verts);
    return finish(st, rq, ok, &m, &v, vars, err);
}

/* The eye (camera space's origin) in the current object space, which
 * points and curves face; false for a singular CTM. */
static bool eye_in_object(const rib_state *st, scene_vec3 *eye)
{
    const float(*a)[4] = st->stack[st->depth].ctm.m;
    float c[3][3];
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++)
            c[i][j] = a[(j + 1) % 3][(i + 1) % 3] * a[(j + 2) % 3][(i + 2) % 3] -
                      a[(j + 1) % 3][(i + 2) % 3] * a[(j + 2) % 3][(i + 1) % 3];
    float det = a[0][0] * c[0][0] + a[0][1] * c[1][0] + a[0][2] * c[2][0];
    if (det == 0 || !isfinite(det))
        return false;
    /* ctm * x + t = 0: x = -adj(A) t / det */
    float x[3];
    for (int i = 0; i < 3; i++)
        x[i] = -(c[i][0] * a[0][3] + c[i][1] * a[1][3] + c[i][2] * a[2][3]) / det;
    *eye = v3(x[0], x[1], x[2]);
    return true;
}

/* "width" (varying) and "constantwidth" of Points and Curves. */
static void widths(const rib_request *rq, size_t first, const float **width, size_t *nwidth, float *constant)
{
    *width = NULL, *nwidth = 0, *constant = 1;
    for (size_t i = first; i + 1 < rq->nargs; i += 2) {
        if (rq->args[i].kind != RIB_ARG_STRING)
            continue;
        const char *name = rq->strs[rq->args[i].first], *sp = strrchr(name, ' ');
        const rib_arg *v = &rq->args[i + 1];
        if (v->kind != RIB_ARG_NUMBER && v->kind != RIB_ARG_NUMBERS)
            continue;
        if (strcmp(sp ? sp + 1 : name, "width") == 0)
            *width = v->n ? rq->nums + v->first : NULL, *nwidth = v->n;
        else if (strcmp(sp ? sp + 1 : name, "constantwidth") == 0 && v->n == 1)
            *constant = rq->nums[v->first];
    }
}

/* Points and Curves: ribbons and discs facing the eye. */
static bool points_curves(rib_state *st, const rib_request *rq)
{
    bool curves = strcmp(rq->name, "Curves") == 0;
    scene_curves cv = {.basis = st->stack[st->depth].vbasis};
    int32_t *nverts = NULL;
    size_t first = 0;
    if (curves) {
        const char *type = rib_string(st, rq, 0), *wrap;
        size_t n;
        const float *nv = type ? rib_array(st, rq, 1, &n) : NULL;
        if (!nv || !(wrap = rib_string(st, rq, 2)))
            return false;
        cv.cubic = strcmp(type, "cubic") == 0;
        if (!cv.cubic && strcmp(type, "linear") != 0)
            return rib_error(st, rq->args[0].line, rq->args[0].col, "Curves type must be \"linear\" or \"cubic\"");
        cv.periodic = strcmp(wrap, "periodic") == 0;
        nverts = scene_alloc(n ? n : 1, sizeof *nverts);
        for (size_t i = 0; i < n; i++) {
            if (!(nv[i] >= 1 && nv[i] < 1e7f && nv[i] == floorf(nv[i]))) {
                free(nverts);
                return rib_error(st, rq->args[1].line, rq->args[1].col, "Curves: vertex counts must be positive "
                                 "whole numbers");
            }
            nverts[i] = (int32_t)nv[i];
        }
        cv.ncurves = n;
        cv.nvertices = nverts;
        first = 3;
    }
    rib_pvars v;
    const scene_param *P, *Pw;
    scene_vec3 eye;
    bool ok = gather(st, rq, first, &v, &P, &Pw);
    if (ok && !P)
        ok = rib_error(st, rq->line, rq->col, "%s needs \"P\"", rq->name);
    if (ok && !eye_in_object(st, &eye))
        ok = rib_error(st, rq->line, rq->col, "%s: the current transform is singular", rq->name);
    if (!ok) {
        free(nverts);
        pvars_free(&v);
        return false;
    }
    const float *width;
    size_t nwidth;
    float constant;
    widths(rq, first, &width, &nwidth, &constant);
    scene_mesh m;
    float *vars = NULL;
    char *err = NULL;
    /* Curves are cut along their control points' extent, discs by their width. */
    float tol = points_tolerance(st, P->f, P->nvalues / 3, 3), wmax = constant;
    for (size_t i = 0; i < nwidth; i++)
        wmax = fmaxf(wmax, width[i]);
    if (curves) {
        cv.npoints = P->nvalues / 3, cv.P = (const scene_vec3 *)P->f, cv.eye = eye;
        cv.nwidths = nwidth, cv.width = width, cv.constant_width = constant;
        ok = scene_tess_curves(&cv, tol, &v.pv, &m, &vars, &err);
    } else {
        scene_points pts = {.npoints = P->nvalues / 3, .P = (const scene_vec3 *)P->f,
                            .width = nwidth == P->nvalues / 3 ? width : NULL, .constant_width = constant,
                            .eye = eye};
        if (nwidth && !pts.width) {
            free(nverts);
            pvars_free(&v);
            return rib_error(st, rq->line, rq->col, "Points: \"width\" needs one value per point");
        }
        /* Points are many and small: a disc's edge within 1% of its width. */
        ok = scene_tess_points(&pts, 1e-2f * (wmax > 0 ? wmax : 1), &v.pv, &m, &vars, &err);
    }
    free(nverts);
    return finish(st, rq, ok, &m, &v, vars, err);
}

/* Basis ubasis ustep vbasis vstep: each basis a name or 16 numbers. */
static bool basis(rib_state *st, const rib_request *rq)
{
    scene_basis b[2];
    size_t at = 0;
    for (int i = 0; i < 2; i++) {
        if (at + 1 >= rq->nargs || rq->args[at + 1].kind != RIB_ARG_NUMBER)
            return rib_error(st, rq->line, rq->col, "Basis needs ubasis ustep vbasis vstep");
        const rib_arg *a = &rq->args[at];
        if (a->kind == RIB_ARG_STRING) {
            if (!scene_basis_named(rq->strs[a->first], &b[i]))
                return rib_error(st, a->line, a->col, "Basis: unknown basis \"%s\"", rq->strs[a->first]);
        } else if (a->kind == RIB_ARG_NUMBERS && a->n == 16) {
            for (int r = 0; r < 4; r++)
                for (int c = 0; c < 4; c++)
                    b[i].m[r][c] = rq->nums[a->first + 4 * (size_t)r + (size_t)c];
        } else {
            return rib_error(st, a->line, a->col, "Basis: a basis is a name or 16 numbers");
        }
        float step = rq->nums[rq->args[at + 1].first];
        if (!(step >= 1 && step <= 4 && step == floorf(step)))
            return rib_error(st, rq->args[at + 1].line, rq->args[at + 1].col, "Basis: a step is 1 to 4");
        b[i].step = (int)step;
        at += 2;
    }
    if (rq->nargs != 4)
        return rib_error(st, rq->line, rq->col, "Basis takes 4 arguments");
    st->stack[st->depth].ubasis = b[0];
    st->stack[st->depth].vbasis = b[1];
    return true;
}

rib_handler rib_primitive_handler(const char *name)
{
    static const char *const quadrics[] = {"Sphere", "Cone", "Cylinder", "Hyperboloid", "Paraboloid", "Disk", "Torus"};
    for (size_t i = 0; i < sizeof quadrics / sizeof quadrics[0]; i++)
        if (strcmp(name, quadrics[i]) == 0)
            return quadric;
    if (strcmp(name, "Patch") == 0 || strcmp(name, "PatchMesh") == 0)
        return patch;
    if (strcmp(name, "NuPatch") == 0)
        return nupatch;
    if (strcmp(name, "SubdivisionMesh") == 0)
        return subdivision;
    if (strcmp(name, "Points") == 0 || strcmp(name, "Curves") == 0)
        return points_curves;
    if (strcmp(name, "Basis") == 0)
        return basis;
    return NULL;
}
