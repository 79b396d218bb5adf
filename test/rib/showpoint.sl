/* Ci = the camera-space coordinates of its point parameter. */
surface showpoint(point where = point(0, 0, 0)) { Oi = Os; Ci = color(xcomp(where), ycomp(where), zcomp(where)); }
