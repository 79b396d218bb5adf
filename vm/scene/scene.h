/* The scene library: triangle meshes (PLY, OBJ, built-in procedural scenes),
 * placement transforms, camera and lights, ray queries through Embree (its
 * BVH, robust mode: watertight) with a brute-force watertight
 * ray/triangle intersection, the RPU data-memory layout of a scene, and PNG
 * input/output.  Shared by the RPU virtual machine (`trace`, render driver)
 * and the CPU renderer, so both trace exactly the same triangles.
 *
 * Errors are returned, never printed: functions that can fail take
 * `char **err` and on failure set *err to a malloc'd message of the form
 * "file:line: error: ..." ("file: error: at byte N: ..." in binary PLY data,
 * "file: error: ..." where no place applies) which the caller frees.
 *
 * Thread safety: after scene_build() every query (scene_intersect,
 * scene_occluded, scene_intersect_brute, scene_camera_ray) only reads the
 * scene and may run concurrently from any number of threads. */
#ifndef RSL_SCENE_H
#define RSL_SCENE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct scene_vec3 {
    float x, y, z;
} scene_vec3;

/* ---- Meshes -------------------------------------------------------------- */

/* An indexed triangle mesh.  P, N, s, t always have nverts entries (N is
 * computed when the file has none, s/t are 0 when absent); Cv (vertex colors)
 * is NULL unless the file has them.  idx holds 3*ntris vertex indices; the
 * triangle (A, B, C) faces the side its counter-clockwise winding points to.
 *
 * Tessellated RenderMan primitives also carry, per vertex, the surface
 * parameters u, v and the tangents dPdu, dPdv of the true surface there
 * (RI 3.2 parametrization of each primitive); NULL for meshes read from
 * files, where the renderers fall back to barycentrics and triangle edges. */
typedef struct scene_mesh {
    size_t nverts, ntris;
    scene_vec3 *P, *N, *Cv;
    float *s, *t;
    float *u, *v;             /* NULL or nverts entries */
    scene_vec3 *dPdu, *dPdv;  /* NULL or nverts entries */
    uint32_t *idx;
    bool has_normals, has_st;   /* as read from the file */
} scene_mesh;

/* Loads a mesh, PLY or OBJ chosen by the file extension (case-insensitive). */
bool scene_mesh_load(const char *path, scene_mesh *out, char **err);
/* The same parsers over a buffer; `name` is used in messages. */
bool scene_mesh_parse_ply(const char *name, const void *data, size_t size, scene_mesh *out, char **err);
bool scene_mesh_parse_obj(const char *name, const char *data, size_t size, scene_mesh *out, char **err);
void scene_mesh_free(scene_mesh *m);
/* Smooth vertex normals: the sum of the (unnormalized, hence area-weighted)
 * face normals of the triangles around each vertex, normalized. */
void scene_mesh_compute_normals(scene_mesh *m);
/* Translates and uniformly scales the mesh so that its bounding box is
 * centred on the origin and its largest side is 1 (it fits in [-0.5,0.5]^3). */
void scene_mesh_fit_unit_box(scene_mesh *m);

/* ---- Tessellation of RenderMan parametric primitives (RI 3.2) ------------ */

/* Each tessellator turns one primitive (all the discs of a Points, all the
 * ribbons of a Curves), in its object space, into a scene_mesh with P, N,
 * s, t and (except the subdivision mesh) u, v, dPdu, dPdv filled from the
 * exact surface at every vertex: (u, v) is the
 * primitive's RI 3.2 parametrization, s = u and t = v (RI 3.2's default
 * texture coordinates), N = normalize(dPdu x dPdv) (at a degenerate point,
 * such as a sphere's pole, the limit from inside the surface), and every
 * triangle's winding (B-A) x (C-A) points the same way as N: outward for the
 * quadrics.  Orientation flips (ReverseOrientation, left-handed spaces) are
 * the caller's.
 *
 * `tolerance` (> 0, object-space units) bounds the distance between the true
 * surface at each (u, v) and the triangle point interpolated at the same
 * (u, v) (for the subdivision mesh, between the limit surface and the
 * triangles); the steps are chosen per patch or knot span from the
 * surface's sampled second derivatives (the subdivision level from the
 * control mesh's distance to its limit), so the triangle count grows as
 * 1/tolerance (each curved direction as 1/sqrt(tolerance)).  A primitive
 * that would need more than SCENE_TESS_MAX_VERTS vertices fails with an
 * error instead of allocating without bound.
 *
 * Primitive variables: `pv` (NULL: none) carries extra float values, k
 * floats per value, of the RI classes "vertex" (interpolated like P, with
 * the patch basis or the subdivision rules) and "varying" (bilinearly over
 * each patch's parametric corners; per point, linearly, on a subdivision
 * mesh).  On success, when pv has any, *vars (vars may be NULL otherwise) is
 * a malloc'd array of (pv->vertex_k + pv->varying_k) floats per output
 * vertex: the vertex-class floats first, then the varying ones; NULL when pv
 * has none.  "constant" values are the caller's, and so are "uniform"
 * ones (one per patch or face; a patch mesh shares its vertices between
 * patches, so per-patch values need a mesh per patch).
 *
 * On failure (bad counts, nu/nv not matching the basis steps, a negative
 * radius, NaN or infinite values, a tolerance too small) they return false
 * with *err set to a message without a place ("PatchMesh: ..."), *out
 * zeroed and *vars NULL; the RIB reader prefixes "file:line: error: ". */
