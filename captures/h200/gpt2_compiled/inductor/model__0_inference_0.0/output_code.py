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


# kernel path: /tmp/torchinductor_root/tmpdvrjmebh/uu/cuuycposhut4af7hi2rxmikerxcjzexduumqef4uq2aazq4xu3tm.py
# Topologically Sorted Source Nodes: [inputs_embeds, arange, position_ids, position_ids_1, position_embeds, hidden_states, hidden_states_2], Original ATen: [aten.embedding, aten.arange, aten.add, aten.unsqueeze, aten.native_layer_norm]
# Source node to ATen node mapping:
#   arange => iota
#   hidden_states => add_1
#   hidden_states_2 => add_4, add_5, mul, mul_1, rsqrt, sub, var_mean
#   inputs_embeds => embedding
#   position_embeds => embedding_1
#   position_ids => add
#   position_ids_1 => unsqueeze
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
#   return %getitem_1,%buf1,%add_5
triton_red_fused_add_arange_embedding_native_layer_norm_unsqueeze_0 = async_compile.triton('triton_red_fused_add_arange_embedding_native_layer_norm_unsqueeze_0', '''
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
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_arange_embedding_native_layer_norm_unsqueeze_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4096, 'r0_': 3545088}}
)
@triton.jit
def triton_red_fused_add_arange_embedding_native_layer_norm_unsqueeze_0(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
        tmp22 = tl.load(in_ptr2 + (r0_2 + 768*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
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
        tl.store(out_ptr2 + (r0_2 + 768*x3), tmp34, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpdvrjmebh/ci/ccim6pigp52qwmwpsq5zzyeuncyuyewqgz6lhnbadpsuglthcnaz.py
# Topologically Sorted Source Nodes: [x_1, split, view_3, key_states_1, keys], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
# Source node to ATen node mapping:
#   key_states_1 => permute
#   keys => clone_1
#   split => split
#   view_3 => view_3
#   x_1 => view_2
# Graph fragment:
#   %addmm : Tensor "f32[512, 2304][2304, 1]cuda:0" = PlaceHolder[target=addmm]
#   %view_2 : Tensor "f32[4, 128, 2304][294912, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [4, 128, 2304]), kwargs = {})
#   %split : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_2, 768, 2), kwargs = {})
#   %view_3 : Tensor "f32[4, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_3, [4, 128, -1, 64]), kwargs = {})
#   %permute : Tensor "f32[4, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_3, [0, 2, 1, 3]), kwargs = {})
#   %clone_1 : Tensor "f32[4, 12, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clone.default](args = (%permute,), kwargs = {})
#   return %clone_1
triton_poi_fused_cat_split_transpose_view_1 = async_compile.triton('triton_poi_fused_cat_split_transpose_view_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 524288}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_cat_split_transpose_view_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4718592}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_cat_split_transpose_view_1(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 393216
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 768)
    x1 = xindex // 768
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (768 + x0 + 2304*x1), None)
    tl.store(out_ptr0 + (x2), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpdvrjmebh/cb/ccbxzjnrkrm666re22vjbqjspm2vp4l7ezp3frs62xvrqw5m7ob4.py
# Topologically Sorted Source Nodes: [x_1, split, view_4, value_states_1, values], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
# Source node to ATen node mapping:
#   split => split
#   value_states_1 => permute_1
#   values => clone_2
#   view_4 => view_4
#   x_1 => view_2
# Graph fragment:
#   %addmm : Tensor "f32[512, 2304][2304, 1]cuda:0" = PlaceHolder[target=addmm]
#   %view_2 : Tensor "f32[4, 128, 2304][294912, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [4, 128, 2304]), kwargs = {})
#   %split : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_2, 768, 2), kwargs = {})
#   %view_4 : Tensor "f32[4, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_4, [4, 128, -1, 64]), kwargs = {})
#   %permute_1 : Tensor "f32[4, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_4, [0, 2, 1, 3]), kwargs = {})
#   %clone_2 : Tensor "f32[4, 12, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clone.default](args = (%permute_1,), kwargs = {})
#   return %clone_2
triton_poi_fused_cat_split_transpose_view_2 = async_compile.triton('triton_poi_fused_cat_split_transpose_view_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 524288}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_cat_split_transpose_view_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4718592}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_cat_split_transpose_view_2(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 393216
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 768)
    x1 = xindex // 768
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (1536 + x0 + 2304*x1), None)
    tl.store(out_ptr0 + (x2), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpdvrjmebh/q3/cq3olcbu7bi2v5cxurww3dpamqdb2x7cjmfkuugpzl4le5wlo5c7.py
# Topologically Sorted Source Nodes: [x_1, split, view_5, query_states_1, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, attn_output], Original ATen: [aten.view, aten.split, aten.transpose, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
# Source node to ATen node mapping:
#   arange_3 => iota_3
#   arange_4 => iota_4
#   attention_mask => le
#   attention_mask_1 => expand
#   attn_output => _scaled_dot_product_efficient_attention, expand_1, full_default, full_default_1, where
#   kv_arange => add_3
#   kv_indices => unsqueeze_4, unsqueeze_5, unsqueeze_6
#   q_arange => add_2
#   q_indices => unsqueeze_1, unsqueeze_2, unsqueeze_3
#   query_states_1 => permute_2
#   split => split
#   view_5 => view_5
#   x_1 => view_2
# Graph fragment:
#   %view_2 : Tensor "f32[4, 128, 2304][294912, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [4, 128, 2304]), kwargs = {})
#   %split : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_2, 768, 2), kwargs = {})
#   %view_5 : Tensor "f32[4, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_2, [4, 128, -1, 64]), kwargs = {})
#   %permute_2 : Tensor "f32[4, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_5, [0, 2, 1, 3]), kwargs = {})
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
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[4, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default_1, %full_default), kwargs = {})
#   %expand_1 : Tensor "f32[4, 12, 128, 128][16384, 0, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%where, [4, 12, 128, 128]), kwargs = {})
#   %_scaled_dot_product_efficient_attention : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_efficient_attention.default](args = (%permute_2, %clone_1, %clone_2, %expand_1, False), kwargs = {scale: 0.125})
#   return %buf7
triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_3 = async_compile.triton('triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 524288}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_3(out_ptr0, xnumel, XBLOCK : tl.constexpr):
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
    tmp4 = tl.full([1], float("-inf"), tl.float32)
    tmp5 = tl.where(tmp2, tmp3, tmp4)
    tl.store(out_ptr0 + (x3), tmp5, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpdvrjmebh/6x/c6xmozfz2ll3qmtxb22rka6gso4m3xoz7lztfkd3k6f7ocjfudjn.py
# Topologically Sorted Source Nodes: [inputs_embeds, arange, position_ids, position_ids_1, position_embeds, hidden_states, , x_3, hidden_states_3, hidden_states_4], Original ATen: [aten.embedding, aten.arange, aten.add, aten.unsqueeze, aten.addmm, aten.view, aten.native_layer_norm]
# Source node to ATen node mapping:
#    => add_tensor_35
#   arange => iota
#   hidden_states => add_1
#   hidden_states_3 => add_6
#   hidden_states_4 => add_7, add_8, mul_2, mul_3, rsqrt_1, sub_1, var_mean_1
#   inputs_embeds => embedding
#   position_embeds => embedding_1
#   position_ids => add
#   position_ids_1 => unsqueeze
#   x_3 => view_8
# Graph fragment:
#   %arg7_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg7_1]
#   %mm_default_35 : Tensor "f32[512, 768][768, 1]cuda:0" = PlaceHolder[target=mm_default_35]
#   %arg0_1 : Tensor "i64[4, 128][128, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg1_1 : Tensor "f32[50257, 768][768, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %arg2_1 : Tensor "f32[1024, 768][768, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %add_6 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_6]
#   %getitem_10 : Tensor "f32[4, 128, 1][128, 1, 512]cuda:0" = PlaceHolder[target=getitem_10]
#   %buf16 : Tensor "f32[4, 128, 1][128, 1, 512]cuda:0" = PlaceHolder[target=buf16]
#   %arg9_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg9_1]
#   %arg10_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg10_1]
#   %embedding : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%arg1_1, %arg0_1), kwargs = {})
#   %iota : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add, 0), kwargs = {})
#   %embedding_1 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%arg2_1, %unsqueeze), kwargs = {})
#   %add_1 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %embedding_1), kwargs = {})
#   %add_tensor_35 : Tensor "f32[512, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg7_1, %mm_default_35), kwargs = {})
#   %view_8 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_35, [4, 128, 768]), kwargs = {})
#   %add_6 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_8, %add_1), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_6, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_1 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_6, %getitem_10), kwargs = {})
#   %add_7 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_9, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_7,), kwargs = {})
#   %mul_2 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %rsqrt_1), kwargs = {})
#   %mul_3 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2, %arg9_1), kwargs = {})
#   %add_8 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_3, %arg10_1), kwargs = {})
#   return %add_6,%getitem_10,%buf16,%add_8
triton_per_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_4 = async_compile.triton('triton_per_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_4', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_4', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 2, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4096, 'r0_': 8266752}}
)
@triton.jit
def triton_per_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_4(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp0 = tl.load(in_ptr0 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp1 = tl.load(in_out_ptr0 + (r0_2 + 768*x3), r0_mask & xmask, other=0.0)
    tmp3 = tl.load(in_ptr1 + (x3), xmask, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr3 + (r0_2 + 768*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
    tmp36 = tl.load(in_ptr4 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp38 = tl.load(in_ptr5 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp2 = tmp0 + tmp1
    tmp4 = tl.full([1, 1], 50257, tl.int32)
    tmp5 = tmp3 + tmp4
    tmp6 = tmp3 < 0
    tmp7 = tl.where(tmp6, tmp5, tmp3)
    tl.device_assert(((0 <= tmp7) & (tmp7 < 50257)) | ~(xmask), "index out of bounds: 0 <= tmp7 < 50257")
    tmp9 = tl.load(in_ptr2 + (r0_2 + 768*tmp7), r0_mask & xmask, other=0.0)
    tmp11 = tmp9 + tmp10
    tmp12 = tmp2 + tmp11
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
    tl.store(in_out_ptr0 + (r0_2 + 768*x3), tmp12, r0_mask & xmask)
    tl.store(out_ptr2 + (r0_2 + 768*x3), tmp39, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpdvrjmebh/mx/cmx2zrsb7ykhs3jbeagnkahsgobbtjtk42g27exiajgvvu3ylwyh.py
# Topologically Sorted Source Nodes: [, x_5, mul, pow_1, mul_1, add_5, mul_2, tanh, add_6, hidden_states_5], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
# Source node to ATen node mapping:
#    => add_tensor_34
#   add_5 => add_9
#   add_6 => add_10
#   hidden_states_5 => mul_7
#   mul => mul_4
#   mul_1 => mul_5
#   mul_2 => mul_6
#   pow_1 => pow_1
#   tanh => tanh
#   x_5 => view_10
# Graph fragment:
#   %arg11_1 : Tensor "f32[3072][1]cuda:0" = PlaceHolder[target=arg11_1]
#   %mm_default_34 : Tensor "f32[512, 3072][3072, 1]cuda:0" = PlaceHolder[target=mm_default_34]
#   %add_tensor_34 : Tensor "f32[512, 3072][3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg11_1, %mm_default_34), kwargs = {})
#   %view_10 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_34, [4, 128, 3072]), kwargs = {})
#   %mul_4 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_10, 0.5), kwargs = {})
#   %pow_1 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%view_10, 3.0), kwargs = {})
#   %mul_5 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%pow_1, 0.044715), kwargs = {})
#   %add_9 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_10, %mul_5), kwargs = {})
#   %mul_6 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_9, 0.7978845608028654), kwargs = {})
#   %tanh : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%mul_6,), kwargs = {})
#   %add_10 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tanh, 1.0), kwargs = {})
#   %mul_7 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_4, %add_10), kwargs = {})
#   return %mul_7
triton_poi_fused_add_addmm_mul_pow_tanh_view_5 = async_compile.triton('triton_poi_fused_add_addmm_mul_pow_tanh_view_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2097152}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_addmm_mul_pow_tanh_view_5', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 18886656}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_addmm_mul_pow_tanh_view_5(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1572864
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 3072)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp1 = tl.load(in_out_ptr0 + (x2), None)
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 0.5, tl.float32)
    tmp4 = tmp2 * tmp3
    tmp5 = tmp2 * tmp2
    tmp6 = tmp5 * tmp2
    tmp7 = tl.full([1], 0.044715, tl.float32)
    tmp8 = tmp6 * tmp7
    tmp9 = tmp2 + tmp8
    tmp10 = tl.full([1], 0.7978845608028654, tl.float32)
    tmp11 = tmp9 * tmp10
    tmp12 = libdevice.tanh(tmp11)
    tmp13 = tl.full([1], 1.0, tl.float32)
    tmp14 = tmp12 + tmp13
    tmp15 = tmp4 * tmp14
    tl.store(in_out_ptr0 + (x2), tmp15, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpdvrjmebh/oq/coqx3g5243adrmtmqpysqfiye5xgh6jdexygns5e3wcs63pcr63m.py
# Topologically Sorted Source Nodes: [, x_7, hidden_states_7, hidden_states_8], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#    => add_tensor_33
#   hidden_states_7 => add_11
#   hidden_states_8 => add_12, add_13, mul_8, mul_9, rsqrt_2, sub_2, var_mean_2
#   x_7 => view_12
# Graph fragment:
#   %add_6 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_6]
#   %arg13_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg13_1]
#   %mm_default_33 : Tensor "f32[512, 768][768, 1]cuda:0" = PlaceHolder[target=mm_default_33]
#   %getitem_12 : Tensor "f32[4, 128, 1][128, 1, 512]cuda:0" = PlaceHolder[target=getitem_12]
#   %buf23 : Tensor "f32[4, 128, 1][128, 1, 512]cuda:0" = PlaceHolder[target=buf23]
#   %arg15_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg15_1]
#   %arg16_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg16_1]
#   %add_tensor_33 : Tensor "f32[512, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg13_1, %mm_default_33), kwargs = {})
#   %view_12 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_33, [4, 128, 768]), kwargs = {})
#   %add_11 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_6, %view_12), kwargs = {})
#   %var_mean_2 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_11, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_2 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_11, %getitem_12), kwargs = {})
#   %add_12 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_11, 1e-05), kwargs = {})
#   %rsqrt_2 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_12,), kwargs = {})
#   %mul_8 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_2, %rsqrt_2), kwargs = {})
#   %mul_9 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_8, %arg15_1), kwargs = {})
#   %add_13 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_9, %arg16_1), kwargs = {})
#   return %getitem_12,%buf23,%add_13
triton_per_fused_add_addmm_native_layer_norm_view_6 = async_compile.triton('triton_per_fused_add_addmm_native_layer_norm_view_6', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_native_layer_norm_view_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 6300672}}
)
@triton.jit
def triton_per_fused_add_addmm_native_layer_norm_view_6(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp2 = tl.load(in_ptr2 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp28 = tl.load(in_ptr3 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp30 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp3 = tmp1 + tmp2
    tmp4 = tmp0 + tmp3
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(r0_mask & xmask, tmp5, 0)
    tmp8 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
    tmp10 = tl.where(r0_mask & xmask, tmp8, 0)
    tmp11 = tl.sum(tmp10, 1)[:, None].to(tl.float32)
    tmp12 = tl.full([1, 1], 768, tl.int32)
    tmp13 = tmp12.to(tl.float32)
    tmp14 = (tmp11 / tmp13)
    tmp15 = tmp5 - tmp14
    tmp16 = tmp15 * tmp15
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(r0_mask & xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tmp21 = tmp4 - tmp14
    tmp22 = tl.full([1, 1], 768.0, tl.float32)
    tmp23 = (tmp20 / tmp22)
    tmp24 = tl.full([1, 1], 1e-05, tl.float32)
    tmp25 = tmp23 + tmp24
    tmp26 = libdevice.rsqrt(tmp25)
    tmp27 = tmp21 * tmp26
    tmp29 = tmp27 * tmp28
    tmp31 = tmp29 + tmp30
    tl.store(out_ptr2 + (r0_1 + 768*x0), tmp31, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpdvrjmebh/yg/cygsa5xr77mjcylkgzpqd67i5aovs7tgzzxtvkanbspzna3ewahk.py
# Topologically Sorted Source Nodes: [, x_7, hidden_states_7, x_11, hidden_states_9, hidden_states_10], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#    => add_tensor_32, add_tensor_33
#   hidden_states_10 => add_15, add_16, mul_10, mul_11, rsqrt_3, sub_3, var_mean_3
#   hidden_states_7 => add_11
#   hidden_states_9 => add_14
#   x_11 => view_20
#   x_7 => view_12
# Graph fragment:
#   %arg19_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg19_1]
#   %mm_default_32 : Tensor "f32[512, 768][768, 1]cuda:0" = PlaceHolder[target=mm_default_32]
#   %add_6 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_6]
#   %arg13_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg13_1]
#   %mm_default_33 : Tensor "f32[512, 768][768, 1]cuda:0" = PlaceHolder[target=mm_default_33]
#   %add_14 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_14]
#   %getitem_21 : Tensor "f32[4, 128, 1][128, 1, 512]cuda:0" = PlaceHolder[target=getitem_21]
#   %buf38 : Tensor "f32[4, 128, 1][128, 1, 512]cuda:0" = PlaceHolder[target=buf38]
#   %arg21_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg21_1]
#   %arg22_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg22_1]
#   %add_tensor_33 : Tensor "f32[512, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg13_1, %mm_default_33), kwargs = {})
#   %view_12 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_33, [4, 128, 768]), kwargs = {})
#   %add_11 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_6, %view_12), kwargs = {})
#   %add_tensor_32 : Tensor "f32[512, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg19_1, %mm_default_32), kwargs = {})
#   %view_20 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_32, [4, 128, 768]), kwargs = {})
#   %add_14 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_20, %add_11), kwargs = {})
#   %var_mean_3 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_14, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_3 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_14, %getitem_21), kwargs = {})
#   %add_15 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_20, 1e-05), kwargs = {})
#   %rsqrt_3 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_15,), kwargs = {})
#   %mul_10 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_3, %rsqrt_3), kwargs = {})
#   %mul_11 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_10, %arg21_1), kwargs = {})
#   %add_16 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_11, %arg22_1), kwargs = {})
#   return %add_14,%getitem_21,%buf38,%add_16
triton_per_fused_add_addmm_native_layer_norm_view_7 = async_compile.triton('triton_per_fused_add_addmm_native_layer_norm_view_7', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_native_layer_norm_view_7', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 2, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 11022336}}
)
@triton.jit
def triton_per_fused_add_addmm_native_layer_norm_view_7(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp0 = tl.load(in_ptr0 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp1 = tl.load(in_out_ptr0 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp3 = tl.load(in_ptr1 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp4 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp5 = tl.load(in_ptr3 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp32 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp34 = tl.load(in_ptr5 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp2 = tmp0 + tmp1
    tmp6 = tmp4 + tmp5
    tmp7 = tmp3 + tmp6
    tmp8 = tmp2 + tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(r0_mask & xmask, tmp9, 0)
    tmp12 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
    tmp14 = tl.where(r0_mask & xmask, tmp12, 0)
    tmp15 = tl.sum(tmp14, 1)[:, None].to(tl.float32)
    tmp16 = tl.full([1, 1], 768, tl.int32)
    tmp17 = tmp16.to(tl.float32)
    tmp18 = (tmp15 / tmp17)
    tmp19 = tmp9 - tmp18
    tmp20 = tmp19 * tmp19
    tmp21 = tl.broadcast_to(tmp20, [XBLOCK, R0_BLOCK])
    tmp23 = tl.where(r0_mask & xmask, tmp21, 0)
    tmp24 = tl.sum(tmp23, 1)[:, None].to(tl.float32)
    tmp25 = tmp8 - tmp18
    tmp26 = tl.full([1, 1], 768.0, tl.float32)
    tmp27 = (tmp24 / tmp26)
    tmp28 = tl.full([1, 1], 1e-05, tl.float32)
    tmp29 = tmp27 + tmp28
    tmp30 = libdevice.rsqrt(tmp29)
    tmp31 = tmp25 * tmp30
    tmp33 = tmp31 * tmp32
    tmp35 = tmp33 + tmp34
    tl.store(in_out_ptr0 + (r0_1 + 768*x0), tmp8, r0_mask & xmask)
    tl.store(out_ptr2 + (r0_1 + 768*x0), tmp35, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpdvrjmebh/u7/cu7hbmf66r5spcp6qyojex53375smh26e26kxhsvk7mtciejk5b5.py
# Topologically Sorted Source Nodes: [, x_95, hidden_states_73, hidden_states_74], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#    => add_tensor
#   hidden_states_73 => add_99
#   hidden_states_74 => add_100, add_101, mul_96, mul_97, rsqrt_24, sub_24, var_mean_24
#   x_95 => view_144
# Graph fragment:
#   %add_94 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_94]
#   %arg145_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg145_1]
#   %mm_default : Tensor "f32[512, 768][768, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %getitem_133 : Tensor "f32[4, 128, 1][128, 1, 512]cuda:0" = PlaceHolder[target=getitem_133]
#   %buf265 : Tensor "f32[4, 128, 1][128, 1, 512]cuda:0" = PlaceHolder[target=buf265]
#   %arg147_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg147_1]
#   %arg148_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg148_1]
#   %add_tensor : Tensor "f32[512, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg145_1, %mm_default), kwargs = {})
#   %view_144 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor, [4, 128, 768]), kwargs = {})
#   %add_99 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_94, %view_144), kwargs = {})
#   %var_mean_24 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_99, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_24 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_99, %getitem_133), kwargs = {})
#   %add_100 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_132, 1e-05), kwargs = {})
#   %rsqrt_24 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_100,), kwargs = {})
#   %mul_96 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_24, %rsqrt_24), kwargs = {})
#   %mul_97 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_96, %arg147_1), kwargs = {})
#   %add_101 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_97, %arg148_1), kwargs = {})
#   return %getitem_133,%buf265,%add_101
triton_per_fused_add_addmm_native_layer_norm_view_8 = async_compile.triton('triton_per_fused_add_addmm_native_layer_norm_view_8', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_native_layer_norm_view_8', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 6300672}}
)
@triton.jit
def triton_per_fused_add_addmm_native_layer_norm_view_8(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp0 = tl.load(in_out_ptr0 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr0 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp2 = tl.load(in_ptr1 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp28 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp30 = tl.load(in_ptr3 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp3 = tmp1 + tmp2
    tmp4 = tmp0 + tmp3
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(r0_mask & xmask, tmp5, 0)
    tmp8 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
    tmp10 = tl.where(r0_mask & xmask, tmp8, 0)
    tmp11 = tl.sum(tmp10, 1)[:, None].to(tl.float32)
    tmp12 = tl.full([1, 1], 768, tl.int32)
    tmp13 = tmp12.to(tl.float32)
    tmp14 = (tmp11 / tmp13)
    tmp15 = tmp5 - tmp14
    tmp16 = tmp15 * tmp15
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(r0_mask & xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tmp21 = tmp4 - tmp14
    tmp22 = tl.full([1, 1], 768.0, tl.float32)
    tmp23 = (tmp20 / tmp22)
    tmp24 = tl.full([1, 1], 1e-05, tl.float32)
    tmp25 = tmp23 + tmp24
    tmp26 = libdevice.rsqrt(tmp25)
    tmp27 = tmp21 * tmp26
    tmp29 = tmp27 * tmp28
    tmp31 = tmp29 + tmp30
    tl.store(in_out_ptr0 + (r0_1 + 768*x0), tmp31, r0_mask & xmask)
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
            buf3 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [inputs_embeds, arange, position_ids, position_ids_1, position_embeds, hidden_states, hidden_states_2], Original ATen: [aten.embedding, aten.arange, aten.add, aten.unsqueeze, aten.native_layer_norm]
            # [Provenance debug handles] triton_red_fused_add_arange_embedding_native_layer_norm_unsqueeze_0:1
            stream0 = get_raw_stream(0)
            triton_red_fused_add_arange_embedding_native_layer_norm_unsqueeze_0.run(arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, buf3, 512, 768, stream=stream0)
            del arg3_1
            del arg4_1
            buf4 = empty_strided_cuda((512, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [inputs_embeds, arange, position_ids, position_ids_1, position_embeds, hidden_states, hidden_states_2, view_1, x], Original ATen: [aten.embedding, aten.arange, aten.add, aten.unsqueeze, aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:2
            extern_kernels.addmm(arg5_1, reinterpret_tensor(buf3, (512, 768), (768, 1), 0), arg6_1, alpha=1, beta=1, out=buf4)
            del arg5_1
            del arg6_1
            buf5 = reinterpret_tensor(buf3, (4, 12, 128, 64), (98304, 64, 768, 1), 0); del buf3  # reuse
            # Topologically Sorted Source Nodes: [x_1, split, view_3, key_states_1, keys], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_1:3
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_1.run(buf4, buf5, 393216, stream=stream0)
            buf6 = empty_strided_cuda((4, 12, 128, 64), (98304, 64, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_1, split, view_4, value_states_1, values], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_2:4
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_2.run(buf4, buf6, 393216, stream=stream0)
            buf7 = empty_strided_cuda((4, 1, 128, 128), (16384, 0, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_1, split, view_5, query_states_1, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, attn_output], Original ATen: [aten.view, aten.split, aten.transpose, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_3:5
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_3.run(buf7, 65536, stream=stream0)
            # Topologically Sorted Source Nodes: [x_1, split, view_5, query_states_1, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, attn_output], Original ATen: [aten.view, aten.split, aten.transpose, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:6
            buf8 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf4, (4, 12, 128, 64), (294912, 64, 2304, 1), 0), buf5, buf6, reinterpret_tensor(buf7, (4, 12, 128, 128), (16384, 0, 128, 1), 0), False, scale=0.125)
            buf9 = buf8[0]
            assert_size_stride(buf9, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf9, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf8
            buf13 = empty_strided_cuda((512, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [transpose_3, reshape, view_6, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:7
            extern_kernels.mm(reinterpret_tensor(buf9, (512, 768), (768, 1), 0), arg8_1, out=buf13)
            del arg8_1
            buf14 = reinterpret_tensor(buf13, (4, 128, 768), (98304, 768, 1), 0); del buf13  # reuse
            buf18 = reinterpret_tensor(buf9, (4, 128, 768), (98304, 768, 1), 0); del buf9  # reuse
            # Topologically Sorted Source Nodes: [inputs_embeds, arange, position_ids, position_ids_1, position_embeds, hidden_states, , x_3, hidden_states_3, hidden_states_4], Original ATen: [aten.embedding, aten.arange, aten.add, aten.unsqueeze, aten.addmm, aten.view, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_4:8
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_4.run(buf14, arg7_1, arg0_1, arg1_1, arg2_1, arg9_1, arg10_1, buf18, 512, 768, stream=stream0)
            del arg0_1
            del arg10_1
            del arg1_1
            del arg2_1
            del arg7_1
            del arg9_1
            buf19 = empty_strided_cuda((512, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_4, view_8, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:9
            extern_kernels.mm(reinterpret_tensor(buf18, (512, 768), (768, 1), 0), arg12_1, out=buf19)
            del arg12_1
            buf20 = reinterpret_tensor(buf19, (4, 128, 3072), (393216, 3072, 1), 0); del buf19  # reuse
            # Topologically Sorted Source Nodes: [, x_5, mul, pow_1, mul_1, add_5, mul_2, tanh, add_6, hidden_states_5], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_pow_tanh_view_5:10
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_pow_tanh_view_5.run(buf20, arg11_1, 1572864, stream=stream0)
            del arg11_1
            buf21 = reinterpret_tensor(buf18, (512, 768), (768, 1), 0); del buf18  # reuse
            # Topologically Sorted Source Nodes: [, x_5, mul, pow_1, mul_1, add_5, mul_2, tanh, add_6, hidden_states_5, view_10], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] extern_kernels.mm:11
            extern_kernels.mm(reinterpret_tensor(buf20, (512, 3072), (3072, 1), 0), arg14_1, out=buf21)
            del arg14_1
            buf25 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_7, hidden_states_7, hidden_states_8], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_6:12
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_6.run(buf14, arg13_1, buf21, arg15_1, arg16_1, buf25, 512, 768, stream=stream0)
            del arg15_1
            del arg16_1
            buf26 = buf4; del buf4  # reuse
            # Topologically Sorted Source Nodes: [, x_7, hidden_states_7, hidden_states_8, view_12, x_8], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] extern_kernels.addmm:13
            extern_kernels.addmm(arg17_1, reinterpret_tensor(buf25, (512, 768), (768, 1), 0), arg18_1, alpha=1, beta=1, out=buf26)
            del arg17_1
            del arg18_1
            buf27 = reinterpret_tensor(buf25, (4, 12, 128, 64), (98304, 64, 768, 1), 0); del buf25  # reuse
            # Topologically Sorted Source Nodes: [x_9, split_1, view_14, key_states_3, keys_1], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_1:14
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_1.run(buf26, buf27, 393216, stream=stream0)
            buf28 = empty_strided_cuda((4, 12, 128, 64), (98304, 64, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_9, split_1, view_15, value_states_3, values_1], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_2:15
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_2.run(buf26, buf28, 393216, stream=stream0)
            buf29 = buf7; del buf7  # reuse
            # Topologically Sorted Source Nodes: [arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, x_9, split_1, view_16, query_states_3, attn_output_4], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_3:16
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_3.run(buf29, 65536, stream=stream0)
            # Topologically Sorted Source Nodes: [arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, x_9, split_1, view_16, query_states_3, attn_output_4], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:17
            buf30 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf26, (4, 12, 128, 64), (294912, 64, 2304, 1), 0), buf27, buf28, reinterpret_tensor(buf29, (4, 12, 128, 128), (16384, 0, 128, 1), 0), False, scale=0.125)
            buf31 = buf30[0]
            assert_size_stride(buf31, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf31, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf30
            buf35 = empty_strided_cuda((512, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [transpose_7, reshape_1, view_17, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:18
            extern_kernels.mm(reinterpret_tensor(buf31, (512, 768), (768, 1), 0), arg20_1, out=buf35)
            del arg20_1
            buf36 = reinterpret_tensor(buf35, (4, 128, 768), (98304, 768, 1), 0); del buf35  # reuse
            buf40 = reinterpret_tensor(buf31, (4, 128, 768), (98304, 768, 1), 0); del buf31  # reuse
            # Topologically Sorted Source Nodes: [, x_7, hidden_states_7, x_11, hidden_states_9, hidden_states_10], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_7:19
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_7.run(buf36, arg19_1, buf14, arg13_1, buf21, arg21_1, arg22_1, buf40, 512, 768, stream=stream0)
            del arg13_1
            del arg19_1
            del arg21_1
            del arg22_1
            buf41 = reinterpret_tensor(buf20, (512, 3072), (3072, 1), 0); del buf20  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_10, view_19, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:20
            extern_kernels.mm(reinterpret_tensor(buf40, (512, 768), (768, 1), 0), arg24_1, out=buf41)
            del arg24_1
            buf42 = reinterpret_tensor(buf41, (4, 128, 3072), (393216, 3072, 1), 0); del buf41  # reuse
            # Topologically Sorted Source Nodes: [, x_13, mul_4, pow_2, mul_5, add_9, mul_6, tanh_1, add_10, hidden_states_11], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_pow_tanh_view_5:21
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_pow_tanh_view_5.run(buf42, arg23_1, 1572864, stream=stream0)
            del arg23_1
            buf43 = reinterpret_tensor(buf40, (512, 768), (768, 1), 0); del buf40  # reuse
            # Topologically Sorted Source Nodes: [, x_13, mul_4, pow_2, mul_5, add_9, mul_6, tanh_1, add_10, hidden_states_11, view_21], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] extern_kernels.mm:22
            extern_kernels.mm(reinterpret_tensor(buf42, (512, 3072), (3072, 1), 0), arg26_1, out=buf43)
            del arg26_1
            buf47 = reinterpret_tensor(buf21, (4, 128, 768), (98304, 768, 1), 0); del buf21  # reuse
            # Topologically Sorted Source Nodes: [, x_15, hidden_states_13, hidden_states_14], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_6:23
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_6.run(buf36, arg25_1, buf43, arg27_1, arg28_1, buf47, 512, 768, stream=stream0)
            del arg27_1
            del arg28_1
            buf48 = buf26; del buf26  # reuse
            # Topologically Sorted Source Nodes: [, x_15, hidden_states_13, hidden_states_14, view_23, x_16], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] extern_kernels.addmm:24
            extern_kernels.addmm(arg29_1, reinterpret_tensor(buf47, (512, 768), (768, 1), 0), arg30_1, alpha=1, beta=1, out=buf48)
            del arg29_1
            del arg30_1
            buf49 = reinterpret_tensor(buf47, (4, 12, 128, 64), (98304, 64, 768, 1), 0); del buf47  # reuse
            # Topologically Sorted Source Nodes: [x_17, split_2, view_25, key_states_5, keys_2], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_1:25
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_1.run(buf48, buf49, 393216, stream=stream0)
            buf50 = reinterpret_tensor(buf14, (4, 12, 128, 64), (98304, 64, 768, 1), 0); del buf14  # reuse
            # Topologically Sorted Source Nodes: [x_17, split_2, view_26, value_states_5, values_2], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_2:26
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_2.run(buf48, buf50, 393216, stream=stream0)
            buf51 = buf29; del buf29  # reuse
            # Topologically Sorted Source Nodes: [arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, x_17, split_2, view_27, query_states_5, attn_output_8], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_3:27
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_3.run(buf51, 65536, stream=stream0)
            # Topologically Sorted Source Nodes: [arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, x_17, split_2, view_27, query_states_5, attn_output_8], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:28
            buf52 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf48, (4, 12, 128, 64), (294912, 64, 2304, 1), 0), buf49, buf50, reinterpret_tensor(buf51, (4, 12, 128, 128), (16384, 0, 128, 1), 0), False, scale=0.125)
            buf53 = buf52[0]
            assert_size_stride(buf53, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf53, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf52
            buf57 = empty_strided_cuda((512, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [transpose_11, reshape_2, view_28, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:29
            extern_kernels.mm(reinterpret_tensor(buf53, (512, 768), (768, 1), 0), arg32_1, out=buf57)
            del arg32_1
            buf58 = reinterpret_tensor(buf57, (4, 128, 768), (98304, 768, 1), 0); del buf57  # reuse
            buf62 = reinterpret_tensor(buf53, (4, 128, 768), (98304, 768, 1), 0); del buf53  # reuse
            # Topologically Sorted Source Nodes: [, x_15, hidden_states_13, x_19, hidden_states_15, hidden_states_16], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_7:30
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_7.run(buf58, arg31_1, buf36, arg25_1, buf43, arg33_1, arg34_1, buf62, 512, 768, stream=stream0)
            del arg25_1
            del arg31_1
            del arg33_1
            del arg34_1
            buf63 = reinterpret_tensor(buf42, (512, 3072), (3072, 1), 0); del buf42  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_16, view_30, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:31
            extern_kernels.mm(reinterpret_tensor(buf62, (512, 768), (768, 1), 0), arg36_1, out=buf63)
            del arg36_1
            buf64 = reinterpret_tensor(buf63, (4, 128, 3072), (393216, 3072, 1), 0); del buf63  # reuse
            # Topologically Sorted Source Nodes: [, x_21, mul_8, pow_3, mul_9, add_13, mul_10, tanh_2, add_14, hidden_states_17], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_pow_tanh_view_5:32
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_pow_tanh_view_5.run(buf64, arg35_1, 1572864, stream=stream0)
            del arg35_1
            buf65 = reinterpret_tensor(buf62, (512, 768), (768, 1), 0); del buf62  # reuse
            # Topologically Sorted Source Nodes: [, x_21, mul_8, pow_3, mul_9, add_13, mul_10, tanh_2, add_14, hidden_states_17, view_32], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] extern_kernels.mm:33
            extern_kernels.mm(reinterpret_tensor(buf64, (512, 3072), (3072, 1), 0), arg38_1, out=buf65)
            del arg38_1
            buf69 = reinterpret_tensor(buf43, (4, 128, 768), (98304, 768, 1), 0); del buf43  # reuse
            # Topologically Sorted Source Nodes: [, x_23, hidden_states_19, hidden_states_20], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_6:34
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_6.run(buf58, arg37_1, buf65, arg39_1, arg40_1, buf69, 512, 768, stream=stream0)
            del arg39_1
            del arg40_1
            buf70 = buf48; del buf48  # reuse
            # Topologically Sorted Source Nodes: [, x_23, hidden_states_19, hidden_states_20, view_34, x_24], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] extern_kernels.addmm:35
            extern_kernels.addmm(arg41_1, reinterpret_tensor(buf69, (512, 768), (768, 1), 0), arg42_1, alpha=1, beta=1, out=buf70)
            del arg41_1
            del arg42_1
            buf71 = reinterpret_tensor(buf69, (4, 12, 128, 64), (98304, 64, 768, 1), 0); del buf69  # reuse
            # Topologically Sorted Source Nodes: [x_25, split_3, view_36, key_states_7, keys_3], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_1:36
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_1.run(buf70, buf71, 393216, stream=stream0)
            buf72 = reinterpret_tensor(buf36, (4, 12, 128, 64), (98304, 64, 768, 1), 0); del buf36  # reuse
            # Topologically Sorted Source Nodes: [x_25, split_3, view_37, value_states_7, values_3], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_2:37
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_2.run(buf70, buf72, 393216, stream=stream0)
            buf73 = buf51; del buf51  # reuse
            # Topologically Sorted Source Nodes: [arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, x_25, split_3, view_38, query_states_7, attn_output_12], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_3:38
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_3.run(buf73, 65536, stream=stream0)
            # Topologically Sorted Source Nodes: [arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, x_25, split_3, view_38, query_states_7, attn_output_12], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:39
            buf74 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf70, (4, 12, 128, 64), (294912, 64, 2304, 1), 0), buf71, buf72, reinterpret_tensor(buf73, (4, 12, 128, 128), (16384, 0, 128, 1), 0), False, scale=0.125)
            buf75 = buf74[0]
            assert_size_stride(buf75, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf75, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf74
            buf79 = empty_strided_cuda((512, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [transpose_15, reshape_3, view_39, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:40
            extern_kernels.mm(reinterpret_tensor(buf75, (512, 768), (768, 1), 0), arg44_1, out=buf79)
            del arg44_1
            buf80 = reinterpret_tensor(buf79, (4, 128, 768), (98304, 768, 1), 0); del buf79  # reuse
            buf84 = reinterpret_tensor(buf75, (4, 128, 768), (98304, 768, 1), 0); del buf75  # reuse
            # Topologically Sorted Source Nodes: [, x_23, hidden_states_19, x_27, hidden_states_21, hidden_states_22], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_7:41
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_7.run(buf80, arg43_1, buf58, arg37_1, buf65, arg45_1, arg46_1, buf84, 512, 768, stream=stream0)
            del arg37_1
            del arg43_1
            del arg45_1
            del arg46_1
            buf85 = reinterpret_tensor(buf64, (512, 3072), (3072, 1), 0); del buf64  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_22, view_41, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:42
            extern_kernels.mm(reinterpret_tensor(buf84, (512, 768), (768, 1), 0), arg48_1, out=buf85)
            del arg48_1
            buf86 = reinterpret_tensor(buf85, (4, 128, 3072), (393216, 3072, 1), 0); del buf85  # reuse
            # Topologically Sorted Source Nodes: [, x_29, mul_12, pow_4, mul_13, add_17, mul_14, tanh_3, add_18, hidden_states_23], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_pow_tanh_view_5:43
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_pow_tanh_view_5.run(buf86, arg47_1, 1572864, stream=stream0)
            del arg47_1
            buf87 = reinterpret_tensor(buf84, (512, 768), (768, 1), 0); del buf84  # reuse
            # Topologically Sorted Source Nodes: [, x_29, mul_12, pow_4, mul_13, add_17, mul_14, tanh_3, add_18, hidden_states_23, view_43], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] extern_kernels.mm:44
            extern_kernels.mm(reinterpret_tensor(buf86, (512, 3072), (3072, 1), 0), arg50_1, out=buf87)
            del arg50_1
            buf91 = reinterpret_tensor(buf65, (4, 128, 768), (98304, 768, 1), 0); del buf65  # reuse
            # Topologically Sorted Source Nodes: [, x_31, hidden_states_25, hidden_states_26], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_6:45
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_6.run(buf80, arg49_1, buf87, arg51_1, arg52_1, buf91, 512, 768, stream=stream0)
            del arg51_1
            del arg52_1
            buf92 = buf70; del buf70  # reuse
            # Topologically Sorted Source Nodes: [, x_31, hidden_states_25, hidden_states_26, view_45, x_32], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] extern_kernels.addmm:46
            extern_kernels.addmm(arg53_1, reinterpret_tensor(buf91, (512, 768), (768, 1), 0), arg54_1, alpha=1, beta=1, out=buf92)
            del arg53_1
            del arg54_1
            buf93 = reinterpret_tensor(buf91, (4, 12, 128, 64), (98304, 64, 768, 1), 0); del buf91  # reuse
            # Topologically Sorted Source Nodes: [x_33, split_4, view_47, key_states_9, keys_4], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_1:47
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_1.run(buf92, buf93, 393216, stream=stream0)
            buf94 = reinterpret_tensor(buf58, (4, 12, 128, 64), (98304, 64, 768, 1), 0); del buf58  # reuse
            # Topologically Sorted Source Nodes: [x_33, split_4, view_48, value_states_9, values_4], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_2:48
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_2.run(buf92, buf94, 393216, stream=stream0)
            buf95 = buf73; del buf73  # reuse
            # Topologically Sorted Source Nodes: [arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, x_33, split_4, view_49, query_states_9, attn_output_16], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_3:49
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_3.run(buf95, 65536, stream=stream0)
            # Topologically Sorted Source Nodes: [arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, x_33, split_4, view_49, query_states_9, attn_output_16], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:50
            buf96 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf92, (4, 12, 128, 64), (294912, 64, 2304, 1), 0), buf93, buf94, reinterpret_tensor(buf95, (4, 12, 128, 128), (16384, 0, 128, 1), 0), False, scale=0.125)
            buf97 = buf96[0]
            assert_size_stride(buf97, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf97, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf96
            buf101 = empty_strided_cuda((512, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [transpose_19, reshape_4, view_50, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:51
            extern_kernels.mm(reinterpret_tensor(buf97, (512, 768), (768, 1), 0), arg56_1, out=buf101)
            del arg56_1
            buf102 = reinterpret_tensor(buf101, (4, 128, 768), (98304, 768, 1), 0); del buf101  # reuse
            buf106 = reinterpret_tensor(buf97, (4, 128, 768), (98304, 768, 1), 0); del buf97  # reuse
            # Topologically Sorted Source Nodes: [, x_31, hidden_states_25, x_35, hidden_states_27, hidden_states_28], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_7:52
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_7.run(buf102, arg55_1, buf80, arg49_1, buf87, arg57_1, arg58_1, buf106, 512, 768, stream=stream0)
            del arg49_1
            del arg55_1
            del arg57_1
            del arg58_1
            buf107 = reinterpret_tensor(buf86, (512, 3072), (3072, 1), 0); del buf86  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_28, view_52, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:53
            extern_kernels.mm(reinterpret_tensor(buf106, (512, 768), (768, 1), 0), arg60_1, out=buf107)
            del arg60_1
            buf108 = reinterpret_tensor(buf107, (4, 128, 3072), (393216, 3072, 1), 0); del buf107  # reuse
            # Topologically Sorted Source Nodes: [, x_37, mul_16, pow_5, mul_17, add_21, mul_18, tanh_4, add_22, hidden_states_29], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_pow_tanh_view_5:54
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_pow_tanh_view_5.run(buf108, arg59_1, 1572864, stream=stream0)
            del arg59_1
            buf109 = reinterpret_tensor(buf106, (512, 768), (768, 1), 0); del buf106  # reuse
            # Topologically Sorted Source Nodes: [, x_37, mul_16, pow_5, mul_17, add_21, mul_18, tanh_4, add_22, hidden_states_29, view_54], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] extern_kernels.mm:55
            extern_kernels.mm(reinterpret_tensor(buf108, (512, 3072), (3072, 1), 0), arg62_1, out=buf109)
            del arg62_1
            buf113 = reinterpret_tensor(buf87, (4, 128, 768), (98304, 768, 1), 0); del buf87  # reuse
            # Topologically Sorted Source Nodes: [, x_39, hidden_states_31, hidden_states_32], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_6:56
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_6.run(buf102, arg61_1, buf109, arg63_1, arg64_1, buf113, 512, 768, stream=stream0)
            del arg63_1
            del arg64_1
            buf114 = buf92; del buf92  # reuse
            # Topologically Sorted Source Nodes: [, x_39, hidden_states_31, hidden_states_32, view_56, x_40], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] extern_kernels.addmm:57
            extern_kernels.addmm(arg65_1, reinterpret_tensor(buf113, (512, 768), (768, 1), 0), arg66_1, alpha=1, beta=1, out=buf114)
            del arg65_1
            del arg66_1
            buf115 = reinterpret_tensor(buf113, (4, 12, 128, 64), (98304, 64, 768, 1), 0); del buf113  # reuse
            # Topologically Sorted Source Nodes: [x_41, split_5, view_58, key_states_11, keys_5], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_1:58
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_1.run(buf114, buf115, 393216, stream=stream0)
            buf116 = reinterpret_tensor(buf80, (4, 12, 128, 64), (98304, 64, 768, 1), 0); del buf80  # reuse
            # Topologically Sorted Source Nodes: [x_41, split_5, view_59, value_states_11, values_5], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_2:59
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_2.run(buf114, buf116, 393216, stream=stream0)
            buf117 = buf95; del buf95  # reuse
            # Topologically Sorted Source Nodes: [arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, x_41, split_5, view_60, query_states_11, attn_output_20], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_3:60
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_3.run(buf117, 65536, stream=stream0)
            # Topologically Sorted Source Nodes: [arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, x_41, split_5, view_60, query_states_11, attn_output_20], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:61
            buf118 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf114, (4, 12, 128, 64), (294912, 64, 2304, 1), 0), buf115, buf116, reinterpret_tensor(buf117, (4, 12, 128, 128), (16384, 0, 128, 1), 0), False, scale=0.125)
            buf119 = buf118[0]
            assert_size_stride(buf119, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf119, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf118
            buf123 = empty_strided_cuda((512, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [transpose_23, reshape_5, view_61, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:62
            extern_kernels.mm(reinterpret_tensor(buf119, (512, 768), (768, 1), 0), arg68_1, out=buf123)
            del arg68_1
            buf124 = reinterpret_tensor(buf123, (4, 128, 768), (98304, 768, 1), 0); del buf123  # reuse
            buf128 = reinterpret_tensor(buf119, (4, 128, 768), (98304, 768, 1), 0); del buf119  # reuse
            # Topologically Sorted Source Nodes: [, x_39, hidden_states_31, x_43, hidden_states_33, hidden_states_34], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_7:63
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_7.run(buf124, arg67_1, buf102, arg61_1, buf109, arg69_1, arg70_1, buf128, 512, 768, stream=stream0)
            del arg61_1
            del arg67_1
            del arg69_1
            del arg70_1
            buf129 = reinterpret_tensor(buf108, (512, 3072), (3072, 1), 0); del buf108  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_34, view_63, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:64
            extern_kernels.mm(reinterpret_tensor(buf128, (512, 768), (768, 1), 0), arg72_1, out=buf129)
            del arg72_1
            buf130 = reinterpret_tensor(buf129, (4, 128, 3072), (393216, 3072, 1), 0); del buf129  # reuse
            # Topologically Sorted Source Nodes: [, x_45, mul_20, pow_6, mul_21, add_25, mul_22, tanh_5, add_26, hidden_states_35], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_pow_tanh_view_5:65
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_pow_tanh_view_5.run(buf130, arg71_1, 1572864, stream=stream0)
            del arg71_1
            buf131 = reinterpret_tensor(buf128, (512, 768), (768, 1), 0); del buf128  # reuse
            # Topologically Sorted Source Nodes: [, x_45, mul_20, pow_6, mul_21, add_25, mul_22, tanh_5, add_26, hidden_states_35, view_65], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] extern_kernels.mm:66
            extern_kernels.mm(reinterpret_tensor(buf130, (512, 3072), (3072, 1), 0), arg74_1, out=buf131)
            del arg74_1
            buf135 = reinterpret_tensor(buf109, (4, 128, 768), (98304, 768, 1), 0); del buf109  # reuse
            # Topologically Sorted Source Nodes: [, x_47, hidden_states_37, hidden_states_38], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_6:67
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_6.run(buf124, arg73_1, buf131, arg75_1, arg76_1, buf135, 512, 768, stream=stream0)
            del arg75_1
            del arg76_1
            buf136 = buf114; del buf114  # reuse
            # Topologically Sorted Source Nodes: [, x_47, hidden_states_37, hidden_states_38, view_67, x_48], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] extern_kernels.addmm:68
            extern_kernels.addmm(arg77_1, reinterpret_tensor(buf135, (512, 768), (768, 1), 0), arg78_1, alpha=1, beta=1, out=buf136)
            del arg77_1
            del arg78_1
            buf137 = reinterpret_tensor(buf135, (4, 12, 128, 64), (98304, 64, 768, 1), 0); del buf135  # reuse
            # Topologically Sorted Source Nodes: [x_49, split_6, view_69, key_states_13, keys_6], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_1:69
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_1.run(buf136, buf137, 393216, stream=stream0)
            buf138 = reinterpret_tensor(buf102, (4, 12, 128, 64), (98304, 64, 768, 1), 0); del buf102  # reuse
            # Topologically Sorted Source Nodes: [x_49, split_6, view_70, value_states_13, values_6], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_2:70
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_2.run(buf136, buf138, 393216, stream=stream0)
            buf139 = buf117; del buf117  # reuse
            # Topologically Sorted Source Nodes: [arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, x_49, split_6, view_71, query_states_13, attn_output_24], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_3:71
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_3.run(buf139, 65536, stream=stream0)
            # Topologically Sorted Source Nodes: [arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, x_49, split_6, view_71, query_states_13, attn_output_24], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:72
            buf140 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf136, (4, 12, 128, 64), (294912, 64, 2304, 1), 0), buf137, buf138, reinterpret_tensor(buf139, (4, 12, 128, 128), (16384, 0, 128, 1), 0), False, scale=0.125)
            buf141 = buf140[0]
            assert_size_stride(buf141, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf141, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf140
            buf145 = empty_strided_cuda((512, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [transpose_27, reshape_6, view_72, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:73
            extern_kernels.mm(reinterpret_tensor(buf141, (512, 768), (768, 1), 0), arg80_1, out=buf145)
            del arg80_1
            buf146 = reinterpret_tensor(buf145, (4, 128, 768), (98304, 768, 1), 0); del buf145  # reuse
            buf150 = reinterpret_tensor(buf141, (4, 128, 768), (98304, 768, 1), 0); del buf141  # reuse
            # Topologically Sorted Source Nodes: [, x_47, hidden_states_37, x_51, hidden_states_39, hidden_states_40], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_7:74
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_7.run(buf146, arg79_1, buf124, arg73_1, buf131, arg81_1, arg82_1, buf150, 512, 768, stream=stream0)
            del arg73_1
            del arg79_1
            del arg81_1
            del arg82_1
            buf151 = reinterpret_tensor(buf130, (512, 3072), (3072, 1), 0); del buf130  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_40, view_74, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:75
            extern_kernels.mm(reinterpret_tensor(buf150, (512, 768), (768, 1), 0), arg84_1, out=buf151)
            del arg84_1
            buf152 = reinterpret_tensor(buf151, (4, 128, 3072), (393216, 3072, 1), 0); del buf151  # reuse
            # Topologically Sorted Source Nodes: [, x_53, mul_24, pow_7, mul_25, add_29, mul_26, tanh_6, add_30, hidden_states_41], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_pow_tanh_view_5:76
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_pow_tanh_view_5.run(buf152, arg83_1, 1572864, stream=stream0)
            del arg83_1
            buf153 = reinterpret_tensor(buf150, (512, 768), (768, 1), 0); del buf150  # reuse
            # Topologically Sorted Source Nodes: [, x_53, mul_24, pow_7, mul_25, add_29, mul_26, tanh_6, add_30, hidden_states_41, view_76], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] extern_kernels.mm:77
            extern_kernels.mm(reinterpret_tensor(buf152, (512, 3072), (3072, 1), 0), arg86_1, out=buf153)
            del arg86_1
            buf157 = reinterpret_tensor(buf131, (4, 128, 768), (98304, 768, 1), 0); del buf131  # reuse
            # Topologically Sorted Source Nodes: [, x_55, hidden_states_43, hidden_states_44], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_6:78
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_6.run(buf146, arg85_1, buf153, arg87_1, arg88_1, buf157, 512, 768, stream=stream0)
            del arg87_1
            del arg88_1
            buf158 = buf136; del buf136  # reuse
            # Topologically Sorted Source Nodes: [, x_55, hidden_states_43, hidden_states_44, view_78, x_56], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] extern_kernels.addmm:79
            extern_kernels.addmm(arg89_1, reinterpret_tensor(buf157, (512, 768), (768, 1), 0), arg90_1, alpha=1, beta=1, out=buf158)
            del arg89_1
            del arg90_1
            buf159 = reinterpret_tensor(buf157, (4, 12, 128, 64), (98304, 64, 768, 1), 0); del buf157  # reuse
            # Topologically Sorted Source Nodes: [x_57, split_7, view_80, key_states_15, keys_7], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_1:80
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_1.run(buf158, buf159, 393216, stream=stream0)
            buf160 = reinterpret_tensor(buf124, (4, 12, 128, 64), (98304, 64, 768, 1), 0); del buf124  # reuse
            # Topologically Sorted Source Nodes: [x_57, split_7, view_81, value_states_15, values_7], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_2:81
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_2.run(buf158, buf160, 393216, stream=stream0)
            buf161 = buf139; del buf139  # reuse
            # Topologically Sorted Source Nodes: [arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, x_57, split_7, view_82, query_states_15, attn_output_28], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_3:82
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_3.run(buf161, 65536, stream=stream0)
            # Topologically Sorted Source Nodes: [arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, x_57, split_7, view_82, query_states_15, attn_output_28], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:83
            buf162 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf158, (4, 12, 128, 64), (294912, 64, 2304, 1), 0), buf159, buf160, reinterpret_tensor(buf161, (4, 12, 128, 128), (16384, 0, 128, 1), 0), False, scale=0.125)
            buf163 = buf162[0]
            assert_size_stride(buf163, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf163, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf162
            buf167 = empty_strided_cuda((512, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [transpose_31, reshape_7, view_83, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:84
            extern_kernels.mm(reinterpret_tensor(buf163, (512, 768), (768, 1), 0), arg92_1, out=buf167)
            del arg92_1
            buf168 = reinterpret_tensor(buf167, (4, 128, 768), (98304, 768, 1), 0); del buf167  # reuse
            buf172 = reinterpret_tensor(buf163, (4, 128, 768), (98304, 768, 1), 0); del buf163  # reuse
            # Topologically Sorted Source Nodes: [, x_55, hidden_states_43, x_59, hidden_states_45, hidden_states_46], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_7:85
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_7.run(buf168, arg91_1, buf146, arg85_1, buf153, arg93_1, arg94_1, buf172, 512, 768, stream=stream0)
            del arg85_1
            del arg91_1
            del arg93_1
            del arg94_1
            buf173 = reinterpret_tensor(buf152, (512, 3072), (3072, 1), 0); del buf152  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_46, view_85, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:86
            extern_kernels.mm(reinterpret_tensor(buf172, (512, 768), (768, 1), 0), arg96_1, out=buf173)
            del arg96_1
            buf174 = reinterpret_tensor(buf173, (4, 128, 3072), (393216, 3072, 1), 0); del buf173  # reuse
            # Topologically Sorted Source Nodes: [, x_61, mul_28, pow_8, mul_29, add_33, mul_30, tanh_7, add_34, hidden_states_47], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_pow_tanh_view_5:87
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_pow_tanh_view_5.run(buf174, arg95_1, 1572864, stream=stream0)
            del arg95_1
            buf175 = reinterpret_tensor(buf172, (512, 768), (768, 1), 0); del buf172  # reuse
            # Topologically Sorted Source Nodes: [, x_61, mul_28, pow_8, mul_29, add_33, mul_30, tanh_7, add_34, hidden_states_47, view_87], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] extern_kernels.mm:88
            extern_kernels.mm(reinterpret_tensor(buf174, (512, 3072), (3072, 1), 0), arg98_1, out=buf175)
            del arg98_1
            buf179 = reinterpret_tensor(buf153, (4, 128, 768), (98304, 768, 1), 0); del buf153  # reuse
            # Topologically Sorted Source Nodes: [, x_63, hidden_states_49, hidden_states_50], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_6:89
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_6.run(buf168, arg97_1, buf175, arg99_1, arg100_1, buf179, 512, 768, stream=stream0)
            del arg100_1
            del arg99_1
            buf180 = buf158; del buf158  # reuse
            # Topologically Sorted Source Nodes: [, x_63, hidden_states_49, hidden_states_50, view_89, x_64], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] extern_kernels.addmm:90
            extern_kernels.addmm(arg101_1, reinterpret_tensor(buf179, (512, 768), (768, 1), 0), arg102_1, alpha=1, beta=1, out=buf180)
            del arg101_1
            del arg102_1
            buf181 = reinterpret_tensor(buf179, (4, 12, 128, 64), (98304, 64, 768, 1), 0); del buf179  # reuse
            # Topologically Sorted Source Nodes: [x_65, split_8, view_91, key_states_17, keys_8], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_1:91
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_1.run(buf180, buf181, 393216, stream=stream0)
            buf182 = reinterpret_tensor(buf146, (4, 12, 128, 64), (98304, 64, 768, 1), 0); del buf146  # reuse
            # Topologically Sorted Source Nodes: [x_65, split_8, view_92, value_states_17, values_8], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_2:92
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_2.run(buf180, buf182, 393216, stream=stream0)
            buf183 = buf161; del buf161  # reuse
            # Topologically Sorted Source Nodes: [arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, x_65, split_8, view_93, query_states_17, attn_output_32], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_3:93
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_3.run(buf183, 65536, stream=stream0)
            # Topologically Sorted Source Nodes: [arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, x_65, split_8, view_93, query_states_17, attn_output_32], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:94
            buf184 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf180, (4, 12, 128, 64), (294912, 64, 2304, 1), 0), buf181, buf182, reinterpret_tensor(buf183, (4, 12, 128, 128), (16384, 0, 128, 1), 0), False, scale=0.125)
            del buf183
            buf185 = buf184[0]
            assert_size_stride(buf185, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf185, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf184
            buf189 = empty_strided_cuda((512, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [transpose_35, reshape_8, view_94, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:95
            extern_kernels.mm(reinterpret_tensor(buf185, (512, 768), (768, 1), 0), arg104_1, out=buf189)
            del arg104_1
            buf190 = reinterpret_tensor(buf189, (4, 128, 768), (98304, 768, 1), 0); del buf189  # reuse
            buf194 = reinterpret_tensor(buf185, (4, 128, 768), (98304, 768, 1), 0); del buf185  # reuse
            # Topologically Sorted Source Nodes: [, x_63, hidden_states_49, x_67, hidden_states_51, hidden_states_52], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_7:96
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_7.run(buf190, arg103_1, buf168, arg97_1, buf175, arg105_1, arg106_1, buf194, 512, 768, stream=stream0)
            del arg103_1
            del arg105_1
            del arg106_1
            del arg97_1
            buf195 = reinterpret_tensor(buf174, (512, 3072), (3072, 1), 0); del buf174  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_52, view_96, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:97
            extern_kernels.mm(reinterpret_tensor(buf194, (512, 768), (768, 1), 0), arg108_1, out=buf195)
            del arg108_1
            buf196 = reinterpret_tensor(buf195, (4, 128, 3072), (393216, 3072, 1), 0); del buf195  # reuse
            # Topologically Sorted Source Nodes: [, x_69, mul_32, pow_9, mul_33, add_37, mul_34, tanh_8, add_38, hidden_states_53], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_pow_tanh_view_5:98
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_pow_tanh_view_5.run(buf196, arg107_1, 1572864, stream=stream0)
            del arg107_1
            buf197 = reinterpret_tensor(buf194, (512, 768), (768, 1), 0); del buf194  # reuse
            # Topologically Sorted Source Nodes: [, x_69, mul_32, pow_9, mul_33, add_37, mul_34, tanh_8, add_38, hidden_states_53, view_98], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] extern_kernels.mm:99
            extern_kernels.mm(reinterpret_tensor(buf196, (512, 3072), (3072, 1), 0), arg110_1, out=buf197)
            del arg110_1
            buf201 = reinterpret_tensor(buf175, (4, 128, 768), (98304, 768, 1), 0); del buf175  # reuse
            # Topologically Sorted Source Nodes: [, x_71, hidden_states_55, hidden_states_56], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_6:100
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_6.run(buf190, arg109_1, buf197, arg111_1, arg112_1, buf201, 512, 768, stream=stream0)
            del arg111_1
            del arg112_1
            buf202 = buf180; del buf180  # reuse
            # Topologically Sorted Source Nodes: [, x_71, hidden_states_55, hidden_states_56, view_100, x_72], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] extern_kernels.addmm:101
            extern_kernels.addmm(arg113_1, reinterpret_tensor(buf201, (512, 768), (768, 1), 0), arg114_1, alpha=1, beta=1, out=buf202)
            del arg113_1
            del arg114_1
            buf203 = reinterpret_tensor(buf201, (4, 12, 128, 64), (98304, 64, 768, 1), 0); del buf201  # reuse
            # Topologically Sorted Source Nodes: [x_73, split_9, view_102, key_states_19, keys_9], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_1:102
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_1.run(buf202, buf203, 393216, stream=stream0)
            buf204 = reinterpret_tensor(buf168, (4, 12, 128, 64), (98304, 64, 768, 1), 0); del buf168  # reuse
            # Topologically Sorted Source Nodes: [x_73, split_9, view_103, value_states_19, values_9], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_2:103
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_2.run(buf202, buf204, 393216, stream=stream0)
            buf205 = empty_strided_cuda((4, 1, 128, 128), (16384, 0, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, x_73, split_9, view_104, query_states_19, attn_output_36], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_3:104
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_3.run(buf205, 65536, stream=stream0)
            # Topologically Sorted Source Nodes: [arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, x_73, split_9, view_104, query_states_19, attn_output_36], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:105
            buf206 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf202, (4, 12, 128, 64), (294912, 64, 2304, 1), 0), buf203, buf204, reinterpret_tensor(buf205, (4, 12, 128, 128), (16384, 0, 128, 1), 0), False, scale=0.125)
            del buf202
            buf207 = buf206[0]
            assert_size_stride(buf207, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf207, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf206
            buf211 = empty_strided_cuda((512, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [transpose_39, reshape_9, view_105, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:106
            extern_kernels.mm(reinterpret_tensor(buf207, (512, 768), (768, 1), 0), arg116_1, out=buf211)
            del arg116_1
            buf212 = reinterpret_tensor(buf211, (4, 128, 768), (98304, 768, 1), 0); del buf211  # reuse
            buf216 = reinterpret_tensor(buf207, (4, 128, 768), (98304, 768, 1), 0); del buf207  # reuse
            # Topologically Sorted Source Nodes: [, x_71, hidden_states_55, x_75, hidden_states_57, hidden_states_58], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_7:107
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_7.run(buf212, arg115_1, buf190, arg109_1, buf197, arg117_1, arg118_1, buf216, 512, 768, stream=stream0)
            del arg109_1
            del arg115_1
            del arg117_1
            del arg118_1
            buf217 = reinterpret_tensor(buf196, (512, 3072), (3072, 1), 0); del buf196  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_58, view_107, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:108
            extern_kernels.mm(reinterpret_tensor(buf216, (512, 768), (768, 1), 0), arg120_1, out=buf217)
            del arg120_1
            buf218 = reinterpret_tensor(buf217, (4, 128, 3072), (393216, 3072, 1), 0); del buf217  # reuse
            # Topologically Sorted Source Nodes: [, x_77, mul_36, pow_10, mul_37, add_41, mul_38, tanh_9, add_42, hidden_states_59], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_pow_tanh_view_5:109
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_pow_tanh_view_5.run(buf218, arg119_1, 1572864, stream=stream0)
            del arg119_1
            buf219 = reinterpret_tensor(buf216, (512, 768), (768, 1), 0); del buf216  # reuse
            # Topologically Sorted Source Nodes: [, x_77, mul_36, pow_10, mul_37, add_41, mul_38, tanh_9, add_42, hidden_states_59, view_109], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] extern_kernels.mm:110
            extern_kernels.mm(reinterpret_tensor(buf218, (512, 3072), (3072, 1), 0), arg122_1, out=buf219)
            del arg122_1
            buf223 = reinterpret_tensor(buf197, (4, 128, 768), (98304, 768, 1), 0); del buf197  # reuse
            # Topologically Sorted Source Nodes: [, x_79, hidden_states_61, hidden_states_62], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_6:111
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_6.run(buf212, arg121_1, buf219, arg123_1, arg124_1, buf223, 512, 768, stream=stream0)
            del arg123_1
            del arg124_1
            buf224 = empty_strided_cuda((512, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_79, hidden_states_61, hidden_states_62, view_111, x_80], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] extern_kernels.addmm:112
            extern_kernels.addmm(arg125_1, reinterpret_tensor(buf223, (512, 768), (768, 1), 0), arg126_1, alpha=1, beta=1, out=buf224)
            del arg125_1
            del arg126_1
            buf225 = reinterpret_tensor(buf223, (4, 12, 128, 64), (98304, 64, 768, 1), 0); del buf223  # reuse
            # Topologically Sorted Source Nodes: [x_81, split_10, view_113, key_states_21, keys_10], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_1:113
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_1.run(buf224, buf225, 393216, stream=stream0)
            buf226 = reinterpret_tensor(buf190, (4, 12, 128, 64), (98304, 64, 768, 1), 0); del buf190  # reuse
            # Topologically Sorted Source Nodes: [x_81, split_10, view_114, value_states_21, values_10], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_2:114
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_2.run(buf224, buf226, 393216, stream=stream0)
            buf227 = buf205; del buf205  # reuse
            # Topologically Sorted Source Nodes: [arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, x_81, split_10, view_115, query_states_21, attn_output_40], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_3:115
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_3.run(buf227, 65536, stream=stream0)
            # Topologically Sorted Source Nodes: [arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, x_81, split_10, view_115, query_states_21, attn_output_40], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:116
            buf228 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf224, (4, 12, 128, 64), (294912, 64, 2304, 1), 0), buf225, buf226, reinterpret_tensor(buf227, (4, 12, 128, 128), (16384, 0, 128, 1), 0), False, scale=0.125)
            del buf224
            del buf227
            buf229 = buf228[0]
            assert_size_stride(buf229, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf229, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf228
            buf233 = empty_strided_cuda((512, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [transpose_43, reshape_10, view_116, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:117
            extern_kernels.mm(reinterpret_tensor(buf229, (512, 768), (768, 1), 0), arg128_1, out=buf233)
            del arg128_1
            buf234 = reinterpret_tensor(buf233, (4, 128, 768), (98304, 768, 1), 0); del buf233  # reuse
            buf238 = reinterpret_tensor(buf229, (4, 128, 768), (98304, 768, 1), 0); del buf229  # reuse
            # Topologically Sorted Source Nodes: [, x_79, hidden_states_61, x_83, hidden_states_63, hidden_states_64], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_7:118
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_7.run(buf234, arg127_1, buf212, arg121_1, buf219, arg129_1, arg130_1, buf238, 512, 768, stream=stream0)
            del arg121_1
            del arg127_1
            del arg129_1
            del arg130_1
            del buf212
            buf239 = reinterpret_tensor(buf218, (512, 3072), (3072, 1), 0); del buf218  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_64, view_118, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:119
            extern_kernels.mm(reinterpret_tensor(buf238, (512, 768), (768, 1), 0), arg132_1, out=buf239)
            del arg132_1
            buf240 = reinterpret_tensor(buf239, (4, 128, 3072), (393216, 3072, 1), 0); del buf239  # reuse
            # Topologically Sorted Source Nodes: [, x_85, mul_40, pow_11, mul_41, add_45, mul_42, tanh_10, add_46, hidden_states_65], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_pow_tanh_view_5:120
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_pow_tanh_view_5.run(buf240, arg131_1, 1572864, stream=stream0)
            del arg131_1
            buf241 = reinterpret_tensor(buf238, (512, 768), (768, 1), 0); del buf238  # reuse
            # Topologically Sorted Source Nodes: [, x_85, mul_40, pow_11, mul_41, add_45, mul_42, tanh_10, add_46, hidden_states_65, view_120], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] extern_kernels.mm:121
            extern_kernels.mm(reinterpret_tensor(buf240, (512, 3072), (3072, 1), 0), arg134_1, out=buf241)
            del arg134_1
            del buf240
            buf245 = reinterpret_tensor(buf219, (4, 128, 768), (98304, 768, 1), 0); del buf219  # reuse
            # Topologically Sorted Source Nodes: [, x_87, hidden_states_67, hidden_states_68], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_6:122
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_6.run(buf234, arg133_1, buf241, arg135_1, arg136_1, buf245, 512, 768, stream=stream0)
            del arg135_1
            del arg136_1
            buf246 = empty_strided_cuda((512, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_87, hidden_states_67, hidden_states_68, view_122, x_88], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] extern_kernels.addmm:123
            extern_kernels.addmm(arg137_1, reinterpret_tensor(buf245, (512, 768), (768, 1), 0), arg138_1, alpha=1, beta=1, out=buf246)
            del arg137_1
            del arg138_1
            buf247 = reinterpret_tensor(buf245, (4, 12, 128, 64), (98304, 64, 768, 1), 0); del buf245  # reuse
            # Topologically Sorted Source Nodes: [x_89, split_11, view_124, key_states_23, keys_11], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_1:124
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_1.run(buf246, buf247, 393216, stream=stream0)
            buf248 = empty_strided_cuda((4, 12, 128, 64), (98304, 64, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_89, split_11, view_125, value_states_23, values_11], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_2:125
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_2.run(buf246, buf248, 393216, stream=stream0)
            buf249 = empty_strided_cuda((4, 1, 128, 128), (16384, 0, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, x_89, split_11, view_126, query_states_23, attn_output_44], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_3:126
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where_3.run(buf249, 65536, stream=stream0)
            # Topologically Sorted Source Nodes: [arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, x_89, split_11, view_126, query_states_23, attn_output_44], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:127
            buf250 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf246, (4, 12, 128, 64), (294912, 64, 2304, 1), 0), buf247, buf248, reinterpret_tensor(buf249, (4, 12, 128, 128), (16384, 0, 128, 1), 0), False, scale=0.125)
            del buf246
            del buf249
            buf251 = buf250[0]
            assert_size_stride(buf251, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf251, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf250
            buf255 = empty_strided_cuda((512, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [transpose_47, reshape_11, view_127, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:128
            extern_kernels.mm(reinterpret_tensor(buf251, (512, 768), (768, 1), 0), arg140_1, out=buf255)
            del arg140_1
            buf256 = reinterpret_tensor(buf255, (4, 128, 768), (98304, 768, 1), 0); del buf255  # reuse
            buf260 = reinterpret_tensor(buf251, (4, 128, 768), (98304, 768, 1), 0); del buf251  # reuse
            # Topologically Sorted Source Nodes: [, x_87, hidden_states_67, x_91, hidden_states_69, hidden_states_70], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_7:129
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_7.run(buf256, arg139_1, buf234, arg133_1, buf241, arg141_1, arg142_1, buf260, 512, 768, stream=stream0)
            del arg133_1
            del arg139_1
            del arg141_1
            del arg142_1
            del buf234
            del buf241
            buf261 = empty_strided_cuda((512, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_70, view_129, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:130
            extern_kernels.mm(reinterpret_tensor(buf260, (512, 768), (768, 1), 0), arg144_1, out=buf261)
            del arg144_1
            del buf260
            buf262 = reinterpret_tensor(buf261, (4, 128, 3072), (393216, 3072, 1), 0); del buf261  # reuse
            # Topologically Sorted Source Nodes: [, x_93, mul_44, pow_12, mul_45, add_49, mul_46, tanh_11, add_50, hidden_states_71], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_pow_tanh_view_5:131
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_pow_tanh_view_5.run(buf262, arg143_1, 1572864, stream=stream0)
            del arg143_1
            buf263 = empty_strided_cuda((512, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_93, mul_44, pow_12, mul_45, add_49, mul_46, tanh_11, add_50, hidden_states_71, view_131], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] extern_kernels.mm:132
            extern_kernels.mm(reinterpret_tensor(buf262, (512, 3072), (3072, 1), 0), arg146_1, out=buf263)
            del arg146_1
            del buf262
            buf267 = buf256; del buf256  # reuse
            # Topologically Sorted Source Nodes: [, x_95, hidden_states_73, hidden_states_74], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_8:133
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_8.run(buf267, arg145_1, buf263, arg147_1, arg148_1, 512, 768, stream=stream0)
            del arg145_1
            del arg147_1
            del arg148_1
            del buf263
        return (buf6, buf5, buf28, buf27, buf50, buf49, buf72, buf71, buf94, buf93, buf116, buf115, buf138, buf137, buf160, buf159, buf182, buf181, buf204, buf203, buf226, buf225, buf248, buf247, buf267, )

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
