/* PLY and OBJ parsing (good files and every error), normals, placement. */
#include "scene_test.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NEAR(a, b) CU_ASSERT_DOUBLE_EQUAL((a), (b), 1e-6)

static bool load(const char *file, scene_mesh *m)
{
    char path[4096], *err = NULL;
    snprintf(path, sizeof path, "%s/%s", SCENE_TEST_DATA, file);
    bool ok = scene_mesh_load(path, m, &err);
    if (!ok) {
        printf("\n  unexpected: %s\n", err);
        free(err);
    }
    return ok;
}

static void test_ply_ascii(void)
{
    scene_mesh m;
    CU_ASSERT_TRUE_FATAL(load("quad_tri.ply", &m));
    CU_ASSERT_EQUAL(m.nverts, 5);
    CU_ASSERT_EQUAL(m.ntris, 3); /* the 4-gon as a fan of two, then the triangle */
    static const uint32_t idx[9] = {0, 1, 2, 0, 2, 3, 0, 1, 4};
    CU_ASSERT_EQUAL(memcmp(m.idx, idx, sizeof idx), 0);
    CU_ASSERT_TRUE(m.has_normals);
    CU_ASSERT_TRUE(m.has_st);
    NEAR(m.P[4].x, 0.5);
    NEAR(m.P[4].z, 1);
    NEAR(m.N[4].y, 1);
    NEAR(m.s[2], 1);
    NEAR(m.t[3], 1);
    NEAR(m.s[4], 0.5);
    CU_ASSERT_PTR_NOT_NULL_FATAL(m.Cv);
    NEAR(m.Cv[3].x, 0.2);
    NEAR(m.Cv[3].y, 0.4);
    NEAR(m.Cv[3].z, 0.6);
    NEAR(m.Cv[0].x, 1);
    scene_mesh_free(&m);
}

/* Writes a 4-vertex, 1-quad mesh as binary PLY with the given byte order. */
static size_t binary_ply(unsigned char *buf, bool big)
{
    size_t n = (size_t)sprintf((char *)buf,
                               "ply\nformat %s 1.0\nelement vertex 4\nproperty float x\nproperty float y\n"
                               "property float z\nproperty uchar red\nproperty uchar green\nproperty uchar blue\n"
                               "element face 1\nproperty list uchar int vertex_indices\nend_header\n",
                               big ? "binary_big_endian" : "binary_little_endian");
    float pos[4][3] = {{0, 0, 0}, {2, 0, 0}, {2, 3, 0}, {0, 3, -1.5f}};
    for (int v = 0; v < 4; v++) {
        for (int k = 0; k < 3; k++) {
            uint32_t u;
            memcpy(&u, &pos[v][k], 4);
            for (int b = 0; b < 4; b++)
                buf[n++] = (unsigned char)(u >> (big ? 24 - 8 * b : 8 * b));
        }
        buf[n++] = 255, buf[n++] = (unsigned char)(v * 50), buf[n++] = 0;
    }
    buf[n++] = 4;
    for (int i = 0; i < 4; i++) {
        uint32_t u = (uint32_t)(3 - i);
        for (int b = 0; b < 4; b++)
            buf[n++] = (unsigned char)(u >> (big ? 24 - 8 * b : 8 * b));
    }
    return n;
}

