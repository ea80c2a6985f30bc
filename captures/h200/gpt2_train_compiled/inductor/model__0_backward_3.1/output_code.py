# AOT ID: ['0_backward']
from ctypes import c_void_p, c_long, c_int
import torch
import math
import random
import os
import tempfile
from math import inf, nan
from cmath import nanj
from torch._inductor.hooks import run_intermediate_hooks
from torch._inductor.utils import maybe_profile
from torch._inductor.codegen.memory_planning import _align as align
from torch import device, empty_strided
from torch._inductor.async_compile import AsyncCompile
from torch._inductor.select_algorithm import extern_kernels
import triton
import triton.language as tl
from torch._inductor.runtime.triton_heuristics import start_graph, end_graph
from torch._C import _cuda_getCurrentRawStream as get_raw_stream

aten = torch.ops.aten
inductor_ops = torch.ops.inductor
_quantized = torch.ops._quantized
assert_size_stride = torch._C._dynamo.guards.assert_size_stride
assert_alignment = torch._C._dynamo.guards.assert_alignment
empty_strided_cpu = torch._C._dynamo.guards._empty_strided_cpu
empty_strided_cpu_pinned = torch._C._dynamo.guards._empty_strided_cpu_pinned
empty_strided_cuda = torch._C._dynamo.guards._empty_strided_cuda
empty_strided_xpu = torch._C._dynamo.guards._empty_strided_xpu
empty_strided_mtia = torch._C._dynamo.guards._empty_strided_mtia
reinterpret_tensor = torch._C._dynamo.guards._reinterpret_tensor
alloc_from_pool = torch.ops.inductor._alloc_from_pool
async_compile = AsyncCompile()
empty_strided_p2p = torch._C._distributed_c10d._SymmetricMemory.empty_strided_p2p


