/* background: puts a color behind the image where nothing covers a pixel
 * (RI 3.2 appendix A): Ci and alpha are premultiplied, so the uncovered
 * part (1 - alpha) of each pixel gets the background. */
imager background(color background = 1)
{
    Ci += (1 - alpha) * background;
    Oi = 1;
    alpha = 1;
}
