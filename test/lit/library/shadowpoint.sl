// A point light shadowed by six maps, one per cube face, the map's name
// built from a base name and the face ("shd.+x.tex", ...) with format(), the
// face picked by the light-to-point direction's dominant axis.
// cube_face(v) numbers the faces +x -x +y -y +z -z as 0..5: (1, -3, 2) is -y (3),
// (0.1, 0.2, -0.9) is -z (5).
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: not rsl2ll --target=rpu %s -o /dev/null 2>&1 | FileCheck --check-prefix=RPU %s
// RUN: not rsl2ll --target=ptx %s -o /dev/null 2>&1 | FileCheck --check-prefix=PTX %s
// RPU: shadowpoint.sl:[[@LINE+25]]:12: error: run-time string formatting (format) is not supported by the rpu target
// PTX: shadowpoint.sl:[[@LINE+24]]:12: error: run-time string formatting (format) is not supported by the ptx target
// RUN: rsl-jit %s --call cube_face 1,-3,2 | FileCheck --check-prefix=NEGY --match-full-lines %s
// NEGY: 3
// RUN: rsl-jit %s --call cube_face 0.1,0.2,-0.9 | FileCheck --check-prefix=NEGZ --match-full-lines %s
// NEGZ: 5
// RUN: rsl-jit %s --call face_map_name '"shd"' 3 | FileCheck --check-prefix=NAME --match-full-lines %s
// NAME: shd.-y.tex

float cube_face(vector v)
{
    float ax = abs(xcomp(v)), ay = abs(ycomp(v)), az = abs(zcomp(v));
    float face;
    if (ax >= ay && ax >= az)
        face = xcomp(v) > 0 ? 0 : 1;
    else if (ay >= az)
        face = ycomp(v) > 0 ? 2 : 3;
    else
        face = zcomp(v) > 0 ? 4 : 5;
    return face;
}

string face_map_name(string base; float face)
{
    string names[6] = { "+x", "-x", "+y", "-y", "+z", "-z" };
    return format("%s.%s.tex", base, names[face]);
}

light shadowpoint(float intensity = 1; color lightcolor = 1;
                  point from = point "shader" (0, 0, 0);
                  string shadowbase = ""; float bias = 0.02, samples = 16, blur = 0)
{
    illuminate(from) {
        float unshadowed = 1;
        if (shadowbase != "") {
            vector dir = vtransform("world", Ps - from);
            string map = face_map_name(shadowbase, cube_face(dir));
            unshadowed = 1 - shadow(map, Ps, "bias", bias, "samples", samples, "blur", blur);
        }
        Cl = unshadowed * intensity * lightcolor / (L . L);
    }
}
