// Tangent-space normal mapping: the map's colour decoded from 0..1 to
// -1..1 and turned into a normal in the frame of dPdu, dPdv and N, looked up
// with a box filter and a little blur.  decode_normal(c) is 2c - 1:
// (0.5, 0.5, 1) decodes to (0, 0, 1), (1, 0.5, 0.5) to (1, 0, 0).
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call decode_normal 0.5,0.5,1 | FileCheck --check-prefix=UP --match-full-lines %s
// UP: 0 0 1
// RUN: rsl-jit %s --call decode_normal 1,0.5,0.5 | FileCheck --check-prefix=SIDE --match-full-lines %s
// SIDE: 1 0 0

vector decode_normal(color c)
{
    return vector(2 * comp(c, 0) - 1, 2 * comp(c, 1) - 1, 2 * comp(c, 2) - 1);
}

surface normal_map(string normalmap = ""; float strength = 1, blur = 0.002;
                   float Kd = 0.8, Ks = 0.4, roughness = 0.1)
{
    normal Nn = normalize(N);
    if (normalmap != "") {
        vector tn = decode_normal(color texture(normalmap, s, t, "filter", "box", "blur", blur));
        vector tu = normalize(dPdu), tv = normalize(Nn ^ tu);
        vector mapped = xcomp(tn) * tu + ycomp(tn) * tv + zcomp(tn) * vector(Nn);
        Nn = normalize(mix(Nn, normal(mapped), strength));
    }
    normal Nf = faceforward(Nn, I);
    Oi = Os;
    Ci = Oi * (Cs * Kd * diffuse(Nf) + Ks * specular(Nf, -normalize(I), roughness));
}
