// A point light that a surface's illuminance loops can sort: its
// __category names the groups it belongs to, and the output parameters
// __nondiffuse and __nonspecular let a surface skip it for diffuse or
// specular; the falloff is the usual decay exponent.  decay_falloff(d, k)
// is 1 / d^k: distance 2 with decay 2 is 0.25, with decay 0 it is 1.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call decay_falloff 2 2 | FileCheck --check-prefix=SQUARE --match-full-lines %s
// SQUARE: 0.25
// RUN: rsl-jit %s --call decay_falloff 2 0 | FileCheck --check-prefix=NONE --match-full-lines %s
// NONE: 1
// The light's interface names its category and both output flags.
// RUN: rsl2ll --info %s | FileCheck --check-prefix=INFO %s
// INFO: light "light_categories"
// INFO-DAG: "__category" "{{.*}}string"
// INFO-DAG: "__nondiffuse" "output {{.*}}float"
// INFO-DAG: "__nonspecular" "output {{.*}}float"

float decay_falloff(float d, decay) { return 1 / pow(d, decay); }

light light_categories(float intensity = 1, decay = 2; color lightcolor = 1;
                       point from = point "shader" (0, 0, 0);
                       string __category = "key,practical";
                       output float __nondiffuse = 0, __nonspecular = 0;
                       float diffuseonly = 0, specularonly = 0)
{
    __nonspecular = diffuseonly;
    __nondiffuse = specularonly;
    illuminate(from) {
        Cl = intensity * lightcolor * decay_falloff(length(L), decay);
    }
}
