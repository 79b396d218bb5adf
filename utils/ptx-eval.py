#!/usr/bin/env python3
"""Runs integer device functions of a PTX file on the host, by the PTX ISA's
definitions of the instructions, and checks their results.

Without a GPU this is the values' independent path: the PTX the emitter
printed is executed here, instruction by instruction (registers, .param
space, module-scope variables in one flat memory, the carry flag of
add.cc/addc, compare-and-swap, calls between .func functions, branches), and its results are compared with cases in the test file:

    ; CASE: add128 0xffffffffffffffff 1 = 0x10000000000000000
    ; EVAL: shl128(i128, i128<128) = a << b

A CASE lists arguments and the expected result (numbers, worked out by
hand).  An EVAL names each argument's integer type (an optional `<N` bounds
it) and gives the result as a Python expression of a, b, c, ... (unsigned
values; s(x, w) reads x as a signed w-bit integer); it is checked on edge
values (0, 1, all ones, the sign bit, the halves' boundaries) and on
random ones.  Results are compared as unsigned integers of the return
type's width.  Only what integer code needs is implemented: anything else
stops with an error naming the instruction.

usage: ptx-eval.py FILE.ptx TESTFILE [--random N]
"""
import argparse
import itertools
import random
import re
import sys


def s(x, w):
    x &= (1 << w) - 1
    return x - (1 << w) if x >> (w - 1) else x


class Function:
    def __init__(self, name, ret, params, body):
        self.name, self.ret, self.params, self.body = name, ret, params, body


def param_size(decl):
    m = re.search(r"\.b8\s+\w+\[(\d+)\]", decl)
    if m:
        return int(m.group(1))
    m = re.search(r"\.[bus](\d+)\s", decl + " ")
    return int(m.group(1)) // 8 if m else 1


