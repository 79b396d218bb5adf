// What the derivatives cannot see is a compile-time warning naming it: a
// renderer query the host answers through a hook (its result taken as
// constant).  The RPU's rays carry their footprint, so du there is no
// warning (deriv/rpu-footprint.test).
// RUN: rsl2ll %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=HOST
// HOST: {{.*}}warnings.sl: warning: derivatives through rsl_host_ambient are not computed on the host target: taken as 0
// RUN: rsl2ll --target=rpu %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=RPU --allow-empty
// RPU-NOT: shading step
// RUN: rsl2ll --target=ptx %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTX --allow-empty
// PTX-NOT: warning
surface amb() { Ci = Du(u * ambient()) * du; }
