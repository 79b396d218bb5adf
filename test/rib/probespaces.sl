/* Prints the point, vector and normal Q = (1, 2, 3) taken between named
 * coordinate systems, the "object" origin, the matrix from "object" to
 * "world", depth() and color spaces, one printf per shading point (a line
 * each), for test/lit/rib/spaces.test. */
surface probespaces(string named = "mine")
{
    point Q = point(1, 2, 3);
    vector V = vector(1, 2, 3);
    normal Nq = normal(1, 2, 3);
    printf("object>world %.4p\nobject>current %.4p\nshader>world %.4p\nworld>object %.4p\n%s>object %.4p\n"
           "world>camera %.4p\nvobject>world %.4p\nnobject>world %.4p\ncurrent>screen %.4p\ncurrent>NDC %.4p\n"
           "current>raster %.4p\nNDC>raster %.4p\nraster>current %.4p\nobject origin %.4p\nmtransform %.4m\n"
           "depth %.4f\nunknown %.4p\nhsv %.4c\nhsl %.4c\nxyz %.4c\n",
           transform("object", "world", Q), transform("object", "current", Q), transform("shader", "world", Q),
           transform("world", "object", Q), named, transform(named, "object", Q), transform("world", "camera", Q),
           vtransform("object", "world", V), ntransform("object", "world", Nq), transform("screen", Q),
           transform("NDC", Q), transform("raster", Q), transform("NDC", "raster", Q),
           transform("raster", "current", point(1, 1, 0.825)), point "object" (0, 0, 0),
           mtransform("object", "world", matrix 1), depth(P), transform("nowhere", Q),
           ctransform("hsv", color(1, 0.5, 0)), ctransform("hsl", color(1, 0.5, 0)), ctransform("xyz", color(1, 1, 1)));
    Oi = Os;
    Ci = Cs;
}
