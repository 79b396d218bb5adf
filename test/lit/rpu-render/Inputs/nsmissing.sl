/* nslamp.sl's light as it would render where Ns is missing (zero): dark. */
light nsmissing(float intensity = 2;
                color lightcolor = 1;
                point from = point "shader" (0, 2, -1))
{
    illuminate(from) {
        Cl = intensity * lightcolor / (L . L) * step(0.5, length(Ns * 0));
    }
}
