/* A point light at `from` (intensity falling off as 1/d^2) whose shadows
 * come from shadow(shadowname, Ps): a shadow map, or "raytrace" (for
 * test/lit/texture's RIB scenes; none without a name). */
light shadowpoint(float intensity = 1; point from = point "shader" (0, 0, 0); string shadowname = "";
                  float bias = 0.05)
{
    illuminate(from) {
        Cl = intensity / (L . L);
        if (shadowname != "")
            Cl *= 1 - shadow(shadowname, Ps, "bias", bias);
    }
}
