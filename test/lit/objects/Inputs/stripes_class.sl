/* examples/stripes.sl written as an RSL 2.0 shader class: parameters, member
 * variables (one a struct), a private method, a method with a result, and
 * the surface method. */
struct Lobe {
    float weight = 0.4;
    float roughness = 0.15;
};

class stripes_class(float Ka = 0.2, Kd = 0.7, Ks = 0.4, roughness = 0.15;
                   float frequency = 8;
                   color stripecolor = color (0.9, 0.35, 0.1))
{
    varying normal m_Nf = 0;
    varying color m_base;
    Lobe m_spec;

    private void initDiffuse() {
        m_Nf = faceforward(normalize(N), I);
        float band = smoothstep(0.45, 0.55, mod(s * frequency, 1));
        m_base = mix(Cs, stripecolor, band);
    }

    color specularPart(vector V) {
        return m_spec.weight * specular(m_Nf, V, m_spec.roughness);
    }

    public void surface(output color Ci, Oi) {
        m_spec.weight = Ks;
        m_spec.roughness = roughness;
        initDiffuse();
        vector V = -normalize(I);
        Oi = Os;
        Ci = Oi * (m_base * (Ka * ambient() + Kd * diffuse(m_Nf)) + specularPart(V));
    }
}
