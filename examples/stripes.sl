/* Example surface shader: lit stripes along s, with a soft plastic highlight. */
surface stripes(float Ka = 0.2, Kd = 0.7, Ks = 0.4, roughness = 0.15;
                float frequency = 8;
                color stripecolor = color (0.9, 0.35, 0.1))
{
    normal Nf = faceforward(normalize(N), I);
    vector V = -normalize(I);
    float band = smoothstep(0.45, 0.55, mod(s * frequency, 1));
    color base = mix(Cs, stripecolor, band);
    Oi = Os;
    Ci = Oi * (base * (Ka * ambient() + Kd * diffuse(Nf))
               + Ks * specular(Nf, V, roughness));
}
