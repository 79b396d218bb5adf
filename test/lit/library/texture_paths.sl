// Map names assembled from a directory, an asset name, a channel suffix
// and an extension with concat(), as asset pipelines pass them in pieces.
// map_path("maps", "crate", "diff") is "maps/crate_diff.tex"; an empty
// directory leaves the name bare.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: not rsl2ll --target=rpu %s -o /dev/null 2>&1 | FileCheck --check-prefix=RPU %s
// RUN: not rsl2ll --target=ptx %s -o /dev/null 2>&1 | FileCheck --check-prefix=PTX %s
// RPU: texture_paths.sl:[[@LINE+9]]:19: error: run-time string formatting (concat) is not supported by the rpu target
// PTX: texture_paths.sl:[[@LINE+8]]:19: error: run-time string formatting (concat) is not supported by the ptx target
// RUN: rsl-jit %s --call map_path '"maps"' '"crate"' '"diff"' | FileCheck --check-prefix=FULL --match-full-lines %s
// FULL: maps/crate_diff.tex
// RUN: rsl-jit %s --call map_path '""' '"crate"' '"spec"' | FileCheck --check-prefix=BARE --match-full-lines %s
// BARE: crate_spec.tex

string map_path(string dir, asset, channel)
{
    string file = concat(asset, "_", channel, ".tex");
    return dir == "" ? file : concat(dir, "/", file);
}

surface texture_paths(string mapdir = "", asset = "";
                      float Kd = 0.8, Ks = 0.5, roughness = 0.15)
{
    color Cd = Cs, Cspec = 1;
    if (asset != "") {
        Cd = color texture(map_path(mapdir, asset, "diff"), s, t);
        Cspec = color texture(map_path(mapdir, asset, "spec"), s, t);
    }
    normal Nf = faceforward(normalize(N), I);
    Oi = Os;
    Ci = Oi * (Cd * Kd * (ambient() + diffuse(Nf)) + Cspec * Ks * specular(Nf, -normalize(I), roughness));
}
