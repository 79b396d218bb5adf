/* shinymetal: metal plus a mirror reflection looked up in an environment
 * map named by texturename; none when it is "" (RI 3.2 appendix A).  The
 * reflected direction is looked up in world space, where environment maps
 * are made. */
surface shinymetal(float Ka = 1; float Ks = 1; float Kr = 1; float roughness = .1;
                   string texturename = "")
{
    normal Nf = faceforward(normalize(N), I);
    vector V = -normalize(I);
    color reflected = 0;
    if (texturename != "") {
        vector D = vtransform("world", reflect(I, Nf));
        reflected = color environment(texturename, D);
    }
    Oi = Os;
    Ci = Os * Cs * (Ka * ambient() + Ks * specular(Nf, V, roughness) + Kr * reflected);
}
