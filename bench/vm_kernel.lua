-- The computation of bench/vm_kernel.s in Lua 5.4, for bench/vm.sh to time
-- beside the VM: arg[1] iterations of a normalize, a clamped dot product with
-- (0.5, 0.5, 0.5) and a multiply-add, on (x, y, z) starting at (1, 1, 1).
local n = tonumber(arg[1])
local x, y, z = 1.0, 1.0, 1.0
local sqrt = math.sqrt
for _ = 1, n do
    local r = 1.0 / sqrt(x * x + y * y + z * z)
    local a, b, c = x * r, y * r, z * r
    local d = a * 0.5 + b * 0.5 + c * 0.5
    if d < 0.0 then d = 0.0 elseif d > 1.0 then d = 1.0 end
    x, y, z = a * d + x, b * d + y, c * d + z
end
print(string.format("%g %g %g", x, y, z))
