#!/usr/bin/env python3
"""calculatenormal of a displaced sphere (Inputs/displaced_sphere.sl) at a
grid of (u, v) through rsl-jit --global, against the analytic normal
dP/dtheta x dP/dphi of P = r(theta, phi) Q(theta, phi) worked out here:
P_theta = r_theta Q + r Q_theta, P_phi = r_phi Q + r Q_phi.  Prints the
largest angle between them in degrees and fails above the limit."""
import math
import subprocess
import sys

sl, limit = sys.argv[1], float(sys.argv[2])
amp, freq = 0.2, 3.0


def analytic(u, v):
    th, ph = math.pi * u, 2 * math.pi * v
    q = (math.sin(th) * math.cos(ph), math.sin(th) * math.sin(ph), math.cos(th))
    q_th = (math.cos(th) * math.cos(ph), math.cos(th) * math.sin(ph), -math.sin(th))
    q_ph = (-math.sin(th) * math.sin(ph), math.sin(th) * math.cos(ph), 0.0)
    r = 1 + amp * math.sin(freq * th) * math.cos(freq * ph)
    r_th = amp * freq * math.cos(freq * th) * math.cos(freq * ph)
    r_ph = -amp * freq * math.sin(freq * th) * math.sin(freq * ph)
    a = [r_th * q[i] + r * q_th[i] for i in range(3)]
    b = [r_ph * q[i] + r * q_ph[i] for i in range(3)]
    n = (a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0])
    length = math.sqrt(sum(x * x for x in n))
    return [x / length for x in n]


worst = 0.0
for u in (0.15, 0.3, 0.45, 0.6, 0.85):
    for v in (0.05, 0.3, 0.55, 0.8):
        out = subprocess.run(["rsl-jit", sl, "--global", f"u={u}", "--global", f"v={v}", "--call",
                              "displaced_normal", str(amp), str(freq)], capture_output=True, text=True, check=True)
        got = [float(x) for x in out.stdout.split()]
        want = analytic(u, v)
        cos = max(-1.0, min(1.0, sum(g * w for g, w in zip(got, want))))
        angle = math.degrees(math.acos(cos))
        if angle > limit:
            print(f"u={u} v={v}: calculatenormal {got}, analytic {want}: {angle:.4f} degrees")
        worst = max(worst, angle)
print(f"largest angle: {'below' if worst <= limit else 'ABOVE'} {limit} degrees")
sys.exit(0 if worst <= limit else 1)
