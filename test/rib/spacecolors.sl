/* test/rib/probespaces.sl's values as colors, one per pixel column (the
 * raster x of the shading point picks which), for renderers without
 * printf: Q = (1, 2, 3) between named coordinate systems, mapped from
 * [-8, 16] to [0, 1] (test/lit/rib/spaces.test has the values by hand). */
surface spacecolors(string named = "mine")
{
    point Q = point(1, 2, 3);
    float k = floor(xcomp(transform("raster", P)));
    point val = 0;
    if (k < 1) val = transform("object", "world", Q);
    else if (k < 2) val = transform("object", "current", Q);
    else if (k < 3) val = transform("shader", "world", Q);
    else if (k < 4) val = transform("world", "object", Q);
    else if (k < 5) val = transform(named, "object", Q);
    else if (k < 6) val = transform("world", "camera", Q);
    else if (k < 7) val = vtransform("object", "world", vector Q);
    else if (k < 8) val = ntransform("object", "world", normal Q);
    else if (k < 9) val = transform("screen", Q) * 8;
    else if (k < 10) val = transform("NDC", Q) * 8;
    else if (k < 11) val = transform("raster", Q);
    else if (k < 12) val = transform("NDC", "raster", Q);
    else if (k < 13) val = transform("raster", "current", point(1, 1, 0.825));
    else if (k < 14) val = point "object" (0, 0, 0);
    else if (k < 15) val = transform("nowhere", Q);
    else val = point(depth(P) * 8, 0, 0);
    Ci = (color val + 8) / 24;
    Oi = 1;
}