#define SCENE_TESS_MAX_VERTS (1u << 22)

typedef struct scene_primvars {
    size_t vertex_k, vertex_count;   /* floats per value, number of values */
    const float *vertex;             /* vertex_k * vertex_count floats */
    size_t varying_k, varying_count;
    const float *varying;
} scene_primvars;

/* Quadrics, all angles in degrees, each with RI 3.2's (u, v):
 *   SPHERE      radius, zmin, zmax, thetamax
 *   CONE        height, radius, thetamax
 *   CYLINDER    radius, zmin, zmax, thetamax
 *   HYPERBOLOID point1, point2, thetamax
 *   PARABOLOID  radius (rmax), zmin, zmax, thetamax
 *   DISK        height, radius, thetamax
 *   TORUS       radius (major), minor_radius, phimin, phimax, thetamax
 * u = theta / thetamax; v runs from zmin (phimin, point1, the rim of cone
 * and disk) to zmax (phimax, point2, the apex or centre).  Their 4 "vertex"
 * and 4 "varying" values are at the parametric corners (u, v) = (0,0),
 * (1,0), (0,1), (1,1), both interpolated bilinearly. */
typedef enum scene_quadric_kind {
    SCENE_SPHERE,
    SCENE_CONE,
    SCENE_CYLINDER,
    SCENE_HYPERBOLOID,
    SCENE_PARABOLOID,
    SCENE_DISK,
    SCENE_TORUS
} scene_quadric_kind;

typedef struct scene_quadric {
    scene_quadric_kind kind;
    float radius, minor_radius, height;
    float zmin, zmax, phimin, phimax, thetamax;
    scene_vec3 point1, point2;
} scene_quadric;

bool scene_tess_quadric(const scene_quadric *q, float tolerance, const scene_primvars *pv, scene_mesh *out,
                        float **vars, char **err);

/* A cubic basis (RiBasis): P(t) = sum_i (t^3, t^2, t, 1) . m[.][i] * G_i over
 * four control points G_0..G_3, the next segment starting `step` points on. */
typedef struct scene_basis {
    float m[4][4];
    int step;
} scene_basis;

/* RI 3.2's named bases with their steps: "bezier" (3), "b-spline" (1),
 * "catmull-rom" (1), "hermite" (2), "power" (4).  False for another name. */
bool scene_basis_named(const char *name, scene_basis *out);

/* RiPatchMesh (a single RiPatch is nu = nv = 4 bicubic or 2 bilinear,
 * nonperiodic): npoints (which must be nu * nv) control points, u varying
 * fastest.  `P` has `pdim` floats per point: 3 for "P", 4 for homogeneous
 * "Pw" (x y z w, the point is (x/w, y/w, z/w)), 1 for a "Pz" height field
 * (the point is (u, v, z), z from the patches; not periodic).  The bases
 * are ignored for bilinear meshes.  (u, v) runs from 0 to 1 over the whole
 * mesh.  "vertex" values: nu * nv; "varying": one per patch corner, RI
 * 3.2's (nupatches + 1) * (nvpatches + 1) for nonperiodic meshes, without
 * the +1 where periodic. */
typedef struct scene_patch_mesh {
    bool bicubic;
    bool uperiodic, vperiodic;
    int nu, nv;
    scene_basis ubasis, vbasis;
    size_t npoints;
    int pdim;
    const float *P;
} scene_patch_mesh;

bool scene_tess_patch_mesh(const scene_patch_mesh *pm, float tolerance, const scene_primvars *pv, scene_mesh *out,
                           float **vars, char **err);

