/* A light with a narrow cone and no falloff: a sharp disc where it lands. */
light cone(float intensity = 1;
           point from = point "shader" (0, 0, 0);
           vector axis = vector "shader" (0, 0, 1);
           float angle = 0.12)
{
    illuminate(from, axis, angle) {
        Cl = intensity;
    }
}
