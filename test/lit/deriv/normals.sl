// Renderers give no derivatives of the normals (their seeds are 0), so a
// derivative that needs N or Ng is a compile-time warning on every target;
// one that does not stays quiet.
// RUN: rsl2ll %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=HOST
// RUN: rsl2ll --target=rpu %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=RPU
// RUN: rsl2ll --target=ptx %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTX
// HOST: normals.sl: warning: derivatives through the normals N and Ng are not computed on the host target: taken as 0
// RPU: normals.sl: warning: derivatives through the normals N and Ng are not computed on the rpu target: taken as 0
// PTX: normals.sl: warning: derivatives through the normals N and Ng are not computed on the ptx target: taken as 0
// RUN: printf 'surface ds() { Ci = color(Du(s) + Dv(ycomp(P))); }\n' > %t.sl
// RUN: rsl2ll %t.sl -o /dev/null 2>&1 | count 0
surface dn() { Ci = color(Du(xcomp(N))) + color(Dv(s)); }
