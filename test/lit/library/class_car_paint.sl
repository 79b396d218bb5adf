// Car paint as a shader class: a struct member holds the flake layer's
// settings, private methods compute the base, flake and clear-coat layers
// into member colours, and the surface method adds them up.  The flake
// sparkle is cell noise thresholded: flake_mask(n, density) is 1 where the
// cell's noise n is below the density (that fraction of cells sparkles):
// n = 0.2 at density 0.3 is 1, n = 0.5 is 0.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call flake_mask 0.2 0.3 | FileCheck --check-prefix=SPARKLE --match-full-lines %s
// SPARKLE: 1
// RUN: rsl-jit %s --call flake_mask 0.5 0.3 | FileCheck --check-prefix=DULL --match-full-lines %s
// DULL: 0

float flake_mask(float n, density) { return n < density ? 1 : 0; }

struct Flakes {
    float density = 0.3, size = 400, roughness = 0.2;
    color tint = (1, 1, 1);
};

class class_car_paint(color basecolor = color(0.5, 0.02, 0.05);
                      float Kd = 0.8, Kcoat = 0.6, coatroughness = 0.02;
                      float flakedensity = 0.3, flakesize = 400, Kflake = 0.5)
{
    varying normal m_Nf = 0;
    varying vector m_V = 0;
    varying color m_base = 0, m_flake = 0, m_coat = 0;
    Flakes m_flakes;

    private void base_layer()
    {
        m_base = basecolor * Kd * (ambient() + diffuse(m_Nf));
    }

    private void flake_layer()
    {
        point cell = transform("object", P) * m_flakes->size;
        float sparkle = flake_mask(float cellnoise(cell), m_flakes->density);
        m_flake = sparkle * m_flakes->tint * specular(m_Nf, m_V, m_flakes->roughness);
    }

    private void coat_layer()
    {
        m_coat = Kcoat * specular(m_Nf, m_V, coatroughness);
    }

    public void surface(output color Ci, Oi)
    {
        m_Nf = faceforward(normalize(N), I);
        m_V = -normalize(I);
        m_flakes->density = flakedensity;
        m_flakes->size = flakesize;
        base_layer();
        flake_layer();
        coat_layer();
        Oi = Os;
        Ci = Oi * (m_base + Kflake * m_flake + m_coat);
    }
}
