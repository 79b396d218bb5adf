/* bumpy: displaces the surface along its normal by amplitude times a
 * texture map's value at (s, t) and recomputes the normal; no texture, no
 * displacement (RI 3.2 appendix A). */
displacement bumpy(float amplitude = 1; string texturename = "")
{
    if (texturename != "") {
        P += amplitude * float texture(texturename, s, t) * normalize(N);
        N = calculatenormal(P);
    }
}