/* RiNuPatch without trimming (the caller warns about trim curves): npoints
 * = nu * nv control points (u fastest, pdim 3 or 4 as above), orders
 * uorder/vorder (at most 16), nondecreasing knot vectors of nuknots = nu +
 * uorder and nvknots = nv + vorder values, and the parameter ranges [umin,
 * umax] x [vmin, vmax] within them; (u, v) are the knot-space parameters
 * (s, t still default to them).  "vertex" values: nu * nv; "varying":
 * (nu - uorder + 2) * (nv - vorder + 2), bilinear over each knot span. */
typedef struct scene_nupatch {
    int nu, uorder, nv, vorder;
    size_t nuknots, nvknots;
    const float *uknot, *vknot;
    float umin, umax, vmin, vmax;
    size_t npoints;
    int pdim;
    const float *P;
} scene_nupatch;

bool scene_tess_nupatch(const scene_nupatch *np, float tolerance, const scene_primvars *pv, scene_mesh *out,
                        float **vars, char **err);

/* RiSubdivisionMesh "catmull-clark" without tags other than
 * "interpolateboundary" (the caller warns about the others): nfaces faces of face_nverts[f] (>= 3) point indices each, listed
 * one face after the other in face_verts (nface_verts = the sum of
 * face_nverts entries, each < npoints).  The mesh is refined until its
 * limit surface is within tolerance and its vertices are put on the limit
 * surface, with limit normals; u, v, dPdu, dPdv are NULL and s, t are 0
 * (subdivision surfaces have no global parametrization).  Boundary edges
 * refine as creases: the boundary becomes the cubic B-spline of its points;
 * with interpolate_boundary (RI's "interpolateboundary" tag) the corners,
 * points of a single face on the boundary, stay where they are too.
 * Triangles keep the faces' winding.  "vertex" and "varying" values: one
 * per point (npoints), the varying ones refined linearly ("facevarying"
 * is not supported). */
typedef struct scene_subdiv_mesh {
    size_t nfaces, nface_verts, npoints;
    const int32_t *face_nverts, *face_verts;
    const scene_vec3 *P;
    bool interpolate_boundary;
} scene_subdiv_mesh;

bool scene_tess_subdiv_mesh(const scene_subdiv_mesh *sm, float tolerance, const scene_primvars *pv, scene_mesh *out,
                            float **vars, char **err);

/* RiPoints: npoints flat discs of diameter width[i] (width NULL:
 * constant_width for all) centred on P[i], each facing `eye` (the camera's
 * position in object space), as RI 3.2's points face the camera; each disc
 * is a polygon with as many sides as the tolerance needs.  (u, v) on a
 * disc are those of a Disk: u around, v from the rim (0) to the centre
 * (1).  "vertex" and "varying" values: one per point, constant over its
 * disc. */
typedef struct scene_points {
    size_t npoints;
    const scene_vec3 *P;
    const float *width;
    float constant_width;
    scene_vec3 eye;
} scene_points;

bool scene_tess_points(const scene_points *pts, float tolerance, const scene_primvars *pv, scene_mesh *out,
                       float **vars, char **err);

/* RiCurves: ncurves curves of nvertices[i] control points each, listed one
 * after the other in P (npoints in all); cubic curves use `basis` (RI 3.2:
 * the current v basis and step), linear ones join their points; periodic
 * ones close.  Each becomes a flat ribbon facing `eye` (the camera in
 * object space), of width `width` at its varying points (nwidths values
 * for all curves together, as many as "varying" values; 0 and NULL:
 * constant_width).  v runs from 0 to 1 along each curve, u from 0 to 1
 * across it.  "vertex" values: npoints; "varying": per curve, nsegments + 1
 * (nonperiodic) or nsegments (periodic). */
typedef struct scene_curves {
    bool cubic, periodic;
    scene_basis basis;
    size_t ncurves, npoints;
    const int32_t *nvertices;
    const scene_vec3 *P;
    size_t nwidths;
    const float *width;
    float constant_width;
    scene_vec3 eye;
} scene_curves;

bool scene_tess_curves(const scene_curves *cv, float tolerance, const scene_primvars *pv, scene_mesh *out,
                       float **vars, char **err);

/* ---- Transforms ---------------------------------------------------------- */

/* Row-major affine 4x4: p' = m * (p, 1).  Composition: scene_mat4_mul(a, b)
 * applies b first, then a. */
typedef struct scene_mat4 {
    float m[4][4];
} scene_mat4;

