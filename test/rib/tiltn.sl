/* Sets the shading normal to (0.6, 0, -0.8) (camera space): shows that a
 * Displacement shader runs before the surface. */
displacement tiltn() { N = normal(0.6, 0, -0.8); }
