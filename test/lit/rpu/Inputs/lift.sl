/* A transformation shader (RI 3.0): moves P up by `height`. */
transformation lift(float height = 2)
{
    P += vector(0, height, 0);
}