scene_mat4 scene_mat4_identity(void);
scene_mat4 scene_mat4_translate(float x, float y, float z);
scene_mat4 scene_mat4_scale(float x, float y, float z);
/* Rotation by `degrees` about `axis` (right-handed, need not be unit). */
scene_mat4 scene_mat4_rotate(float degrees, scene_vec3 axis);
scene_mat4 scene_mat4_mul(scene_mat4 a, scene_mat4 b);
scene_vec3 scene_mat4_point(const scene_mat4 *m, scene_vec3 p);
/* m's 3x3 part applied to a direction (no translation). */
scene_vec3 scene_mat4_vector(const scene_mat4 *m, scene_vec3 d);

/* ---- Scene --------------------------------------------------------------- */

/* The camera of the primary rays: fov is the full angle in degrees across
 * the smaller image side (RenderMan's "perspective" convention). */
typedef struct scene_camera {
    scene_vec3 eye, look, up;
    float fov;
    /* RIB cameras: when has_screen, image position (px, py) maps to screen
     * (screen[0] + px*(screen[1]-screen[0]), screen[3] - py*(screen[3]-screen[2]))
     * (ScreenWindow left right bottom top), taken as is by an orthographic
     * camera (parallel rays along look from that point of the eye's plane)
     * and scaled by tan(fov/2) by a perspective one; `aspect` is then unused.
     * Zero (the built-in scenes): the convention above. */
    bool has_screen, orthographic;
    float screen[4];
} scene_camera;

typedef enum scene_light_kind { SCENE_LIGHT_POINT, SCENE_LIGHT_DISTANT } scene_light_kind;

/* A point light shines from `from` in all directions; a distant light shines
 * along the direction `dir` (from the light towards the scene). */
typedef struct scene_light {
    scene_light_kind kind;
    scene_vec3 from, dir, color;
    float intensity;
} scene_light;

/* One placed mesh: its triangles are [first_tri, first_tri + ntris) of the
 * scene.  `shader` is the renderer's surface shader index for it. */
typedef struct scene_object {
    scene_vec3 Cs, Os;
    int shader;
    uint32_t first_tri, ntris;
    bool has_uv; /* its vertices carry u, v, dPdu, dPdv (scene.u etc.) */
} scene_object;

/* Every object's vertices and triangles concatenated: triangle i is
 * (tri[3i], tri[3i+1], tri[3i+2]) into P/N/s/t, owned by object tri_obj[i]. */
typedef struct scene {
    size_t nverts, ntris, nobjs, nlights;
    scene_vec3 *P, *N;
    scene_vec3 *Cv; /* per-vertex colors; NULL until a mesh with Cv is added */
    float *s, *t;
    /* The surface parameters and tangents of tessellated primitives, NULL
     * until a mesh with them is added; valid for the vertices of objects
     * with has_uv (the others hold zeros). */
    float *u, *v;
    scene_vec3 *dPdu, *dPdv;
    uint32_t *tri, *tri_obj;
    scene_object *objs;
    scene_light *lights;
    scene_camera camera;
    struct scene_bvh *bvh; /* NULL until scene_build() */
} scene;

/* An empty scene with a camera at (0,0,-3) looking at the origin, fov 40. */
scene *scene_new(void);
void scene_free(scene *s);
/* Places a copy of `m` transformed by `xf` (NULL: identity; normals by the
 * inverse transpose) and returns the new object's id (its index in objs). */
int scene_add_mesh(scene *s, const scene_mesh *m, const scene_mat4 *xf, scene_vec3 Cs, scene_vec3 Os, int shader);
void scene_add_light(scene *s, scene_light light);
/* Builds (or rebuilds after scene_add_mesh) the BVH; needed before queries. */
void scene_build(scene *s);

/* Built-in procedural scenes, nothing read from disk:
 *   "sphere"  a tessellated unit sphere resting on a ground plane
 *   "plane"   one large ground square (y = 0) facing up
 *   "cornell" a Cornell-like box: white floor/ceiling/back, red left wall,
 *             green right wall, a tall and a short block, a point light
 *             under the ceiling
 * Each comes with a camera and lights, built (BVH ready).  Objects get
 * shader index 0.  NULL and *err set for an unknown name. */
scene *scene_builtin(const char *name, char **err);
/* The names above, NULL-terminated. */
extern const char *const scene_builtin_names[];

/* Primary ray through image position (px, py) in [0,1]^2 (px left to
 * right, py top to bottom, pixel centres at (i+0.5)/width) of an image of
 * `aspect` = width/height.  dir is unit length; org is the eye. */
void scene_camera_ray(const scene_camera *c, float px, float py, float aspect, scene_vec3 *org, scene_vec3 *dir);
/* A camera set up once (its frame and field of view), for renderers that
 * make many rays (render_core.h); they are bit for bit scene_camera_ray's. */
