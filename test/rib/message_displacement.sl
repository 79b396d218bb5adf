/* Leaves the surface where it is; its amp is there to be read. */
displacement message_displacement(float amp = 0)
{
    N = N;
}
