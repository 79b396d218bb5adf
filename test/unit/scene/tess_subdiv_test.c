/* Catmull-Clark subdivision meshes: limit points computed by hand, the
 * tolerance against a much finer tessellation, primitive variables, errors. */
#include "tess_check.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* The cube [-1, 1]^3, faces counter-clockwise seen from outside. */
static scene_vec3 cube_P[8];
static const int32_t cube_faces[24] = {0, 2, 3, 1, 4, 5, 7, 6, 0, 1, 5, 4, 2, 6, 7, 3, 0, 4, 6, 2, 1, 3, 7, 5};
static const int32_t cube_sizes[6] = {4, 4, 4, 4, 4, 4};

static scene_subdiv_mesh cube(void)
{
    for (int i = 0; i < 8; i++)
        cube_P[i] = (scene_vec3){i & 1 ? 1 : -1, i & 2 ? 1 : -1, i & 4 ? 1 : -1};
    return (scene_subdiv_mesh){.nfaces = 6, .nface_verts = 24, .npoints = 8, .face_nverts = cube_sizes,
                               .face_verts = cube_faces, .P = cube_P};
}

static bool tess(const scene_subdiv_mesh *sm, float tol, const scene_primvars *pv, scene_mesh *m, float **vars)
{
    char *err = NULL;
    bool ok = scene_tess_subdiv_mesh(sm, tol, pv, m, vars, &err);
    if (!ok)
        printf("\n  unexpected: %s\n", err);
    free(err);
    return ok;
}

/* The limit of a valence-n vertex of a quad mesh is (n^2 v + 4 sum(e_i) +
 * sum(f_i)) / (n (n + 5)): for a cube corner (1,1,1), (9 + 4 - 1) / 24 =
 * 1/2 per coordinate.  A face centre becomes, after one step, a valence-4
 * vertex (1,0,0) with edge points (3/4, 0, +-3/4), (3/4, +-3/4, 0) and
 * corner points 5/9 (1, +-1, +-1): (16 + 12 + 20/9) / 36 = 68/81.  The
 * limit surface lies inside the hull, nearest the centre at the face
 * centres. */
static void test_cube_limit(void)
{
    scene_subdiv_mesh sm = cube();
    scene_mesh m;
    CU_ASSERT_TRUE_FATAL(tess(&sm, 1e-2f, NULL, &m, NULL));
    CU_ASSERT_PTR_NULL(m.u);
    /* Vertex points keep their index at every level: vertex i < 8 is the
     * limit of cube corner i. */
    for (int i = 0; i < 8; i++) {
        CU_ASSERT_DOUBLE_EQUAL(m.P[i].x, cube_P[i].x / 2, 1e-6);
        CU_ASSERT_DOUBLE_EQUAL(m.P[i].y, cube_P[i].y / 2, 1e-6);
        CU_ASSERT_DOUBLE_EQUAL(m.P[i].z, cube_P[i].z / 2, 1e-6);
        CU_ASSERT_DOUBLE_EQUAL(m.N[i].x, cube_P[i].x / sqrt(3), 1e-5);
        CU_ASSERT_DOUBLE_EQUAL(m.N[i].z, cube_P[i].z / sqrt(3), 1e-5);
    }
    size_t centres = 0;
    for (size_t i = 0; i < m.nverts; i++) {
        scene_vec3 p = m.P[i];
        double r = sqrt(p.x * p.x + p.y * p.y + p.z * p.z);
        CU_ASSERT(r >= 68 / 81.0 - 1e-6 && r <= sqrt(0.75) + 1e-6);
        CU_ASSERT(fabs(p.x) <= 68 / 81.0 + 1e-6);
        if (fabs(p.x - 68 / 81.0) < 1e-6 && fabs(p.y) < 1e-6 && fabs(p.z) < 1e-6) {
            centres++;
            CU_ASSERT_DOUBLE_EQUAL(m.N[i].x, 1, 1e-6);
        }
        /* Normals point out of the (convex) surface. */
        CU_ASSERT(m.N[i].x * p.x + m.N[i].y * p.y + m.N[i].z * p.z > 0.8 * r);
    }
    CU_ASSERT_EQUAL(centres, 1);
    CU_ASSERT_EQUAL(tess_count_flipped(&m), 0);
    scene_mesh_free(&m);
}

