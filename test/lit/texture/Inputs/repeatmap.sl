/* The map repeated `repeat` times across s and t, its nearest texels
 * ("filter" "box") over the lookup's footprint times `width` (for
 * test/lit/texture's RIB scenes). */
surface repeatmap(string mapname = ""; float repeat = 1; float width = 1)
{
    Ci = texture(mapname, s * repeat, t * repeat, "filter", "box", "width", width);
    Oi = 1;
}
