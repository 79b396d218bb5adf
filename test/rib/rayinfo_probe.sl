/* Prints what rayinfo() says of the ray that reached this point, and
 * whether the ray's origin + length * direction lands on P.  `keyword` and
 * `mistyped` are asked at run time: an unknown keyword and a known one
 * into a variable of the wrong type answer 0 and leave it alone. */
surface rayinfo_probe(string keyword = "nosuch"; string mistyped = "length")
{
    string type = "?", label = "?";
    float depth = -1, specular = -1, diffuse = -1, shadow = -1, len = -1, unknown = 7;
    point origin = -9;
    vector dir = -9;
    float found = rayinfo("type", type) + rayinfo("label", label) + rayinfo("depth", depth) +
                  rayinfo("speculardepth", specular) + rayinfo("diffusedepth", diffuse) +
                  rayinfo("shadowdepth", shadow) + rayinfo("origin", origin) + rayinfo("direction", dir) +
                  rayinfo("length", len);
    float wrong = rayinfo(keyword, unknown) + rayinfo(mistyped, label);
    printf("%s label '%s' depth %g specular %g diffuse %g shadow %g found %g wrong %g unknown %g\n", type, label,
           depth, specular, diffuse, shadow, found, wrong, unknown);
    printf("  origin %p direction %p length %g ends at P %g\n", origin, dir, len,
           length(origin + len * dir - P) < 1e-4 ? 1 : 0);
    Ci = 1;
    Oi = 1;
}