typedef struct scene_camera_rays {
    scene_camera c;
    scene_vec3 right, up, f;
    float h; /* tan(fov / 2) */
} scene_camera_rays;
void scene_camera_rays_init(scene_camera_rays *r, const scene_camera *c);

/* Moves the whole scene (vertices, normals, lights) into the camera's space,
 * RenderMan's: the eye at the origin looking down +z, +y up, +x to the
 * right of the image (a rotation and translation: windings keep their
 * orientation).  The camera becomes eye (0,0,0), look (0,0,1), up (0,1,0),
 * so scene_camera_ray gives the same rays, now in camera space.  Rebuilds
 * the BVH if there was one. */
void scene_to_camera_space(scene *s);

/* ---- Scenes from the command line ---------------------------------------- */

/* Both renderers (rsl-render and rpu-vm --render) build their scene with
 * scene_load from the same arguments, so their images can be compared.
 *
 * `spec` is "builtin:NAME" (scene_builtin, with its camera and lights) or a
 * PLY/OBJ model file.  A model is fitted into the unit box, turned 180
 * degrees about y to face the eye and centred SCENE_MODEL_DISTANCE down +z;
 * it is white (Cs = Os = 1, shader 0), seen by the camera of seed 000's
 * main shaders (eye at the origin looking down +z, +y up, 90 degrees), and
 * lit by one white point light at the eye of intensity
 * SCENE_MODEL_LIGHT_INTENSITY (the RPU drivers put the first light in C0/C1).
 *
 * Every scene is then moved into camera space (scene_to_camera_space; a
 * model already is) and its BVH built.  `lights` (nlights > 0), in camera
 * space, replace the scene's own lights: the --light-at options.  NULL and
 * *err set ("FILE...: error: ..." or "builtin:NAME: error: ...") when the
 * model cannot be read or the built-in is unknown. */
scene *scene_load(const char *spec, const scene_light *lights, size_t nlights, char **err);

#define SCENE_MODEL_DISTANCE 1.5f
/* The light at the eye falls off with the square of the distance, as the
 * standard pointlight shader's does: 1.5 gives irradiance 1 at distance
 * sqrt(1.5) = 1.22, about where a fitted model comes nearest the eye, so a
 * white matte model is bright but hardly saturates (chosen by eye on the
 * bunny; 2.25, unit irradiance at the centre, washes its front out). */
#define SCENE_MODEL_LIGHT_INTENSITY 1.5f

/* The value of a --light-at option, "X,Y,Z[,INTENSITY]": a white point
 * light at (X, Y, Z) in camera space, INTENSITY (>= 0) defaulting to
 * SCENE_MODEL_LIGHT_INTENSITY, so that "--light-at 0,0,0" is the model
 * scenes' default light.  False and *err set to "bad --light-at ..." (for
 * the tool to prefix with "TOOL: error: ") for anything else. */
bool scene_parse_light_at(const char *arg, scene_light *out, char **err);

/* ---- RenderMan scenes (RIB, RI 3.2) ----------------------------------------- */

/* scene_rib_load reads a RenderMan Interface bytestream, ASCII or gzip
 * compressed, into a scene in camera space (RI 3.2: left-handed, eye at the
 * origin looking down +z, +y up) plus what the renderers need besides the
 * triangles: the image and camera options, shader instances with their
 * typed parameters, per-object attributes, lights and named coordinate
 * systems.  Only the first frame (FrameBegin/End or the first world) is
 * read.  Errors are "file:line:col: error: ..." followed by the source line
 * and a caret; the reader goes on past what RI 3.2 lets it ignore, adding a
 * "file:line:col: warning: ..." line to `warnings` (each distinct warning
 * once: an unknown request warns at its first use). */
typedef enum scene_param_type {
    SCENE_PARAM_FLOAT, SCENE_PARAM_INTEGER, SCENE_PARAM_STRING, SCENE_PARAM_POINT, SCENE_PARAM_VECTOR,
    SCENE_PARAM_NORMAL, SCENE_PARAM_COLOR, SCENE_PARAM_HPOINT, SCENE_PARAM_MATRIX
} scene_param_type;
typedef enum scene_param_class {
    SCENE_CLASS_CONSTANT, SCENE_CLASS_UNIFORM, SCENE_CLASS_VARYING, SCENE_CLASS_VERTEX, SCENE_CLASS_FACEVARYING
} scene_param_class;

/* One "name" value pair of a parameter list.  `declared`: typed by Declare,
 * an inline declaration or RI 3.2's predeclared names; otherwise the type is
 * guessed from the values (strings: string, numbers: float[n] uniform) for
 * the renderer to match against the shader.  Values: nvalues floats in f or
 * strings in s (the other NULL); arraylen is the declared [n] (1 if none). */
