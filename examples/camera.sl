/* Example main (ray-generation) shader: a pinhole camera at the origin looking down +z. */
color camera(point P)
{
    float fov = 0.8;
    vector dir = normalize(vector (fov * (2 * xcomp(P) - 1), fov * (1 - 2 * ycomp(P)), 1));
    return trace(point (0, 0, 0), dir);
}
