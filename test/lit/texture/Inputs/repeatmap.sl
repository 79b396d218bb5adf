/* The map repeated `srepeat` and `trepeat` times across s and t, filtered with `filter` ("box": the nearest texels)
 * over the lookup's footprint times `width` (for test/lit/texture's RIB
 * scenes). */
surface repeatmap(string mapname = ""; float srepeat = 1, trepeat = 1, width = 1;
                  string filter = "box")
{
    Ci = texture(mapname, s * srepeat, t * trepeat, "filter", filter, "width", width);
    Oi = 1;
}
