// What the derivatives cannot see is a compile-time warning naming it: a
// renderer query the host answers through a hook (its result taken as
// constant), and on the RPU the shading step du, which its rays do not
// carry (0 there).
// RUN: rsl2ll %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=HOST
// HOST: {{.*}}warnings.sl: warning: derivatives through rsl_host_ambient are not computed on the host target: taken as 0
// RUN: rsl2ll --target=rpu %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=RPU
// RPU: {{.*}}warnings.sl: warning: du and dv (the shading step, from ray differentials) are 0 on the rpu target: area() and filter widths are 0 there
// RUN: rsl2ll --target=ptx %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTX --allow-empty
// PTX-NOT: warning
surface amb() { Ci = Du(u * ambient()) * du; }
