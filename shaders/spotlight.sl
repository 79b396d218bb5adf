/* spotlight: a cone of light from `from` towards `to`, coneangle its half
 * angle, softened over conedeltaangle inside the edge, the beam falling off
 * as cos^beamdistribution and with the square of the distance (RI 3.2
 * appendix A). */
light spotlight(float intensity = 1; color lightcolor = 1;
                point from = point "shader" (0, 0, 0); point to = point "shader" (0, 0, 1);
                float coneangle = radians(30); float conedeltaangle = radians(5);
                float beamdistribution = 2)
{
    uniform vector axis = normalize(to - from);
    uniform float outer = cos(coneangle), inner = cos(coneangle - conedeltaangle);
    illuminate(from, axis, coneangle) {
        float cosangle = (L . axis) / length(L);
        float falloff = pow(cosangle, beamdistribution) / (L . L);
        Cl = intensity * lightcolor * falloff * smoothstep(outer, inner, cosangle);
    }
}
