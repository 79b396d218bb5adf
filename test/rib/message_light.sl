/* A light at the shader's origin that reports the surface's Kd. */
light message_light(float intensity = 1; string __category = "")
{
    float kd = -1;
    float ok = surface("Kd", kd);
    printf("light %s: surface Kd %d %g\n", __category, ok, kd);
    illuminate(point "shader" (0, 0, 0)) {
        Cl = intensity;
    }
}
