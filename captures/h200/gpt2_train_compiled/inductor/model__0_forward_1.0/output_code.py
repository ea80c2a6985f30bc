# AOT ID: ['0_forward']
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


# kernel path: /tmp/torchinductor_root/tmpvmgda2zd/wj/cwjokazhxuy2srwplgvx6oikpfvotf2nuc6viagaixul2rsu7swp.py
# Topologically Sorted Source Nodes: [arange, position_ids], Original ATen: [aten.arange, aten.add]
# Source node to ATen node mapping:
#   arange => iota
#   position_ids => add
# Graph fragment:
#   %iota : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   return %add
triton_poi_fused_add_arange_0 = async_compile.triton('triton_poi_fused_add_arange_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 128}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_arange_0', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2048}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_arange_0(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 128
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpvmgda2zd/k3/ck3ubfji2p77p2t3fuqqjcmpn56jqeaussb2uvsjx7zlzpfgxayp.py
# Topologically Sorted Source Nodes: [inputs_embeds, arange, position_ids, position_ids_1, position_embeds, hidden_states, , inductor_random, hidden_states_1, hidden_states_2, div_24], Original ATen: [aten.embedding, aten.arange, aten.add, aten.unsqueeze, aten.native_dropout, aten.native_layer_norm, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#    => inductor_lookup_seed_default
#   arange => iota
#   div_24 => div_24
#   hidden_states => add_1
#   hidden_states_1 => gt, mul, mul_1
#   hidden_states_2 => add_4, add_5, mul_2, mul_3, rsqrt, sub, var_mean
#   inductor_random => inductor_random_default_24
#   inputs_embeds => embedding
#   position_embeds => embedding_1
#   position_ids => add
#   position_ids_1 => unsqueeze
# Graph fragment:
#   %inductor_seeds_default : Tensor "i64[25][1]cuda:0" = PlaceHolder[target=inductor_seeds_default]
#   %inductor_random_default_24 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=inductor_random_default_24]
#   %gt : Tensor "b8[4, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=gt]
#   %primals_1 : Tensor "i64[4, 128][128, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %primals_2 : Tensor "f32[50257, 768][768, 1]cuda:0" = PlaceHolder[target=primals_2]
#   %add : Tensor "i64[128][1]cuda:0" = PlaceHolder[target=add]
#   %primals_3 : Tensor "f32[1024, 768][768, 1]cuda:0" = PlaceHolder[target=primals_3]
#   %mul_1 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_1]
#   %getitem_1 : Tensor "f32[4, 128, 1][128, 1, 512]cuda:0" = PlaceHolder[target=getitem_1]
#   %buf6 : Tensor "f32[4, 128, 1][128, 1, 512]cuda:0" = PlaceHolder[target=buf6]
#   %mul_2 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_2]
#   %primals_4 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_4]
#   %primals_5 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_5]
#   %embedding : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%primals_2, %primals_1), kwargs = {})
#   %iota : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add, 0), kwargs = {})
#   %embedding_1 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%primals_3, %unsqueeze), kwargs = {})
#   %add_1 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %embedding_1), kwargs = {})
#   %inductor_lookup_seed_default : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_lookup_seed.default](args = (%inductor_seeds_default, 0), kwargs = {})
#   %inductor_random_default_24 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_random.default](args = ([4, 128, 768], %inductor_lookup_seed_default, rand), kwargs = {})
#   %gt : Tensor "b8[4, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.gt.Scalar](args = (%inductor_random_default_24, 0.1), kwargs = {})
#   %mul : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%gt, %add_1), kwargs = {})
#   %mul_1 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, 1.1111111111111112), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%mul_1, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_4 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_4,), kwargs = {})
#   %sub : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_1, %getitem_1), kwargs = {})
#   %mul_2 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_3 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2, %primals_4), kwargs = {})
#   %add_5 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_3, %primals_5), kwargs = {})
#   %div_24 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt, 768), kwargs = {})
#   return %inductor_random_default_24,%gt,%mul_1,%getitem_1,%buf6,%mul_2,%add_5,%div_24
triton_per_fused_add_arange_embedding_native_dropout_native_layer_norm_native_layer_norm_backward_unsqueeze_1 = async_compile.triton('triton_per_fused_add_arange_embedding_native_dropout_native_layer_norm_native_layer_norm_backward_unsqueeze_1', '''
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
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'in_ptr3': '*i64', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'out_ptr1': '*i1', 'out_ptr2': '*fp32', 'out_ptr5': '*fp32', 'out_ptr6': '*fp32', 'out_ptr7': '*fp32', 'load_seed_offset': 'i32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]], (14,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_arange_embedding_native_dropout_native_layer_norm_native_layer_norm_backward_unsqueeze_1', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 5, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 5120, 'r0_': 10229760}}
)
@triton.jit
def triton_per_fused_add_arange_embedding_native_dropout_native_layer_norm_native_layer_norm_backward_unsqueeze_1(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr1, out_ptr2, out_ptr5, out_ptr6, out_ptr7, load_seed_offset, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    x2 = (xindex % 128)
    tmp6 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr3 + (x2), xmask, eviction_policy='evict_last')
    tmp47 = tl.load(in_ptr5 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp49 = tl.load(in_ptr6 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp0 = tl.load(in_ptr0 + load_seed_offset)
    tmp1 = r0_1 + 768*x0
    tmp2 = tl.rand(tmp0, (tmp1).to(tl.uint32))
    tmp3 = tl.full([1, 1], 0.1, tl.float32)
    tmp4 = tmp2 > tmp3
    tmp5 = tmp4.to(tl.float32)
    tmp7 = tl.full([1, 1], 50257, tl.int32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp6 < 0
    tmp10 = tl.where(tmp9, tmp8, tmp6)
    tl.device_assert(((0 <= tmp10) & (tmp10 < 50257)) | ~(xmask), "index out of bounds: 0 <= tmp10 < 50257")
    tmp12 = tl.load(in_ptr2 + (r0_1 + 768*tmp10), r0_mask & xmask, other=0.0)
    tmp14 = tl.full([1, 1], 1024, tl.int32)
    tmp15 = tmp13 + tmp14
    tmp16 = tmp13 < 0
    tmp17 = tl.where(tmp16, tmp15, tmp13)
    tl.device_assert(((0 <= tmp17) & (tmp17 < 1024)) | ~(xmask), "index out of bounds: 0 <= tmp17 < 1024")
    tmp19 = tl.load(in_ptr4 + (r0_1 + 768*tmp17), r0_mask & xmask, other=0.0)
    tmp20 = tmp12 + tmp19
    tmp21 = tmp5 * tmp20
    tmp22 = tl.full([1, 1], 1.1111111111111112, tl.float32)
    tmp23 = tmp21 * tmp22
    tmp24 = tl.broadcast_to(tmp23, [XBLOCK, R0_BLOCK])
    tmp26 = tl.where(r0_mask & xmask, tmp24, 0)
    tmp27 = tl.broadcast_to(tmp24, [XBLOCK, R0_BLOCK])
    tmp29 = tl.where(r0_mask & xmask, tmp27, 0)
    tmp30 = tl.sum(tmp29, 1)[:, None].to(tl.float32)
    tmp31 = tl.full([1, 1], 768, tl.int32)
    tmp32 = tmp31.to(tl.float32)
    tmp33 = (tmp30 / tmp32)
    tmp34 = tmp24 - tmp33
    tmp35 = tmp34 * tmp34
    tmp36 = tl.broadcast_to(tmp35, [XBLOCK, R0_BLOCK])
    tmp38 = tl.where(r0_mask & xmask, tmp36, 0)
    tmp39 = tl.sum(tmp38, 1)[:, None].to(tl.float32)
    tmp40 = tmp23 - tmp33
    tmp41 = tl.full([1, 1], 768.0, tl.float32)
    tmp42 = (tmp39 / tmp41)
    tmp43 = tl.full([1, 1], 1e-05, tl.float32)
    tmp44 = tmp42 + tmp43
    tmp45 = libdevice.rsqrt(tmp44)
    tmp46 = tmp40 * tmp45
    tmp48 = tmp46 * tmp47
    tmp50 = tmp48 + tmp49
    tmp51 = tl.full([1, 1], 0.0013020833333333333, tl.float32)
    tmp52 = tmp45 * tmp51
    tl.store(out_ptr1 + (r0_1 + 768*x0), tmp4, r0_mask & xmask)
    tl.store(out_ptr2 + (r0_1 + 768*x0), tmp23, r0_mask & xmask)
    tl.store(out_ptr5 + (r0_1 + 768*x0), tmp46, r0_mask & xmask)
    tl.store(out_ptr6 + (r0_1 + 768*x0), tmp50, r0_mask & xmask)
    tl.store(out_ptr7 + (x0), tmp52, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpvmgda2zd/ma/cmamjd7rv62pdpywkdaymyxnr6suvmnmpcomxgs5iwzprqkcdcfb.py
# Topologically Sorted Source Nodes: [x_1, split, view_3, key_states_1, keys], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
# Source node to ATen node mapping:
#   key_states_1 => permute
#   keys => clone
#   split => split
#   view_3 => view_3
#   x_1 => view_2
# Graph fragment:
#   %addmm : Tensor "f32[512, 2304][2304, 1]cuda:0" = PlaceHolder[target=addmm]
#   %view_2 : Tensor "f32[4, 128, 2304][294912, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [4, 128, 2304]), kwargs = {})
#   %split : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_2, 768, 2), kwargs = {})
#   %view_3 : Tensor "f32[4, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_3, [4, 128, -1, 64]), kwargs = {})
#   %permute : Tensor "f32[4, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_3, [0, 2, 1, 3]), kwargs = {})
#   %clone : Tensor "f32[4, 12, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clone.default](args = (%permute,), kwargs = {})
#   return %clone
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_cat_split_transpose_view_2', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4718592}},
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
    tmp0 = tl.load(in_ptr0 + (768 + x0 + 2304*x1), None)
    tl.store(out_ptr0 + (x2), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpvmgda2zd/ob/coba2hix2b2kamfb5fo3jjka7cpn2k5ja6gks5qfe7cxyzcfm7sw.py
# Topologically Sorted Source Nodes: [x_1, split, view_4, value_states_1, values], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
# Source node to ATen node mapping:
#   split => split
#   value_states_1 => permute_1
#   values => clone_1
#   view_4 => view_4
#   x_1 => view_2
# Graph fragment:
#   %addmm : Tensor "f32[512, 2304][2304, 1]cuda:0" = PlaceHolder[target=addmm]
#   %view_2 : Tensor "f32[4, 128, 2304][294912, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [4, 128, 2304]), kwargs = {})
#   %split : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_2, 768, 2), kwargs = {})
#   %view_4 : Tensor "f32[4, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_4, [4, 128, -1, 64]), kwargs = {})
#   %permute_1 : Tensor "f32[4, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_4, [0, 2, 1, 3]), kwargs = {})
#   %clone_1 : Tensor "f32[4, 12, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clone.default](args = (%permute_1,), kwargs = {})
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_cat_split_transpose_view_3', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4718592}},
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
    tmp0 = tl.load(in_ptr0 + (1536 + x0 + 2304*x1), None)
    tl.store(out_ptr0 + (x2), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpvmgda2zd/me/cmekgno46ydhfaupwqbg5lyawuir2pew23fvsq6ugw52rzdigq6u.py
# Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, q_indices, kv_indices, attention_mask, attention_mask_1, attn_output], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.scalar_tensor, aten.where]
# Source node to ATen node mapping:
#   arange => iota
#   attention_mask => le
#   attention_mask_1 => expand
#   attn_output => full_default, full_default_1, where
#   kv_indices => unsqueeze_6
#   position_ids => add
#   position_ids_1 => unsqueeze
#   q_indices => unsqueeze_2, unsqueeze_3
# Graph fragment:
#   %add : Tensor "i64[128][1]cuda:0" = PlaceHolder[target=add]
#   %iota : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add, 0), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[1, 1, 128][128, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, 1), kwargs = {})
#   %unsqueeze_3 : Tensor "i64[1, 1, 128, 1][128, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 3), kwargs = {})
#   %unsqueeze_6 : Tensor "i64[1, 1, 1, 128][128, 128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 2), kwargs = {})
#   %le : Tensor "b8[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Tensor](args = (%unsqueeze_6, %unsqueeze_3), kwargs = {})
#   %expand : Tensor "b8[4, 1, 128, 128][0, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%le, [4, -1, 128, 128]), kwargs = {})
#   %full_default : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[4, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default_1, %full_default), kwargs = {})
#   return %where
triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_4 = async_compile.triton('triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_4', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 525312}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_4(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 65536
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 128)
    x1 = ((xindex // 128) % 128)
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (x1), None, eviction_policy='evict_last')
    tmp2 = tmp0 <= tmp1
    tmp3 = tl.full([1], 0.0, tl.float32)
    tmp4 = tl.full([1], float("-inf"), tl.float32)
    tmp5 = tl.where(tmp2, tmp3, tmp4)
    tl.store(out_ptr0 + (x3), tmp5, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpvmgda2zd/xk/cxkbtxctwshg7nheo75gfilwbs66cihew476ufebrnkicbmz37qx.py
# Topologically Sorted Source Nodes: [, x_3, inductor_random, attn_output_3, hidden_states_3, hidden_states_4, div_23], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#    => add_tensor_23, inductor_lookup_seed_default_1
#   attn_output_3 => gt_1, mul_4, mul_5
#   div_23 => div_23
#   hidden_states_3 => add_6
#   hidden_states_4 => add_7, add_8, mul_6, mul_7, rsqrt_1, sub_1, var_mean_1
#   inductor_random => inductor_random_default_23
#   x_3 => view_8
# Graph fragment:
#   %inductor_seeds_default : Tensor "i64[25][1]cuda:0" = PlaceHolder[target=inductor_seeds_default]
#   %inductor_random_default_23 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=inductor_random_default_23]
#   %gt_1 : Tensor "b8[4, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=gt_1]
#   %primals_8 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_8]
#   %mm_default_23 : Tensor "f32[512, 768][768, 1]cuda:0" = PlaceHolder[target=mm_default_23]
#   %mul_1 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_1]
#   %getitem_10 : Tensor "f32[4, 128, 1][128, 1, 512]cuda:0" = PlaceHolder[target=getitem_10]
#   %buf23 : Tensor "f32[4, 128, 1][128, 1, 512]cuda:0" = PlaceHolder[target=buf23]
#   %mul_6 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_6]
#   %primals_10 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_10]
#   %primals_11 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_11]
#   %add_tensor_23 : Tensor "f32[512, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_8, %mm_default_23), kwargs = {})
#   %view_8 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_23, [4, 128, 768]), kwargs = {})
#   %inductor_lookup_seed_default_1 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_lookup_seed.default](args = (%inductor_seeds_default, 1), kwargs = {})
#   %inductor_random_default_23 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_random.default](args = ([4, 128, 768], %inductor_lookup_seed_default_1, rand), kwargs = {})
#   %gt_1 : Tensor "b8[4, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.gt.Scalar](args = (%inductor_random_default_23, 0.1), kwargs = {})
#   %mul_4 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%gt_1, %view_8), kwargs = {})
#   %mul_5 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_4, 1.1111111111111112), kwargs = {})
#   %add_6 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_5, %mul_1), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_6, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_7 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_9, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_7,), kwargs = {})
#   %sub_1 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_6, %getitem_10), kwargs = {})
#   %mul_6 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %rsqrt_1), kwargs = {})
#   %mul_7 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_6, %primals_10), kwargs = {})
#   %add_8 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_7, %primals_11), kwargs = {})
#   %div_23 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt_1, 768), kwargs = {})
#   return %inductor_random_default_23,%gt_1,%getitem_10,%buf23,%mul_6,%add_8,%div_23
triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_5 = async_compile.triton('triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_5', '''
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
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr1': '*i1', 'out_ptr4': '*fp32', 'out_ptr5': '*fp32', 'out_ptr6': '*fp32', 'load_seed_offset': 'constexpr', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'load_seed_offset': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_5', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4096, 'r0_': 10232832}}
)
@triton.jit
def triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_5(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr1, out_ptr4, out_ptr5, out_ptr6, load_seed_offset, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp6 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp7 = tl.load(in_ptr2 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp12 = tl.load(in_ptr3 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp37 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp39 = tl.load(in_ptr5 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp0 = tl.load(in_ptr0 + load_seed_offset)
    tmp1 = r0_1 + 768*x0
    tmp2 = tl.rand(tmp0, (tmp1).to(tl.uint32))
    tmp3 = tl.full([1, 1], 0.1, tl.float32)
    tmp4 = tmp2 > tmp3
    tmp5 = tmp4.to(tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp5 * tmp8
    tmp10 = tl.full([1, 1], 1.1111111111111112, tl.float32)
    tmp11 = tmp9 * tmp10
    tmp13 = tmp11 + tmp12
    tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp16 = tl.where(r0_mask & xmask, tmp14, 0)
    tmp17 = tl.broadcast_to(tmp14, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(r0_mask & xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tmp21 = tl.full([1, 1], 768, tl.int32)
    tmp22 = tmp21.to(tl.float32)
    tmp23 = (tmp20 / tmp22)
    tmp24 = tmp14 - tmp23
    tmp25 = tmp24 * tmp24
    tmp26 = tl.broadcast_to(tmp25, [XBLOCK, R0_BLOCK])
    tmp28 = tl.where(r0_mask & xmask, tmp26, 0)
    tmp29 = tl.sum(tmp28, 1)[:, None].to(tl.float32)
    tmp30 = tmp13 - tmp23
    tmp31 = tl.full([1, 1], 768.0, tl.float32)
    tmp32 = (tmp29 / tmp31)
    tmp33 = tl.full([1, 1], 1e-05, tl.float32)
    tmp34 = tmp32 + tmp33
    tmp35 = libdevice.rsqrt(tmp34)
    tmp36 = tmp30 * tmp35
    tmp38 = tmp36 * tmp37
    tmp40 = tmp38 + tmp39
    tmp41 = tl.full([1, 1], 0.0013020833333333333, tl.float32)
    tmp42 = tmp35 * tmp41
    tl.store(out_ptr1 + (r0_1 + 768*x0), tmp4, r0_mask & xmask)
    tl.store(out_ptr4 + (r0_1 + 768*x0), tmp36, r0_mask & xmask)
    tl.store(out_ptr5 + (r0_1 + 768*x0), tmp40, r0_mask & xmask)
    tl.store(out_ptr6 + (x0), tmp42, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpvmgda2zd/jn/cjnmjdn2dmhrmmi23cffx5fgapvkcefa7sqdhyiw5fwqgfddwiyi.py
# Topologically Sorted Source Nodes: [x_5, mul, pow_1, mul_1, add_5, mul_2, tanh, add_6, hidden_states_5, view_10], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
# Source node to ATen node mapping:
#   add_5 => add_9
#   add_6 => add_10
#   hidden_states_5 => mul_11
#   mul => mul_8
#   mul_1 => mul_9
#   mul_2 => mul_10
#   pow_1 => pow_1
#   tanh => tanh
#   view_10 => view_11
#   x_5 => view_10
# Graph fragment:
#   %addmm_2 : Tensor "f32[512, 3072][3072, 1]cuda:0" = PlaceHolder[target=addmm_2]
#   %view_10 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_2, [4, 128, 3072]), kwargs = {})
#   %mul_8 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_10, 0.5), kwargs = {})
#   %pow_1 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%view_10, 3.0), kwargs = {})
#   %mul_9 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%pow_1, 0.044715), kwargs = {})
#   %add_9 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_10, %mul_9), kwargs = {})
#   %mul_10 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_9, 0.7978845608028654), kwargs = {})
#   %tanh : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%mul_10,), kwargs = {})
#   %add_10 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tanh, 1.0), kwargs = {})
#   %mul_11 : Tensor "f32[4, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_8, %add_10), kwargs = {})
#   %view_11 : Tensor "f32[512, 3072][3072, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_11, [-1, 3072]), kwargs = {})
#   return %view_11
triton_poi_fused_add_mul_pow_tanh_view_6 = async_compile.triton('triton_poi_fused_add_mul_pow_tanh_view_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2097152}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_mul_pow_tanh_view_6', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 18874368}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_mul_pow_tanh_view_6(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1572864
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp1 = tl.full([1], 0.5, tl.float32)
    tmp2 = tmp0 * tmp1
    tmp3 = tmp0 * tmp0
    tmp4 = tmp3 * tmp0
    tmp5 = tl.full([1], 0.044715, tl.float32)
    tmp6 = tmp4 * tmp5
    tmp7 = tmp0 + tmp6
    tmp8 = tl.full([1], 0.7978845608028654, tl.float32)
    tmp9 = tmp7 * tmp8
    tmp10 = libdevice.tanh(tmp9)
    tmp11 = tl.full([1], 1.0, tl.float32)
    tmp12 = tmp10 + tmp11
    tmp13 = tmp2 * tmp12
    tl.store(out_ptr0 + (x0), tmp13, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpvmgda2zd/ma/cmac3kwkdc5yh3xvj5teff7wdq6diul6hovlrcmc3v7f6hw3ltqx.py
# Topologically Sorted Source Nodes: [, x_3, attn_output_3, hidden_states_3, x_7, inductor_random, hidden_states_6, hidden_states_7, hidden_states_8, div_22], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#    => add_tensor_22, add_tensor_23, inductor_lookup_seed_default_2
#   attn_output_3 => mul_4, mul_5
#   div_22 => div_22
#   hidden_states_3 => add_6
#   hidden_states_6 => gt_2, mul_12, mul_13
#   hidden_states_7 => add_11
#   hidden_states_8 => add_12, add_13, mul_14, mul_15, rsqrt_2, sub_2, var_mean_2
#   inductor_random => inductor_random_default_22
#   x_3 => view_8
#   x_7 => view_12
# Graph fragment:
#   %inductor_seeds_default : Tensor "i64[25][1]cuda:0" = PlaceHolder[target=inductor_seeds_default]
#   %inductor_random_default_22 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=inductor_random_default_22]
#   %gt_1 : Tensor "b8[4, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=gt_1]
#   %primals_8 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_8]
#   %mm_default_23 : Tensor "f32[512, 768][768, 1]cuda:0" = PlaceHolder[target=mm_default_23]
#   %mul_1 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_1]
#   %gt_2 : Tensor "b8[4, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=gt_2]
#   %primals_14 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_14]
#   %mm_default_22 : Tensor "f32[512, 768][768, 1]cuda:0" = PlaceHolder[target=mm_default_22]
#   %add_11 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_11]
#   %getitem_12 : Tensor "f32[4, 128, 1][128, 1, 512]cuda:0" = PlaceHolder[target=getitem_12]
#   %buf34 : Tensor "f32[4, 128, 1][128, 1, 512]cuda:0" = PlaceHolder[target=buf34]
#   %mul_14 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_14]
#   %primals_16 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_16]
#   %primals_17 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_17]
#   %add_tensor_23 : Tensor "f32[512, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_8, %mm_default_23), kwargs = {})
#   %view_8 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_23, [4, 128, 768]), kwargs = {})
#   %mul_4 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%gt_1, %view_8), kwargs = {})
#   %mul_5 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_4, 1.1111111111111112), kwargs = {})
#   %add_6 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_5, %mul_1), kwargs = {})
#   %add_tensor_22 : Tensor "f32[512, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_14, %mm_default_22), kwargs = {})
#   %view_12 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_22, [4, 128, 768]), kwargs = {})
#   %inductor_lookup_seed_default_2 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_lookup_seed.default](args = (%inductor_seeds_default, 2), kwargs = {})
#   %inductor_random_default_22 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_random.default](args = ([4, 128, 768], %inductor_lookup_seed_default_2, rand), kwargs = {})
#   %gt_2 : Tensor "b8[4, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.gt.Scalar](args = (%inductor_random_default_22, 0.1), kwargs = {})
#   %mul_12 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%gt_2, %view_12), kwargs = {})
#   %mul_13 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_12, 1.1111111111111112), kwargs = {})
#   %add_11 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_6, %mul_13), kwargs = {})
#   %var_mean_2 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_11, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_12 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_11, 1e-05), kwargs = {})
#   %rsqrt_2 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_12,), kwargs = {})
#   %sub_2 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_11, %getitem_12), kwargs = {})
#   %mul_14 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_2, %rsqrt_2), kwargs = {})
#   %mul_15 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_14, %primals_16), kwargs = {})
#   %add_13 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_15, %primals_17), kwargs = {})
#   %div_22 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt_2, 768), kwargs = {})
#   return %inductor_random_default_22,%gt_2,%add_11,%getitem_12,%buf34,%mul_14,%add_13,%div_22
triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_7 = async_compile.triton('triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_7', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*i1', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'out_ptr1': '*i1', 'out_ptr4': '*fp32', 'out_ptr5': '*fp32', 'out_ptr6': '*fp32', 'load_seed_offset': 'i32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (14,): [['tt.divisibility', 16]], (15,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_7', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 8, 'num_store': 5, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4096, 'r0_': 15347712}}
)
@triton.jit
def triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_7(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, out_ptr1, out_ptr4, out_ptr5, out_ptr6, load_seed_offset, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp5 = tl.load(in_ptr1 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0).to(tl.int1)
    tmp7 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp8 = tl.load(in_out_ptr0 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp13 = tl.load(in_ptr3 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp16 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp17 = tl.load(in_ptr5 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp45 = tl.load(in_ptr6 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp47 = tl.load(in_ptr7 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp0 = tl.load(in_ptr0 + load_seed_offset)
    tmp1 = r0_1 + 768*x0
    tmp2 = tl.rand(tmp0, (tmp1).to(tl.uint32))
    tmp3 = tl.full([1, 1], 0.1, tl.float32)
    tmp4 = tmp2 > tmp3
    tmp6 = tmp5.to(tl.float32)
    tmp9 = tmp7 + tmp8
    tmp10 = tmp6 * tmp9
    tmp11 = tl.full([1, 1], 1.1111111111111112, tl.float32)
    tmp12 = tmp10 * tmp11
    tmp14 = tmp12 + tmp13
    tmp15 = tmp4.to(tl.float32)
    tmp18 = tmp16 + tmp17
    tmp19 = tmp15 * tmp18
    tmp20 = tmp19 * tmp11
    tmp21 = tmp14 + tmp20
    tmp22 = tl.broadcast_to(tmp21, [XBLOCK, R0_BLOCK])
    tmp24 = tl.where(r0_mask & xmask, tmp22, 0)
    tmp25 = tl.broadcast_to(tmp22, [XBLOCK, R0_BLOCK])
    tmp27 = tl.where(r0_mask & xmask, tmp25, 0)
    tmp28 = tl.sum(tmp27, 1)[:, None].to(tl.float32)
    tmp29 = tl.full([1, 1], 768, tl.int32)
    tmp30 = tmp29.to(tl.float32)
    tmp31 = (tmp28 / tmp30)
    tmp32 = tmp22 - tmp31
    tmp33 = tmp32 * tmp32
    tmp34 = tl.broadcast_to(tmp33, [XBLOCK, R0_BLOCK])
    tmp36 = tl.where(r0_mask & xmask, tmp34, 0)
    tmp37 = tl.sum(tmp36, 1)[:, None].to(tl.float32)
    tmp38 = tmp21 - tmp31
    tmp39 = tl.full([1, 1], 768.0, tl.float32)
    tmp40 = (tmp37 / tmp39)
    tmp41 = tl.full([1, 1], 1e-05, tl.float32)
    tmp42 = tmp40 + tmp41
    tmp43 = libdevice.rsqrt(tmp42)
    tmp44 = tmp38 * tmp43
    tmp46 = tmp44 * tmp45
    tmp48 = tmp46 + tmp47
    tmp49 = tl.full([1, 1], 0.0013020833333333333, tl.float32)
    tmp50 = tmp43 * tmp49
    tl.store(out_ptr1 + (r0_1 + 768*x0), tmp4, r0_mask & xmask)
    tl.store(in_out_ptr0 + (r0_1 + 768*x0), tmp21, r0_mask & xmask)
    tl.store(out_ptr4 + (r0_1 + 768*x0), tmp44, r0_mask & xmask)
    tl.store(out_ptr5 + (r0_1 + 768*x0), tmp48, r0_mask & xmask)
    tl.store(out_ptr6 + (x0), tmp50, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpvmgda2zd/rr/crrphx5bjkhczhgtuo36avt4xqpgefz2ugxukkzy3ff7twsabwer.py
# Topologically Sorted Source Nodes: [, x_11, inductor_random, attn_output_7, hidden_states_9, hidden_states_10, div_21], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#    => add_tensor_21, inductor_lookup_seed_default_3
#   attn_output_7 => gt_3, mul_16, mul_17
#   div_21 => div_21
#   hidden_states_10 => add_15, add_16, mul_18, mul_19, rsqrt_3, sub_3, var_mean_3
#   hidden_states_9 => add_14
#   inductor_random => inductor_random_default_21
#   x_11 => view_20
# Graph fragment:
#   %inductor_seeds_default : Tensor "i64[25][1]cuda:0" = PlaceHolder[target=inductor_seeds_default]
#   %inductor_random_default_21 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=inductor_random_default_21]
#   %gt_3 : Tensor "b8[4, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=gt_3]
#   %primals_20 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_20]
#   %mm_default_21 : Tensor "f32[512, 768][768, 1]cuda:0" = PlaceHolder[target=mm_default_21]
#   %add_11 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_11]
#   %getitem_21 : Tensor "f32[4, 128, 1][128, 1, 512]cuda:0" = PlaceHolder[target=getitem_21]
#   %buf50 : Tensor "f32[4, 128, 1][128, 1, 512]cuda:0" = PlaceHolder[target=buf50]
#   %mul_18 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_18]
#   %primals_22 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_22]
#   %primals_23 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_23]
#   %add_tensor_21 : Tensor "f32[512, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_20, %mm_default_21), kwargs = {})
#   %view_20 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_21, [4, 128, 768]), kwargs = {})
#   %inductor_lookup_seed_default_3 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_lookup_seed.default](args = (%inductor_seeds_default, 3), kwargs = {})
#   %inductor_random_default_21 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_random.default](args = ([4, 128, 768], %inductor_lookup_seed_default_3, rand), kwargs = {})
#   %gt_3 : Tensor "b8[4, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.gt.Scalar](args = (%inductor_random_default_21, 0.1), kwargs = {})
#   %mul_16 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%gt_3, %view_20), kwargs = {})
#   %mul_17 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_16, 1.1111111111111112), kwargs = {})
#   %add_14 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_17, %add_11), kwargs = {})
#   %var_mean_3 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_14, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_15 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_20, 1e-05), kwargs = {})
#   %rsqrt_3 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_15,), kwargs = {})
#   %sub_3 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_14, %getitem_21), kwargs = {})
#   %mul_18 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_3, %rsqrt_3), kwargs = {})
#   %mul_19 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_18, %primals_22), kwargs = {})
#   %add_16 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_19, %primals_23), kwargs = {})
#   %div_21 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt_3, 768), kwargs = {})
#   return %inductor_random_default_21,%gt_3,%getitem_21,%buf50,%mul_18,%add_16,%div_21
triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_8 = async_compile.triton('triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_8', '''
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
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr1': '*i1', 'out_ptr4': '*fp32', 'out_ptr5': '*fp32', 'out_ptr6': '*fp32', 'load_seed_offset': 'i32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_8', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4096, 'r0_': 10232832}}
)
@triton.jit
def triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_8(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr1, out_ptr4, out_ptr5, out_ptr6, load_seed_offset, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp6 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp7 = tl.load(in_ptr2 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp12 = tl.load(in_ptr3 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp37 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp39 = tl.load(in_ptr5 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp0 = tl.load(in_ptr0 + load_seed_offset)
    tmp1 = r0_1 + 768*x0
    tmp2 = tl.rand(tmp0, (tmp1).to(tl.uint32))
    tmp3 = tl.full([1, 1], 0.1, tl.float32)
    tmp4 = tmp2 > tmp3
    tmp5 = tmp4.to(tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp5 * tmp8
    tmp10 = tl.full([1, 1], 1.1111111111111112, tl.float32)
    tmp11 = tmp9 * tmp10
    tmp13 = tmp11 + tmp12
    tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp16 = tl.where(r0_mask & xmask, tmp14, 0)
    tmp17 = tl.broadcast_to(tmp14, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(r0_mask & xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tmp21 = tl.full([1, 1], 768, tl.int32)
    tmp22 = tmp21.to(tl.float32)
    tmp23 = (tmp20 / tmp22)
    tmp24 = tmp14 - tmp23
    tmp25 = tmp24 * tmp24
    tmp26 = tl.broadcast_to(tmp25, [XBLOCK, R0_BLOCK])
    tmp28 = tl.where(r0_mask & xmask, tmp26, 0)
    tmp29 = tl.sum(tmp28, 1)[:, None].to(tl.float32)
    tmp30 = tmp13 - tmp23
    tmp31 = tl.full([1, 1], 768.0, tl.float32)
    tmp32 = (tmp29 / tmp31)
    tmp33 = tl.full([1, 1], 1e-05, tl.float32)
    tmp34 = tmp32 + tmp33
    tmp35 = libdevice.rsqrt(tmp34)
    tmp36 = tmp30 * tmp35
    tmp38 = tmp36 * tmp37
    tmp40 = tmp38 + tmp39
    tmp41 = tl.full([1, 1], 0.0013020833333333333, tl.float32)
    tmp42 = tmp35 * tmp41
    tl.store(out_ptr1 + (r0_1 + 768*x0), tmp4, r0_mask & xmask)
    tl.store(out_ptr4 + (r0_1 + 768*x0), tmp36, r0_mask & xmask)
    tl.store(out_ptr5 + (r0_1 + 768*x0), tmp40, r0_mask & xmask)
    tl.store(out_ptr6 + (x0), tmp42, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpvmgda2zd/yt/cytagtmgfrecmeok6xdneuitayp37r62ad5a2bi4j7vgz2dhskok.py
# Topologically Sorted Source Nodes: [, x_91, attn_output_47, hidden_states_69, x_95, inductor_random, hidden_states_72, hidden_states_73, hidden_states_74, div], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#    => add_tensor, add_tensor_1, inductor_lookup_seed_default_24
#   attn_output_47 => mul_136, mul_137
#   div => div
#   hidden_states_69 => add_94
#   hidden_states_72 => gt_24, mul_144, mul_145
#   hidden_states_73 => add_99
#   hidden_states_74 => add_100, add_101, mul_146, mul_147, rsqrt_24, sub_24, var_mean_24
#   inductor_random => inductor_random_default
#   x_91 => view_140
#   x_95 => view_144
# Graph fragment:
#   %inductor_seeds_default : Tensor "i64[25][1]cuda:0" = PlaceHolder[target=inductor_seeds_default]
#   %inductor_random_default : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=inductor_random_default]
#   %gt_23 : Tensor "b8[4, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=gt_23]
#   %primals_140 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_140]
#   %mm_default_1 : Tensor "f32[512, 768][768, 1]cuda:0" = PlaceHolder[target=mm_default_1]
#   %add_91 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_91]
#   %gt_24 : Tensor "b8[4, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=gt_24]
#   %primals_146 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_146]
#   %mm_default : Tensor "f32[512, 768][768, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %add_99 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_99]
#   %getitem_133 : Tensor "f32[4, 128, 1][128, 1, 512]cuda:0" = PlaceHolder[target=getitem_133]
#   %buf331 : Tensor "f32[4, 128, 1][128, 1, 512]cuda:0" = PlaceHolder[target=buf331]
#   %mul_146 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_146]
#   %primals_148 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_148]
#   %primals_149 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_149]
#   %add_tensor_1 : Tensor "f32[512, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_140, %mm_default_1), kwargs = {})
#   %view_140 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_1, [4, 128, 768]), kwargs = {})
#   %mul_136 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%gt_23, %view_140), kwargs = {})
#   %mul_137 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_136, 1.1111111111111112), kwargs = {})
#   %add_94 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_137, %add_91), kwargs = {})
#   %add_tensor : Tensor "f32[512, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_146, %mm_default), kwargs = {})
#   %view_144 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor, [4, 128, 768]), kwargs = {})
#   %inductor_lookup_seed_default_24 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_lookup_seed.default](args = (%inductor_seeds_default, 24), kwargs = {})
#   %inductor_random_default : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_random.default](args = ([4, 128, 768], %inductor_lookup_seed_default_24, rand), kwargs = {})
#   %gt_24 : Tensor "b8[4, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.gt.Scalar](args = (%inductor_random_default, 0.1), kwargs = {})
#   %mul_144 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%gt_24, %view_144), kwargs = {})
#   %mul_145 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_144, 1.1111111111111112), kwargs = {})
#   %add_99 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_94, %mul_145), kwargs = {})
#   %var_mean_24 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_99, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_100 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_132, 1e-05), kwargs = {})
#   %rsqrt_24 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_100,), kwargs = {})
#   %sub_24 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_99, %getitem_133), kwargs = {})
#   %mul_146 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_24, %rsqrt_24), kwargs = {})
#   %mul_147 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_146, %primals_148), kwargs = {})
#   %add_101 : Tensor "f32[4, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_147, %primals_149), kwargs = {})
#   %div : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt_24, 768), kwargs = {})
#   return %inductor_random_default,%gt_24,%add_99,%getitem_133,%buf331,%mul_146,%add_101,%div
triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_9 = async_compile.triton('triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_9', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*i1', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'out_ptr1': '*i1', 'out_ptr4': '*fp32', 'out_ptr5': '*fp32', 'load_seed_offset': 'i32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]], (14,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_9', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 8, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4096, 'r0_': 12201984}}
)
@triton.jit
def triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_9(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, out_ptr1, out_ptr4, out_ptr5, load_seed_offset, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp5 = tl.load(in_ptr1 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0).to(tl.int1)
    tmp7 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp8 = tl.load(in_out_ptr0 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp13 = tl.load(in_ptr3 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp16 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp17 = tl.load(in_ptr5 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp45 = tl.load(in_ptr6 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp47 = tl.load(in_ptr7 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp0 = tl.load(in_ptr0 + load_seed_offset)
    tmp1 = r0_1 + 768*x0
    tmp2 = tl.rand(tmp0, (tmp1).to(tl.uint32))
    tmp3 = tl.full([1, 1], 0.1, tl.float32)
    tmp4 = tmp2 > tmp3
    tmp6 = tmp5.to(tl.float32)
    tmp9 = tmp7 + tmp8
    tmp10 = tmp6 * tmp9
    tmp11 = tl.full([1, 1], 1.1111111111111112, tl.float32)
    tmp12 = tmp10 * tmp11
    tmp14 = tmp12 + tmp13
    tmp15 = tmp4.to(tl.float32)
    tmp18 = tmp16 + tmp17
    tmp19 = tmp15 * tmp18
    tmp20 = tmp19 * tmp11
    tmp21 = tmp14 + tmp20
    tmp22 = tl.broadcast_to(tmp21, [XBLOCK, R0_BLOCK])
    tmp24 = tl.where(r0_mask & xmask, tmp22, 0)
    tmp25 = tl.broadcast_to(tmp22, [XBLOCK, R0_BLOCK])
    tmp27 = tl.where(r0_mask & xmask, tmp25, 0)
    tmp28 = tl.sum(tmp27, 1)[:, None].to(tl.float32)
    tmp29 = tl.full([1, 1], 768, tl.int32)
    tmp30 = tmp29.to(tl.float32)
    tmp31 = (tmp28 / tmp30)
    tmp32 = tmp22 - tmp31
    tmp33 = tmp32 * tmp32
    tmp34 = tl.broadcast_to(tmp33, [XBLOCK, R0_BLOCK])
    tmp36 = tl.where(r0_mask & xmask, tmp34, 0)
    tmp37 = tl.sum(tmp36, 1)[:, None].to(tl.float32)
    tmp38 = tmp21 - tmp31
    tmp39 = tl.full([1, 1], 768.0, tl.float32)
    tmp40 = (tmp37 / tmp39)
    tmp41 = tl.full([1, 1], 1e-05, tl.float32)
    tmp42 = tmp40 + tmp41
    tmp43 = libdevice.rsqrt(tmp42)
    tmp44 = tmp38 * tmp43
    tmp46 = tmp44 * tmp45
    tmp48 = tmp46 + tmp47
    tmp49 = tl.full([1, 1], 0.0013020833333333333, tl.float32)
    tmp50 = tmp43 * tmp49
    tl.store(out_ptr1 + (r0_1 + 768*x0), tmp4, r0_mask & xmask)
    tl.store(in_out_ptr0 + (r0_1 + 768*x0), tmp44, r0_mask & xmask)
    tl.store(out_ptr4 + (r0_1 + 768*x0), tmp48, r0_mask & xmask)
    tl.store(out_ptr5 + (x0), tmp50, xmask)
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_51, primals_52, primals_53, primals_54, primals_55, primals_56, primals_57, primals_58, primals_59, primals_60, primals_61, primals_62, primals_63, primals_64, primals_65, primals_66, primals_67, primals_68, primals_69, primals_70, primals_71, primals_72, primals_73, primals_74, primals_75, primals_76, primals_77, primals_78, primals_79, primals_80, primals_81, primals_82, primals_83, primals_84, primals_85, primals_86, primals_87, primals_88, primals_89, primals_90, primals_91, primals_92, primals_93, primals_94, primals_95, primals_96, primals_97, primals_98, primals_99, primals_100, primals_101, primals_102, primals_103, primals_104, primals_105, primals_106, primals_107, primals_108, primals_109, primals_110, primals_111, primals_112, primals_113, primals_114, primals_115, primals_116, primals_117, primals_118, primals_119, primals_120, primals_121, primals_122, primals_123, primals_124, primals_125, primals_126, primals_127, primals_128, primals_129, primals_130, primals_131, primals_132, primals_133, primals_134, primals_135, primals_136, primals_137, primals_138, primals_139, primals_140, primals_141, primals_142, primals_143, primals_144, primals_145, primals_146, primals_147, primals_148, primals_149 = args
        args.clear()
        assert_size_stride(primals_1, (4, 128), (128, 1))
        assert_size_stride(primals_2, (50257, 768), (768, 1))
        assert_size_stride(primals_3, (1024, 768), (768, 1))
        assert_size_stride(primals_4, (768, ), (1, ))
        assert_size_stride(primals_5, (768, ), (1, ))
        assert_size_stride(primals_6, (2304, ), (1, ))
        assert_size_stride(primals_7, (768, 2304), (2304, 1))
        assert_size_stride(primals_8, (768, ), (1, ))
        assert_size_stride(primals_9, (768, 768), (768, 1))
        assert_size_stride(primals_10, (768, ), (1, ))
        assert_size_stride(primals_11, (768, ), (1, ))
        assert_size_stride(primals_12, (3072, ), (1, ))
        assert_size_stride(primals_13, (768, 3072), (3072, 1))
        assert_size_stride(primals_14, (768, ), (1, ))
        assert_size_stride(primals_15, (3072, 768), (768, 1))
        assert_size_stride(primals_16, (768, ), (1, ))
        assert_size_stride(primals_17, (768, ), (1, ))
        assert_size_stride(primals_18, (2304, ), (1, ))
        assert_size_stride(primals_19, (768, 2304), (2304, 1))
        assert_size_stride(primals_20, (768, ), (1, ))
        assert_size_stride(primals_21, (768, 768), (768, 1))
        assert_size_stride(primals_22, (768, ), (1, ))
        assert_size_stride(primals_23, (768, ), (1, ))
        assert_size_stride(primals_24, (3072, ), (1, ))
        assert_size_stride(primals_25, (768, 3072), (3072, 1))
        assert_size_stride(primals_26, (768, ), (1, ))
        assert_size_stride(primals_27, (3072, 768), (768, 1))
        assert_size_stride(primals_28, (768, ), (1, ))
        assert_size_stride(primals_29, (768, ), (1, ))
        assert_size_stride(primals_30, (2304, ), (1, ))
        assert_size_stride(primals_31, (768, 2304), (2304, 1))
        assert_size_stride(primals_32, (768, ), (1, ))
        assert_size_stride(primals_33, (768, 768), (768, 1))
        assert_size_stride(primals_34, (768, ), (1, ))
        assert_size_stride(primals_35, (768, ), (1, ))
        assert_size_stride(primals_36, (3072, ), (1, ))
        assert_size_stride(primals_37, (768, 3072), (3072, 1))
        assert_size_stride(primals_38, (768, ), (1, ))
        assert_size_stride(primals_39, (3072, 768), (768, 1))
        assert_size_stride(primals_40, (768, ), (1, ))
        assert_size_stride(primals_41, (768, ), (1, ))
        assert_size_stride(primals_42, (2304, ), (1, ))
        assert_size_stride(primals_43, (768, 2304), (2304, 1))
        assert_size_stride(primals_44, (768, ), (1, ))
        assert_size_stride(primals_45, (768, 768), (768, 1))
        assert_size_stride(primals_46, (768, ), (1, ))
        assert_size_stride(primals_47, (768, ), (1, ))
        assert_size_stride(primals_48, (3072, ), (1, ))
        assert_size_stride(primals_49, (768, 3072), (3072, 1))
        assert_size_stride(primals_50, (768, ), (1, ))
        assert_size_stride(primals_51, (3072, 768), (768, 1))
        assert_size_stride(primals_52, (768, ), (1, ))
        assert_size_stride(primals_53, (768, ), (1, ))
        assert_size_stride(primals_54, (2304, ), (1, ))
        assert_size_stride(primals_55, (768, 2304), (2304, 1))
        assert_size_stride(primals_56, (768, ), (1, ))
        assert_size_stride(primals_57, (768, 768), (768, 1))
        assert_size_stride(primals_58, (768, ), (1, ))
        assert_size_stride(primals_59, (768, ), (1, ))
        assert_size_stride(primals_60, (3072, ), (1, ))
        assert_size_stride(primals_61, (768, 3072), (3072, 1))
        assert_size_stride(primals_62, (768, ), (1, ))
        assert_size_stride(primals_63, (3072, 768), (768, 1))
        assert_size_stride(primals_64, (768, ), (1, ))
        assert_size_stride(primals_65, (768, ), (1, ))
        assert_size_stride(primals_66, (2304, ), (1, ))
        assert_size_stride(primals_67, (768, 2304), (2304, 1))
        assert_size_stride(primals_68, (768, ), (1, ))
        assert_size_stride(primals_69, (768, 768), (768, 1))
        assert_size_stride(primals_70, (768, ), (1, ))
        assert_size_stride(primals_71, (768, ), (1, ))
        assert_size_stride(primals_72, (3072, ), (1, ))
        assert_size_stride(primals_73, (768, 3072), (3072, 1))
        assert_size_stride(primals_74, (768, ), (1, ))
        assert_size_stride(primals_75, (3072, 768), (768, 1))
        assert_size_stride(primals_76, (768, ), (1, ))
        assert_size_stride(primals_77, (768, ), (1, ))
        assert_size_stride(primals_78, (2304, ), (1, ))
        assert_size_stride(primals_79, (768, 2304), (2304, 1))
        assert_size_stride(primals_80, (768, ), (1, ))
        assert_size_stride(primals_81, (768, 768), (768, 1))
        assert_size_stride(primals_82, (768, ), (1, ))
        assert_size_stride(primals_83, (768, ), (1, ))
        assert_size_stride(primals_84, (3072, ), (1, ))
        assert_size_stride(primals_85, (768, 3072), (3072, 1))
        assert_size_stride(primals_86, (768, ), (1, ))
        assert_size_stride(primals_87, (3072, 768), (768, 1))
        assert_size_stride(primals_88, (768, ), (1, ))
        assert_size_stride(primals_89, (768, ), (1, ))
        assert_size_stride(primals_90, (2304, ), (1, ))
        assert_size_stride(primals_91, (768, 2304), (2304, 1))
        assert_size_stride(primals_92, (768, ), (1, ))
        assert_size_stride(primals_93, (768, 768), (768, 1))
        assert_size_stride(primals_94, (768, ), (1, ))
        assert_size_stride(primals_95, (768, ), (1, ))
        assert_size_stride(primals_96, (3072, ), (1, ))
        assert_size_stride(primals_97, (768, 3072), (3072, 1))
        assert_size_stride(primals_98, (768, ), (1, ))
        assert_size_stride(primals_99, (3072, 768), (768, 1))
        assert_size_stride(primals_100, (768, ), (1, ))
        assert_size_stride(primals_101, (768, ), (1, ))
        assert_size_stride(primals_102, (2304, ), (1, ))
        assert_size_stride(primals_103, (768, 2304), (2304, 1))
        assert_size_stride(primals_104, (768, ), (1, ))
        assert_size_stride(primals_105, (768, 768), (768, 1))
        assert_size_stride(primals_106, (768, ), (1, ))
        assert_size_stride(primals_107, (768, ), (1, ))
        assert_size_stride(primals_108, (3072, ), (1, ))
        assert_size_stride(primals_109, (768, 3072), (3072, 1))
        assert_size_stride(primals_110, (768, ), (1, ))
        assert_size_stride(primals_111, (3072, 768), (768, 1))
        assert_size_stride(primals_112, (768, ), (1, ))
        assert_size_stride(primals_113, (768, ), (1, ))
        assert_size_stride(primals_114, (2304, ), (1, ))
        assert_size_stride(primals_115, (768, 2304), (2304, 1))
        assert_size_stride(primals_116, (768, ), (1, ))
        assert_size_stride(primals_117, (768, 768), (768, 1))
        assert_size_stride(primals_118, (768, ), (1, ))
        assert_size_stride(primals_119, (768, ), (1, ))
        assert_size_stride(primals_120, (3072, ), (1, ))
        assert_size_stride(primals_121, (768, 3072), (3072, 1))
        assert_size_stride(primals_122, (768, ), (1, ))
        assert_size_stride(primals_123, (3072, 768), (768, 1))
        assert_size_stride(primals_124, (768, ), (1, ))
        assert_size_stride(primals_125, (768, ), (1, ))
        assert_size_stride(primals_126, (2304, ), (1, ))
        assert_size_stride(primals_127, (768, 2304), (2304, 1))
        assert_size_stride(primals_128, (768, ), (1, ))
        assert_size_stride(primals_129, (768, 768), (768, 1))
        assert_size_stride(primals_130, (768, ), (1, ))
        assert_size_stride(primals_131, (768, ), (1, ))
        assert_size_stride(primals_132, (3072, ), (1, ))
        assert_size_stride(primals_133, (768, 3072), (3072, 1))
        assert_size_stride(primals_134, (768, ), (1, ))
        assert_size_stride(primals_135, (3072, 768), (768, 1))
        assert_size_stride(primals_136, (768, ), (1, ))
        assert_size_stride(primals_137, (768, ), (1, ))
        assert_size_stride(primals_138, (2304, ), (1, ))
        assert_size_stride(primals_139, (768, 2304), (2304, 1))
        assert_size_stride(primals_140, (768, ), (1, ))
        assert_size_stride(primals_141, (768, 768), (768, 1))
        assert_size_stride(primals_142, (768, ), (1, ))
        assert_size_stride(primals_143, (768, ), (1, ))
        assert_size_stride(primals_144, (3072, ), (1, ))
        assert_size_stride(primals_145, (768, 3072), (3072, 1))
        assert_size_stride(primals_146, (768, ), (1, ))
        assert_size_stride(primals_147, (3072, 768), (768, 1))
        assert_size_stride(primals_148, (768, ), (1, ))
        assert_size_stride(primals_149, (768, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((128, ), (1, ), torch.int64)
            # Topologically Sorted Source Nodes: [arange, position_ids], Original ATen: [aten.arange, aten.add]
            # [Provenance debug handles] triton_poi_fused_add_arange_0:1
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_arange_0.run(buf0, 128, stream=stream0)
            buf1 = empty_strided_cuda((25, ), (1, ), torch.int64)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            # [Provenance debug handles] aten.randint.low_out:2
            aten.randint.low_out(-9223372036854775808, 9223372036854775807, [25], out=buf1)
            buf3 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.bool)
            buf4 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf8 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf9 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf360 = empty_strided_cuda((4, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [inputs_embeds, arange, position_ids, position_ids_1, position_embeds, hidden_states, , inductor_random, hidden_states_1, hidden_states_2, div_24], Original ATen: [aten.embedding, aten.arange, aten.add, aten.unsqueeze, aten.native_dropout, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_arange_embedding_native_dropout_native_layer_norm_native_layer_norm_backward_unsqueeze_1:3
            stream0 = get_raw_stream(0)
            triton_per_fused_add_arange_embedding_native_dropout_native_layer_norm_native_layer_norm_backward_unsqueeze_1.run(buf1, primals_1, primals_2, buf0, primals_3, primals_4, primals_5, buf3, buf4, buf8, buf9, buf360, 0, 512, 768, stream=stream0)
            del primals_3
            del primals_5
            buf10 = empty_strided_cuda((512, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_2, view_1, x], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:4
            extern_kernels.addmm(primals_6, reinterpret_tensor(buf9, (512, 768), (768, 1), 0), primals_7, alpha=1, beta=1, out=buf10)
            del primals_6
            buf11 = empty_strided_cuda((4, 12, 128, 64), (98304, 64, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_1, split, view_3, key_states_1, keys], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_2:5
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_2.run(buf10, buf11, 393216, stream=stream0)
            buf12 = empty_strided_cuda((4, 12, 128, 64), (98304, 64, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_1, split, view_4, value_states_1, values], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_3:6
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_3.run(buf10, buf12, 393216, stream=stream0)
            buf13 = empty_strided_cuda((4, 1, 128, 128), (16384, 16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, q_indices, kv_indices, attention_mask, attention_mask_1, attn_output], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.scalar_tensor, aten.where]
            # [Provenance debug handles] triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_4:7
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_4.run(buf0, buf13, 65536, stream=stream0)
            # Topologically Sorted Source Nodes: [x_1, split, view_5, query_states_1, attn_output], Original ATen: [aten.view, aten.split, aten.transpose, aten.expand, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:8
            buf14 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf10, (4, 12, 128, 64), (294912, 64, 2304, 1), 0), buf11, buf12, reinterpret_tensor(buf13, (4, 12, 128, 128), (16384, 0, 128, 1), 0), True, 0.1, scale=0.125)
            buf15 = buf14[0]
            assert_size_stride(buf15, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf15, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf16 = buf14[1]
            assert_size_stride(buf16, (4, 12, 128), (1536, 128, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf16, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf17 = buf14[2]
            assert_size_stride(buf17, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf17, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf18 = buf14[3]
            assert_size_stride(buf18, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf18, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf14
            buf19 = empty_strided_cuda((512, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [transpose_3, reshape, view_6, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:9
            extern_kernels.mm(reinterpret_tensor(buf15, (512, 768), (768, 1), 0), primals_9, out=buf19)
            buf21 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.bool)
            buf25 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf26 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf359 = empty_strided_cuda((4, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_3, inductor_random, attn_output_3, hidden_states_3, hidden_states_4, div_23], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_5:10
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_5.run(buf1, primals_8, buf19, buf4, primals_10, primals_11, buf21, buf25, buf26, buf359, 1, 512, 768, stream=stream0)
            del primals_11
            buf27 = empty_strided_cuda((512, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_4, view_8, x_4], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:11
            extern_kernels.addmm(primals_12, reinterpret_tensor(buf26, (512, 768), (768, 1), 0), primals_13, alpha=1, beta=1, out=buf27)
            del primals_12
            buf28 = empty_strided_cuda((512, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_5, mul, pow_1, mul_1, add_5, mul_2, tanh, add_6, hidden_states_5, view_10], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_mul_pow_tanh_view_6:12
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_mul_pow_tanh_view_6.run(buf27, buf28, 1572864, stream=stream0)
            buf29 = empty_strided_cuda((512, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: [aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:13
            extern_kernels.mm(buf28, primals_15, out=buf29)
            buf31 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.bool)
            buf32 = reinterpret_tensor(buf19, (4, 128, 768), (98304, 768, 1), 0); del buf19  # reuse
            buf36 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf37 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf358 = empty_strided_cuda((4, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_3, attn_output_3, hidden_states_3, x_7, inductor_random, hidden_states_6, hidden_states_7, hidden_states_8, div_22], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_7:14
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_7.run(buf32, buf1, buf21, primals_8, buf4, primals_14, buf29, primals_16, primals_17, buf31, buf36, buf37, buf358, 2, 512, 768, stream=stream0)
            del buf29
            del buf4
            del primals_14
            del primals_17
            del primals_8
            buf38 = empty_strided_cuda((512, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_8, view_12, x_8], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:15
            extern_kernels.addmm(primals_18, reinterpret_tensor(buf37, (512, 768), (768, 1), 0), primals_19, alpha=1, beta=1, out=buf38)
            del primals_18
            buf39 = empty_strided_cuda((4, 12, 128, 64), (98304, 64, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_9, split_1, view_14, key_states_3, keys_1], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_2:16
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_2.run(buf38, buf39, 393216, stream=stream0)
            buf40 = empty_strided_cuda((4, 12, 128, 64), (98304, 64, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_9, split_1, view_15, value_states_3, values_1], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_3:17
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_3.run(buf38, buf40, 393216, stream=stream0)
            # Topologically Sorted Source Nodes: [attn_output, x_9, split_1, view_16, query_states_3, attn_output_4], Original ATen: [aten.expand, aten.view, aten.split, aten.transpose, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:18
            buf41 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf38, (4, 12, 128, 64), (294912, 64, 2304, 1), 0), buf39, buf40, reinterpret_tensor(buf13, (4, 12, 128, 128), (16384, 0, 128, 1), 0), True, 0.1, scale=0.125)
            buf42 = buf41[0]
            assert_size_stride(buf42, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf42, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf43 = buf41[1]
            assert_size_stride(buf43, (4, 12, 128), (1536, 128, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf43, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf44 = buf41[2]
            assert_size_stride(buf44, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf44, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf45 = buf41[3]
            assert_size_stride(buf45, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf45, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf41
            buf46 = empty_strided_cuda((512, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [transpose_7, reshape_1, view_17, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:19
            extern_kernels.mm(reinterpret_tensor(buf42, (512, 768), (768, 1), 0), primals_21, out=buf46)
            buf48 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.bool)
            buf52 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf53 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf357 = empty_strided_cuda((4, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_11, inductor_random, attn_output_7, hidden_states_9, hidden_states_10, div_21], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_8:20
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_8.run(buf1, primals_20, buf46, buf32, primals_22, primals_23, buf48, buf52, buf53, buf357, 3, 512, 768, stream=stream0)
            del primals_23
            buf54 = empty_strided_cuda((512, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_10, view_19, x_12], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:21
            extern_kernels.addmm(primals_24, reinterpret_tensor(buf53, (512, 768), (768, 1), 0), primals_25, alpha=1, beta=1, out=buf54)
            del primals_24
            buf55 = empty_strided_cuda((512, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_13, mul_4, pow_2, mul_5, add_9, mul_6, tanh_1, add_10, hidden_states_11, view_21], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_mul_pow_tanh_view_6:22
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_mul_pow_tanh_view_6.run(buf54, buf55, 1572864, stream=stream0)
            buf56 = empty_strided_cuda((512, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: [aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:23
            extern_kernels.mm(buf55, primals_27, out=buf56)
            buf58 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.bool)
            buf59 = reinterpret_tensor(buf46, (4, 128, 768), (98304, 768, 1), 0); del buf46  # reuse
            buf63 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf64 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf356 = empty_strided_cuda((4, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_11, attn_output_7, hidden_states_9, x_15, inductor_random, hidden_states_12, hidden_states_13, hidden_states_14, div_20], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_7:24
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_7.run(buf59, buf1, buf48, primals_20, buf32, primals_26, buf56, primals_28, primals_29, buf58, buf63, buf64, buf356, 4, 512, 768, stream=stream0)
            del buf32
            del buf56
            del primals_20
            del primals_26
            del primals_29
            buf65 = empty_strided_cuda((512, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_14, view_23, x_16], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:25
            extern_kernels.addmm(primals_30, reinterpret_tensor(buf64, (512, 768), (768, 1), 0), primals_31, alpha=1, beta=1, out=buf65)
            del primals_30
            buf66 = empty_strided_cuda((4, 12, 128, 64), (98304, 64, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_17, split_2, view_25, key_states_5, keys_2], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_2:26
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_2.run(buf65, buf66, 393216, stream=stream0)
            buf67 = empty_strided_cuda((4, 12, 128, 64), (98304, 64, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_17, split_2, view_26, value_states_5, values_2], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_3:27
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_3.run(buf65, buf67, 393216, stream=stream0)
            # Topologically Sorted Source Nodes: [attn_output, x_17, split_2, view_27, query_states_5, attn_output_8], Original ATen: [aten.expand, aten.view, aten.split, aten.transpose, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:28
            buf68 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf65, (4, 12, 128, 64), (294912, 64, 2304, 1), 0), buf66, buf67, reinterpret_tensor(buf13, (4, 12, 128, 128), (16384, 0, 128, 1), 0), True, 0.1, scale=0.125)
            buf69 = buf68[0]
            assert_size_stride(buf69, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf69, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf70 = buf68[1]
            assert_size_stride(buf70, (4, 12, 128), (1536, 128, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf70, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf71 = buf68[2]
            assert_size_stride(buf71, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf71, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf72 = buf68[3]
            assert_size_stride(buf72, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf72, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf68
            buf73 = empty_strided_cuda((512, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [transpose_11, reshape_2, view_28, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:29
            extern_kernels.mm(reinterpret_tensor(buf69, (512, 768), (768, 1), 0), primals_33, out=buf73)
            buf75 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.bool)
            buf79 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf80 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf355 = empty_strided_cuda((4, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_19, inductor_random, attn_output_11, hidden_states_15, hidden_states_16, div_19], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_8:30
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_8.run(buf1, primals_32, buf73, buf59, primals_34, primals_35, buf75, buf79, buf80, buf355, 5, 512, 768, stream=stream0)
            del primals_35
            buf81 = empty_strided_cuda((512, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_16, view_30, x_20], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:31
            extern_kernels.addmm(primals_36, reinterpret_tensor(buf80, (512, 768), (768, 1), 0), primals_37, alpha=1, beta=1, out=buf81)
            del primals_36
            buf82 = empty_strided_cuda((512, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_21, mul_8, pow_3, mul_9, add_13, mul_10, tanh_2, add_14, hidden_states_17, view_32], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_mul_pow_tanh_view_6:32
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_mul_pow_tanh_view_6.run(buf81, buf82, 1572864, stream=stream0)
            buf83 = empty_strided_cuda((512, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: [aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:33
            extern_kernels.mm(buf82, primals_39, out=buf83)
            buf85 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.bool)
            buf86 = reinterpret_tensor(buf73, (4, 128, 768), (98304, 768, 1), 0); del buf73  # reuse
            buf90 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf91 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf354 = empty_strided_cuda((4, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_19, attn_output_11, hidden_states_15, x_23, inductor_random, hidden_states_18, hidden_states_19, hidden_states_20, div_18], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_7:34
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_7.run(buf86, buf1, buf75, primals_32, buf59, primals_38, buf83, primals_40, primals_41, buf85, buf90, buf91, buf354, 6, 512, 768, stream=stream0)
            del buf59
            del buf83
            del primals_32
            del primals_38
            del primals_41
            buf92 = empty_strided_cuda((512, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_20, view_34, x_24], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:35
            extern_kernels.addmm(primals_42, reinterpret_tensor(buf91, (512, 768), (768, 1), 0), primals_43, alpha=1, beta=1, out=buf92)
            del primals_42
            buf93 = empty_strided_cuda((4, 12, 128, 64), (98304, 64, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_25, split_3, view_36, key_states_7, keys_3], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_2:36
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_2.run(buf92, buf93, 393216, stream=stream0)
            buf94 = empty_strided_cuda((4, 12, 128, 64), (98304, 64, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_25, split_3, view_37, value_states_7, values_3], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_3:37
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_3.run(buf92, buf94, 393216, stream=stream0)
            # Topologically Sorted Source Nodes: [attn_output, x_25, split_3, view_38, query_states_7, attn_output_12], Original ATen: [aten.expand, aten.view, aten.split, aten.transpose, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:38
            buf95 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf92, (4, 12, 128, 64), (294912, 64, 2304, 1), 0), buf93, buf94, reinterpret_tensor(buf13, (4, 12, 128, 128), (16384, 0, 128, 1), 0), True, 0.1, scale=0.125)
            buf96 = buf95[0]
            assert_size_stride(buf96, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf96, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf97 = buf95[1]
            assert_size_stride(buf97, (4, 12, 128), (1536, 128, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf97, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf98 = buf95[2]
            assert_size_stride(buf98, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf98, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf99 = buf95[3]
            assert_size_stride(buf99, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf99, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf95
            buf100 = empty_strided_cuda((512, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [transpose_15, reshape_3, view_39, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:39
            extern_kernels.mm(reinterpret_tensor(buf96, (512, 768), (768, 1), 0), primals_45, out=buf100)
            buf102 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.bool)
            buf106 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf107 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf353 = empty_strided_cuda((4, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_27, inductor_random, attn_output_15, hidden_states_21, hidden_states_22, div_17], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_8:40
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_8.run(buf1, primals_44, buf100, buf86, primals_46, primals_47, buf102, buf106, buf107, buf353, 7, 512, 768, stream=stream0)
            del primals_47
            buf108 = empty_strided_cuda((512, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_22, view_41, x_28], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:41
            extern_kernels.addmm(primals_48, reinterpret_tensor(buf107, (512, 768), (768, 1), 0), primals_49, alpha=1, beta=1, out=buf108)
            del primals_48
            buf109 = empty_strided_cuda((512, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_29, mul_12, pow_4, mul_13, add_17, mul_14, tanh_3, add_18, hidden_states_23, view_43], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_mul_pow_tanh_view_6:42
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_mul_pow_tanh_view_6.run(buf108, buf109, 1572864, stream=stream0)
            buf110 = empty_strided_cuda((512, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: [aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:43
            extern_kernels.mm(buf109, primals_51, out=buf110)
            buf112 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.bool)
            buf113 = reinterpret_tensor(buf100, (4, 128, 768), (98304, 768, 1), 0); del buf100  # reuse
            buf117 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf118 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf352 = empty_strided_cuda((4, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_27, attn_output_15, hidden_states_21, x_31, inductor_random, hidden_states_24, hidden_states_25, hidden_states_26, div_16], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_7:44
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_7.run(buf113, buf1, buf102, primals_44, buf86, primals_50, buf110, primals_52, primals_53, buf112, buf117, buf118, buf352, 8, 512, 768, stream=stream0)
            del buf110
            del buf86
            del primals_44
            del primals_50
            del primals_53
            buf119 = empty_strided_cuda((512, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_26, view_45, x_32], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:45
            extern_kernels.addmm(primals_54, reinterpret_tensor(buf118, (512, 768), (768, 1), 0), primals_55, alpha=1, beta=1, out=buf119)
            del primals_54
            buf120 = empty_strided_cuda((4, 12, 128, 64), (98304, 64, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_33, split_4, view_47, key_states_9, keys_4], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_2:46
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_2.run(buf119, buf120, 393216, stream=stream0)
            buf121 = empty_strided_cuda((4, 12, 128, 64), (98304, 64, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_33, split_4, view_48, value_states_9, values_4], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_3:47
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_3.run(buf119, buf121, 393216, stream=stream0)
            # Topologically Sorted Source Nodes: [attn_output, x_33, split_4, view_49, query_states_9, attn_output_16], Original ATen: [aten.expand, aten.view, aten.split, aten.transpose, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:48
            buf122 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf119, (4, 12, 128, 64), (294912, 64, 2304, 1), 0), buf120, buf121, reinterpret_tensor(buf13, (4, 12, 128, 128), (16384, 0, 128, 1), 0), True, 0.1, scale=0.125)
            buf123 = buf122[0]
            assert_size_stride(buf123, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf123, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf124 = buf122[1]
            assert_size_stride(buf124, (4, 12, 128), (1536, 128, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf124, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf125 = buf122[2]
            assert_size_stride(buf125, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf125, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf126 = buf122[3]
            assert_size_stride(buf126, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf126, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf122
            buf127 = empty_strided_cuda((512, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [transpose_19, reshape_4, view_50, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:49
            extern_kernels.mm(reinterpret_tensor(buf123, (512, 768), (768, 1), 0), primals_57, out=buf127)
            buf129 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.bool)
            buf133 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf134 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf351 = empty_strided_cuda((4, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_35, inductor_random, attn_output_19, hidden_states_27, hidden_states_28, div_15], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_8:50
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_8.run(buf1, primals_56, buf127, buf113, primals_58, primals_59, buf129, buf133, buf134, buf351, 9, 512, 768, stream=stream0)
            del primals_59
            buf135 = empty_strided_cuda((512, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_28, view_52, x_36], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:51
            extern_kernels.addmm(primals_60, reinterpret_tensor(buf134, (512, 768), (768, 1), 0), primals_61, alpha=1, beta=1, out=buf135)
            del primals_60
            buf136 = empty_strided_cuda((512, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_37, mul_16, pow_5, mul_17, add_21, mul_18, tanh_4, add_22, hidden_states_29, view_54], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_mul_pow_tanh_view_6:52
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_mul_pow_tanh_view_6.run(buf135, buf136, 1572864, stream=stream0)
            buf137 = empty_strided_cuda((512, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: [aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:53
            extern_kernels.mm(buf136, primals_63, out=buf137)
            buf139 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.bool)
            buf140 = reinterpret_tensor(buf127, (4, 128, 768), (98304, 768, 1), 0); del buf127  # reuse
            buf144 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf145 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf350 = empty_strided_cuda((4, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_35, attn_output_19, hidden_states_27, x_39, inductor_random, hidden_states_30, hidden_states_31, hidden_states_32, div_14], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_7:54
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_7.run(buf140, buf1, buf129, primals_56, buf113, primals_62, buf137, primals_64, primals_65, buf139, buf144, buf145, buf350, 10, 512, 768, stream=stream0)
            del buf113
            del buf137
            del primals_56
            del primals_62
            del primals_65
            buf146 = empty_strided_cuda((512, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_32, view_56, x_40], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:55
            extern_kernels.addmm(primals_66, reinterpret_tensor(buf145, (512, 768), (768, 1), 0), primals_67, alpha=1, beta=1, out=buf146)
            del primals_66
            buf147 = empty_strided_cuda((4, 12, 128, 64), (98304, 64, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_41, split_5, view_58, key_states_11, keys_5], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_2:56
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_2.run(buf146, buf147, 393216, stream=stream0)
            buf148 = empty_strided_cuda((4, 12, 128, 64), (98304, 64, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_41, split_5, view_59, value_states_11, values_5], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_3:57
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_3.run(buf146, buf148, 393216, stream=stream0)
            # Topologically Sorted Source Nodes: [attn_output, x_41, split_5, view_60, query_states_11, attn_output_20], Original ATen: [aten.expand, aten.view, aten.split, aten.transpose, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:58
            buf149 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf146, (4, 12, 128, 64), (294912, 64, 2304, 1), 0), buf147, buf148, reinterpret_tensor(buf13, (4, 12, 128, 128), (16384, 0, 128, 1), 0), True, 0.1, scale=0.125)
            buf150 = buf149[0]
            assert_size_stride(buf150, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf150, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf151 = buf149[1]
            assert_size_stride(buf151, (4, 12, 128), (1536, 128, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf151, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf152 = buf149[2]
            assert_size_stride(buf152, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf152, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf153 = buf149[3]
            assert_size_stride(buf153, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf153, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf149
            buf154 = empty_strided_cuda((512, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [transpose_23, reshape_5, view_61, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:59
            extern_kernels.mm(reinterpret_tensor(buf150, (512, 768), (768, 1), 0), primals_69, out=buf154)
            buf156 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.bool)
            buf160 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf161 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf349 = empty_strided_cuda((4, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_43, inductor_random, attn_output_23, hidden_states_33, hidden_states_34, div_13], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_8:60
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_8.run(buf1, primals_68, buf154, buf140, primals_70, primals_71, buf156, buf160, buf161, buf349, 11, 512, 768, stream=stream0)
            del primals_71
            buf162 = empty_strided_cuda((512, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_34, view_63, x_44], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:61
            extern_kernels.addmm(primals_72, reinterpret_tensor(buf161, (512, 768), (768, 1), 0), primals_73, alpha=1, beta=1, out=buf162)
            del primals_72
            buf163 = empty_strided_cuda((512, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_45, mul_20, pow_6, mul_21, add_25, mul_22, tanh_5, add_26, hidden_states_35, view_65], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_mul_pow_tanh_view_6:62
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_mul_pow_tanh_view_6.run(buf162, buf163, 1572864, stream=stream0)
            buf164 = empty_strided_cuda((512, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: [aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:63
            extern_kernels.mm(buf163, primals_75, out=buf164)
            buf166 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.bool)
            buf167 = reinterpret_tensor(buf154, (4, 128, 768), (98304, 768, 1), 0); del buf154  # reuse
            buf171 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf172 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf348 = empty_strided_cuda((4, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_43, attn_output_23, hidden_states_33, x_47, inductor_random, hidden_states_36, hidden_states_37, hidden_states_38, div_12], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_7:64
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_7.run(buf167, buf1, buf156, primals_68, buf140, primals_74, buf164, primals_76, primals_77, buf166, buf171, buf172, buf348, 12, 512, 768, stream=stream0)
            del buf140
            del buf164
            del primals_68
            del primals_74
            del primals_77
            buf173 = empty_strided_cuda((512, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_38, view_67, x_48], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:65
            extern_kernels.addmm(primals_78, reinterpret_tensor(buf172, (512, 768), (768, 1), 0), primals_79, alpha=1, beta=1, out=buf173)
            del primals_78
            buf174 = empty_strided_cuda((4, 12, 128, 64), (98304, 64, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_49, split_6, view_69, key_states_13, keys_6], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_2:66
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_2.run(buf173, buf174, 393216, stream=stream0)
            buf175 = empty_strided_cuda((4, 12, 128, 64), (98304, 64, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_49, split_6, view_70, value_states_13, values_6], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_3:67
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_3.run(buf173, buf175, 393216, stream=stream0)
            # Topologically Sorted Source Nodes: [attn_output, x_49, split_6, view_71, query_states_13, attn_output_24], Original ATen: [aten.expand, aten.view, aten.split, aten.transpose, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:68
            buf176 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf173, (4, 12, 128, 64), (294912, 64, 2304, 1), 0), buf174, buf175, reinterpret_tensor(buf13, (4, 12, 128, 128), (16384, 0, 128, 1), 0), True, 0.1, scale=0.125)
            buf177 = buf176[0]
            assert_size_stride(buf177, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf177, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf178 = buf176[1]
            assert_size_stride(buf178, (4, 12, 128), (1536, 128, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf178, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf179 = buf176[2]
            assert_size_stride(buf179, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf179, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf180 = buf176[3]
            assert_size_stride(buf180, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf180, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf176
            buf181 = empty_strided_cuda((512, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [transpose_27, reshape_6, view_72, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:69
            extern_kernels.mm(reinterpret_tensor(buf177, (512, 768), (768, 1), 0), primals_81, out=buf181)
            buf183 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.bool)
            buf187 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf188 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf347 = empty_strided_cuda((4, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_51, inductor_random, attn_output_27, hidden_states_39, hidden_states_40, div_11], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_8:70
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_8.run(buf1, primals_80, buf181, buf167, primals_82, primals_83, buf183, buf187, buf188, buf347, 13, 512, 768, stream=stream0)
            del primals_83
            buf189 = empty_strided_cuda((512, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_40, view_74, x_52], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:71
            extern_kernels.addmm(primals_84, reinterpret_tensor(buf188, (512, 768), (768, 1), 0), primals_85, alpha=1, beta=1, out=buf189)
            del primals_84
            buf190 = empty_strided_cuda((512, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_53, mul_24, pow_7, mul_25, add_29, mul_26, tanh_6, add_30, hidden_states_41, view_76], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_mul_pow_tanh_view_6:72
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_mul_pow_tanh_view_6.run(buf189, buf190, 1572864, stream=stream0)
            buf191 = empty_strided_cuda((512, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: [aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:73
            extern_kernels.mm(buf190, primals_87, out=buf191)
            buf193 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.bool)
            buf194 = reinterpret_tensor(buf181, (4, 128, 768), (98304, 768, 1), 0); del buf181  # reuse
            buf198 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf199 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf346 = empty_strided_cuda((4, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_51, attn_output_27, hidden_states_39, x_55, inductor_random, hidden_states_42, hidden_states_43, hidden_states_44, div_10], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_7:74
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_7.run(buf194, buf1, buf183, primals_80, buf167, primals_86, buf191, primals_88, primals_89, buf193, buf198, buf199, buf346, 14, 512, 768, stream=stream0)
            del buf167
            del buf191
            del primals_80
            del primals_86
            del primals_89
            buf200 = empty_strided_cuda((512, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_44, view_78, x_56], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:75
            extern_kernels.addmm(primals_90, reinterpret_tensor(buf199, (512, 768), (768, 1), 0), primals_91, alpha=1, beta=1, out=buf200)
            del primals_90
            buf201 = empty_strided_cuda((4, 12, 128, 64), (98304, 64, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_57, split_7, view_80, key_states_15, keys_7], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_2:76
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_2.run(buf200, buf201, 393216, stream=stream0)
            buf202 = empty_strided_cuda((4, 12, 128, 64), (98304, 64, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_57, split_7, view_81, value_states_15, values_7], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_3:77
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_3.run(buf200, buf202, 393216, stream=stream0)
            # Topologically Sorted Source Nodes: [attn_output, x_57, split_7, view_82, query_states_15, attn_output_28], Original ATen: [aten.expand, aten.view, aten.split, aten.transpose, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:78
            buf203 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf200, (4, 12, 128, 64), (294912, 64, 2304, 1), 0), buf201, buf202, reinterpret_tensor(buf13, (4, 12, 128, 128), (16384, 0, 128, 1), 0), True, 0.1, scale=0.125)
            buf204 = buf203[0]
            assert_size_stride(buf204, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf204, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf205 = buf203[1]
            assert_size_stride(buf205, (4, 12, 128), (1536, 128, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf205, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf206 = buf203[2]
            assert_size_stride(buf206, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf206, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf207 = buf203[3]
            assert_size_stride(buf207, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf207, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf203
            buf208 = empty_strided_cuda((512, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [transpose_31, reshape_7, view_83, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:79
            extern_kernels.mm(reinterpret_tensor(buf204, (512, 768), (768, 1), 0), primals_93, out=buf208)
            buf210 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.bool)
            buf214 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf215 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf345 = empty_strided_cuda((4, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_59, inductor_random, attn_output_31, hidden_states_45, hidden_states_46, div_9], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_8:80
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_8.run(buf1, primals_92, buf208, buf194, primals_94, primals_95, buf210, buf214, buf215, buf345, 15, 512, 768, stream=stream0)
            del primals_95
            buf216 = empty_strided_cuda((512, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_46, view_85, x_60], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:81
            extern_kernels.addmm(primals_96, reinterpret_tensor(buf215, (512, 768), (768, 1), 0), primals_97, alpha=1, beta=1, out=buf216)
            del primals_96
            buf217 = empty_strided_cuda((512, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_61, mul_28, pow_8, mul_29, add_33, mul_30, tanh_7, add_34, hidden_states_47, view_87], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_mul_pow_tanh_view_6:82
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_mul_pow_tanh_view_6.run(buf216, buf217, 1572864, stream=stream0)
            buf218 = empty_strided_cuda((512, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: [aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:83
            extern_kernels.mm(buf217, primals_99, out=buf218)
            buf220 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.bool)
            buf221 = reinterpret_tensor(buf208, (4, 128, 768), (98304, 768, 1), 0); del buf208  # reuse
            buf225 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf226 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf344 = empty_strided_cuda((4, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_59, attn_output_31, hidden_states_45, x_63, inductor_random, hidden_states_48, hidden_states_49, hidden_states_50, div_8], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_7:84
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_7.run(buf221, buf1, buf210, primals_92, buf194, primals_98, buf218, primals_100, primals_101, buf220, buf225, buf226, buf344, 16, 512, 768, stream=stream0)
            del buf194
            del buf218
            del primals_101
            del primals_92
            del primals_98
            buf227 = empty_strided_cuda((512, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_50, view_89, x_64], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:85
            extern_kernels.addmm(primals_102, reinterpret_tensor(buf226, (512, 768), (768, 1), 0), primals_103, alpha=1, beta=1, out=buf227)
            del primals_102
            buf228 = empty_strided_cuda((4, 12, 128, 64), (98304, 64, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_65, split_8, view_91, key_states_17, keys_8], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_2:86
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_2.run(buf227, buf228, 393216, stream=stream0)
            buf229 = empty_strided_cuda((4, 12, 128, 64), (98304, 64, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_65, split_8, view_92, value_states_17, values_8], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_3:87
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_3.run(buf227, buf229, 393216, stream=stream0)
            # Topologically Sorted Source Nodes: [attn_output, x_65, split_8, view_93, query_states_17, attn_output_32], Original ATen: [aten.expand, aten.view, aten.split, aten.transpose, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:88
            buf230 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf227, (4, 12, 128, 64), (294912, 64, 2304, 1), 0), buf228, buf229, reinterpret_tensor(buf13, (4, 12, 128, 128), (16384, 0, 128, 1), 0), True, 0.1, scale=0.125)
            buf231 = buf230[0]
            assert_size_stride(buf231, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf231, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf232 = buf230[1]
            assert_size_stride(buf232, (4, 12, 128), (1536, 128, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf232, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf233 = buf230[2]
            assert_size_stride(buf233, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf233, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf234 = buf230[3]
            assert_size_stride(buf234, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf234, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf230
            buf235 = empty_strided_cuda((512, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [transpose_35, reshape_8, view_94, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:89
            extern_kernels.mm(reinterpret_tensor(buf231, (512, 768), (768, 1), 0), primals_105, out=buf235)
            buf237 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.bool)
            buf241 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf242 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf343 = empty_strided_cuda((4, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_67, inductor_random, attn_output_35, hidden_states_51, hidden_states_52, div_7], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_8:90
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_8.run(buf1, primals_104, buf235, buf221, primals_106, primals_107, buf237, buf241, buf242, buf343, 17, 512, 768, stream=stream0)
            del primals_107
            buf243 = empty_strided_cuda((512, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_52, view_96, x_68], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:91
            extern_kernels.addmm(primals_108, reinterpret_tensor(buf242, (512, 768), (768, 1), 0), primals_109, alpha=1, beta=1, out=buf243)
            del primals_108
            buf244 = empty_strided_cuda((512, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_69, mul_32, pow_9, mul_33, add_37, mul_34, tanh_8, add_38, hidden_states_53, view_98], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_mul_pow_tanh_view_6:92
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_mul_pow_tanh_view_6.run(buf243, buf244, 1572864, stream=stream0)
            buf245 = empty_strided_cuda((512, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: [aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:93
            extern_kernels.mm(buf244, primals_111, out=buf245)
            buf247 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.bool)
            buf248 = reinterpret_tensor(buf235, (4, 128, 768), (98304, 768, 1), 0); del buf235  # reuse
            buf252 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf253 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf342 = empty_strided_cuda((4, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_67, attn_output_35, hidden_states_51, x_71, inductor_random, hidden_states_54, hidden_states_55, hidden_states_56, div_6], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_7:94
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_7.run(buf248, buf1, buf237, primals_104, buf221, primals_110, buf245, primals_112, primals_113, buf247, buf252, buf253, buf342, 18, 512, 768, stream=stream0)
            del buf221
            del buf245
            del primals_104
            del primals_110
            del primals_113
            buf254 = empty_strided_cuda((512, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_56, view_100, x_72], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:95
            extern_kernels.addmm(primals_114, reinterpret_tensor(buf253, (512, 768), (768, 1), 0), primals_115, alpha=1, beta=1, out=buf254)
            del primals_114
            buf255 = empty_strided_cuda((4, 12, 128, 64), (98304, 64, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_73, split_9, view_102, key_states_19, keys_9], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_2:96
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_2.run(buf254, buf255, 393216, stream=stream0)
            buf256 = empty_strided_cuda((4, 12, 128, 64), (98304, 64, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_73, split_9, view_103, value_states_19, values_9], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_3:97
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_3.run(buf254, buf256, 393216, stream=stream0)
            # Topologically Sorted Source Nodes: [attn_output, x_73, split_9, view_104, query_states_19, attn_output_36], Original ATen: [aten.expand, aten.view, aten.split, aten.transpose, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:98
            buf257 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf254, (4, 12, 128, 64), (294912, 64, 2304, 1), 0), buf255, buf256, reinterpret_tensor(buf13, (4, 12, 128, 128), (16384, 0, 128, 1), 0), True, 0.1, scale=0.125)
            buf258 = buf257[0]
            assert_size_stride(buf258, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf258, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf259 = buf257[1]
            assert_size_stride(buf259, (4, 12, 128), (1536, 128, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf259, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf260 = buf257[2]
            assert_size_stride(buf260, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf260, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf261 = buf257[3]
            assert_size_stride(buf261, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf261, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf257
            buf262 = empty_strided_cuda((512, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [transpose_39, reshape_9, view_105, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:99
            extern_kernels.mm(reinterpret_tensor(buf258, (512, 768), (768, 1), 0), primals_117, out=buf262)
            buf264 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.bool)
            buf268 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf269 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf341 = empty_strided_cuda((4, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_75, inductor_random, attn_output_39, hidden_states_57, hidden_states_58, div_5], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_8:100
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_8.run(buf1, primals_116, buf262, buf248, primals_118, primals_119, buf264, buf268, buf269, buf341, 19, 512, 768, stream=stream0)
            del primals_119
            buf270 = empty_strided_cuda((512, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_58, view_107, x_76], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:101
            extern_kernels.addmm(primals_120, reinterpret_tensor(buf269, (512, 768), (768, 1), 0), primals_121, alpha=1, beta=1, out=buf270)
            del primals_120
            buf271 = empty_strided_cuda((512, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_77, mul_36, pow_10, mul_37, add_41, mul_38, tanh_9, add_42, hidden_states_59, view_109], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_mul_pow_tanh_view_6:102
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_mul_pow_tanh_view_6.run(buf270, buf271, 1572864, stream=stream0)
            buf272 = empty_strided_cuda((512, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: [aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:103
            extern_kernels.mm(buf271, primals_123, out=buf272)
            buf274 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.bool)
            buf275 = reinterpret_tensor(buf262, (4, 128, 768), (98304, 768, 1), 0); del buf262  # reuse
            buf279 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf280 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf340 = empty_strided_cuda((4, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_75, attn_output_39, hidden_states_57, x_79, inductor_random, hidden_states_60, hidden_states_61, hidden_states_62, div_4], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_7:104
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_7.run(buf275, buf1, buf264, primals_116, buf248, primals_122, buf272, primals_124, primals_125, buf274, buf279, buf280, buf340, 20, 512, 768, stream=stream0)
            del buf248
            del buf272
            del primals_116
            del primals_122
            del primals_125
            buf281 = empty_strided_cuda((512, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_62, view_111, x_80], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:105
            extern_kernels.addmm(primals_126, reinterpret_tensor(buf280, (512, 768), (768, 1), 0), primals_127, alpha=1, beta=1, out=buf281)
            del primals_126
            buf282 = empty_strided_cuda((4, 12, 128, 64), (98304, 64, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_81, split_10, view_113, key_states_21, keys_10], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_2:106
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_2.run(buf281, buf282, 393216, stream=stream0)
            buf283 = empty_strided_cuda((4, 12, 128, 64), (98304, 64, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_81, split_10, view_114, value_states_21, values_10], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_3:107
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_3.run(buf281, buf283, 393216, stream=stream0)
            # Topologically Sorted Source Nodes: [attn_output, x_81, split_10, view_115, query_states_21, attn_output_40], Original ATen: [aten.expand, aten.view, aten.split, aten.transpose, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:108
            buf284 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf281, (4, 12, 128, 64), (294912, 64, 2304, 1), 0), buf282, buf283, reinterpret_tensor(buf13, (4, 12, 128, 128), (16384, 0, 128, 1), 0), True, 0.1, scale=0.125)
            buf285 = buf284[0]
            assert_size_stride(buf285, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf285, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf286 = buf284[1]
            assert_size_stride(buf286, (4, 12, 128), (1536, 128, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf286, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf287 = buf284[2]
            assert_size_stride(buf287, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf287, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf288 = buf284[3]
            assert_size_stride(buf288, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf288, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf284
            buf289 = empty_strided_cuda((512, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [transpose_43, reshape_10, view_116, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:109
            extern_kernels.mm(reinterpret_tensor(buf285, (512, 768), (768, 1), 0), primals_129, out=buf289)
            buf291 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.bool)
            buf295 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf296 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf339 = empty_strided_cuda((4, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_83, inductor_random, attn_output_43, hidden_states_63, hidden_states_64, div_3], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_8:110
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_8.run(buf1, primals_128, buf289, buf275, primals_130, primals_131, buf291, buf295, buf296, buf339, 21, 512, 768, stream=stream0)
            del primals_131
            buf297 = empty_strided_cuda((512, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_64, view_118, x_84], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:111
            extern_kernels.addmm(primals_132, reinterpret_tensor(buf296, (512, 768), (768, 1), 0), primals_133, alpha=1, beta=1, out=buf297)
            del primals_132
            buf298 = empty_strided_cuda((512, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_85, mul_40, pow_11, mul_41, add_45, mul_42, tanh_10, add_46, hidden_states_65, view_120], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_mul_pow_tanh_view_6:112
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_mul_pow_tanh_view_6.run(buf297, buf298, 1572864, stream=stream0)
            buf299 = empty_strided_cuda((512, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: [aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:113
            extern_kernels.mm(buf298, primals_135, out=buf299)
            buf301 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.bool)
            buf302 = reinterpret_tensor(buf289, (4, 128, 768), (98304, 768, 1), 0); del buf289  # reuse
            buf306 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf307 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf338 = empty_strided_cuda((4, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_83, attn_output_43, hidden_states_63, x_87, inductor_random, hidden_states_66, hidden_states_67, hidden_states_68, div_2], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_7:114
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_7.run(buf302, buf1, buf291, primals_128, buf275, primals_134, buf299, primals_136, primals_137, buf301, buf306, buf307, buf338, 22, 512, 768, stream=stream0)
            del buf275
            del buf299
            del primals_128
            del primals_134
            del primals_137
            buf308 = empty_strided_cuda((512, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_68, view_122, x_88], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:115
            extern_kernels.addmm(primals_138, reinterpret_tensor(buf307, (512, 768), (768, 1), 0), primals_139, alpha=1, beta=1, out=buf308)
            del primals_138
            buf309 = empty_strided_cuda((4, 12, 128, 64), (98304, 64, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_89, split_11, view_124, key_states_23, keys_11], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_2:116
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_2.run(buf308, buf309, 393216, stream=stream0)
            buf310 = empty_strided_cuda((4, 12, 128, 64), (98304, 64, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_89, split_11, view_125, value_states_23, values_11], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_3:117
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_3.run(buf308, buf310, 393216, stream=stream0)
            # Topologically Sorted Source Nodes: [attn_output, x_89, split_11, view_126, query_states_23, attn_output_44], Original ATen: [aten.expand, aten.view, aten.split, aten.transpose, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:118
            buf311 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf308, (4, 12, 128, 64), (294912, 64, 2304, 1), 0), buf309, buf310, reinterpret_tensor(buf13, (4, 12, 128, 128), (16384, 0, 128, 1), 0), True, 0.1, scale=0.125)
            buf312 = buf311[0]
            assert_size_stride(buf312, (4, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf312, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf313 = buf311[1]
            assert_size_stride(buf313, (4, 12, 128), (1536, 128, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf313, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf314 = buf311[2]
            assert_size_stride(buf314, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf314, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf315 = buf311[3]
            assert_size_stride(buf315, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf315, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf311
            buf316 = empty_strided_cuda((512, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [transpose_47, reshape_11, view_127, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:119
            extern_kernels.mm(reinterpret_tensor(buf312, (512, 768), (768, 1), 0), primals_141, out=buf316)
            buf318 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.bool)
            buf322 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf323 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf337 = empty_strided_cuda((4, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_91, inductor_random, attn_output_47, hidden_states_69, hidden_states_70, div_1], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_8:120
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_8.run(buf1, primals_140, buf316, buf302, primals_142, primals_143, buf318, buf322, buf323, buf337, 23, 512, 768, stream=stream0)
            del primals_143
            buf324 = empty_strided_cuda((512, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_70, view_129, x_92], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:121
            extern_kernels.addmm(primals_144, reinterpret_tensor(buf323, (512, 768), (768, 1), 0), primals_145, alpha=1, beta=1, out=buf324)
            del primals_144
            buf325 = empty_strided_cuda((512, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_93, mul_44, pow_12, mul_45, add_49, mul_46, tanh_11, add_50, hidden_states_71, view_131], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_mul_pow_tanh_view_6:122
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_mul_pow_tanh_view_6.run(buf324, buf325, 1572864, stream=stream0)
            buf326 = empty_strided_cuda((512, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: [aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:123
            extern_kernels.mm(buf325, primals_147, out=buf326)
            buf328 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.bool)
            buf329 = reinterpret_tensor(buf316, (4, 128, 768), (98304, 768, 1), 0); del buf316  # reuse
            buf333 = buf329; del buf329  # reuse
            buf334 = empty_strided_cuda((4, 128, 768), (98304, 768, 1), torch.float32)
            buf336 = empty_strided_cuda((4, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_91, attn_output_47, hidden_states_69, x_95, inductor_random, hidden_states_72, hidden_states_73, hidden_states_74, div], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_9:124
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_9.run(buf333, buf1, buf318, primals_140, buf302, primals_146, buf326, primals_148, primals_149, buf328, buf334, buf336, 24, 512, 768, stream=stream0)
            del buf1
            del buf302
            del buf326
            del primals_140
            del primals_146
            del primals_149
            buf335 = empty_strided_cuda((512, 50257), (50257, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_74, logits], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:125
            extern_kernels.mm(reinterpret_tensor(buf334, (512, 768), (768, 1), 0), reinterpret_tensor(primals_2, (768, 50257), (1, 768), 0), out=buf335)
        return (buf12, buf11, buf40, buf39, buf67, buf66, buf94, buf93, buf121, buf120, buf148, buf147, buf175, buf174, buf202, buf201, buf229, buf228, buf256, buf255, buf283, buf282, buf310, buf309, reinterpret_tensor(buf335, (4, 128, 50257), (6432896, 50257, 1), 0), primals_1, primals_2, primals_4, primals_7, primals_9, primals_10, primals_13, primals_15, primals_16, primals_19, primals_21, primals_22, primals_25, primals_27, primals_28, primals_31, primals_33, primals_34, primals_37, primals_39, primals_40, primals_43, primals_45, primals_46, primals_49, primals_51, primals_52, primals_55, primals_57, primals_58, primals_61, primals_63, primals_64, primals_67, primals_69, primals_70, primals_73, primals_75, primals_76, primals_79, primals_81, primals_82, primals_85, primals_87, primals_88, primals_91, primals_93, primals_94, primals_97, primals_99, primals_100, primals_103, primals_105, primals_106, primals_109, primals_111, primals_112, primals_115, primals_117, primals_118, primals_121, primals_123, primals_124, primals_127, primals_129, primals_130, primals_133, primals_135, primals_136, primals_139, primals_141, primals_142, primals_145, primals_147, primals_148, reinterpret_tensor(buf0, (1, 128), (128, 1), 0), buf3, buf8, reinterpret_tensor(buf10, (4, 12, 128, 64), (294912, 64, 2304, 1), 0), buf11, buf12, buf13, buf15, buf16, buf17, buf18, buf21, buf25, buf27, buf31, buf36, reinterpret_tensor(buf38, (4, 12, 128, 64), (294912, 64, 2304, 1), 0), buf39, buf40, buf42, buf43, buf44, buf45, buf48, buf52, buf54, buf58, buf63, reinterpret_tensor(buf65, (4, 12, 128, 64), (294912, 64, 2304, 1), 0), buf66, buf67, buf69, buf70, buf71, buf72, buf75, buf79, buf81, buf85, buf90, reinterpret_tensor(buf92, (4, 12, 128, 64), (294912, 64, 2304, 1), 0), buf93, buf94, buf96, buf97, buf98, buf99, buf102, buf106, buf108, buf112, buf117, reinterpret_tensor(buf119, (4, 12, 128, 64), (294912, 64, 2304, 1), 0), buf120, buf121, buf123, buf124, buf125, buf126, buf129, buf133, buf135, buf139, buf144, reinterpret_tensor(buf146, (4, 12, 128, 64), (294912, 64, 2304, 1), 0), buf147, buf148, buf150, buf151, buf152, buf153, buf156, buf160, buf162, buf166, buf171, reinterpret_tensor(buf173, (4, 12, 128, 64), (294912, 64, 2304, 1), 0), buf174, buf175, buf177, buf178, buf179, buf180, buf183, buf187, buf189, buf193, buf198, reinterpret_tensor(buf200, (4, 12, 128, 64), (294912, 64, 2304, 1), 0), buf201, buf202, buf204, buf205, buf206, buf207, buf210, buf214, buf216, buf220, buf225, reinterpret_tensor(buf227, (4, 12, 128, 64), (294912, 64, 2304, 1), 0), buf228, buf229, buf231, buf232, buf233, buf234, buf237, buf241, buf243, buf247, buf252, reinterpret_tensor(buf254, (4, 12, 128, 64), (294912, 64, 2304, 1), 0), buf255, buf256, buf258, buf259, buf260, buf261, buf264, buf268, buf270, buf274, buf279, reinterpret_tensor(buf281, (4, 12, 128, 64), (294912, 64, 2304, 1), 0), buf282, buf283, buf285, buf286, buf287, buf288, buf291, buf295, buf297, buf301, buf306, reinterpret_tensor(buf308, (4, 12, 128, 64), (294912, 64, 2304, 1), 0), buf309, buf310, buf312, buf313, buf314, buf315, buf318, buf322, buf324, buf328, buf333, reinterpret_tensor(buf334, (512, 768), (768, 1), 0), buf336, reinterpret_tensor(buf325, (3072, 512), (1, 3072), 0), reinterpret_tensor(buf323, (768, 512), (1, 768), 0), buf337, reinterpret_tensor(buf307, (768, 512), (1, 768), 0), buf338, reinterpret_tensor(buf298, (3072, 512), (1, 3072), 0), reinterpret_tensor(buf296, (768, 512), (1, 768), 0), buf339, reinterpret_tensor(buf280, (768, 512), (1, 768), 0), buf340, reinterpret_tensor(buf271, (3072, 512), (1, 3072), 0), reinterpret_tensor(buf269, (768, 512), (1, 768), 0), buf341, reinterpret_tensor(buf253, (768, 512), (1, 768), 0), buf342, reinterpret_tensor(buf244, (3072, 512), (1, 3072), 0), reinterpret_tensor(buf242, (768, 512), (1, 768), 0), buf343, reinterpret_tensor(buf226, (768, 512), (1, 768), 0), buf344, reinterpret_tensor(buf217, (3072, 512), (1, 3072), 0), reinterpret_tensor(buf215, (768, 512), (1, 768), 0), buf345, reinterpret_tensor(buf199, (768, 512), (1, 768), 0), buf346, reinterpret_tensor(buf190, (3072, 512), (1, 3072), 0), reinterpret_tensor(buf188, (768, 512), (1, 768), 0), buf347, reinterpret_tensor(buf172, (768, 512), (1, 768), 0), buf348, reinterpret_tensor(buf163, (3072, 512), (1, 3072), 0), reinterpret_tensor(buf161, (768, 512), (1, 768), 0), buf349, reinterpret_tensor(buf145, (768, 512), (1, 768), 0), buf350, reinterpret_tensor(buf136, (3072, 512), (1, 3072), 0), reinterpret_tensor(buf134, (768, 512), (1, 768), 0), buf351, reinterpret_tensor(buf118, (768, 512), (1, 768), 0), buf352, reinterpret_tensor(buf109, (3072, 512), (1, 3072), 0), reinterpret_tensor(buf107, (768, 512), (1, 768), 0), buf353, reinterpret_tensor(buf91, (768, 512), (1, 768), 0), buf354, reinterpret_tensor(buf82, (3072, 512), (1, 3072), 0), reinterpret_tensor(buf80, (768, 512), (1, 768), 0), buf355, reinterpret_tensor(buf64, (768, 512), (1, 768), 0), buf356, reinterpret_tensor(buf55, (3072, 512), (1, 3072), 0), reinterpret_tensor(buf53, (768, 512), (1, 768), 0), buf357, reinterpret_tensor(buf37, (768, 512), (1, 768), 0), buf358, reinterpret_tensor(buf28, (3072, 512), (1, 3072), 0), reinterpret_tensor(buf26, (768, 512), (1, 768), 0), buf359, reinterpret_tensor(buf9, (768, 512), (1, 768), 0), buf360, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((4, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    primals_2 = rand_strided((50257, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_3 = rand_strided((1024, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_4 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_5 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((2304, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_9 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_10 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_11 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_12 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_13 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_14 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_15 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_16 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_17 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_18 = rand_strided((2304, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_19 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    primals_20 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_21 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_22 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_23 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_24 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_25 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_26 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_27 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_28 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_29 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_30 = rand_strided((2304, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_31 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    primals_32 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_33 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_34 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_35 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_36 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_37 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_38 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_39 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_40 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_41 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_42 = rand_strided((2304, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_43 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    primals_44 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_45 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_46 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_47 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_48 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_49 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_50 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_51 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_52 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_53 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_54 = rand_strided((2304, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_55 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    primals_56 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_57 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_58 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_59 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_60 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_61 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_62 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_63 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_64 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_65 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_66 = rand_strided((2304, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_67 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    primals_68 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_69 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_70 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_71 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_72 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_73 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_74 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_75 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_76 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_77 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_78 = rand_strided((2304, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_79 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    primals_80 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_81 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_82 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_83 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_84 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_85 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_86 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_87 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_88 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_89 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_90 = rand_strided((2304, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_91 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    primals_92 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_93 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_94 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_95 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_96 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_97 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_98 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_99 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_100 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_101 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_102 = rand_strided((2304, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_103 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    primals_104 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_105 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_106 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_107 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_108 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_109 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_110 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_111 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_112 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_113 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_114 = rand_strided((2304, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_115 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    primals_116 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_117 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_118 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_119 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_120 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_121 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_122 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_123 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_124 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_125 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_126 = rand_strided((2304, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_127 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    primals_128 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_129 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_130 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_131 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_132 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_133 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_134 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_135 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_136 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_137 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_138 = rand_strided((2304, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_139 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    primals_140 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_141 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_142 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_143 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_144 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_145 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_146 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_147 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_148 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_149 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_51, primals_52, primals_53, primals_54, primals_55, primals_56, primals_57, primals_58, primals_59, primals_60, primals_61, primals_62, primals_63, primals_64, primals_65, primals_66, primals_67, primals_68, primals_69, primals_70, primals_71, primals_72, primals_73, primals_74, primals_75, primals_76, primals_77, primals_78, primals_79, primals_80, primals_81, primals_82, primals_83, primals_84, primals_85, primals_86, primals_87, primals_88, primals_89, primals_90, primals_91, primals_92, primals_93, primals_94, primals_95, primals_96, primals_97, primals_98, primals_99, primals_100, primals_101, primals_102, primals_103, primals_104, primals_105, primals_106, primals_107, primals_108, primals_109, primals_110, primals_111, primals_112, primals_113, primals_114, primals_115, primals_116, primals_117, primals_118, primals_119, primals_120, primals_121, primals_122, primals_123, primals_124, primals_125, primals_126, primals_127, primals_128, primals_129, primals_130, primals_131, primals_132, primals_133, primals_134, primals_135, primals_136, primals_137, primals_138, primals_139, primals_140, primals_141, primals_142, primals_143, primals_144, primals_145, primals_146, primals_147, primals_148, primals_149]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
