/* Example light shader: a point light whose intensity falls off with the square of distance. */
light lamp(float intensity = 2;
           color lightcolor = 1;
           point from = point "shader" (0, 2, -1))
{
    illuminate(from) {
        Cl = intensity * lightcolor / (L . L);
    }
}