/* The tolerance: every triangle's centroid and the midpoint of its quad's
 * diagonal lie within it of a tessellation 16 times finer (itself within
 * tolerance / 16); the triangles grow fourfold per level, as 1/tolerance. */
static void test_subdiv_tolerance(void)
{
    scene_subdiv_mesh sm = cube();
    size_t last = 0;
    for (float tol = 0.1f; tol > 0.02f; tol /= 4) {
        scene_mesh coarse, fine;
        CU_ASSERT_TRUE_FATAL(tess(&sm, tol, NULL, &coarse, NULL));
        CU_ASSERT_TRUE_FATAL(tess(&sm, tol / 16, NULL, &fine, NULL));
        double worst = 0;
        for (size_t i = 0; i < coarse.ntris; i++) {
            scene_vec3 a = coarse.P[coarse.idx[3 * i]], b = coarse.P[coarse.idx[3 * i + 1]],
                       c = coarse.P[coarse.idx[3 * i + 2]];
            scene_vec3 pts[2] = {{(a.x + b.x + c.x) / 3, (a.y + b.y + c.y) / 3, (a.z + b.z + c.z) / 3},
                                 {(a.x + c.x) / 2, (a.y + c.y) / 2, (a.z + c.z) / 2}};
            for (int k = 0; k < 2; k++)
                worst = fmax(worst, tess_mesh_distance(&fine, pts[k]));
        }
        CU_ASSERT(worst + tol / 16 <= tol);
        if (last)
            CU_ASSERT(coarse.ntris <= 4 * last);
        last = coarse.ntris;
        scene_mesh_free(&coarse);
        scene_mesh_free(&fine);
    }
}

/* "vertex" values follow P's rules to the limit: given P.x, they equal the
 * limit P.x; "varying" values refine linearly, so an original point keeps
 * its value. */
static void test_subdiv_primvars(void)
{
    scene_subdiv_mesh sm = cube();
    float vx[8], vy[16];
    for (int i = 0; i < 8; i++) {
        vx[i] = cube_P[i].x;
        vy[2 * i] = (float)i;
        vy[2 * i + 1] = cube_P[i].y;
    }
    scene_primvars pv = {.vertex_k = 1, .vertex_count = 8, .vertex = vx,
                         .varying_k = 2, .varying_count = 8, .varying = vy};
    scene_mesh m;
    float *vars = NULL;
    CU_ASSERT_TRUE_FATAL(tess(&sm, 1e-2f, &pv, &m, &vars));
    CU_ASSERT_PTR_NOT_NULL_FATAL(vars);
    for (size_t i = 0; i < m.nverts; i++) {
        CU_ASSERT_DOUBLE_EQUAL(vars[3 * i], m.P[i].x, 1e-5);
        CU_ASSERT(vars[3 * i + 2] >= -1 && vars[3 * i + 2] <= 1);
    }
    for (int i = 0; i < 8; i++) {
        CU_ASSERT_DOUBLE_EQUAL(vars[3 * i + 1], i, 1e-6);
        CU_ASSERT_DOUBLE_EQUAL(vars[3 * i + 2], cube_P[i].y, 1e-6);
    }
    free(vars);
    scene_mesh_free(&m);
}

/* An open 3 x 3 grid of quads in z = 0 (boundary edges as creases) stays
 * in the plane, facing +z; a tetrahedron of triangles converges inside
 * its hull. */
