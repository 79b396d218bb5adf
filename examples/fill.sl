/* Example ambient light: neither illuminate nor solar, so it only feeds ambient(). */
light fill(float intensity = 0.8; color lightcolor = 1)
{
    Cl = intensity * lightcolor;
}