typedef struct scene_param {
    char *name;
    scene_param_type type;
    scene_param_class cls;
    int arraylen;
    bool declared;
    size_t nvalues;
    float *f;
    char **s;
} scene_param;

typedef enum scene_shader_kind {
    SCENE_SHADER_SURFACE, SCENE_SHADER_DISPLACEMENT, SCENE_SHADER_ATMOSPHERE, SCENE_SHADER_INTERIOR,
    SCENE_SHADER_EXTERIOR, SCENE_SHADER_IMAGER, SCENE_SHADER_LIGHT, SCENE_SHADER_AREALIGHT,
    SCENE_SHADER_KINDS
} scene_shader_kind;

/* A shader as the scene names it (Surface "plastic" "Ks" .5 ...); `space`
 * is the CTM (shader space to camera space) when it was declared. */
typedef struct scene_shader_instance {
    char *name;
    scene_shader_kind kind;
    size_t nparams;
    scene_param *params;
    scene_mat4 space;
    const char *where; /* "file:line:col" of the request, for the renderer's messages; NULL: none */
} scene_shader_instance;

/* LightSource / AreaLightSource: its shader instance and its handle (the
 * number or string the RIB gave it). */
typedef struct scene_rib_light {
    int shader;
    char *handle;
    const struct scene_rib_attr *attrs; /* the attributes where it was declared ("light:shadows") */
} scene_rib_light;

/* Attribute lists shared between objects (each object points at the newest
 * node of its attribute state; nodes are never changed once made, so
 * AttributeBegin costs nothing and the reader stays linear): Illuminate
 * switches, newest first (a light is on when the first node naming it says
 * so), and user attributes, newest first (the first of a name counts). */
typedef struct scene_rib_switch {
    int light;
    bool on;
    const struct scene_rib_switch *next;
} scene_rib_switch;
typedef struct scene_rib_attr {
    scene_param param; /* name as "class:name" ("user:foo") */
    const struct scene_rib_attr *next;
} scene_rib_attr;

/* What the attributes said of scene object i (the same index as
 * scene->objs): its "object" space (to camera space; its vertices are
 * already there), shader indices into `shaders` per kind (-1: none;
 * imagers are in the options), the light switches, Sides, ShadingRate, the
 * "identifier" "name" (NULL if none) and the other attributes. */
typedef struct scene_rib_object {
    scene_mat4 object_to_camera;
    int shader[SCENE_SHADER_KINDS];
    const scene_rib_switch *lights;
    int sides;
    float shading_rate;
    bool visible_camera;
    const char *name;
    const scene_rib_attr *attrs;
    scene_param *overrides; /* primitive variables overriding shader parameters (RI 3.2) */
    size_t noverrides;
} scene_rib_object;

/* Whether light `light` (an index into scene_rib.lights) shines on `o`. */
bool scene_rib_light_on(const scene_rib_object *o, int light);

typedef struct scene_rib_coordsys {
    char *name;
    scene_mat4 to_camera;
} scene_rib_coordsys;

/* Camera and image options, RI 3.2's defaults where the RIB says nothing. */
typedef struct scene_rib_options {
    int xres, yres;             /* Format: 640 480 */
    float pixel_aspect;         /* 1 */
    float frame_aspect;         /* FrameAspectRatio: xres*pixel_aspect/yres */
    float screen[4];            /* ScreenWindow left right bottom top */
    float crop[4];              /* CropWindow xmin xmax ymin ymax: 0 1 0 1 */
    bool perspective;           /* Projection: orthographic by default */
    float fov;                  /* "fov" of perspective: 90 */
    float hither, yon;          /* Clipping: epsilon, infinity */
    float pixel_samples[2];     /* 2 2 */
    char *filter;               /* PixelFilter: "gaussian" 2 2 */
    float filter_width[2];
    float gain, gamma;          /* Exposure: 1 1 */
    float fstop, focal_length, focal_distance; /* DepthOfField: infinite fstop */
    float shutter[2];           /* 0 0 */
    bool jitter;                /* Hider "hidden" "jitter": 1 */
    char *display_name, *display_type, *display_mode; /* "ri.pic" "file" "rgba" */
    int imager;                 /* Imager shader index, -1 */
} scene_rib_options;

/* MakeTexture, MakeLatLongEnvironment, MakeCubeFaceEnvironment and
 * MakeShadow (RI 3.2 section 8) as read, for a renderer to run in order
 * before it renders: the picture(s) (a cube's faces px nx py ny pz nz), the
 * texture to write, wrap modes (MakeTexture's; else NULL), the filter and
 * its widths (not for shadows), a cube's fov; line and col of the request. */