def parse_globals(ptx):
    """Module-scope .global/.shared variables: NAME -> (address, size)."""
    out, address = {}, 0x1000
    for m in re.finditer(r"^\.(?:visible |extern )*\.(?:global|shared|const)\s+(?:\.align\s+(\d+)\s+)?\.(\w+)\s+(\w+)(\[(\d+)\])?",
                         ptx, re.M):
        size = int(m.group(5)) * (bits_of(m.group(2)) // 8) if m.group(4) else bits_of(m.group(2)) // 8
        out[m.group(3)] = (address, size)
        address += (size + 0xfff) & ~0xfff
    return out


def parse(ptx):
    funcs = {}
    for m in re.finditer(r"\.func\s*(\(([^)]*)\))?\s*(\w+)\(([^)]*)\)\s*\{(.*?)\n\}", ptx, re.S):
        ret = param_size(m.group(2)) if m.group(2) else 0
        params = [(re.search(r"(\w+)(\[\d+\])?\s*$", p.strip()).group(1), param_size(p))
                  for p in m.group(4).split(",") if p.strip()]
        lines = [l.strip() for l in m.group(5).split("\n")]
        funcs[m.group(3)] = Function(m.group(3), ret, params, [l for l in lines if l and not l.startswith("//")])
    return funcs


def bits_of(t):
    return 1 if t == "pred" else int(re.sub(r"\D", "", t))


class Machine:
    def __init__(self, funcs, symbols):
        self.funcs, self.symbols = funcs, symbols
        self.memory = bytearray(max([a + n for a, n in symbols.values()] + [0x1000]))

    def call(self, name, args):
        """args: one bytearray per parameter; returns the return bytes."""
        f = self.funcs[name]
        space = {p: bytearray(a) for (p, _), a in zip(f.params, args)}
        space["func_retval0"] = bytearray(f.ret)
        regs, cf = {}, 0
        labels = {l[:-1]: k for k, l in enumerate(f.body) if l.endswith(":")}
        pc, steps = 0, 0
        while pc < len(f.body):
            steps += 1
            if steps > 1000000:
                sys.exit(f"ptx-eval: {name}: no return after a million steps")
            line = f.body[pc]
            pc += 1
            if line.endswith(":") or line in ("{", "}") or line.startswith(".reg") or line.startswith(".local"):
                continue
            if line.startswith(".param"):
                m = re.match(r"\.param.*?(\w+)(\[(\d+)\])?;", line)
                space[m.group(1)] = bytearray(param_size(line))
                continue
            guard = None
            m = re.match(r"@(!?)(%\w+)\s+(.*)", line)
            if m:
                guard, line = (m.group(1) == "", m.group(2)), m.group(3)
                if bool(regs.get(guard[1], 0)) != guard[0]:
                    continue
            m = re.match(r"([\w.]+)\s*(.*?);$", line)
            if not m:
                sys.exit(f"ptx-eval: {name}: cannot read '{line}'")
            op, rest = m.group(1), m.group(2)
            parts = op.split(".")
            if parts[0] == "ret":
                return space["func_retval0"]
            if parts[0] == "fence":  # one thread: nothing to order
                continue
            if parts[0] == "bra":
                pc = labels[rest.strip()]
                continue
            if parts[0] == "call":
                m = re.match(r"(\((\w+)\),\s*)?(\w+),\s*\(([^)]*)\)", rest)
                args = [space[a.strip()] for a in m.group(4).split(",") if a.strip()]
                out = self.call(m.group(3), args)
                if m.group(2):
                    space[m.group(2)][:] = out
                continue
            ops = split_operands(rest)

            def val(o, w):
                if o.startswith("%"):
                    return regs[o] & ((1 << w) - 1)
                if o in self.symbols:
                    return self.symbols[o][0]
                return int(o, 0) & ((1 << w) - 1)

            def address(o):  # [reg+off] or [symbol+off]: global and generic are one space here
                m = re.match(r"\[([%\w]+)(\+(-?\d+))?\]", o)
                return val(m.group(1), 64) + int(m.group(3) or 0)

            def put(o, v, w):
                regs[o] = v & ((1 << w) - 1) if w > 1 else int(bool(v))

            t = parts[-1]
            w = bits_of(t)
            if parts[0] in ("ld", "st") and parts[1] == "param":
                vec = 2 if ".v2" in op else 4 if ".v4" in op else 1
                addr = ops[1] if parts[0] == "ld" else ops[0]
                m = re.match(r"\[(\w+)(\+(\d+))?\]", addr)
                buf, off, size = space[m.group(1)], int(m.group(3) or 0), w // 8
                vals = ops[0] if parts[0] == "ld" else ops[1]
                vals = [v.strip() for v in vals.strip("{}").split(",")] if vec > 1 else [vals]
                for k, r in enumerate(vals):
                    a = off + k * size
                    if parts[0] == "ld":
                        put(r, int.from_bytes(buf[a:a + size], "little"), w)
                    else:
                        buf[a:a + size] = val(r, w).to_bytes(size, "little")
                continue
            if parts[0] in ("ld", "st") and parts[1] in ("global", "u8", "u16", "u32", "u64", "b32", "b64", "f32"):
                a, size = address(ops[1] if parts[0] == "ld" else ops[0]), w // 8
                if parts[0] == "ld":
                    put(ops[0], int.from_bytes(self.memory[a:a + size], "little"), w)
                else:
                    self.memory[a:a + size] = val(ops[1], w).to_bytes(size, "little")
                continue
            if parts[0] == "atom" and parts[-2] == "cas":
                a, size = address(ops[1]), w // 8
                old_word = int.from_bytes(self.memory[a:a + size], "little")
                if old_word == val(ops[2], w):
                    self.memory[a:a + size] = val(ops[3], w).to_bytes(size, "little")
                put(ops[0], old_word, w)
                continue
            d, src = ops[0], ops[1:]
            name0 = parts[0]
            if name0 == "mov" and src[0].startswith("{"):
                regs_in = [x.strip() for x in src[0].strip("{}").split(",")]
                h = w // len(regs_in)
                put(d, sum(val(r, h) << (h * k) for k, r in enumerate(regs_in)), w)
            elif name0 == "mov" and d.startswith("{"):
                outs = [x.strip() for x in d.strip("{}").split(",")]
                h, v = w // len(outs), val(src[0], w)
                for k, r in enumerate(outs):
                    put(r, v >> (h * k), h)
            elif name0 == "mov":
                put(d, val(src[0], w), w)
            elif name0 in ("add", "addc", "sub", "subc"):
                a, b = val(src[0], w), val(src[1], w)
                carry_in = cf if name0 in ("addc", "subc") else 0
                if name0.startswith("add"):
                    r = a + b + carry_in
                    carry_out = r >> w
                else:  # a - b - borrow; CF is the borrow
                    r = a - b - carry_in
                    carry_out = int(r < 0)
                put(d, r, w)
                if "cc" in parts:
                    cf = carry_out
            elif name0 == "mul" or name0 == "mad":
                signed = t.startswith("s")
                a, b = val(src[0], w), val(src[1], w)
                if signed:
                    a, b = s(a, w), s(b, w)
                p = a * b
                p = p >> w if parts[1] == "hi" else p
                if name0 == "mad":
                    p += val(src[2], w)
                put(d, p, w)
            elif name0 in ("and", "or", "xor"):  # .pred too: w is 1
                a, b = val(src[0], w), val(src[1], w)
                put(d, a & b if name0 == "and" else a | b if name0 == "or" else a ^ b, w)
            elif name0 == "bfe":  # a field of b bits at bit a, zero- or sign-extended
                v, pos, n = val(src[0], w), val(src[1], 32) & 0xFF, val(src[2], 32) & 0xFF
                bits = (v >> pos) & ((1 << n) - 1) if n else 0
                put(d, s(bits, n) if t.startswith("s") and n else bits, w)
            elif name0 in ("min", "max"):
                a, b = val(src[0], w), val(src[1], w)
                if t.startswith("s"):
                    a, b = s(a, w), s(b, w)
                put(d, min(a, b) if name0 == "min" else max(a, b), w)
            elif name0 == "not":
                put(d, ~val(src[0], w), w)
            elif name0 in ("shl", "shr"):
                a, n = val(src[0], w), min(val(src[1], 32), w)  # amounts above w clamp to w
                if name0 == "shl":
                    r = a << n
                elif t.startswith("s"):
                    r = s(a, w) >> n
                else:
                    r = a >> n
                put(d, r, w)
            elif name0 in ("popc", "clz", "brev"):
                a = val(src[0], w)
                r = (bin(a).count("1") if name0 == "popc" else w - a.bit_length() if name0 == "clz"
                     else int(format(a, f"0{w}b")[::-1], 2))
                put(d, r, 32 if name0 != "brev" else w)
            elif name0 == "shf":  # {b, a} shifted; .wrap takes the amount mod 32, .clamp caps it at 32
                a, b, c = val(src[0], 32), val(src[1], 32), val(src[2], 32)
                c = c % 32 if parts[2] == "wrap" else min(c, 32)
                wide = (b << 32) | a
                put(d, (wide << c) >> 32 if parts[1] == "l" else wide >> c, 32)
            elif name0 == "prmt":  # default mode: a selector nibble per byte of d
                a, b, c = val(src[0], 32), val(src[1], 32), val(src[2], 32)
                pool = a.to_bytes(4, "little") + b.to_bytes(4, "little")
                out = 0
                for k in range(4):
                    sel = (c >> (4 * k)) & 0xF
                    byte = pool[sel & 7]
                    if sel & 8:
                        byte = 0xFF if byte & 0x80 else 0
                    out |= byte << (8 * k)
                put(d, out, 32)
            elif name0 == "cvt":
                dt, st = parts[-2], parts[-1]
                v = val(src[0], bits_of(st))
                if st.startswith("s"):
                    v = s(v, bits_of(st))
                put(d, v, bits_of(dt))
            elif name0 == "setp":
                cmp, comb = parts[1], parts[2] if len(parts) == 4 else None
                a, b = val(src[0], w), val(src[1], w)
                if t.startswith("s"):
                    a, b = s(a, w), s(b, w)
                r = {"eq": a == b, "ne": a != b, "lt": a < b, "le": a <= b, "gt": a > b, "ge": a >= b}[cmp]
                if comb:
                    c = val(src[2].lstrip("!"), 1) ^ src[2].startswith("!")
                    r = (r and c) if comb == "and" else (r or c) if comb == "or" else (r != bool(c))
                put(d, r, 1)
            elif name0 == "selp":
                put(d, val(src[0], w) if val(src[2], 1) else val(src[1], w), w)
            else:
                sys.exit(f"ptx-eval: {name}: instruction '{op}' is not implemented")
        return space["func_retval0"]


def split_operands(rest):
    out, depth, cur = [], 0, ""
    for ch in rest:
        if ch in "{[":
            depth += 1
        elif ch in "}]":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def encode(v, size):
    return (v & ((1 << (8 * size)) - 1)).to_bytes(size, "little")


def edge_values(w, bound):
    vals = {0, 1, 2, (1 << w) - 1, 1 << (w - 1), (1 << (w - 1)) - 1}
    if w > 64:
        vals |= {(1 << 64) - 1, 1 << 64, (1 << 64) + 1, ((1 << 64) - 1) << 64, 1 << 63}
    return sorted(v for v in vals if v < (bound or 1 << w))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("ptx")
    ap.add_argument("test")
    ap.add_argument("--random", type=int, default=200)
    args = ap.parse_args()
    text = open(args.ptx).read()
    m = Machine(parse(text), parse_globals(text))
    rng = random.Random(17)
    failures = checks = 0

    def run(fname, vals):
        f = m.funcs.get(fname)
        if f is None:
            sys.exit(f"ptx-eval: no .func {fname} in {args.ptx}")
        return int.from_bytes(m.call(fname, [encode(v, size) for v, (_, size) in zip(vals, f.params)]), "little"), f.ret

    for line in open(args.test):
        c = re.search(r"CASE:\s*(\w+)\s+(.*?)\s*=\s*(\S+)\s*$", line)
        e = re.search(r"EVAL:\s*(\w+)\((.*?)\)\s*=\s*(.*?)\s*$", line)
        if c:
            vals = [int(x, 0) for x in c.group(2).split()]
            got, size = run(c.group(1), vals)
            want = int(c.group(3), 0) & ((1 << (8 * size)) - 1)
            checks += 1
            if got != want:
                failures += 1
                print(f"FAIL {c.group(1)}{tuple(hex(v) for v in vals)}: got {hex(got)}, want {hex(want)}")
        elif e:
            specs = [re.match(r"i(\d+)(<(\d+))?", x.strip()).groups() for x in e.group(2).split(",")]
            types = [(int(wd), int(b) if b else None) for wd, _, b in specs]
            # every combination of edge values, then random ones
            cases = [list(p) for p in itertools.product(*(edge_values(wd, b) for wd, b in types))]
            for _ in range(args.random):
                cases.append([rng.getrandbits(wd) % (b or 1 << wd) for wd, b in types])
            for vals in cases:
                env = {"s": s, **{chr(ord("a") + k): v for k, v in enumerate(vals)}}
                got, size = run(e.group(1), vals)
                want = int(eval(e.group(3), env)) & ((1 << (8 * size)) - 1)
                checks += 1
                if got != want:
                    failures += 1
                    if failures < 20:
                        print(f"FAIL {e.group(1)}{tuple(hex(v) for v in vals)}: got {hex(got)}, want {hex(want)}")
    print(f"ptx-eval: {checks} checks, {failures} failed")
    return 1 if failures or not checks else 0


if __name__ == "__main__":
    sys.exit(main())