static void test_ply_binary(void)
{
    for (int big = 0; big < 2; big++) {
        unsigned char buf[1024];
        size_t n = binary_ply(buf, big);
        scene_mesh m;
        char *err = NULL;
        CU_ASSERT_TRUE_FATAL(scene_mesh_parse_ply("bin.ply", buf, n, &m, &err));
        CU_ASSERT_EQUAL(m.nverts, 4);
        CU_ASSERT_EQUAL(m.ntris, 2);
        CU_ASSERT_EQUAL(m.idx[0], 3);
        CU_ASSERT_EQUAL(m.idx[5], 0);
        NEAR(m.P[2].y, 3);
        NEAR(m.P[3].z, -1.5);
        NEAR(m.Cv[2].y, 100.0 / 255);
        CU_ASSERT_FALSE(m.has_normals);
        /* Computed normals are unit length. */
        NEAR(sqrt(m.N[1].x * m.N[1].x + m.N[1].y * m.N[1].y + m.N[1].z * m.N[1].z), 1);
        scene_mesh_free(&m);
        /* Truncated binary data is reported by byte offset. */
        CU_ASSERT_FALSE(scene_mesh_parse_ply("bin.ply", buf, n - 3, &m, &err));
        CU_ASSERT_PTR_NOT_NULL(strstr(err, "bin.ply: error: at byte"));
        CU_ASSERT_PTR_NOT_NULL(strstr(err, "unexpected end of file"));
        free(err);
    }
}

/* Area weighting: vertex 0 touches a triangle of area 2 facing +z and one
 * of area 0.5 facing +x, so its normal is (1, 0, 4)/sqrt(17). */
static void test_area_weighted_normals(void)
{
    scene_mesh m;
    CU_ASSERT_TRUE_FATAL(load("corner.ply", &m));
    CU_ASSERT_FALSE(m.has_normals);
    NEAR(m.N[0].x, 1 / sqrt(17));
    NEAR(m.N[0].y, 0);
    NEAR(m.N[0].z, 4 / sqrt(17));
    NEAR(m.N[1].z, 1);
    NEAR(m.N[3].x, 1);
    scene_mesh_free(&m);
}

static void test_ply_bunny(void)
{
    const char *path = test_bunny("bun_zipper.ply");
    if (!path)
        return;
    scene_mesh m;
    char *err = NULL;
    CU_ASSERT_TRUE_FATAL(scene_mesh_load(path, &m, &err));
    /* The counts its header declares. */
    CU_ASSERT_EQUAL(m.nverts, 35947);
    CU_ASSERT_EQUAL(m.ntris, 69451);
    scene_mesh_fit_unit_box(&m);
    float lo[3] = {1e9f, 1e9f, 1e9f}, hi[3] = {-1e9f, -1e9f, -1e9f};
    for (size_t i = 0; i < m.nverts; i++) {
        float p[3] = {m.P[i].x, m.P[i].y, m.P[i].z};
        for (int k = 0; k < 3; k++)
            lo[k] = fminf(lo[k], p[k]), hi[k] = fmaxf(hi[k], p[k]);
    }
    float side = 0;
    for (int k = 0; k < 3; k++) {
        CU_ASSERT_DOUBLE_EQUAL(lo[k] + hi[k], 0, 1e-5);
        side = fmaxf(side, hi[k] - lo[k]);
    }
    CU_ASSERT_DOUBLE_EQUAL(side, 1, 1e-5);
    scene_mesh_free(&m);
}

static const char ply_head[] = "ply\nformat ascii 1.0\nelement vertex 3\nproperty float x\nproperty float y\n"
                               "property float z\nelement face 1\nproperty list uchar int vertex_indices\nend_header\n";