static void test_subdiv_open_and_triangles(void)
{
    scene_vec3 grid[16];
    int32_t faces[36], sizes[9];
    for (int j = 0; j < 4; j++)
        for (int i = 0; i < 4; i++)
            grid[4 * j + i] = (scene_vec3){(float)i, (float)j, 0};
    for (int j = 0; j < 3; j++)
        for (int i = 0; i < 3; i++) {
            int32_t *f = &faces[4 * (3 * j + i)], a = 4 * j + i;
            f[0] = a, f[1] = a + 1, f[2] = a + 5, f[3] = a + 4;
            sizes[3 * j + i] = 4;
        }
    scene_subdiv_mesh sm = {.nfaces = 9, .nface_verts = 36, .npoints = 16, .face_nverts = sizes,
                            .face_verts = faces, .P = grid};
    scene_mesh m;
    CU_ASSERT_TRUE_FATAL(tess(&sm, 1e-2f, NULL, &m, NULL));
    for (size_t i = 0; i < m.nverts; i++) {
        CU_ASSERT_DOUBLE_EQUAL(m.P[i].z, 0, 0);
        CU_ASSERT_DOUBLE_EQUAL(m.N[i].z, 1, 1e-6);
        CU_ASSERT(m.P[i].x >= 0 && m.P[i].x <= 3 && m.P[i].y >= 0 && m.P[i].y <= 3);
    }
    /* Boundary vertices follow the cubic B-spline boundary curve: point 1
     * (1, 0) has boundary neighbours (0, 0) and (2, 0): (0 + 4 + 2) / 6. */
    CU_ASSERT_DOUBLE_EQUAL(m.P[1].x, 1, 1e-6);
    CU_ASSERT_DOUBLE_EQUAL(m.P[1].y, 0, 1e-6);
    /* The corner (0, 0) follows the boundary curve, (0 + 4*0 + 1) / 6 in
     * x and y, unless "interpolateboundary" pins it. */
    CU_ASSERT_DOUBLE_EQUAL(m.P[0].x, 1 / 6.0, 1e-6);
    CU_ASSERT_DOUBLE_EQUAL(m.P[0].y, 1 / 6.0, 1e-6);
    scene_mesh_free(&m);
    sm.interpolate_boundary = true;
    CU_ASSERT_TRUE_FATAL(tess(&sm, 1e-2f, NULL, &m, NULL));
    CU_ASSERT_EQUAL(m.P[0].x, 0);
    CU_ASSERT_EQUAL(m.P[0].y, 0);
    CU_ASSERT_DOUBLE_EQUAL(m.P[1].x, 1, 1e-6);
    CU_ASSERT_DOUBLE_EQUAL(m.P[15].x, 3, 0);
    CU_ASSERT_DOUBLE_EQUAL(m.P[15].y, 3, 0);
    scene_mesh_free(&m);

    static const scene_vec3 tet[4] = {{1, 1, 1}, {1, -1, -1}, {-1, 1, -1}, {-1, -1, 1}};
    static const int32_t tf[12] = {0, 1, 2, 0, 3, 1, 0, 2, 3, 1, 3, 2}, ts[4] = {3, 3, 3, 3};
    sm = (scene_subdiv_mesh){.nfaces = 4, .nface_verts = 12, .npoints = 4, .face_nverts = ts, .face_verts = tf,
                             .P = tet};
    CU_ASSERT_TRUE_FATAL(tess(&sm, 1e-2f, NULL, &m, NULL));
    /* The hull: x + y + z <= 3 on the side away from (-1,-1,-1), etc.;
     * the tetrahedron's faces are |x +- y +- z| <= 1 planes. */
    for (size_t i = 0; i < m.nverts; i++) {
        scene_vec3 p = m.P[i];
        CU_ASSERT(-p.x - p.y - p.z <= 1 + 1e-6 && -p.x + p.y + p.z <= 1 + 1e-6 && p.x - p.y + p.z <= 1 + 1e-6 &&
                  p.x + p.y - p.z <= 1 + 1e-6);
        CU_ASSERT(m.N[i].x * p.x + m.N[i].y * p.y + m.N[i].z * p.z > 0);
    }
    CU_ASSERT_EQUAL(tess_count_flipped(&m), 0);
    scene_mesh_free(&m);
}

