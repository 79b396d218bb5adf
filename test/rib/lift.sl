/* lift: moves the surface h towards the eye along its normal (a test
 * displacement shader; N is unchanged on the flat surfaces it is used on). */
displacement lift(float h = 0.5)
{
    P += h * faceforward(normalize(N), I);
}
