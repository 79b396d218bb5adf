/* The map's nearest texel at (s, t), and the shadow map's verdict at P when
 * a shadow map is named (for test/lit/texture's RIB scenes). */
surface showmap(string mapname = ""; string shadowname = "")
{
    if (shadowname != "")
        Ci = 1 - shadow(shadowname, P, "bias", 0.01);
    else
        Ci = texture(mapname, s, t, "filter", "box");
    Oi = 1;
}
