// Plastic as an RSL 2.0 shader class: the class's parameters, a member
// variable that carries the facing normal from a private method to the
// surface method, and a method with a result.  Run alone (rsl-jit's
// globals: Cs = Os = 1, no lights) only the constant term can show: with
// Kc = 0.25 the surface is Oi * Cs * Kc = 0.25 and Oi = 1.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call class_plastic | FileCheck --check-prefix=ALONE --match-full-lines %s
// ALONE: 0.25 0.25 0.25 1 1 1

class class_plastic(float Ka = 1, Kd = 0.5, Ks = 0.5, roughness = 0.1, Kc = 0.25;
                    color specularcolor = 1)
{
    varying normal m_Nf = 0;
    varying vector m_V = 0;

    private void setup()
    {
        m_Nf = faceforward(normalize(N), I);
        m_V = -normalize(I);
    }

    color lighting(color base)
    {
        return base * (Kc + Ka * ambient() + Kd * diffuse(m_Nf))
             + specularcolor * Ks * specular(m_Nf, m_V, roughness);
    }

    public void surface(output color Ci, Oi)
    {
        setup();
        Oi = Os;
        Ci = Oi * lighting(Cs);
    }
}
