// mtransform (PRMan) and bump (RI 3.0) compile for every target.  mtransform
// of uniform arguments is uniform (it reads only the coordinate systems);
// bump reads a bump map, a texture file, which no target reads yet: a
// compile-time warning naming the target; like texture(), it reports that
// at run time too and gives no change (0,0,0).
// RUN: rsl2ll %s -o %t.ll 2>&1 | FileCheck --check-prefix=WARN %s
// WARN: ri30-builtins.sl:[[@LINE+19]]:10: warning: 'bump' reads a bump map, a texture file, which the host target does not read: it leaves the normal unchanged
// RUN: FileCheck %s < %t.ll
// RUN: opt -O2 -verify-each -disable-output %t.ll
// RUN: rsl2ll --target=rpu %s 2>&1 >%t.rpu.ll | FileCheck --check-prefix=WARN-RPU %s
// WARN-RPU: warning: 'bump' reads a bump map, a texture file, which the rpu target does not read
// RUN: opt -O2 -verify-each -disable-output %t.rpu.ll
// RUN: rsl2ll --target=ptx %s 2>/dev/null | opt -O2 -verify-each -disable-output
// RUN: rsl-jit %s --call bump_change 2>&1 | FileCheck --check-prefix=JIT %s
// JIT-DAG: warning: texture is not supported on this target
// JIT-DAG: 0 0 0
matrix to_world(matrix m)
{
    uniform matrix w = mtransform("world", 1);
// CHECK: call void @rsl_mtransform__m_sm(ptr %{{.*}}, ptr %{{.*}}, i32 2, ptr %{{.*}})
    return mtransform("object", "world", m) * w;
// CHECK: call void @rsl_mtransform__m_ssm(ptr %{{.*}}, ptr %{{.*}}, i32 3, i32 2, ptr %m)
}
displacement bumpy(float amplitude = 1; string texturename = "bumps.tx")
{
    N += bump(texturename, N, dPdu, dPdv) * amplitude;
// CHECK: call <3 x float> @rsl_bump(ptr %globals, i32 %{{.*}}, <3 x float> %{{.*}}, <3 x float> %{{.*}}, <3 x float> %{{.*}})
}
vector bump_change() { return bump("bumps.tx", N, dPdu, dPdv); }
