// UDIM tiles: the tile number 1001 + u-tile + 10 v-tile picked from (s, t),
// the file name made by substituting it into the base name with format(),
// the lookup made in the tile's own 0..1 coordinates.
// udim_tile(2.5, 1.2) = 1001 + 2 + 10 = 1013; udim_tile(0.3, 0.7) = 1001.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: not rsl2ll --target=rpu %s -o /dev/null 2>&1 | FileCheck --check-prefix=RPU %s
// RUN: not rsl2ll --target=ptx %s -o /dev/null 2>&1 | FileCheck --check-prefix=PTX %s
// RPU: udim_texture.sl:[[@LINE+11]]:52: error: run-time string formatting (format) is not supported by the rpu target
// PTX: udim_texture.sl:[[@LINE+10]]:52: error: run-time string formatting (format) is not supported by the ptx target
// RUN: rsl-jit %s --call udim_tile 2.5 1.2 | FileCheck --check-prefix=TILE --match-full-lines %s
// TILE: 1013
// RUN: rsl-jit %s --call udim_tile 0.3 0.7 | FileCheck --check-prefix=FIRST --match-full-lines %s
// FIRST: 1001
// RUN: rsl-jit %s --call udim_name '"skin"' 1013 | FileCheck --check-prefix=NAME --match-full-lines %s
// NAME: skin.1013.tex

float udim_tile(float ss, tt) { return 1001 + floor(ss) + 10 * floor(tt); }

string udim_name(string base; float tile) { return format("%s.%d.tex", base, tile); }

surface udim_texture(string basename = ""; float Kd = 0.8, Ks = 0.3, roughness = 0.2)
{
    color Ct = Cs;
    if (basename != "") {
        string map = udim_name(basename, udim_tile(s, t));
        Ct = color texture(map, s - floor(s), t - floor(t));
    }
    normal Nf = faceforward(normalize(N), I);
    Oi = Os;
    Ci = Oi * (Ct * Kd * (ambient() + diffuse(Nf)) + Ks * specular(Nf, -normalize(I), roughness));
}