static void expect_error(const scene_subdiv_mesh *sm, float tol, const char *msg)
{
    scene_mesh m;
    char *err = NULL;
    CU_ASSERT_FALSE(scene_tess_subdiv_mesh(sm, tol, NULL, &m, NULL, &err));
    CU_ASSERT_PTR_NULL(m.P);
    CU_ASSERT_PTR_NOT_NULL_FATAL(err);
    if (!strstr(err, msg))
        printf("\n  got '%s', expected '%s'\n", err, msg);
    CU_ASSERT_PTR_NOT_NULL(strstr(err, msg));
    free(err);
}

static void test_subdiv_errors(void)
{
    scene_subdiv_mesh sm = cube();
    expect_error(&sm, 1e-7f, "SubdivisionMesh: tolerance 1e-07 needs more than");
    expect_error(&sm, -1, "SubdivisionMesh: the tolerance must be positive and finite (got -1)");
    sm.nface_verts = 23;
    expect_error(&sm, 1e-2f, "SubdivisionMesh: 23 point indices given, the faces have 24 corners");
    sm.npoints = 7;
    sm.nface_verts = 24;
    expect_error(&sm, 1e-2f, "SubdivisionMesh: point index 7 is not within 0..6");
    int32_t sizes[2] = {2, 4}, bad[6] = {0, 1, 0, 1, 3, 2};
    sm = (scene_subdiv_mesh){.nfaces = 2, .nface_verts = 6, .npoints = 8, .face_nverts = sizes, .face_verts = bad,
                             .P = cube_P};
    expect_error(&sm, 1e-2f, "SubdivisionMesh: face 0 has 2 points (at least 3)");
    int32_t tri[3] = {3, 3, 3}, rep[9] = {0, 1, 1, 0, 1, 2, 0, 1, 3};
    sm = (scene_subdiv_mesh){.nfaces = 3, .nface_verts = 9, .npoints = 8, .face_nverts = tri, .face_verts = rep,
                             .P = cube_P};
    expect_error(&sm, 1e-2f, "SubdivisionMesh: face 0 repeats point 1 along an edge");
    rep[2] = 4;
    expect_error(&sm, 1e-2f, "SubdivisionMesh: the edge between points 0 and 1 has more than two faces");
    rep[2] = 2;
    sm.nfaces = 1;
    sm.nface_verts = 3;
    cube_P[2].y = NAN;
    expect_error(&sm, 1e-2f, "SubdivisionMesh: a point is not finite");
    cube_P[2].y = 1;
    /* Finite points at 1e37: a closed cube's limit normals (double) are
     * fine; an open quad's boundary normals (area-weighted, in float)
     * overflow, an error rather than NaN. */
    sm = cube();
    for (int i = 0; i < 8; i++)
        cube_P[i] = (scene_vec3){cube_P[i].x * 1e37f, cube_P[i].y * 1e37f, cube_P[i].z * 1e37f};
    scene_mesh m;
    CU_ASSERT_TRUE_FATAL(tess(&sm, 1e36f, NULL, &m, NULL));
    for (size_t i = 0; i < m.nverts; i++)
        CU_ASSERT_DOUBLE_EQUAL(tv_dot(m.N[i], m.N[i]), 1, 1e-5);
    scene_mesh_free(&m);
    sm.nfaces = 1;
    sm.nface_verts = 4;
    expect_error(&sm, 1e36f, "SubdivisionMesh: the surface is not finite in single precision (points too large?)");
    sm.nfaces = 0;
    expect_error(&sm, 1e-2f, "SubdivisionMesh: no faces");
}

const unit_test tess_subdiv_tests[] = {
    {"catmull-clark cube: limit points by hand", test_cube_limit},
    {"catmull-clark tolerance", test_subdiv_tolerance},
    {"catmull-clark primitive variables", test_subdiv_primvars},
    {"open mesh and triangles", test_subdiv_open_and_triangles},
    {"subdivision mesh errors", test_subdiv_errors},
    {NULL, NULL},
};
