// A spot light written as a class with a light method: the cone's cosines
// are worked out once into members by a private method, the light method
// uses them.  cone_cosines(angle, delta) gives cos(angle) and
// cos(angle - delta): for 60 degrees and 30 degrees 0.5 and 0.866025.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call cone_cosines 1.04719755 0.523598776 0 0 | FileCheck --check-prefix=COS --match-full-lines %s
// COS: 0.5 0.866025

void cone_cosines(float angle, delta; output float outer, inner)
{
    outer = cos(angle);
    inner = cos(angle - delta);
}

class class_spotlight(float intensity = 1; color lightcolor = 1;
                      point from = point "shader" (0, 0, 0), to = point "shader" (0, 0, 1);
                      float coneangle = radians(30), conedeltaangle = radians(5))
{
    uniform float m_outer = 0, m_inner = 1;

    private void prepare() { cone_cosines(coneangle, conedeltaangle, m_outer, m_inner); }

    public void light(output vector L; output color Cl)
    {
        prepare();
        uniform vector axis = normalize(to - from);
        illuminate(from, axis, coneangle) {
            float cosangle = (L . axis) / length(L);
            Cl = intensity * lightcolor * smoothstep(m_outer, m_inner, cosangle) / (L . L);
        }
    }
}
