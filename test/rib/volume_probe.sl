/* Shows what incident() and opposite() read of the surface's volume
 * shaders: red and green their "distance" over 5 (5, the start value, when
 * that side has none), blue 0.4 when incident() found it, 0.2 more when
 * opposite() did, and 0.1 more if a question that cannot be answered (a
 * color read as a float, a name the volume lacks) wrongly says it was. */
surface volume_probe()
{
    float near = 5, far = 5, wrong = 0.5;
    float found_near = incident("distance", near);
    float found_far = opposite("distance", far);
    float found_wrong = incident("background", wrong) + opposite("nosuch", wrong);
    Ci = color(near / 5, far / 5, 0.4 * found_near + 0.2 * found_far + 0.1 * found_wrong);
    Oi = 1;
}