typedef enum scene_rib_make_kind {
    SCENE_MAKE_TEXTURE, SCENE_MAKE_LATLONG, SCENE_MAKE_CUBEFACE, SCENE_MAKE_SHADOW
} scene_rib_make_kind;
typedef struct scene_rib_make {
    scene_rib_make_kind kind;
    int line, col, ninputs;
    char *inputs[6], *output, *swrap, *twrap, *filter;
    float swidth, twidth, fov;
} scene_rib_make;

typedef struct scene_rib {
    scene *scene;               /* camera space, BVH built */
    scene_rib_options opt;
    size_t nshaders, nlights, ncoordsys, nwarnings;
    scene_shader_instance *shaders;
    scene_rib_object *objects;  /* scene->nobjs entries */
    scene_rib_light *lights;
    /* "camera", "world", "screen", "NDC", "raster" (these three projective
     * under a perspective camera: divide by the fourth row) and those of
     * CoordinateSystem; "object" and "shader" are per object and instance. */
    scene_rib_coordsys *coordsys;
    char **shader_path, **texture_path; /* Option "searchpath", NULL-terminated; "@" kept */
    const struct scene_rib_attr *options; /* the other Options as "class:name", newest first */
    char *dir;                  /* the folder of the RIB file ("." for none) */
    scene_rib_make *makes;      /* nmakes of them, in the RIB's order */
    size_t nmakes, makecap;
    char **warnings;
    struct scene_rib_arena *arena; /* owns the strings, parameters and nodes above */
} scene_rib;

#define SCENE_RIB_NO_FILES 1u /* ReadArchive is an error (the fuzzer) */

/* Reads `path` ("-": stdin).  False with *err set (and *out freed) on an
 * error, the warnings given before it first in *err, one a line. */
bool scene_rib_load(const char *path, scene_rib *out, char **err);
/* The same with the image size overridden (a renderer's -W/-H): width and
 * height (0: not given; one alone keeps Format's aspect ratio) replace
 * Format's in opt at WorldBegin, the screen window staying Format's, so
 * that the tessellation follows the pixels rendered. */
bool scene_rib_load_sized(const char *path, int width, int height, scene_rib *out, char **err);
/* The same over a buffer; `name` is used in messages and its folder for
 * ReadArchive. */
bool scene_rib_parse(const char *name, const void *data, size_t size, unsigned flags, scene_rib *out, char **err);
void scene_rib_free(scene_rib *r);
/* A point, vector or normal value (by `type`; anything else as a vector)
 * moved by m, as a shader instance's values go from its space to camera
 * space (a normal by the inverse transpose, up to a factor). */
void scene_param_transform(const scene_mat4 *m, const float *in, float *out, scene_param_type type);
/* The parameter `name` of a list, or NULL. */
const scene_param *scene_param_find(const scene_param *params, size_t n, const char *name);
/* The newest attribute (or option) "class:name" of a list, or NULL. */
const scene_param *scene_rib_attr_find(const scene_rib_attr *list, const char *name);

/* ---- Ray queries --------------------------------------------------------- */

/* A hit at t along the ray (org + t*dir, dir need not be unit) on triangle
 * `tri` (scene index) of object `obj`; barycentrics weight the triangle's
 * vertices as P = (1-u-v)*A + u*B + v*C. */
typedef struct scene_hit {
    float t, u, v;
    uint32_t tri;
    int obj;
} scene_hit;

/* Closest hit with t in [tmin, tmax]; false (hit untouched) on a miss. */
bool scene_intersect(const scene *s, scene_vec3 org, scene_vec3 dir, float tmin, float tmax, scene_hit *hit);
/* A ray of a batch: origin, direction, and the interval of t searched. */
typedef struct scene_ray {
    scene_vec3 org, dir;
    float tmin, tmax;
} scene_ray;
/* The closest hits of n rays (hits[i].obj < 0: a miss), traced as
 * Embree's coherent packets: for batches of coherent rays such as a row of
 * primary rays.  They are scene_intersect's but where two watertight tests
 * may each be right: where coplanar triangles overlap (either may be
 * named, its distance rounded its own way), on a triangle's edge, along
 * its plane, or at t = tmin (which scene_intersect leaves out). */
void scene_intersect_rays(const scene *s, const scene_ray *rays, size_t n, scene_hit *hits);
/* The same for rays ray_stride bytes apart and hits hit_stride bytes apart
 * (the rays and hits of records: the renderer core's samples); the number
 * of hits. */
