/* lamp.sl's light with its position written into the light's own P first, as
 * area lights do (a write RI 3.2 makes read-only, PRMan allows). */
light arealamp(float intensity = 2;
               color lightcolor = 1;
               point from = point "shader" (0, 2, -1))
{
    P = from;
    N = normal(0, -1, 0);
    illuminate(P) {
        Cl = intensity * lightcolor / (L . L);
    }
}