/* Each bad file, and what its message must say. */
static const struct {
    const char *text, *message;
} bad_ply[] = {
    {"plx\n", "bad.ply:1: error: not a PLY file"},
    {"ply\nformat ascii 1.0\nelement vertex 3\n", "bad.ply:4: error: the header has no end_header line"},
    {"ply\nformat utf8 1.0\nend_header\n", "bad.ply:2: error: unknown PLY format 'utf8'"},
    {"ply\nformat ascii 1.0\nelement vertex -3\nend_header\n", "bad.ply:3: error: bad element count '-3'"},
    {"ply\nformat ascii 1.0\nproperty float x\nend_header\n", "bad.ply:3: error: property before any element"},
    {"ply\nformat ascii 1.0\nelement vertex 1\nproperty quad x\nend_header\n", "bad.ply:4: error: expected 'property TYPE NAME'"},
    {"ply\nformat ascii 1.0\nelement vertex 1\nproperty list float int x\nend_header\n", "bad.ply:4: error: the count type"},
    {"ply\nformat ascii 1.0\nbogus\nend_header\n", "bad.ply:3: error: unknown header line 'bogus'"},
    {"ply\nelement vertex 1\nend_header\n", "bad.ply:3: error: the header has no format line"},
    {"ply\nformat ascii 1.0\nelement vertex 1\nproperty float x\nproperty float y\nelement face 1\n"
     "property list uchar int vertex_indices\nend_header\n0 0\n3 0 0 0\n",
     "bad.ply:3: error: element 'vertex' lacks one of the properties x, y, z"},
    {"ply\nformat ascii 1.0\nelement vertex 1\nproperty float x\nproperty float y\nproperty float z\nend_header\n0 0 0\n",
     "bad.ply:7: error: a mesh needs a 'vertex' and a 'face' element"},
    {"ply\nformat ascii 1.0\nelement vertex 1\nproperty float x\nproperty float y\nproperty float z\nelement face 1\n"
     "property int n\nend_header\n0 0 0\n1\n",
     "bad.ply:7: error: element 'face' has no 'vertex_indices' list"},
    /* body */
    {"@0 0 0\n1 0 0\n0 1 0\n3 0 1 2\n", "bad.ply:10: error: bad number '@0' in vertex 0"},
    {"0 0 0\n1 0\n0 1 0\n3 0 1 2\n", "bad.ply:11: error: too few values on the line of vertex 1"},
    {"0 0 0\n1 0 0 7\n0 1 0\n3 0 1 2\n", "bad.ply:11: error: too many values on the line of vertex 1"},
    {"0 0 0\n1 0 0\n0 1 0\n3 0 1 3\n", "bad.ply:13: error: vertex index 3 of face 0 is out of range (3 vertices)"},
    {"0 0 0\n1 0 0\n0 1 0\n3 0 -1 2\n", "bad.ply:13: error: vertex index -1 of face 0 is out of range"},
    {"0 0 0\n1 0 0\n0 1 0\n2 0 1\n", "bad.ply:13: error: face 0 has 2 vertices (at least 3 are needed)"},
    {"0 0 0\n1 0 0\n0 1 0\n4 0 1 2\n", "bad.ply:13: error: too few values on the line of face 0"},
    {"0 0 0\n1 0 0\n0 1 0\n3 0 1 2\n3 0 1 2\n", "bad.ply:14: error: data after the last element"},
    {"0 0 0\n1 0 0\n0 1 0\n", "bad.ply:13: error: unexpected end of file in face 0"},
    {"0 0 0\n1 0 0\n0 1 nan\n3 0 1 2\n", "bad.ply:12: error: non-finite number 'nan' in vertex 2"},
    {"0 0 0\n1e39 0 0\n0 1 0\n3 0 1 2\n", "bad.ply:11: error: number 1e+39 of vertex 1 is out of the float range"},
};

static void test_ply_errors(void)
{
    size_t n = sizeof bad_ply / sizeof bad_ply[0];
    for (size_t i = 0; i < n; i++) {
        char text[1024];
        /* Entries not starting with "ply" are bodies under ply_head. */
        snprintf(text, sizeof text, "%s%s", strncmp(bad_ply[i].text, "pl", 2) ? ply_head : "", bad_ply[i].text);
        scene_mesh m;
        char *err = NULL;
        bool ok = scene_mesh_parse_ply("bad.ply", text, strlen(text), &m, &err);
        CU_ASSERT_FALSE(ok);
        if (ok) {
            scene_mesh_free(&m);
            printf("\n  case %zu unexpectedly parsed\n", i);
            continue;
        }
        bool match = err && strstr(err, bad_ply[i].message);
        CU_ASSERT_TRUE(match);
        if (!match)
            printf("\n  case %zu: got '%s', want '%s'\n", i, err ? err : "(null)", bad_ply[i].message);
        free(err);
    }
    /* A count the data cannot hold is refused before allocating. */
    const char *huge = "ply\nformat binary_little_endian 1.0\nelement vertex 4000000000\nproperty float x\n"
                       "property float y\nproperty float z\nelement face 0\nproperty list uchar int vertex_indices\nend_header\n";
    scene_mesh m;
    char *err = NULL;
    CU_ASSERT_FALSE(scene_mesh_parse_ply("big.ply", huge, strlen(huge), &m, &err));
    CU_ASSERT_TRUE(err && strstr(err, "big.ply:3: error: element 'vertex' count 4000000000 is more than"));
    free(err);
}

