/* pointlight: light from one point in every direction, falling off with
 * the square of the distance (RI 3.2 appendix A). */
light pointlight(float intensity = 1; color lightcolor = 1; point from = point "shader" (0, 0, 0))
{
    illuminate(from)
        Cl = intensity * lightcolor / (L . L);
}
