/* A point light whose shadows are traced: shadow("raytrace") from the
 * surface point towards `from`, `samples` rays over a cone of half-angle
 * `blur` radians.  falloff 1: the inverse square law of pointlight; 0: none
 * (Cl is then the unshadowed fraction times the intensity). */
light raytraced_point(float intensity = 1; color lightcolor = 1; point from = point "shader" (0, 0, 0);
                      float samples = 1; float blur = 0; float falloff = 1)
{
    illuminate(from) {
        Cl = intensity * lightcolor;
        if (falloff > 0)
            Cl /= L . L;
        Cl *= 1 - shadow("raytrace", Ps, "samples", samples, "blur", blur);
    }
}
