// Layered paint: a base map, a dirt map multiplied over it and a scratch
// map screened on top, each lookup with its own filter and blur as studio
// shaders expose them.  screen(a, b) = 1 - (1 - a)(1 - b): 0.5 over 0.5 is
// 0.75; over 0 it leaves a.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call screen 0.5,0.5,0.5 0.5,0,1 | FileCheck --check-prefix=SCREEN --match-full-lines %s
// SCREEN: 0.75 0.5 1

color screen(color a, b) { return 1 - (1 - a) * (1 - b); }

surface texture_layers(string basemap = "", dirtmap = "", scratchmap = "";
                       float baseblur = 0, dirtblur = 0.05, scratchblur = 0;
                       string basefilter = "gaussian", scratchfilter = "box";
                       float dirtamount = 1, scratchamount = 0.5, Kd = 0.8)
{
    color Ct = Cs;
    if (basemap != "")
        Ct = color texture(basemap, s, t, "blur", baseblur, "filter", basefilter);
    if (dirtmap != "")
        Ct *= mix(color 1, color texture(dirtmap, s, t, "blur", dirtblur, "samples", 8), dirtamount);
    if (scratchmap != "")
        Ct = screen(Ct, scratchamount * color texture(scratchmap, s, t, "blur", scratchblur,
                                                      "filter", scratchfilter));
    normal Nf = faceforward(normalize(N), I);
    Oi = Os;
    Ci = Oi * Ct * Kd * (ambient() + diffuse(Nf));
}
