// Lighting that sorts its lights the way library surfaces do: illuminance
// loops restricted by category ("key" lights only, everything except "rim"),
// and a check of each light's __nondiffuse and __nonspecular outputs
// through lightsource() so specular-only and diffuse-only lights are honoured.
// lambert(cos) is max(0, cos), blinn(NdotH, exponent) is NdotH^exponent:
// blinn(0.5, 2) = 0.25, lambert(-0.3) = 0.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call blinn 0.5 2 | FileCheck --check-prefix=BLINN --match-full-lines %s
// BLINN: 0.25
// RUN: rsl-jit %s --call lambert -0.3 | FileCheck --check-prefix=BACK --match-full-lines %s
// BACK: 0

float lambert(float cosine) { return max(0, cosine); }
float blinn(float NdotH, exponent) { return pow(max(0, NdotH), exponent); }

surface illuminance_categories(float Kd = 0.7, Ks = 0.4, exponent = 40, Kkey = 1.5;
                               color specularcolor = 1)
{
    normal Nf = faceforward(normalize(N), I);
    vector V = -normalize(I);
    color Cd = 0, Cspec = 0, Ckey = 0;
    illuminance("-rim", P, Nf, PI / 2) {
        float nondiff = 0, nonspec = 0;
        lightsource("__nondiffuse", nondiff);
        lightsource("__nonspecular", nonspec);
        vector Ln = normalize(L);
        Cd += (1 - nondiff) * Cl * lambert(Ln . Nf);
        Cspec += (1 - nonspec) * Cl * blinn(normalize(Ln + V) . Nf, exponent);
    }
    /* the key lights again, for a separate boost */
    illuminance("key", P, Nf, PI / 2) {
        Ckey += Cl * lambert(normalize(L) . Nf);
    }
    Oi = Os;
    Ci = Oi * (Cs * (Kd * Cd + (Kkey - 1) * Ckey) + specularcolor * Ks * Cspec);
}
