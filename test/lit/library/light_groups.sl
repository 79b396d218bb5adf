// Light groups by name pattern: each light's __category string is asked for
// through lightsource() and tested with match() against a group pattern
// given to the surface; lights of the group are scaled by the group's gain.
// in_group("^key", "keylight") = 1, in_group("^key", "fill") = 0.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: not rsl2ll --target=rpu %s -o /dev/null 2>&1 | FileCheck --check-prefix=RPU %s
// RUN: not rsl2ll --target=ptx %s -o /dev/null 2>&1 | FileCheck --check-prefix=PTX %s
// RPU: light_groups.sl:[[@LINE+7]]:51: error: run-time regular expression matching (match) is not supported by the rpu target
// PTX: light_groups.sl:[[@LINE+6]]:51: error: run-time regular expression matching (match) is not supported by the ptx target
// RUN: rsl-jit %s --call in_group '"^key"' '"keylight"' | FileCheck --check-prefix=KEY --match-full-lines %s
// KEY: 1
// RUN: rsl-jit %s --call in_group '"^key"' '"fill"' | FileCheck --check-prefix=FILL --match-full-lines %s
// FILL: 0

float in_group(string pattern, category) { return match(pattern, category) != 0 ? 1 : 0; }

surface light_groups(float Kd = 0.8; string group = "^key"; float groupgain = 2)
{
    normal Nf = faceforward(normalize(N), I);
    color C = 0;
    illuminance(P, Nf, PI / 2) {
        string category = "";
        lightsource("__category", category);
        float gain = in_group(group, category) != 0 ? groupgain : 1;
        C += gain * Cl * (normalize(L) . Nf);
    }
    Oi = Os;
    Ci = Oi * Cs * Kd * C;
}
