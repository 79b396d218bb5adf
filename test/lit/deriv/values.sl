// Value tests of the derivatives (differentiation pass, passes/differentiate.c)
// at a shading point with stated globals: u = v = 0.3, s = 0.3 with
// ds/du = 2, ds/dv = 0.5, t = 0.7 (dt/du = 0, dt/dv = 1), dPdu = (2,0,0),
// dPdv = (0,3,0), du = 0.5, dv = 0.25.  Expected values by hand:
//   Du(u) = 1, Dv(u) = 0, Dv(v) = 1, Du(v) = 0
//   Du(s*s) = 2 s ds/du = 1.2, Dv(s*s) = 2 s ds/dv = 0.3
//   Deriv(sin(u), u) = cos(0.3) = 0.9553365 (Dv(u) = 0: that term is left out)
//   Deriv(s, u) = ds/du / 1 = 2; Deriv(u, s) = 1/2 + 0/0.5 = 0.5
//   Du(P) = dPdu, Dv(P) = dPdv, Du(u*P) = P + u dPdu
//   area(P) = |dPdu du x dPdv dv| = |(1,0,0) x (0,0.75,0)| = 0.75
//   area(P*2) = 4 area(P) = 3
//   calculatenormal(P) = dPdu x dPdv = (0,0,6)
//   filterwidth(s) = |Du(s) du| + |Dv(s) dv| = 1 + 0.125 = 1.125
//   filterstep(1, s) = box-filtered... with the default catmull-rom over
//   [s - w/2, s + w/2] = [-0.2625, 0.8625]: u = (0.3 - 1)/1.125 = -0.6222 is
//   outside [-1/2, 1/2], so 0; filterstep(0.3, s): centred, 0.5
//   Du(exp(u)) = e^0.3 = 1.3498588, Du(pow(u, 3)) = 3 u^2 = 0.27,
//   Du(sqrt(u)) = 1/(2 sqrt(0.3)) = 0.9128709, Du(log(u)) = 1/0.3 = 3.3333333
//   Du(abs(-u)) = 1, Du(u/(1+u)) = 1/(1.3)^2 = 0.5917160
//   Du(mod(u * 5, 1)) = 5, Du(floor(u * 5)) = 0
//   Du(atan(u, 1)) = 1/(1+u^2) = 0.9174312, Du(tan(u)) = 1/cos(0.3)^2 = 1.0956888
//   Du(max(u, 0.5)) = 0 (0.5 wins), Du(min(u, 0.5)) = 1
//   Du(t) = 0, Dv(t) = 1; Du(N) = 0 (the normal's seed); Du(1) = 0
//   a loop: x = u; 3 times x = x * u -> u^4: Du = 4 u^3 = 0.108
//   a user function: sq(u) = u*u, Du = 2u = 0.6 (inlined)
//   a local array: a[1] = u*2; Du(a[1]) = 2 (its derivative copy)
//   color: Du(color(u, 2u, s)) = (1, 2, 2)
// RUN: python3 %src/utils/check-values.py %s
// GLOBALS: u=0.3 v=0.3 s=0.3 dsdu=2 dsdv=0.5 t=0.7 dtdu=0 dtdv=1
// GLOBALS: dPdu=2,0,0 dPdv=0,3,0 du=0.5 dv=0.25 P=1,1,1 N=0,0,1
// TOLERANCE: 1e-5

float du_u() { return Du(u); }
// CASE: du_u => 1
float dv_u() { return Dv(u); }
// CASE: dv_u => 0
float dv_v() { return Dv(v); }
// CASE: dv_v => 1
float du_v() { return Du(v); }
// CASE: du_v => 0
float du_ss() { return Du(s * s); }
// CASE: du_ss => 1.2
float dv_ss() { return Dv(s * s); }
// CASE: dv_ss => 0.3
float deriv_sin() { return Deriv(sin(u), u); }
// CASE: deriv_sin => 0.9553365
float deriv_s_u() { return Deriv(s, u); }
// CASE: deriv_s_u => 2
float deriv_u_s() { return Deriv(u, s); }
// CASE: deriv_u_s => 0.5
vector du_p() { return Du(P); }
// CASE: du_p => 2 0 0
vector dv_p() { return Dv(P); }
// CASE: dv_p => 0 3 0
vector du_up() { return Du(u * P); }
// CASE: du_up => 1.6 1 1
float area_p() { return area(P); }
// CASE: area_p => 0.75
float area_2p() { return area(P * 2); }
// CASE: area_2p => 3
normal cn_p() { return calculatenormal(P); }
// CASE: cn_p => 0 0 6
float fw_s() { return abs(Du(s) * du) + abs(Dv(s) * dv); }
// CASE: fw_s => 1.125
float fstep_far() { return filterstep(1, s); }
// CASE: fstep_far => 0
float fstep_mid() { return filterstep(0.3, s); }
// CASE: fstep_mid => 0.5
float du_exp() { return Du(exp(u)); }
// CASE: du_exp => 1.3498588
float du_pow() { return Du(pow(u, 3)); }
// CASE: du_pow => 0.27
float du_sqrt() { return Du(sqrt(u)); }
// CASE: du_sqrt => 0.9128709
float du_log() { return Du(log(u)); }
// CASE: du_log => 3.3333333
float du_abs() { return Du(abs(-u)); }
// CASE: du_abs => 1
float du_quot() { return Du(u / (1 + u)); }
// CASE: du_quot => 0.5917160
float du_mod() { return Du(mod(u * 5, 1)); }
// CASE: du_mod => 5
float du_floor() { return Du(floor(u * 5)); }
// CASE: du_floor => 0
float du_atan2() { return Du(atan(u, 1)); }
// CASE: du_atan2 => 0.9174312
float du_tan() { return Du(tan(u)); }
// CASE: du_tan => 1.0956888
float du_max() { return Du(max(u, 0.5)); }
// CASE: du_max => 0
float du_min() { return Du(min(u, 0.5)); }
// CASE: du_min => 1
float du_t() { return Du(t); }
// CASE: du_t => 0
float dv_t() { return Dv(t); }
// CASE: dv_t => 1
vector du_n() { return Du(N); }
// CASE: du_n => 0 0 0
float du_const() { return Du(1); }
// CASE: du_const => 0
float du_loop() {
    float x = u;
    uniform float i;
    for (i = 0; i < 3; i += 1)
        x = x * u;
    return Du(x);
}
// CASE: du_loop => 0.108
float sq(float x) { return x * x; }
float du_user() { return Du(sq(u)); }
// CASE: du_user => 0.6
float du_array() {
    float a[2];
    a[0] = 1;
    a[1] = u * 2;
    return Du(a[1]);
}
// CASE: du_array => 2
color du_color() { return Du(color(u, 2 * u, s)); }
// CASE: du_color => 1 2 2
