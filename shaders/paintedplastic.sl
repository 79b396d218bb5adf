/* paintedplastic: plastic whose base color is multiplied by a texture map
 * at (s, t); no texture when texturename is "" (RI 3.2 appendix A). */
surface paintedplastic(float Ka = 1; float Kd = .5; float Ks = .5; float roughness = .1;
                       color specularcolor = 1; string texturename = "")
{
    normal Nf = faceforward(normalize(N), I);
    vector V = -normalize(I);
    color base = Cs;
    if (texturename != "")
        base *= color texture(texturename, s, t);
    Oi = Os;
    Ci = Os * (base * (Ka * ambient() + Kd * diffuse(Nf)) + specularcolor * Ks * specular(Nf, V, roughness));
}
