// A rim light for characters: it lights only the silhouette, where the
// light-to-point direction grazes the surface seen from the camera, and it
// declares itself specular-only through __nondiffuse so the diffuse loops of
// a surface skip it.  rim_factor(cosview, width) = 1 - smoothstep(0, width,
// cosview): at the silhouette (cos 0) 1, facing the camera (cos 1 >= width) 0,
// at half the width 0.5.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call rim_factor 0 0.4 | FileCheck --check-prefix=EDGE --match-full-lines %s
// EDGE: 1
// RUN: rsl-jit %s --call rim_factor 1 0.4 | FileCheck --check-prefix=FACING --match-full-lines %s
// FACING: 0
// RUN: rsl-jit %s --call rim_factor 0.2 0.4 | FileCheck --check-prefix=HALF --match-full-lines %s
// HALF: 0.5

float rim_factor(float cosview, width) { return 1 - smoothstep(0, width, cosview); }

light rim_light(float intensity = 1, rimwidth = 0.3; color lightcolor = 1;
                point from = point "shader" (0, 0, 0);
                string __category = "rim";
                output float __nondiffuse = 1, __nonspecular = 0)
{
    illuminate(from) {
        /* the camera sits at the origin of "camera" space */
        vector V = normalize(point "camera" (0, 0, 0) - Ps);
        vector Ln = normalize(L);
        float grazing = rim_factor(abs(V . Ln), rimwidth);
        Cl = intensity * lightcolor * grazing / (L . L);
    }
}
