// Leaves cut out of cards: the class's opacity method decides coverage from
// a leaf-shaped mask before any lighting is done, and the surface method
// shades only what is left, using the mask the opacity method kept.
// leaf_mask(s, t) is 1 inside the ellipse (s - 0.5)^2 / 0.16 + (t - 0.5)^2 /
// 0.04 < 1 with a soft rim: the centre is 1, (0.5, 0.9) is 0.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call leaf_mask 0.5 0.5 | FileCheck --check-prefix=CENTRE --match-full-lines %s
// CENTRE: 1
// RUN: rsl-jit %s --call leaf_mask 0.5 0.9 | FileCheck --check-prefix=OUTSIDE --match-full-lines %s
// OUTSIDE: 0

float leaf_mask(float ss, tt)
{
    float ds = ss - 0.5, dt = tt - 0.5;
    float r = ds * ds / 0.16 + dt * dt / 0.04;
    return 1 - smoothstep(0.9, 1, r);
}

class class_cutout(float Kd = 0.8, translucence = 0.3; color leafcolor = color(0.2, 0.5, 0.1))
{
    varying float m_mask = 0;

    public void opacity(output color Oi)
    {
        m_mask = leaf_mask(s, t);
        Oi = Os * m_mask;
    }

    public void surface(output color Ci, Oi)
    {
        normal Nn = normalize(N);
        normal Nf = faceforward(Nn, I);
        /* light through the leaf from behind */
        color back = diffuse(-Nf);
        Oi = Os * m_mask;
        Ci = Oi * leafcolor * (Kd * (ambient() + diffuse(Nf)) + translucence * back);
    }
}
