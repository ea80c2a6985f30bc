# AOT ID: ['0_inference']
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


# kernel path: /tmp/torchinductor_root/tmpakoh8m03/yh/cyhhaye7j34cgzomku4kv2aaunwf57t2b6bxn72pczevczs7osle.py
# Topologically Sorted Source Nodes: [inputs_embeds, arange, position_ids, position_ids_1, position_embeds, hidden_states, hidden_states_2, view_1, x], Original ATen: [aten.embedding, aten.arange, aten.add, aten.unsqueeze, aten.native_layer_norm, aten.view, aten._to_copy]
# Source node to ATen node mapping:
#   arange => iota
#   hidden_states => add_1
#   hidden_states_2 => add_4, add_5, mul, mul_1, rsqrt, sub, var_mean
#   inputs_embeds => embedding
#   position_embeds => embedding_1
#   position_ids => add
#   position_ids_1 => unsqueeze
#   view_1 => view_1
#   x => convert_element_type_1
# Graph fragment:
#   %arg0_1 : Tensor "i64[4, 128][128, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg1_1 : Tensor "f32[50257, 768][768, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %arg2_1 : Tensor "f32[1024, 768][768, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %getitem_1 : Tensor "f32[4, 128, 1][128, 1, 512]cuda:0" = PlaceHolder[target=getitem_1]
#   %buf1 : Tensor "f32[4, 128, 1][128, 1, 512]cuda:0" = PlaceHolder[target=buf1]
#   %arg3_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg3_1]
#   %arg4_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg4_1]
#   %embedding : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%arg1_1, %arg0_1), kwargs = {})
#   %iota : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add, 0), kwargs = {})
#   %embedding_1 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%arg2_1, %unsqueeze), kwargs = {})
#   %add_1 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %embedding_1), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_1, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_1, %getitem_1), kwargs = {})
#   %add_4 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_4,), kwargs = {})
#   %mul : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_1 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %arg3_1), kwargs = {})
#   %add_5 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1, %arg4_1), kwargs = {})
#   %view_1 : Tensor "f32[512, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_5, [-1, 768]), kwargs = {})
#   %convert_element_type_1 : Tensor "bf16[512, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_1, torch.bfloat16), kwargs = {})
#   return %getitem_1,%buf1,%convert_element_type_1
triton_red_fused__to_copy_add_arange_embedding_native_layer_norm_unsqueeze_view_0 = async_compile.triton('triton_red_fused__to_copy_add_arange_embedding_native_layer_norm_unsqueeze_view_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 512, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy_add_arange_embedding_native_layer_norm_unsqueeze_view_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4096, 'r0_': 1972224}}
)
@triton.jit
def triton_red_fused__to_copy_add_arange_embedding_native_layer_norm_unsqueeze_view_0(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 768
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x3), xmask, eviction_policy='evict_last')
    x0 = (xindex % 128)
    tmp10_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp10_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp10_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp7 = tl.load(in_ptr2 + (r0_2 + 768*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.full([1, 1], 50257, tl.int32)
        tmp2 = tmp0 + tmp1
        tmp3 = tmp0 < 0
        tmp4 = tl.where(tmp3, tmp2, tmp0)
        tl.device_assert(((0 <= tmp4) & (tmp4 < 50257)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 50257")
        tmp6 = tl.load(in_ptr1 + (r0_2 + 768*tmp4), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp8 = tmp6 + tmp7
        tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
        tmp10_mean_next, tmp10_m2_next, tmp10_weight_next = triton_helpers.welford_reduce(
            tmp9, tmp10_mean, tmp10_m2, tmp10_weight, roffset == 0
        )
        tmp10_mean = tl.where(r0_mask & xmask, tmp10_mean_next, tmp10_mean)
        tmp10_m2 = tl.where(r0_mask & xmask, tmp10_m2_next, tmp10_m2)
        tmp10_weight = tl.where(r0_mask & xmask, tmp10_weight_next, tmp10_weight)
    tmp11, tmp12, tmp13 = triton_helpers.welford(tmp10_mean, tmp10_m2, tmp10_weight, 1)
    tmp10 = tmp11[:, None]
    tmp14 = tmp12[:, None]
    tmp15 = tmp13[:, None]
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp22 = tl.load(in_ptr2 + (r0_2 + 768*((x3 % 128))), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp31 = tl.load(in_ptr3 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp33 = tl.load(in_ptr4 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp16 = tl.full([1, 1], 50257, tl.int32)
        tmp17 = tmp0 + tmp16
        tmp18 = tmp0 < 0
        tmp19 = tl.where(tmp18, tmp17, tmp0)
        tl.device_assert(((0 <= tmp19) & (tmp19 < 50257)) | ~(xmask), "index out of bounds: 0 <= tmp19 < 50257")
        tmp21 = tl.load(in_ptr1 + (r0_2 + 768*tmp19), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp23 = tmp21 + tmp22
        tmp24 = tmp23 - tmp10
        tmp25 = tl.full([1, 1], 768.0, tl.float32)
        tmp26 = (tmp14 / tmp25)
        tmp27 = tl.full([1, 1], 1e-05, tl.float32)
        tmp28 = tmp26 + tmp27
        tmp29 = libdevice.rsqrt(tmp28)
        tmp30 = tmp24 * tmp29
        tmp32 = tmp30 * tmp31
        tmp34 = tmp32 + tmp33
        tmp35 = tmp34.to(tl.float32)
        tl.store(out_ptr2 + (r0_2 + 768*x3), tmp35, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpakoh8m03/rs/crsh45fgo7jrp5y7r2ktvt3wdgrbaw6oh7wdhbockkdvxxljwxue.py
# Topologically Sorted Source Nodes: [x], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   x => convert_element_type
# Graph fragment:
#   %arg6_1 : Tensor "f32[768, 2304][2304, 1]cuda:0" = PlaceHolder[target=arg6_1]
#   %convert_element_type : Tensor "bf16[768, 2304][2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg6_1, torch.bfloat16), kwargs = {})
#   return %convert_element_type
triton_poi_fused__to_copy_1 = async_compile.triton('triton_poi_fused__to_copy_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2097152}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 14155776}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_1(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1769472
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpakoh8m03/2v/c2vnlo2dntei7htka7tetlfmehy44qxefu54jdkcuf36fvbfyxdy.py
# Topologically Sorted Source Nodes: [x], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   x => convert_element_type_2
# Graph fragment:
#   %arg5_1 : Tensor "f32[2304][1]cuda:0" = PlaceHolder[target=arg5_1]
#   %convert_element_type_2 : Tensor "bf16[2304][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg5_1, torch.bfloat16), kwargs = {})
#   return %convert_element_type_2
triton_poi_fused__to_copy_2 = async_compile.triton('triton_poi_fused__to_copy_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 18432}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_2(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2304
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpakoh8m03/is/ciscx3sxlsinzuqgjzwdbqcnwvh5jilo6btbaci5ttwh5hqqrsgq.py
# Topologically Sorted Source Nodes: [x_1, split, view_3, key_states_1, keys], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
# Source node to ATen node mapping:
#   key_states_1 => permute
#   keys => clone_1
#   split => split
#   view_3 => view_3
#   x_1 => view_2
# Graph fragment:
#   %addmm : Tensor "bf16[512, 2304][2304, 1]cuda:0" = PlaceHolder[target=addmm]
#   %view_2 : Tensor "bf16[4, 128, 2304][294912, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [4, 128, 2304]), kwargs = {})
#   %split : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_2, 768, 2), kwargs = {})
#   %view_3 : Tensor "bf16[4, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_3, [4, 128, -1, 64]), kwargs = {})
#   %permute : Tensor "bf16[4, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_3, [0, 2, 1, 3]), kwargs = {})
#   %clone_1 : Tensor "bf16[4, 12, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clone.default](args = (%permute,), kwargs = {})
#   return %clone_1
triton_poi_fused_cat_split_transpose_view_3 = async_compile.triton('triton_poi_fused_cat_split_transpose_view_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 524288}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_cat_split_transpose_view_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2359296}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_cat_split_transpose_view_3(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 393216
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 768)
    x1 = xindex // 768
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (768 + x0 + 2304*x1), None).to(tl.float32)
    tl.store(out_ptr0 + (x2), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpakoh8m03/fa/cfabs7olqi4lhupnovotboq3dixvvaqkfakctmv735kpbtyzn3vw.py
# Topologically Sorted Source Nodes: [x_1, split, view_4, value_states_1, values], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
# Source node to ATen node mapping:
#   split => split
#   value_states_1 => permute_1
#   values => clone_2
#   view_4 => view_4
#   x_1 => view_2
# Graph fragment:
#   %addmm : Tensor "bf16[512, 2304][2304, 1]cuda:0" = PlaceHolder[target=addmm]
#   %view_2 : Tensor "bf16[4, 128, 2304][294912, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [4, 128, 2304]), kwargs = {})
#   %split : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_2, 768, 2), kwargs = {})
#   %view_4 : Tensor "bf16[4, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_4, [4, 128, -1, 64]), kwargs = {})
#   %permute_1 : Tensor "bf16[4, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_4, [0, 2, 1, 3]), kwargs = {})
#   %clone_2 : Tensor "bf16[4, 12, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clone.default](args = (%permute_1,), kwargs = {})
#   return %clone_2
triton_poi_fused_cat_split_transpose_view_4 = async_compile.triton('triton_poi_fused_cat_split_transpose_view_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 524288}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_cat_split_transpose_view_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2359296}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_cat_split_transpose_view_4(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 393216
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 768)
    x1 = xindex // 768
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (1536 + x0 + 2304*x1), None).to(tl.float32)
    tl.store(out_ptr0 + (x2), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpakoh8m03/ee/ceewej342p6eq34ma5s2ooiqhgogux7v7i5gjex7jv4u7kbylflr.py
# Topologically Sorted Source Nodes: [x_1, split, view_5, query_states_1, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, attn_output], Original ATen: [aten.view, aten.split, aten.transpose, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
# Source node to ATen node mapping:
#   arange_3 => iota_3
#   arange_4 => iota_4
#   attention_mask => le
#   attention_mask_1 => expand
#   attn_output => _scaled_dot_product_cudnn_attention, full_default, full_default_1, where
#   kv_arange => add_3
#   kv_indices => unsqueeze_4, unsqueeze_5, unsqueeze_6
#   q_arange => add_2
#   q_indices => unsqueeze_1, unsqueeze_2, unsqueeze_3
#   query_states_1 => permute_2
#   split => split
#   view_5 => view_5
#   x_1 => view_2
# Graph fragment:
#   %view_2 : Tensor "bf16[4, 128, 2304][294912, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [4, 128, 2304]), kwargs = {})
#   %split : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_2, 768, 2), kwargs = {})
#   %view_5 : Tensor "bf16[4, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_2, [4, 128, -1, 64]), kwargs = {})
#   %permute_2 : Tensor "bf16[4, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_5, [0, 2, 1, 3]), kwargs = {})
#   %iota_4 : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_3 : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_4, 0), kwargs = {})
#   %unsqueeze_4 : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_3, 0), kwargs = {})
#   %unsqueeze_5 : Tensor "i64[1, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, 1), kwargs = {})
#   %unsqueeze_6 : Tensor "i64[1, 1, 1, 128][128, 128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_5, 2), kwargs = {})
#   %iota_3 : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_2 : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_3, 0), kwargs = {})
#   %unsqueeze_1 : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_2, 0), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[1, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_1, 1), kwargs = {})
#   %unsqueeze_3 : Tensor "i64[1, 1, 128, 1][128, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 3), kwargs = {})
#   %le : Tensor "b8[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Tensor](args = (%unsqueeze_6, %unsqueeze_3), kwargs = {})
#   %expand : Tensor "b8[4, 1, 128, 128][0, 16384, 128, 1]cuda:0"[num_users=12] = call_function[target=torch.ops.aten.expand.default](args = (%le, [4, -1, 128, 128]), kwargs = {})
#   %full_default_1 : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -65536.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "bf16[4, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default_1, %full_default), kwargs = {})
#   %_scaled_dot_product_cudnn_attention : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_cudnn_attention.default](args = (%permute_2, %clone_1, %clone_2, %where, False), kwargs = {scale: 0.125})
#   return %buf9
triton_poi_fused__scaled_dot_product_cudnn_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_5 = async_compile.triton('triton_poi_fused__scaled_dot_product_cudnn_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__scaled_dot_product_cudnn_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 262144}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__scaled_dot_product_cudnn_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_5(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 65536
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 128)
    x1 = ((xindex // 128) % 128)
    x3 = xindex
    tmp0 = x0
    tmp1 = x1
    tmp2 = tmp0 <= tmp1
    tmp3 = tl.full([1], 0.0, tl.float32)
    tmp4 = tl.full([1], -65536.0, tl.float32)
    tmp5 = tl.where(tmp2, tmp3, tmp4)
    tl.store(out_ptr0 + (x3), tmp5, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpakoh8m03/qn/cqns7bqe4xktgdz6ishykbeur54r7ppoigxaf75ufg4jhbsco6jh.py
# Topologically Sorted Source Nodes: [x_2], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   x_2 => convert_element_type_6
# Graph fragment:
#   %arg8_1 : Tensor "f32[768, 768][768, 1]cuda:0" = PlaceHolder[target=arg8_1]
#   %convert_element_type_6 : Tensor "bf16[768, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg8_1, torch.bfloat16), kwargs = {})
#   return %convert_element_type_6
triton_poi_fused__to_copy_6 = async_compile.triton('triton_poi_fused__to_copy_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4718592}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_6(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 589824
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpakoh8m03/nn/cnnw75phwe2jgqvq3ud5ttiiycwuhfg6aci6lhqjl3vbrvx73hnn.py
# Topologically Sorted Source Nodes: [x_2], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   x_2 => convert_element_type_7
# Graph fragment:
#   %arg7_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg7_1]
#   %convert_element_type_7 : Tensor "bf16[768][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg7_1, torch.bfloat16), kwargs = {})
#   return %convert_element_type_7
triton_poi_fused__to_copy_7 = async_compile.triton('triton_poi_fused__to_copy_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6144}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_7(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 768
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpakoh8m03/on/conjwr6cran6omu64db6gzn2ztdxvewvevpku2uhznlluajf7koe.py
# Topologically Sorted Source Nodes: [inputs_embeds, arange, position_ids, position_ids_1, position_embeds, hidden_states, x_3, hidden_states_3, hidden_states_4, view_8, x_4], Original ATen: [aten.embedding, aten.arange, aten.add, aten.unsqueeze, aten.view, aten.native_layer_norm, aten._to_copy]
# Source node to ATen node mapping:
#   arange => iota
#   hidden_states => add_1
#   hidden_states_3 => add_6
#   hidden_states_4 => add_7, add_8, mul_2, mul_3, rsqrt_1, sub_1, var_mean_1
#   inputs_embeds => embedding
#   position_embeds => embedding_1
#   position_ids => add
#   position_ids_1 => unsqueeze
#   view_8 => view_9
#   x_3 => view_8
#   x_4 => convert_element_type_12
# Graph fragment:
#   %addmm_1 : Tensor "bf16[512, 768][768, 1]cuda:0" = PlaceHolder[target=addmm_1]
#   %arg0_1 : Tensor "i64[4, 128][128, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg1_1 : Tensor "f32[50257, 768][768, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %arg2_1 : Tensor "f32[1024, 768][768, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %getitem_15 : Tensor "f32[4, 128, 1][128, 1, 512]cuda:0" = PlaceHolder[target=getitem_15]
#   %buf19 : Tensor "f32[4, 128, 1][128, 1, 512]cuda:0" = PlaceHolder[target=buf19]
#   %arg9_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg9_1]
#   %arg10_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg10_1]
#   %embedding : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%arg1_1, %arg0_1), kwargs = {})
#   %iota : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add, 0), kwargs = {})
#   %embedding_1 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%arg2_1, %unsqueeze), kwargs = {})
#   %add_1 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %embedding_1), kwargs = {})
#   %view_8 : Tensor "bf16[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [4, 128, 768]), kwargs = {})
#   %add_6 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_8, %add_1), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_6, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_1 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_6, %getitem_15), kwargs = {})
#   %add_7 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_14, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_7,), kwargs = {})
#   %mul_2 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %rsqrt_1), kwargs = {})
#   %mul_3 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2, %arg9_1), kwargs = {})
#   %add_8 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_3, %arg10_1), kwargs = {})
#   %view_9 : Tensor "f32[512, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_8, [-1, 768]), kwargs = {})
#   %convert_element_type_12 : Tensor "bf16[512, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_9, torch.bfloat16), kwargs = {})
#   return %getitem_15,%buf19,%convert_element_type_12
triton_per_fused__to_copy_add_arange_embedding_native_layer_norm_unsqueeze_view_8 = async_compile.triton('triton_per_fused__to_copy_add_arange_embedding_native_layer_norm_unsqueeze_view_8', '''
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
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_arange_embedding_native_layer_norm_unsqueeze_view_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4096, 'r0_': 2758656}}
)
@triton.jit
def triton_per_fused__to_copy_add_arange_embedding_native_layer_norm_unsqueeze_view_8(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    r0_2 = r0_index
    x3 = xindex
    x0 = (xindex % 128)
    tmp0 = tl.load(in_ptr0 + (r0_2 + 768*x3), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (x3), xmask, eviction_policy='evict_last')
    tmp9 = tl.load(in_ptr3 + (r0_2 + 768*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
    tmp28 = tl.load(in_ptr3 + (r0_2 + 768*((x3 % 128))), r0_mask & xmask, other=0.0)
    tmp38 = tl.load(in_ptr4 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp40 = tl.load(in_ptr5 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tl.full([1, 1], 50257, tl.int32)
    tmp4 = tmp2 + tmp3
    tmp5 = tmp2 < 0
    tmp6 = tl.where(tmp5, tmp4, tmp2)
    tl.device_assert(((0 <= tmp6) & (tmp6 < 50257)) | ~(xmask), "index out of bounds: 0 <= tmp6 < 50257")
    tmp8 = tl.load(in_ptr2 + (r0_2 + 768*tmp6), r0_mask & xmask, other=0.0)
    tmp10 = tmp8 + tmp9
    tmp11 = tmp1 + tmp10
    tmp12 = tl.broadcast_to(tmp11, [XBLOCK, R0_BLOCK])
    tmp14 = tl.where(r0_mask & xmask, tmp12, 0)
    tmp15 = tl.broadcast_to(tmp12, [XBLOCK, R0_BLOCK])
    tmp17 = tl.where(r0_mask & xmask, tmp15, 0)
    tmp18 = tl.sum(tmp17, 1)[:, None].to(tl.float32)
    tmp19 = tl.full([1, 1], 768, tl.int32)
    tmp20 = tmp19.to(tl.float32)
    tmp21 = (tmp18 / tmp20)
    tmp22 = tmp12 - tmp21
    tmp23 = tmp22 * tmp22
    tmp24 = tl.broadcast_to(tmp23, [XBLOCK, R0_BLOCK])
    tmp26 = tl.where(r0_mask & xmask, tmp24, 0)
    tmp27 = tl.sum(tmp26, 1)[:, None].to(tl.float32)
    tmp29 = tmp8 + tmp28
    tmp30 = tmp1 + tmp29
    tmp31 = tmp30 - tmp21
    tmp32 = tl.full([1, 1], 768.0, tl.float32)
    tmp33 = (tmp27 / tmp32)
    tmp34 = tl.full([1, 1], 1e-05, tl.float32)
    tmp35 = tmp33 + tmp34
    tmp36 = libdevice.rsqrt(tmp35)
    tmp37 = tmp31 * tmp36
    tmp39 = tmp37 * tmp38
    tmp41 = tmp39 + tmp40
    tmp42 = tmp41.to(tl.float32)
    tl.store(out_ptr2 + (r0_2 + 768*x3), tmp42, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpakoh8m03/rg/crgfaavlxeouhyaftdj3cfnbddxyuwrv2qdnhyentbeqh3yxfid3.py
# Topologically Sorted Source Nodes: [x_4], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   x_4 => convert_element_type_11
# Graph fragment:
#   %arg12_1 : Tensor "f32[768, 3072][3072, 1]cuda:0" = PlaceHolder[target=arg12_1]
#   %convert_element_type_11 : Tensor "bf16[768, 3072][3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg12_1, torch.bfloat16), kwargs = {})
#   return %convert_element_type_11
triton_poi_fused__to_copy_9 = async_compile.triton('triton_poi_fused__to_copy_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4194304}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 18874368}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_9(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2359296
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpakoh8m03/ur/curb3dgfokw23xkqabflkcad2zc2qime3ie3zfp3ygdlqdh6gryo.py
# Topologically Sorted Source Nodes: [x_4], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   x_4 => convert_element_type_13
# Graph fragment:
#   %arg11_1 : Tensor "f32[3072][1]cuda:0" = PlaceHolder[target=arg11_1]
#   %convert_element_type_13 : Tensor "bf16[3072][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg11_1, torch.bfloat16), kwargs = {})
#   return %convert_element_type_13
triton_poi_fused__to_copy_10 = async_compile.triton('triton_poi_fused__to_copy_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 24576}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_10(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 3072
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpakoh8m03/sb/csbcfnrfree27voom7thysim6fxwwaudx3ik7xer7lo5ycupyyo7.py
# Topologically Sorted Source Nodes: [x_5, mul, pow_1, mul_1, add_5, mul_2, tanh, add_6, hidden_states_5, view_10, x_6], Original ATen: [aten.view, aten.mul, aten._to_copy, aten.pow, aten.add, aten.tanh]
# Source node to ATen node mapping:
#   add_5 => add_9
#   add_6 => add_10
#   hidden_states_5 => mul_7
#   mul => mul_4
#   mul_1 => mul_5
#   mul_2 => mul_6
#   pow_1 => convert_element_type_17, pow_1
#   tanh => tanh
#   view_10 => view_11
#   x_5 => view_10
#   x_6 => convert_element_type_19
# Graph fragment:
#   %addmm_2 : Tensor "bf16[512, 3072][3072, 1]cuda:0" = PlaceHolder[target=addmm_2]
#   %view_10 : Tensor "bf16[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_2, [4, 128, 3072]), kwargs = {})
#   %mul_4 : Tensor "bf16[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_10, 0.5), kwargs = {})
#   %convert_element_type_17 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_10, torch.float32), kwargs = {})
#   %pow_1 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_17, 3.0), kwargs = {})
#   %mul_5 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%pow_1, 0.044715), kwargs = {})
#   %add_9 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_10, %mul_5), kwargs = {})
#   %mul_6 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_9, 0.7978845608028654), kwargs = {})
#   %tanh : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%mul_6,), kwargs = {})
#   %add_10 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tanh, 1.0), kwargs = {})
#   %mul_7 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_4, %add_10), kwargs = {})
#   %view_11 : Tensor "f32[512, 3072][3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_7, [-1, 3072]), kwargs = {})
#   %convert_element_type_19 : Tensor "bf16[512, 3072][3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_11, torch.bfloat16), kwargs = {})
#   return %convert_element_type_19
triton_poi_fused__to_copy_add_mul_pow_tanh_view_11 = async_compile.triton('triton_poi_fused__to_copy_add_mul_pow_tanh_view_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2097152}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_mul_pow_tanh_view_11', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 9437184}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_mul_pow_tanh_view_11(in_out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1572864
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tl.full([1], 0.5, tl.float32)
    tmp2 = tmp0 * tmp1
    tmp3 = tmp2.to(tl.float32)
    tmp4 = tmp0.to(tl.float32)
    tmp5 = tmp4 * tmp4
    tmp6 = tmp5 * tmp4
    tmp7 = tl.full([1], 0.044715, tl.float32)
    tmp8 = tmp6 * tmp7
    tmp9 = tmp4 + tmp8
    tmp10 = tl.full([1], 0.7978845608028654, tl.float32)
    tmp11 = tmp9 * tmp10
    tmp12 = libdevice.tanh(tmp11)
    tmp13 = tl.full([1], 1.0, tl.float32)
    tmp14 = tmp12 + tmp13
    tmp15 = tmp3 * tmp14
    tmp16 = tmp15.to(tl.float32)
    tl.store(in_out_ptr0 + (x0), tmp16, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpakoh8m03/qk/cqkvpvrpktdo4pkgde5rnyyeeodrfwlqpw4dxh4z3lqihro5n2nu.py
# Topologically Sorted Source Nodes: [inputs_embeds, arange, position_ids, position_ids_1, position_embeds, hidden_states, x_3, hidden_states_3, x_7, hidden_states_7, hidden_states_8, view_12, x_8], Original ATen: [aten.embedding, aten.arange, aten.add, aten.unsqueeze, aten.view, aten.native_layer_norm, aten._to_copy]
# Source node to ATen node mapping:
#   arange => iota
#   hidden_states => add_1
#   hidden_states_3 => add_6
#   hidden_states_7 => add_11
#   hidden_states_8 => add_12, add_13, mul_8, mul_9, rsqrt_2, sub_2, var_mean_2
#   inputs_embeds => embedding
#   position_embeds => embedding_1
#   position_ids => add
#   position_ids_1 => unsqueeze
#   view_12 => view_13
#   x_3 => view_8
#   x_7 => view_12
#   x_8 => convert_element_type_25
# Graph fragment:
#   %addmm_1 : Tensor "bf16[512, 768][768, 1]cuda:0" = PlaceHolder[target=addmm_1]
#   %arg0_1 : Tensor "i64[4, 128][128, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg1_1 : Tensor "f32[50257, 768][768, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %arg2_1 : Tensor "f32[1024, 768][768, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %addmm_3 : Tensor "bf16[512, 768][768, 1]cuda:0" = PlaceHolder[target=addmm_3]
#   %add_11 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_11]
#   %getitem_17 : Tensor "f32[4, 128, 1][128, 1, 512]cuda:0" = PlaceHolder[target=getitem_17]
#   %buf31 : Tensor "f32[4, 128, 1][128, 1, 512]cuda:0" = PlaceHolder[target=buf31]
#   %arg15_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg15_1]
#   %arg16_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg16_1]
#   %embedding : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%arg1_1, %arg0_1), kwargs = {})
#   %iota : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add, 0), kwargs = {})
#   %embedding_1 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%arg2_1, %unsqueeze), kwargs = {})
#   %add_1 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %embedding_1), kwargs = {})
#   %view_8 : Tensor "bf16[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [4, 128, 768]), kwargs = {})
#   %add_6 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_8, %add_1), kwargs = {})
#   %view_12 : Tensor "bf16[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_3, [4, 128, 768]), kwargs = {})
#   %add_11 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_6, %view_12), kwargs = {})
#   %var_mean_2 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_11, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_2 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_11, %getitem_17), kwargs = {})
#   %add_12 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_16, 1e-05), kwargs = {})
#   %rsqrt_2 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_12,), kwargs = {})
#   %mul_8 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_2, %rsqrt_2), kwargs = {})
#   %mul_9 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_8, %arg15_1), kwargs = {})
#   %add_13 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_9, %arg16_1), kwargs = {})
#   %view_13 : Tensor "f32[512, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_13, [-1, 768]), kwargs = {})
#   %convert_element_type_25 : Tensor "bf16[512, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_13, torch.bfloat16), kwargs = {})
#   return %add_11,%getitem_17,%buf31,%convert_element_type_25
triton_per_fused__to_copy_add_arange_embedding_native_layer_norm_unsqueeze_view_12 = async_compile.triton('triton_per_fused__to_copy_add_arange_embedding_native_layer_norm_unsqueeze_view_12', '''
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
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*bf16', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'out_ptr0': '*fp32', 'out_ptr3': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_arange_embedding_native_layer_norm_unsqueeze_view_12', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 2, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4096, 'r0_': 8263680}}
)
@triton.jit
def triton_per_fused__to_copy_add_arange_embedding_native_layer_norm_unsqueeze_view_12(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr0, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    r0_2 = r0_index
    x3 = xindex
    x0 = (xindex % 128)
    tmp0 = tl.load(in_ptr0 + (r0_2 + 768*x3), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (x3), xmask, eviction_policy='evict_last')
    tmp9 = tl.load(in_ptr3 + (r0_2 + 768*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
    tmp12 = tl.load(in_ptr4 + (r0_2 + 768*x3), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp38 = tl.load(in_ptr5 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp40 = tl.load(in_ptr6 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tl.full([1, 1], 50257, tl.int32)
    tmp4 = tmp2 + tmp3
    tmp5 = tmp2 < 0
    tmp6 = tl.where(tmp5, tmp4, tmp2)
    tl.device_assert(((0 <= tmp6) & (tmp6 < 50257)) | ~(xmask), "index out of bounds: 0 <= tmp6 < 50257")
    tmp8 = tl.load(in_ptr2 + (r0_2 + 768*tmp6), r0_mask & xmask, other=0.0)
    tmp10 = tmp8 + tmp9
    tmp11 = tmp1 + tmp10
    tmp13 = tmp12.to(tl.float32)
    tmp14 = tmp11 + tmp13
    tmp15 = tl.broadcast_to(tmp14, [XBLOCK, R0_BLOCK])
    tmp17 = tl.where(r0_mask & xmask, tmp15, 0)
    tmp18 = tl.broadcast_to(tmp15, [XBLOCK, R0_BLOCK])
    tmp20 = tl.where(r0_mask & xmask, tmp18, 0)
    tmp21 = tl.sum(tmp20, 1)[:, None].to(tl.float32)
    tmp22 = tl.full([1, 1], 768, tl.int32)
    tmp23 = tmp22.to(tl.float32)
    tmp24 = (tmp21 / tmp23)
    tmp25 = tmp15 - tmp24
    tmp26 = tmp25 * tmp25
    tmp27 = tl.broadcast_to(tmp26, [XBLOCK, R0_BLOCK])
    tmp29 = tl.where(r0_mask & xmask, tmp27, 0)
    tmp30 = tl.sum(tmp29, 1)[:, None].to(tl.float32)
    tmp31 = tmp14 - tmp24
    tmp32 = tl.full([1, 1], 768.0, tl.float32)
    tmp33 = (tmp30 / tmp32)
    tmp34 = tl.full([1, 1], 1e-05, tl.float32)
    tmp35 = tmp33 + tmp34
    tmp36 = libdevice.rsqrt(tmp35)
    tmp37 = tmp31 * tmp36
    tmp39 = tmp37 * tmp38
    tmp41 = tmp39 + tmp40
    tmp42 = tmp41.to(tl.float32)
    tl.store(out_ptr0 + (r0_2 + 768*x3), tmp14, r0_mask & xmask)
    tl.store(out_ptr3 + (r0_2 + 768*x3), tmp42, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpakoh8m03/bk/cbk5fj36rcvihz7uddmbuuqewmx66oojyqtre3fj2z3axkbixug6.py
# Topologically Sorted Source Nodes: [x_11, hidden_states_9, hidden_states_10, view_19, x_12], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
# Source node to ATen node mapping:
#   hidden_states_10 => add_15, add_16, mul_10, mul_11, rsqrt_3, sub_3, var_mean_3
#   hidden_states_9 => add_14
#   view_19 => view_21
#   x_11 => view_20
#   x_12 => convert_element_type_36
# Graph fragment:
#   %addmm_5 : Tensor "bf16[512, 768][768, 1]cuda:0" = PlaceHolder[target=addmm_5]
#   %add_11 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_11]
#   %getitem_31 : Tensor "f32[4, 128, 1][128, 1, 512]cuda:0" = PlaceHolder[target=getitem_31]
#   %buf49 : Tensor "f32[4, 128, 1][128, 1, 512]cuda:0" = PlaceHolder[target=buf49]
#   %arg21_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg21_1]
#   %arg22_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg22_1]
#   %view_20 : Tensor "bf16[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_5, [4, 128, 768]), kwargs = {})
#   %add_14 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_20, %add_11), kwargs = {})
#   %var_mean_3 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_14, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_3 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_14, %getitem_31), kwargs = {})
#   %add_15 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_30, 1e-05), kwargs = {})
#   %rsqrt_3 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_15,), kwargs = {})
#   %mul_10 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_3, %rsqrt_3), kwargs = {})
#   %mul_11 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_10, %arg21_1), kwargs = {})
#   %add_16 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_11, %arg22_1), kwargs = {})
#   %view_21 : Tensor "f32[512, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_16, [-1, 768]), kwargs = {})
#   %convert_element_type_36 : Tensor "bf16[512, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_21, torch.bfloat16), kwargs = {})
#   return %getitem_31,%buf49,%convert_element_type_36
triton_per_fused__to_copy_add_native_layer_norm_view_13 = async_compile.triton('triton_per_fused__to_copy_add_native_layer_norm_view_13', '''
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
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_native_layer_norm_view_13', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 3938304}}
)
@triton.jit
def triton_per_fused__to_copy_add_native_layer_norm_view_13(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp27 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp29 = tl.load(in_ptr3 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp1 + tmp2
    tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(r0_mask & xmask, tmp4, 0)
    tmp7 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp9 = tl.where(r0_mask & xmask, tmp7, 0)
    tmp10 = tl.sum(tmp9, 1)[:, None].to(tl.float32)
    tmp11 = tl.full([1, 1], 768, tl.int32)
    tmp12 = tmp11.to(tl.float32)
    tmp13 = (tmp10 / tmp12)
    tmp14 = tmp4 - tmp13
    tmp15 = tmp14 * tmp14
    tmp16 = tl.broadcast_to(tmp15, [XBLOCK, R0_BLOCK])
    tmp18 = tl.where(r0_mask & xmask, tmp16, 0)
    tmp19 = tl.sum(tmp18, 1)[:, None].to(tl.float32)
    tmp20 = tmp3 - tmp13
    tmp21 = tl.full([1, 1], 768.0, tl.float32)
    tmp22 = (tmp19 / tmp21)
    tmp23 = tl.full([1, 1], 1e-05, tl.float32)
    tmp24 = tmp22 + tmp23
    tmp25 = libdevice.rsqrt(tmp24)
    tmp26 = tmp20 * tmp25
    tmp28 = tmp26 * tmp27
    tmp30 = tmp28 + tmp29
    tmp31 = tmp30.to(tl.float32)
    tl.store(out_ptr2 + (r0_1 + 768*x0), tmp31, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpakoh8m03/wm/cwmiaucyxytbf4bkpprks5yhmsqhx2mro3ktinx7ceenqrsnlas2.py
# Topologically Sorted Source Nodes: [x_11, hidden_states_9, x_15, hidden_states_13, hidden_states_14, view_23, x_16], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
# Source node to ATen node mapping:
#   hidden_states_13 => add_19
#   hidden_states_14 => add_20, add_21, mul_16, mul_17, rsqrt_4, sub_4, var_mean_4
#   hidden_states_9 => add_14
#   view_23 => view_25
#   x_11 => view_20
#   x_15 => view_24
#   x_16 => convert_element_type_49
# Graph fragment:
#   %addmm_5 : Tensor "bf16[512, 768][768, 1]cuda:0" = PlaceHolder[target=addmm_5]
#   %add_11 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_11]
#   %addmm_7 : Tensor "bf16[512, 768][768, 1]cuda:0" = PlaceHolder[target=addmm_7]
#   %getitem_33 : Tensor "f32[4, 128, 1][128, 1, 512]cuda:0" = PlaceHolder[target=getitem_33]
#   %buf60 : Tensor "f32[4, 128, 1][128, 1, 512]cuda:0" = PlaceHolder[target=buf60]
#   %arg27_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg27_1]
#   %arg28_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg28_1]
#   %view_20 : Tensor "bf16[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_5, [4, 128, 768]), kwargs = {})
#   %add_14 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_20, %add_11), kwargs = {})
#   %view_24 : Tensor "bf16[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_7, [4, 128, 768]), kwargs = {})
#   %add_19 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_14, %view_24), kwargs = {})
#   %var_mean_4 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_19, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_4 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_19, %getitem_33), kwargs = {})
#   %add_20 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_32, 1e-05), kwargs = {})
#   %rsqrt_4 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_20,), kwargs = {})
#   %mul_16 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_4, %rsqrt_4), kwargs = {})
#   %mul_17 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_16, %arg27_1), kwargs = {})
#   %add_21 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_17, %arg28_1), kwargs = {})
#   %view_25 : Tensor "f32[512, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_21, [-1, 768]), kwargs = {})
#   %convert_element_type_49 : Tensor "bf16[512, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_25, torch.bfloat16), kwargs = {})
#   return %getitem_33,%buf60,%convert_element_type_49
triton_per_fused__to_copy_add_native_layer_norm_view_14 = async_compile.triton('triton_per_fused__to_copy_add_native_layer_norm_view_14', '''
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
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*bf16', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_native_layer_norm_view_14', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 4724736}}
)
@triton.jit
def triton_per_fused__to_copy_add_native_layer_norm_view_14(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp4 = tl.load(in_ptr2 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp30 = tl.load(in_ptr3 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp32 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp1 + tmp2
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 + tmp5
    tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
    tmp9 = tl.where(r0_mask & xmask, tmp7, 0)
    tmp10 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
    tmp12 = tl.where(r0_mask & xmask, tmp10, 0)
    tmp13 = tl.sum(tmp12, 1)[:, None].to(tl.float32)
    tmp14 = tl.full([1, 1], 768, tl.int32)
    tmp15 = tmp14.to(tl.float32)
    tmp16 = (tmp13 / tmp15)
    tmp17 = tmp7 - tmp16
    tmp18 = tmp17 * tmp17
    tmp19 = tl.broadcast_to(tmp18, [XBLOCK, R0_BLOCK])
    tmp21 = tl.where(r0_mask & xmask, tmp19, 0)
    tmp22 = tl.sum(tmp21, 1)[:, None].to(tl.float32)
    tmp23 = tmp6 - tmp16
    tmp24 = tl.full([1, 1], 768.0, tl.float32)
    tmp25 = (tmp22 / tmp24)
    tmp26 = tl.full([1, 1], 1e-05, tl.float32)
    tmp27 = tmp25 + tmp26
    tmp28 = libdevice.rsqrt(tmp27)
    tmp29 = tmp23 * tmp28
    tmp31 = tmp29 * tmp30
    tmp33 = tmp31 + tmp32
    tmp34 = tmp33.to(tl.float32)
    tl.store(out_ptr2 + (r0_1 + 768*x0), tmp34, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpakoh8m03/gt/cgt7tu7go7cdyrxhd6kvatrbzpdn7qwzvgdeiylbqchajzmznqb6.py
# Topologically Sorted Source Nodes: [x_11, hidden_states_9, x_15, hidden_states_13, x_19, hidden_states_15, hidden_states_16, view_30, x_20], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
# Source node to ATen node mapping:
#   hidden_states_13 => add_19
#   hidden_states_15 => add_22
#   hidden_states_16 => add_23, add_24, mul_18, mul_19, rsqrt_5, sub_5, var_mean_5
#   hidden_states_9 => add_14
#   view_30 => view_33
#   x_11 => view_20
#   x_15 => view_24
#   x_19 => view_32
#   x_20 => convert_element_type_60
# Graph fragment:
#   %addmm_9 : Tensor "bf16[512, 768][768, 1]cuda:0" = PlaceHolder[target=addmm_9]
#   %addmm_5 : Tensor "bf16[512, 768][768, 1]cuda:0" = PlaceHolder[target=addmm_5]
#   %add_11 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_11]
#   %addmm_7 : Tensor "bf16[512, 768][768, 1]cuda:0" = PlaceHolder[target=addmm_7]
#   %getitem_47 : Tensor "f32[4, 128, 1][128, 1, 512]cuda:0" = PlaceHolder[target=getitem_47]
#   %buf78 : Tensor "f32[4, 128, 1][128, 1, 512]cuda:0" = PlaceHolder[target=buf78]
#   %arg33_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg33_1]
#   %arg34_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg34_1]
#   %view_20 : Tensor "bf16[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_5, [4, 128, 768]), kwargs = {})
#   %add_14 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_20, %add_11), kwargs = {})
#   %view_24 : Tensor "bf16[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_7, [4, 128, 768]), kwargs = {})
#   %add_19 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_14, %view_24), kwargs = {})
#   %view_32 : Tensor "bf16[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_9, [4, 128, 768]), kwargs = {})
#   %add_22 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_32, %add_19), kwargs = {})
#   %var_mean_5 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_22, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_5 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_22, %getitem_47), kwargs = {})
#   %add_23 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_46, 1e-05), kwargs = {})
#   %rsqrt_5 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_23,), kwargs = {})
#   %mul_18 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_5, %rsqrt_5), kwargs = {})
#   %mul_19 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_18, %arg33_1), kwargs = {})
#   %add_24 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_19, %arg34_1), kwargs = {})
#   %view_33 : Tensor "f32[512, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_24, [-1, 768]), kwargs = {})
#   %convert_element_type_60 : Tensor "bf16[512, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_33, torch.bfloat16), kwargs = {})
#   return %getitem_47,%buf78,%convert_element_type_60
triton_per_fused__to_copy_add_native_layer_norm_view_15 = async_compile.triton('triton_per_fused__to_copy_add_native_layer_norm_view_15', '''
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
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'in_ptr3': '*bf16', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_native_layer_norm_view_15', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 5511168}}
)
@triton.jit
def triton_per_fused__to_copy_add_native_layer_norm_view_15(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp4 = tl.load(in_ptr2 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp6 = tl.load(in_ptr3 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp33 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp35 = tl.load(in_ptr5 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp2.to(tl.float32)
    tmp5 = tmp3 + tmp4
    tmp7 = tmp6.to(tl.float32)
    tmp8 = tmp5 + tmp7
    tmp9 = tmp1 + tmp8
    tmp10 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
    tmp12 = tl.where(r0_mask & xmask, tmp10, 0)
    tmp13 = tl.broadcast_to(tmp10, [XBLOCK, R0_BLOCK])
    tmp15 = tl.where(r0_mask & xmask, tmp13, 0)
    tmp16 = tl.sum(tmp15, 1)[:, None].to(tl.float32)
    tmp17 = tl.full([1, 1], 768, tl.int32)
    tmp18 = tmp17.to(tl.float32)
    tmp19 = (tmp16 / tmp18)
    tmp20 = tmp10 - tmp19
    tmp21 = tmp20 * tmp20
    tmp22 = tl.broadcast_to(tmp21, [XBLOCK, R0_BLOCK])
    tmp24 = tl.where(r0_mask & xmask, tmp22, 0)
    tmp25 = tl.sum(tmp24, 1)[:, None].to(tl.float32)
    tmp26 = tmp9 - tmp19
    tmp27 = tl.full([1, 1], 768.0, tl.float32)
    tmp28 = (tmp25 / tmp27)
    tmp29 = tl.full([1, 1], 1e-05, tl.float32)
    tmp30 = tmp28 + tmp29
    tmp31 = libdevice.rsqrt(tmp30)
    tmp32 = tmp26 * tmp31
    tmp34 = tmp32 * tmp33
    tmp36 = tmp34 + tmp35
    tmp37 = tmp36.to(tl.float32)
    tl.store(out_ptr2 + (r0_1 + 768*x0), tmp37, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpakoh8m03/ru/crucv5pgk7saulk7ofv6wmzgluncyftojvdml5somfsnvgyj7npb.py
# Topologically Sorted Source Nodes: [x_11, hidden_states_9, x_15, hidden_states_13, x_19, hidden_states_15, x_23, hidden_states_19, hidden_states_20, view_34, x_24], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
# Source node to ATen node mapping:
#   hidden_states_13 => add_19
#   hidden_states_15 => add_22
#   hidden_states_19 => add_27
#   hidden_states_20 => add_28, add_29, mul_24, mul_25, rsqrt_6, sub_6, var_mean_6
#   hidden_states_9 => add_14
#   view_34 => view_37
#   x_11 => view_20
#   x_15 => view_24
#   x_19 => view_32
#   x_23 => view_36
#   x_24 => convert_element_type_73
# Graph fragment:
#   %addmm_9 : Tensor "bf16[512, 768][768, 1]cuda:0" = PlaceHolder[target=addmm_9]
#   %addmm_5 : Tensor "bf16[512, 768][768, 1]cuda:0" = PlaceHolder[target=addmm_5]
#   %add_11 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_11]
#   %addmm_7 : Tensor "bf16[512, 768][768, 1]cuda:0" = PlaceHolder[target=addmm_7]
#   %addmm_11 : Tensor "bf16[512, 768][768, 1]cuda:0" = PlaceHolder[target=addmm_11]
#   %add_27 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_27]
#   %getitem_49 : Tensor "f32[4, 128, 1][128, 1, 512]cuda:0" = PlaceHolder[target=getitem_49]
#   %buf90 : Tensor "f32[4, 128, 1][128, 1, 512]cuda:0" = PlaceHolder[target=buf90]
#   %arg39_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg39_1]
#   %arg40_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg40_1]
#   %view_20 : Tensor "bf16[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_5, [4, 128, 768]), kwargs = {})
#   %add_14 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_20, %add_11), kwargs = {})
#   %view_24 : Tensor "bf16[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_7, [4, 128, 768]), kwargs = {})
#   %add_19 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_14, %view_24), kwargs = {})
#   %view_32 : Tensor "bf16[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_9, [4, 128, 768]), kwargs = {})
#   %add_22 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_32, %add_19), kwargs = {})
#   %view_36 : Tensor "bf16[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_11, [4, 128, 768]), kwargs = {})
#   %add_27 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_22, %view_36), kwargs = {})
#   %var_mean_6 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_27, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_6 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_27, %getitem_49), kwargs = {})
#   %add_28 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_48, 1e-05), kwargs = {})
#   %rsqrt_6 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_28,), kwargs = {})
#   %mul_24 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_6, %rsqrt_6), kwargs = {})
#   %mul_25 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_24, %arg39_1), kwargs = {})
#   %add_29 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_25, %arg40_1), kwargs = {})
#   %view_37 : Tensor "f32[512, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_29, [-1, 768]), kwargs = {})
#   %convert_element_type_73 : Tensor "bf16[512, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_37, torch.bfloat16), kwargs = {})
#   return %add_27,%getitem_49,%buf90,%convert_element_type_73
triton_per_fused__to_copy_add_native_layer_norm_view_16 = async_compile.triton('triton_per_fused__to_copy_add_native_layer_norm_view_16', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_native_layer_norm_view_16', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 2, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 11016192}}
)
@triton.jit
def triton_per_fused__to_copy_add_native_layer_norm_view_16(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp4 = tl.load(in_out_ptr0 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp6 = tl.load(in_ptr2 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp10 = tl.load(in_ptr3 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp36 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp38 = tl.load(in_ptr5 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp2.to(tl.float32)
    tmp5 = tmp3 + tmp4
    tmp7 = tmp6.to(tl.float32)
    tmp8 = tmp5 + tmp7
    tmp9 = tmp1 + tmp8
    tmp11 = tmp10.to(tl.float32)
    tmp12 = tmp9 + tmp11
    tmp13 = tl.broadcast_to(tmp12, [XBLOCK, R0_BLOCK])
    tmp15 = tl.where(r0_mask & xmask, tmp13, 0)
    tmp16 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp18 = tl.where(r0_mask & xmask, tmp16, 0)
    tmp19 = tl.sum(tmp18, 1)[:, None].to(tl.float32)
    tmp20 = tl.full([1, 1], 768, tl.int32)
    tmp21 = tmp20.to(tl.float32)
    tmp22 = (tmp19 / tmp21)
    tmp23 = tmp13 - tmp22
    tmp24 = tmp23 * tmp23
    tmp25 = tl.broadcast_to(tmp24, [XBLOCK, R0_BLOCK])
    tmp27 = tl.where(r0_mask & xmask, tmp25, 0)
    tmp28 = tl.sum(tmp27, 1)[:, None].to(tl.float32)
    tmp29 = tmp12 - tmp22
    tmp30 = tl.full([1, 1], 768.0, tl.float32)
    tmp31 = (tmp28 / tmp30)
    tmp32 = tl.full([1, 1], 1e-05, tl.float32)
    tmp33 = tmp31 + tmp32
    tmp34 = libdevice.rsqrt(tmp33)
    tmp35 = tmp29 * tmp34
    tmp37 = tmp35 * tmp36
    tmp39 = tmp37 + tmp38
    tmp40 = tmp39.to(tl.float32)
    tl.store(in_out_ptr0 + (r0_1 + 768*x0), tmp12, r0_mask & xmask)
    tl.store(out_ptr2 + (r0_1 + 768*x0), tmp40, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpakoh8m03/6y/c6yqujb3tmusgqb7hmju2jgc46skce2lkfywzxjsvyscnsr5vfwi.py
# Topologically Sorted Source Nodes: [x_91, hidden_states_69, x_95, hidden_states_73, hidden_states_74], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   hidden_states_69 => add_94
#   hidden_states_73 => add_99
#   hidden_states_74 => add_100, add_101, mul_96, mul_97, rsqrt_24, sub_24, var_mean_24
#   x_91 => view_140
#   x_95 => view_144
# Graph fragment:
#   %addmm_45 : Tensor "bf16[512, 768][768, 1]cuda:0" = PlaceHolder[target=addmm_45]
#   %add_91 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_91]
#   %addmm_47 : Tensor "bf16[512, 768][768, 1]cuda:0" = PlaceHolder[target=addmm_47]
#   %getitem_193 : Tensor "f32[4, 128, 1][128, 1, 512]cuda:0" = PlaceHolder[target=getitem_193]
#   %buf355 : Tensor "f32[4, 128, 1][128, 1, 512]cuda:0" = PlaceHolder[target=buf355]
#   %arg147_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg147_1]
#   %arg148_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg148_1]
#   %view_140 : Tensor "bf16[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_45, [4, 128, 768]), kwargs = {})
#   %add_94 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_140, %add_91), kwargs = {})
#   %view_144 : Tensor "bf16[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_47, [4, 128, 768]), kwargs = {})
#   %add_99 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_94, %view_144), kwargs = {})
#   %var_mean_24 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_99, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_24 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_99, %getitem_193), kwargs = {})
#   %add_100 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_192, 1e-05), kwargs = {})
#   %rsqrt_24 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_100,), kwargs = {})
#   %mul_96 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_24, %rsqrt_24), kwargs = {})
#   %mul_97 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_96, %arg147_1), kwargs = {})
#   %add_101 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_97, %arg148_1), kwargs = {})
#   return %getitem_193,%buf355,%add_101
triton_per_fused_add_native_layer_norm_view_17 = async_compile.triton('triton_per_fused_add_native_layer_norm_view_17', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_layer_norm_view_17', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 6297600}}
)
@triton.jit
def triton_per_fused_add_native_layer_norm_view_17(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp2 = tl.load(in_out_ptr0 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp4 = tl.load(in_ptr1 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp30 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp32 = tl.load(in_ptr3 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp1 + tmp2
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 + tmp5
    tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
    tmp9 = tl.where(r0_mask & xmask, tmp7, 0)
    tmp10 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
    tmp12 = tl.where(r0_mask & xmask, tmp10, 0)
    tmp13 = tl.sum(tmp12, 1)[:, None].to(tl.float32)
    tmp14 = tl.full([1, 1], 768, tl.int32)
    tmp15 = tmp14.to(tl.float32)
    tmp16 = (tmp13 / tmp15)
    tmp17 = tmp7 - tmp16
    tmp18 = tmp17 * tmp17
    tmp19 = tl.broadcast_to(tmp18, [XBLOCK, R0_BLOCK])
    tmp21 = tl.where(r0_mask & xmask, tmp19, 0)
    tmp22 = tl.sum(tmp21, 1)[:, None].to(tl.float32)
    tmp23 = tmp6 - tmp16
    tmp24 = tl.full([1, 1], 768.0, tl.float32)
    tmp25 = (tmp22 / tmp24)
    tmp26 = tl.full([1, 1], 1e-05, tl.float32)
    tmp27 = tmp25 + tmp26
    tmp28 = libdevice.rsqrt(tmp27)
    tmp29 = tmp23 * tmp28
    tmp31 = tmp29 * tmp30
    tmp33 = tmp31 + tmp32
    tl.store(in_out_ptr0 + (r0_1 + 768*x0), tmp33, r0_mask & xmask)
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1 = args
        args.clear()
        assert_size_stride(arg0_1, (4, 128), (128, 1))
        assert_size_stride(arg1_1, (50257, 768), (768, 1))
        assert_size_stride(arg2_1, (1024, 768), (768, 1))
        assert_size_stride(arg3_1, (768, ), (1, ))
        assert_size_stride(arg4_1, (768, ), (1, ))
        assert_size_stride(arg5_1, (2304, ), (1, ))
        assert_size_stride(arg6_1, (768, 2304), (2304, 1))
        assert_size_stride(arg7_1, (768, ), (1, ))
        assert_size_stride(arg8_1, (768, 768), (768, 1))
        assert_size_stride(arg9_1, (768, ), (1, ))
        assert_size_stride(arg10_1, (768, ), (1, ))
        assert_size_stride(arg11_1, (3072, ), (1, ))
        assert_size_stride(arg12_1, (768, 3072), (3072, 1))
        assert_size_stride(arg13_1, (768, ), (1, ))
        assert_size_stride(arg14_1, (3072, 768), (768, 1))
        assert_size_stride(arg15_1, (768, ), (1, ))
        assert_size_stride(arg16_1, (768, ), (1, ))
        assert_size_stride(arg17_1, (2304, ), (1, ))
        assert_size_stride(arg18_1, (768, 2304), (2304, 1))
        assert_size_stride(arg19_1, (768, ), (1, ))
        assert_size_stride(arg20_1, (768, 768), (768, 1))
        assert_size_stride(arg21_1, (768, ), (1, ))
        assert_size_stride(arg22_1, (768, ), (1, ))
        assert_size_stride(arg23_1, (3072, ), (1, ))
        assert_size_stride(arg24_1, (768, 3072), (3072, 1))
        assert_size_stride(arg25_1, (768, ), (1, ))
        assert_size_stride(arg26_1, (3072, 768), (768, 1))
        assert_size_stride(arg27_1, (768, ), (1, ))
        assert_size_stride(arg28_1, (768, ), (1, ))
        assert_size_stride(arg29_1, (2304, ), (1, ))
        assert_size_stride(arg30_1, (768, 2304), (2304, 1))
        assert_size_stride(arg31_1, (768, ), (1, ))
        assert_size_stride(arg32_1, (768, 768), (768, 1))
        assert_size_stride(arg33_1, (768, ), (1, ))
        assert_size_stride(arg34_1, (768, ), (1, ))
        assert_size_stride(arg35_1, (3072, ), (1, ))
        assert_size_stride(arg36_1, (768, 3072), (3072, 1))
        assert_size_stride(arg37_1, (768, ), (1, ))
        assert_size_stride(arg38_1, (3072, 768), (768, 1))
        assert_size_stride(arg39_1, (768, ), (1, ))
        assert_size_stride(arg40_1, (768, ), (1, ))
        assert_size_stride(arg41_1, (2304, ), (1, ))
        assert_size_stride(arg42_1, (768, 2304), (2304, 1))
        assert_size_stride(arg43_1, (768, ), (1, ))
        assert_size_stride(arg44_1, (768, 768), (768, 1))
        assert_size_stride(arg45_1, (768, ), (1, ))
        assert_size_stride(arg46_1, (768, ), (1, ))
        assert_size_stride(arg47_1, (3072, ), (1, ))
        assert_size_stride(arg48_1, (768, 3072), (3072, 1))
        assert_size_stride(arg49_1, (768, ), (1, ))
        assert_size_stride(arg50_1, (3072, 768), (768, 1))
        assert_size_stride(arg51_1, (768, ), (1, ))
        assert_size_stride(arg52_1, (768, ), (1, ))
        assert_size_stride(arg53_1, (2304, ), (1, ))
        assert_size_stride(arg54_1, (768, 2304), (2304, 1))
        assert_size_stride(arg55_1, (768, ), (1, ))
        assert_size_stride(arg56_1, (768, 768), (768, 1))
        assert_size_stride(arg57_1, (768, ), (1, ))
        assert_size_stride(arg58_1, (768, ), (1, ))
        assert_size_stride(arg59_1, (3072, ), (1, ))
        assert_size_stride(arg60_1, (768, 3072), (3072, 1))
        assert_size_stride(arg61_1, (768, ), (1, ))
        assert_size_stride(arg62_1, (3072, 768), (768, 1))
        assert_size_stride(arg63_1, (768, ), (1, ))
        assert_size_stride(arg64_1, (768, ), (1, ))
        assert_size_stride(arg65_1, (2304, ), (1, ))
        assert_size_stride(arg66_1, (768, 2304), (2304, 1))
        assert_size_stride(arg67_1, (768, ), (1, ))
        assert_size_stride(arg68_1, (768, 768), (768, 1))
        assert_size_stride(arg69_1, (768, ), (1, ))
        assert_size_stride(arg70_1, (768, ), (1, ))
        assert_size_stride(arg71_1, (3072, ), (1, ))
        assert_size_stride(arg72_1, (768, 3072), (3072, 1))
        assert_size_stride(arg73_1, (768, ), (1, ))
        assert_size_stride(arg74_1, (3072, 768), (768, 1))
        assert_size_stride(arg75_1, (768, ), (1, ))
        assert_size_stride(arg76_1, (768, ), (1, ))
        assert_size_stride(arg77_1, (2304, ), (1, ))
        assert_size_stride(arg78_1, (768, 2304), (2304, 1))
        assert_size_stride(arg79_1, (768, ), (1, ))
        assert_size_stride(arg80_1, (768, 768), (768, 1))
        assert_size_stride(arg81_1, (768, ), (1, ))
        assert_size_stride(arg82_1, (768, ), (1, ))
        assert_size_stride(arg83_1, (3072, ), (1, ))
        assert_size_stride(arg84_1, (768, 3072), (3072, 1))
        assert_size_stride(arg85_1, (768, ), (1, ))
        assert_size_stride(arg86_1, (3072, 768), (768, 1))
        assert_size_stride(arg87_1, (768, ), (1, ))
        assert_size_stride(arg88_1, (768, ), (1, ))
        assert_size_stride(arg89_1, (2304, ), (1, ))
        assert_size_stride(arg90_1, (768, 2304), (2304, 1))
        assert_size_stride(arg91_1, (768, ), (1, ))
        assert_size_stride(arg92_1, (768, 768), (768, 1))
        assert_size_stride(arg93_1, (768, ), (1, ))
        assert_size_stride(arg94_1, (768, ), (1, ))
        assert_size_stride(arg95_1, (3072, ), (1, ))
        assert_size_stride(arg96_1, (768, 3072), (3072, 1))
        assert_size_stride(arg97_1, (768, ), (1, ))
        assert_size_stride(arg98_1, (3072, 768), (768, 1))
        assert_size_stride(arg99_1, (768, ), (1, ))
        assert_size_stride(arg100_1, (768, ), (1, ))
        assert_size_stride(arg101_1, (2304, ), (1, ))
        assert_size_stride(arg102_1, (768, 2304), (2304, 1))
        assert_size_stride(arg103_1, (768, ), (1, ))
        assert_size_stride(arg104_1, (768, 768), (768, 1))
        assert_size_stride(arg105_1, (768, ), (1, ))
        assert_size_stride(arg106_1, (768, ), (1, ))
        assert_size_stride(arg107_1, (3072, ), (1, ))
        assert_size_stride(arg108_1, (768, 3072), (3072, 1))
        assert_size_stride(arg109_1, (768, ), (1, ))
        assert_size_stride(arg110_1, (3072, 768), (768, 1))
        assert_size_stride(arg111_1, (768, ), (1, ))
        assert_size_stride(arg112_1, (768, ), (1, ))
        assert_size_stride(arg113_1, (2304, ), (1, ))
        assert_size_stride(arg114_1, (768, 2304), (2304, 1))
        assert_size_stride(arg115_1, (768, ), (1, ))
        assert_size_stride(arg116_1, (768, 768), (768, 1))
        assert_size_stride(arg117_1, (768, ), (1, ))
        assert_size_stride(arg118_1, (768, ), (1, ))
        assert_size_stride(arg119_1, (3072, ), (1, ))
        assert_size_stride(arg120_1, (768, 3072), (3072, 1))
        assert_size_stride(arg121_1, (768, ), (1, ))
        assert_size_stride(arg122_1, (3072, 768), (768, 1))
        assert_size_stride(arg123_1, (768, ), (1, ))
        assert_size_stride(arg124_1, (768, ), (1, ))
        assert_size_stride(arg125_1, (2304, ), (1, ))
        assert_size_stride(arg126_1, (768, 2304), (2304, 1))
        assert_size_stride(arg127_1, (768, ), (1, ))
        assert_size_stride(arg128_1, (768, 768), (768, 1))
        assert_size_stride(arg129_1, (768, ), (1, ))
        assert_size_stride(arg130_1, (768, ), (1, ))
        assert_size_stride(arg131_1, (3072, ), (1, ))
        assert_size_stride(arg132_1, (768, 3072), (3072, 1))
        assert_size_stride(arg133_1, (768, ), (1, ))
        assert_size_stride(arg134_1, (3072, 768), (768, 1))
        assert_size_stride(arg135_1, (768, ), (1, ))
        assert_size_stride(arg136_1, (768, ), (1, ))
        assert_size_stride(arg137_1, (2304, ), (1, ))
        assert_size_stride(arg138_1, (768, 2304), (2304, 1))
        assert_size_stride(arg139_1, (768, ), (1, ))
        assert_size_stride(arg140_1, (768, 768), (768, 1))
        assert_size_stride(arg141_1, (768, ), (1, ))
        assert_size_stride(arg142_1, (768, ), (1, ))
        assert_size_stride(arg143_1, (3072, ), (1, ))
        assert_size_stride(arg144_1, (768, 3072), (3072, 1))
        assert_size_stride(arg145_1, (768, ), (1, ))
        assert_size_stride(arg146_1, (3072, 768), (768, 1))
        assert_size_stride(arg147_1, (768, ), (1, ))
        assert_size_stride(arg148_1, (768, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf3 = empty_strided_cuda((512, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [inputs_embeds, arange, position_ids, position_ids_1, position_embeds, hidden_states, hidden_states_2, view_1, x], Original ATen: [aten.embedding, aten.arange, aten.add, aten.unsqueeze, aten.native_layer_norm, aten.view, aten._to_copy]
            # [Provenance debug handles] triton_red_fused__to_copy_add_arange_embedding_native_layer_norm_unsqueeze_view_0:1
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_arange_embedding_native_layer_norm_unsqueeze_view_0.run(arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, buf3, 512, 768, stream=stream0)
            del arg3_1
            del arg4_1
            buf4 = empty_strided_cuda((768, 2304), (2304, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:2
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg6_1, buf4, 1769472, stream=stream0)
            del arg6_1
            buf5 = empty_strided_cuda((2304, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:3
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg5_1, buf5, 2304, stream=stream0)
            del arg5_1
            buf6 = empty_strided_cuda((512, 2304), (2304, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [inputs_embeds, arange, position_ids, position_ids_1, position_embeds, hidden_states, hidden_states_2, x, view_1], Original ATen: [aten.embedding, aten.arange, aten.add, aten.unsqueeze, aten.native_layer_norm, aten._to_copy, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:4
            extern_kernels.addmm(buf5, buf3, buf4, alpha=1, beta=1, out=buf6)
            buf7 = reinterpret_tensor(buf3, (4, 12, 128, 64), (98304, 64, 768, 1), 0); del buf3  # reuse
            # Topologically Sorted Source Nodes: [x_1, split, view_3, key_states_1, keys], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_3:5
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_3.run(buf6, buf7, 393216, stream=stream0)
            buf8 = empty_strided_cuda((4, 12, 128, 64), (98304, 64, 768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_1, split, view_4, value_states_1, values], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_4:6
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_4.run(buf6, buf8, 393216, stream=stream0)
            buf9 = empty_strided_cuda((4, 1, 128, 128), (16384, 16384, 128, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_1, split, view_5, query_states_1, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, attn_output], Original ATen: [aten.view, aten.split, aten.transpose, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_5:7
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_cudnn_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_5.run(buf9, 65536, stream=stream0)
            # Topologically Sorted Source Nodes: [x_1, split, view_5, query_states_1, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, attn_output], Original ATen: [aten.view, aten.split, aten.transpose, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:8
            buf10 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf6, (4, 12, 128, 64), (294912, 64, 2304, 1), 0), buf7, buf8, buf9, False, scale=0.125)
            buf11 = buf10[0]
            assert_size_stride(buf11, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf11, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf10
            buf15 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_2], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:9
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg8_1, buf15, 589824, stream=stream0)
            del arg8_1
            buf16 = empty_strided_cuda((768, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_2], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:10
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(arg7_1, buf16, 768, stream=stream0)
            del arg7_1
            buf17 = empty_strided_cuda((512, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_2, transpose_3, reshape, view_6], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:11
            extern_kernels.addmm(buf16, reinterpret_tensor(buf11, (512, 768), (768, 1), 0), buf15, alpha=1, beta=1, out=buf17)
            buf21 = reinterpret_tensor(buf11, (512, 768), (768, 1), 0); del buf11  # reuse
            # Topologically Sorted Source Nodes: [inputs_embeds, arange, position_ids, position_ids_1, position_embeds, hidden_states, x_3, hidden_states_3, hidden_states_4, view_8, x_4], Original ATen: [aten.embedding, aten.arange, aten.add, aten.unsqueeze, aten.view, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_arange_embedding_native_layer_norm_unsqueeze_view_8:12
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_arange_embedding_native_layer_norm_unsqueeze_view_8.run(buf17, arg0_1, arg1_1, arg2_1, arg9_1, arg10_1, buf21, 512, 768, stream=stream0)
            del arg10_1
            del arg9_1
            buf22 = empty_strided_cuda((768, 3072), (3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_4], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:13
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg12_1, buf22, 2359296, stream=stream0)
            del arg12_1
            buf23 = empty_strided_cuda((3072, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_4], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_10:14
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_10.run(arg11_1, buf23, 3072, stream=stream0)
            del arg11_1
            buf24 = empty_strided_cuda((512, 3072), (3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [inputs_embeds, arange, position_ids, position_ids_1, position_embeds, hidden_states, x_3, hidden_states_3, hidden_states_4, x_4, view_8], Original ATen: [aten.embedding, aten.arange, aten.add, aten.unsqueeze, aten.view, aten.native_layer_norm, aten._to_copy, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:15
            extern_kernels.addmm(buf23, buf21, buf22, alpha=1, beta=1, out=buf24)
            buf25 = buf24; del buf24  # reuse
            # Topologically Sorted Source Nodes: [x_5, mul, pow_1, mul_1, add_5, mul_2, tanh, add_6, hidden_states_5, view_10, x_6], Original ATen: [aten.view, aten.mul, aten._to_copy, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_mul_pow_tanh_view_11:16
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_mul_pow_tanh_view_11.run(buf25, 1572864, stream=stream0)
            buf26 = reinterpret_tensor(buf22, (3072, 768), (768, 1), 0); del buf22  # reuse
            # Topologically Sorted Source Nodes: [x_6], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:17
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg14_1, buf26, 2359296, stream=stream0)
            del arg14_1
            buf27 = buf16; del buf16  # reuse
            # Topologically Sorted Source Nodes: [x_6], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:18
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(arg13_1, buf27, 768, stream=stream0)
            del arg13_1
            buf28 = buf21; del buf21  # reuse
            # Topologically Sorted Source Nodes: [x_6, x_5, mul, pow_1, mul_1, add_5, mul_2, tanh, add_6, hidden_states_5, view_10], Original ATen: [aten._to_copy, aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:19
            extern_kernels.addmm(buf27, buf25, buf26, alpha=1, beta=1, out=buf28)
            buf29 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf33 = empty_strided_cuda((512, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [inputs_embeds, arange, position_ids, position_ids_1, position_embeds, hidden_states, x_3, hidden_states_3, x_7, hidden_states_7, hidden_states_8, view_12, x_8], Original ATen: [aten.embedding, aten.arange, aten.add, aten.unsqueeze, aten.view, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_arange_embedding_native_layer_norm_unsqueeze_view_12:20
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_arange_embedding_native_layer_norm_unsqueeze_view_12.run(buf17, arg0_1, arg1_1, arg2_1, buf28, arg15_1, arg16_1, buf29, buf33, 512, 768, stream=stream0)
            del arg0_1
            del arg15_1
            del arg16_1
            del arg1_1
            del arg2_1
            buf34 = buf4; del buf4  # reuse
            # Topologically Sorted Source Nodes: [x_8], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:21
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg18_1, buf34, 1769472, stream=stream0)
            del arg18_1
            buf35 = buf5; del buf5  # reuse
            # Topologically Sorted Source Nodes: [x_8], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:22
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg17_1, buf35, 2304, stream=stream0)
            del arg17_1
            buf36 = buf6; del buf6  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_8, x_8, view_12], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:23
            extern_kernels.addmm(buf35, buf33, buf34, alpha=1, beta=1, out=buf36)
            buf37 = reinterpret_tensor(buf33, (4, 12, 128, 64), (98304, 64, 768, 1), 0); del buf33  # reuse
            # Topologically Sorted Source Nodes: [x_9, split_1, view_14, key_states_3, keys_1], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_3:24
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_3.run(buf36, buf37, 393216, stream=stream0)
            buf38 = reinterpret_tensor(buf28, (4, 12, 128, 64), (98304, 64, 768, 1), 0); del buf28  # reuse
            # Topologically Sorted Source Nodes: [x_9, split_1, view_15, value_states_3, values_1], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_4:25
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_4.run(buf36, buf38, 393216, stream=stream0)
            buf39 = buf9; del buf9  # reuse
            # Topologically Sorted Source Nodes: [arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, x_9, split_1, view_16, query_states_3, attn_output_4], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_5:26
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_cudnn_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_5.run(buf39, 65536, stream=stream0)
            # Topologically Sorted Source Nodes: [arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, x_9, split_1, view_16, query_states_3, attn_output_4], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:27
            buf40 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf36, (4, 12, 128, 64), (294912, 64, 2304, 1), 0), buf37, buf38, buf39, False, scale=0.125)
            buf41 = buf40[0]
            assert_size_stride(buf41, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf41, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf40
            buf45 = buf15; del buf15  # reuse
            # Topologically Sorted Source Nodes: [x_10], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:28
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg20_1, buf45, 589824, stream=stream0)
            del arg20_1
            buf46 = buf27; del buf27  # reuse
            # Topologically Sorted Source Nodes: [x_10], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:29
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(arg19_1, buf46, 768, stream=stream0)
            del arg19_1
            buf47 = buf17; del buf17  # reuse
            # Topologically Sorted Source Nodes: [x_10, transpose_7, reshape_1, view_17], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:30
            extern_kernels.addmm(buf46, reinterpret_tensor(buf41, (512, 768), (768, 1), 0), buf45, alpha=1, beta=1, out=buf47)
            buf51 = reinterpret_tensor(buf41, (512, 768), (768, 1), 0); del buf41  # reuse
            # Topologically Sorted Source Nodes: [x_11, hidden_states_9, hidden_states_10, view_19, x_12], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_13:31
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_13.run(buf47, buf29, arg21_1, arg22_1, buf51, 512, 768, stream=stream0)
            del arg21_1
            del arg22_1
            buf52 = reinterpret_tensor(buf26, (768, 3072), (3072, 1), 0); del buf26  # reuse
            # Topologically Sorted Source Nodes: [x_12], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:32
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg24_1, buf52, 2359296, stream=stream0)
            del arg24_1
            buf53 = buf23; del buf23  # reuse
            # Topologically Sorted Source Nodes: [x_12], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_10:33
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_10.run(arg23_1, buf53, 3072, stream=stream0)
            del arg23_1
            buf54 = buf25; del buf25  # reuse
            # Topologically Sorted Source Nodes: [x_11, hidden_states_9, hidden_states_10, x_12, view_19], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:34
            extern_kernels.addmm(buf53, buf51, buf52, alpha=1, beta=1, out=buf54)
            buf55 = buf54; del buf54  # reuse
            # Topologically Sorted Source Nodes: [x_13, mul_4, pow_2, mul_5, add_9, mul_6, tanh_1, add_10, hidden_states_11, view_21, x_14], Original ATen: [aten.view, aten.mul, aten._to_copy, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_mul_pow_tanh_view_11:35
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_mul_pow_tanh_view_11.run(buf55, 1572864, stream=stream0)
            buf56 = reinterpret_tensor(buf52, (3072, 768), (768, 1), 0); del buf52  # reuse
            # Topologically Sorted Source Nodes: [x_14], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:36
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg26_1, buf56, 2359296, stream=stream0)
            del arg26_1
            buf57 = buf46; del buf46  # reuse
            # Topologically Sorted Source Nodes: [x_14], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:37
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(arg25_1, buf57, 768, stream=stream0)
            del arg25_1
            buf58 = buf51; del buf51  # reuse
            # Topologically Sorted Source Nodes: [x_14, x_13, mul_4, pow_2, mul_5, add_9, mul_6, tanh_1, add_10, hidden_states_11, view_21], Original ATen: [aten._to_copy, aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:38
            extern_kernels.addmm(buf57, buf55, buf56, alpha=1, beta=1, out=buf58)
            buf62 = empty_strided_cuda((512, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_11, hidden_states_9, x_15, hidden_states_13, hidden_states_14, view_23, x_16], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_14:39
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_14.run(buf47, buf29, buf58, arg27_1, arg28_1, buf62, 512, 768, stream=stream0)
            del arg27_1
            del arg28_1
            buf63 = buf34; del buf34  # reuse
            # Topologically Sorted Source Nodes: [x_16], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:40
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg30_1, buf63, 1769472, stream=stream0)
            del arg30_1
            buf64 = buf35; del buf35  # reuse
            # Topologically Sorted Source Nodes: [x_16], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:41
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg29_1, buf64, 2304, stream=stream0)
            del arg29_1
            buf65 = buf36; del buf36  # reuse
            # Topologically Sorted Source Nodes: [x_11, hidden_states_9, x_15, hidden_states_13, hidden_states_14, x_16, view_23], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:42
            extern_kernels.addmm(buf64, buf62, buf63, alpha=1, beta=1, out=buf65)
            buf66 = reinterpret_tensor(buf62, (4, 12, 128, 64), (98304, 64, 768, 1), 0); del buf62  # reuse
            # Topologically Sorted Source Nodes: [x_17, split_2, view_25, key_states_5, keys_2], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_3:43
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_3.run(buf65, buf66, 393216, stream=stream0)
            buf67 = empty_strided_cuda((4, 12, 128, 64), (98304, 64, 768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_17, split_2, view_26, value_states_5, values_2], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_4:44
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_4.run(buf65, buf67, 393216, stream=stream0)
            buf68 = buf39; del buf39  # reuse
            # Topologically Sorted Source Nodes: [arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, x_17, split_2, view_27, query_states_5, attn_output_8], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_5:45
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_cudnn_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_5.run(buf68, 65536, stream=stream0)
            # Topologically Sorted Source Nodes: [arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, x_17, split_2, view_27, query_states_5, attn_output_8], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:46
            buf69 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf65, (4, 12, 128, 64), (294912, 64, 2304, 1), 0), buf66, buf67, buf68, False, scale=0.125)
            buf70 = buf69[0]
            assert_size_stride(buf70, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf70, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf69
            buf74 = buf45; del buf45  # reuse
            # Topologically Sorted Source Nodes: [x_18], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:47
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg32_1, buf74, 589824, stream=stream0)
            del arg32_1
            buf75 = buf57; del buf57  # reuse
            # Topologically Sorted Source Nodes: [x_18], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:48
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(arg31_1, buf75, 768, stream=stream0)
            del arg31_1
            buf76 = empty_strided_cuda((512, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_18, transpose_11, reshape_2, view_28], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:49
            extern_kernels.addmm(buf75, reinterpret_tensor(buf70, (512, 768), (768, 1), 0), buf74, alpha=1, beta=1, out=buf76)
            buf80 = reinterpret_tensor(buf70, (512, 768), (768, 1), 0); del buf70  # reuse
            # Topologically Sorted Source Nodes: [x_11, hidden_states_9, x_15, hidden_states_13, x_19, hidden_states_15, hidden_states_16, view_30, x_20], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_15:50
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_15.run(buf76, buf47, buf29, buf58, arg33_1, arg34_1, buf80, 512, 768, stream=stream0)
            del arg33_1
            del arg34_1
            buf81 = reinterpret_tensor(buf56, (768, 3072), (3072, 1), 0); del buf56  # reuse
            # Topologically Sorted Source Nodes: [x_20], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:51
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg36_1, buf81, 2359296, stream=stream0)
            del arg36_1
            buf82 = buf53; del buf53  # reuse
            # Topologically Sorted Source Nodes: [x_20], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_10:52
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_10.run(arg35_1, buf82, 3072, stream=stream0)
            del arg35_1
            buf83 = buf55; del buf55  # reuse
            # Topologically Sorted Source Nodes: [x_11, hidden_states_9, x_15, hidden_states_13, x_19, hidden_states_15, hidden_states_16, x_20, view_30], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:53
            extern_kernels.addmm(buf82, buf80, buf81, alpha=1, beta=1, out=buf83)
            buf84 = buf83; del buf83  # reuse
            # Topologically Sorted Source Nodes: [x_21, mul_8, pow_3, mul_9, add_13, mul_10, tanh_2, add_14, hidden_states_17, view_32, x_22], Original ATen: [aten.view, aten.mul, aten._to_copy, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_mul_pow_tanh_view_11:54
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_mul_pow_tanh_view_11.run(buf84, 1572864, stream=stream0)
            buf85 = reinterpret_tensor(buf81, (3072, 768), (768, 1), 0); del buf81  # reuse
            # Topologically Sorted Source Nodes: [x_22], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:55
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg38_1, buf85, 2359296, stream=stream0)
            del arg38_1
            buf86 = buf75; del buf75  # reuse
            # Topologically Sorted Source Nodes: [x_22], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:56
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(arg37_1, buf86, 768, stream=stream0)
            del arg37_1
            buf87 = buf80; del buf80  # reuse
            # Topologically Sorted Source Nodes: [x_22, x_21, mul_8, pow_3, mul_9, add_13, mul_10, tanh_2, add_14, hidden_states_17, view_32], Original ATen: [aten._to_copy, aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:57
            extern_kernels.addmm(buf86, buf84, buf85, alpha=1, beta=1, out=buf87)
            buf88 = buf29; del buf29  # reuse
            buf92 = empty_strided_cuda((512, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_11, hidden_states_9, x_15, hidden_states_13, x_19, hidden_states_15, x_23, hidden_states_19, hidden_states_20, view_34, x_24], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_16:58
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_16.run(buf88, buf76, buf47, buf58, buf87, arg39_1, arg40_1, buf92, 512, 768, stream=stream0)
            del arg39_1
            del arg40_1
            buf93 = buf63; del buf63  # reuse
            # Topologically Sorted Source Nodes: [x_24], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:59
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg42_1, buf93, 1769472, stream=stream0)
            del arg42_1
            buf94 = buf64; del buf64  # reuse
            # Topologically Sorted Source Nodes: [x_24], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:60
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg41_1, buf94, 2304, stream=stream0)
            del arg41_1
            buf95 = buf65; del buf65  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_20, x_24, view_34], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:61
            extern_kernels.addmm(buf94, buf92, buf93, alpha=1, beta=1, out=buf95)
            buf96 = reinterpret_tensor(buf92, (4, 12, 128, 64), (98304, 64, 768, 1), 0); del buf92  # reuse
            # Topologically Sorted Source Nodes: [x_25, split_3, view_36, key_states_7, keys_3], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_3:62
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_3.run(buf95, buf96, 393216, stream=stream0)
            buf97 = reinterpret_tensor(buf87, (4, 12, 128, 64), (98304, 64, 768, 1), 0); del buf87  # reuse
            # Topologically Sorted Source Nodes: [x_25, split_3, view_37, value_states_7, values_3], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_4:63
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_4.run(buf95, buf97, 393216, stream=stream0)
            buf98 = buf68; del buf68  # reuse
            # Topologically Sorted Source Nodes: [arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, x_25, split_3, view_38, query_states_7, attn_output_12], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_5:64
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_cudnn_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_5.run(buf98, 65536, stream=stream0)
            # Topologically Sorted Source Nodes: [arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, x_25, split_3, view_38, query_states_7, attn_output_12], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:65
            buf99 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf95, (4, 12, 128, 64), (294912, 64, 2304, 1), 0), buf96, buf97, buf98, False, scale=0.125)
            buf100 = buf99[0]
            assert_size_stride(buf100, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf100, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf99
            buf104 = buf74; del buf74  # reuse
            # Topologically Sorted Source Nodes: [x_26], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:66
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg44_1, buf104, 589824, stream=stream0)
            del arg44_1
            buf105 = buf86; del buf86  # reuse
            # Topologically Sorted Source Nodes: [x_26], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:67
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(arg43_1, buf105, 768, stream=stream0)
            del arg43_1
            buf106 = buf76; del buf76  # reuse
            # Topologically Sorted Source Nodes: [x_26, transpose_15, reshape_3, view_39], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:68
            extern_kernels.addmm(buf105, reinterpret_tensor(buf100, (512, 768), (768, 1), 0), buf104, alpha=1, beta=1, out=buf106)
            buf110 = reinterpret_tensor(buf100, (512, 768), (768, 1), 0); del buf100  # reuse
            # Topologically Sorted Source Nodes: [x_27, hidden_states_21, hidden_states_22, view_41, x_28], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_13:69
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_13.run(buf106, buf88, arg45_1, arg46_1, buf110, 512, 768, stream=stream0)
            del arg45_1
            del arg46_1
            buf111 = reinterpret_tensor(buf85, (768, 3072), (3072, 1), 0); del buf85  # reuse
            # Topologically Sorted Source Nodes: [x_28], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:70
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg48_1, buf111, 2359296, stream=stream0)
            del arg48_1
            buf112 = buf82; del buf82  # reuse
            # Topologically Sorted Source Nodes: [x_28], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_10:71
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_10.run(arg47_1, buf112, 3072, stream=stream0)
            del arg47_1
            buf113 = buf84; del buf84  # reuse
            # Topologically Sorted Source Nodes: [x_27, hidden_states_21, hidden_states_22, x_28, view_41], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:72
            extern_kernels.addmm(buf112, buf110, buf111, alpha=1, beta=1, out=buf113)
            buf114 = buf113; del buf113  # reuse
            # Topologically Sorted Source Nodes: [x_29, mul_12, pow_4, mul_13, add_17, mul_14, tanh_3, add_18, hidden_states_23, view_43, x_30], Original ATen: [aten.view, aten.mul, aten._to_copy, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_mul_pow_tanh_view_11:73
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_mul_pow_tanh_view_11.run(buf114, 1572864, stream=stream0)
            buf115 = reinterpret_tensor(buf111, (3072, 768), (768, 1), 0); del buf111  # reuse
            # Topologically Sorted Source Nodes: [x_30], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:74
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg50_1, buf115, 2359296, stream=stream0)
            del arg50_1
            buf116 = buf105; del buf105  # reuse
            # Topologically Sorted Source Nodes: [x_30], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:75
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(arg49_1, buf116, 768, stream=stream0)
            del arg49_1
            buf117 = buf110; del buf110  # reuse
            # Topologically Sorted Source Nodes: [x_30, x_29, mul_12, pow_4, mul_13, add_17, mul_14, tanh_3, add_18, hidden_states_23, view_43], Original ATen: [aten._to_copy, aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:76
            extern_kernels.addmm(buf116, buf114, buf115, alpha=1, beta=1, out=buf117)
            buf121 = buf58; del buf58  # reuse
            # Topologically Sorted Source Nodes: [x_27, hidden_states_21, x_31, hidden_states_25, hidden_states_26, view_45, x_32], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_14:77
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_14.run(buf106, buf88, buf117, arg51_1, arg52_1, buf121, 512, 768, stream=stream0)
            del arg51_1
            del arg52_1
            buf122 = buf93; del buf93  # reuse
            # Topologically Sorted Source Nodes: [x_32], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:78
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg54_1, buf122, 1769472, stream=stream0)
            del arg54_1
            buf123 = buf94; del buf94  # reuse
            # Topologically Sorted Source Nodes: [x_32], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:79
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg53_1, buf123, 2304, stream=stream0)
            del arg53_1
            buf124 = buf95; del buf95  # reuse
            # Topologically Sorted Source Nodes: [x_27, hidden_states_21, x_31, hidden_states_25, hidden_states_26, x_32, view_45], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:80
            extern_kernels.addmm(buf123, buf121, buf122, alpha=1, beta=1, out=buf124)
            buf125 = reinterpret_tensor(buf121, (4, 12, 128, 64), (98304, 64, 768, 1), 0); del buf121  # reuse
            # Topologically Sorted Source Nodes: [x_33, split_4, view_47, key_states_9, keys_4], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_3:81
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_3.run(buf124, buf125, 393216, stream=stream0)
            buf126 = reinterpret_tensor(buf47, (4, 12, 128, 64), (98304, 64, 768, 1), 0); del buf47  # reuse
            # Topologically Sorted Source Nodes: [x_33, split_4, view_48, value_states_9, values_4], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_4:82
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_4.run(buf124, buf126, 393216, stream=stream0)
            buf127 = buf98; del buf98  # reuse
            # Topologically Sorted Source Nodes: [arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, x_33, split_4, view_49, query_states_9, attn_output_16], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_5:83
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_cudnn_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_5.run(buf127, 65536, stream=stream0)
            # Topologically Sorted Source Nodes: [arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, x_33, split_4, view_49, query_states_9, attn_output_16], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:84
            buf128 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf124, (4, 12, 128, 64), (294912, 64, 2304, 1), 0), buf125, buf126, buf127, False, scale=0.125)
            buf129 = buf128[0]
            assert_size_stride(buf129, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf129, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf128
            buf133 = buf104; del buf104  # reuse
            # Topologically Sorted Source Nodes: [x_34], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:85
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg56_1, buf133, 589824, stream=stream0)
            del arg56_1
            buf134 = buf116; del buf116  # reuse
            # Topologically Sorted Source Nodes: [x_34], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:86
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(arg55_1, buf134, 768, stream=stream0)
            del arg55_1
            buf135 = empty_strided_cuda((512, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_34, transpose_19, reshape_4, view_50], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:87
            extern_kernels.addmm(buf134, reinterpret_tensor(buf129, (512, 768), (768, 1), 0), buf133, alpha=1, beta=1, out=buf135)
            del buf133
            buf139 = reinterpret_tensor(buf129, (512, 768), (768, 1), 0); del buf129  # reuse
            # Topologically Sorted Source Nodes: [x_27, hidden_states_21, x_31, hidden_states_25, x_35, hidden_states_27, hidden_states_28, view_52, x_36], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_15:88
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_15.run(buf135, buf106, buf88, buf117, arg57_1, arg58_1, buf139, 512, 768, stream=stream0)
            del arg57_1
            del arg58_1
            buf140 = reinterpret_tensor(buf115, (768, 3072), (3072, 1), 0); del buf115  # reuse
            # Topologically Sorted Source Nodes: [x_36], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:89
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg60_1, buf140, 2359296, stream=stream0)
            del arg60_1
            buf141 = buf112; del buf112  # reuse
            # Topologically Sorted Source Nodes: [x_36], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_10:90
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_10.run(arg59_1, buf141, 3072, stream=stream0)
            del arg59_1
            buf142 = buf114; del buf114  # reuse
            # Topologically Sorted Source Nodes: [x_27, hidden_states_21, x_31, hidden_states_25, x_35, hidden_states_27, hidden_states_28, x_36, view_52], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:91
            extern_kernels.addmm(buf141, buf139, buf140, alpha=1, beta=1, out=buf142)
            buf143 = buf142; del buf142  # reuse
            # Topologically Sorted Source Nodes: [x_37, mul_16, pow_5, mul_17, add_21, mul_18, tanh_4, add_22, hidden_states_29, view_54, x_38], Original ATen: [aten.view, aten.mul, aten._to_copy, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_mul_pow_tanh_view_11:92
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_mul_pow_tanh_view_11.run(buf143, 1572864, stream=stream0)
            buf144 = reinterpret_tensor(buf140, (3072, 768), (768, 1), 0); del buf140  # reuse
            # Topologically Sorted Source Nodes: [x_38], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:93
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg62_1, buf144, 2359296, stream=stream0)
            del arg62_1
            buf145 = buf134; del buf134  # reuse
            # Topologically Sorted Source Nodes: [x_38], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:94
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(arg61_1, buf145, 768, stream=stream0)
            del arg61_1
            buf146 = buf139; del buf139  # reuse
            # Topologically Sorted Source Nodes: [x_38, x_37, mul_16, pow_5, mul_17, add_21, mul_18, tanh_4, add_22, hidden_states_29, view_54], Original ATen: [aten._to_copy, aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:95
            extern_kernels.addmm(buf145, buf143, buf144, alpha=1, beta=1, out=buf146)
            buf147 = buf88; del buf88  # reuse
            buf151 = empty_strided_cuda((512, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_27, hidden_states_21, x_31, hidden_states_25, x_35, hidden_states_27, x_39, hidden_states_31, hidden_states_32, view_56, x_40], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_16:96
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_16.run(buf147, buf135, buf106, buf117, buf146, arg63_1, arg64_1, buf151, 512, 768, stream=stream0)
            del arg63_1
            del arg64_1
            buf152 = buf122; del buf122  # reuse
            # Topologically Sorted Source Nodes: [x_40], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:97
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg66_1, buf152, 1769472, stream=stream0)
            del arg66_1
            buf153 = buf123; del buf123  # reuse
            # Topologically Sorted Source Nodes: [x_40], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:98
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg65_1, buf153, 2304, stream=stream0)
            del arg65_1
            buf154 = buf124; del buf124  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_32, x_40, view_56], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:99
            extern_kernels.addmm(buf153, buf151, buf152, alpha=1, beta=1, out=buf154)
            buf155 = reinterpret_tensor(buf151, (4, 12, 128, 64), (98304, 64, 768, 1), 0); del buf151  # reuse
            # Topologically Sorted Source Nodes: [x_41, split_5, view_58, key_states_11, keys_5], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_3:100
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_3.run(buf154, buf155, 393216, stream=stream0)
            buf156 = reinterpret_tensor(buf146, (4, 12, 128, 64), (98304, 64, 768, 1), 0); del buf146  # reuse
            # Topologically Sorted Source Nodes: [x_41, split_5, view_59, value_states_11, values_5], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_4:101
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_4.run(buf154, buf156, 393216, stream=stream0)
            buf157 = buf127; del buf127  # reuse
            # Topologically Sorted Source Nodes: [arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, x_41, split_5, view_60, query_states_11, attn_output_20], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_5:102
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_cudnn_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_5.run(buf157, 65536, stream=stream0)
            # Topologically Sorted Source Nodes: [arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, x_41, split_5, view_60, query_states_11, attn_output_20], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:103
            buf158 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf154, (4, 12, 128, 64), (294912, 64, 2304, 1), 0), buf155, buf156, buf157, False, scale=0.125)
            del buf154
            buf159 = buf158[0]
            assert_size_stride(buf159, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf159, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf158
            buf163 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_42], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:104
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg68_1, buf163, 589824, stream=stream0)
            del arg68_1
            buf164 = buf145; del buf145  # reuse
            # Topologically Sorted Source Nodes: [x_42], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:105
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(arg67_1, buf164, 768, stream=stream0)
            del arg67_1
            buf165 = buf135; del buf135  # reuse
            # Topologically Sorted Source Nodes: [x_42, transpose_23, reshape_5, view_61], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:106
            extern_kernels.addmm(buf164, reinterpret_tensor(buf159, (512, 768), (768, 1), 0), buf163, alpha=1, beta=1, out=buf165)
            del buf163
            buf169 = reinterpret_tensor(buf159, (512, 768), (768, 1), 0); del buf159  # reuse
            # Topologically Sorted Source Nodes: [x_43, hidden_states_33, hidden_states_34, view_63, x_44], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_13:107
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_13.run(buf165, buf147, arg69_1, arg70_1, buf169, 512, 768, stream=stream0)
            del arg69_1
            del arg70_1
            buf170 = reinterpret_tensor(buf144, (768, 3072), (3072, 1), 0); del buf144  # reuse
            # Topologically Sorted Source Nodes: [x_44], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:108
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg72_1, buf170, 2359296, stream=stream0)
            del arg72_1
            buf171 = buf141; del buf141  # reuse
            # Topologically Sorted Source Nodes: [x_44], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_10:109
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_10.run(arg71_1, buf171, 3072, stream=stream0)
            del arg71_1
            buf172 = buf143; del buf143  # reuse
            # Topologically Sorted Source Nodes: [x_43, hidden_states_33, hidden_states_34, x_44, view_63], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:110
            extern_kernels.addmm(buf171, buf169, buf170, alpha=1, beta=1, out=buf172)
            buf173 = buf172; del buf172  # reuse
            # Topologically Sorted Source Nodes: [x_45, mul_20, pow_6, mul_21, add_25, mul_22, tanh_5, add_26, hidden_states_35, view_65, x_46], Original ATen: [aten.view, aten.mul, aten._to_copy, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_mul_pow_tanh_view_11:111
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_mul_pow_tanh_view_11.run(buf173, 1572864, stream=stream0)
            buf174 = reinterpret_tensor(buf170, (3072, 768), (768, 1), 0); del buf170  # reuse
            # Topologically Sorted Source Nodes: [x_46], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:112
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg74_1, buf174, 2359296, stream=stream0)
            del arg74_1
            buf175 = buf164; del buf164  # reuse
            # Topologically Sorted Source Nodes: [x_46], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:113
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(arg73_1, buf175, 768, stream=stream0)
            del arg73_1
            buf176 = buf169; del buf169  # reuse
            # Topologically Sorted Source Nodes: [x_46, x_45, mul_20, pow_6, mul_21, add_25, mul_22, tanh_5, add_26, hidden_states_35, view_65], Original ATen: [aten._to_copy, aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:114
            extern_kernels.addmm(buf175, buf173, buf174, alpha=1, beta=1, out=buf176)
            buf180 = buf117; del buf117  # reuse
            # Topologically Sorted Source Nodes: [x_43, hidden_states_33, x_47, hidden_states_37, hidden_states_38, view_67, x_48], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_14:115
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_14.run(buf165, buf147, buf176, arg75_1, arg76_1, buf180, 512, 768, stream=stream0)
            del arg75_1
            del arg76_1
            buf181 = buf152; del buf152  # reuse
            # Topologically Sorted Source Nodes: [x_48], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:116
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg78_1, buf181, 1769472, stream=stream0)
            del arg78_1
            buf182 = buf153; del buf153  # reuse
            # Topologically Sorted Source Nodes: [x_48], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:117
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg77_1, buf182, 2304, stream=stream0)
            del arg77_1
            buf183 = empty_strided_cuda((512, 2304), (2304, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_43, hidden_states_33, x_47, hidden_states_37, hidden_states_38, x_48, view_67], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:118
            extern_kernels.addmm(buf182, buf180, buf181, alpha=1, beta=1, out=buf183)
            del buf181
            buf184 = reinterpret_tensor(buf180, (4, 12, 128, 64), (98304, 64, 768, 1), 0); del buf180  # reuse
            # Topologically Sorted Source Nodes: [x_49, split_6, view_69, key_states_13, keys_6], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_3:119
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_3.run(buf183, buf184, 393216, stream=stream0)
            buf185 = reinterpret_tensor(buf106, (4, 12, 128, 64), (98304, 64, 768, 1), 0); del buf106  # reuse
            # Topologically Sorted Source Nodes: [x_49, split_6, view_70, value_states_13, values_6], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_4:120
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_4.run(buf183, buf185, 393216, stream=stream0)
            buf186 = buf157; del buf157  # reuse
            # Topologically Sorted Source Nodes: [arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, x_49, split_6, view_71, query_states_13, attn_output_24], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_5:121
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_cudnn_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_5.run(buf186, 65536, stream=stream0)
            # Topologically Sorted Source Nodes: [arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, x_49, split_6, view_71, query_states_13, attn_output_24], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:122
            buf187 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf183, (4, 12, 128, 64), (294912, 64, 2304, 1), 0), buf184, buf185, buf186, False, scale=0.125)
            buf188 = buf187[0]
            assert_size_stride(buf188, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf188, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf187
            buf192 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_50], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:123
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg80_1, buf192, 589824, stream=stream0)
            del arg80_1
            buf193 = buf175; del buf175  # reuse
            # Topologically Sorted Source Nodes: [x_50], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:124
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(arg79_1, buf193, 768, stream=stream0)
            del arg79_1
            buf194 = empty_strided_cuda((512, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_50, transpose_27, reshape_6, view_72], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:125
            extern_kernels.addmm(buf193, reinterpret_tensor(buf188, (512, 768), (768, 1), 0), buf192, alpha=1, beta=1, out=buf194)
            del buf192
            buf198 = reinterpret_tensor(buf188, (512, 768), (768, 1), 0); del buf188  # reuse
            # Topologically Sorted Source Nodes: [x_43, hidden_states_33, x_47, hidden_states_37, x_51, hidden_states_39, hidden_states_40, view_74, x_52], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_15:126
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_15.run(buf194, buf165, buf147, buf176, arg81_1, arg82_1, buf198, 512, 768, stream=stream0)
            del arg81_1
            del arg82_1
            buf199 = reinterpret_tensor(buf174, (768, 3072), (3072, 1), 0); del buf174  # reuse
            # Topologically Sorted Source Nodes: [x_52], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:127
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg84_1, buf199, 2359296, stream=stream0)
            del arg84_1
            buf200 = buf171; del buf171  # reuse
            # Topologically Sorted Source Nodes: [x_52], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_10:128
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_10.run(arg83_1, buf200, 3072, stream=stream0)
            del arg83_1
            buf201 = buf173; del buf173  # reuse
            # Topologically Sorted Source Nodes: [x_43, hidden_states_33, x_47, hidden_states_37, x_51, hidden_states_39, hidden_states_40, x_52, view_74], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:129
            extern_kernels.addmm(buf200, buf198, buf199, alpha=1, beta=1, out=buf201)
            buf202 = buf201; del buf201  # reuse
            # Topologically Sorted Source Nodes: [x_53, mul_24, pow_7, mul_25, add_29, mul_26, tanh_6, add_30, hidden_states_41, view_76, x_54], Original ATen: [aten.view, aten.mul, aten._to_copy, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_mul_pow_tanh_view_11:130
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_mul_pow_tanh_view_11.run(buf202, 1572864, stream=stream0)
            buf203 = reinterpret_tensor(buf199, (3072, 768), (768, 1), 0); del buf199  # reuse
            # Topologically Sorted Source Nodes: [x_54], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:131
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg86_1, buf203, 2359296, stream=stream0)
            del arg86_1
            buf204 = buf193; del buf193  # reuse
            # Topologically Sorted Source Nodes: [x_54], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:132
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(arg85_1, buf204, 768, stream=stream0)
            del arg85_1
            buf205 = buf198; del buf198  # reuse
            # Topologically Sorted Source Nodes: [x_54, x_53, mul_24, pow_7, mul_25, add_29, mul_26, tanh_6, add_30, hidden_states_41, view_76], Original ATen: [aten._to_copy, aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:133
            extern_kernels.addmm(buf204, buf202, buf203, alpha=1, beta=1, out=buf205)
            buf206 = buf147; del buf147  # reuse
            buf210 = empty_strided_cuda((512, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_43, hidden_states_33, x_47, hidden_states_37, x_51, hidden_states_39, x_55, hidden_states_43, hidden_states_44, view_78, x_56], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_16:134
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_16.run(buf206, buf194, buf165, buf176, buf205, arg87_1, arg88_1, buf210, 512, 768, stream=stream0)
            del arg87_1
            del arg88_1
            del buf165
            buf211 = empty_strided_cuda((768, 2304), (2304, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_56], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:135
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg90_1, buf211, 1769472, stream=stream0)
            del arg90_1
            buf212 = buf182; del buf182  # reuse
            # Topologically Sorted Source Nodes: [x_56], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:136
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg89_1, buf212, 2304, stream=stream0)
            del arg89_1
            buf213 = buf183; del buf183  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_44, x_56, view_78], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:137
            extern_kernels.addmm(buf212, buf210, buf211, alpha=1, beta=1, out=buf213)
            del buf211
            buf214 = reinterpret_tensor(buf210, (4, 12, 128, 64), (98304, 64, 768, 1), 0); del buf210  # reuse
            # Topologically Sorted Source Nodes: [x_57, split_7, view_80, key_states_15, keys_7], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_3:138
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_3.run(buf213, buf214, 393216, stream=stream0)
            buf215 = reinterpret_tensor(buf205, (4, 12, 128, 64), (98304, 64, 768, 1), 0); del buf205  # reuse
            # Topologically Sorted Source Nodes: [x_57, split_7, view_81, value_states_15, values_7], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_4:139
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_4.run(buf213, buf215, 393216, stream=stream0)
            buf216 = buf186; del buf186  # reuse
            # Topologically Sorted Source Nodes: [arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, x_57, split_7, view_82, query_states_15, attn_output_28], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_5:140
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_cudnn_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_5.run(buf216, 65536, stream=stream0)
            # Topologically Sorted Source Nodes: [arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, x_57, split_7, view_82, query_states_15, attn_output_28], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:141
            buf217 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf213, (4, 12, 128, 64), (294912, 64, 2304, 1), 0), buf214, buf215, buf216, False, scale=0.125)
            del buf216
            buf218 = buf217[0]
            assert_size_stride(buf218, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf218, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf217
            buf222 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_58], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:142
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg92_1, buf222, 589824, stream=stream0)
            del arg92_1
            buf223 = buf204; del buf204  # reuse
            # Topologically Sorted Source Nodes: [x_58], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:143
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(arg91_1, buf223, 768, stream=stream0)
            del arg91_1
            buf224 = buf194; del buf194  # reuse
            # Topologically Sorted Source Nodes: [x_58, transpose_31, reshape_7, view_83], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:144
            extern_kernels.addmm(buf223, reinterpret_tensor(buf218, (512, 768), (768, 1), 0), buf222, alpha=1, beta=1, out=buf224)
            del buf222
            buf228 = reinterpret_tensor(buf218, (512, 768), (768, 1), 0); del buf218  # reuse
            # Topologically Sorted Source Nodes: [x_59, hidden_states_45, hidden_states_46, view_85, x_60], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_13:145
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_13.run(buf224, buf206, arg93_1, arg94_1, buf228, 512, 768, stream=stream0)
            del arg93_1
            del arg94_1
            buf229 = reinterpret_tensor(buf203, (768, 3072), (3072, 1), 0); del buf203  # reuse
            # Topologically Sorted Source Nodes: [x_60], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:146
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg96_1, buf229, 2359296, stream=stream0)
            del arg96_1
            buf230 = buf200; del buf200  # reuse
            # Topologically Sorted Source Nodes: [x_60], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_10:147
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_10.run(arg95_1, buf230, 3072, stream=stream0)
            del arg95_1
            buf231 = buf202; del buf202  # reuse
            # Topologically Sorted Source Nodes: [x_59, hidden_states_45, hidden_states_46, x_60, view_85], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:148
            extern_kernels.addmm(buf230, buf228, buf229, alpha=1, beta=1, out=buf231)
            del buf230
            buf232 = buf231; del buf231  # reuse
            # Topologically Sorted Source Nodes: [x_61, mul_28, pow_8, mul_29, add_33, mul_30, tanh_7, add_34, hidden_states_47, view_87, x_62], Original ATen: [aten.view, aten.mul, aten._to_copy, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_mul_pow_tanh_view_11:149
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_mul_pow_tanh_view_11.run(buf232, 1572864, stream=stream0)
            buf233 = reinterpret_tensor(buf229, (3072, 768), (768, 1), 0); del buf229  # reuse
            # Topologically Sorted Source Nodes: [x_62], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:150
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg98_1, buf233, 2359296, stream=stream0)
            del arg98_1
            buf234 = buf223; del buf223  # reuse
            # Topologically Sorted Source Nodes: [x_62], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:151
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(arg97_1, buf234, 768, stream=stream0)
            del arg97_1
            buf235 = buf228; del buf228  # reuse
            # Topologically Sorted Source Nodes: [x_62, x_61, mul_28, pow_8, mul_29, add_33, mul_30, tanh_7, add_34, hidden_states_47, view_87], Original ATen: [aten._to_copy, aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:152
            extern_kernels.addmm(buf234, buf232, buf233, alpha=1, beta=1, out=buf235)
            del buf232
            buf239 = buf176; del buf176  # reuse
            # Topologically Sorted Source Nodes: [x_59, hidden_states_45, x_63, hidden_states_49, hidden_states_50, view_89, x_64], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_14:153
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_14.run(buf224, buf206, buf235, arg99_1, arg100_1, buf239, 512, 768, stream=stream0)
            del arg100_1
            del arg99_1
            buf240 = empty_strided_cuda((768, 2304), (2304, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_64], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:154
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg102_1, buf240, 1769472, stream=stream0)
            del arg102_1
            buf241 = buf212; del buf212  # reuse
            # Topologically Sorted Source Nodes: [x_64], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:155
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg101_1, buf241, 2304, stream=stream0)
            del arg101_1
            buf242 = buf213; del buf213  # reuse
            # Topologically Sorted Source Nodes: [x_59, hidden_states_45, x_63, hidden_states_49, hidden_states_50, x_64, view_89], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:156
            extern_kernels.addmm(buf241, buf239, buf240, alpha=1, beta=1, out=buf242)
            del buf240
            buf243 = reinterpret_tensor(buf239, (4, 12, 128, 64), (98304, 64, 768, 1), 0); del buf239  # reuse
            # Topologically Sorted Source Nodes: [x_65, split_8, view_91, key_states_17, keys_8], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_3:157
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_3.run(buf242, buf243, 393216, stream=stream0)
            buf244 = empty_strided_cuda((4, 12, 128, 64), (98304, 64, 768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_65, split_8, view_92, value_states_17, values_8], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_4:158
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_4.run(buf242, buf244, 393216, stream=stream0)
            buf245 = empty_strided_cuda((4, 1, 128, 128), (16384, 16384, 128, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, x_65, split_8, view_93, query_states_17, attn_output_32], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_5:159
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_cudnn_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_5.run(buf245, 65536, stream=stream0)
            # Topologically Sorted Source Nodes: [arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, x_65, split_8, view_93, query_states_17, attn_output_32], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:160
            buf246 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf242, (4, 12, 128, 64), (294912, 64, 2304, 1), 0), buf243, buf244, buf245, False, scale=0.125)
            del buf242
            del buf245
            buf247 = buf246[0]
            assert_size_stride(buf247, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf247, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf246
            buf251 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_66], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:161
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg104_1, buf251, 589824, stream=stream0)
            del arg104_1
            buf252 = buf234; del buf234  # reuse
            # Topologically Sorted Source Nodes: [x_66], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:162
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(arg103_1, buf252, 768, stream=stream0)
            del arg103_1
            buf253 = empty_strided_cuda((512, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_66, transpose_35, reshape_8, view_94], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:163
            extern_kernels.addmm(buf252, reinterpret_tensor(buf247, (512, 768), (768, 1), 0), buf251, alpha=1, beta=1, out=buf253)
            del buf251
            buf257 = reinterpret_tensor(buf247, (512, 768), (768, 1), 0); del buf247  # reuse
            # Topologically Sorted Source Nodes: [x_59, hidden_states_45, x_63, hidden_states_49, x_67, hidden_states_51, hidden_states_52, view_96, x_68], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_15:164
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_15.run(buf253, buf224, buf206, buf235, arg105_1, arg106_1, buf257, 512, 768, stream=stream0)
            del arg105_1
            del arg106_1
            buf258 = reinterpret_tensor(buf233, (768, 3072), (3072, 1), 0); del buf233  # reuse
            # Topologically Sorted Source Nodes: [x_68], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:165
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg108_1, buf258, 2359296, stream=stream0)
            del arg108_1
            buf259 = empty_strided_cuda((3072, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_68], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_10:166
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_10.run(arg107_1, buf259, 3072, stream=stream0)
            del arg107_1
            buf260 = empty_strided_cuda((512, 3072), (3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_59, hidden_states_45, x_63, hidden_states_49, x_67, hidden_states_51, hidden_states_52, x_68, view_96], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:167
            extern_kernels.addmm(buf259, buf257, buf258, alpha=1, beta=1, out=buf260)
            del buf259
            buf261 = buf260; del buf260  # reuse
            # Topologically Sorted Source Nodes: [x_69, mul_32, pow_9, mul_33, add_37, mul_34, tanh_8, add_38, hidden_states_53, view_98, x_70], Original ATen: [aten.view, aten.mul, aten._to_copy, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_mul_pow_tanh_view_11:168
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_mul_pow_tanh_view_11.run(buf261, 1572864, stream=stream0)
            buf262 = reinterpret_tensor(buf258, (3072, 768), (768, 1), 0); del buf258  # reuse
            # Topologically Sorted Source Nodes: [x_70], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:169
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg110_1, buf262, 2359296, stream=stream0)
            del arg110_1
            buf263 = buf252; del buf252  # reuse
            # Topologically Sorted Source Nodes: [x_70], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:170
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(arg109_1, buf263, 768, stream=stream0)
            del arg109_1
            buf264 = buf257; del buf257  # reuse
            # Topologically Sorted Source Nodes: [x_70, x_69, mul_32, pow_9, mul_33, add_37, mul_34, tanh_8, add_38, hidden_states_53, view_98], Original ATen: [aten._to_copy, aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:171
            extern_kernels.addmm(buf263, buf261, buf262, alpha=1, beta=1, out=buf264)
            del buf261
            buf265 = buf206; del buf206  # reuse
            buf269 = empty_strided_cuda((512, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_59, hidden_states_45, x_63, hidden_states_49, x_67, hidden_states_51, x_71, hidden_states_55, hidden_states_56, view_100, x_72], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_16:172
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_16.run(buf265, buf253, buf224, buf235, buf264, arg111_1, arg112_1, buf269, 512, 768, stream=stream0)
            del arg111_1
            del arg112_1
            del buf224
            del buf235
            buf270 = empty_strided_cuda((768, 2304), (2304, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_72], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:173
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg114_1, buf270, 1769472, stream=stream0)
            del arg114_1
            buf271 = buf241; del buf241  # reuse
            # Topologically Sorted Source Nodes: [x_72], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:174
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg113_1, buf271, 2304, stream=stream0)
            del arg113_1
            buf272 = empty_strided_cuda((512, 2304), (2304, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_56, x_72, view_100], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:175
            extern_kernels.addmm(buf271, buf269, buf270, alpha=1, beta=1, out=buf272)
            del buf270
            buf273 = reinterpret_tensor(buf269, (4, 12, 128, 64), (98304, 64, 768, 1), 0); del buf269  # reuse
            # Topologically Sorted Source Nodes: [x_73, split_9, view_102, key_states_19, keys_9], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_3:176
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_3.run(buf272, buf273, 393216, stream=stream0)
            buf274 = reinterpret_tensor(buf264, (4, 12, 128, 64), (98304, 64, 768, 1), 0); del buf264  # reuse
            # Topologically Sorted Source Nodes: [x_73, split_9, view_103, value_states_19, values_9], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_4:177
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_4.run(buf272, buf274, 393216, stream=stream0)
            buf275 = empty_strided_cuda((4, 1, 128, 128), (16384, 16384, 128, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, x_73, split_9, view_104, query_states_19, attn_output_36], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_5:178
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_cudnn_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_5.run(buf275, 65536, stream=stream0)
            # Topologically Sorted Source Nodes: [arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, x_73, split_9, view_104, query_states_19, attn_output_36], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:179
            buf276 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf272, (4, 12, 128, 64), (294912, 64, 2304, 1), 0), buf273, buf274, buf275, False, scale=0.125)
            del buf272
            del buf275
            buf277 = buf276[0]
            assert_size_stride(buf277, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf277, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf276
            buf281 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_74], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:180
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg116_1, buf281, 589824, stream=stream0)
            del arg116_1
            buf282 = buf263; del buf263  # reuse
            # Topologically Sorted Source Nodes: [x_74], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:181
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(arg115_1, buf282, 768, stream=stream0)
            del arg115_1
            buf283 = buf253; del buf253  # reuse
            # Topologically Sorted Source Nodes: [x_74, transpose_39, reshape_9, view_105], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:182
            extern_kernels.addmm(buf282, reinterpret_tensor(buf277, (512, 768), (768, 1), 0), buf281, alpha=1, beta=1, out=buf283)
            del buf281
            buf287 = reinterpret_tensor(buf277, (512, 768), (768, 1), 0); del buf277  # reuse
            # Topologically Sorted Source Nodes: [x_75, hidden_states_57, hidden_states_58, view_107, x_76], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_13:183
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_13.run(buf283, buf265, arg117_1, arg118_1, buf287, 512, 768, stream=stream0)
            del arg117_1
            del arg118_1
            buf288 = reinterpret_tensor(buf262, (768, 3072), (3072, 1), 0); del buf262  # reuse
            # Topologically Sorted Source Nodes: [x_76], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:184
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg120_1, buf288, 2359296, stream=stream0)
            del arg120_1
            buf289 = empty_strided_cuda((3072, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_76], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_10:185
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_10.run(arg119_1, buf289, 3072, stream=stream0)
            del arg119_1
            buf290 = empty_strided_cuda((512, 3072), (3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_75, hidden_states_57, hidden_states_58, x_76, view_107], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:186
            extern_kernels.addmm(buf289, buf287, buf288, alpha=1, beta=1, out=buf290)
            del buf289
            buf291 = buf290; del buf290  # reuse
            # Topologically Sorted Source Nodes: [x_77, mul_36, pow_10, mul_37, add_41, mul_38, tanh_9, add_42, hidden_states_59, view_109, x_78], Original ATen: [aten.view, aten.mul, aten._to_copy, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_mul_pow_tanh_view_11:187
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_mul_pow_tanh_view_11.run(buf291, 1572864, stream=stream0)
            buf292 = reinterpret_tensor(buf288, (3072, 768), (768, 1), 0); del buf288  # reuse
            # Topologically Sorted Source Nodes: [x_78], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:188
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg122_1, buf292, 2359296, stream=stream0)
            del arg122_1
            buf293 = buf282; del buf282  # reuse
            # Topologically Sorted Source Nodes: [x_78], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:189
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(arg121_1, buf293, 768, stream=stream0)
            del arg121_1
            buf294 = buf287; del buf287  # reuse
            # Topologically Sorted Source Nodes: [x_78, x_77, mul_36, pow_10, mul_37, add_41, mul_38, tanh_9, add_42, hidden_states_59, view_109], Original ATen: [aten._to_copy, aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:190
            extern_kernels.addmm(buf293, buf291, buf292, alpha=1, beta=1, out=buf294)
            del buf292
            buf298 = empty_strided_cuda((512, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_75, hidden_states_57, x_79, hidden_states_61, hidden_states_62, view_111, x_80], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_14:191
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_14.run(buf283, buf265, buf294, arg123_1, arg124_1, buf298, 512, 768, stream=stream0)
            del arg123_1
            del arg124_1
            buf299 = empty_strided_cuda((768, 2304), (2304, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_80], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:192
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg126_1, buf299, 1769472, stream=stream0)
            del arg126_1
            buf300 = buf271; del buf271  # reuse
            # Topologically Sorted Source Nodes: [x_80], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:193
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg125_1, buf300, 2304, stream=stream0)
            del arg125_1
            buf301 = empty_strided_cuda((512, 2304), (2304, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_75, hidden_states_57, x_79, hidden_states_61, hidden_states_62, x_80, view_111], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:194
            extern_kernels.addmm(buf300, buf298, buf299, alpha=1, beta=1, out=buf301)
            del buf299
            del buf300
            buf302 = reinterpret_tensor(buf298, (4, 12, 128, 64), (98304, 64, 768, 1), 0); del buf298  # reuse
            # Topologically Sorted Source Nodes: [x_81, split_10, view_113, key_states_21, keys_10], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_3:195
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_3.run(buf301, buf302, 393216, stream=stream0)
            buf303 = empty_strided_cuda((4, 12, 128, 64), (98304, 64, 768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_81, split_10, view_114, value_states_21, values_10], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_4:196
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_4.run(buf301, buf303, 393216, stream=stream0)
            buf304 = empty_strided_cuda((4, 1, 128, 128), (16384, 16384, 128, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, x_81, split_10, view_115, query_states_21, attn_output_40], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_5:197
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_cudnn_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_5.run(buf304, 65536, stream=stream0)
            # Topologically Sorted Source Nodes: [arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, x_81, split_10, view_115, query_states_21, attn_output_40], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:198
            buf305 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf301, (4, 12, 128, 64), (294912, 64, 2304, 1), 0), buf302, buf303, buf304, False, scale=0.125)
            del buf301
            del buf304
            buf306 = buf305[0]
            assert_size_stride(buf306, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf306, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf305
            buf310 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_82], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:199
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg128_1, buf310, 589824, stream=stream0)
            del arg128_1
            buf311 = buf293; del buf293  # reuse
            # Topologically Sorted Source Nodes: [x_82], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:200
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(arg127_1, buf311, 768, stream=stream0)
            del arg127_1
            buf312 = empty_strided_cuda((512, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_82, transpose_43, reshape_10, view_116], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:201
            extern_kernels.addmm(buf311, reinterpret_tensor(buf306, (512, 768), (768, 1), 0), buf310, alpha=1, beta=1, out=buf312)
            del buf310
            del buf311
            buf316 = reinterpret_tensor(buf306, (512, 768), (768, 1), 0); del buf306  # reuse
            # Topologically Sorted Source Nodes: [x_75, hidden_states_57, x_79, hidden_states_61, x_83, hidden_states_63, hidden_states_64, view_118, x_84], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_15:202
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_15.run(buf312, buf283, buf265, buf294, arg129_1, arg130_1, buf316, 512, 768, stream=stream0)
            del arg129_1
            del arg130_1
            buf317 = empty_strided_cuda((768, 3072), (3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_84], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:203
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg132_1, buf317, 2359296, stream=stream0)
            del arg132_1
            buf318 = empty_strided_cuda((3072, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_84], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_10:204
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_10.run(arg131_1, buf318, 3072, stream=stream0)
            del arg131_1
            buf319 = buf291; del buf291  # reuse
            # Topologically Sorted Source Nodes: [x_75, hidden_states_57, x_79, hidden_states_61, x_83, hidden_states_63, hidden_states_64, x_84, view_118], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:205
            extern_kernels.addmm(buf318, buf316, buf317, alpha=1, beta=1, out=buf319)
            del buf317
            del buf318
            buf320 = buf319; del buf319  # reuse
            # Topologically Sorted Source Nodes: [x_85, mul_40, pow_11, mul_41, add_45, mul_42, tanh_10, add_46, hidden_states_65, view_120, x_86], Original ATen: [aten.view, aten.mul, aten._to_copy, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_mul_pow_tanh_view_11:206
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_mul_pow_tanh_view_11.run(buf320, 1572864, stream=stream0)
            buf321 = empty_strided_cuda((3072, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_86], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:207
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg134_1, buf321, 2359296, stream=stream0)
            del arg134_1
            buf322 = empty_strided_cuda((768, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_86], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:208
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(arg133_1, buf322, 768, stream=stream0)
            del arg133_1
            buf323 = buf316; del buf316  # reuse
            # Topologically Sorted Source Nodes: [x_86, x_85, mul_40, pow_11, mul_41, add_45, mul_42, tanh_10, add_46, hidden_states_65, view_120], Original ATen: [aten._to_copy, aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:209
            extern_kernels.addmm(buf322, buf320, buf321, alpha=1, beta=1, out=buf323)
            del buf320
            del buf321
            buf324 = buf265; del buf265  # reuse
            buf328 = empty_strided_cuda((512, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_75, hidden_states_57, x_79, hidden_states_61, x_83, hidden_states_63, x_87, hidden_states_67, hidden_states_68, view_122, x_88], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_16:210
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_16.run(buf324, buf312, buf283, buf294, buf323, arg135_1, arg136_1, buf328, 512, 768, stream=stream0)
            del arg135_1
            del arg136_1
            del buf283
            del buf294
            buf329 = empty_strided_cuda((768, 2304), (2304, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_88], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:211
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg138_1, buf329, 1769472, stream=stream0)
            del arg138_1
            buf330 = empty_strided_cuda((2304, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_88], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:212
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg137_1, buf330, 2304, stream=stream0)
            del arg137_1
            buf331 = empty_strided_cuda((512, 2304), (2304, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_68, x_88, view_122], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:213
            extern_kernels.addmm(buf330, buf328, buf329, alpha=1, beta=1, out=buf331)
            del buf329
            del buf330
            buf332 = reinterpret_tensor(buf328, (4, 12, 128, 64), (98304, 64, 768, 1), 0); del buf328  # reuse
            # Topologically Sorted Source Nodes: [x_89, split_11, view_124, key_states_23, keys_11], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_3:214
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_3.run(buf331, buf332, 393216, stream=stream0)
            buf333 = reinterpret_tensor(buf323, (4, 12, 128, 64), (98304, 64, 768, 1), 0); del buf323  # reuse
            # Topologically Sorted Source Nodes: [x_89, split_11, view_125, value_states_23, values_11], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_4:215
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_4.run(buf331, buf333, 393216, stream=stream0)
            buf334 = empty_strided_cuda((4, 1, 128, 128), (16384, 16384, 128, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, x_89, split_11, view_126, query_states_23, attn_output_44], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_5:216
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_cudnn_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_5.run(buf334, 65536, stream=stream0)
            # Topologically Sorted Source Nodes: [arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, x_89, split_11, view_126, query_states_23, attn_output_44], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:217
            buf335 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf331, (4, 12, 128, 64), (294912, 64, 2304, 1), 0), buf332, buf333, buf334, False, scale=0.125)
            del buf331
            del buf334
            buf336 = buf335[0]
            assert_size_stride(buf336, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf336, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf335
            buf340 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_90], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:218
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg140_1, buf340, 589824, stream=stream0)
            del arg140_1
            buf341 = buf322; del buf322  # reuse
            # Topologically Sorted Source Nodes: [x_90], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:219
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(arg139_1, buf341, 768, stream=stream0)
            del arg139_1
            buf342 = buf312; del buf312  # reuse
            # Topologically Sorted Source Nodes: [x_90, transpose_47, reshape_11, view_127], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:220
            extern_kernels.addmm(buf341, reinterpret_tensor(buf336, (512, 768), (768, 1), 0), buf340, alpha=1, beta=1, out=buf342)
            del buf340
            del buf341
            buf346 = reinterpret_tensor(buf336, (512, 768), (768, 1), 0); del buf336  # reuse
            # Topologically Sorted Source Nodes: [x_91, hidden_states_69, hidden_states_70, view_129, x_92], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_13:221
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_13.run(buf342, buf324, arg141_1, arg142_1, buf346, 512, 768, stream=stream0)
            del arg141_1
            del arg142_1
            buf347 = empty_strided_cuda((768, 3072), (3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_92], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:222
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg144_1, buf347, 2359296, stream=stream0)
            del arg144_1
            buf348 = empty_strided_cuda((3072, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_92], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_10:223
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_10.run(arg143_1, buf348, 3072, stream=stream0)
            del arg143_1
            buf349 = empty_strided_cuda((512, 3072), (3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_91, hidden_states_69, hidden_states_70, x_92, view_129], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:224
            extern_kernels.addmm(buf348, buf346, buf347, alpha=1, beta=1, out=buf349)
            del buf347
            del buf348
            buf350 = buf349; del buf349  # reuse
            # Topologically Sorted Source Nodes: [x_93, mul_44, pow_12, mul_45, add_49, mul_46, tanh_11, add_50, hidden_states_71, view_131, x_94], Original ATen: [aten.view, aten.mul, aten._to_copy, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_mul_pow_tanh_view_11:225
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_mul_pow_tanh_view_11.run(buf350, 1572864, stream=stream0)
            buf351 = empty_strided_cuda((3072, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_94], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:226
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg146_1, buf351, 2359296, stream=stream0)
            del arg146_1
            buf352 = empty_strided_cuda((768, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_94], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:227
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(arg145_1, buf352, 768, stream=stream0)
            del arg145_1
            buf353 = buf346; del buf346  # reuse
            # Topologically Sorted Source Nodes: [x_94, x_93, mul_44, pow_12, mul_45, add_49, mul_46, tanh_11, add_50, hidden_states_71, view_131], Original ATen: [aten._to_copy, aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:228
            extern_kernels.addmm(buf352, buf350, buf351, alpha=1, beta=1, out=buf353)
            del buf350
            del buf351
            del buf352
            buf357 = buf324; del buf324  # reuse
            # Topologically Sorted Source Nodes: [x_91, hidden_states_69, x_95, hidden_states_73, hidden_states_74], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_view_17:229
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_view_17.run(buf357, buf342, buf353, arg147_1, arg148_1, 512, 768, stream=stream0)
            del arg147_1
            del arg148_1
            del buf342
            del buf353
        return (buf8, buf7, buf38, buf37, buf67, buf66, buf97, buf96, buf126, buf125, buf156, buf155, buf185, buf184, buf215, buf214, buf244, buf243, buf274, buf273, buf303, buf302, buf333, buf332, buf357, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((4, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    arg1_1 = rand_strided((50257, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg2_1 = rand_strided((1024, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg3_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg4_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg5_1 = rand_strided((2304, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg6_1 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    arg7_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg8_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg9_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg10_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg11_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg12_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    arg13_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg14_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg15_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg16_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg17_1 = rand_strided((2304, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg18_1 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    arg19_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg20_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg21_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg22_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg23_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg24_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    arg25_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg26_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg27_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg28_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg29_1 = rand_strided((2304, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg30_1 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    arg31_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg32_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg33_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg34_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg35_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg36_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    arg37_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg38_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg39_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg40_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg41_1 = rand_strided((2304, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg42_1 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    arg43_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg44_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg45_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg46_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg47_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg48_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    arg49_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg50_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg51_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg52_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg53_1 = rand_strided((2304, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg54_1 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    arg55_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg56_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg57_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg58_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg59_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg60_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    arg61_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg62_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg63_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg64_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg65_1 = rand_strided((2304, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg66_1 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    arg67_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg68_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg69_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg70_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg71_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg72_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    arg73_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg74_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg75_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg76_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg77_1 = rand_strided((2304, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg78_1 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    arg79_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg80_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg81_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg82_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg83_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg84_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    arg85_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg86_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg87_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg88_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg89_1 = rand_strided((2304, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg90_1 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    arg91_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg92_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg93_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg94_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg95_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg96_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    arg97_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg98_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg99_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg100_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg101_1 = rand_strided((2304, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg102_1 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    arg103_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg104_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg105_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg106_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg107_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg108_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    arg109_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg110_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg111_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg112_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg113_1 = rand_strided((2304, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg114_1 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    arg115_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg116_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg117_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg118_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg119_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg120_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    arg121_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg122_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg123_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg124_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg125_1 = rand_strided((2304, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg126_1 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    arg127_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg128_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg129_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg130_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg131_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg132_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    arg133_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg134_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg135_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg136_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg137_1 = rand_strided((2304, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg138_1 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    arg139_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg140_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg141_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg142_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg143_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg144_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    arg145_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg146_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg147_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg148_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
