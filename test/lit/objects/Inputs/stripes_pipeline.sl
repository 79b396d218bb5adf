/* examples/stripes.sl as a class without a surface method: the lighting
 * pipeline's opacity, prelighting, lighting and postlighting methods run in
 * that order as its surface shader. */
class stripes_pipeline(float Ka = 0.2, Kd = 0.7, Ks = 0.4, roughness = 0.15;
                       float frequency = 8;
                       color stripecolor = color (0.9, 0.35, 0.1))
{
    varying normal m_Nf;
    varying vector m_V;
    varying color m_base;

    public void opacity(output color Oi) { Oi = Os; }
    public void prelighting(output color Ci, Oi) {
        m_Nf = faceforward(normalize(N), I);
        m_V = -normalize(I);
        m_base = mix(Cs, stripecolor, smoothstep(0.45, 0.55, mod(s * frequency, 1)));
    }
    public void lighting(output color Ci, Oi) {
        Ci = m_base * (Ka * ambient() + Kd * diffuse(m_Nf)) + Ks * specular(m_Nf, m_V, roughness);
    }
    public void postlighting(output color Ci, Oi) { Ci *= Oi; }
}
