/* ambientlight: light without direction; ambient() sums it (RI 3.2
 * appendix A: an ambient light leaves L zero and has no illuminate). */
light ambientlight(float intensity = 1; color lightcolor = 1)
{
    Cl = intensity * lightcolor;
}
