/* Example light shader: a warm lamp just under the ceiling of the built-in Cornell box
 * ("shader" space is the renderer's camera space), falling off with the square of distance. */
light boxlight(float intensity = 3;
               color lightcolor = color (1, 0.85, 0.7);
               point from = point "shader" (0, 0.85, 3.9))
{
    illuminate(from) {
        Cl = intensity * lightcolor / (L . L);
    }
}
