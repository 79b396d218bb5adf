/* Map files through OpenImageIO (texture_oiio.cpp, C++ behind this C
 * header): one TextureSystem for the process, MIP-mapped and filtered
 * lookups of every format OIIO reads (untiled images are MIP-mapped in
 * memory), and OIIO's maketx for RIB's MakeTexture family.
 *
 * A lookup that cannot read its map warns once per file name on stderr
 * ("warning: cannot read texture 'x.tx': ...") and answers the fill value
 * in every channel (0 by default: black, as PRMan), returning 0. */
#ifndef RSL_TEXTURE_OIIO_H
#define RSL_TEXTURE_OIIO_H

#include <stddef.h>

#include "rsl_abi.h"

#ifdef __cplusplus
extern "C" {
#endif

/* texture(map[channel], ...): `at` holds nat (1 or 4) points (s, t, 0); four
 * are the corners of the area to filter (RI 3.2: the lookup point, then one
 * step along u, along v, along both), one is a point filtered only by the
 * blur.  `filter` is the option's text: "box" (nearest texel), "triangle"
 * (bilinear), "" or any other (OIIO's bicubic when magnifying).  Channels
 * [channel, channel + 3) go to out; a one-channel map fills all three. */
int rsl_oiio_texture(const char *map, int channel, const rsl_float3 *at, int nat, const rsl_texture_options *o,
                     const char *filter, float out[3]);
/* environment(map[channel], R...): `at` holds directions, as texture's,
 * read as RI 3.2's lat-long maps define them: +z at the top row, longitude
 * 0 (+x) at the left edge, 90 degrees (+y) a quarter of the way across. */
int rsl_oiio_environment(const char *map, int channel, const rsl_float3 *at, int nat,
                         const rsl_texture_options *o, const char *filter, float out[3]);
/* shadow(map, P...): the fraction of the area around P (current-space
 * points, as texture's; world_to_current places them in the world) that the depth map sees something nearer than P (by more
 * than o->bias) along its camera's z, by percentage-closer filtering over
 * o->samples points (16 when 0 and the area is not a point).  The area is
 * the points' box in the map, its size times "swidth"/"twidth", widened
 * by "sblur"/"tblur".  Points outside
 * the map are lit.  The map's "worldtocamera" and "worldtoscreen" matrices
 * place it (PRMan's shadow maps carry them). */
int rsl_oiio_shadow(const char *map, const rsl_matrix *world_to_current, const rsl_float3 *at, int nat,
                    const rsl_texture_options *o, float *out);
/* textureinfo(map, query): "resolution" (2 floats), "channels" (1 float),
 * "viewingmatrix" and "projectionmatrix" (16 floats: the map's
 * worldtocamera and worldtoscreen) into floats[0..n), n the answer's size,
 * or "type" ("texture", "environment" or "shadow") into *text.  Returns
 * the number of floats written (1 for "type"), or 0: no such map, query or
 * answer, or n over `max` floats. */
int rsl_oiio_textureinfo(const char *map, const char *query, float *floats, int max, const char **text);

/* A depth render as a shadow map's source: width x height camera-space
 * depths (rows top to bottom) written as a one-channel float TIFF (whatever
 * the name), with the camera's "worldtocamera" and "worldtoscreen":
 * screen_to_camera inverted, then the screen window (left right bottom
 * top) mapped to [-1, 1]^2, as rsl_oiio_shadow reads it.  0 on success,
 * else -1 with a message in err. */
int rsl_oiio_write_depth(const char *path, int width, int height, const float *depth,
                         const rsl_matrix *world_to_camera, const rsl_matrix *screen_to_camera,
                         const float screen_window[4], char *err, size_t errlen);

/* Colon-separated folders where maps whose names are relative and not
 * found from the working directory are looked for (RIB's Option
 * "searchpath" "texture"); set before the first lookup. */
void rsl_oiio_searchpath(const char *dirs);

/* RIB's MakeTexture, MakeLatLongEnvironment and MakeShadow through maketx
 * (texture_make.cpp):
 * a tiled, MIP-mapped OIIO texture from `input`, a TIFF whatever the name
 * (RenderMan's .tex, .shd, .env) unless it ends in .exr.  swrap and twrap:
 * RI's "black", "clamp" or "periodic" ("": maketx's default); filter: the
 * RIB call's (RI 3.2 names: "box", "triangle", "gaussian", "catmull-rom",
 * "b-spline", "sinc"; "": maketx's default) for the MIP levels; maketx
 * chooses the filter widths itself.  0 on success, else -1 with a message
 * in err. */
enum rsl_oiio_make_kind { RSL_OIIO_MAKE_TEXTURE, RSL_OIIO_MAKE_LATLONG, RSL_OIIO_MAKE_SHADOW };
int rsl_oiio_make(enum rsl_oiio_make_kind kind, const char *input, const char *output, const char *swrap,
                  const char *twrap, const char *filter, float swidth, float twidth, char *err, size_t errlen);
/* RIB's MakeCubeFaceEnvironment (texture_make.cpp): the faces px nx py ny
 * pz nz, views from the origin along each axis over `fov` degrees (90 or
 * more, under 180) by the camera looking down +z turned to that axis (so
 * +x's right is -z, +y's up -z, -y's up +z, -z's right -x), resampled
 * into a lat-long environment (as tall as a face is wide, at most 1024)
 * and made as MakeLatLongEnvironment's maps are. */
int rsl_oiio_make_cubeface(const char *const faces[6], const char *output, float fov, const char *filter,
                           char *err, size_t errlen);

#ifdef __cplusplus
}
#endif
#endif /* RSL_TEXTURE_OIIO_H */