size_t scene_intersect_rays_strided(const scene *s, const scene_ray *rays, size_t ray_stride, scene_hit *hits,
                                    size_t hit_stride, size_t n);
/* Any hit with t in [tmin, tmax] (shadow rays). */
bool scene_occluded(const scene *s, scene_vec3 org, scene_vec3 dir, float tmin, float tmax);
/* blocked[i]: scene_occluded's answer for rays[i], n rays traced as Embree
 * packets: for the batches of a shading point (occlusion's hemisphere, a
 * soft shadow's cone). */
void scene_occluded_rays(const scene *s, const scene_ray *rays, size_t n, bool *blocked);
/* Closest hit by testing every triangle: the reference for tests and bench. */
bool scene_intersect_brute(const scene *s, scene_vec3 org, scene_vec3 dir, float tmin, float tmax, scene_hit *hit);
/* The watertight test of Woop, Benthin and Wald (JCGT 2013) of one
 * triangle: true and t/u/v set when it is hit with t in [tmin, tmax]. */
bool scene_ray_triangle(scene_vec3 org, scene_vec3 dir, scene_vec3 a, scene_vec3 b, scene_vec3 c, float tmin, float tmax,
                        float *t, float *u, float *v);

/* ---- RPU data memory (docs/rpu.md, "Scene memory layout") ------------------ */

/* One data-memory cell: four 32-bit words, each a float or an integer. */
typedef union scene_rpu_word {
    float f;
    int32_t i;
} scene_rpu_word;
typedef struct scene_rpu_cell {
    scene_rpu_word w[4];
} scene_rpu_cell;

/* Where each part of the scene lives; all addresses are absolute cell
 * indices, the regions are contiguous in this order starting at `base`:
 *   tris     ntris cells; cell tris+i = triangle i's record
 *            (addrA, addrB, addrC, addrTri) as integers.  HIT_TRI = tris+i.
 *   verts    SCENE_RPU_VERTEX_CELLS (5) cells per vertex; vertex j at
 *            verts+5j: (x, y, z, s), (nx, ny, nz, t), (dPdu, u), (dPdv, v)
 *            and (Cv.rgb, 0) as floats (u, v, dPdu, dPdv and Cv 0 where the
 *            scene has none).  addrA = verts + 5*A.
 *   tridata  SCENE_RPU_TRIDATA_CELLS (3) cells per triangle; triangle i's
 *            data at tridata+3i: (Cs.r, Cs.g, Cs.b, object id as integer),
 *            (Os.r, Os.g, Os.b, shader index as integer), then (whether
 *            its object's vertices have their true u, v, dPdu, dPdv, whether
 *            they have colors Cv, 0, 0) as integers.  addrTri = tridata+3i.
 *   lights   1 + 2*nlights cells: (count, 0, 0, 0) as integers, then per
 *            light (from or dir .xyz, kind: 0 point / 1 distant, integer)
 *            and (color * intensity .rgb, 0).
 *   end      one past the last cell used. */
enum { SCENE_RPU_VERTEX_CELLS = 5, SCENE_RPU_TRIDATA_CELLS = 3 };
typedef struct scene_rpu_layout {
    int32_t base, tris, verts, tridata, lights, end;
} scene_rpu_layout;

/* The layout of `s` starting at cell `base` (no memory written). */
scene_rpu_layout scene_rpu_plan(const scene *s, int32_t base);
/* Writes the scene into cells[layout.base .. layout.end); `ncells` is the
 * size of `cells`.  False (nothing written) when it does not fit or the
 * addresses overflow 32 bits. */
bool scene_rpu_write(const scene *s, scene_rpu_layout layout, scene_rpu_cell *cells, size_t ncells);

/* ---- PNG ----------------------------------------------------------------- */

typedef enum scene_png_encoding {
    SCENE_PNG_LINEAR, /* byte = round(255 * clamp(v, 0, 1)): the renderers' default */
    SCENE_PNG_SRGB    /* the sRGB transfer curve applied after clamping */
} scene_png_encoding;

/* Writes width*height RGB float pixels (rows top to bottom) as 8-bit RGB. */
bool scene_png_write(const char *path, int width, int height, const float *rgb, scene_png_encoding enc, char **err);
/* The same with 4 floats per pixel, as 8-bit RGBA (alpha linear). */
bool scene_png_write_rgba(const char *path, int width, int height, const float *rgba, scene_png_encoding enc,
                          char **err);
/* Reads any PNG as 8-bit RGB (alpha dropped, grey expanded, 16-bit
 * reduced); *rgb is malloc'd, 3*width*height bytes. */
bool scene_png_read(const char *path, int *width, int *height, uint8_t **rgb, char **err);

#endif
