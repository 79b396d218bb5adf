// An animated texture: the map's name is built each frame from a base name
// and a zero-padded frame number with format(), as libraries do for image
// sequences, with a frame offset and a hold on the last frame.
// sequence_frame(f, first, last, offset) clamps f + offset into the range;
// sequence_name("fire", 7) is "fire.0007.tex".
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: not rsl2ll --target=rpu %s -o /dev/null 2>&1 | FileCheck --check-prefix=RPU %s
// RUN: not rsl2ll --target=ptx %s -o /dev/null 2>&1 | FileCheck --check-prefix=PTX %s
// RPU: texture_sequence.sl:[[@LINE+16]]:12: error: run-time string formatting (format) is not supported by the rpu target
// PTX: texture_sequence.sl:[[@LINE+15]]:12: error: run-time string formatting (format) is not supported by the ptx target
// RUN: rsl-jit %s --call sequence_frame 12 1 10 0 | FileCheck --check-prefix=HOLD --match-full-lines %s
// HOLD: 10
// RUN: rsl-jit %s --call sequence_frame 3 1 10 2 | FileCheck --check-prefix=OFFSET --match-full-lines %s
// OFFSET: 5
// RUN: rsl-jit %s --call sequence_name '"fire"' 7 | FileCheck --check-prefix=NAME --match-full-lines %s
// NAME: fire.0007.tex

float sequence_frame(float frame, first, last, offset)
{
    return clamp(frame + offset, first, last);
}

string sequence_name(string base; float frame)
{
    return format("%s.%04d.tex", base, frame);
}

surface texture_sequence(string basename = ""; float frame = 1, first = 1, last = 100, offset = 0;
                         float Kd = 0.8)
{
    color Ct = Cs;
    if (basename != "")
        Ct = color texture(sequence_name(basename, sequence_frame(frame, first, last, offset)), s, t);
    normal Nf = faceforward(normalize(N), I);
    Oi = Os;
    Ci = Oi * Ct * Kd * (ambient() + diffuse(Nf));
}
