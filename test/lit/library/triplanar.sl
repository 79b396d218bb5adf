// Triplanar projection: three planar lookups of one map along the shader
// space axes, blended by the normal's components raised to a sharpness, each
// lookup with a filter "width" and "samples".  triplanar_weights(n, 1) are
// |n| normalised to sum 1: for n = (3, 0, 4) that is (3/7, 0, 4/7) =
// (0.428571, 0, 0.571429); with sharpness 2 (9, 0, 16)/25 = (0.36, 0, 0.64).
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call triplanar_weights 3,0,4 1 | FileCheck --check-prefix=ONE --match-full-lines %s
// ONE: 0.428571 0 0.571429
// RUN: rsl-jit %s --call triplanar_weights 3,0,4 2 | FileCheck --check-prefix=TWO --match-full-lines %s
// TWO: 0.36 0 0.64

vector triplanar_weights(vector n; float sharpness)
{
    vector w = vector(pow(abs(xcomp(n)), sharpness), pow(abs(ycomp(n)), sharpness),
                      pow(abs(zcomp(n)), sharpness));
    return w / (xcomp(w) + ycomp(w) + zcomp(w));
}

surface triplanar(string texturename = ""; float scale = 1, sharpness = 4;
                  float width = 1, samples = 4; float Kd = 0.8)
{
    point Pp = transform("shader", P) * scale;
    vector w = triplanar_weights(ntransform("shader", normalize(N)), sharpness);
    color Ct = Cs;
    if (texturename != "") {
        color cx = color texture(texturename, ycomp(Pp), zcomp(Pp), "width", width, "samples", samples);
        color cy = color texture(texturename, zcomp(Pp), xcomp(Pp), "width", width, "samples", samples);
        color cz = color texture(texturename, xcomp(Pp), ycomp(Pp), "width", width, "samples", samples);
        Ct = xcomp(w) * cx + ycomp(w) * cy + zcomp(w) * cz;
    }
    normal Nf = faceforward(normalize(N), I);
    Oi = Os;
    Ci = Oi * Ct * Kd * (ambient() + diffuse(Nf));
}