static void test_obj(void)
{
    scene_mesh m;
    CU_ASSERT_TRUE_FATAL(load("shapes.obj", &m));
    /* Distinct (v, vt, vn) corners: 4 for the quads, 3 for each of the
     * three later faces, which all use other forms. */
    CU_ASSERT_EQUAL(m.nverts, 13);
    CU_ASSERT_EQUAL(m.ntris, 6);
    static const uint32_t first[9] = {0, 1, 2, 0, 2, 3, 0, 1, 2};
    CU_ASSERT_EQUAL(memcmp(m.idx, first, sizeof first), 0);
    NEAR(m.P[2].x, 1);
    NEAR(m.P[2].y, 1);
    NEAR(m.s[1], 1);
    NEAR(m.t[3], 1);
    CU_ASSERT_FALSE(m.has_normals); /* some corners have none */
    CU_ASSERT_FALSE(m.has_st);
    NEAR(m.P[m.idx[17]].z, 1); /* the last face's third corner is v 5 */
    scene_mesh_free(&m);

    CU_ASSERT_TRUE_FATAL(load("pentagon.obj", &m));
    CU_ASSERT_EQUAL(m.nverts, 5);
    CU_ASSERT_EQUAL(m.ntris, 3);
    for (size_t i = 0; i < m.nverts; i++)
        NEAR(m.N[i].z, 1);
    scene_mesh_free(&m);
}

static const struct {
    const char *text, *message;
    size_t len; /* 0: strlen(text) */
} bad_obj[] = {
    {"v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 4\n", "bad.obj:4: error: vertex index 4 is out of range (3 defined so far)", 0},
    {"v 0 0 0\nv 1 0 0\nv 0 1 0\nf 0 1 2\n", "bad.obj:4: error: vertex index 0 is out of range", 0},
    {"v 0 0 0\nv 1 0 0\nv 0 1 0\nf -4 1 2\n", "bad.obj:4: error: vertex index -4 is out of range", 0},
    {"v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1/1 2/1 3/1\n", "bad.obj:4: error: texture index 1 is out of range (0 defined", 0},
    {"v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1//2 2//1 3//1\n", "bad.obj:4: error: normal index 2 is out of range", 0},
    {"v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2\n", "bad.obj:4: error: a face needs at least 3 vertices, this one has 2", 0},
    {"v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3x\n", "bad.obj:4: error: bad face corner '3x'", 0},
    {"v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 x\n", "bad.obj:4: error: expected a vertex index in the face", 0},
    {"v 0 0 zero\n", "bad.obj:1: error: bad number 'zero' in 'v'", 0},
    {"v 0 0\n", "bad.obj:1: error: 'v' needs at least 3 numbers", 0},
    {"v 0 0 -1e39\n", "bad.obj:1: error: number '-1e39' is out of the float range", 0},
    {"v 0 0 0\n", "bad.obj: error: the file has no faces", 0},
    {"v 0 0 0\n\0\n", "bad.obj:2: error: NUL byte", 10},
};

static void test_obj_errors(void)
{
    for (size_t i = 0; i < sizeof bad_obj / sizeof bad_obj[0]; i++) {
        scene_mesh m;
        char *err = NULL;
        size_t len = bad_obj[i].len ? bad_obj[i].len : strlen(bad_obj[i].text);
        bool ok = scene_mesh_parse_obj("bad.obj", bad_obj[i].text, len, &m, &err);
        CU_ASSERT_FALSE(ok);
        if (ok) {
            scene_mesh_free(&m);
            continue;
        }
        bool match = err && strstr(err, bad_obj[i].message);
        CU_ASSERT_TRUE(match);
        if (!match)
            printf("\n  case %zu: got '%s', want '%s'\n", i, err ? err : "(null)", bad_obj[i].message);
        free(err);
    }
}

