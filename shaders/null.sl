/* null: a surface that sets nothing; Ci and Oi keep what they hold
 * (RI 3.2 appendix A). */
surface null()
{
}
