// A spot light with a shadow map read through an option list: "bias" against
// self-shadowing, "samples" and "blur" for soft edges, "width" for the filter.
// spot_falloff(cosangle, coneangle, delta) is the RI spotlight's
// smoothstep(cos(cone), cos(cone - delta), cosangle): on the axis 1, outside
// the cone 0, halfway across the penumbra (in cosine) 0.5.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call spot_falloff 1 0.5 0.1 | FileCheck --check-prefix=AXIS --match-full-lines %s
// AXIS: 1
// RUN: rsl-jit %s --call spot_falloff 0.5 0.5 0.1 | FileCheck --check-prefix=OUTSIDE --match-full-lines %s
// OUTSIDE: 0

float spot_falloff(float cosangle, coneangle, delta)
{
    return smoothstep(cos(coneangle), cos(coneangle - delta), cosangle);
}

light shadowspot(float intensity = 1; color lightcolor = 1;
                 point from = point "shader" (0, 0, 0), to = point "shader" (0, 0, 1);
                 float coneangle = radians(30), conedeltaangle = radians(5), beamdistribution = 2;
                 string shadowname = ""; float shadowbias = 0.01, shadowblur = 0.005;
                 float shadowsamples = 16, shadowwidth = 1)
{
    uniform vector A = normalize(to - from);
    illuminate(from, A, coneangle) {
        float cosangle = (L . A) / length(L);
        float atten = pow(cosangle, beamdistribution) / (L . L);
        atten *= spot_falloff(cosangle, coneangle, conedeltaangle);
        if (shadowname != "")
            atten *= 1 - shadow(shadowname, Ps, "bias", shadowbias, "blur", shadowblur,
                                "samples", shadowsamples, "width", shadowwidth);
        Cl = atten * intensity * lightcolor;
    }
}
