"""On the GPU machine, under ncu: LAUNCHES launches of one small kernel (x += 1 over 4 MiB) between
cuProfilerStart and cuProfilerStop, to read what one profiled kernel costs ncu's kernel replay
against what the process holds on the device.

--api driver: the CUDA driver alone (a PTX kernel through ctypes), no torch in the process.
--api torch: torch's add_ on a tensor of the same size (torch's context, allocator and modules).
--hold-gib G: G GiB more allocated and written before the launches and held to the end, memory the
kernel never touches but that ncu's save before the first pass may cover.
"""

import argparse
import ctypes
import time

N = 1 << 20
PTX = b"""
.version 8.0
.target sm_90
.address_size 64
.visible .entry add_one(.param .u64 p, .param .u32 n)
{
  .reg .pred %p<2>;
  .reg .b32 %r<6>;
  .reg .f32 %f<3>;
  .reg .b64 %rd<5>;
  ld.param.u64 %rd1, [p];
  ld.param.u32 %r1, [n];
  mov.u32 %r2, %ctaid.x;
  mov.u32 %r3, %ntid.x;
  mov.u32 %r4, %tid.x;
  mad.lo.s32 %r5, %r2, %r3, %r4;
  setp.ge.s32 %p1, %r5, %r1;
  @%p1 bra DONE;
  cvta.to.global.u64 %rd2, %rd1;
  mul.wide.s32 %rd3, %r5, 4;
  add.s64 %rd4, %rd2, %rd3;
  ld.global.f32 %f1, [%rd4];
  add.f32 %f2, %f1, 0f3F800000;
  st.global.f32 [%rd4], %f2;
DONE:
  ret;
}
"""


def check(result: int, call: str) -> None:
    if result != 0:
        raise SystemExit(f"{call} failed with CUresult {result}")


def driver(launches: int, hold_gib: float) -> None:
    cuda = ctypes.CDLL("libcuda.so.1")
    check(cuda.cuInit(0), "cuInit")
    device, context = ctypes.c_int(), ctypes.c_void_p()
    check(cuda.cuDeviceGet(ctypes.byref(device), 0), "cuDeviceGet")
    check(cuda.cuDevicePrimaryCtxRetain(ctypes.byref(context), device), "cuDevicePrimaryCtxRetain")
    check(cuda.cuCtxSetCurrent(context), "cuCtxSetCurrent")
    module, function = ctypes.c_void_p(), ctypes.c_void_p()
    check(cuda.cuModuleLoadData(ctypes.byref(module), ctypes.c_char_p(PTX)), "cuModuleLoadData")
    check(cuda.cuModuleGetFunction(ctypes.byref(function), module, b"add_one"), "cuModuleGetFunction")
    data = ctypes.c_uint64()
    check(cuda.cuMemAlloc_v2(ctypes.byref(data), ctypes.c_size_t(4 * N)), "cuMemAlloc")
    check(cuda.cuMemsetD32_v2(data, 0, ctypes.c_size_t(N)), "cuMemsetD32")
    if hold_gib:
        held = ctypes.c_uint64()
        size = int(hold_gib * (1 << 30))
        check(cuda.cuMemAlloc_v2(ctypes.byref(held), ctypes.c_size_t(size)), "cuMemAlloc (held)")
        check(cuda.cuMemsetD8_v2(held, 1, ctypes.c_size_t(size)), "cuMemsetD8 (held)")
    pointer, count = ctypes.c_uint64(data.value), ctypes.c_uint32(N)
    params = (ctypes.c_void_p * 2)(
        ctypes.cast(ctypes.byref(pointer), ctypes.c_void_p), ctypes.cast(ctypes.byref(count), ctypes.c_void_p)
    )
    check(cuda.cuCtxSynchronize(), "cuCtxSynchronize")
    check(cuda.cuProfilerStart(), "cuProfilerStart")
    t0 = time.perf_counter()
    for _ in range(launches):
        check(cuda.cuLaunchKernel(function, N // 256, 1, 1, 256, 1, 1, 0, None, params, None), "cuLaunchKernel")
    check(cuda.cuCtxSynchronize(), "cuCtxSynchronize")
    elapsed = time.perf_counter() - t0
    check(cuda.cuProfilerStop(), "cuProfilerStop")
    print(f"probe: driver, {launches} launches in {elapsed * 1e3:.0f} ms")


def torch_probe(launches: int, hold_gib: float) -> None:
    import torch

    x = torch.zeros(N, device="cuda")
    held = torch.ones(int(hold_gib * (1 << 28)), device="cuda") if hold_gib else None
    torch.cuda.synchronize()
    torch.cuda.cudart().cudaProfilerStart()
    t0 = time.perf_counter()
    for _ in range(launches):
        x.add_(1)
    torch.cuda.synchronize()
    elapsed = time.perf_counter() - t0
    torch.cuda.cudart().cudaProfilerStop()
    reserved = torch.cuda.memory_reserved() / (1 << 30)
    print(
        f"probe: torch, {launches} launches in {elapsed * 1e3:.0f} ms, reserved {reserved:.2f} GiB"
        + ("" if held is None else f", held {held.numel() * 4 / (1 << 30):.1f} GiB")
    )


parser = argparse.ArgumentParser()
parser.add_argument("--api", choices=("driver", "torch"), required=True)
parser.add_argument("--launches", type=int, required=True)
parser.add_argument("--hold-gib", type=float, default=0.0)
args = parser.parse_args()
(driver if args.api == "driver" else torch_probe)(args.launches, args.hold_gib)
