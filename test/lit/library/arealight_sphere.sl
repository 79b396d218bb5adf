// A spherical area light the way area-light shaders are written: the light
// shader runs on the light's own surface, so it sets the emitting point P
// and its normal N before illuminating from there (out of the hemisphere
// around N), each sample falling off by distance.  sphere_point(u, v, r)
// is the point at longitude 2 pi u, latitude pi (v - 0.5) of a sphere of
// radius r: (0, 0.5, 2) is (2, 0, 0), (0.25, 0.5, 1) is (0, 1, 0).
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call sphere_point 0 0.5 2 | FileCheck --check-prefix=EQX --match-full-lines %s
// EQX: 2 0 0
// RUN: rsl-jit %s --call sphere_point 0.25 0.5 1 | FileCheck --check-prefix=EQY --match-full-lines %s
// EQY: {{-?[0-9.e-]+}} 1 0

point sphere_point(float uu, vv, radius)
{
    float phi = 2 * PI * uu, theta = PI * (vv - 0.5);
    return point(radius * cos(theta) * cos(phi), radius * cos(theta) * sin(phi), radius * sin(theta));
}

light arealight_sphere(float intensity = 1, radius = 0.5; color lightcolor = 1;
                       point center = point "shader" (0, 0, 0))
{
    /* the emitting point: this light sample's spot on the sphere */
    P = center + vector(sphere_point(u, v, radius));
    N = normalize(P - center);
    illuminate(P, N, PI / 2) {
        Cl = intensity * lightcolor * max(0, normalize(L) . N) / (L . L);
    }
}
