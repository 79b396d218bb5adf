// One packed mask map drives three layers: dirt in channel 0, wear in
// channel 1, wetness in channel 2, each read with channel selection
// (name[channel]) as a float, with "blur" and "fill" (the value where the
// file has no such channel).  layer_mix(base, layer, amount, strength) is
// base + (layer - base) * amount * strength: (0.2 -> 1) at 0.5 * 0.5 is 0.4.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call layer_mix 0.2,0.2,0.2 1,1,1 0.5 0.5 | FileCheck --check-prefix=MIX --match-full-lines %s
// MIX: 0.4 0.4 0.4

color layer_mix(color base, layer; float amount, strength)
{
    return base + (layer - base) * amount * strength;
}

surface texture_channels(string maskmap = ""; float maskblur = 0.01;
                         color dirtcolor = color(0.25, 0.2, 0.12), wearcolor = color(0.8, 0.78, 0.75);
                         float dirt = 1, wear = 1, wetness = 1)
{
    float dirtmask = 0, wearmask = 0, wetmask = 0;
    if (maskmap != "") {
        dirtmask = float texture(maskmap[0], s, t, "blur", maskblur, "fill", 0);
        wearmask = float texture(maskmap[1], s, t, "blur", maskblur, "fill", 0);
        wetmask = float texture(maskmap[2], s, t, "blur", maskblur, "fill", 0);
    }
    color Ct = layer_mix(Cs, dirtcolor, dirtmask, dirt);
    Ct = layer_mix(Ct, wearcolor, wearmask, wear);
    /* wet surfaces are darker and shinier */
    float wet = wetmask * wetness;
    normal Nf = faceforward(normalize(N), I);
    Oi = Os;
    Ci = Oi * (Ct * (1 - 0.4 * wet) * (ambient() + diffuse(Nf))
               + wet * specular(Nf, -normalize(I), 0.02));
}
