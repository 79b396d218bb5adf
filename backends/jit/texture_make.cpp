// RIB's Make* requests through OpenImageIO's maketx (texture_oiio.h):
// MakeTexture, MakeLatLongEnvironment and MakeShadow from their picture;
// MakeCubeFaceEnvironment's six faces resampled here into one lat-long
// environment first, so environment() reads a cube as it reads
// MakeLatLongEnvironment's maps (OIIO's TextureSystem reads lat-long
// environments only).
#include "texture_oiio.h"

#include <OpenImageIO/imagebuf.h>
#include <OpenImageIO/imagebufalgo.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>
#include <strings.h>
#include <vector>

using namespace OIIO;

namespace {

// The lat-long map of a cube is as tall as a face is wide, at most this
// (2 x 1 texels per height texel, one float per channel).
constexpr int MAX_CUBE_HEIGHT = 1024;

int fail(char *err, size_t errlen, const std::string &why)
{
    std::snprintf(err, errlen, "%s", why.substr(0, why.find('\n')).c_str());
    return -1;
}

// maketx's settings for `output`, with RI's wrap modes ("": maketx's) and
// filter for the MIP levels.
ImageSpec make_config(const char *output, const char *swrap, const char *twrap, const char *filter)
{
    ImageSpec config;
    if (*swrap && *twrap)
        config.attribute("wrapmodes", std::string(swrap) + "," + twrap);
    // RI's "b-spline" is OIIO's "bspline"; the other RI filters share names.
    std::string name = std::strcmp(filter, "b-spline") == 0 ? "bspline" : filter;
    if (!name.empty())
        config.attribute("maketx:filtername", name);
    // RenderMan's names (.tex, .tx, .shd, .env) say nothing OIIO knows of
    // the format: TIFF, OIIO's texture format, unless the name asks for EXR.
    size_t len = std::strlen(output);
    if (len < 4 || strcasecmp(output + len - 4, ".exr") != 0)
        config.attribute("maketx:fileformatname", "tiff");
    return config;
}

// Direction d (RI's left-handed world) as a face, px nx py ny pz nz = 0..5,
// and the point (sx, sy) of that face's screen, [-1, 1] across a 90 degree
// view.  The faces are views from the origin along each axis by the camera
// looking down +z (x right, y up) turned by a rotation: +x's right is -z,
// -x's +z, +y's up -z, -y's up +z, -z's right -x.
int face_of(const float d[3], float &sx, float &sy)
{
    float ax = std::fabs(d[0]), ay = std::fabs(d[1]), az = std::fabs(d[2]);
    if (ax >= ay && ax >= az) {
        sx = (d[0] > 0 ? -d[2] : d[2]) / ax, sy = d[1] / ax;
        return d[0] > 0 ? 0 : 1;
    }
    if (ay >= az) {
        sx = d[0] / ay, sy = (d[1] > 0 ? -d[2] : d[2]) / ay;
        return d[1] > 0 ? 2 : 3;
    }
    sx = (d[2] > 0 ? d[0] : -d[0]) / az, sy = d[1] / az;
    return d[2] > 0 ? 4 : 5;
}

// The six faces as one lat-long picture in RI's layout (texture_oiio.h's
// environment: longitude 0, +x, at the left edge, +y a quarter of the way
// across, +z at the top row), each texel the faces' bilinear sample in its
// direction.  False with a message in err.
bool cube_to_latlong(const char *const faces[6], float fov, ImageBuf &latlong, char *err, size_t errlen)
{
    if (!(fov >= 90.0f && fov < 180.0f)) {
        std::snprintf(err, errlen, "the faces' field of view must be at least 90 degrees and under 180, not %g",
                      (double)fov);
        return false;
    }
    ImageBuf in[6];
    for (int f = 0; f < 6; f++) {
        in[f].reset(faces[f]);
        if (!in[f].read(0, 0, true, TypeDesc::FLOAT)) {
            fail(err, errlen, std::string("cannot read '") + faces[f] + "': " + in[f].geterror());
            return false;
        }
        if (in[f].nchannels() != in[0].nchannels()) {
            fail(err, errlen, std::string("'") + faces[f] + "' has " + std::to_string(in[f].nchannels()) +
                                  " channels, '" + faces[0] + "' " + std::to_string(in[0].nchannels()));
            return false;
        }
    }
    // A face's screen [-1, 1] at 90 degrees is [-k, k] of its picture.
    float k = 1.0f / std::tan(fov * 0.5f * float(M_PI) / 180.0f);
    int height = std::min(std::max(in[0].spec().width, 1), MAX_CUBE_HEIGHT), width = 2 * height;
    int nch = in[0].nchannels();
    latlong.reset(ImageSpec(width, height, nch, TypeDesc::FLOAT));
    std::vector<float> texel(nch);
    for (int j = 0; j < height; j++) {
        float lat = float(M_PI) * (0.5f - (j + 0.5f) / height);
        for (int i = 0; i < width; i++) {
            float lon = 2.0f * float(M_PI) * (i + 0.5f) / width, sx, sy;
            float d[3] = {std::cos(lon) * std::cos(lat), std::sin(lon) * std::cos(lat), std::sin(lat)};
            int f = face_of(d, sx, sy);
            in[f].interppixel_NDC((sx * k + 1) * 0.5f, (1 - sy * k) * 0.5f, texel.data(), ImageBuf::WrapClamp);
            latlong.setpixel(i, j, texel.data(), nch);
        }
    }
    return true;
}

} // namespace

int rsl_oiio_make(enum rsl_oiio_make_kind kind, const char *input, const char *output, const char *swrap,
                  const char *twrap, const char *filter, float swidth, float twidth, char *err, size_t errlen)
{
    // maketx filters with its own support per filter: the RIB's widths are
    // not OIIO's to take (RI 3.2 leaves them to the implementation).
    (void)swidth, (void)twidth;
    ImageBufAlgo::MakeTextureMode mode = kind == RSL_OIIO_MAKE_SHADOW    ? ImageBufAlgo::MakeTxShadow
                                         : kind == RSL_OIIO_MAKE_LATLONG ? ImageBufAlgo::MakeTxEnvLatl
                                                                         : ImageBufAlgo::MakeTxTexture;
    if (ImageBufAlgo::make_texture(mode, input, output, make_config(output, swrap, twrap, filter)))
        return 0;
    return fail(err, errlen, OIIO::geterror());
}

int rsl_oiio_make_cubeface(const char *const faces[6], const char *output, float fov, const char *filter,
                           char *err, size_t errlen)
{
    ImageBuf latlong;
    if (!cube_to_latlong(faces, fov, latlong, err, errlen))
        return -1;
    if (ImageBufAlgo::make_texture(ImageBufAlgo::MakeTxEnvLatl, latlong, output, make_config(output, "", "", filter)))
        return 0;
    return fail(err, errlen, OIIO::geterror());
}
