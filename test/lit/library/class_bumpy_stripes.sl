// A class with a displacement method and a surface method sharing one
// member: the displacement computes the stripe pattern once and keeps it,
// the surface colours the grooves from the same member, as RSL 2.0 classes
// share work between methods.  stripe_height(x, frequency) is
// 0.5 + 0.5 sin(2 pi frequency x): at x = 0.125, frequency 2 that is 1,
// at x = 0.375 it is 0.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call stripe_height 0.125 2 | FileCheck --check-prefix=CREST --match-full-lines %s
// CREST: 1
// RUN: rsl-jit %s --call stripe_height 0.375 2 | FileCheck --check-prefix=GROOVE --match-full-lines %s
// GROOVE: 0

float stripe_height(float x, frequency) { return 0.5 + 0.5 * sin(2 * PI * frequency * x); }

class class_bumpy_stripes(float Km = 0.02, frequency = 10, Kd = 0.8;
                          color groovecolor = color(0.3, 0.2, 0.1))
{
    varying float m_height = 0;

    public void displacement(output point P; output normal N)
    {
        m_height = stripe_height(s, frequency);
        P += Km * m_height * normalize(N);
        N = calculatenormal(P);
    }

    public void surface(output color Ci, Oi)
    {
        normal Nf = faceforward(normalize(N), I);
        color Ct = mix(groovecolor, Cs, m_height);
        Oi = Os;
        Ci = Oi * Ct * Kd * (ambient() + diffuse(Nf));
    }
}