static void test_load_errors(void)
{
    scene_mesh m;
    char *err = NULL;
    CU_ASSERT_FALSE(scene_mesh_load("mesh.stl", &m, &err));
    CU_ASSERT_TRUE(err && strstr(err, "mesh.stl: error: unknown mesh format"));
    free(err);
    err = NULL;
    CU_ASSERT_FALSE(scene_mesh_load(SCENE_TEST_DATA "/absent.ply", &m, &err));
    CU_ASSERT_TRUE(err && strstr(err, "absent.ply: error: cannot open"));
    free(err);
}

/* Placement: rotation, normals by the inverse transpose, mirroring keeps
 * the winding consistent with the normals. */
static void test_placement(void)
{
    scene_mesh m;
    CU_ASSERT_TRUE_FATAL(load("corner.ply", &m));
    scene *s = scene_new();
    scene_mat4 rot = scene_mat4_rotate(90, (scene_vec3){0, 1, 0});
    /* Non-uniform scale then translate: (x,y,z) -> (2x+1, y, z). */
    scene_mat4 stretch = scene_mat4_mul(scene_mat4_translate(1, 0, 0), scene_mat4_scale(2, 1, 1));
    scene_mat4 mirror = scene_mat4_scale(-1, 1, 1);
    int a = scene_add_mesh(s, &m, &rot, (scene_vec3){1, 0, 0}, (scene_vec3){1, 1, 1}, 3);
    int b = scene_add_mesh(s, &m, &stretch, (scene_vec3){0, 1, 0}, (scene_vec3){1, 1, 1}, 4);
    int c = scene_add_mesh(s, &m, &mirror, (scene_vec3){0, 0, 1}, (scene_vec3){1, 1, 1}, 5);
    CU_ASSERT_EQUAL(a, 0);
    CU_ASSERT_EQUAL(b, 1);
    CU_ASSERT_EQUAL(c, 2);
    CU_ASSERT_EQUAL(s->nverts, 15);
    CU_ASSERT_EQUAL(s->ntris, 6);
    CU_ASSERT_EQUAL(s->objs[2].first_tri, 4);
    CU_ASSERT_EQUAL(s->objs[1].shader, 4);
    /* Right-handed 90 degrees about y takes +x to -z. */
    NEAR(s->P[1].x, 0);
    NEAR(s->P[1].z, -2);
    /* Vertex 1's normal +z (face in z=0) becomes +x. */
    NEAR(s->N[1].x, 1);
    NEAR(s->P[5 + 1].x, 5);
    /* The stretched corner normal (1,0,4)/sqrt17 goes by the inverse
     * transpose diag(1/2,1,1): (0.5, 0, 4), normalized. */
    NEAR(s->N[5].x, 0.5 / sqrt(16.25));
    NEAR(s->N[5].z, 4 / sqrt(16.25));
    /* Every triangle's geometric normal agrees with its vertex normals. */
    for (size_t i = 0; i < s->ntris; i++) {
        const uint32_t *t = &s->tri[3 * i];
        scene_vec3 p0 = s->P[t[0]], p1 = s->P[t[1]], p2 = s->P[t[2]];
        scene_vec3 e1 = {p1.x - p0.x, p1.y - p0.y, p1.z - p0.z}, e2 = {p2.x - p0.x, p2.y - p0.y, p2.z - p0.z};
        scene_vec3 ng = {e1.y * e2.z - e1.z * e2.y, e1.z * e2.x - e1.x * e2.z, e1.x * e2.y - e1.y * e2.x};
        for (int k = 0; k < 3; k++) {
            scene_vec3 n = s->N[t[k]];
            CU_ASSERT_TRUE(ng.x * n.x + ng.y * n.y + ng.z * n.z > 0);
        }
    }
    scene_free(s);
    scene_mesh_free(&m);
}