# kernel path: /tmp/torchinductor_root/tmpspc2ajyh/rj/crj4b6ls4bidnnoth2tvq3ugfwtab73ciypwrv252yobi3rfxvpf.py
# Topologically Sorted Source Nodes: [view_150, mul_149, mul_150, sum_1, mul_151, sum_2, mul_152, sub_26, sub_27, mul_153, convert_element_type, mul_155, clone_24], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.native_dropout_backward]
# Source node to ATen node mapping:
#   clone_24 => mul_156
#   convert_element_type => convert_element_type
#   mul_149 => mul_149
#   mul_150 => mul_150
#   mul_151 => mul_151
#   mul_152 => mul_152
#   mul_153 => mul_153
#   mul_155 => mul_155
#   sub_26 => sub_26
#   sub_27 => sub_27
#   sum_1 => sum_1
#   sum_2 => sum_2
#   view_150 => view_149
# Graph fragment:
#   %mm_2 : Tensor "f32[512, 768][768, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %primals_148 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_148]
#   %mul_146 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_146]
#   %div : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=div]
#   %sum_1 : Tensor "f32[4, 128, 1][128, 1, 512]cuda:0" = PlaceHolder[target=sum_1]
#   %sum_2 : Tensor "f32[4, 128, 1][128, 1, 512]cuda:0" = PlaceHolder[target=sum_2]
#   %mul_153 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_153]
#   %gt_24 : Tensor "b8[4, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=gt_24]
#   %view_149 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [4, 128, 768]), kwargs = {})
#   %mul_149 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_149, %primals_148), kwargs = {})
#   %mul_150 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_149, 768), kwargs = {})
#   %sum_1 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_149, [2], True), kwargs = {})
#   %mul_151 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_149, %mul_146), kwargs = {})
#   %sum_2 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_151, [2], True), kwargs = {})
#   %mul_152 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_146, %sum_2), kwargs = {})
#   %sub_26 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_150, %sum_1), kwargs = {})
#   %sub_27 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_26, %mul_152), kwargs = {})
#   %mul_153 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div, %sub_27), kwargs = {})
#   %convert_element_type : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%gt_24, torch.float32), kwargs = {})
#   %mul_155 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type, 1.1111111111111112), kwargs = {})
#   %mul_156 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_153, %mul_155), kwargs = {})
#   return %sum_1,%sum_2,%mul_153,%mul_156
triton_per_fused_native_dropout_backward_native_layer_norm_backward_view_0 = async_compile.triton('triton_per_fused_native_dropout_backward_native_layer_norm_backward_view_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*i1', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_native_dropout_backward_native_layer_norm_backward_view_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2048, 'r0_': 9833472}}
)
@triton.jit
def triton_per_fused_native_dropout_backward_native_layer_norm_backward_view_0(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 768
    R0_BLOCK: tl.constexpr = 1024
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp7 = tl.load(in_ptr2 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp13 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp20 = tl.load(in_ptr4 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0).to(tl.int1)
    tmp2 = tmp0 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(r0_mask & xmask, tmp3, 0)
    tmp6 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
    tmp8 = tmp2 * tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(r0_mask & xmask, tmp9, 0)
    tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tmp14 = tl.full([1, 1], 768.0, tl.float32)
    tmp15 = tmp2 * tmp14
    tmp16 = tmp15 - tmp6
    tmp17 = tmp7 * tmp12
    tmp18 = tmp16 - tmp17
    tmp19 = tmp13 * tmp18
    tmp21 = tmp20.to(tl.float32)
    tmp22 = tl.full([1, 1], 1.1111111111111112, tl.float32)
    tmp23 = tmp21 * tmp22
    tmp24 = tmp19 * tmp23
    tl.store(out_ptr2 + (r0_1 + 768*x0), tmp19, r0_mask & xmask)
    tl.store(out_ptr3 + (r0_1 + 768*x0), tmp24, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpspc2ajyh/d4/cd4f72zt4cuwxxwp3vpxw6rwmn76yjrd36ulvr6ptw2ib5fjwcsx.py
# Topologically Sorted Source Nodes: [view_150, mul_154, sum_3, sum_4], Original ATen: [aten.view, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   mul_154 => mul_154
#   sum_3 => sum_3
#   sum_4 => sum_4
#   view_150 => view_149
# Graph fragment:
#   %mm_2 : Tensor "f32[512, 768][768, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %mul_146 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_146]
#   %view_149 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [4, 128, 768]), kwargs = {})
#   %mul_154 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_149, %mul_146), kwargs = {})
#   %sum_3 : Tensor "f32[768][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_154, [0, 1]), kwargs = {})
#   %sum_4 : Tensor "f32[768][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_149, [0, 1]), kwargs = {})
#   return %buf4,%buf6
triton_red_fused_native_layer_norm_backward_view_1 = async_compile.triton('triton_red_fused_native_layer_norm_backward_view_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 4096, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_native_layer_norm_backward_view_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3194880, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_native_layer_norm_backward_view_1(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 3072
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 768)
    x1 = xindex // 768
    _tmp4 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    _tmp7 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 768*r0_2 + 98304*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x0 + 768*r0_2 + 98304*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp2 = tmp0 * tmp1
        tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
        tmp5 = _tmp4 + tmp3
        _tmp4 = tl.where(r0_mask & xmask, tmp5, _tmp4)
        tmp6 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp8 = _tmp7 + tmp6
        _tmp7 = tl.where(r0_mask & xmask, tmp8, _tmp7)
    tmp4 = tl.sum(_tmp4, 1)[:, None]
    tmp7 = tl.sum(_tmp7, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp4, xmask)
    tl.store(out_ptr1 + (x3), tmp7, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpspc2ajyh/2w/c2wdlpvfxpc2tklnbk6dmmita52zi4sicjdqlpw7pxq5cv4amkn5.py
# Topologically Sorted Source Nodes: [view_150, mul_154, sum_3], Original ATen: [aten.view, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   mul_154 => mul_154
#   sum_3 => sum_3
#   view_150 => view_149
# Graph fragment:
#   %buf4 : Tensor "f32[768, 4][1, 768]cuda:0" = PlaceHolder[target=buf4]
#   %view_149 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [4, 128, 768]), kwargs = {})
#   %mul_154 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_149, %mul_146), kwargs = {})
#   %sum_3 : Tensor "f32[768][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_154, [0, 1]), kwargs = {})
#   return %sum_3
triton_per_fused_native_layer_norm_backward_view_2 = async_compile.triton('triton_per_fused_native_layer_norm_backward_view_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1024, 'r0_': 4},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_native_layer_norm_backward_view_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 18432, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_native_layer_norm_backward_view_2(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 768
    r0_numel = 4
    R0_BLOCK: tl.constexpr = 4
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 768*r0_1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpspc2ajyh/ta/ctaeaqztgxoib2mlt3gxwpjdfioq6uzfbj4ev3aweya5gitlffsn.py
# Topologically Sorted Source Nodes: [convert_element_type, mul_155, clone_24, view_151, sum_5], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
# Source node to ATen node mapping:
#   clone_24 => mul_156
#   convert_element_type => convert_element_type
#   mul_155 => mul_155
#   sum_5 => sum_5
#   view_151 => view_151
# Graph fragment:
#   %mul_156 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_156]
#   %convert_element_type : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%gt_24, torch.float32), kwargs = {})
#   %mul_155 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type, 1.1111111111111112), kwargs = {})
#   %mul_156 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_153, %mul_155), kwargs = {})
#   %view_151 : Tensor "f32[512, 768][768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_156, [512, 768]), kwargs = {})
#   %sum_5 : Tensor "f32[1, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_151, [0], True), kwargs = {})
#   return %buf11
triton_red_fused_native_dropout_backward_sum_view_3 = async_compile.triton('triton_red_fused_native_dropout_backward_sum_view_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 4096, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_native_dropout_backward_sum_view_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1597440, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_native_dropout_backward_sum_view_3(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 3072
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 768)
    x1 = xindex // 768
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 768*r0_2 + 98304*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpspc2ajyh/5a/c5aujgygwzhvmtxwu26ishdtvezwsgxnntciwla37zkc2g3me6ug.py
# Topologically Sorted Source Nodes: [view_153, x_93, mul_44, mul_157, pow_12, mul_45, add_49, mul_46, tanh_11, add_50, mul_158, mul_159, sub_28, mul_160, mul_161, mul_162, pow_13, mul_163, mul_164, add_102, mul_165, add_103, view_154, sum_6], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.sum]
# Source node to ATen node mapping:
#   add_102 => add_102
#   add_103 => add_103
#   add_49 => add_97
#   add_50 => add_98
#   mul_157 => mul_157
#   mul_158 => mul_158
#   mul_159 => mul_159
#   mul_160 => mul_160
#   mul_161 => mul_161
#   mul_162 => mul_162
#   mul_163 => mul_163
#   mul_164 => mul_164
#   mul_165 => mul_165
#   mul_44 => mul_140
#   mul_45 => mul_141
#   mul_46 => mul_142
#   pow_12 => pow_12
#   pow_13 => pow_13
#   sub_28 => sub_28
#   sum_6 => sum_6
#   tanh_11 => tanh_11
#   view_153 => view_153
#   view_154 => view_154
#   x_93 => view_142
# Graph fragment:
#   %mm_3 : Tensor "f32[512, 3072][3072, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %addmm_46 : Tensor "f32[512, 3072][3072, 1]cuda:0" = PlaceHolder[target=addmm_46]
#   %add_103 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0" = PlaceHolder[target=add_103]
#   %view_153 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [4, 128, 3072]), kwargs = {})
#   %view_142 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_46, [4, 128, 3072]), kwargs = {})
#   %mul_140 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_142, 0.5), kwargs = {})
#   %mul_157 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_153, %mul_140), kwargs = {})
#   %pow_12 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%view_142, 3.0), kwargs = {})
#   %mul_141 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%pow_12, 0.044715), kwargs = {})
#   %add_97 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_142, %mul_141), kwargs = {})
#   %mul_142 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_97, 0.7978845608028654), kwargs = {})
#   %tanh_11 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.tanh.default](args = (%mul_142,), kwargs = {})
#   %add_98 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tanh_11, 1.0), kwargs = {})
#   %mul_158 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_153, %add_98), kwargs = {})
#   %mul_159 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tanh_11, %tanh_11), kwargs = {})
#   %sub_28 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_159), kwargs = {})
#   %mul_160 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_157, %sub_28), kwargs = {})
#   %mul_161 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_160, 0.7978845608028654), kwargs = {})
#   %mul_162 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_161, 0.044715), kwargs = {})
#   %pow_13 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%view_142, 2.0), kwargs = {})
#   %mul_163 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%pow_13, 3.0), kwargs = {})
#   %mul_164 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_162, %mul_163), kwargs = {})
#   %add_102 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_161, %mul_164), kwargs = {})
#   %mul_165 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_158, 0.5), kwargs = {})
#   %add_103 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_102, %mul_165), kwargs = {})
#   %view_154 : Tensor "f32[512, 3072][3072, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%add_103, [512, 3072]), kwargs = {})
#   %sum_6 : Tensor "f32[1, 3072][3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_154, [0], True), kwargs = {})
#   return %add_103,%buf16
triton_red_fused_add_mul_pow_sum_tanh_tanh_backward_view_4 = async_compile.triton('triton_red_fused_add_mul_pow_sum_tanh_tanh_backward_view_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 16384, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_mul_pow_sum_tanh_tanh_backward_view_4', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 25264128, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_add_mul_pow_sum_tanh_tanh_backward_view_4(in_out_ptr0, in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 12288
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 3072)
    x1 = xindex // 3072
    _tmp28 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_out_ptr0 + (x0 + 3072*r0_2 + 393216*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr0 + (x0 + 3072*r0_2 + 393216*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp2 = tl.full([1, 1], 0.5, tl.float32)
        tmp3 = tmp1 * tmp2
        tmp4 = tmp0 * tmp3
        tmp5 = tmp1 * tmp1
        tmp6 = tmp5 * tmp1
        tmp7 = tl.full([1, 1], 0.044715, tl.float32)
        tmp8 = tmp6 * tmp7
        tmp9 = tmp1 + tmp8
        tmp10 = tl.full([1, 1], 0.7978845608028654, tl.float32)
        tmp11 = tmp9 * tmp10
        tmp12 = libdevice.tanh(tmp11)
        tmp13 = tmp12 * tmp12
        tmp14 = tl.full([1, 1], 1.0, tl.float32)
        tmp15 = tmp14 - tmp13
        tmp16 = tmp4 * tmp15
        tmp17 = tmp16 * tmp10
        tmp18 = tmp17 * tmp7
        tmp19 = tl.full([1, 1], 3.0, tl.float32)
        tmp20 = tmp5 * tmp19
        tmp21 = tmp18 * tmp20
        tmp22 = tmp17 + tmp21
        tmp23 = tmp12 + tmp14
        tmp24 = tmp0 * tmp23
        tmp25 = tmp24 * tmp2
        tmp26 = tmp22 + tmp25
        tmp27 = tl.broadcast_to(tmp26, [XBLOCK, R0_BLOCK])
        tmp29 = _tmp28 + tmp27
        _tmp28 = tl.where(r0_mask, tmp29, _tmp28)
        tl.store(in_out_ptr0 + (x0 + 3072*r0_2 + 393216*x1), tmp26, r0_mask)
    tmp28 = tl.sum(_tmp28, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp28, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpspc2ajyh/o2/co2tb3rqpazy6rlkfxrgwf2vczodt7ctx6hhdr2kft6ite3owwy5.py
# Topologically Sorted Source Nodes: [view_153, x_93, mul_44, mul_157, pow_12, mul_45, add_49, mul_46, tanh_11, add_50, mul_158, mul_159, sub_28, mul_160, mul_161, mul_162, pow_13, mul_163, mul_164, add_102, mul_165, add_103, view_154, sum_6], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.sum]
# Source node to ATen node mapping:
#   add_102 => add_102
#   add_103 => add_103
#   add_49 => add_97
#   add_50 => add_98
#   mul_157 => mul_157
#   mul_158 => mul_158
#   mul_159 => mul_159
#   mul_160 => mul_160
#   mul_161 => mul_161
#   mul_162 => mul_162
#   mul_163 => mul_163
#   mul_164 => mul_164
#   mul_165 => mul_165
#   mul_44 => mul_140
#   mul_45 => mul_141
#   mul_46 => mul_142
#   pow_12 => pow_12
#   pow_13 => pow_13
#   sub_28 => sub_28
#   sum_6 => sum_6
#   tanh_11 => tanh_11
#   view_153 => view_153
#   view_154 => view_154
#   x_93 => view_142
# Graph fragment:
#   %buf16 : Tensor "f32[1, 3072, 4][12288, 1, 3072]cuda:0" = PlaceHolder[target=buf16]
#   %view_153 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [4, 128, 3072]), kwargs = {})
#   %view_142 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_46, [4, 128, 3072]), kwargs = {})
#   %mul_140 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_142, 0.5), kwargs = {})
#   %mul_157 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_153, %mul_140), kwargs = {})
#   %pow_12 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%view_142, 3.0), kwargs = {})
#   %mul_141 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%pow_12, 0.044715), kwargs = {})
#   %add_97 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_142, %mul_141), kwargs = {})
#   %mul_142 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_97, 0.7978845608028654), kwargs = {})
#   %tanh_11 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.tanh.default](args = (%mul_142,), kwargs = {})
#   %add_98 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tanh_11, 1.0), kwargs = {})
#   %mul_158 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_153, %add_98), kwargs = {})
#   %mul_159 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tanh_11, %tanh_11), kwargs = {})
#   %sub_28 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_159), kwargs = {})
#   %mul_160 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_157, %sub_28), kwargs = {})
#   %mul_161 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_160, 0.7978845608028654), kwargs = {})
#   %mul_162 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_161, 0.044715), kwargs = {})
#   %pow_13 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%view_142, 2.0), kwargs = {})
#   %mul_163 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%pow_13, 3.0), kwargs = {})
#   %mul_164 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_162, %mul_163), kwargs = {})
#   %add_102 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_161, %mul_164), kwargs = {})
#   %mul_165 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_158, 0.5), kwargs = {})
#   %add_103 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_102, %mul_165), kwargs = {})
#   %view_154 : Tensor "f32[512, 3072][3072, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%add_103, [512, 3072]), kwargs = {})
#   %sum_6 : Tensor "f32[1, 3072][3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_154, [0], True), kwargs = {})
#   return %sum_6
triton_per_fused_add_mul_pow_sum_tanh_tanh_backward_view_5 = async_compile.triton('triton_per_fused_add_mul_pow_sum_tanh_tanh_backward_view_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 4096, 'r0_': 4},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_mul_pow_sum_tanh_tanh_backward_view_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 73728, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_add_mul_pow_sum_tanh_tanh_backward_view_5(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 3072
    r0_numel = 4
    R0_BLOCK: tl.constexpr = 4
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 3072*r0_1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpspc2ajyh/ku/ckuscudss4qnka2ksyi2xrbq5tkqnusd3q7e67vyt6yoky2hwkuy.py
# Topologically Sorted Source Nodes: [view_156, mul_167, mul_168, sum_7, mul_169, sum_8, mul_170, sub_30, sub_31, mul_171, add_104, convert_element_type_1, mul_173, clone_25], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_dropout_backward]
# Source node to ATen node mapping:
#   add_104 => add_104
#   clone_25 => mul_174
#   convert_element_type_1 => convert_element_type_1
#   mul_167 => mul_167
#   mul_168 => mul_168
#   mul_169 => mul_169
#   mul_170 => mul_170
#   mul_171 => mul_171
#   mul_173 => mul_173
#   sub_30 => sub_30
#   sub_31 => sub_31
#   sum_7 => sum_7
#   sum_8 => sum_8
#   view_156 => view_156
# Graph fragment:
#   %mm_5 : Tensor "f32[512, 768][768, 1]cuda:0" = PlaceHolder[target=mm_5]
#   %primals_142 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_142]
#   %mul_138 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_138]
#   %mul_153 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_153]
#   %div_1 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=div_1]
#   %sum_7 : Tensor "f32[4, 128, 1][128, 1, 512]cuda:0" = PlaceHolder[target=sum_7]
#   %sum_8 : Tensor "f32[4, 128, 1][128, 1, 512]cuda:0" = PlaceHolder[target=sum_8]
#   %add_104 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_104]
#   %gt_23 : Tensor "b8[4, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=gt_23]
#   %view_156 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_5, [4, 128, 768]), kwargs = {})
#   %mul_167 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_156, %primals_142), kwargs = {})
#   %mul_168 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_167, 768), kwargs = {})
#   %sum_7 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_167, [2], True), kwargs = {})
#   %mul_169 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_167, %mul_138), kwargs = {})
#   %sum_8 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_169, [2], True), kwargs = {})
#   %mul_170 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_138, %sum_8), kwargs = {})
#   %sub_30 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_168, %sum_7), kwargs = {})
#   %sub_31 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_30, %mul_170), kwargs = {})
#   %mul_171 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_1, %sub_31), kwargs = {})
#   %add_104 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_153, %mul_171), kwargs = {})
#   %convert_element_type_1 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%gt_23, torch.float32), kwargs = {})
#   %mul_173 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_1, 1.1111111111111112), kwargs = {})
#   %mul_174 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_104, %mul_173), kwargs = {})
#   return %sum_7,%sum_8,%add_104,%mul_174
triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6 = async_compile.triton('triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*i1', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2048, 'r0_': 11406336}}
)
@triton.jit
def triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 768
    R0_BLOCK: tl.constexpr = 1024
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp7 = tl.load(in_ptr2 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp13 = tl.load(in_out_ptr0 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp14 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp22 = tl.load(in_ptr4 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0).to(tl.int1)
    tmp2 = tmp0 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(r0_mask & xmask, tmp3, 0)
    tmp6 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
    tmp8 = tmp2 * tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(r0_mask & xmask, tmp9, 0)
    tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tmp15 = tl.full([1, 1], 768.0, tl.float32)
    tmp16 = tmp2 * tmp15
    tmp17 = tmp16 - tmp6
    tmp18 = tmp7 * tmp12
    tmp19 = tmp17 - tmp18
    tmp20 = tmp14 * tmp19
    tmp21 = tmp13 + tmp20
    tmp23 = tmp22.to(tl.float32)
    tmp24 = tl.full([1, 1], 1.1111111111111112, tl.float32)
    tmp25 = tmp23 * tmp24
    tmp26 = tmp21 * tmp25
    tl.store(in_out_ptr0 + (r0_1 + 768*x0), tmp21, r0_mask & xmask)
    tl.store(out_ptr2 + (r0_1 + 768*x0), tmp26, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpspc2ajyh/74/c74ztff5cscwlpaag45sybnd4imse53q37i4knebanxo2qwfjdm4.py
# Topologically Sorted Source Nodes: [slice_2, slice_1, permute_60, view_161, permute_61, clone_26, view_162, permute_62, clone_27, view_163, cat, view_164, sum_12], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.sum]
# Source node to ATen node mapping:
#   cat => cat
#   clone_26 => clone_26
#   clone_27 => clone_27
#   permute_60 => permute_60
#   permute_61 => permute_61
#   permute_62 => permute_62
#   slice_1 => add_106
#   slice_2 => add_105
#   sum_12 => sum_12
#   view_161 => view_161
#   view_162 => view_162
#   view_163 => view_163
#   view_164 => view_164
# Graph fragment:
#   %getitem_134 : Tensor "f32[4, 12, 128, 64][98304, 64, 768, 1]cuda:0" = PlaceHolder[target=getitem_134]
#   %tangents_24 : Tensor "f32[4, 12, 128, 64][98304, 8192, 64, 1]cuda:0" = PlaceHolder[target=tangents_24]
#   %getitem_135 : Tensor "f32[4, 12, 128, 64][98304, 64, 768, 1]cuda:0" = PlaceHolder[target=getitem_135]
#   %tangents_23 : Tensor "f32[4, 12, 128, 64][98304, 8192, 64, 1]cuda:0" = PlaceHolder[target=tangents_23]
#   %getitem_136 : Tensor "f32[4, 12, 128, 64][98304, 64, 768, 1]cuda:0" = PlaceHolder[target=getitem_136]
#   %cat : Tensor "f32[4, 128, 2304][294912, 2304, 1]cuda:0" = PlaceHolder[target=cat]
#   %add_105 : Tensor "f32[4, 12, 128, 64][98304, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tangents_24, %getitem_135), kwargs = {})
#   %add_106 : Tensor "f32[4, 12, 128, 64][98304, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tangents_23, %getitem_136), kwargs = {})
#   %permute_60 : Tensor "f32[4, 128, 12, 64][98304, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%getitem_134, [0, 2, 1, 3]), kwargs = {})
#   %view_161 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_60, [4, 128, 768]), kwargs = {})
#   %permute_61 : Tensor "f32[4, 128, 12, 64][98304, 64, 8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_106, [0, 2, 1, 3]), kwargs = {})
#   %clone_26 : Tensor "f32[4, 128, 12, 64][98304, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_61,), kwargs = {memory_format: torch.contiguous_format})
#   %view_162 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_26, [4, 128, 768]), kwargs = {})
#   %permute_62 : Tensor "f32[4, 128, 12, 64][98304, 64, 8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_105, [0, 2, 1, 3]), kwargs = {})
#   %clone_27 : Tensor "f32[4, 128, 12, 64][98304, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_62,), kwargs = {memory_format: torch.contiguous_format})
#   %view_163 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_27, [4, 128, 768]), kwargs = {})
#   %cat : Tensor "f32[4, 128, 2304][294912, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%view_161, %view_163, %view_162], 2), kwargs = {})
#   %view_164 : Tensor "f32[512, 2304][2304, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%cat, [512, 2304]), kwargs = {})
#   %sum_12 : Tensor "f32[1, 2304][2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_164, [0], True), kwargs = {})
#   return %cat,%buf37
triton_red_fused__unsafe_view_add_cat_clone_sum_transpose_view_7 = async_compile.triton('triton_red_fused__unsafe_view_add_cat_clone_sum_transpose_view_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 16384, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__unsafe_view_add_cat_clone_sum_transpose_view_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 14229504, 'r0_': 0}}
)
@triton.jit
def triton_red_fused__unsafe_view_add_cat_clone_sum_transpose_view_7(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 9216
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 2304)
    x1 = xindex // 2304
    _tmp26 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = x0
        tmp1 = tl.full([1, 1], 0, tl.int64)
        tmp2 = tmp0 >= tmp1
        tmp3 = tl.full([1, 1], 768, tl.int64)
        tmp4 = tmp0 < tmp3
        tmp5 = tl.load(in_ptr0 + (768*r0_2 + 98304*x1 + (x0)), r0_mask & tmp4 & xmask, eviction_policy='evict_last', other=0.0)
        tmp6 = tmp0 >= tmp3
        tmp7 = tl.full([1, 1], 1536, tl.int64)
        tmp8 = tmp0 < tmp7
        tmp9 = tmp6 & tmp8
        tmp10 = tl.load(in_ptr1 + (64*r0_2 + 8192*(((((-768) + x0) // 64) % 12)) + 98304*x1 + ((((-768) + x0) % 64))), r0_mask & tmp9 & xmask, eviction_policy='evict_last', other=0.0)
        tmp11 = tl.load(in_ptr2 + (768*r0_2 + 98304*x1 + ((((-768) + x0) % 768))), r0_mask & tmp9 & xmask, eviction_policy='evict_last', other=0.0)
        tmp12 = tmp10 + tmp11
        tmp13 = tl.full(tmp12.shape, 0.0, tmp12.dtype)
        tmp14 = tl.where(tmp9, tmp12, tmp13)
        tmp15 = tmp0 >= tmp7
        tmp16 = tl.full([1, 1], 2304, tl.int64)
        tmp17 = tmp0 < tmp16
        tmp18 = tl.load(in_ptr3 + (64*r0_2 + 8192*(((((-1536) + x0) // 64) % 12)) + 98304*x1 + ((((-1536) + x0) % 64))), r0_mask & tmp15 & xmask, eviction_policy='evict_last', other=0.0)
        tmp19 = tl.load(in_ptr4 + (768*r0_2 + 98304*x1 + ((((-1536) + x0) % 768))), r0_mask & tmp15 & xmask, eviction_policy='evict_last', other=0.0)
        tmp20 = tmp18 + tmp19
        tmp21 = tl.full(tmp20.shape, 0.0, tmp20.dtype)
        tmp22 = tl.where(tmp15, tmp20, tmp21)
        tmp23 = tl.where(tmp9, tmp14, tmp22)
        tmp24 = tl.where(tmp4, tmp5, tmp23)
        tmp25 = tl.broadcast_to(tmp24, [XBLOCK, R0_BLOCK])
        tmp27 = _tmp26 + tmp25
        _tmp26 = tl.where(r0_mask & xmask, tmp27, _tmp26)
        tl.store(out_ptr0 + (x0 + 2304*r0_2 + 294912*x1), tmp24, r0_mask & xmask)
    tmp26 = tl.sum(_tmp26, 1)[:, None]
    tl.store(out_ptr1 + (x3), tmp26, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpspc2ajyh/fj/cfjk7niypetgo37yzjwx6ja4s5eajoxfbzznuoewbjmaw5dvtygc.py
# Topologically Sorted Source Nodes: [slice_2, slice_1, permute_60, view_161, permute_61, clone_26, view_162, permute_62, clone_27, view_163, cat, view_164, sum_12], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.sum]
# Source node to ATen node mapping:
#   cat => cat
#   clone_26 => clone_26
#   clone_27 => clone_27
#   permute_60 => permute_60
#   permute_61 => permute_61
#   permute_62 => permute_62
#   slice_1 => add_106
#   slice_2 => add_105
#   sum_12 => sum_12
#   view_161 => view_161
#   view_162 => view_162
#   view_163 => view_163
#   view_164 => view_164
# Graph fragment:
#   %buf37 : Tensor "f32[1, 2304, 4][9216, 1, 2304]cuda:0" = PlaceHolder[target=buf37]
#   %add_105 : Tensor "f32[4, 12, 128, 64][98304, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tangents_24, %getitem_135), kwargs = {})
#   %add_106 : Tensor "f32[4, 12, 128, 64][98304, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tangents_23, %getitem_136), kwargs = {})
#   %permute_60 : Tensor "f32[4, 128, 12, 64][98304, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%getitem_134, [0, 2, 1, 3]), kwargs = {})
#   %view_161 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_60, [4, 128, 768]), kwargs = {})
#   %permute_61 : Tensor "f32[4, 128, 12, 64][98304, 64, 8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_106, [0, 2, 1, 3]), kwargs = {})
#   %clone_26 : Tensor "f32[4, 128, 12, 64][98304, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_61,), kwargs = {memory_format: torch.contiguous_format})
#   %view_162 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_26, [4, 128, 768]), kwargs = {})
#   %permute_62 : Tensor "f32[4, 128, 12, 64][98304, 64, 8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_105, [0, 2, 1, 3]), kwargs = {})
#   %clone_27 : Tensor "f32[4, 128, 12, 64][98304, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_62,), kwargs = {memory_format: torch.contiguous_format})
#   %view_163 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_27, [4, 128, 768]), kwargs = {})
#   %cat : Tensor "f32[4, 128, 2304][294912, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%view_161, %view_163, %view_162], 2), kwargs = {})
#   %view_164 : Tensor "f32[512, 2304][2304, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%cat, [512, 2304]), kwargs = {})
#   %sum_12 : Tensor "f32[1, 2304][2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_164, [0], True), kwargs = {})
#   return %sum_12
triton_per_fused__unsafe_view_add_cat_clone_sum_transpose_view_8 = async_compile.triton('triton_per_fused__unsafe_view_add_cat_clone_sum_transpose_view_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 4096, 'r0_': 4},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_cat_clone_sum_transpose_view_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 55296, 'r0_': 0}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_cat_clone_sum_transpose_view_8(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 2304
    r0_numel = 4
    R0_BLOCK: tl.constexpr = 4
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 2304*r0_1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpspc2ajyh/dj/cdj3mee7u2aliakr5avkzm3c34dhp2edbwatw4vxkzh2cgjmwgt4.py
# Topologically Sorted Source Nodes: [full_25], Original ATen: [aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   full_25 => full_default_27
# Graph fragment:
#   %full_default_27 : Tensor "f32[50257, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([50257, 768], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %index_put_1
triton_poi_fused_embedding_dense_backward_9 = async_compile.triton('triton_poi_fused_embedding_dense_backward_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 67108864}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_embedding_dense_backward_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 308779008}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_embedding_dense_backward_9(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 38597376
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpspc2ajyh/x6/cx6maw5ktrr3slqw5nqs2rvxhshmmmdo5njs5fniogtsqmxpbq5g.py
# Topologically Sorted Source Nodes: [view_342, mul_473, mul_474, sum_145, mul_475, sum_146, mul_476, sub_110, sub_111, mul_477, add_173, convert_element_type_24, mul_479, clone_72, attn_output, eq_1, unsqueeze_8, where_13, full_25, index_put_1], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_dropout_backward, aten.scalar_tensor, aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   add_173 => add_173
#   attn_output => full_default_1
#   clone_72 => mul_480
#   convert_element_type_24 => convert_element_type_24
#   eq_1 => eq_1
#   full_25 => full_default_27
#   index_put_1 => index_put_1
#   mul_473 => mul_473
#   mul_474 => mul_474
#   mul_475 => mul_475
#   mul_476 => mul_476
#   mul_477 => mul_477
#   mul_479 => mul_479
#   sub_110 => sub_110
#   sub_111 => sub_111
#   sum_145 => sum_145
#   sum_146 => sum_146
#   unsqueeze_8 => unsqueeze_8
#   view_342 => view_342
#   where_13 => where_13
# Graph fragment:
#   %mm_97 : Tensor "f32[512, 768][768, 1]cuda:0" = PlaceHolder[target=mm_97]
#   %primals_4 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_4]
#   %mul_2 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_2]
#   %add_170 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_170]
#   %div_24 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=div_24]
#   %sum_145 : Tensor "f32[4, 128, 1][128, 1, 512]cuda:0" = PlaceHolder[target=sum_145]
#   %sum_146 : Tensor "f32[4, 128, 1][128, 1, 512]cuda:0" = PlaceHolder[target=sum_146]
#   %gt : Tensor "b8[4, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=gt]
#   %primals_1 : Tensor "i64[4, 128][128, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %mul_480 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_480]
#   %index_put_1 : Tensor "f32[50257, 768][768, 1]cuda:0" = PlaceHolder[target=index_put_1]
#   %view_342 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_97, [4, 128, 768]), kwargs = {})
#   %mul_473 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_342, %primals_4), kwargs = {})
#   %mul_474 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_473, 768), kwargs = {})
#   %sum_145 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_473, [2], True), kwargs = {})
#   %mul_475 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_473, %mul_2), kwargs = {})
#   %sum_146 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_475, [2], True), kwargs = {})
#   %mul_476 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2, %sum_146), kwargs = {})
#   %sub_110 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_474, %sum_145), kwargs = {})
#   %sub_111 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_110, %mul_476), kwargs = {})
#   %mul_477 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_24, %sub_111), kwargs = {})
#   %add_173 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_170, %mul_477), kwargs = {})
#   %convert_element_type_24 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%gt, torch.float32), kwargs = {})
#   %mul_479 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_24, 1.1111111111111112), kwargs = {})
#   %mul_480 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_173, %mul_479), kwargs = {})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %eq_1 : Tensor "b8[4, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%primals_1, -1), kwargs = {})
#   %unsqueeze_8 : Tensor "b8[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%eq_1, -1), kwargs = {})
#   %where_13 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_8, %full_default_1, %mul_480), kwargs = {})
#   %full_default_27 : Tensor "f32[50257, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([50257, 768], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put_1 : Tensor "f32[50257, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default_27, [%primals_1], %where_13, True), kwargs = {})
#   return %sum_145,%sum_146,%mul_480,%buf467
triton_per_fused_add_embedding_dense_backward_native_dropout_backward_native_layer_norm_backward_scalar_tensor_view_10 = async_compile.triton('triton_per_fused_add_embedding_dense_backward_native_dropout_backward_native_layer_norm_backward_scalar_tensor_view_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*i1', 'in_ptr5': '*i64', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_embedding_dense_backward_native_dropout_backward_native_layer_norm_backward_scalar_tensor_view_10', 'mutated_arg_names': ['in_out_ptr0', 'out_ptr2'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': True, 'num_load': 7, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6144, 'r0_': 8260608}}
)
@triton.jit
def triton_per_fused_add_embedding_dense_backward_native_dropout_backward_native_layer_norm_backward_scalar_tensor_view_10(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 768
    R0_BLOCK: tl.constexpr = 1024
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp7 = tl.load(in_ptr2 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp13 = tl.load(in_out_ptr0 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp14 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp22 = tl.load(in_ptr4 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0).to(tl.int1)
    tmp27 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(r0_mask & xmask, tmp3, 0)
    tmp6 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
    tmp8 = tmp2 * tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(r0_mask & xmask, tmp9, 0)
    tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tmp15 = tl.full([1, 1], 768.0, tl.float32)
    tmp16 = tmp2 * tmp15
    tmp17 = tmp16 - tmp6
    tmp18 = tmp7 * tmp12
    tmp19 = tmp17 - tmp18
    tmp20 = tmp14 * tmp19
    tmp21 = tmp13 + tmp20
    tmp23 = tmp22.to(tl.float32)
    tmp24 = tl.full([1, 1], 1.1111111111111112, tl.float32)
    tmp25 = tmp23 * tmp24
    tmp26 = tmp21 * tmp25
    tmp28 = tl.full([1, 1], 50257, tl.int32)
    tmp29 = tmp27 + tmp28
    tmp30 = tmp27 < 0
    tmp31 = tl.where(tmp30, tmp29, tmp27)
    tl.device_assert(((0 <= tmp31) & (tmp31 < 50257)) | ~(xmask), "index out of bounds: 0 <= tmp31 < 50257")
    tmp33 = tl.full([1, 1], -1, tl.int64)
    tmp34 = tmp27 == tmp33
    tmp35 = tl.full([1, 1], 0.0, tl.float32)
    tmp36 = tl.where(tmp34, tmp35, tmp26)
    tl.store(in_out_ptr0 + (r0_1 + 768*x0), tmp26, r0_mask & xmask)
    tl.atomic_add(out_ptr2 + (tl.broadcast_to(r0_1 + 768*tmp31, [XBLOCK, R0_BLOCK])), tmp36, r0_mask & xmask, sem='relaxed')
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpspc2ajyh/rn/crnxyfb5ebesih4gswktpq3cdch6746jizmlzviai3sqamrchbnr.py
# Topologically Sorted Source Nodes: [full_24], Original ATen: [aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   full_24 => full_default_25
# Graph fragment:
#   %full_default_25 : Tensor "f32[1024, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([1024, 768], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %index_put
triton_poi_fused_embedding_dense_backward_11 = async_compile.triton('triton_poi_fused_embedding_dense_backward_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_embedding_dense_backward_11', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6291456}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_embedding_dense_backward_11(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 786432
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpspc2ajyh/kk/ckktxsthd33zkvoh2v3wzqff6pkzvcvhd75x3fjbivsap4jpbdva.py
# Topologically Sorted Source Nodes: [sum_149, eq, unsqueeze_7, attn_output, where_12, full_24, index_put], Original ATen: [aten.sum, aten.embedding_dense_backward, aten.scalar_tensor]
# Source node to ATen node mapping:
#   attn_output => full_default_1
#   eq => eq
#   full_24 => full_default_25
#   index_put => index_put
#   sum_149 => sum_149
#   unsqueeze_7 => unsqueeze_7
#   where_12 => where_12
# Graph fragment:
#   %unsqueeze : Tensor "i64[1, 128][128, 1]cuda:0" = PlaceHolder[target=unsqueeze]
#   %mul_480 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_480]
#   %index_put : Tensor "f32[1024, 768][768, 1]cuda:0" = PlaceHolder[target=index_put]
#   %sum_149 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_480, [0], True), kwargs = {})
#   %eq : Tensor "b8[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%unsqueeze, -1), kwargs = {})
#   %unsqueeze_7 : Tensor "b8[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%eq, -1), kwargs = {})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_12 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_7, %full_default_1, %sum_149), kwargs = {})
#   %full_default_25 : Tensor "f32[1024, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([1024, 768], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put : Tensor "f32[1024, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default_25, [%unsqueeze], %where_12, True), kwargs = {})
#   return %buf465
triton_poi_fused_embedding_dense_backward_scalar_tensor_sum_12 = async_compile.triton('triton_poi_fused_embedding_dense_backward_scalar_tensor_sum_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 131072}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_embedding_dense_backward_scalar_tensor_sum_12', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': True, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1572864}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_embedding_dense_backward_scalar_tensor_sum_12(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 98304
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x1 = xindex // 768
    x2 = xindex
    x0 = (xindex % 768)
    tmp0 = tl.load(in_ptr0 + (x1), None, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr1 + (x2), None)
    tmp9 = tl.load(in_ptr1 + (98304 + x2), None)
    tmp11 = tl.load(in_ptr1 + (196608 + x2), None)
    tmp13 = tl.load(in_ptr1 + (294912 + x2), None)
    tmp1 = tl.full([XBLOCK], 1024, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert((0 <= tmp4) & (tmp4 < 1024), "index out of bounds: 0 <= tmp4 < 1024")
    tmp6 = tl.full([1], -1, tl.int64)
    tmp7 = tmp0 == tmp6
    tmp10 = tmp8 + tmp9
    tmp12 = tmp10 + tmp11
    tmp14 = tmp12 + tmp13
    tmp15 = tl.full([1], 0.0, tl.float32)
    tmp16 = tl.where(tmp7, tmp15, tmp14)
    tl.atomic_add(out_ptr0 + (x0 + 768*tmp4), tmp16, None, sem='relaxed')
''', device_str='cuda')


async_compile.wait(globals())
del async_compile

class Runner:
    def __init__(self, partitions):
        self.partitions = partitions

    def recursively_apply_fns(self, fns):
        new_callables = []
        for fn, c in zip(fns, self.partitions):
            new_callables.append(fn(c))
        self.partitions = new_callables

    def call(self, args):
        primals_1, primals_2, primals_4, primals_7, primals_9, primals_10, primals_13, primals_15, primals_16, primals_19, primals_21, primals_22, primals_25, primals_27, primals_28, primals_31, primals_33, primals_34, primals_37, primals_39, primals_40, primals_43, primals_45, primals_46, primals_49, primals_51, primals_52, primals_55, primals_57, primals_58, primals_61, primals_63, primals_64, primals_67, primals_69, primals_70, primals_73, primals_75, primals_76, primals_79, primals_81, primals_82, primals_85, primals_87, primals_88, primals_91, primals_93, primals_94, primals_97, primals_99, primals_100, primals_103, primals_105, primals_106, primals_109, primals_111, primals_112, primals_115, primals_117, primals_118, primals_121, primals_123, primals_124, primals_127, primals_129, primals_130, primals_133, primals_135, primals_136, primals_139, primals_141, primals_142, primals_145, primals_147, primals_148, unsqueeze, gt, mul_2, permute_2, clone, clone_1, where, getitem_5, getitem_6, getitem_7, getitem_8, gt_1, mul_6, addmm_2, gt_2, mul_14, permute_6, clone_2, clone_3, getitem_16, getitem_17, getitem_18, getitem_19, gt_3, mul_18, addmm_6, gt_4, mul_26, permute_10, clone_4, clone_5, getitem_27, getitem_28, getitem_29, getitem_30, gt_5, mul_30, addmm_10, gt_6, mul_38, permute_14, clone_6, clone_7, getitem_38, getitem_39, getitem_40, getitem_41, gt_7, mul_42, addmm_14, gt_8, mul_50, permute_18, clone_8, clone_9, getitem_49, getitem_50, getitem_51, getitem_52, gt_9, mul_54, addmm_18, gt_10, mul_62, permute_22, clone_10, clone_11, getitem_60, getitem_61, getitem_62, getitem_63, gt_11, mul_66, addmm_22, gt_12, mul_74, permute_26, clone_12, clone_13, getitem_71, getitem_72, getitem_73, getitem_74, gt_13, mul_78, addmm_26, gt_14, mul_86, permute_30, clone_14, clone_15, getitem_82, getitem_83, getitem_84, getitem_85, gt_15, mul_90, addmm_30, gt_16, mul_98, permute_34, clone_16, clone_17, getitem_93, getitem_94, getitem_95, getitem_96, gt_17, mul_102, addmm_34, gt_18, mul_110, permute_38, clone_18, clone_19, getitem_104, getitem_105, getitem_106, getitem_107, gt_19, mul_114, addmm_38, gt_20, mul_122, permute_42, clone_20, clone_21, getitem_115, getitem_116, getitem_117, getitem_118, gt_21, mul_126, addmm_42, gt_22, mul_134, permute_46, clone_22, clone_23, getitem_126, getitem_127, getitem_128, getitem_129, gt_23, mul_138, addmm_46, gt_24, mul_146, view_146, div, permute_54, permute_56, div_1, permute_64, div_2, permute_66, permute_68, div_3, permute_76, div_4, permute_78, permute_80, div_5, permute_88, div_6, permute_90, permute_92, div_7, permute_100, div_8, permute_102, permute_104, div_9, permute_112, div_10, permute_114, permute_116, div_11, permute_124, div_12, permute_126, permute_128, div_13, permute_136, div_14, permute_138, permute_140, div_15, permute_148, div_16, permute_150, permute_152, div_17, permute_160, div_18, permute_162, permute_164, div_19, permute_172, div_20, permute_174, permute_176, div_21, permute_184, div_22, permute_186, permute_188, div_23, permute_196, div_24, tangents_1, tangents_2, tangents_3, tangents_4, tangents_5, tangents_6, tangents_7, tangents_8, tangents_9, tangents_10, tangents_11, tangents_12, tangents_13, tangents_14, tangents_15, tangents_16, tangents_17, tangents_18, tangents_19, tangents_20, tangents_21, tangents_22, tangents_23, tangents_24, tangents_25 = args
        args.clear()
        assert_size_stride(primals_1, (4, 128), (128, 1))
        assert_size_stride(primals_2, (50257, 768), (768, 1))
        assert_size_stride(primals_4, (768, ), (1, ))
        assert_size_stride(primals_7, (768, 2304), (2304, 1))
        assert_size_stride(primals_9, (768, 768), (768, 1))
        assert_size_stride(primals_10, (768, ), (1, ))
        assert_size_stride(primals_13, (768, 3072), (3072, 1))
        assert_size_stride(primals_15, (3072, 768), (768, 1))
        assert_size_stride(primals_16, (768, ), (1, ))
        assert_size_stride(primals_19, (768, 2304), (2304, 1))
        assert_size_stride(primals_21, (768, 768), (768, 1))
        assert_size_stride(primals_22, (768, ), (1, ))
        assert_size_stride(primals_25, (768, 3072), (3072, 1))
        assert_size_stride(primals_27, (3072, 768), (768, 1))
        assert_size_stride(primals_28, (768, ), (1, ))
        assert_size_stride(primals_31, (768, 2304), (2304, 1))
        assert_size_stride(primals_33, (768, 768), (768, 1))
        assert_size_stride(primals_34, (768, ), (1, ))
        assert_size_stride(primals_37, (768, 3072), (3072, 1))
        assert_size_stride(primals_39, (3072, 768), (768, 1))
        assert_size_stride(primals_40, (768, ), (1, ))
        assert_size_stride(primals_43, (768, 2304), (2304, 1))
        assert_size_stride(primals_45, (768, 768), (768, 1))
        assert_size_stride(primals_46, (768, ), (1, ))
        assert_size_stride(primals_49, (768, 3072), (3072, 1))
        assert_size_stride(primals_51, (3072, 768), (768, 1))
        assert_size_stride(primals_52, (768, ), (1, ))
        assert_size_stride(primals_55, (768, 2304), (2304, 1))
        assert_size_stride(primals_57, (768, 768), (768, 1))
        assert_size_stride(primals_58, (768, ), (1, ))
        assert_size_stride(primals_61, (768, 3072), (3072, 1))
        assert_size_stride(primals_63, (3072, 768), (768, 1))
        assert_size_stride(primals_64, (768, ), (1, ))
        assert_size_stride(primals_67, (768, 2304), (2304, 1))
        assert_size_stride(primals_69, (768, 768), (768, 1))
        assert_size_stride(primals_70, (768, ), (1, ))
        assert_size_stride(primals_73, (768, 3072), (3072, 1))
        assert_size_stride(primals_75, (3072, 768), (768, 1))
        assert_size_stride(primals_76, (768, ), (1, ))
        assert_size_stride(primals_79, (768, 2304), (2304, 1))
        assert_size_stride(primals_81, (768, 768), (768, 1))
        assert_size_stride(primals_82, (768, ), (1, ))
        assert_size_stride(primals_85, (768, 3072), (3072, 1))
        assert_size_stride(primals_87, (3072, 768), (768, 1))
        assert_size_stride(primals_88, (768, ), (1, ))
        assert_size_stride(primals_91, (768, 2304), (2304, 1))
        assert_size_stride(primals_93, (768, 768), (768, 1))
        assert_size_stride(primals_94, (768, ), (1, ))
        assert_size_stride(primals_97, (768, 3072), (3072, 1))
        assert_size_stride(primals_99, (3072, 768), (768, 1))
        assert_size_stride(primals_100, (768, ), (1, ))
        assert_size_stride(primals_103, (768, 2304), (2304, 1))
        assert_size_stride(primals_105, (768, 768), (768, 1))
        assert_size_stride(primals_106, (768, ), (1, ))
        assert_size_stride(primals_109, (768, 3072), (3072, 1))
        assert_size_stride(primals_111, (3072, 768), (768, 1))
        assert_size_stride(primals_112, (768, ), (1, ))
        assert_size_stride(primals_115, (768, 2304), (2304, 1))
        assert_size_stride(primals_117, (768, 768), (768, 1))
        assert_size_stride(primals_118, (768, ), (1, ))
        assert_size_stride(primals_121, (768, 3072), (3072, 1))
        assert_size_stride(primals_123, (3072, 768), (768, 1))
        assert_size_stride(primals_124, (768, ), (1, ))
        assert_size_stride(primals_127, (768, 2304), (2304, 1))
        assert_size_stride(primals_129, (768, 768), (768, 1))
        assert_size_stride(primals_130, (768, ), (1, ))
        assert_size_stride(primals_133, (768, 3072), (3072, 1))
        assert_size_stride(primals_135, (3072, 768), (768, 1))
        assert_size_stride(primals_136, (768, ), (1, ))
        assert_size_stride(primals_139, (768, 2304), (2304, 1))
        assert_size_stride(primals_141, (768, 768), (768, 1))
        assert_size_stride(primals_142, (768, ), (1, ))
        assert_size_stride(primals_145, (768, 3072), (3072, 1))
        assert_size_stride(primals_147, (3072, 768), (768, 1))
        assert_size_stride(primals_148, (768, ), (1, ))
        assert_size_stride(unsqueeze, (1, 128), (128, 1))
        assert_size_stride(gt, (4, 128, 768), (98304, 768, 1))
        assert_size_stride(mul_2, (4, 128, 768), (98304, 768, 1))
        assert_size_stride(permute_2, (4, 12, 128, 64), (294912, 64, 2304, 1))
        assert_size_stride(clone, (4, 12, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(clone_1, (4, 12, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(where, (4, 1, 128, 128), (16384, 16384, 128, 1))
        assert_size_stride(getitem_5, (4, 12, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(getitem_6, (4, 12, 128), (1536, 128, 1))
        assert_size_stride(getitem_7, (), ())
        assert_size_stride(getitem_8, (), ())
        assert_size_stride(gt_1, (4, 128, 768), (98304, 768, 1))
        assert_size_stride(mul_6, (4, 128, 768), (98304, 768, 1))
        assert_size_stride(addmm_2, (512, 3072), (3072, 1))
        assert_size_stride(gt_2, (4, 128, 768), (98304, 768, 1))
        assert_size_stride(mul_14, (4, 128, 768), (98304, 768, 1))
        assert_size_stride(permute_6, (4, 12, 128, 64), (294912, 64, 2304, 1))
        assert_size_stride(clone_2, (4, 12, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(clone_3, (4, 12, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(getitem_16, (4, 12, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(getitem_17, (4, 12, 128), (1536, 128, 1))
        assert_size_stride(getitem_18, (), ())
        assert_size_stride(getitem_19, (), ())
        assert_size_stride(gt_3, (4, 128, 768), (98304, 768, 1))
        assert_size_stride(mul_18, (4, 128, 768), (98304, 768, 1))
        assert_size_stride(addmm_6, (512, 3072), (3072, 1))
        assert_size_stride(gt_4, (4, 128, 768), (98304, 768, 1))
        assert_size_stride(mul_26, (4, 128, 768), (98304, 768, 1))
        assert_size_stride(permute_10, (4, 12, 128, 64), (294912, 64, 2304, 1))
        assert_size_stride(clone_4, (4, 12, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(clone_5, (4, 12, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(getitem_27, (4, 12, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(getitem_28, (4, 12, 128), (1536, 128, 1))
        assert_size_stride(getitem_29, (), ())
        assert_size_stride(getitem_30, (), ())
        assert_size_stride(gt_5, (4, 128, 768), (98304, 768, 1))
        assert_size_stride(mul_30, (4, 128, 768), (98304, 768, 1))
        assert_size_stride(addmm_10, (512, 3072), (3072, 1))
        assert_size_stride(gt_6, (4, 128, 768), (98304, 768, 1))
        assert_size_stride(mul_38, (4, 128, 768), (98304, 768, 1))
        assert_size_stride(permute_14, (4, 12, 128, 64), (294912, 64, 2304, 1))
        assert_size_stride(clone_6, (4, 12, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(clone_7, (4, 12, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(getitem_38, (4, 12, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(getitem_39, (4, 12, 128), (1536, 128, 1))
        assert_size_stride(getitem_40, (), ())
        assert_size_stride(getitem_41, (), ())
        assert_size_stride(gt_7, (4, 128, 768), (98304, 768, 1))
        assert_size_stride(mul_42, (4, 128, 768), (98304, 768, 1))
        assert_size_stride(addmm_14, (512, 3072), (3072, 1))
        assert_size_stride(gt_8, (4, 128, 768), (98304, 768, 1))
        assert_size_stride(mul_50, (4, 128, 768), (98304, 768, 1))
        assert_size_stride(permute_18, (4, 12, 128, 64), (294912, 64, 2304, 1))
        assert_size_stride(clone_8, (4, 12, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(clone_9, (4, 12, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(getitem_49, (4, 12, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(getitem_50, (4, 12, 128), (1536, 128, 1))
        assert_size_stride(getitem_51, (), ())
        assert_size_stride(getitem_52, (), ())
        assert_size_stride(gt_9, (4, 128, 768), (98304, 768, 1))
        assert_size_stride(mul_54, (4, 128, 768), (98304, 768, 1))
        assert_size_stride(addmm_18, (512, 3072), (3072, 1))
        assert_size_stride(gt_10, (4, 128, 768), (98304, 768, 1))
        assert_size_stride(mul_62, (4, 128, 768), (98304, 768, 1))
        assert_size_stride(permute_22, (4, 12, 128, 64), (294912, 64, 2304, 1))
        assert_size_stride(clone_10, (4, 12, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(clone_11, (4, 12, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(getitem_60, (4, 12, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(getitem_61, (4, 12, 128), (1536, 128, 1))
        assert_size_stride(getitem_62, (), ())
        assert_size_stride(getitem_63, (), ())
        assert_size_stride(gt_11, (4, 128, 768), (98304, 768, 1))
        assert_size_stride(mul_66, (4, 128, 768), (98304, 768, 1))
        assert_size_stride(addmm_22, (512, 3072), (3072, 1))
        assert_size_stride(gt_12, (4, 128, 768), (98304, 768, 1))
        assert_size_stride(mul_74, (4, 128, 768), (98304, 768, 1))
        assert_size_stride(permute_26, (4, 12, 128, 64), (294912, 64, 2304, 1))
        assert_size_stride(clone_12, (4, 12, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(clone_13, (4, 12, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(getitem_71, (4, 12, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(getitem_72, (4, 12, 128), (1536, 128, 1))
        assert_size_stride(getitem_73, (), ())
        assert_size_stride(getitem_74, (), ())
        assert_size_stride(gt_13, (4, 128, 768), (98304, 768, 1))
        assert_size_stride(mul_78, (4, 128, 768), (98304, 768, 1))
        assert_size_stride(addmm_26, (512, 3072), (3072, 1))
        assert_size_stride(gt_14, (4, 128, 768), (98304, 768, 1))
        assert_size_stride(mul_86, (4, 128, 768), (98304, 768, 1))
        assert_size_stride(permute_30, (4, 12, 128, 64), (294912, 64, 2304, 1))
        assert_size_stride(clone_14, (4, 12, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(clone_15, (4, 12, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(getitem_82, (4, 12, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(getitem_83, (4, 12, 128), (1536, 128, 1))
        assert_size_stride(getitem_84, (), ())
        assert_size_stride(getitem_85, (), ())
        assert_size_stride(gt_15, (4, 128, 768), (98304, 768, 1))
        assert_size_stride(mul_90, (4, 128, 768), (98304, 768, 1))
        assert_size_stride(addmm_30, (512, 3072), (3072, 1))
        assert_size_stride(gt_16, (4, 128, 768), (98304, 768, 1))
        assert_size_stride(mul_98, (4, 128, 768), (98304, 768, 1))
        assert_size_stride(permute_34, (4, 12, 128, 64), (294912, 64, 2304, 1))
        assert_size_stride(clone_16, (4, 12, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(clone_17, (4, 12, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(getitem_93, (4, 12, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(getitem_94, (4, 12, 128), (1536, 128, 1))
        assert_size_stride(getitem_95, (), ())
        assert_size_stride(getitem_96, (), ())
        assert_size_stride(gt_17, (4, 128, 768), (98304, 768, 1))
        assert_size_stride(mul_102, (4, 128, 768), (98304, 768, 1))
        assert_size_stride(addmm_34, (512, 3072), (3072, 1))
        assert_size_stride(gt_18, (4, 128, 768), (98304, 768, 1))
        assert_size_stride(mul_110, (4, 128, 768), (98304, 768, 1))
        assert_size_stride(permute_38, (4, 12, 128, 64), (294912, 64, 2304, 1))
        assert_size_stride(clone_18, (4, 12, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(clone_19, (4, 12, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(getitem_104, (4, 12, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(getitem_105, (4, 12, 128), (1536, 128, 1))
        assert_size_stride(getitem_106, (), ())
        assert_size_stride(getitem_107, (), ())
        assert_size_stride(gt_19, (4, 128, 768), (98304, 768, 1))
        assert_size_stride(mul_114, (4, 128, 768), (98304, 768, 1))
        assert_size_stride(addmm_38, (512, 3072), (3072, 1))
        assert_size_stride(gt_20, (4, 128, 768), (98304, 768, 1))
        assert_size_stride(mul_122, (4, 128, 768), (98304, 768, 1))
        assert_size_stride(permute_42, (4, 12, 128, 64), (294912, 64, 2304, 1))
        assert_size_stride(clone_20, (4, 12, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(clone_21, (4, 12, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(getitem_115, (4, 12, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(getitem_116, (4, 12, 128), (1536, 128, 1))
        assert_size_stride(getitem_117, (), ())
        assert_size_stride(getitem_118, (), ())
        assert_size_stride(gt_21, (4, 128, 768), (98304, 768, 1))
        assert_size_stride(mul_126, (4, 128, 768), (98304, 768, 1))
        assert_size_stride(addmm_42, (512, 3072), (3072, 1))
        assert_size_stride(gt_22, (4, 128, 768), (98304, 768, 1))
        assert_size_stride(mul_134, (4, 128, 768), (98304, 768, 1))
        assert_size_stride(permute_46, (4, 12, 128, 64), (294912, 64, 2304, 1))
        assert_size_stride(clone_22, (4, 12, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(clone_23, (4, 12, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(getitem_126, (4, 12, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(getitem_127, (4, 12, 128), (1536, 128, 1))
        assert_size_stride(getitem_128, (), ())
        assert_size_stride(getitem_129, (), ())
        assert_size_stride(gt_23, (4, 128, 768), (98304, 768, 1))
        assert_size_stride(mul_138, (4, 128, 768), (98304, 768, 1))
        assert_size_stride(addmm_46, (512, 3072), (3072, 1))
        assert_size_stride(gt_24, (4, 128, 768), (98304, 768, 1))
        assert_size_stride(mul_146, (4, 128, 768), (98304, 768, 1))
        assert_size_stride(view_146, (512, 768), (768, 1))
        assert_size_stride(div, (4, 128, 1), (128, 1, 1))
        assert_size_stride(permute_54, (3072, 512), (1, 3072))
        assert_size_stride(permute_56, (768, 512), (1, 768))
        assert_size_stride(div_1, (4, 128, 1), (128, 1, 1))
        assert_size_stride(permute_64, (768, 512), (1, 768))
        assert_size_stride(div_2, (4, 128, 1), (128, 1, 1))
        assert_size_stride(permute_66, (3072, 512), (1, 3072))
        assert_size_stride(permute_68, (768, 512), (1, 768))
        assert_size_stride(div_3, (4, 128, 1), (128, 1, 1))
        assert_size_stride(permute_76, (768, 512), (1, 768))
        assert_size_stride(div_4, (4, 128, 1), (128, 1, 1))
        assert_size_stride(permute_78, (3072, 512), (1, 3072))
        assert_size_stride(permute_80, (768, 512), (1, 768))
        assert_size_stride(div_5, (4, 128, 1), (128, 1, 1))
        assert_size_stride(permute_88, (768, 512), (1, 768))
        assert_size_stride(div_6, (4, 128, 1), (128, 1, 1))
        assert_size_stride(permute_90, (3072, 512), (1, 3072))
        assert_size_stride(permute_92, (768, 512), (1, 768))
        assert_size_stride(div_7, (4, 128, 1), (128, 1, 1))
        assert_size_stride(permute_100, (768, 512), (1, 768))
        assert_size_stride(div_8, (4, 128, 1), (128, 1, 1))
        assert_size_stride(permute_102, (3072, 512), (1, 3072))
        assert_size_stride(permute_104, (768, 512), (1, 768))
        assert_size_stride(div_9, (4, 128, 1), (128, 1, 1))
        assert_size_stride(permute_112, (768, 512), (1, 768))
        assert_size_stride(div_10, (4, 128, 1), (128, 1, 1))
        assert_size_stride(permute_114, (3072, 512), (1, 3072))
        assert_size_stride(permute_116, (768, 512), (1, 768))
        assert_size_stride(div_11, (4, 128, 1), (128, 1, 1))
        assert_size_stride(permute_124, (768, 512), (1, 768))
        assert_size_stride(div_12, (4, 128, 1), (128, 1, 1))
        assert_size_stride(permute_126, (3072, 512), (1, 3072))
        assert_size_stride(permute_128, (768, 512), (1, 768))
        assert_size_stride(div_13, (4, 128, 1), (128, 1, 1))
        assert_size_stride(permute_136, (768, 512), (1, 768))
        assert_size_stride(div_14, (4, 128, 1), (128, 1, 1))
        assert_size_stride(permute_138, (3072, 512), (1, 3072))
        assert_size_stride(permute_140, (768, 512), (1, 768))
        assert_size_stride(div_15, (4, 128, 1), (128, 1, 1))
        assert_size_stride(permute_148, (768, 512), (1, 768))
        assert_size_stride(div_16, (4, 128, 1), (128, 1, 1))
        assert_size_stride(permute_150, (3072, 512), (1, 3072))
        assert_size_stride(permute_152, (768, 512), (1, 768))
        assert_size_stride(div_17, (4, 128, 1), (128, 1, 1))
        assert_size_stride(permute_160, (768, 512), (1, 768))
        assert_size_stride(div_18, (4, 128, 1), (128, 1, 1))
        assert_size_stride(permute_162, (3072, 512), (1, 3072))
        assert_size_stride(permute_164, (768, 512), (1, 768))
        assert_size_stride(div_19, (4, 128, 1), (128, 1, 1))
        assert_size_stride(permute_172, (768, 512), (1, 768))
        assert_size_stride(div_20, (4, 128, 1), (128, 1, 1))
        assert_size_stride(permute_174, (3072, 512), (1, 3072))
        assert_size_stride(permute_176, (768, 512), (1, 768))
        assert_size_stride(div_21, (4, 128, 1), (128, 1, 1))
        assert_size_stride(permute_184, (768, 512), (1, 768))
        assert_size_stride(div_22, (4, 128, 1), (128, 1, 1))
        assert_size_stride(permute_186, (3072, 512), (1, 3072))
        assert_size_stride(permute_188, (768, 512), (1, 768))
        assert_size_stride(div_23, (4, 128, 1), (128, 1, 1))
        assert_size_stride(permute_196, (768, 512), (1, 768))
        assert_size_stride(div_24, (4, 128, 1), (128, 1, 1))
        assert_size_stride(tangents_1, (4, 12, 128, 64), (98304, 8192, 64, 1))
        assert_size_stride(tangents_2, (4, 12, 128, 64), (98304, 8192, 64, 1))
        assert_size_stride(tangents_3, (4, 12, 128, 64), (98304, 8192, 64, 1))
        assert_size_stride(tangents_4, (4, 12, 128, 64), (98304, 8192, 64, 1))
        assert_size_stride(tangents_5, (4, 12, 128, 64), (98304, 8192, 64, 1))
        assert_size_stride(tangents_6, (4, 12, 128, 64), (98304, 8192, 64, 1))
        assert_size_stride(tangents_7, (4, 12, 128, 64), (98304, 8192, 64, 1))
        assert_size_stride(tangents_8, (4, 12, 128, 64), (98304, 8192, 64, 1))
        assert_size_stride(tangents_9, (4, 12, 128, 64), (98304, 8192, 64, 1))
        assert_size_stride(tangents_10, (4, 12, 128, 64), (98304, 8192, 64, 1))
        assert_size_stride(tangents_11, (4, 12, 128, 64), (98304, 8192, 64, 1))
        assert_size_stride(tangents_12, (4, 12, 128, 64), (98304, 8192, 64, 1))
        assert_size_stride(tangents_13, (4, 12, 128, 64), (98304, 8192, 64, 1))
        assert_size_stride(tangents_14, (4, 12, 128, 64), (98304, 8192, 64, 1))
        assert_size_stride(tangents_15, (4, 12, 128, 64), (98304, 8192, 64, 1))
        assert_size_stride(tangents_16, (4, 12, 128, 64), (98304, 8192, 64, 1))
        assert_size_stride(tangents_17, (4, 12, 128, 64), (98304, 8192, 64, 1))
        assert_size_stride(tangents_18, (4, 12, 128, 64), (98304, 8192, 64, 1))
        assert_size_stride(tangents_19, (4, 12, 128, 64), (98304, 8192, 64, 1))
        assert_size_stride(tangents_20, (4, 12, 128, 64), (98304, 8192, 64, 1))
        assert_size_stride(tangents_21, (4, 12, 128, 64), (98304, 8192, 64, 1))
        assert_size_stride(tangents_22, (4, 12, 128, 64), (98304, 8192, 64, 1))
        assert_size_stride(tangents_23, (4, 12, 128, 64), (98304, 8192, 64, 1))
        assert_size_stride(tangents_24, (4, 12, 128, 64), (98304, 8192, 64, 1))
        assert_size_stride(tangents_25, (4, 128, 50257), (6432896, 50257, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((512, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_148, logits, permute_51, mm_2], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:1
            extern_kernels.mm(reinterpret_tensor(tangents_25, (512, 50257), (50257, 1), 0), primals_2, out=buf0)
            del primals_2
            buf3 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf8 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_150, mul_149, mul_150, sum_1, mul_151, sum_2, mul_152, sub_26, sub_27, mul_153, convert_element_type, mul_155, clone_24], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.native_dropout_backward]
            # [Provenance debug handles] triton_per_fused_native_dropout_backward_native_layer_norm_backward_view_0:2
            stream0 = get_raw_stream(0)
            triton_per_fused_native_dropout_backward_native_layer_norm_backward_view_0.run(buf0, primals_148, mul_146, div, gt_24, buf3, buf8, 512, 768, stream=stream0)
            del div
            del gt_24
            del primals_148
            buf4 = empty_strided_cuda((768, 4), (1, 768), torch.float32)
            buf6 = empty_strided_cuda((768, 4), (1, 768), torch.float32)
            # Topologically Sorted Source Nodes: [view_150, mul_154, sum_3, sum_4], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_layer_norm_backward_view_1:3
            stream0 = get_raw_stream(0)
            triton_red_fused_native_layer_norm_backward_view_1.run(buf0, mul_146, buf4, buf6, 3072, 128, stream=stream0)
            del mul_146
            buf5 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_150, mul_154, sum_3], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:4
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf4, buf5, 768, 4, stream=stream0)
            buf7 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_150, sum_4], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:5
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf6, buf7, 768, 4, stream=stream0)
            buf9 = empty_strided_cuda((512, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type, mul_155, clone_24, view_151, permute_53, mm_3], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:6
            extern_kernels.mm(reinterpret_tensor(buf8, (512, 768), (768, 1), 0), reinterpret_tensor(primals_147, (768, 3072), (1, 768), 0), out=buf9)
            del primals_147
            buf10 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type, mul_155, clone_24, view_151, mm_4], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:7
            extern_kernels.mm(permute_54, reinterpret_tensor(buf8, (512, 768), (768, 1), 0), out=buf10)
            del permute_54
            buf11 = reinterpret_tensor(buf6, (1, 768, 4), (3072, 1, 768), 0); del buf6  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type, mul_155, clone_24, view_151, sum_5], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_native_dropout_backward_sum_view_3:8
            stream0 = get_raw_stream(0)
            triton_red_fused_native_dropout_backward_sum_view_3.run(buf8, buf11, 3072, 128, stream=stream0)
            buf12 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type, mul_155, clone_24, view_151, sum_5], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:9
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf11, buf12, 768, 4, stream=stream0)
            buf13 = reinterpret_tensor(buf9, (4, 128, 3072), (393216, 3072, 1), 0); del buf9  # reuse
            buf16 = empty_strided_cuda((1, 3072, 4), (12288, 1, 3072), torch.float32)
            # Topologically Sorted Source Nodes: [view_153, x_93, mul_44, mul_157, pow_12, mul_45, add_49, mul_46, tanh_11, add_50, mul_158, mul_159, sub_28, mul_160, mul_161, mul_162, pow_13, mul_163, mul_164, add_102, mul_165, add_103, view_154, sum_6], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.sum]
            # [Provenance debug handles] triton_red_fused_add_mul_pow_sum_tanh_tanh_backward_view_4:10
            stream0 = get_raw_stream(0)
            triton_red_fused_add_mul_pow_sum_tanh_tanh_backward_view_4.run(buf13, addmm_46, buf16, 12288, 128, stream=stream0)
            del addmm_46
            buf14 = reinterpret_tensor(buf8, (512, 768), (768, 1), 0); del buf8  # reuse
            # Topologically Sorted Source Nodes: [view_153, x_93, mul_44, mul_157, pow_12, mul_45, add_49, mul_46, tanh_11, add_50, mul_158, mul_159, sub_28, mul_160, mul_161, mul_162, pow_13, mul_163, mul_164, add_102, mul_165, add_103, view_154, permute_55, mm_5], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:11
            extern_kernels.mm(reinterpret_tensor(buf13, (512, 3072), (3072, 1), 0), reinterpret_tensor(primals_145, (3072, 768), (1, 3072), 0), out=buf14)
            del primals_145
            buf15 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_153, x_93, mul_44, mul_157, pow_12, mul_45, add_49, mul_46, tanh_11, add_50, mul_158, mul_159, sub_28, mul_160, mul_161, mul_162, pow_13, mul_163, mul_164, add_102, mul_165, add_103, view_154, mm_6], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:12
            extern_kernels.mm(permute_56, reinterpret_tensor(buf13, (512, 3072), (3072, 1), 0), out=buf15)
            del permute_56
            buf17 = reinterpret_tensor(buf11, (1, 3072), (3072, 1), 0); del buf11  # reuse
            # Topologically Sorted Source Nodes: [view_153, x_93, mul_44, mul_157, pow_12, mul_45, add_49, mul_46, tanh_11, add_50, mul_158, mul_159, sub_28, mul_160, mul_161, mul_162, pow_13, mul_163, mul_164, add_102, mul_165, add_103, view_154, sum_6], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.sum]
            # [Provenance debug handles] triton_per_fused_add_mul_pow_sum_tanh_tanh_backward_view_5:13
            stream0 = get_raw_stream(0)
            triton_per_fused_add_mul_pow_sum_tanh_tanh_backward_view_5.run(buf16, buf17, 3072, 4, stream=stream0)
            buf24 = buf3; del buf3  # reuse
            buf25 = reinterpret_tensor(buf0, (4, 128, 768), (98304, 768, 1), 0); del buf0  # reuse
            # Topologically Sorted Source Nodes: [view_156, mul_167, mul_168, sum_7, mul_169, sum_8, mul_170, sub_30, sub_31, mul_171, add_104, convert_element_type_1, mul_173, clone_25], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_dropout_backward]
            # [Provenance debug handles] triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6:14
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6.run(buf24, buf14, primals_142, mul_138, div_1, gt_23, buf25, 512, 768, stream=stream0)
            del div_1
            del gt_23
            del primals_142
            buf20 = buf4; del buf4  # reuse
            buf22 = empty_strided_cuda((768, 4), (1, 768), torch.float32)
            # Topologically Sorted Source Nodes: [view_156, mul_172, sum_9, sum_10], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_layer_norm_backward_view_1:15
            stream0 = get_raw_stream(0)
            triton_red_fused_native_layer_norm_backward_view_1.run(buf14, mul_138, buf20, buf22, 3072, 128, stream=stream0)
            del mul_138
            buf21 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_156, mul_172, sum_9], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:16
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf20, buf21, 768, 4, stream=stream0)
            buf23 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_156, sum_10], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:17
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf22, buf23, 768, 4, stream=stream0)
            buf26 = buf14; del buf14  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_1, mul_173, clone_25, view_157, permute_57, mm_7], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:18
            extern_kernels.mm(reinterpret_tensor(buf25, (512, 768), (768, 1), 0), reinterpret_tensor(primals_141, (768, 768), (1, 768), 0), out=buf26)
            del primals_141
            buf27 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_1, mul_173, clone_25, view_157, transpose_47, reshape_11, view_127, permute_58, mm_8], Original ATen: [aten.native_dropout_backward, aten.view, aten.transpose, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:19
            extern_kernels.mm(reinterpret_tensor(getitem_126, (768, 512), (1, 768), 0), reinterpret_tensor(buf25, (512, 768), (768, 1), 0), out=buf27)
            buf28 = reinterpret_tensor(buf22, (1, 768, 4), (3072, 1, 768), 0); del buf22  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_1, mul_173, clone_25, view_157, sum_11], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_native_dropout_backward_sum_view_3:20
            stream0 = get_raw_stream(0)
            triton_red_fused_native_dropout_backward_sum_view_3.run(buf25, buf28, 3072, 128, stream=stream0)
            del buf25
            buf29 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_1, mul_173, clone_25, view_157, sum_11], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:21
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf28, buf29, 768, 4, stream=stream0)
            # Topologically Sorted Source Nodes: [view_159, view_160, permute_59, attn_output, _scaled_dot_product_efficient_attention_backward], Original ATen: [aten.view, aten.transpose, aten.expand, aten._scaled_dot_product_efficient_attention_backward]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention_backward.default:22
            buf30 = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(reinterpret_tensor(buf26, (4, 12, 128, 64), (98304, 64, 768, 1), 0), permute_46, clone_22, clone_23, reinterpret_tensor(where, (4, 12, 128, 128), (16384, 0, 128, 1), 0), getitem_126, getitem_127, getitem_128, getitem_129, 0.1, [True, True, True, False], scale=0.125)
            del buf26
            del clone_22
            del clone_23
            del getitem_126
            del getitem_127
            del getitem_128
            del getitem_129
            del permute_46
            buf31 = buf30[0]
            assert_size_stride(buf31, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf31, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf32 = buf30[1]
            assert_size_stride(buf32, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf32, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf33 = buf30[2]
            assert_size_stride(buf33, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf33, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            del buf30
            buf34 = empty_strided_cuda((4, 128, 2304), (294912, 2304, 1), torch.float32)
            buf37 = empty_strided_cuda((1, 2304, 4), (9216, 1, 2304), torch.float32)
            # Topologically Sorted Source Nodes: [slice_2, slice_1, permute_60, view_161, permute_61, clone_26, view_162, permute_62, clone_27, view_163, cat, view_164, sum_12], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.sum]
            # [Provenance debug handles] triton_red_fused__unsafe_view_add_cat_clone_sum_transpose_view_7:23
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_add_cat_clone_sum_transpose_view_7.run(buf31, tangents_24, buf32, tangents_23, buf33, buf34, buf37, 9216, 128, stream=stream0)
            del buf31
            del tangents_23
            del tangents_24
            buf35 = reinterpret_tensor(buf33, (512, 768), (768, 1), 0); del buf33  # reuse
            # Topologically Sorted Source Nodes: [slice_2, slice_1, permute_60, view_161, permute_61, clone_26, view_162, permute_62, clone_27, view_163, cat, view_164, permute_63, mm_9], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:24
            extern_kernels.mm(reinterpret_tensor(buf34, (512, 2304), (2304, 1), 0), reinterpret_tensor(primals_139, (2304, 768), (1, 2304), 0), out=buf35)
            del primals_139
            buf36 = empty_strided_cuda((768, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_2, slice_1, permute_60, view_161, permute_61, clone_26, view_162, permute_62, clone_27, view_163, cat, view_164, mm_10], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:25
            extern_kernels.mm(permute_64, reinterpret_tensor(buf34, (512, 2304), (2304, 1), 0), out=buf36)
            del permute_64
            buf38 = empty_strided_cuda((1, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_2, slice_1, permute_60, view_161, permute_61, clone_26, view_162, permute_62, clone_27, view_163, cat, view_164, sum_12], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.sum]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_cat_clone_sum_transpose_view_8:26
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_cat_clone_sum_transpose_view_8.run(buf37, buf38, 2304, 4, stream=stream0)
            buf45 = buf24; del buf24  # reuse
            buf46 = reinterpret_tensor(buf32, (4, 128, 768), (98304, 768, 1), 0); del buf32  # reuse
            # Topologically Sorted Source Nodes: [view_166, mul_176, mul_177, sum_13, mul_178, sum_14, mul_179, sub_33, sub_34, mul_180, add_107, convert_element_type_2, mul_182, clone_28], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_dropout_backward]
            # [Provenance debug handles] triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6:27
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6.run(buf45, buf35, primals_136, mul_134, div_2, gt_22, buf46, 512, 768, stream=stream0)
            del div_2
            del gt_22
            del primals_136
            buf41 = reinterpret_tensor(buf28, (768, 4), (1, 768), 0); del buf28  # reuse
            buf43 = buf20; del buf20  # reuse
            # Topologically Sorted Source Nodes: [view_166, mul_181, sum_15, sum_16], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_layer_norm_backward_view_1:28
            stream0 = get_raw_stream(0)
            triton_red_fused_native_layer_norm_backward_view_1.run(buf35, mul_134, buf41, buf43, 3072, 128, stream=stream0)
            del mul_134
            buf42 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_166, mul_181, sum_15], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:29
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf41, buf42, 768, 4, stream=stream0)
            buf44 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_166, sum_16], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:30
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf43, buf44, 768, 4, stream=stream0)
            buf47 = reinterpret_tensor(buf13, (512, 3072), (3072, 1), 0); del buf13  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_2, mul_182, clone_28, view_167, permute_65, mm_11], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:31
            extern_kernels.mm(reinterpret_tensor(buf46, (512, 768), (768, 1), 0), reinterpret_tensor(primals_135, (768, 3072), (1, 768), 0), out=buf47)
            del primals_135
            buf48 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_2, mul_182, clone_28, view_167, mm_12], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:32
            extern_kernels.mm(permute_66, reinterpret_tensor(buf46, (512, 768), (768, 1), 0), out=buf48)
            del permute_66
            buf49 = reinterpret_tensor(buf43, (1, 768, 4), (3072, 1, 768), 0); del buf43  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_2, mul_182, clone_28, view_167, sum_17], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_native_dropout_backward_sum_view_3:33
            stream0 = get_raw_stream(0)
            triton_red_fused_native_dropout_backward_sum_view_3.run(buf46, buf49, 3072, 128, stream=stream0)
            buf50 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_2, mul_182, clone_28, view_167, sum_17], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:34
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf49, buf50, 768, 4, stream=stream0)
            buf51 = reinterpret_tensor(buf47, (4, 128, 3072), (393216, 3072, 1), 0); del buf47  # reuse
            buf54 = buf16; del buf16  # reuse
            # Topologically Sorted Source Nodes: [view_169, x_85, mul_40, mul_184, pow_11, mul_41, add_45, mul_42, tanh_10, add_46, mul_185, mul_186, sub_35, mul_187, mul_188, mul_189, pow_14, mul_190, mul_191, add_108, mul_192, add_109, view_170, sum_18], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.sum]
            # [Provenance debug handles] triton_red_fused_add_mul_pow_sum_tanh_tanh_backward_view_4:35
            stream0 = get_raw_stream(0)
            triton_red_fused_add_mul_pow_sum_tanh_tanh_backward_view_4.run(buf51, addmm_42, buf54, 12288, 128, stream=stream0)
            del addmm_42
            buf52 = reinterpret_tensor(buf46, (512, 768), (768, 1), 0); del buf46  # reuse
            # Topologically Sorted Source Nodes: [view_169, x_85, mul_40, mul_184, pow_11, mul_41, add_45, mul_42, tanh_10, add_46, mul_185, mul_186, sub_35, mul_187, mul_188, mul_189, pow_14, mul_190, mul_191, add_108, mul_192, add_109, view_170, permute_67, mm_13], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:36
            extern_kernels.mm(reinterpret_tensor(buf51, (512, 3072), (3072, 1), 0), reinterpret_tensor(primals_133, (3072, 768), (1, 3072), 0), out=buf52)
            del primals_133
            buf53 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_169, x_85, mul_40, mul_184, pow_11, mul_41, add_45, mul_42, tanh_10, add_46, mul_185, mul_186, sub_35, mul_187, mul_188, mul_189, pow_14, mul_190, mul_191, add_108, mul_192, add_109, view_170, mm_14], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:37
            extern_kernels.mm(permute_68, reinterpret_tensor(buf51, (512, 3072), (3072, 1), 0), out=buf53)
            del permute_68
            buf55 = reinterpret_tensor(buf49, (1, 3072), (3072, 1), 0); del buf49  # reuse
            # Topologically Sorted Source Nodes: [view_169, x_85, mul_40, mul_184, pow_11, mul_41, add_45, mul_42, tanh_10, add_46, mul_185, mul_186, sub_35, mul_187, mul_188, mul_189, pow_14, mul_190, mul_191, add_108, mul_192, add_109, view_170, sum_18], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.sum]
            # [Provenance debug handles] triton_per_fused_add_mul_pow_sum_tanh_tanh_backward_view_5:38
            stream0 = get_raw_stream(0)
            triton_per_fused_add_mul_pow_sum_tanh_tanh_backward_view_5.run(buf54, buf55, 3072, 4, stream=stream0)
            buf62 = buf45; del buf45  # reuse
            buf63 = reinterpret_tensor(buf35, (4, 128, 768), (98304, 768, 1), 0); del buf35  # reuse
            # Topologically Sorted Source Nodes: [view_172, mul_194, mul_195, sum_19, mul_196, sum_20, mul_197, sub_37, sub_38, mul_198, add_110, convert_element_type_3, mul_200, clone_29], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_dropout_backward]
            # [Provenance debug handles] triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6:39
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6.run(buf62, buf52, primals_130, mul_126, div_3, gt_21, buf63, 512, 768, stream=stream0)
            del div_3
            del gt_21
            del primals_130
            buf58 = buf41; del buf41  # reuse
            buf60 = empty_strided_cuda((768, 4), (1, 768), torch.float32)
            # Topologically Sorted Source Nodes: [view_172, mul_199, sum_21, sum_22], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_layer_norm_backward_view_1:40
            stream0 = get_raw_stream(0)
            triton_red_fused_native_layer_norm_backward_view_1.run(buf52, mul_126, buf58, buf60, 3072, 128, stream=stream0)
            del mul_126
            buf59 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_172, mul_199, sum_21], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:41
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf58, buf59, 768, 4, stream=stream0)
            buf61 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_172, sum_22], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:42
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf60, buf61, 768, 4, stream=stream0)
            buf64 = buf52; del buf52  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_3, mul_200, clone_29, view_173, permute_69, mm_15], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:43
            extern_kernels.mm(reinterpret_tensor(buf63, (512, 768), (768, 1), 0), reinterpret_tensor(primals_129, (768, 768), (1, 768), 0), out=buf64)
            del primals_129
            buf65 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_3, mul_200, clone_29, view_173, transpose_43, reshape_10, view_116, permute_70, mm_16], Original ATen: [aten.native_dropout_backward, aten.view, aten.transpose, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:44
            extern_kernels.mm(reinterpret_tensor(getitem_115, (768, 512), (1, 768), 0), reinterpret_tensor(buf63, (512, 768), (768, 1), 0), out=buf65)
            buf66 = reinterpret_tensor(buf60, (1, 768, 4), (3072, 1, 768), 0); del buf60  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_3, mul_200, clone_29, view_173, sum_23], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_native_dropout_backward_sum_view_3:45
            stream0 = get_raw_stream(0)
            triton_red_fused_native_dropout_backward_sum_view_3.run(buf63, buf66, 3072, 128, stream=stream0)
            del buf63
            buf67 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_3, mul_200, clone_29, view_173, sum_23], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:46
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf66, buf67, 768, 4, stream=stream0)
            # Topologically Sorted Source Nodes: [attn_output, view_175, view_176, permute_71, _scaled_dot_product_efficient_attention_backward_1], Original ATen: [aten.expand, aten.view, aten.transpose, aten._scaled_dot_product_efficient_attention_backward]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention_backward.default:47
            buf68 = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(reinterpret_tensor(buf64, (4, 12, 128, 64), (98304, 64, 768, 1), 0), permute_42, clone_20, clone_21, reinterpret_tensor(where, (4, 12, 128, 128), (16384, 0, 128, 1), 0), getitem_115, getitem_116, getitem_117, getitem_118, 0.1, [True, True, True, False], scale=0.125)
            del buf64
            del clone_20
            del clone_21
            del getitem_115
            del getitem_116
            del getitem_117
            del getitem_118
            del permute_42
            buf69 = buf68[0]
            assert_size_stride(buf69, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf69, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf70 = buf68[1]
            assert_size_stride(buf70, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf70, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf71 = buf68[2]
            assert_size_stride(buf71, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf71, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            del buf68
            buf72 = buf34; del buf34  # reuse
            buf75 = buf37; del buf37  # reuse
            # Topologically Sorted Source Nodes: [slice_4, slice_3, permute_72, view_177, permute_73, clone_30, view_178, permute_74, clone_31, view_179, cat_1, view_180, sum_24], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.sum]
            # [Provenance debug handles] triton_red_fused__unsafe_view_add_cat_clone_sum_transpose_view_7:48
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_add_cat_clone_sum_transpose_view_7.run(buf69, tangents_22, buf70, tangents_21, buf71, buf72, buf75, 9216, 128, stream=stream0)
            del buf69
            del tangents_21
            del tangents_22
            buf73 = reinterpret_tensor(buf71, (512, 768), (768, 1), 0); del buf71  # reuse
            # Topologically Sorted Source Nodes: [slice_4, slice_3, permute_72, view_177, permute_73, clone_30, view_178, permute_74, clone_31, view_179, cat_1, view_180, permute_75, mm_17], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:49
            extern_kernels.mm(reinterpret_tensor(buf72, (512, 2304), (2304, 1), 0), reinterpret_tensor(primals_127, (2304, 768), (1, 2304), 0), out=buf73)
            del primals_127
            buf74 = empty_strided_cuda((768, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_4, slice_3, permute_72, view_177, permute_73, clone_30, view_178, permute_74, clone_31, view_179, cat_1, view_180, mm_18], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:50
            extern_kernels.mm(permute_76, reinterpret_tensor(buf72, (512, 2304), (2304, 1), 0), out=buf74)
            del permute_76
            buf76 = empty_strided_cuda((1, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_4, slice_3, permute_72, view_177, permute_73, clone_30, view_178, permute_74, clone_31, view_179, cat_1, view_180, sum_24], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.sum]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_cat_clone_sum_transpose_view_8:51
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_cat_clone_sum_transpose_view_8.run(buf75, buf76, 2304, 4, stream=stream0)
            buf83 = buf62; del buf62  # reuse
            buf84 = reinterpret_tensor(buf70, (4, 128, 768), (98304, 768, 1), 0); del buf70  # reuse
            # Topologically Sorted Source Nodes: [view_182, mul_203, mul_204, sum_25, mul_205, sum_26, mul_206, sub_40, sub_41, mul_207, add_113, convert_element_type_4, mul_209, clone_32], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_dropout_backward]
            # [Provenance debug handles] triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6:52
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6.run(buf83, buf73, primals_124, mul_122, div_4, gt_20, buf84, 512, 768, stream=stream0)
            del div_4
            del gt_20
            del primals_124
            buf79 = reinterpret_tensor(buf66, (768, 4), (1, 768), 0); del buf66  # reuse
            buf81 = buf58; del buf58  # reuse
            # Topologically Sorted Source Nodes: [view_182, mul_208, sum_27, sum_28], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_layer_norm_backward_view_1:53
            stream0 = get_raw_stream(0)
            triton_red_fused_native_layer_norm_backward_view_1.run(buf73, mul_122, buf79, buf81, 3072, 128, stream=stream0)
            del mul_122
            buf80 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_182, mul_208, sum_27], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:54
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf79, buf80, 768, 4, stream=stream0)
            buf82 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_182, sum_28], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:55
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf81, buf82, 768, 4, stream=stream0)
            buf85 = reinterpret_tensor(buf51, (512, 3072), (3072, 1), 0); del buf51  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_4, mul_209, clone_32, view_183, permute_77, mm_19], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:56
            extern_kernels.mm(reinterpret_tensor(buf84, (512, 768), (768, 1), 0), reinterpret_tensor(primals_123, (768, 3072), (1, 768), 0), out=buf85)
            del primals_123
            buf86 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_4, mul_209, clone_32, view_183, mm_20], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:57
            extern_kernels.mm(permute_78, reinterpret_tensor(buf84, (512, 768), (768, 1), 0), out=buf86)
            del permute_78
            buf87 = reinterpret_tensor(buf81, (1, 768, 4), (3072, 1, 768), 0); del buf81  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_4, mul_209, clone_32, view_183, sum_29], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_native_dropout_backward_sum_view_3:58
            stream0 = get_raw_stream(0)
            triton_red_fused_native_dropout_backward_sum_view_3.run(buf84, buf87, 3072, 128, stream=stream0)
            buf88 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_4, mul_209, clone_32, view_183, sum_29], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:59
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf87, buf88, 768, 4, stream=stream0)
            buf89 = reinterpret_tensor(buf85, (4, 128, 3072), (393216, 3072, 1), 0); del buf85  # reuse
            buf92 = buf54; del buf54  # reuse
            # Topologically Sorted Source Nodes: [view_185, x_77, mul_36, mul_211, pow_10, mul_37, add_41, mul_38, tanh_9, add_42, mul_212, mul_213, sub_42, mul_214, mul_215, mul_216, pow_15, mul_217, mul_218, add_114, mul_219, add_115, view_186, sum_30], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.sum]
            # [Provenance debug handles] triton_red_fused_add_mul_pow_sum_tanh_tanh_backward_view_4:60
            stream0 = get_raw_stream(0)
            triton_red_fused_add_mul_pow_sum_tanh_tanh_backward_view_4.run(buf89, addmm_38, buf92, 12288, 128, stream=stream0)
            del addmm_38
            buf90 = reinterpret_tensor(buf84, (512, 768), (768, 1), 0); del buf84  # reuse
            # Topologically Sorted Source Nodes: [view_185, x_77, mul_36, mul_211, pow_10, mul_37, add_41, mul_38, tanh_9, add_42, mul_212, mul_213, sub_42, mul_214, mul_215, mul_216, pow_15, mul_217, mul_218, add_114, mul_219, add_115, view_186, permute_79, mm_21], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:61
            extern_kernels.mm(reinterpret_tensor(buf89, (512, 3072), (3072, 1), 0), reinterpret_tensor(primals_121, (3072, 768), (1, 3072), 0), out=buf90)
            del primals_121
            buf91 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_185, x_77, mul_36, mul_211, pow_10, mul_37, add_41, mul_38, tanh_9, add_42, mul_212, mul_213, sub_42, mul_214, mul_215, mul_216, pow_15, mul_217, mul_218, add_114, mul_219, add_115, view_186, mm_22], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:62
            extern_kernels.mm(permute_80, reinterpret_tensor(buf89, (512, 3072), (3072, 1), 0), out=buf91)
            del permute_80
            buf93 = reinterpret_tensor(buf87, (1, 3072), (3072, 1), 0); del buf87  # reuse
            # Topologically Sorted Source Nodes: [view_185, x_77, mul_36, mul_211, pow_10, mul_37, add_41, mul_38, tanh_9, add_42, mul_212, mul_213, sub_42, mul_214, mul_215, mul_216, pow_15, mul_217, mul_218, add_114, mul_219, add_115, view_186, sum_30], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.sum]
            # [Provenance debug handles] triton_per_fused_add_mul_pow_sum_tanh_tanh_backward_view_5:63
            stream0 = get_raw_stream(0)
            triton_per_fused_add_mul_pow_sum_tanh_tanh_backward_view_5.run(buf92, buf93, 3072, 4, stream=stream0)
            buf100 = buf83; del buf83  # reuse
            buf101 = reinterpret_tensor(buf73, (4, 128, 768), (98304, 768, 1), 0); del buf73  # reuse
            # Topologically Sorted Source Nodes: [view_188, mul_221, mul_222, sum_31, mul_223, sum_32, mul_224, sub_44, sub_45, mul_225, add_116, convert_element_type_5, mul_227, clone_33], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_dropout_backward]
            # [Provenance debug handles] triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6:64
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6.run(buf100, buf90, primals_118, mul_114, div_5, gt_19, buf101, 512, 768, stream=stream0)
            del div_5
            del gt_19
            del primals_118
            buf96 = buf79; del buf79  # reuse
            buf98 = empty_strided_cuda((768, 4), (1, 768), torch.float32)
            # Topologically Sorted Source Nodes: [view_188, mul_226, sum_33, sum_34], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_layer_norm_backward_view_1:65
            stream0 = get_raw_stream(0)
            triton_red_fused_native_layer_norm_backward_view_1.run(buf90, mul_114, buf96, buf98, 3072, 128, stream=stream0)
            del mul_114
            buf97 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_188, mul_226, sum_33], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:66
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf96, buf97, 768, 4, stream=stream0)
            buf99 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_188, sum_34], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:67
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf98, buf99, 768, 4, stream=stream0)
            buf102 = buf90; del buf90  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_5, mul_227, clone_33, view_189, permute_81, mm_23], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:68
            extern_kernels.mm(reinterpret_tensor(buf101, (512, 768), (768, 1), 0), reinterpret_tensor(primals_117, (768, 768), (1, 768), 0), out=buf102)
            del primals_117
            buf103 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_5, mul_227, clone_33, view_189, transpose_39, reshape_9, view_105, permute_82, mm_24], Original ATen: [aten.native_dropout_backward, aten.view, aten.transpose, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:69
            extern_kernels.mm(reinterpret_tensor(getitem_104, (768, 512), (1, 768), 0), reinterpret_tensor(buf101, (512, 768), (768, 1), 0), out=buf103)
            buf104 = reinterpret_tensor(buf98, (1, 768, 4), (3072, 1, 768), 0); del buf98  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_5, mul_227, clone_33, view_189, sum_35], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_native_dropout_backward_sum_view_3:70
            stream0 = get_raw_stream(0)
            triton_red_fused_native_dropout_backward_sum_view_3.run(buf101, buf104, 3072, 128, stream=stream0)
            del buf101
            buf105 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_5, mul_227, clone_33, view_189, sum_35], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:71
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf104, buf105, 768, 4, stream=stream0)
            # Topologically Sorted Source Nodes: [attn_output, view_191, view_192, permute_83, _scaled_dot_product_efficient_attention_backward_2], Original ATen: [aten.expand, aten.view, aten.transpose, aten._scaled_dot_product_efficient_attention_backward]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention_backward.default:72
            buf106 = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(reinterpret_tensor(buf102, (4, 12, 128, 64), (98304, 64, 768, 1), 0), permute_38, clone_18, clone_19, reinterpret_tensor(where, (4, 12, 128, 128), (16384, 0, 128, 1), 0), getitem_104, getitem_105, getitem_106, getitem_107, 0.1, [True, True, True, False], scale=0.125)
            del buf102
            del clone_18
            del clone_19
            del getitem_104
            del getitem_105
            del getitem_106
            del getitem_107
            del permute_38
            buf107 = buf106[0]
            assert_size_stride(buf107, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf107, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf108 = buf106[1]
            assert_size_stride(buf108, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf108, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf109 = buf106[2]
            assert_size_stride(buf109, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf109, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            del buf106
            buf110 = buf72; del buf72  # reuse
            buf113 = buf75; del buf75  # reuse
            # Topologically Sorted Source Nodes: [slice_6, slice_5, permute_84, view_193, permute_85, clone_34, view_194, permute_86, clone_35, view_195, cat_2, view_196, sum_36], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.sum]
            # [Provenance debug handles] triton_red_fused__unsafe_view_add_cat_clone_sum_transpose_view_7:73
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_add_cat_clone_sum_transpose_view_7.run(buf107, tangents_20, buf108, tangents_19, buf109, buf110, buf113, 9216, 128, stream=stream0)
            del buf107
            del tangents_19
            del tangents_20
            buf111 = reinterpret_tensor(buf109, (512, 768), (768, 1), 0); del buf109  # reuse
            # Topologically Sorted Source Nodes: [slice_6, slice_5, permute_84, view_193, permute_85, clone_34, view_194, permute_86, clone_35, view_195, cat_2, view_196, permute_87, mm_25], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:74
            extern_kernels.mm(reinterpret_tensor(buf110, (512, 2304), (2304, 1), 0), reinterpret_tensor(primals_115, (2304, 768), (1, 2304), 0), out=buf111)
            del primals_115
            buf112 = empty_strided_cuda((768, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_6, slice_5, permute_84, view_193, permute_85, clone_34, view_194, permute_86, clone_35, view_195, cat_2, view_196, mm_26], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:75
            extern_kernels.mm(permute_88, reinterpret_tensor(buf110, (512, 2304), (2304, 1), 0), out=buf112)
            del permute_88
            buf114 = empty_strided_cuda((1, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_6, slice_5, permute_84, view_193, permute_85, clone_34, view_194, permute_86, clone_35, view_195, cat_2, view_196, sum_36], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.sum]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_cat_clone_sum_transpose_view_8:76
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_cat_clone_sum_transpose_view_8.run(buf113, buf114, 2304, 4, stream=stream0)
            buf121 = buf100; del buf100  # reuse
            buf122 = reinterpret_tensor(buf108, (4, 128, 768), (98304, 768, 1), 0); del buf108  # reuse
            # Topologically Sorted Source Nodes: [view_198, mul_230, mul_231, sum_37, mul_232, sum_38, mul_233, sub_47, sub_48, mul_234, add_119, convert_element_type_6, mul_236, clone_36], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_dropout_backward]
            # [Provenance debug handles] triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6:77
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6.run(buf121, buf111, primals_112, mul_110, div_6, gt_18, buf122, 512, 768, stream=stream0)
            del div_6
            del gt_18
            del primals_112
            buf117 = reinterpret_tensor(buf104, (768, 4), (1, 768), 0); del buf104  # reuse
            buf119 = buf96; del buf96  # reuse
            # Topologically Sorted Source Nodes: [view_198, mul_235, sum_39, sum_40], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_layer_norm_backward_view_1:78
            stream0 = get_raw_stream(0)
            triton_red_fused_native_layer_norm_backward_view_1.run(buf111, mul_110, buf117, buf119, 3072, 128, stream=stream0)
            del mul_110
            buf118 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_198, mul_235, sum_39], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:79
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf117, buf118, 768, 4, stream=stream0)
            buf120 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_198, sum_40], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:80
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf119, buf120, 768, 4, stream=stream0)
            buf123 = reinterpret_tensor(buf89, (512, 3072), (3072, 1), 0); del buf89  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_6, mul_236, clone_36, view_199, permute_89, mm_27], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:81
            extern_kernels.mm(reinterpret_tensor(buf122, (512, 768), (768, 1), 0), reinterpret_tensor(primals_111, (768, 3072), (1, 768), 0), out=buf123)
            del primals_111
            buf124 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_6, mul_236, clone_36, view_199, mm_28], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:82
            extern_kernels.mm(permute_90, reinterpret_tensor(buf122, (512, 768), (768, 1), 0), out=buf124)
            del permute_90
            buf125 = reinterpret_tensor(buf119, (1, 768, 4), (3072, 1, 768), 0); del buf119  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_6, mul_236, clone_36, view_199, sum_41], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_native_dropout_backward_sum_view_3:83
            stream0 = get_raw_stream(0)
            triton_red_fused_native_dropout_backward_sum_view_3.run(buf122, buf125, 3072, 128, stream=stream0)
            buf126 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_6, mul_236, clone_36, view_199, sum_41], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:84
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf125, buf126, 768, 4, stream=stream0)
            buf127 = reinterpret_tensor(buf123, (4, 128, 3072), (393216, 3072, 1), 0); del buf123  # reuse
            buf130 = buf92; del buf92  # reuse
            # Topologically Sorted Source Nodes: [view_201, x_69, mul_32, mul_238, pow_9, mul_33, add_37, mul_34, tanh_8, add_38, mul_239, mul_240, sub_49, mul_241, mul_242, mul_243, pow_16, mul_244, mul_245, add_120, mul_246, add_121, view_202, sum_42], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.sum]
            # [Provenance debug handles] triton_red_fused_add_mul_pow_sum_tanh_tanh_backward_view_4:85
            stream0 = get_raw_stream(0)
            triton_red_fused_add_mul_pow_sum_tanh_tanh_backward_view_4.run(buf127, addmm_34, buf130, 12288, 128, stream=stream0)
            del addmm_34
            buf128 = reinterpret_tensor(buf122, (512, 768), (768, 1), 0); del buf122  # reuse
            # Topologically Sorted Source Nodes: [view_201, x_69, mul_32, mul_238, pow_9, mul_33, add_37, mul_34, tanh_8, add_38, mul_239, mul_240, sub_49, mul_241, mul_242, mul_243, pow_16, mul_244, mul_245, add_120, mul_246, add_121, view_202, permute_91, mm_29], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:86
            extern_kernels.mm(reinterpret_tensor(buf127, (512, 3072), (3072, 1), 0), reinterpret_tensor(primals_109, (3072, 768), (1, 3072), 0), out=buf128)
            del primals_109
            buf129 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_201, x_69, mul_32, mul_238, pow_9, mul_33, add_37, mul_34, tanh_8, add_38, mul_239, mul_240, sub_49, mul_241, mul_242, mul_243, pow_16, mul_244, mul_245, add_120, mul_246, add_121, view_202, mm_30], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:87
            extern_kernels.mm(permute_92, reinterpret_tensor(buf127, (512, 3072), (3072, 1), 0), out=buf129)
            del permute_92
            buf131 = reinterpret_tensor(buf125, (1, 3072), (3072, 1), 0); del buf125  # reuse
            # Topologically Sorted Source Nodes: [view_201, x_69, mul_32, mul_238, pow_9, mul_33, add_37, mul_34, tanh_8, add_38, mul_239, mul_240, sub_49, mul_241, mul_242, mul_243, pow_16, mul_244, mul_245, add_120, mul_246, add_121, view_202, sum_42], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.sum]
            # [Provenance debug handles] triton_per_fused_add_mul_pow_sum_tanh_tanh_backward_view_5:88
            stream0 = get_raw_stream(0)
            triton_per_fused_add_mul_pow_sum_tanh_tanh_backward_view_5.run(buf130, buf131, 3072, 4, stream=stream0)
            buf138 = buf121; del buf121  # reuse
            buf139 = reinterpret_tensor(buf111, (4, 128, 768), (98304, 768, 1), 0); del buf111  # reuse
            # Topologically Sorted Source Nodes: [view_204, mul_248, mul_249, sum_43, mul_250, sum_44, mul_251, sub_51, sub_52, mul_252, add_122, convert_element_type_7, mul_254, clone_37], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_dropout_backward]
            # [Provenance debug handles] triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6:89
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6.run(buf138, buf128, primals_106, mul_102, div_7, gt_17, buf139, 512, 768, stream=stream0)
            del div_7
            del gt_17
            del primals_106
            buf134 = buf117; del buf117  # reuse
            buf136 = empty_strided_cuda((768, 4), (1, 768), torch.float32)
            # Topologically Sorted Source Nodes: [view_204, mul_253, sum_45, sum_46], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_layer_norm_backward_view_1:90
            stream0 = get_raw_stream(0)
            triton_red_fused_native_layer_norm_backward_view_1.run(buf128, mul_102, buf134, buf136, 3072, 128, stream=stream0)
            del mul_102
            buf135 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_204, mul_253, sum_45], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:91
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf134, buf135, 768, 4, stream=stream0)
            buf137 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_204, sum_46], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:92
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf136, buf137, 768, 4, stream=stream0)
            buf140 = buf128; del buf128  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_7, mul_254, clone_37, view_205, permute_93, mm_31], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:93
            extern_kernels.mm(reinterpret_tensor(buf139, (512, 768), (768, 1), 0), reinterpret_tensor(primals_105, (768, 768), (1, 768), 0), out=buf140)
            del primals_105
            buf141 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_7, mul_254, clone_37, view_205, transpose_35, reshape_8, view_94, permute_94, mm_32], Original ATen: [aten.native_dropout_backward, aten.view, aten.transpose, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:94
            extern_kernels.mm(reinterpret_tensor(getitem_93, (768, 512), (1, 768), 0), reinterpret_tensor(buf139, (512, 768), (768, 1), 0), out=buf141)
            buf142 = reinterpret_tensor(buf136, (1, 768, 4), (3072, 1, 768), 0); del buf136  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_7, mul_254, clone_37, view_205, sum_47], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_native_dropout_backward_sum_view_3:95
            stream0 = get_raw_stream(0)
            triton_red_fused_native_dropout_backward_sum_view_3.run(buf139, buf142, 3072, 128, stream=stream0)
            del buf139
            buf143 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_7, mul_254, clone_37, view_205, sum_47], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:96
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf142, buf143, 768, 4, stream=stream0)
            # Topologically Sorted Source Nodes: [attn_output, view_207, view_208, permute_95, _scaled_dot_product_efficient_attention_backward_3], Original ATen: [aten.expand, aten.view, aten.transpose, aten._scaled_dot_product_efficient_attention_backward]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention_backward.default:97
            buf144 = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(reinterpret_tensor(buf140, (4, 12, 128, 64), (98304, 64, 768, 1), 0), permute_34, clone_16, clone_17, reinterpret_tensor(where, (4, 12, 128, 128), (16384, 0, 128, 1), 0), getitem_93, getitem_94, getitem_95, getitem_96, 0.1, [True, True, True, False], scale=0.125)
            del buf140
            del clone_16
            del clone_17
            del getitem_93
            del getitem_94
            del getitem_95
            del getitem_96
            del permute_34
            buf145 = buf144[0]
            assert_size_stride(buf145, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf145, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf146 = buf144[1]
            assert_size_stride(buf146, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf146, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf147 = buf144[2]
            assert_size_stride(buf147, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf147, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            del buf144
            buf148 = buf110; del buf110  # reuse
            buf151 = buf113; del buf113  # reuse
            # Topologically Sorted Source Nodes: [slice_8, slice_7, permute_96, view_209, permute_97, clone_38, view_210, permute_98, clone_39, view_211, cat_3, view_212, sum_48], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.sum]
            # [Provenance debug handles] triton_red_fused__unsafe_view_add_cat_clone_sum_transpose_view_7:98
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_add_cat_clone_sum_transpose_view_7.run(buf145, tangents_18, buf146, tangents_17, buf147, buf148, buf151, 9216, 128, stream=stream0)
            del buf145
            del tangents_17
            del tangents_18
            buf149 = reinterpret_tensor(buf147, (512, 768), (768, 1), 0); del buf147  # reuse
            # Topologically Sorted Source Nodes: [slice_8, slice_7, permute_96, view_209, permute_97, clone_38, view_210, permute_98, clone_39, view_211, cat_3, view_212, permute_99, mm_33], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:99
            extern_kernels.mm(reinterpret_tensor(buf148, (512, 2304), (2304, 1), 0), reinterpret_tensor(primals_103, (2304, 768), (1, 2304), 0), out=buf149)
            del primals_103
            buf150 = empty_strided_cuda((768, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_8, slice_7, permute_96, view_209, permute_97, clone_38, view_210, permute_98, clone_39, view_211, cat_3, view_212, mm_34], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:100
            extern_kernels.mm(permute_100, reinterpret_tensor(buf148, (512, 2304), (2304, 1), 0), out=buf150)
            del permute_100
            buf152 = empty_strided_cuda((1, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_8, slice_7, permute_96, view_209, permute_97, clone_38, view_210, permute_98, clone_39, view_211, cat_3, view_212, sum_48], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.sum]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_cat_clone_sum_transpose_view_8:101
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_cat_clone_sum_transpose_view_8.run(buf151, buf152, 2304, 4, stream=stream0)
            buf159 = buf138; del buf138  # reuse
            buf160 = reinterpret_tensor(buf146, (4, 128, 768), (98304, 768, 1), 0); del buf146  # reuse
            # Topologically Sorted Source Nodes: [view_214, mul_257, mul_258, sum_49, mul_259, sum_50, mul_260, sub_54, sub_55, mul_261, add_125, convert_element_type_8, mul_263, clone_40], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_dropout_backward]
            # [Provenance debug handles] triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6:102
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6.run(buf159, buf149, primals_100, mul_98, div_8, gt_16, buf160, 512, 768, stream=stream0)
            del div_8
            del gt_16
            del primals_100
            buf155 = reinterpret_tensor(buf142, (768, 4), (1, 768), 0); del buf142  # reuse
            buf157 = buf134; del buf134  # reuse
            # Topologically Sorted Source Nodes: [view_214, mul_262, sum_51, sum_52], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_layer_norm_backward_view_1:103
            stream0 = get_raw_stream(0)
            triton_red_fused_native_layer_norm_backward_view_1.run(buf149, mul_98, buf155, buf157, 3072, 128, stream=stream0)
            del mul_98
            buf156 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_214, mul_262, sum_51], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:104
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf155, buf156, 768, 4, stream=stream0)
            buf158 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_214, sum_52], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:105
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf157, buf158, 768, 4, stream=stream0)
            buf161 = reinterpret_tensor(buf127, (512, 3072), (3072, 1), 0); del buf127  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_8, mul_263, clone_40, view_215, permute_101, mm_35], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:106
            extern_kernels.mm(reinterpret_tensor(buf160, (512, 768), (768, 1), 0), reinterpret_tensor(primals_99, (768, 3072), (1, 768), 0), out=buf161)
            del primals_99
            buf162 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_8, mul_263, clone_40, view_215, mm_36], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:107
            extern_kernels.mm(permute_102, reinterpret_tensor(buf160, (512, 768), (768, 1), 0), out=buf162)
            del permute_102
            buf163 = reinterpret_tensor(buf157, (1, 768, 4), (3072, 1, 768), 0); del buf157  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_8, mul_263, clone_40, view_215, sum_53], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_native_dropout_backward_sum_view_3:108
            stream0 = get_raw_stream(0)
            triton_red_fused_native_dropout_backward_sum_view_3.run(buf160, buf163, 3072, 128, stream=stream0)
            buf164 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_8, mul_263, clone_40, view_215, sum_53], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:109
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf163, buf164, 768, 4, stream=stream0)
            buf165 = reinterpret_tensor(buf161, (4, 128, 3072), (393216, 3072, 1), 0); del buf161  # reuse
            buf168 = buf130; del buf130  # reuse
            # Topologically Sorted Source Nodes: [view_217, x_61, mul_28, mul_265, pow_8, mul_29, add_33, mul_30, tanh_7, add_34, mul_266, mul_267, sub_56, mul_268, mul_269, mul_270, pow_17, mul_271, mul_272, add_126, mul_273, add_127, view_218, sum_54], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.sum]
            # [Provenance debug handles] triton_red_fused_add_mul_pow_sum_tanh_tanh_backward_view_4:110
            stream0 = get_raw_stream(0)
            triton_red_fused_add_mul_pow_sum_tanh_tanh_backward_view_4.run(buf165, addmm_30, buf168, 12288, 128, stream=stream0)
            del addmm_30
            buf166 = reinterpret_tensor(buf160, (512, 768), (768, 1), 0); del buf160  # reuse
            # Topologically Sorted Source Nodes: [view_217, x_61, mul_28, mul_265, pow_8, mul_29, add_33, mul_30, tanh_7, add_34, mul_266, mul_267, sub_56, mul_268, mul_269, mul_270, pow_17, mul_271, mul_272, add_126, mul_273, add_127, view_218, permute_103, mm_37], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:111
            extern_kernels.mm(reinterpret_tensor(buf165, (512, 3072), (3072, 1), 0), reinterpret_tensor(primals_97, (3072, 768), (1, 3072), 0), out=buf166)
            del primals_97
            buf167 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_217, x_61, mul_28, mul_265, pow_8, mul_29, add_33, mul_30, tanh_7, add_34, mul_266, mul_267, sub_56, mul_268, mul_269, mul_270, pow_17, mul_271, mul_272, add_126, mul_273, add_127, view_218, mm_38], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:112
            extern_kernels.mm(permute_104, reinterpret_tensor(buf165, (512, 3072), (3072, 1), 0), out=buf167)
            del permute_104
            buf169 = reinterpret_tensor(buf163, (1, 3072), (3072, 1), 0); del buf163  # reuse
            # Topologically Sorted Source Nodes: [view_217, x_61, mul_28, mul_265, pow_8, mul_29, add_33, mul_30, tanh_7, add_34, mul_266, mul_267, sub_56, mul_268, mul_269, mul_270, pow_17, mul_271, mul_272, add_126, mul_273, add_127, view_218, sum_54], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.sum]
            # [Provenance debug handles] triton_per_fused_add_mul_pow_sum_tanh_tanh_backward_view_5:113
            stream0 = get_raw_stream(0)
            triton_per_fused_add_mul_pow_sum_tanh_tanh_backward_view_5.run(buf168, buf169, 3072, 4, stream=stream0)
            buf176 = buf159; del buf159  # reuse
            buf177 = reinterpret_tensor(buf149, (4, 128, 768), (98304, 768, 1), 0); del buf149  # reuse
            # Topologically Sorted Source Nodes: [view_220, mul_275, mul_276, sum_55, mul_277, sum_56, mul_278, sub_58, sub_59, mul_279, add_128, convert_element_type_9, mul_281, clone_41], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_dropout_backward]
            # [Provenance debug handles] triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6:114
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6.run(buf176, buf166, primals_94, mul_90, div_9, gt_15, buf177, 512, 768, stream=stream0)
            del div_9
            del gt_15
            del primals_94
            buf172 = buf155; del buf155  # reuse
            buf174 = empty_strided_cuda((768, 4), (1, 768), torch.float32)
            # Topologically Sorted Source Nodes: [view_220, mul_280, sum_57, sum_58], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_layer_norm_backward_view_1:115
            stream0 = get_raw_stream(0)
            triton_red_fused_native_layer_norm_backward_view_1.run(buf166, mul_90, buf172, buf174, 3072, 128, stream=stream0)
            del mul_90
            buf173 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_220, mul_280, sum_57], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:116
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf172, buf173, 768, 4, stream=stream0)
            buf175 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_220, sum_58], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:117
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf174, buf175, 768, 4, stream=stream0)
            buf178 = buf166; del buf166  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_9, mul_281, clone_41, view_221, permute_105, mm_39], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:118
            extern_kernels.mm(reinterpret_tensor(buf177, (512, 768), (768, 1), 0), reinterpret_tensor(primals_93, (768, 768), (1, 768), 0), out=buf178)
            del primals_93
            buf179 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_9, mul_281, clone_41, view_221, transpose_31, reshape_7, view_83, permute_106, mm_40], Original ATen: [aten.native_dropout_backward, aten.view, aten.transpose, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:119
            extern_kernels.mm(reinterpret_tensor(getitem_82, (768, 512), (1, 768), 0), reinterpret_tensor(buf177, (512, 768), (768, 1), 0), out=buf179)
            buf180 = reinterpret_tensor(buf174, (1, 768, 4), (3072, 1, 768), 0); del buf174  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_9, mul_281, clone_41, view_221, sum_59], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_native_dropout_backward_sum_view_3:120
            stream0 = get_raw_stream(0)
            triton_red_fused_native_dropout_backward_sum_view_3.run(buf177, buf180, 3072, 128, stream=stream0)
            del buf177
            buf181 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_9, mul_281, clone_41, view_221, sum_59], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:121
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf180, buf181, 768, 4, stream=stream0)
            # Topologically Sorted Source Nodes: [attn_output, view_223, view_224, permute_107, _scaled_dot_product_efficient_attention_backward_4], Original ATen: [aten.expand, aten.view, aten.transpose, aten._scaled_dot_product_efficient_attention_backward]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention_backward.default:122
            buf182 = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(reinterpret_tensor(buf178, (4, 12, 128, 64), (98304, 64, 768, 1), 0), permute_30, clone_14, clone_15, reinterpret_tensor(where, (4, 12, 128, 128), (16384, 0, 128, 1), 0), getitem_82, getitem_83, getitem_84, getitem_85, 0.1, [True, True, True, False], scale=0.125)
            del buf178
            del clone_14
            del clone_15
            del getitem_82
            del getitem_83
            del getitem_84
            del getitem_85
            del permute_30
            buf183 = buf182[0]
            assert_size_stride(buf183, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf183, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf184 = buf182[1]
            assert_size_stride(buf184, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf184, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf185 = buf182[2]
            assert_size_stride(buf185, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf185, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            del buf182
            buf186 = buf148; del buf148  # reuse
            buf189 = buf151; del buf151  # reuse
            # Topologically Sorted Source Nodes: [slice_10, slice_9, permute_108, view_225, permute_109, clone_42, view_226, permute_110, clone_43, view_227, cat_4, view_228, sum_60], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.sum]
            # [Provenance debug handles] triton_red_fused__unsafe_view_add_cat_clone_sum_transpose_view_7:123
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_add_cat_clone_sum_transpose_view_7.run(buf183, tangents_16, buf184, tangents_15, buf185, buf186, buf189, 9216, 128, stream=stream0)
            del buf183
            del tangents_15
            del tangents_16
            buf187 = reinterpret_tensor(buf185, (512, 768), (768, 1), 0); del buf185  # reuse
            # Topologically Sorted Source Nodes: [slice_10, slice_9, permute_108, view_225, permute_109, clone_42, view_226, permute_110, clone_43, view_227, cat_4, view_228, permute_111, mm_41], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:124
            extern_kernels.mm(reinterpret_tensor(buf186, (512, 2304), (2304, 1), 0), reinterpret_tensor(primals_91, (2304, 768), (1, 2304), 0), out=buf187)
            del primals_91
            buf188 = empty_strided_cuda((768, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_10, slice_9, permute_108, view_225, permute_109, clone_42, view_226, permute_110, clone_43, view_227, cat_4, view_228, mm_42], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:125
            extern_kernels.mm(permute_112, reinterpret_tensor(buf186, (512, 2304), (2304, 1), 0), out=buf188)
            del permute_112
            buf190 = empty_strided_cuda((1, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_10, slice_9, permute_108, view_225, permute_109, clone_42, view_226, permute_110, clone_43, view_227, cat_4, view_228, sum_60], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.sum]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_cat_clone_sum_transpose_view_8:126
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_cat_clone_sum_transpose_view_8.run(buf189, buf190, 2304, 4, stream=stream0)
            buf197 = buf176; del buf176  # reuse
            buf198 = reinterpret_tensor(buf184, (4, 128, 768), (98304, 768, 1), 0); del buf184  # reuse
            # Topologically Sorted Source Nodes: [view_230, mul_284, mul_285, sum_61, mul_286, sum_62, mul_287, sub_61, sub_62, mul_288, add_131, convert_element_type_10, mul_290, clone_44], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_dropout_backward]
            # [Provenance debug handles] triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6:127
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6.run(buf197, buf187, primals_88, mul_86, div_10, gt_14, buf198, 512, 768, stream=stream0)
            del div_10
            del gt_14
            del primals_88
            buf193 = reinterpret_tensor(buf180, (768, 4), (1, 768), 0); del buf180  # reuse
            buf195 = buf172; del buf172  # reuse
            # Topologically Sorted Source Nodes: [view_230, mul_289, sum_63, sum_64], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_layer_norm_backward_view_1:128
            stream0 = get_raw_stream(0)
            triton_red_fused_native_layer_norm_backward_view_1.run(buf187, mul_86, buf193, buf195, 3072, 128, stream=stream0)
            del mul_86
            buf194 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_230, mul_289, sum_63], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:129
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf193, buf194, 768, 4, stream=stream0)
            buf196 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_230, sum_64], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:130
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf195, buf196, 768, 4, stream=stream0)
            buf199 = reinterpret_tensor(buf165, (512, 3072), (3072, 1), 0); del buf165  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_10, mul_290, clone_44, view_231, permute_113, mm_43], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:131
            extern_kernels.mm(reinterpret_tensor(buf198, (512, 768), (768, 1), 0), reinterpret_tensor(primals_87, (768, 3072), (1, 768), 0), out=buf199)
            del primals_87
            buf200 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_10, mul_290, clone_44, view_231, mm_44], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:132
            extern_kernels.mm(permute_114, reinterpret_tensor(buf198, (512, 768), (768, 1), 0), out=buf200)
            del permute_114
            buf201 = reinterpret_tensor(buf195, (1, 768, 4), (3072, 1, 768), 0); del buf195  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_10, mul_290, clone_44, view_231, sum_65], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_native_dropout_backward_sum_view_3:133
            stream0 = get_raw_stream(0)
            triton_red_fused_native_dropout_backward_sum_view_3.run(buf198, buf201, 3072, 128, stream=stream0)
            buf202 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_10, mul_290, clone_44, view_231, sum_65], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:134
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf201, buf202, 768, 4, stream=stream0)
            buf203 = reinterpret_tensor(buf199, (4, 128, 3072), (393216, 3072, 1), 0); del buf199  # reuse
            buf206 = buf168; del buf168  # reuse
            # Topologically Sorted Source Nodes: [view_233, x_53, mul_24, mul_292, pow_7, mul_25, add_29, mul_26, tanh_6, add_30, mul_293, mul_294, sub_63, mul_295, mul_296, mul_297, pow_18, mul_298, mul_299, add_132, mul_300, add_133, view_234, sum_66], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.sum]
            # [Provenance debug handles] triton_red_fused_add_mul_pow_sum_tanh_tanh_backward_view_4:135
            stream0 = get_raw_stream(0)
            triton_red_fused_add_mul_pow_sum_tanh_tanh_backward_view_4.run(buf203, addmm_26, buf206, 12288, 128, stream=stream0)
            del addmm_26
            buf204 = reinterpret_tensor(buf198, (512, 768), (768, 1), 0); del buf198  # reuse
            # Topologically Sorted Source Nodes: [view_233, x_53, mul_24, mul_292, pow_7, mul_25, add_29, mul_26, tanh_6, add_30, mul_293, mul_294, sub_63, mul_295, mul_296, mul_297, pow_18, mul_298, mul_299, add_132, mul_300, add_133, view_234, permute_115, mm_45], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:136
            extern_kernels.mm(reinterpret_tensor(buf203, (512, 3072), (3072, 1), 0), reinterpret_tensor(primals_85, (3072, 768), (1, 3072), 0), out=buf204)
            del primals_85
            buf205 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_233, x_53, mul_24, mul_292, pow_7, mul_25, add_29, mul_26, tanh_6, add_30, mul_293, mul_294, sub_63, mul_295, mul_296, mul_297, pow_18, mul_298, mul_299, add_132, mul_300, add_133, view_234, mm_46], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:137
            extern_kernels.mm(permute_116, reinterpret_tensor(buf203, (512, 3072), (3072, 1), 0), out=buf205)
            del permute_116
            buf207 = reinterpret_tensor(buf201, (1, 3072), (3072, 1), 0); del buf201  # reuse
            # Topologically Sorted Source Nodes: [view_233, x_53, mul_24, mul_292, pow_7, mul_25, add_29, mul_26, tanh_6, add_30, mul_293, mul_294, sub_63, mul_295, mul_296, mul_297, pow_18, mul_298, mul_299, add_132, mul_300, add_133, view_234, sum_66], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.sum]
            # [Provenance debug handles] triton_per_fused_add_mul_pow_sum_tanh_tanh_backward_view_5:138
            stream0 = get_raw_stream(0)
            triton_per_fused_add_mul_pow_sum_tanh_tanh_backward_view_5.run(buf206, buf207, 3072, 4, stream=stream0)
            buf214 = buf197; del buf197  # reuse
            buf215 = reinterpret_tensor(buf187, (4, 128, 768), (98304, 768, 1), 0); del buf187  # reuse
            # Topologically Sorted Source Nodes: [view_236, mul_302, mul_303, sum_67, mul_304, sum_68, mul_305, sub_65, sub_66, mul_306, add_134, convert_element_type_11, mul_308, clone_45], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_dropout_backward]
            # [Provenance debug handles] triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6:139
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6.run(buf214, buf204, primals_82, mul_78, div_11, gt_13, buf215, 512, 768, stream=stream0)
            del div_11
            del gt_13
            del primals_82
            buf210 = buf193; del buf193  # reuse
            buf212 = empty_strided_cuda((768, 4), (1, 768), torch.float32)
            # Topologically Sorted Source Nodes: [view_236, mul_307, sum_69, sum_70], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_layer_norm_backward_view_1:140
            stream0 = get_raw_stream(0)
            triton_red_fused_native_layer_norm_backward_view_1.run(buf204, mul_78, buf210, buf212, 3072, 128, stream=stream0)
            del mul_78
            buf211 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_236, mul_307, sum_69], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:141
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf210, buf211, 768, 4, stream=stream0)
            buf213 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_236, sum_70], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:142
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf212, buf213, 768, 4, stream=stream0)
            buf216 = buf204; del buf204  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_11, mul_308, clone_45, view_237, permute_117, mm_47], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:143
            extern_kernels.mm(reinterpret_tensor(buf215, (512, 768), (768, 1), 0), reinterpret_tensor(primals_81, (768, 768), (1, 768), 0), out=buf216)
            del primals_81
            buf217 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_11, mul_308, clone_45, view_237, transpose_27, reshape_6, view_72, permute_118, mm_48], Original ATen: [aten.native_dropout_backward, aten.view, aten.transpose, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:144
            extern_kernels.mm(reinterpret_tensor(getitem_71, (768, 512), (1, 768), 0), reinterpret_tensor(buf215, (512, 768), (768, 1), 0), out=buf217)
            buf218 = reinterpret_tensor(buf212, (1, 768, 4), (3072, 1, 768), 0); del buf212  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_11, mul_308, clone_45, view_237, sum_71], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_native_dropout_backward_sum_view_3:145
            stream0 = get_raw_stream(0)
            triton_red_fused_native_dropout_backward_sum_view_3.run(buf215, buf218, 3072, 128, stream=stream0)
            del buf215
            buf219 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_11, mul_308, clone_45, view_237, sum_71], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:146
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf218, buf219, 768, 4, stream=stream0)
            # Topologically Sorted Source Nodes: [attn_output, view_239, view_240, permute_119, _scaled_dot_product_efficient_attention_backward_5], Original ATen: [aten.expand, aten.view, aten.transpose, aten._scaled_dot_product_efficient_attention_backward]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention_backward.default:147
            buf220 = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(reinterpret_tensor(buf216, (4, 12, 128, 64), (98304, 64, 768, 1), 0), permute_26, clone_12, clone_13, reinterpret_tensor(where, (4, 12, 128, 128), (16384, 0, 128, 1), 0), getitem_71, getitem_72, getitem_73, getitem_74, 0.1, [True, True, True, False], scale=0.125)
            del buf216
            del clone_12
            del clone_13
            del getitem_71
            del getitem_72
            del getitem_73
            del getitem_74
            del permute_26
            buf221 = buf220[0]
            assert_size_stride(buf221, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf221, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf222 = buf220[1]
            assert_size_stride(buf222, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf222, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf223 = buf220[2]
            assert_size_stride(buf223, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf223, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            del buf220
            buf224 = buf186; del buf186  # reuse
            buf227 = buf189; del buf189  # reuse
            # Topologically Sorted Source Nodes: [slice_12, slice_11, permute_120, view_241, permute_121, clone_46, view_242, permute_122, clone_47, view_243, cat_5, view_244, sum_72], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.sum]
            # [Provenance debug handles] triton_red_fused__unsafe_view_add_cat_clone_sum_transpose_view_7:148
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_add_cat_clone_sum_transpose_view_7.run(buf221, tangents_14, buf222, tangents_13, buf223, buf224, buf227, 9216, 128, stream=stream0)
            del buf221
            del tangents_13
            del tangents_14
            buf225 = reinterpret_tensor(buf223, (512, 768), (768, 1), 0); del buf223  # reuse
            # Topologically Sorted Source Nodes: [slice_12, slice_11, permute_120, view_241, permute_121, clone_46, view_242, permute_122, clone_47, view_243, cat_5, view_244, permute_123, mm_49], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:149
            extern_kernels.mm(reinterpret_tensor(buf224, (512, 2304), (2304, 1), 0), reinterpret_tensor(primals_79, (2304, 768), (1, 2304), 0), out=buf225)
            del primals_79
            buf226 = empty_strided_cuda((768, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_12, slice_11, permute_120, view_241, permute_121, clone_46, view_242, permute_122, clone_47, view_243, cat_5, view_244, mm_50], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:150
            extern_kernels.mm(permute_124, reinterpret_tensor(buf224, (512, 2304), (2304, 1), 0), out=buf226)
            del permute_124
            buf228 = empty_strided_cuda((1, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_12, slice_11, permute_120, view_241, permute_121, clone_46, view_242, permute_122, clone_47, view_243, cat_5, view_244, sum_72], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.sum]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_cat_clone_sum_transpose_view_8:151
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_cat_clone_sum_transpose_view_8.run(buf227, buf228, 2304, 4, stream=stream0)
            buf235 = buf214; del buf214  # reuse
            buf236 = reinterpret_tensor(buf222, (4, 128, 768), (98304, 768, 1), 0); del buf222  # reuse
            # Topologically Sorted Source Nodes: [view_246, mul_311, mul_312, sum_73, mul_313, sum_74, mul_314, sub_68, sub_69, mul_315, add_137, convert_element_type_12, mul_317, clone_48], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_dropout_backward]
            # [Provenance debug handles] triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6:152
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6.run(buf235, buf225, primals_76, mul_74, div_12, gt_12, buf236, 512, 768, stream=stream0)
            del div_12
            del gt_12
            del primals_76
            buf231 = reinterpret_tensor(buf218, (768, 4), (1, 768), 0); del buf218  # reuse
            buf233 = buf210; del buf210  # reuse
            # Topologically Sorted Source Nodes: [view_246, mul_316, sum_75, sum_76], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_layer_norm_backward_view_1:153
            stream0 = get_raw_stream(0)
            triton_red_fused_native_layer_norm_backward_view_1.run(buf225, mul_74, buf231, buf233, 3072, 128, stream=stream0)
            del mul_74
            buf232 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_246, mul_316, sum_75], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:154
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf231, buf232, 768, 4, stream=stream0)
            buf234 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_246, sum_76], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:155
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf233, buf234, 768, 4, stream=stream0)
            buf237 = reinterpret_tensor(buf203, (512, 3072), (3072, 1), 0); del buf203  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_12, mul_317, clone_48, view_247, permute_125, mm_51], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:156
            extern_kernels.mm(reinterpret_tensor(buf236, (512, 768), (768, 1), 0), reinterpret_tensor(primals_75, (768, 3072), (1, 768), 0), out=buf237)
            del primals_75
            buf238 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_12, mul_317, clone_48, view_247, mm_52], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:157
            extern_kernels.mm(permute_126, reinterpret_tensor(buf236, (512, 768), (768, 1), 0), out=buf238)
            del permute_126
            buf239 = reinterpret_tensor(buf233, (1, 768, 4), (3072, 1, 768), 0); del buf233  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_12, mul_317, clone_48, view_247, sum_77], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_native_dropout_backward_sum_view_3:158
            stream0 = get_raw_stream(0)
            triton_red_fused_native_dropout_backward_sum_view_3.run(buf236, buf239, 3072, 128, stream=stream0)
            buf240 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_12, mul_317, clone_48, view_247, sum_77], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:159
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf239, buf240, 768, 4, stream=stream0)
            buf241 = reinterpret_tensor(buf237, (4, 128, 3072), (393216, 3072, 1), 0); del buf237  # reuse
            buf244 = buf206; del buf206  # reuse
            # Topologically Sorted Source Nodes: [view_249, x_45, mul_20, mul_319, pow_6, mul_21, add_25, mul_22, tanh_5, add_26, mul_320, mul_321, sub_70, mul_322, mul_323, mul_324, pow_19, mul_325, mul_326, add_138, mul_327, add_139, view_250, sum_78], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.sum]
            # [Provenance debug handles] triton_red_fused_add_mul_pow_sum_tanh_tanh_backward_view_4:160
            stream0 = get_raw_stream(0)
            triton_red_fused_add_mul_pow_sum_tanh_tanh_backward_view_4.run(buf241, addmm_22, buf244, 12288, 128, stream=stream0)
            del addmm_22
            buf242 = reinterpret_tensor(buf236, (512, 768), (768, 1), 0); del buf236  # reuse
            # Topologically Sorted Source Nodes: [view_249, x_45, mul_20, mul_319, pow_6, mul_21, add_25, mul_22, tanh_5, add_26, mul_320, mul_321, sub_70, mul_322, mul_323, mul_324, pow_19, mul_325, mul_326, add_138, mul_327, add_139, view_250, permute_127, mm_53], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:161
            extern_kernels.mm(reinterpret_tensor(buf241, (512, 3072), (3072, 1), 0), reinterpret_tensor(primals_73, (3072, 768), (1, 3072), 0), out=buf242)
            del primals_73
            buf243 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_249, x_45, mul_20, mul_319, pow_6, mul_21, add_25, mul_22, tanh_5, add_26, mul_320, mul_321, sub_70, mul_322, mul_323, mul_324, pow_19, mul_325, mul_326, add_138, mul_327, add_139, view_250, mm_54], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:162
            extern_kernels.mm(permute_128, reinterpret_tensor(buf241, (512, 3072), (3072, 1), 0), out=buf243)
            del permute_128
            buf245 = reinterpret_tensor(buf239, (1, 3072), (3072, 1), 0); del buf239  # reuse
            # Topologically Sorted Source Nodes: [view_249, x_45, mul_20, mul_319, pow_6, mul_21, add_25, mul_22, tanh_5, add_26, mul_320, mul_321, sub_70, mul_322, mul_323, mul_324, pow_19, mul_325, mul_326, add_138, mul_327, add_139, view_250, sum_78], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.sum]
            # [Provenance debug handles] triton_per_fused_add_mul_pow_sum_tanh_tanh_backward_view_5:163
            stream0 = get_raw_stream(0)
            triton_per_fused_add_mul_pow_sum_tanh_tanh_backward_view_5.run(buf244, buf245, 3072, 4, stream=stream0)
            buf252 = buf235; del buf235  # reuse
            buf253 = reinterpret_tensor(buf225, (4, 128, 768), (98304, 768, 1), 0); del buf225  # reuse
            # Topologically Sorted Source Nodes: [view_252, mul_329, mul_330, sum_79, mul_331, sum_80, mul_332, sub_72, sub_73, mul_333, add_140, convert_element_type_13, mul_335, clone_49], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_dropout_backward]
            # [Provenance debug handles] triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6:164
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6.run(buf252, buf242, primals_70, mul_66, div_13, gt_11, buf253, 512, 768, stream=stream0)
            del div_13
            del gt_11
            del primals_70
            buf248 = buf231; del buf231  # reuse
            buf250 = empty_strided_cuda((768, 4), (1, 768), torch.float32)
            # Topologically Sorted Source Nodes: [view_252, mul_334, sum_81, sum_82], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_layer_norm_backward_view_1:165
            stream0 = get_raw_stream(0)
            triton_red_fused_native_layer_norm_backward_view_1.run(buf242, mul_66, buf248, buf250, 3072, 128, stream=stream0)
            del mul_66
            buf249 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_252, mul_334, sum_81], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:166
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf248, buf249, 768, 4, stream=stream0)
            buf251 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_252, sum_82], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:167
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf250, buf251, 768, 4, stream=stream0)
            buf254 = buf242; del buf242  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_13, mul_335, clone_49, view_253, permute_129, mm_55], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:168
            extern_kernels.mm(reinterpret_tensor(buf253, (512, 768), (768, 1), 0), reinterpret_tensor(primals_69, (768, 768), (1, 768), 0), out=buf254)
            del primals_69
            buf255 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_13, mul_335, clone_49, view_253, transpose_23, reshape_5, view_61, permute_130, mm_56], Original ATen: [aten.native_dropout_backward, aten.view, aten.transpose, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:169
            extern_kernels.mm(reinterpret_tensor(getitem_60, (768, 512), (1, 768), 0), reinterpret_tensor(buf253, (512, 768), (768, 1), 0), out=buf255)
            buf256 = reinterpret_tensor(buf250, (1, 768, 4), (3072, 1, 768), 0); del buf250  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_13, mul_335, clone_49, view_253, sum_83], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_native_dropout_backward_sum_view_3:170
            stream0 = get_raw_stream(0)
            triton_red_fused_native_dropout_backward_sum_view_3.run(buf253, buf256, 3072, 128, stream=stream0)
            del buf253
            buf257 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_13, mul_335, clone_49, view_253, sum_83], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:171
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf256, buf257, 768, 4, stream=stream0)
            # Topologically Sorted Source Nodes: [attn_output, view_255, view_256, permute_131, _scaled_dot_product_efficient_attention_backward_6], Original ATen: [aten.expand, aten.view, aten.transpose, aten._scaled_dot_product_efficient_attention_backward]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention_backward.default:172
            buf258 = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(reinterpret_tensor(buf254, (4, 12, 128, 64), (98304, 64, 768, 1), 0), permute_22, clone_10, clone_11, reinterpret_tensor(where, (4, 12, 128, 128), (16384, 0, 128, 1), 0), getitem_60, getitem_61, getitem_62, getitem_63, 0.1, [True, True, True, False], scale=0.125)
            del buf254
            del clone_10
            del clone_11
            del getitem_60
            del getitem_61
            del getitem_62
            del getitem_63
            del permute_22
            buf259 = buf258[0]
            assert_size_stride(buf259, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf259, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf260 = buf258[1]
            assert_size_stride(buf260, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf260, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf261 = buf258[2]
            assert_size_stride(buf261, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf261, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            del buf258
            buf262 = buf224; del buf224  # reuse
            buf265 = buf227; del buf227  # reuse
            # Topologically Sorted Source Nodes: [slice_14, slice_13, permute_132, view_257, permute_133, clone_50, view_258, permute_134, clone_51, view_259, cat_6, view_260, sum_84], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.sum]
            # [Provenance debug handles] triton_red_fused__unsafe_view_add_cat_clone_sum_transpose_view_7:173
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_add_cat_clone_sum_transpose_view_7.run(buf259, tangents_12, buf260, tangents_11, buf261, buf262, buf265, 9216, 128, stream=stream0)
            del buf259
            del tangents_11
            del tangents_12
            buf263 = reinterpret_tensor(buf261, (512, 768), (768, 1), 0); del buf261  # reuse
            # Topologically Sorted Source Nodes: [slice_14, slice_13, permute_132, view_257, permute_133, clone_50, view_258, permute_134, clone_51, view_259, cat_6, view_260, permute_135, mm_57], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:174
            extern_kernels.mm(reinterpret_tensor(buf262, (512, 2304), (2304, 1), 0), reinterpret_tensor(primals_67, (2304, 768), (1, 2304), 0), out=buf263)
            del primals_67
            buf264 = empty_strided_cuda((768, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_14, slice_13, permute_132, view_257, permute_133, clone_50, view_258, permute_134, clone_51, view_259, cat_6, view_260, mm_58], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:175
            extern_kernels.mm(permute_136, reinterpret_tensor(buf262, (512, 2304), (2304, 1), 0), out=buf264)
            del permute_136
            buf266 = empty_strided_cuda((1, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_14, slice_13, permute_132, view_257, permute_133, clone_50, view_258, permute_134, clone_51, view_259, cat_6, view_260, sum_84], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.sum]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_cat_clone_sum_transpose_view_8:176
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_cat_clone_sum_transpose_view_8.run(buf265, buf266, 2304, 4, stream=stream0)
            buf273 = buf252; del buf252  # reuse
            buf274 = reinterpret_tensor(buf260, (4, 128, 768), (98304, 768, 1), 0); del buf260  # reuse
            # Topologically Sorted Source Nodes: [view_262, mul_338, mul_339, sum_85, mul_340, sum_86, mul_341, sub_75, sub_76, mul_342, add_143, convert_element_type_14, mul_344, clone_52], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_dropout_backward]
            # [Provenance debug handles] triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6:177
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6.run(buf273, buf263, primals_64, mul_62, div_14, gt_10, buf274, 512, 768, stream=stream0)
            del div_14
            del gt_10
            del primals_64
            buf269 = reinterpret_tensor(buf256, (768, 4), (1, 768), 0); del buf256  # reuse
            buf271 = buf248; del buf248  # reuse
            # Topologically Sorted Source Nodes: [view_262, mul_343, sum_87, sum_88], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_layer_norm_backward_view_1:178
            stream0 = get_raw_stream(0)
            triton_red_fused_native_layer_norm_backward_view_1.run(buf263, mul_62, buf269, buf271, 3072, 128, stream=stream0)
            del mul_62
            buf270 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_262, mul_343, sum_87], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:179
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf269, buf270, 768, 4, stream=stream0)
            buf272 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_262, sum_88], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:180
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf271, buf272, 768, 4, stream=stream0)
            buf275 = reinterpret_tensor(buf241, (512, 3072), (3072, 1), 0); del buf241  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_14, mul_344, clone_52, view_263, permute_137, mm_59], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:181
            extern_kernels.mm(reinterpret_tensor(buf274, (512, 768), (768, 1), 0), reinterpret_tensor(primals_63, (768, 3072), (1, 768), 0), out=buf275)
            del primals_63
            buf276 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_14, mul_344, clone_52, view_263, mm_60], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:182
            extern_kernels.mm(permute_138, reinterpret_tensor(buf274, (512, 768), (768, 1), 0), out=buf276)
            del permute_138
            buf277 = reinterpret_tensor(buf271, (1, 768, 4), (3072, 1, 768), 0); del buf271  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_14, mul_344, clone_52, view_263, sum_89], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_native_dropout_backward_sum_view_3:183
            stream0 = get_raw_stream(0)
            triton_red_fused_native_dropout_backward_sum_view_3.run(buf274, buf277, 3072, 128, stream=stream0)
            buf278 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_14, mul_344, clone_52, view_263, sum_89], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:184
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf277, buf278, 768, 4, stream=stream0)
            buf279 = reinterpret_tensor(buf275, (4, 128, 3072), (393216, 3072, 1), 0); del buf275  # reuse
            buf282 = buf244; del buf244  # reuse
            # Topologically Sorted Source Nodes: [view_265, x_37, mul_16, mul_346, pow_5, mul_17, add_21, mul_18, tanh_4, add_22, mul_347, mul_348, sub_77, mul_349, mul_350, mul_351, pow_20, mul_352, mul_353, add_144, mul_354, add_145, view_266, sum_90], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.sum]
            # [Provenance debug handles] triton_red_fused_add_mul_pow_sum_tanh_tanh_backward_view_4:185
            stream0 = get_raw_stream(0)
            triton_red_fused_add_mul_pow_sum_tanh_tanh_backward_view_4.run(buf279, addmm_18, buf282, 12288, 128, stream=stream0)
            del addmm_18
            buf280 = reinterpret_tensor(buf274, (512, 768), (768, 1), 0); del buf274  # reuse
            # Topologically Sorted Source Nodes: [view_265, x_37, mul_16, mul_346, pow_5, mul_17, add_21, mul_18, tanh_4, add_22, mul_347, mul_348, sub_77, mul_349, mul_350, mul_351, pow_20, mul_352, mul_353, add_144, mul_354, add_145, view_266, permute_139, mm_61], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:186
            extern_kernels.mm(reinterpret_tensor(buf279, (512, 3072), (3072, 1), 0), reinterpret_tensor(primals_61, (3072, 768), (1, 3072), 0), out=buf280)
            del primals_61
            buf281 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_265, x_37, mul_16, mul_346, pow_5, mul_17, add_21, mul_18, tanh_4, add_22, mul_347, mul_348, sub_77, mul_349, mul_350, mul_351, pow_20, mul_352, mul_353, add_144, mul_354, add_145, view_266, mm_62], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:187
            extern_kernels.mm(permute_140, reinterpret_tensor(buf279, (512, 3072), (3072, 1), 0), out=buf281)
            del permute_140
            buf283 = reinterpret_tensor(buf277, (1, 3072), (3072, 1), 0); del buf277  # reuse
            # Topologically Sorted Source Nodes: [view_265, x_37, mul_16, mul_346, pow_5, mul_17, add_21, mul_18, tanh_4, add_22, mul_347, mul_348, sub_77, mul_349, mul_350, mul_351, pow_20, mul_352, mul_353, add_144, mul_354, add_145, view_266, sum_90], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.sum]
            # [Provenance debug handles] triton_per_fused_add_mul_pow_sum_tanh_tanh_backward_view_5:188
            stream0 = get_raw_stream(0)
            triton_per_fused_add_mul_pow_sum_tanh_tanh_backward_view_5.run(buf282, buf283, 3072, 4, stream=stream0)
            buf290 = buf273; del buf273  # reuse
            buf291 = reinterpret_tensor(buf263, (4, 128, 768), (98304, 768, 1), 0); del buf263  # reuse
            # Topologically Sorted Source Nodes: [view_268, mul_356, mul_357, sum_91, mul_358, sum_92, mul_359, sub_79, sub_80, mul_360, add_146, convert_element_type_15, mul_362, clone_53], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_dropout_backward]
            # [Provenance debug handles] triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6:189
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6.run(buf290, buf280, primals_58, mul_54, div_15, gt_9, buf291, 512, 768, stream=stream0)
            del div_15
            del gt_9
            del primals_58
            buf286 = buf269; del buf269  # reuse
            buf288 = empty_strided_cuda((768, 4), (1, 768), torch.float32)
            # Topologically Sorted Source Nodes: [view_268, mul_361, sum_93, sum_94], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_layer_norm_backward_view_1:190
            stream0 = get_raw_stream(0)
            triton_red_fused_native_layer_norm_backward_view_1.run(buf280, mul_54, buf286, buf288, 3072, 128, stream=stream0)
            del mul_54
            buf287 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_268, mul_361, sum_93], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:191
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf286, buf287, 768, 4, stream=stream0)
            buf289 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_268, sum_94], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:192
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf288, buf289, 768, 4, stream=stream0)
            buf292 = buf280; del buf280  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_15, mul_362, clone_53, view_269, permute_141, mm_63], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:193
            extern_kernels.mm(reinterpret_tensor(buf291, (512, 768), (768, 1), 0), reinterpret_tensor(primals_57, (768, 768), (1, 768), 0), out=buf292)
            del primals_57
            buf293 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_15, mul_362, clone_53, view_269, transpose_19, reshape_4, view_50, permute_142, mm_64], Original ATen: [aten.native_dropout_backward, aten.view, aten.transpose, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:194
            extern_kernels.mm(reinterpret_tensor(getitem_49, (768, 512), (1, 768), 0), reinterpret_tensor(buf291, (512, 768), (768, 1), 0), out=buf293)
            buf294 = reinterpret_tensor(buf288, (1, 768, 4), (3072, 1, 768), 0); del buf288  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_15, mul_362, clone_53, view_269, sum_95], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_native_dropout_backward_sum_view_3:195
            stream0 = get_raw_stream(0)
            triton_red_fused_native_dropout_backward_sum_view_3.run(buf291, buf294, 3072, 128, stream=stream0)
            del buf291
            buf295 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_15, mul_362, clone_53, view_269, sum_95], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:196
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf294, buf295, 768, 4, stream=stream0)
            # Topologically Sorted Source Nodes: [attn_output, view_271, view_272, permute_143, _scaled_dot_product_efficient_attention_backward_7], Original ATen: [aten.expand, aten.view, aten.transpose, aten._scaled_dot_product_efficient_attention_backward]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention_backward.default:197
            buf296 = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(reinterpret_tensor(buf292, (4, 12, 128, 64), (98304, 64, 768, 1), 0), permute_18, clone_8, clone_9, reinterpret_tensor(where, (4, 12, 128, 128), (16384, 0, 128, 1), 0), getitem_49, getitem_50, getitem_51, getitem_52, 0.1, [True, True, True, False], scale=0.125)
            del buf292
            del clone_8
            del clone_9
            del getitem_49
            del getitem_50
            del getitem_51
            del getitem_52
            del permute_18
            buf297 = buf296[0]
            assert_size_stride(buf297, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf297, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf298 = buf296[1]
            assert_size_stride(buf298, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf298, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf299 = buf296[2]
            assert_size_stride(buf299, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf299, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            del buf296
            buf300 = buf262; del buf262  # reuse
            buf303 = buf265; del buf265  # reuse
            # Topologically Sorted Source Nodes: [slice_16, slice_15, permute_144, view_273, permute_145, clone_54, view_274, permute_146, clone_55, view_275, cat_7, view_276, sum_96], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.sum]
            # [Provenance debug handles] triton_red_fused__unsafe_view_add_cat_clone_sum_transpose_view_7:198
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_add_cat_clone_sum_transpose_view_7.run(buf297, tangents_10, buf298, tangents_9, buf299, buf300, buf303, 9216, 128, stream=stream0)
            del buf297
            del tangents_10
            del tangents_9
            buf301 = reinterpret_tensor(buf299, (512, 768), (768, 1), 0); del buf299  # reuse
            # Topologically Sorted Source Nodes: [slice_16, slice_15, permute_144, view_273, permute_145, clone_54, view_274, permute_146, clone_55, view_275, cat_7, view_276, permute_147, mm_65], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:199
            extern_kernels.mm(reinterpret_tensor(buf300, (512, 2304), (2304, 1), 0), reinterpret_tensor(primals_55, (2304, 768), (1, 2304), 0), out=buf301)
            del primals_55
            buf302 = empty_strided_cuda((768, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_16, slice_15, permute_144, view_273, permute_145, clone_54, view_274, permute_146, clone_55, view_275, cat_7, view_276, mm_66], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:200
            extern_kernels.mm(permute_148, reinterpret_tensor(buf300, (512, 2304), (2304, 1), 0), out=buf302)
            del permute_148
            buf304 = empty_strided_cuda((1, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_16, slice_15, permute_144, view_273, permute_145, clone_54, view_274, permute_146, clone_55, view_275, cat_7, view_276, sum_96], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.sum]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_cat_clone_sum_transpose_view_8:201
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_cat_clone_sum_transpose_view_8.run(buf303, buf304, 2304, 4, stream=stream0)
            buf311 = buf290; del buf290  # reuse
            buf312 = reinterpret_tensor(buf298, (4, 128, 768), (98304, 768, 1), 0); del buf298  # reuse
            # Topologically Sorted Source Nodes: [view_278, mul_365, mul_366, sum_97, mul_367, sum_98, mul_368, sub_82, sub_83, mul_369, add_149, convert_element_type_16, mul_371, clone_56], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_dropout_backward]
            # [Provenance debug handles] triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6:202
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6.run(buf311, buf301, primals_52, mul_50, div_16, gt_8, buf312, 512, 768, stream=stream0)
            del div_16
            del gt_8
            del primals_52
            buf307 = reinterpret_tensor(buf294, (768, 4), (1, 768), 0); del buf294  # reuse
            buf309 = buf286; del buf286  # reuse
            # Topologically Sorted Source Nodes: [view_278, mul_370, sum_99, sum_100], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_layer_norm_backward_view_1:203
            stream0 = get_raw_stream(0)
            triton_red_fused_native_layer_norm_backward_view_1.run(buf301, mul_50, buf307, buf309, 3072, 128, stream=stream0)
            del mul_50
            buf308 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_278, mul_370, sum_99], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:204
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf307, buf308, 768, 4, stream=stream0)
            buf310 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_278, sum_100], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:205
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf309, buf310, 768, 4, stream=stream0)
            buf313 = reinterpret_tensor(buf279, (512, 3072), (3072, 1), 0); del buf279  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_16, mul_371, clone_56, view_279, permute_149, mm_67], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:206
            extern_kernels.mm(reinterpret_tensor(buf312, (512, 768), (768, 1), 0), reinterpret_tensor(primals_51, (768, 3072), (1, 768), 0), out=buf313)
            del primals_51
            buf314 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_16, mul_371, clone_56, view_279, mm_68], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:207
            extern_kernels.mm(permute_150, reinterpret_tensor(buf312, (512, 768), (768, 1), 0), out=buf314)
            del permute_150
            buf315 = reinterpret_tensor(buf309, (1, 768, 4), (3072, 1, 768), 0); del buf309  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_16, mul_371, clone_56, view_279, sum_101], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_native_dropout_backward_sum_view_3:208
            stream0 = get_raw_stream(0)
            triton_red_fused_native_dropout_backward_sum_view_3.run(buf312, buf315, 3072, 128, stream=stream0)
            buf316 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_16, mul_371, clone_56, view_279, sum_101], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:209
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf315, buf316, 768, 4, stream=stream0)
            buf317 = reinterpret_tensor(buf313, (4, 128, 3072), (393216, 3072, 1), 0); del buf313  # reuse
            buf320 = buf282; del buf282  # reuse
            # Topologically Sorted Source Nodes: [view_281, x_29, mul_12, mul_373, pow_4, mul_13, add_17, mul_14, tanh_3, add_18, mul_374, mul_375, sub_84, mul_376, mul_377, mul_378, pow_21, mul_379, mul_380, add_150, mul_381, add_151, view_282, sum_102], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.sum]
            # [Provenance debug handles] triton_red_fused_add_mul_pow_sum_tanh_tanh_backward_view_4:210
            stream0 = get_raw_stream(0)
            triton_red_fused_add_mul_pow_sum_tanh_tanh_backward_view_4.run(buf317, addmm_14, buf320, 12288, 128, stream=stream0)
            del addmm_14
            buf318 = reinterpret_tensor(buf312, (512, 768), (768, 1), 0); del buf312  # reuse
            # Topologically Sorted Source Nodes: [view_281, x_29, mul_12, mul_373, pow_4, mul_13, add_17, mul_14, tanh_3, add_18, mul_374, mul_375, sub_84, mul_376, mul_377, mul_378, pow_21, mul_379, mul_380, add_150, mul_381, add_151, view_282, permute_151, mm_69], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:211
            extern_kernels.mm(reinterpret_tensor(buf317, (512, 3072), (3072, 1), 0), reinterpret_tensor(primals_49, (3072, 768), (1, 3072), 0), out=buf318)
            del primals_49
            buf319 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_281, x_29, mul_12, mul_373, pow_4, mul_13, add_17, mul_14, tanh_3, add_18, mul_374, mul_375, sub_84, mul_376, mul_377, mul_378, pow_21, mul_379, mul_380, add_150, mul_381, add_151, view_282, mm_70], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:212
            extern_kernels.mm(permute_152, reinterpret_tensor(buf317, (512, 3072), (3072, 1), 0), out=buf319)
            del permute_152
            buf321 = reinterpret_tensor(buf315, (1, 3072), (3072, 1), 0); del buf315  # reuse
            # Topologically Sorted Source Nodes: [view_281, x_29, mul_12, mul_373, pow_4, mul_13, add_17, mul_14, tanh_3, add_18, mul_374, mul_375, sub_84, mul_376, mul_377, mul_378, pow_21, mul_379, mul_380, add_150, mul_381, add_151, view_282, sum_102], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.sum]
            # [Provenance debug handles] triton_per_fused_add_mul_pow_sum_tanh_tanh_backward_view_5:213
            stream0 = get_raw_stream(0)
            triton_per_fused_add_mul_pow_sum_tanh_tanh_backward_view_5.run(buf320, buf321, 3072, 4, stream=stream0)
            buf328 = buf311; del buf311  # reuse
            buf329 = reinterpret_tensor(buf301, (4, 128, 768), (98304, 768, 1), 0); del buf301  # reuse
            # Topologically Sorted Source Nodes: [view_284, mul_383, mul_384, sum_103, mul_385, sum_104, mul_386, sub_86, sub_87, mul_387, add_152, convert_element_type_17, mul_389, clone_57], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_dropout_backward]
            # [Provenance debug handles] triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6:214
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6.run(buf328, buf318, primals_46, mul_42, div_17, gt_7, buf329, 512, 768, stream=stream0)
            del div_17
            del gt_7
            del primals_46
            buf324 = buf307; del buf307  # reuse
            buf326 = empty_strided_cuda((768, 4), (1, 768), torch.float32)
            # Topologically Sorted Source Nodes: [view_284, mul_388, sum_105, sum_106], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_layer_norm_backward_view_1:215
            stream0 = get_raw_stream(0)
            triton_red_fused_native_layer_norm_backward_view_1.run(buf318, mul_42, buf324, buf326, 3072, 128, stream=stream0)
            del mul_42
            buf325 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_284, mul_388, sum_105], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:216
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf324, buf325, 768, 4, stream=stream0)
            buf327 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_284, sum_106], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:217
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf326, buf327, 768, 4, stream=stream0)
            buf330 = buf318; del buf318  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_17, mul_389, clone_57, view_285, permute_153, mm_71], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:218
            extern_kernels.mm(reinterpret_tensor(buf329, (512, 768), (768, 1), 0), reinterpret_tensor(primals_45, (768, 768), (1, 768), 0), out=buf330)
            del primals_45
            buf331 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_17, mul_389, clone_57, view_285, transpose_15, reshape_3, view_39, permute_154, mm_72], Original ATen: [aten.native_dropout_backward, aten.view, aten.transpose, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:219
            extern_kernels.mm(reinterpret_tensor(getitem_38, (768, 512), (1, 768), 0), reinterpret_tensor(buf329, (512, 768), (768, 1), 0), out=buf331)
            buf332 = reinterpret_tensor(buf326, (1, 768, 4), (3072, 1, 768), 0); del buf326  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_17, mul_389, clone_57, view_285, sum_107], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_native_dropout_backward_sum_view_3:220
            stream0 = get_raw_stream(0)
            triton_red_fused_native_dropout_backward_sum_view_3.run(buf329, buf332, 3072, 128, stream=stream0)
            del buf329
            buf333 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_17, mul_389, clone_57, view_285, sum_107], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:221
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf332, buf333, 768, 4, stream=stream0)
            # Topologically Sorted Source Nodes: [attn_output, view_287, view_288, permute_155, _scaled_dot_product_efficient_attention_backward_8], Original ATen: [aten.expand, aten.view, aten.transpose, aten._scaled_dot_product_efficient_attention_backward]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention_backward.default:222
            buf334 = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(reinterpret_tensor(buf330, (4, 12, 128, 64), (98304, 64, 768, 1), 0), permute_14, clone_6, clone_7, reinterpret_tensor(where, (4, 12, 128, 128), (16384, 0, 128, 1), 0), getitem_38, getitem_39, getitem_40, getitem_41, 0.1, [True, True, True, False], scale=0.125)
            del buf330
            del clone_6
            del clone_7
            del getitem_38
            del getitem_39
            del getitem_40
            del getitem_41
            del permute_14
            buf335 = buf334[0]
            assert_size_stride(buf335, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf335, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf336 = buf334[1]
            assert_size_stride(buf336, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf336, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf337 = buf334[2]
            assert_size_stride(buf337, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf337, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            del buf334
            buf338 = buf300; del buf300  # reuse
            buf341 = buf303; del buf303  # reuse
            # Topologically Sorted Source Nodes: [slice_18, slice_17, permute_156, view_289, permute_157, clone_58, view_290, permute_158, clone_59, view_291, cat_8, view_292, sum_108], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.sum]
            # [Provenance debug handles] triton_red_fused__unsafe_view_add_cat_clone_sum_transpose_view_7:223
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_add_cat_clone_sum_transpose_view_7.run(buf335, tangents_8, buf336, tangents_7, buf337, buf338, buf341, 9216, 128, stream=stream0)
            del buf335
            del tangents_7
            del tangents_8
            buf339 = reinterpret_tensor(buf337, (512, 768), (768, 1), 0); del buf337  # reuse
            # Topologically Sorted Source Nodes: [slice_18, slice_17, permute_156, view_289, permute_157, clone_58, view_290, permute_158, clone_59, view_291, cat_8, view_292, permute_159, mm_73], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:224
            extern_kernels.mm(reinterpret_tensor(buf338, (512, 2304), (2304, 1), 0), reinterpret_tensor(primals_43, (2304, 768), (1, 2304), 0), out=buf339)
            del primals_43
            buf340 = empty_strided_cuda((768, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_18, slice_17, permute_156, view_289, permute_157, clone_58, view_290, permute_158, clone_59, view_291, cat_8, view_292, mm_74], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:225
            extern_kernels.mm(permute_160, reinterpret_tensor(buf338, (512, 2304), (2304, 1), 0), out=buf340)
            del permute_160
            buf342 = empty_strided_cuda((1, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_18, slice_17, permute_156, view_289, permute_157, clone_58, view_290, permute_158, clone_59, view_291, cat_8, view_292, sum_108], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.sum]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_cat_clone_sum_transpose_view_8:226
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_cat_clone_sum_transpose_view_8.run(buf341, buf342, 2304, 4, stream=stream0)
            buf349 = buf328; del buf328  # reuse
            buf350 = reinterpret_tensor(buf336, (4, 128, 768), (98304, 768, 1), 0); del buf336  # reuse
            # Topologically Sorted Source Nodes: [view_294, mul_392, mul_393, sum_109, mul_394, sum_110, mul_395, sub_89, sub_90, mul_396, add_155, convert_element_type_18, mul_398, clone_60], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_dropout_backward]
            # [Provenance debug handles] triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6:227
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6.run(buf349, buf339, primals_40, mul_38, div_18, gt_6, buf350, 512, 768, stream=stream0)
            del div_18
            del gt_6
            del primals_40
            buf345 = reinterpret_tensor(buf332, (768, 4), (1, 768), 0); del buf332  # reuse
            buf347 = buf324; del buf324  # reuse
            # Topologically Sorted Source Nodes: [view_294, mul_397, sum_111, sum_112], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_layer_norm_backward_view_1:228
            stream0 = get_raw_stream(0)
            triton_red_fused_native_layer_norm_backward_view_1.run(buf339, mul_38, buf345, buf347, 3072, 128, stream=stream0)
            del mul_38
            buf346 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_294, mul_397, sum_111], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:229
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf345, buf346, 768, 4, stream=stream0)
            buf348 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_294, sum_112], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:230
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf347, buf348, 768, 4, stream=stream0)
            buf351 = reinterpret_tensor(buf317, (512, 3072), (3072, 1), 0); del buf317  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_18, mul_398, clone_60, view_295, permute_161, mm_75], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:231
            extern_kernels.mm(reinterpret_tensor(buf350, (512, 768), (768, 1), 0), reinterpret_tensor(primals_39, (768, 3072), (1, 768), 0), out=buf351)
            del primals_39
            buf352 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_18, mul_398, clone_60, view_295, mm_76], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:232
            extern_kernels.mm(permute_162, reinterpret_tensor(buf350, (512, 768), (768, 1), 0), out=buf352)
            del permute_162
            buf353 = reinterpret_tensor(buf347, (1, 768, 4), (3072, 1, 768), 0); del buf347  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_18, mul_398, clone_60, view_295, sum_113], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_native_dropout_backward_sum_view_3:233
            stream0 = get_raw_stream(0)
            triton_red_fused_native_dropout_backward_sum_view_3.run(buf350, buf353, 3072, 128, stream=stream0)
            buf354 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_18, mul_398, clone_60, view_295, sum_113], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:234
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf353, buf354, 768, 4, stream=stream0)
            buf355 = reinterpret_tensor(buf351, (4, 128, 3072), (393216, 3072, 1), 0); del buf351  # reuse
            buf358 = buf320; del buf320  # reuse
            # Topologically Sorted Source Nodes: [view_297, x_21, mul_8, mul_400, pow_3, mul_9, add_13, mul_10, tanh_2, add_14, mul_401, mul_402, sub_91, mul_403, mul_404, mul_405, pow_22, mul_406, mul_407, add_156, mul_408, add_157, view_298, sum_114], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.sum]
            # [Provenance debug handles] triton_red_fused_add_mul_pow_sum_tanh_tanh_backward_view_4:235
            stream0 = get_raw_stream(0)
            triton_red_fused_add_mul_pow_sum_tanh_tanh_backward_view_4.run(buf355, addmm_10, buf358, 12288, 128, stream=stream0)
            del addmm_10
            buf356 = reinterpret_tensor(buf350, (512, 768), (768, 1), 0); del buf350  # reuse
            # Topologically Sorted Source Nodes: [view_297, x_21, mul_8, mul_400, pow_3, mul_9, add_13, mul_10, tanh_2, add_14, mul_401, mul_402, sub_91, mul_403, mul_404, mul_405, pow_22, mul_406, mul_407, add_156, mul_408, add_157, view_298, permute_163, mm_77], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:236
            extern_kernels.mm(reinterpret_tensor(buf355, (512, 3072), (3072, 1), 0), reinterpret_tensor(primals_37, (3072, 768), (1, 3072), 0), out=buf356)
            del primals_37
            buf357 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_297, x_21, mul_8, mul_400, pow_3, mul_9, add_13, mul_10, tanh_2, add_14, mul_401, mul_402, sub_91, mul_403, mul_404, mul_405, pow_22, mul_406, mul_407, add_156, mul_408, add_157, view_298, mm_78], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:237
            extern_kernels.mm(permute_164, reinterpret_tensor(buf355, (512, 3072), (3072, 1), 0), out=buf357)
            del permute_164
            buf359 = reinterpret_tensor(buf353, (1, 3072), (3072, 1), 0); del buf353  # reuse
            # Topologically Sorted Source Nodes: [view_297, x_21, mul_8, mul_400, pow_3, mul_9, add_13, mul_10, tanh_2, add_14, mul_401, mul_402, sub_91, mul_403, mul_404, mul_405, pow_22, mul_406, mul_407, add_156, mul_408, add_157, view_298, sum_114], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.sum]
            # [Provenance debug handles] triton_per_fused_add_mul_pow_sum_tanh_tanh_backward_view_5:238
            stream0 = get_raw_stream(0)
            triton_per_fused_add_mul_pow_sum_tanh_tanh_backward_view_5.run(buf358, buf359, 3072, 4, stream=stream0)
            buf366 = buf349; del buf349  # reuse
            buf367 = reinterpret_tensor(buf339, (4, 128, 768), (98304, 768, 1), 0); del buf339  # reuse
            # Topologically Sorted Source Nodes: [view_300, mul_410, mul_411, sum_115, mul_412, sum_116, mul_413, sub_93, sub_94, mul_414, add_158, convert_element_type_19, mul_416, clone_61], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_dropout_backward]
            # [Provenance debug handles] triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6:239
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6.run(buf366, buf356, primals_34, mul_30, div_19, gt_5, buf367, 512, 768, stream=stream0)
            del div_19
            del gt_5
            del primals_34
            buf362 = buf345; del buf345  # reuse
            buf364 = empty_strided_cuda((768, 4), (1, 768), torch.float32)
            # Topologically Sorted Source Nodes: [view_300, mul_415, sum_117, sum_118], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_layer_norm_backward_view_1:240
            stream0 = get_raw_stream(0)
            triton_red_fused_native_layer_norm_backward_view_1.run(buf356, mul_30, buf362, buf364, 3072, 128, stream=stream0)
            del mul_30
            buf363 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_300, mul_415, sum_117], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:241
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf362, buf363, 768, 4, stream=stream0)
            buf365 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_300, sum_118], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:242
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf364, buf365, 768, 4, stream=stream0)
            buf368 = buf356; del buf356  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_19, mul_416, clone_61, view_301, permute_165, mm_79], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:243
            extern_kernels.mm(reinterpret_tensor(buf367, (512, 768), (768, 1), 0), reinterpret_tensor(primals_33, (768, 768), (1, 768), 0), out=buf368)
            del primals_33
            buf369 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_19, mul_416, clone_61, view_301, transpose_11, reshape_2, view_28, permute_166, mm_80], Original ATen: [aten.native_dropout_backward, aten.view, aten.transpose, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:244
            extern_kernels.mm(reinterpret_tensor(getitem_27, (768, 512), (1, 768), 0), reinterpret_tensor(buf367, (512, 768), (768, 1), 0), out=buf369)
            buf370 = reinterpret_tensor(buf364, (1, 768, 4), (3072, 1, 768), 0); del buf364  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_19, mul_416, clone_61, view_301, sum_119], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_native_dropout_backward_sum_view_3:245
            stream0 = get_raw_stream(0)
            triton_red_fused_native_dropout_backward_sum_view_3.run(buf367, buf370, 3072, 128, stream=stream0)
            del buf367
            buf371 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_19, mul_416, clone_61, view_301, sum_119], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:246
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf370, buf371, 768, 4, stream=stream0)
            # Topologically Sorted Source Nodes: [attn_output, view_303, view_304, permute_167, _scaled_dot_product_efficient_attention_backward_9], Original ATen: [aten.expand, aten.view, aten.transpose, aten._scaled_dot_product_efficient_attention_backward]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention_backward.default:247
            buf372 = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(reinterpret_tensor(buf368, (4, 12, 128, 64), (98304, 64, 768, 1), 0), permute_10, clone_4, clone_5, reinterpret_tensor(where, (4, 12, 128, 128), (16384, 0, 128, 1), 0), getitem_27, getitem_28, getitem_29, getitem_30, 0.1, [True, True, True, False], scale=0.125)
            del buf368
            del clone_4
            del clone_5
            del getitem_27
            del getitem_28
            del getitem_29
            del getitem_30
            del permute_10
            buf373 = buf372[0]
            assert_size_stride(buf373, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf373, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf374 = buf372[1]
            assert_size_stride(buf374, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf374, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf375 = buf372[2]
            assert_size_stride(buf375, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf375, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            del buf372
            buf376 = buf338; del buf338  # reuse
            buf379 = buf341; del buf341  # reuse
            # Topologically Sorted Source Nodes: [slice_20, slice_19, permute_168, view_305, permute_169, clone_62, view_306, permute_170, clone_63, view_307, cat_9, view_308, sum_120], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.sum]
            # [Provenance debug handles] triton_red_fused__unsafe_view_add_cat_clone_sum_transpose_view_7:248
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_add_cat_clone_sum_transpose_view_7.run(buf373, tangents_6, buf374, tangents_5, buf375, buf376, buf379, 9216, 128, stream=stream0)
            del buf373
            del tangents_5
            del tangents_6
            buf377 = reinterpret_tensor(buf375, (512, 768), (768, 1), 0); del buf375  # reuse
            # Topologically Sorted Source Nodes: [slice_20, slice_19, permute_168, view_305, permute_169, clone_62, view_306, permute_170, clone_63, view_307, cat_9, view_308, permute_171, mm_81], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:249
            extern_kernels.mm(reinterpret_tensor(buf376, (512, 2304), (2304, 1), 0), reinterpret_tensor(primals_31, (2304, 768), (1, 2304), 0), out=buf377)
            del primals_31
            buf378 = empty_strided_cuda((768, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_20, slice_19, permute_168, view_305, permute_169, clone_62, view_306, permute_170, clone_63, view_307, cat_9, view_308, mm_82], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:250
            extern_kernels.mm(permute_172, reinterpret_tensor(buf376, (512, 2304), (2304, 1), 0), out=buf378)
            del permute_172
            buf380 = empty_strided_cuda((1, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_20, slice_19, permute_168, view_305, permute_169, clone_62, view_306, permute_170, clone_63, view_307, cat_9, view_308, sum_120], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.sum]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_cat_clone_sum_transpose_view_8:251
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_cat_clone_sum_transpose_view_8.run(buf379, buf380, 2304, 4, stream=stream0)
            buf387 = buf366; del buf366  # reuse
            buf388 = reinterpret_tensor(buf374, (4, 128, 768), (98304, 768, 1), 0); del buf374  # reuse
            # Topologically Sorted Source Nodes: [view_310, mul_419, mul_420, sum_121, mul_421, sum_122, mul_422, sub_96, sub_97, mul_423, add_161, convert_element_type_20, mul_425, clone_64], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_dropout_backward]
            # [Provenance debug handles] triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6:252
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6.run(buf387, buf377, primals_28, mul_26, div_20, gt_4, buf388, 512, 768, stream=stream0)
            del div_20
            del gt_4
            del primals_28
            buf383 = reinterpret_tensor(buf370, (768, 4), (1, 768), 0); del buf370  # reuse
            buf385 = buf362; del buf362  # reuse
            # Topologically Sorted Source Nodes: [view_310, mul_424, sum_123, sum_124], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_layer_norm_backward_view_1:253
            stream0 = get_raw_stream(0)
            triton_red_fused_native_layer_norm_backward_view_1.run(buf377, mul_26, buf383, buf385, 3072, 128, stream=stream0)
            del mul_26
            buf384 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_310, mul_424, sum_123], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:254
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf383, buf384, 768, 4, stream=stream0)
            buf386 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_310, sum_124], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:255
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf385, buf386, 768, 4, stream=stream0)
            buf389 = reinterpret_tensor(buf355, (512, 3072), (3072, 1), 0); del buf355  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_20, mul_425, clone_64, view_311, permute_173, mm_83], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:256
            extern_kernels.mm(reinterpret_tensor(buf388, (512, 768), (768, 1), 0), reinterpret_tensor(primals_27, (768, 3072), (1, 768), 0), out=buf389)
            del primals_27
            buf390 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_20, mul_425, clone_64, view_311, mm_84], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:257
            extern_kernels.mm(permute_174, reinterpret_tensor(buf388, (512, 768), (768, 1), 0), out=buf390)
            del permute_174
            buf391 = reinterpret_tensor(buf385, (1, 768, 4), (3072, 1, 768), 0); del buf385  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_20, mul_425, clone_64, view_311, sum_125], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_native_dropout_backward_sum_view_3:258
            stream0 = get_raw_stream(0)
            triton_red_fused_native_dropout_backward_sum_view_3.run(buf388, buf391, 3072, 128, stream=stream0)
            buf392 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_20, mul_425, clone_64, view_311, sum_125], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:259
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf391, buf392, 768, 4, stream=stream0)
            buf393 = reinterpret_tensor(buf389, (4, 128, 3072), (393216, 3072, 1), 0); del buf389  # reuse
            buf396 = buf358; del buf358  # reuse
            # Topologically Sorted Source Nodes: [view_313, x_13, mul_4, mul_427, pow_2, mul_5, add_9, mul_6, tanh_1, add_10, mul_428, mul_429, sub_98, mul_430, mul_431, mul_432, pow_23, mul_433, mul_434, add_162, mul_435, add_163, view_314, sum_126], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.sum]
            # [Provenance debug handles] triton_red_fused_add_mul_pow_sum_tanh_tanh_backward_view_4:260
            stream0 = get_raw_stream(0)
            triton_red_fused_add_mul_pow_sum_tanh_tanh_backward_view_4.run(buf393, addmm_6, buf396, 12288, 128, stream=stream0)
            del addmm_6
            buf394 = reinterpret_tensor(buf388, (512, 768), (768, 1), 0); del buf388  # reuse
            # Topologically Sorted Source Nodes: [view_313, x_13, mul_4, mul_427, pow_2, mul_5, add_9, mul_6, tanh_1, add_10, mul_428, mul_429, sub_98, mul_430, mul_431, mul_432, pow_23, mul_433, mul_434, add_162, mul_435, add_163, view_314, permute_175, mm_85], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:261
            extern_kernels.mm(reinterpret_tensor(buf393, (512, 3072), (3072, 1), 0), reinterpret_tensor(primals_25, (3072, 768), (1, 3072), 0), out=buf394)
            del primals_25
            buf395 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_313, x_13, mul_4, mul_427, pow_2, mul_5, add_9, mul_6, tanh_1, add_10, mul_428, mul_429, sub_98, mul_430, mul_431, mul_432, pow_23, mul_433, mul_434, add_162, mul_435, add_163, view_314, mm_86], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:262
            extern_kernels.mm(permute_176, reinterpret_tensor(buf393, (512, 3072), (3072, 1), 0), out=buf395)
            del permute_176
            buf397 = reinterpret_tensor(buf391, (1, 3072), (3072, 1), 0); del buf391  # reuse
            # Topologically Sorted Source Nodes: [view_313, x_13, mul_4, mul_427, pow_2, mul_5, add_9, mul_6, tanh_1, add_10, mul_428, mul_429, sub_98, mul_430, mul_431, mul_432, pow_23, mul_433, mul_434, add_162, mul_435, add_163, view_314, sum_126], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.sum]
            # [Provenance debug handles] triton_per_fused_add_mul_pow_sum_tanh_tanh_backward_view_5:263
            stream0 = get_raw_stream(0)
            triton_per_fused_add_mul_pow_sum_tanh_tanh_backward_view_5.run(buf396, buf397, 3072, 4, stream=stream0)
            buf404 = buf387; del buf387  # reuse
            buf405 = reinterpret_tensor(buf377, (4, 128, 768), (98304, 768, 1), 0); del buf377  # reuse
            # Topologically Sorted Source Nodes: [view_316, mul_437, mul_438, sum_127, mul_439, sum_128, mul_440, sub_100, sub_101, mul_441, add_164, convert_element_type_21, mul_443, clone_65], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_dropout_backward]
            # [Provenance debug handles] triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6:264
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6.run(buf404, buf394, primals_22, mul_18, div_21, gt_3, buf405, 512, 768, stream=stream0)
            del div_21
            del gt_3
            del primals_22
            buf400 = buf383; del buf383  # reuse
            buf402 = empty_strided_cuda((768, 4), (1, 768), torch.float32)
            # Topologically Sorted Source Nodes: [view_316, mul_442, sum_129, sum_130], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_layer_norm_backward_view_1:265
            stream0 = get_raw_stream(0)
            triton_red_fused_native_layer_norm_backward_view_1.run(buf394, mul_18, buf400, buf402, 3072, 128, stream=stream0)
            del mul_18
            buf401 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_316, mul_442, sum_129], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:266
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf400, buf401, 768, 4, stream=stream0)
            buf403 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_316, sum_130], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:267
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf402, buf403, 768, 4, stream=stream0)
            buf406 = buf394; del buf394  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_21, mul_443, clone_65, view_317, permute_177, mm_87], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:268
            extern_kernels.mm(reinterpret_tensor(buf405, (512, 768), (768, 1), 0), reinterpret_tensor(primals_21, (768, 768), (1, 768), 0), out=buf406)
            del primals_21
            buf407 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_21, mul_443, clone_65, view_317, transpose_7, reshape_1, view_17, permute_178, mm_88], Original ATen: [aten.native_dropout_backward, aten.view, aten.transpose, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:269
            extern_kernels.mm(reinterpret_tensor(getitem_16, (768, 512), (1, 768), 0), reinterpret_tensor(buf405, (512, 768), (768, 1), 0), out=buf407)
            buf408 = reinterpret_tensor(buf402, (1, 768, 4), (3072, 1, 768), 0); del buf402  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_21, mul_443, clone_65, view_317, sum_131], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_native_dropout_backward_sum_view_3:270
            stream0 = get_raw_stream(0)
            triton_red_fused_native_dropout_backward_sum_view_3.run(buf405, buf408, 3072, 128, stream=stream0)
            del buf405
            buf409 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_21, mul_443, clone_65, view_317, sum_131], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:271
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf408, buf409, 768, 4, stream=stream0)
            # Topologically Sorted Source Nodes: [attn_output, view_319, view_320, permute_179, _scaled_dot_product_efficient_attention_backward_10], Original ATen: [aten.expand, aten.view, aten.transpose, aten._scaled_dot_product_efficient_attention_backward]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention_backward.default:272
            buf410 = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(reinterpret_tensor(buf406, (4, 12, 128, 64), (98304, 64, 768, 1), 0), permute_6, clone_2, clone_3, reinterpret_tensor(where, (4, 12, 128, 128), (16384, 0, 128, 1), 0), getitem_16, getitem_17, getitem_18, getitem_19, 0.1, [True, True, True, False], scale=0.125)
            del buf406
            del clone_2
            del clone_3
            del getitem_16
            del getitem_17
            del getitem_18
            del getitem_19
            del permute_6
            buf411 = buf410[0]
            assert_size_stride(buf411, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf411, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf412 = buf410[1]
            assert_size_stride(buf412, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf412, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf413 = buf410[2]
            assert_size_stride(buf413, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf413, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            del buf410
            buf414 = buf376; del buf376  # reuse
            buf417 = buf379; del buf379  # reuse
            # Topologically Sorted Source Nodes: [slice_22, slice_21, permute_180, view_321, permute_181, clone_66, view_322, permute_182, clone_67, view_323, cat_10, view_324, sum_132], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.sum]
            # [Provenance debug handles] triton_red_fused__unsafe_view_add_cat_clone_sum_transpose_view_7:273
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_add_cat_clone_sum_transpose_view_7.run(buf411, tangents_4, buf412, tangents_3, buf413, buf414, buf417, 9216, 128, stream=stream0)
            del buf411
            del tangents_3
            del tangents_4
            buf415 = reinterpret_tensor(buf413, (512, 768), (768, 1), 0); del buf413  # reuse
            # Topologically Sorted Source Nodes: [slice_22, slice_21, permute_180, view_321, permute_181, clone_66, view_322, permute_182, clone_67, view_323, cat_10, view_324, permute_183, mm_89], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:274
            extern_kernels.mm(reinterpret_tensor(buf414, (512, 2304), (2304, 1), 0), reinterpret_tensor(primals_19, (2304, 768), (1, 2304), 0), out=buf415)
            del primals_19
            buf416 = empty_strided_cuda((768, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_22, slice_21, permute_180, view_321, permute_181, clone_66, view_322, permute_182, clone_67, view_323, cat_10, view_324, mm_90], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:275
            extern_kernels.mm(permute_184, reinterpret_tensor(buf414, (512, 2304), (2304, 1), 0), out=buf416)
            del permute_184
            buf418 = empty_strided_cuda((1, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_22, slice_21, permute_180, view_321, permute_181, clone_66, view_322, permute_182, clone_67, view_323, cat_10, view_324, sum_132], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.sum]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_cat_clone_sum_transpose_view_8:276
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_cat_clone_sum_transpose_view_8.run(buf417, buf418, 2304, 4, stream=stream0)
            buf425 = buf404; del buf404  # reuse
            buf426 = reinterpret_tensor(buf412, (4, 128, 768), (98304, 768, 1), 0); del buf412  # reuse
            # Topologically Sorted Source Nodes: [view_326, mul_446, mul_447, sum_133, mul_448, sum_134, mul_449, sub_103, sub_104, mul_450, add_167, convert_element_type_22, mul_452, clone_68], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_dropout_backward]
            # [Provenance debug handles] triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6:277
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6.run(buf425, buf415, primals_16, mul_14, div_22, gt_2, buf426, 512, 768, stream=stream0)
            del div_22
            del gt_2
            del primals_16
            buf421 = reinterpret_tensor(buf408, (768, 4), (1, 768), 0); del buf408  # reuse
            buf423 = buf400; del buf400  # reuse
            # Topologically Sorted Source Nodes: [view_326, mul_451, sum_135, sum_136], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_layer_norm_backward_view_1:278
            stream0 = get_raw_stream(0)
            triton_red_fused_native_layer_norm_backward_view_1.run(buf415, mul_14, buf421, buf423, 3072, 128, stream=stream0)
            del mul_14
            buf422 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_326, mul_451, sum_135], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:279
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf421, buf422, 768, 4, stream=stream0)
            buf424 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_326, sum_136], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:280
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf423, buf424, 768, 4, stream=stream0)
            buf427 = reinterpret_tensor(buf393, (512, 3072), (3072, 1), 0); del buf393  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_22, mul_452, clone_68, view_327, permute_185, mm_91], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:281
            extern_kernels.mm(reinterpret_tensor(buf426, (512, 768), (768, 1), 0), reinterpret_tensor(primals_15, (768, 3072), (1, 768), 0), out=buf427)
            del primals_15
            buf428 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_22, mul_452, clone_68, view_327, mm_92], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:282
            extern_kernels.mm(permute_186, reinterpret_tensor(buf426, (512, 768), (768, 1), 0), out=buf428)
            del permute_186
            buf429 = reinterpret_tensor(buf423, (1, 768, 4), (3072, 1, 768), 0); del buf423  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_22, mul_452, clone_68, view_327, sum_137], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_native_dropout_backward_sum_view_3:283
            stream0 = get_raw_stream(0)
            triton_red_fused_native_dropout_backward_sum_view_3.run(buf426, buf429, 3072, 128, stream=stream0)
            buf430 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_22, mul_452, clone_68, view_327, sum_137], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:284
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf429, buf430, 768, 4, stream=stream0)
            buf431 = reinterpret_tensor(buf427, (4, 128, 3072), (393216, 3072, 1), 0); del buf427  # reuse
            buf434 = buf396; del buf396  # reuse
            # Topologically Sorted Source Nodes: [view_329, x_5, mul, mul_454, pow_1, mul_1, add_5, mul_2, tanh, add_6, mul_455, mul_456, sub_105, mul_457, mul_458, mul_459, pow_24, mul_460, mul_461, add_168, mul_462, add_169, view_330, sum_138], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.sum]
            # [Provenance debug handles] triton_red_fused_add_mul_pow_sum_tanh_tanh_backward_view_4:285
            stream0 = get_raw_stream(0)
            triton_red_fused_add_mul_pow_sum_tanh_tanh_backward_view_4.run(buf431, addmm_2, buf434, 12288, 128, stream=stream0)
            del addmm_2
            buf432 = reinterpret_tensor(buf426, (512, 768), (768, 1), 0); del buf426  # reuse
            # Topologically Sorted Source Nodes: [view_329, x_5, mul, mul_454, pow_1, mul_1, add_5, mul_2, tanh, add_6, mul_455, mul_456, sub_105, mul_457, mul_458, mul_459, pow_24, mul_460, mul_461, add_168, mul_462, add_169, view_330, permute_187, mm_93], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:286
            extern_kernels.mm(reinterpret_tensor(buf431, (512, 3072), (3072, 1), 0), reinterpret_tensor(primals_13, (3072, 768), (1, 3072), 0), out=buf432)
            del primals_13
            buf433 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_329, x_5, mul, mul_454, pow_1, mul_1, add_5, mul_2, tanh, add_6, mul_455, mul_456, sub_105, mul_457, mul_458, mul_459, pow_24, mul_460, mul_461, add_168, mul_462, add_169, view_330, mm_94], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:287
            extern_kernels.mm(permute_188, reinterpret_tensor(buf431, (512, 3072), (3072, 1), 0), out=buf433)
            del buf431
            del permute_188
            buf435 = reinterpret_tensor(buf429, (1, 3072), (3072, 1), 0); del buf429  # reuse
            # Topologically Sorted Source Nodes: [view_329, x_5, mul, mul_454, pow_1, mul_1, add_5, mul_2, tanh, add_6, mul_455, mul_456, sub_105, mul_457, mul_458, mul_459, pow_24, mul_460, mul_461, add_168, mul_462, add_169, view_330, sum_138], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.sum]
            # [Provenance debug handles] triton_per_fused_add_mul_pow_sum_tanh_tanh_backward_view_5:288
            stream0 = get_raw_stream(0)
            triton_per_fused_add_mul_pow_sum_tanh_tanh_backward_view_5.run(buf434, buf435, 3072, 4, stream=stream0)
            del buf434
            buf442 = buf425; del buf425  # reuse
            buf443 = reinterpret_tensor(buf415, (4, 128, 768), (98304, 768, 1), 0); del buf415  # reuse
            # Topologically Sorted Source Nodes: [view_332, mul_464, mul_465, sum_139, mul_466, sum_140, mul_467, sub_107, sub_108, mul_468, add_170, convert_element_type_23, mul_470, clone_69], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_dropout_backward]
            # [Provenance debug handles] triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6:289
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_6.run(buf442, buf432, primals_10, mul_6, div_23, gt_1, buf443, 512, 768, stream=stream0)
            del div_23
            del gt_1
            del primals_10
            buf438 = buf421; del buf421  # reuse
            buf440 = empty_strided_cuda((768, 4), (1, 768), torch.float32)
            # Topologically Sorted Source Nodes: [view_332, mul_469, sum_141, sum_142], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_layer_norm_backward_view_1:290
            stream0 = get_raw_stream(0)
            triton_red_fused_native_layer_norm_backward_view_1.run(buf432, mul_6, buf438, buf440, 3072, 128, stream=stream0)
            del mul_6
            buf439 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_332, mul_469, sum_141], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:291
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf438, buf439, 768, 4, stream=stream0)
            buf441 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_332, sum_142], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:292
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf440, buf441, 768, 4, stream=stream0)
            buf444 = buf432; del buf432  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_23, mul_470, clone_69, view_333, permute_189, mm_95], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:293
            extern_kernels.mm(reinterpret_tensor(buf443, (512, 768), (768, 1), 0), reinterpret_tensor(primals_9, (768, 768), (1, 768), 0), out=buf444)
            del primals_9
            buf445 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_23, mul_470, clone_69, view_333, transpose_3, reshape, view_6, permute_190, mm_96], Original ATen: [aten.native_dropout_backward, aten.view, aten.transpose, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:294
            extern_kernels.mm(reinterpret_tensor(getitem_5, (768, 512), (1, 768), 0), reinterpret_tensor(buf443, (512, 768), (768, 1), 0), out=buf445)
            buf446 = reinterpret_tensor(buf440, (1, 768, 4), (3072, 1, 768), 0); del buf440  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_23, mul_470, clone_69, view_333, sum_143], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_native_dropout_backward_sum_view_3:295
            stream0 = get_raw_stream(0)
            triton_red_fused_native_dropout_backward_sum_view_3.run(buf443, buf446, 3072, 128, stream=stream0)
            del buf443
            buf447 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_23, mul_470, clone_69, view_333, sum_143], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:296
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf446, buf447, 768, 4, stream=stream0)
            # Topologically Sorted Source Nodes: [attn_output, view_335, view_336, permute_191, _scaled_dot_product_efficient_attention_backward_11], Original ATen: [aten.expand, aten.view, aten.transpose, aten._scaled_dot_product_efficient_attention_backward]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention_backward.default:297
            buf448 = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(reinterpret_tensor(buf444, (4, 12, 128, 64), (98304, 64, 768, 1), 0), permute_2, clone, clone_1, reinterpret_tensor(where, (4, 12, 128, 128), (16384, 0, 128, 1), 0), getitem_5, getitem_6, getitem_7, getitem_8, 0.1, [True, True, True, False], scale=0.125)
            del buf444
            del clone
            del clone_1
            del getitem_5
            del getitem_6
            del getitem_7
            del getitem_8
            del permute_2
            del where
            buf449 = buf448[0]
            assert_size_stride(buf449, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf449, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf450 = buf448[1]
            assert_size_stride(buf450, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf450, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf451 = buf448[2]
            assert_size_stride(buf451, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf451, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            del buf448
            buf452 = buf414; del buf414  # reuse
            buf455 = buf417; del buf417  # reuse
            # Topologically Sorted Source Nodes: [slice_24, slice_23, permute_192, view_337, permute_193, clone_70, view_338, permute_194, clone_71, view_339, cat_11, view_340, sum_144], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.sum]
            # [Provenance debug handles] triton_red_fused__unsafe_view_add_cat_clone_sum_transpose_view_7:298
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_add_cat_clone_sum_transpose_view_7.run(buf449, tangents_2, buf450, tangents_1, buf451, buf452, buf455, 9216, 128, stream=stream0)
            del buf449
            del buf450
            del tangents_1
            del tangents_2
            buf453 = reinterpret_tensor(buf451, (512, 768), (768, 1), 0); del buf451  # reuse
            # Topologically Sorted Source Nodes: [slice_24, slice_23, permute_192, view_337, permute_193, clone_70, view_338, permute_194, clone_71, view_339, cat_11, view_340, permute_195, mm_97], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:299
            extern_kernels.mm(reinterpret_tensor(buf452, (512, 2304), (2304, 1), 0), reinterpret_tensor(primals_7, (2304, 768), (1, 2304), 0), out=buf453)
            del primals_7
            buf454 = empty_strided_cuda((768, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_24, slice_23, permute_192, view_337, permute_193, clone_70, view_338, permute_194, clone_71, view_339, cat_11, view_340, mm_98], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:300
            extern_kernels.mm(permute_196, reinterpret_tensor(buf452, (512, 2304), (2304, 1), 0), out=buf454)
            del buf452
            del permute_196
            buf456 = empty_strided_cuda((1, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [slice_24, slice_23, permute_192, view_337, permute_193, clone_70, view_338, permute_194, clone_71, view_339, cat_11, view_340, sum_144], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.sum]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_cat_clone_sum_transpose_view_8:301
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_cat_clone_sum_transpose_view_8.run(buf455, buf456, 2304, 4, stream=stream0)
            del buf455
            buf466 = empty_strided_cuda((50257, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_25], Original ATen: [aten.embedding_dense_backward]
            # [Provenance debug handles] triton_poi_fused_embedding_dense_backward_9:302
            stream0 = get_raw_stream(0)
            triton_poi_fused_embedding_dense_backward_9.run(buf466, 38597376, stream=stream0)
            buf463 = buf442; del buf442  # reuse
            # Topologically Sorted Source Nodes: [view_342, mul_473, mul_474, sum_145, mul_475, sum_146, mul_476, sub_110, sub_111, mul_477, add_173, convert_element_type_24, mul_479, clone_72, attn_output, eq_1, unsqueeze_8, where_13, full_25, index_put_1], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_dropout_backward, aten.scalar_tensor, aten.embedding_dense_backward]
            # [Provenance debug handles] triton_per_fused_add_embedding_dense_backward_native_dropout_backward_native_layer_norm_backward_scalar_tensor_view_10:303
            stream0 = get_raw_stream(0)
            triton_per_fused_add_embedding_dense_backward_native_dropout_backward_native_layer_norm_backward_scalar_tensor_view_10.run(buf463, buf453, primals_4, mul_2, div_24, gt, primals_1, buf466, 512, 768, stream=stream0)
            del div_24
            del gt
            del primals_1
            del primals_4
            buf459 = reinterpret_tensor(buf446, (768, 4), (1, 768), 0); del buf446  # reuse
            buf461 = buf438; del buf438  # reuse
            # Topologically Sorted Source Nodes: [view_342, mul_478, sum_147, sum_148], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_layer_norm_backward_view_1:304
            stream0 = get_raw_stream(0)
            triton_red_fused_native_layer_norm_backward_view_1.run(buf453, mul_2, buf459, buf461, 3072, 128, stream=stream0)
            del buf453
            del mul_2
            buf460 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_342, mul_478, sum_147], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:305
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf459, buf460, 768, 4, stream=stream0)
            del buf459
            buf462 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_342, sum_148], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_2:306
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_2.run(buf461, buf462, 768, 4, stream=stream0)
            del buf461
            buf464 = empty_strided_cuda((1024, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_24], Original ATen: [aten.embedding_dense_backward]
            # [Provenance debug handles] triton_poi_fused_embedding_dense_backward_11:307
            stream0 = get_raw_stream(0)
            triton_poi_fused_embedding_dense_backward_11.run(buf464, 786432, stream=stream0)
            # Topologically Sorted Source Nodes: [sum_149, eq, unsqueeze_7, attn_output, where_12, full_24, index_put], Original ATen: [aten.sum, aten.embedding_dense_backward, aten.scalar_tensor]
            # [Provenance debug handles] triton_poi_fused_embedding_dense_backward_scalar_tensor_sum_12:308
            stream0 = get_raw_stream(0)
            triton_poi_fused_embedding_dense_backward_scalar_tensor_sum_12.run(unsqueeze, buf463, buf464, 98304, stream=stream0)
            del buf463
            del unsqueeze
            buf468 = empty_strided_cuda((50257, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_148, permute_49, ], Original ATen: [aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:309
            extern_kernels.addmm(buf466, reinterpret_tensor(tangents_25, (50257, 512), (1, 50257), 0), view_146, alpha=1, beta=1, out=buf468)
            del buf466
            del tangents_25
            del view_146
        return (None, buf468, buf464, buf460, buf462, reinterpret_tensor(buf456, (2304, ), (1, ), 0), buf454, reinterpret_tensor(buf447, (768, ), (1, ), 0), buf445, buf439, buf441, reinterpret_tensor(buf435, (3072, ), (1, ), 0), buf433, reinterpret_tensor(buf430, (768, ), (1, ), 0), buf428, buf422, buf424, reinterpret_tensor(buf418, (2304, ), (1, ), 0), buf416, reinterpret_tensor(buf409, (768, ), (1, ), 0), buf407, buf401, buf403, reinterpret_tensor(buf397, (3072, ), (1, ), 0), buf395, reinterpret_tensor(buf392, (768, ), (1, ), 0), buf390, buf384, buf386, reinterpret_tensor(buf380, (2304, ), (1, ), 0), buf378, reinterpret_tensor(buf371, (768, ), (1, ), 0), buf369, buf363, buf365, reinterpret_tensor(buf359, (3072, ), (1, ), 0), buf357, reinterpret_tensor(buf354, (768, ), (1, ), 0), buf352, buf346, buf348, reinterpret_tensor(buf342, (2304, ), (1, ), 0), buf340, reinterpret_tensor(buf333, (768, ), (1, ), 0), buf331, buf325, buf327, reinterpret_tensor(buf321, (3072, ), (1, ), 0), buf319, reinterpret_tensor(buf316, (768, ), (1, ), 0), buf314, buf308, buf310, reinterpret_tensor(buf304, (2304, ), (1, ), 0), buf302, reinterpret_tensor(buf295, (768, ), (1, ), 0), buf293, buf287, buf289, reinterpret_tensor(buf283, (3072, ), (1, ), 0), buf281, reinterpret_tensor(buf278, (768, ), (1, ), 0), buf276, buf270, buf272, reinterpret_tensor(buf266, (2304, ), (1, ), 0), buf264, reinterpret_tensor(buf257, (768, ), (1, ), 0), buf255, buf249, buf251, reinterpret_tensor(buf245, (3072, ), (1, ), 0), buf243, reinterpret_tensor(buf240, (768, ), (1, ), 0), buf238, buf232, buf234, reinterpret_tensor(buf228, (2304, ), (1, ), 0), buf226, reinterpret_tensor(buf219, (768, ), (1, ), 0), buf217, buf211, buf213, reinterpret_tensor(buf207, (3072, ), (1, ), 0), buf205, reinterpret_tensor(buf202, (768, ), (1, ), 0), buf200, buf194, buf196, reinterpret_tensor(buf190, (2304, ), (1, ), 0), buf188, reinterpret_tensor(buf181, (768, ), (1, ), 0), buf179, buf173, buf175, reinterpret_tensor(buf169, (3072, ), (1, ), 0), buf167, reinterpret_tensor(buf164, (768, ), (1, ), 0), buf162, buf156, buf158, reinterpret_tensor(buf152, (2304, ), (1, ), 0), buf150, reinterpret_tensor(buf143, (768, ), (1, ), 0), buf141, buf135, buf137, reinterpret_tensor(buf131, (3072, ), (1, ), 0), buf129, reinterpret_tensor(buf126, (768, ), (1, ), 0), buf124, buf118, buf120, reinterpret_tensor(buf114, (2304, ), (1, ), 0), buf112, reinterpret_tensor(buf105, (768, ), (1, ), 0), buf103, buf97, buf99, reinterpret_tensor(buf93, (3072, ), (1, ), 0), buf91, reinterpret_tensor(buf88, (768, ), (1, ), 0), buf86, buf80, buf82, reinterpret_tensor(buf76, (2304, ), (1, ), 0), buf74, reinterpret_tensor(buf67, (768, ), (1, ), 0), buf65, buf59, buf61, reinterpret_tensor(buf55, (3072, ), (1, ), 0), buf53, reinterpret_tensor(buf50, (768, ), (1, ), 0), buf48, buf42, buf44, reinterpret_tensor(buf38, (2304, ), (1, ), 0), buf36, reinterpret_tensor(buf29, (768, ), (1, ), 0), buf27, buf21, buf23, reinterpret_tensor(buf17, (3072, ), (1, ), 0), buf15, reinterpret_tensor(buf12, (768, ), (1, ), 0), buf10, buf5, buf7, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((4, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    primals_2 = rand_strided((50257, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_4 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    primals_9 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_10 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_13 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_15 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_16 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_19 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    primals_21 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_22 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_25 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_27 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_28 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_31 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    primals_33 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_34 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_37 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_39 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_40 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_43 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    primals_45 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_46 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_49 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_51 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_52 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_55 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    primals_57 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_58 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_61 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_63 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_64 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_67 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    primals_69 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_70 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_73 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_75 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_76 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_79 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    primals_81 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_82 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_85 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_87 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_88 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_91 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    primals_93 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_94 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_97 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_99 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_100 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_103 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    primals_105 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_106 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_109 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_111 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_112 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_115 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    primals_117 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_118 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_121 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_123 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_124 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_127 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    primals_129 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_130 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_133 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_135 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_136 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_139 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    primals_141 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_142 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_145 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_147 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_148 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    unsqueeze = rand_strided((1, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    gt = rand_strided((4, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.bool)
    mul_2 = rand_strided((4, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    permute_2 = rand_strided((4, 12, 128, 64), (294912, 64, 2304, 1), device='cuda:0', dtype=torch.float32)
    clone = rand_strided((4, 12, 128, 64), (98304, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    clone_1 = rand_strided((4, 12, 128, 64), (98304, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    where = rand_strided((4, 1, 128, 128), (16384, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    getitem_5 = rand_strided((4, 12, 128, 64), (98304, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    getitem_6 = rand_strided((4, 12, 128), (1536, 128, 1), device='cuda:0', dtype=torch.float32)
    getitem_7 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    getitem_8 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    gt_1 = rand_strided((4, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.bool)
    mul_6 = rand_strided((4, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    addmm_2 = rand_strided((512, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    gt_2 = rand_strided((4, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.bool)
    mul_14 = rand_strided((4, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    permute_6 = rand_strided((4, 12, 128, 64), (294912, 64, 2304, 1), device='cuda:0', dtype=torch.float32)
    clone_2 = rand_strided((4, 12, 128, 64), (98304, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    clone_3 = rand_strided((4, 12, 128, 64), (98304, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    getitem_16 = rand_strided((4, 12, 128, 64), (98304, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    getitem_17 = rand_strided((4, 12, 128), (1536, 128, 1), device='cuda:0', dtype=torch.float32)
    getitem_18 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    getitem_19 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    gt_3 = rand_strided((4, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.bool)
    mul_18 = rand_strided((4, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    addmm_6 = rand_strided((512, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    gt_4 = rand_strided((4, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.bool)
    mul_26 = rand_strided((4, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    permute_10 = rand_strided((4, 12, 128, 64), (294912, 64, 2304, 1), device='cuda:0', dtype=torch.float32)
    clone_4 = rand_strided((4, 12, 128, 64), (98304, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    clone_5 = rand_strided((4, 12, 128, 64), (98304, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    getitem_27 = rand_strided((4, 12, 128, 64), (98304, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    getitem_28 = rand_strided((4, 12, 128), (1536, 128, 1), device='cuda:0', dtype=torch.float32)
    getitem_29 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    getitem_30 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    gt_5 = rand_strided((4, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.bool)
    mul_30 = rand_strided((4, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    addmm_10 = rand_strided((512, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    gt_6 = rand_strided((4, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.bool)
    mul_38 = rand_strided((4, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    permute_14 = rand_strided((4, 12, 128, 64), (294912, 64, 2304, 1), device='cuda:0', dtype=torch.float32)
    clone_6 = rand_strided((4, 12, 128, 64), (98304, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    clone_7 = rand_strided((4, 12, 128, 64), (98304, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    getitem_38 = rand_strided((4, 12, 128, 64), (98304, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    getitem_39 = rand_strided((4, 12, 128), (1536, 128, 1), device='cuda:0', dtype=torch.float32)
    getitem_40 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    getitem_41 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    gt_7 = rand_strided((4, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.bool)
    mul_42 = rand_strided((4, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    addmm_14 = rand_strided((512, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    gt_8 = rand_strided((4, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.bool)
    mul_50 = rand_strided((4, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    permute_18 = rand_strided((4, 12, 128, 64), (294912, 64, 2304, 1), device='cuda:0', dtype=torch.float32)
    clone_8 = rand_strided((4, 12, 128, 64), (98304, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    clone_9 = rand_strided((4, 12, 128, 64), (98304, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    getitem_49 = rand_strided((4, 12, 128, 64), (98304, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    getitem_50 = rand_strided((4, 12, 128), (1536, 128, 1), device='cuda:0', dtype=torch.float32)
    getitem_51 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    getitem_52 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    gt_9 = rand_strided((4, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.bool)
    mul_54 = rand_strided((4, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    addmm_18 = rand_strided((512, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    gt_10 = rand_strided((4, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.bool)
    mul_62 = rand_strided((4, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    permute_22 = rand_strided((4, 12, 128, 64), (294912, 64, 2304, 1), device='cuda:0', dtype=torch.float32)
    clone_10 = rand_strided((4, 12, 128, 64), (98304, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    clone_11 = rand_strided((4, 12, 128, 64), (98304, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    getitem_60 = rand_strided((4, 12, 128, 64), (98304, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    getitem_61 = rand_strided((4, 12, 128), (1536, 128, 1), device='cuda:0', dtype=torch.float32)
    getitem_62 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    getitem_63 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    gt_11 = rand_strided((4, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.bool)
    mul_66 = rand_strided((4, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    addmm_22 = rand_strided((512, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    gt_12 = rand_strided((4, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.bool)
    mul_74 = rand_strided((4, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    permute_26 = rand_strided((4, 12, 128, 64), (294912, 64, 2304, 1), device='cuda:0', dtype=torch.float32)
    clone_12 = rand_strided((4, 12, 128, 64), (98304, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    clone_13 = rand_strided((4, 12, 128, 64), (98304, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    getitem_71 = rand_strided((4, 12, 128, 64), (98304, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    getitem_72 = rand_strided((4, 12, 128), (1536, 128, 1), device='cuda:0', dtype=torch.float32)
    getitem_73 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    getitem_74 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    gt_13 = rand_strided((4, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.bool)
    mul_78 = rand_strided((4, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    addmm_26 = rand_strided((512, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    gt_14 = rand_strided((4, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.bool)
    mul_86 = rand_strided((4, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    permute_30 = rand_strided((4, 12, 128, 64), (294912, 64, 2304, 1), device='cuda:0', dtype=torch.float32)
    clone_14 = rand_strided((4, 12, 128, 64), (98304, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    clone_15 = rand_strided((4, 12, 128, 64), (98304, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    getitem_82 = rand_strided((4, 12, 128, 64), (98304, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    getitem_83 = rand_strided((4, 12, 128), (1536, 128, 1), device='cuda:0', dtype=torch.float32)
    getitem_84 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    getitem_85 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    gt_15 = rand_strided((4, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.bool)
    mul_90 = rand_strided((4, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    addmm_30 = rand_strided((512, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    gt_16 = rand_strided((4, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.bool)
    mul_98 = rand_strided((4, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    permute_34 = rand_strided((4, 12, 128, 64), (294912, 64, 2304, 1), device='cuda:0', dtype=torch.float32)
    clone_16 = rand_strided((4, 12, 128, 64), (98304, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    clone_17 = rand_strided((4, 12, 128, 64), (98304, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    getitem_93 = rand_strided((4, 12, 128, 64), (98304, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    getitem_94 = rand_strided((4, 12, 128), (1536, 128, 1), device='cuda:0', dtype=torch.float32)
    getitem_95 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    getitem_96 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    gt_17 = rand_strided((4, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.bool)
    mul_102 = rand_strided((4, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    addmm_34 = rand_strided((512, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    gt_18 = rand_strided((4, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.bool)
    mul_110 = rand_strided((4, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    permute_38 = rand_strided((4, 12, 128, 64), (294912, 64, 2304, 1), device='cuda:0', dtype=torch.float32)
    clone_18 = rand_strided((4, 12, 128, 64), (98304, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    clone_19 = rand_strided((4, 12, 128, 64), (98304, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    getitem_104 = rand_strided((4, 12, 128, 64), (98304, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    getitem_105 = rand_strided((4, 12, 128), (1536, 128, 1), device='cuda:0', dtype=torch.float32)
    getitem_106 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    getitem_107 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    gt_19 = rand_strided((4, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.bool)
    mul_114 = rand_strided((4, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    addmm_38 = rand_strided((512, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    gt_20 = rand_strided((4, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.bool)
    mul_122 = rand_strided((4, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    permute_42 = rand_strided((4, 12, 128, 64), (294912, 64, 2304, 1), device='cuda:0', dtype=torch.float32)
    clone_20 = rand_strided((4, 12, 128, 64), (98304, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    clone_21 = rand_strided((4, 12, 128, 64), (98304, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    getitem_115 = rand_strided((4, 12, 128, 64), (98304, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    getitem_116 = rand_strided((4, 12, 128), (1536, 128, 1), device='cuda:0', dtype=torch.float32)
    getitem_117 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    getitem_118 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    gt_21 = rand_strided((4, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.bool)
    mul_126 = rand_strided((4, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    addmm_42 = rand_strided((512, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    gt_22 = rand_strided((4, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.bool)
    mul_134 = rand_strided((4, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    permute_46 = rand_strided((4, 12, 128, 64), (294912, 64, 2304, 1), device='cuda:0', dtype=torch.float32)
    clone_22 = rand_strided((4, 12, 128, 64), (98304, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    clone_23 = rand_strided((4, 12, 128, 64), (98304, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    getitem_126 = rand_strided((4, 12, 128, 64), (98304, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    getitem_127 = rand_strided((4, 12, 128), (1536, 128, 1), device='cuda:0', dtype=torch.float32)
    getitem_128 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    getitem_129 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    gt_23 = rand_strided((4, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.bool)
    mul_138 = rand_strided((4, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    addmm_46 = rand_strided((512, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    gt_24 = rand_strided((4, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.bool)
    mul_146 = rand_strided((4, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_146 = rand_strided((512, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    div = rand_strided((4, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_54 = rand_strided((3072, 512), (1, 3072), device='cuda:0', dtype=torch.float32)
    permute_56 = rand_strided((768, 512), (1, 768), device='cuda:0', dtype=torch.float32)
    div_1 = rand_strided((4, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_64 = rand_strided((768, 512), (1, 768), device='cuda:0', dtype=torch.float32)
    div_2 = rand_strided((4, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_66 = rand_strided((3072, 512), (1, 3072), device='cuda:0', dtype=torch.float32)
    permute_68 = rand_strided((768, 512), (1, 768), device='cuda:0', dtype=torch.float32)
    div_3 = rand_strided((4, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_76 = rand_strided((768, 512), (1, 768), device='cuda:0', dtype=torch.float32)
    div_4 = rand_strided((4, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_78 = rand_strided((3072, 512), (1, 3072), device='cuda:0', dtype=torch.float32)
    permute_80 = rand_strided((768, 512), (1, 768), device='cuda:0', dtype=torch.float32)
    div_5 = rand_strided((4, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_88 = rand_strided((768, 512), (1, 768), device='cuda:0', dtype=torch.float32)
    div_6 = rand_strided((4, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_90 = rand_strided((3072, 512), (1, 3072), device='cuda:0', dtype=torch.float32)
    permute_92 = rand_strided((768, 512), (1, 768), device='cuda:0', dtype=torch.float32)
    div_7 = rand_strided((4, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_100 = rand_strided((768, 512), (1, 768), device='cuda:0', dtype=torch.float32)
    div_8 = rand_strided((4, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_102 = rand_strided((3072, 512), (1, 3072), device='cuda:0', dtype=torch.float32)
    permute_104 = rand_strided((768, 512), (1, 768), device='cuda:0', dtype=torch.float32)
    div_9 = rand_strided((4, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_112 = rand_strided((768, 512), (1, 768), device='cuda:0', dtype=torch.float32)
    div_10 = rand_strided((4, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_114 = rand_strided((3072, 512), (1, 3072), device='cuda:0', dtype=torch.float32)
    permute_116 = rand_strided((768, 512), (1, 768), device='cuda:0', dtype=torch.float32)
    div_11 = rand_strided((4, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_124 = rand_strided((768, 512), (1, 768), device='cuda:0', dtype=torch.float32)
    div_12 = rand_strided((4, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_126 = rand_strided((3072, 512), (1, 3072), device='cuda:0', dtype=torch.float32)
    permute_128 = rand_strided((768, 512), (1, 768), device='cuda:0', dtype=torch.float32)
    div_13 = rand_strided((4, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_136 = rand_strided((768, 512), (1, 768), device='cuda:0', dtype=torch.float32)
    div_14 = rand_strided((4, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_138 = rand_strided((3072, 512), (1, 3072), device='cuda:0', dtype=torch.float32)
    permute_140 = rand_strided((768, 512), (1, 768), device='cuda:0', dtype=torch.float32)
    div_15 = rand_strided((4, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_148 = rand_strided((768, 512), (1, 768), device='cuda:0', dtype=torch.float32)
    div_16 = rand_strided((4, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_150 = rand_strided((3072, 512), (1, 3072), device='cuda:0', dtype=torch.float32)
    permute_152 = rand_strided((768, 512), (1, 768), device='cuda:0', dtype=torch.float32)
    div_17 = rand_strided((4, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_160 = rand_strided((768, 512), (1, 768), device='cuda:0', dtype=torch.float32)
    div_18 = rand_strided((4, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_162 = rand_strided((3072, 512), (1, 3072), device='cuda:0', dtype=torch.float32)
    permute_164 = rand_strided((768, 512), (1, 768), device='cuda:0', dtype=torch.float32)
    div_19 = rand_strided((4, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_172 = rand_strided((768, 512), (1, 768), device='cuda:0', dtype=torch.float32)
    div_20 = rand_strided((4, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_174 = rand_strided((3072, 512), (1, 3072), device='cuda:0', dtype=torch.float32)
    permute_176 = rand_strided((768, 512), (1, 768), device='cuda:0', dtype=torch.float32)
    div_21 = rand_strided((4, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_184 = rand_strided((768, 512), (1, 768), device='cuda:0', dtype=torch.float32)
    div_22 = rand_strided((4, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_186 = rand_strided((3072, 512), (1, 3072), device='cuda:0', dtype=torch.float32)
    permute_188 = rand_strided((768, 512), (1, 768), device='cuda:0', dtype=torch.float32)
    div_23 = rand_strided((4, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_196 = rand_strided((768, 512), (1, 768), device='cuda:0', dtype=torch.float32)
    div_24 = rand_strided((4, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    tangents_1 = rand_strided((4, 12, 128, 64), (98304, 8192, 64, 1), device='cuda:0', dtype=torch.float32)
    tangents_2 = rand_strided((4, 12, 128, 64), (98304, 8192, 64, 1), device='cuda:0', dtype=torch.float32)
    tangents_3 = rand_strided((4, 12, 128, 64), (98304, 8192, 64, 1), device='cuda:0', dtype=torch.float32)
    tangents_4 = rand_strided((4, 12, 128, 64), (98304, 8192, 64, 1), device='cuda:0', dtype=torch.float32)
    tangents_5 = rand_strided((4, 12, 128, 64), (98304, 8192, 64, 1), device='cuda:0', dtype=torch.float32)
    tangents_6 = rand_strided((4, 12, 128, 64), (98304, 8192, 64, 1), device='cuda:0', dtype=torch.float32)
    tangents_7 = rand_strided((4, 12, 128, 64), (98304, 8192, 64, 1), device='cuda:0', dtype=torch.float32)
    tangents_8 = rand_strided((4, 12, 128, 64), (98304, 8192, 64, 1), device='cuda:0', dtype=torch.float32)
    tangents_9 = rand_strided((4, 12, 128, 64), (98304, 8192, 64, 1), device='cuda:0', dtype=torch.float32)
    tangents_10 = rand_strided((4, 12, 128, 64), (98304, 8192, 64, 1), device='cuda:0', dtype=torch.float32)
    tangents_11 = rand_strided((4, 12, 128, 64), (98304, 8192, 64, 1), device='cuda:0', dtype=torch.float32)
    tangents_12 = rand_strided((4, 12, 128, 64), (98304, 8192, 64, 1), device='cuda:0', dtype=torch.float32)
    tangents_13 = rand_strided((4, 12, 128, 64), (98304, 8192, 64, 1), device='cuda:0', dtype=torch.float32)
    tangents_14 = rand_strided((4, 12, 128, 64), (98304, 8192, 64, 1), device='cuda:0', dtype=torch.float32)
    tangents_15 = rand_strided((4, 12, 128, 64), (98304, 8192, 64, 1), device='cuda:0', dtype=torch.float32)
    tangents_16 = rand_strided((4, 12, 128, 64), (98304, 8192, 64, 1), device='cuda:0', dtype=torch.float32)
    tangents_17 = rand_strided((4, 12, 128, 64), (98304, 8192, 64, 1), device='cuda:0', dtype=torch.float32)
    tangents_18 = rand_strided((4, 12, 128, 64), (98304, 8192, 64, 1), device='cuda:0', dtype=torch.float32)
    tangents_19 = rand_strided((4, 12, 128, 64), (98304, 8192, 64, 1), device='cuda:0', dtype=torch.float32)
    tangents_20 = rand_strided((4, 12, 128, 64), (98304, 8192, 64, 1), device='cuda:0', dtype=torch.float32)
    tangents_21 = rand_strided((4, 12, 128, 64), (98304, 8192, 64, 1), device='cuda:0', dtype=torch.float32)
    tangents_22 = rand_strided((4, 12, 128, 64), (98304, 8192, 64, 1), device='cuda:0', dtype=torch.float32)
    tangents_23 = rand_strided((4, 12, 128, 64), (98304, 8192, 64, 1), device='cuda:0', dtype=torch.float32)
    tangents_24 = rand_strided((4, 12, 128, 64), (98304, 8192, 64, 1), device='cuda:0', dtype=torch.float32)
    tangents_25 = rand_strided((4, 128, 50257), (6432896, 50257, 1), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_2, primals_4, primals_7, primals_9, primals_10, primals_13, primals_15, primals_16, primals_19, primals_21, primals_22, primals_25, primals_27, primals_28, primals_31, primals_33, primals_34, primals_37, primals_39, primals_40, primals_43, primals_45, primals_46, primals_49, primals_51, primals_52, primals_55, primals_57, primals_58, primals_61, primals_63, primals_64, primals_67, primals_69, primals_70, primals_73, primals_75, primals_76, primals_79, primals_81, primals_82, primals_85, primals_87, primals_88, primals_91, primals_93, primals_94, primals_97, primals_99, primals_100, primals_103, primals_105, primals_106, primals_109, primals_111, primals_112, primals_115, primals_117, primals_118, primals_121, primals_123, primals_124, primals_127, primals_129, primals_130, primals_133, primals_135, primals_136, primals_139, primals_141, primals_142, primals_145, primals_147, primals_148, unsqueeze, gt, mul_2, permute_2, clone, clone_1, where, getitem_5, getitem_6, getitem_7, getitem_8, gt_1, mul_6, addmm_2, gt_2, mul_14, permute_6, clone_2, clone_3, getitem_16, getitem_17, getitem_18, getitem_19, gt_3, mul_18, addmm_6, gt_4, mul_26, permute_10, clone_4, clone_5, getitem_27, getitem_28, getitem_29, getitem_30, gt_5, mul_30, addmm_10, gt_6, mul_38, permute_14, clone_6, clone_7, getitem_38, getitem_39, getitem_40, getitem_41, gt_7, mul_42, addmm_14, gt_8, mul_50, permute_18, clone_8, clone_9, getitem_49, getitem_50, getitem_51, getitem_52, gt_9, mul_54, addmm_18, gt_10, mul_62, permute_22, clone_10, clone_11, getitem_60, getitem_61, getitem_62, getitem_63, gt_11, mul_66, addmm_22, gt_12, mul_74, permute_26, clone_12, clone_13, getitem_71, getitem_72, getitem_73, getitem_74, gt_13, mul_78, addmm_26, gt_14, mul_86, permute_30, clone_14, clone_15, getitem_82, getitem_83, getitem_84, getitem_85, gt_15, mul_90, addmm_30, gt_16, mul_98, permute_34, clone_16, clone_17, getitem_93, getitem_94, getitem_95, getitem_96, gt_17, mul_102, addmm_34, gt_18, mul_110, permute_38, clone_18, clone_19, getitem_104, getitem_105, getitem_106, getitem_107, gt_19, mul_114, addmm_38, gt_20, mul_122, permute_42, clone_20, clone_21, getitem_115, getitem_116, getitem_117, getitem_118, gt_21, mul_126, addmm_42, gt_22, mul_134, permute_46, clone_22, clone_23, getitem_126, getitem_127, getitem_128, getitem_129, gt_23, mul_138, addmm_46, gt_24, mul_146, view_146, div, permute_54, permute_56, div_1, permute_64, div_2, permute_66, permute_68, div_3, permute_76, div_4, permute_78, permute_80, div_5, permute_88, div_6, permute_90, permute_92, div_7, permute_100, div_8, permute_102, permute_104, div_9, permute_112, div_10, permute_114, permute_116, div_11, permute_124, div_12, permute_126, permute_128, div_13, permute_136, div_14, permute_138, permute_140, div_15, permute_148, div_16, permute_150, permute_152, div_17, permute_160, div_18, permute_162, permute_164, div_19, permute_172, div_20, permute_174, permute_176, div_21, permute_184, div_22, permute_186, permute_188, div_23, permute_196, div_24, tangents_1, tangents_2, tangents_3, tangents_4, tangents_5, tangents_6, tangents_7, tangents_8, tangents_9, tangents_10, tangents_11, tangents_12, tangents_13, tangents_14, tangents_15, tangents_16, tangents_17, tangents_18, tangents_19, tangents_20, tangents_21, tangents_22, tangents_23, tangents_24, tangents_25]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
