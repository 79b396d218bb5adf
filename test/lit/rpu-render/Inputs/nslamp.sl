/* lamp.sl's light, lit only where Ns (the normal of the surface being lit)
 * is there: the same image as lamp.sl when the renderer passes it, black
 * where it does not. */
light nslamp(float intensity = 2;
             color lightcolor = 1;
             point from = point "shader" (0, 2, -1))
{
    illuminate(from) {
        Cl = intensity * lightcolor / (L . L) * step(0.5, length(Ns));
    }
}
