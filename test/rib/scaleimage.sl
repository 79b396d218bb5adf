/* Multiplies the pixel's color by `scale`: an Imager shader. */
imager scaleimage(color scale = color(1, 0.5, 0.25)) { Ci = Ci * scale; }