/* Tessellated meshes' u, v and tangents follow the placement (tangents as
 * directions: turned, never moved) and the move to camera space; objects
 * of meshes without them are not has_uv and hold zeros. */
static void test_placement_parametrics(void)
{
    scene_vec3 P[3] = {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}}, N[3] = {{0, 0, 1}, {0, 0, 1}, {0, 0, 1}};
    scene_vec3 du[3] = {{1, 0, 0}, {1, 0, 0}, {1, 0, 0}}, dv[3] = {{0, 2, 0}, {0, 2, 0}, {0, 2, 0}};
    float s[3] = {0}, t[3] = {0}, u[3] = {0, 1, 0}, v[3] = {0, 0, 0.5f};
    uint32_t idx[3] = {0, 1, 2};
    scene_mesh plain = {.nverts = 3, .ntris = 1, .P = P, .N = N, .s = s, .t = t, .idx = idx};
    scene_mesh tess = plain;
    tess.u = u, tess.v = v, tess.dPdu = du, tess.dPdv = dv;
    scene *sc = scene_new();
    /* 90 degrees about z, then 5 along x: +x -> +y, +y -> -x. */
    scene_mat4 xf = scene_mat4_mul(scene_mat4_translate(5, 0, 0), scene_mat4_rotate(90, (scene_vec3){0, 0, 1}));
    scene_vec3 white = {1, 1, 1};
    scene_add_mesh(sc, &plain, NULL, white, white, 0);
    scene_add_mesh(sc, &tess, &xf, white, white, 0);
    scene_add_mesh(sc, &plain, NULL, white, white, 0);
    CU_ASSERT_FALSE(sc->objs[0].has_uv);
    CU_ASSERT_TRUE(sc->objs[1].has_uv);
    CU_ASSERT_FALSE(sc->objs[2].has_uv);
    CU_ASSERT_TRUE_FATAL(sc->u && sc->dPdu && sc->nverts == 9);
    NEAR(sc->u[4], 1);
    NEAR(sc->v[5], 0.5);
    NEAR(sc->dPdu[3].x, 0);
    NEAR(sc->dPdu[3].y, 1);
    NEAR(sc->dPdv[3].x, -2);
    NEAR(sc->dPdv[3].y, 0);
    for (int i = 0; i < 3; i++) {
        NEAR(sc->u[i] + sc->v[i] + sc->dPdu[i].x + sc->dPdv[i].y, 0);
        NEAR(sc->u[6 + i] + sc->v[6 + i] + sc->dPdu[6 + i].x + sc->dPdv[6 + i].y, 0);
    }
    /* An eye at the origin looking down +x, +y up: right = up x forward =
     * (0,0,-1), so (x, y, z) -> (-z, y, x): dPdu (0,1,0) stays, dPdv
     * (-2,0,0) -> (0,0,-2). */
    sc->camera = (scene_camera){.eye = {0, 0, 0}, .look = {1, 0, 0}, .up = {0, 1, 0}, .fov = 40};
    scene_to_camera_space(sc);
    NEAR(sc->dPdu[3].y, 1);
    NEAR(sc->dPdv[3].x, 0);
    NEAR(sc->dPdv[3].z, -2);
    scene_free(sc);
}

const unit_test mesh_tests[] = {
    {"PLY ascii: polygons, normals, s t, colors, extra properties", test_ply_ascii},
    {"PLY binary little and big endian", test_ply_binary},
    {"area-weighted vertex normals", test_area_weighted_normals},
    {"PLY bunny loads and fits the unit box (needs ../shared)", test_ply_bunny},
    {"PLY errors", test_ply_errors},
    {"OBJ corner forms, negative indices, polygons", test_obj},
    {"OBJ errors", test_obj_errors},
    {"load: unknown format, missing file", test_load_errors},
    {"placement transforms", test_placement},
    {"placement of u, v, dPdu, dPdv", test_placement_parametrics},
    {NULL, NULL},
};
