/* A unit sphere displaced along its radius, parametrised by u (polar angle
 * theta = pi u) and v (azimuth phi = 2 pi v): the point and the normal
 * calculatenormal computes from it, normalised. */
normal displaced_normal(float amp, freq)
{
    float theta = PI * u, phi = 2 * PI * v;
    point Q = point(sin(theta) * cos(phi), sin(theta) * sin(phi), cos(theta));
    float r = 1 + amp * sin(freq * theta) * cos(freq * phi);
    return normalize(calculatenormal(r * Q));
}
