class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "i64[4, 128]", primals_2: "f32[50257, 768]", primals_4: "f32[768]", primals_7: "f32[768, 2304]", primals_9: "f32[768, 768]", primals_10: "f32[768]", primals_13: "f32[768, 3072]", primals_15: "f32[3072, 768]", primals_16: "f32[768]", primals_19: "f32[768, 2304]", primals_21: "f32[768, 768]", primals_22: "f32[768]", primals_25: "f32[768, 3072]", primals_27: "f32[3072, 768]", primals_28: "f32[768]", primals_31: "f32[768, 2304]", primals_33: "f32[768, 768]", primals_34: "f32[768]", primals_37: "f32[768, 3072]", primals_39: "f32[3072, 768]", primals_40: "f32[768]", primals_43: "f32[768, 2304]", primals_45: "f32[768, 768]", primals_46: "f32[768]", primals_49: "f32[768, 3072]", primals_51: "f32[3072, 768]", primals_52: "f32[768]", primals_55: "f32[768, 2304]", primals_57: "f32[768, 768]", primals_58: "f32[768]", primals_61: "f32[768, 3072]", primals_63: "f32[3072, 768]", primals_64: "f32[768]", primals_67: "f32[768, 2304]", primals_69: "f32[768, 768]", primals_70: "f32[768]", primals_73: "f32[768, 3072]", primals_75: "f32[3072, 768]", primals_76: "f32[768]", primals_79: "f32[768, 2304]", primals_81: "f32[768, 768]", primals_82: "f32[768]", primals_85: "f32[768, 3072]", primals_87: "f32[3072, 768]", primals_88: "f32[768]", primals_91: "f32[768, 2304]", primals_93: "f32[768, 768]", primals_94: "f32[768]", primals_97: "f32[768, 3072]", primals_99: "f32[3072, 768]", primals_100: "f32[768]", primals_103: "f32[768, 2304]", primals_105: "f32[768, 768]", primals_106: "f32[768]", primals_109: "f32[768, 3072]", primals_111: "f32[3072, 768]", primals_112: "f32[768]", primals_115: "f32[768, 2304]", primals_117: "f32[768, 768]", primals_118: "f32[768]", primals_121: "f32[768, 3072]", primals_123: "f32[3072, 768]", primals_124: "f32[768]", primals_127: "f32[768, 2304]", primals_129: "f32[768, 768]", primals_130: "f32[768]", primals_133: "f32[768, 3072]", primals_135: "f32[3072, 768]", primals_136: "f32[768]", primals_139: "f32[768, 2304]", primals_141: "f32[768, 768]", primals_142: "f32[768]", primals_145: "f32[768, 3072]", primals_147: "f32[3072, 768]", primals_148: "f32[768]", unsqueeze: "i64[1, 128]", gt: "b8[4, 128, 768]", mul_2: "f32[4, 128, 768]", permute_2: "f32[4, 12, 128, 64]", clone: "f32[4, 12, 128, 64]", clone_1: "f32[4, 12, 128, 64]", where: "f32[4, 1, 128, 128]", getitem_5: "f32[4, 12, 128, 64]", getitem_6: "f32[4, 12, 128]", getitem_7: "i64[]", getitem_8: "i64[]", gt_1: "b8[4, 128, 768]", mul_6: "f32[4, 128, 768]", addmm_2: "f32[512, 3072]", gt_2: "b8[4, 128, 768]", mul_14: "f32[4, 128, 768]", permute_6: "f32[4, 12, 128, 64]", clone_2: "f32[4, 12, 128, 64]", clone_3: "f32[4, 12, 128, 64]", getitem_16: "f32[4, 12, 128, 64]", getitem_17: "f32[4, 12, 128]", getitem_18: "i64[]", getitem_19: "i64[]", gt_3: "b8[4, 128, 768]", mul_18: "f32[4, 128, 768]", addmm_6: "f32[512, 3072]", gt_4: "b8[4, 128, 768]", mul_26: "f32[4, 128, 768]", permute_10: "f32[4, 12, 128, 64]", clone_4: "f32[4, 12, 128, 64]", clone_5: "f32[4, 12, 128, 64]", getitem_27: "f32[4, 12, 128, 64]", getitem_28: "f32[4, 12, 128]", getitem_29: "i64[]", getitem_30: "i64[]", gt_5: "b8[4, 128, 768]", mul_30: "f32[4, 128, 768]", addmm_10: "f32[512, 3072]", gt_6: "b8[4, 128, 768]", mul_38: "f32[4, 128, 768]", permute_14: "f32[4, 12, 128, 64]", clone_6: "f32[4, 12, 128, 64]", clone_7: "f32[4, 12, 128, 64]", getitem_38: "f32[4, 12, 128, 64]", getitem_39: "f32[4, 12, 128]", getitem_40: "i64[]", getitem_41: "i64[]", gt_7: "b8[4, 128, 768]", mul_42: "f32[4, 128, 768]", addmm_14: "f32[512, 3072]", gt_8: "b8[4, 128, 768]", mul_50: "f32[4, 128, 768]", permute_18: "f32[4, 12, 128, 64]", clone_8: "f32[4, 12, 128, 64]", clone_9: "f32[4, 12, 128, 64]", getitem_49: "f32[4, 12, 128, 64]", getitem_50: "f32[4, 12, 128]", getitem_51: "i64[]", getitem_52: "i64[]", gt_9: "b8[4, 128, 768]", mul_54: "f32[4, 128, 768]", addmm_18: "f32[512, 3072]", gt_10: "b8[4, 128, 768]", mul_62: "f32[4, 128, 768]", permute_22: "f32[4, 12, 128, 64]", clone_10: "f32[4, 12, 128, 64]", clone_11: "f32[4, 12, 128, 64]", getitem_60: "f32[4, 12, 128, 64]", getitem_61: "f32[4, 12, 128]", getitem_62: "i64[]", getitem_63: "i64[]", gt_11: "b8[4, 128, 768]", mul_66: "f32[4, 128, 768]", addmm_22: "f32[512, 3072]", gt_12: "b8[4, 128, 768]", mul_74: "f32[4, 128, 768]", permute_26: "f32[4, 12, 128, 64]", clone_12: "f32[4, 12, 128, 64]", clone_13: "f32[4, 12, 128, 64]", getitem_71: "f32[4, 12, 128, 64]", getitem_72: "f32[4, 12, 128]", getitem_73: "i64[]", getitem_74: "i64[]", gt_13: "b8[4, 128, 768]", mul_78: "f32[4, 128, 768]", addmm_26: "f32[512, 3072]", gt_14: "b8[4, 128, 768]", mul_86: "f32[4, 128, 768]", permute_30: "f32[4, 12, 128, 64]", clone_14: "f32[4, 12, 128, 64]", clone_15: "f32[4, 12, 128, 64]", getitem_82: "f32[4, 12, 128, 64]", getitem_83: "f32[4, 12, 128]", getitem_84: "i64[]", getitem_85: "i64[]", gt_15: "b8[4, 128, 768]", mul_90: "f32[4, 128, 768]", addmm_30: "f32[512, 3072]", gt_16: "b8[4, 128, 768]", mul_98: "f32[4, 128, 768]", permute_34: "f32[4, 12, 128, 64]", clone_16: "f32[4, 12, 128, 64]", clone_17: "f32[4, 12, 128, 64]", getitem_93: "f32[4, 12, 128, 64]", getitem_94: "f32[4, 12, 128]", getitem_95: "i64[]", getitem_96: "i64[]", gt_17: "b8[4, 128, 768]", mul_102: "f32[4, 128, 768]", addmm_34: "f32[512, 3072]", gt_18: "b8[4, 128, 768]", mul_110: "f32[4, 128, 768]", permute_38: "f32[4, 12, 128, 64]", clone_18: "f32[4, 12, 128, 64]", clone_19: "f32[4, 12, 128, 64]", getitem_104: "f32[4, 12, 128, 64]", getitem_105: "f32[4, 12, 128]", getitem_106: "i64[]", getitem_107: "i64[]", gt_19: "b8[4, 128, 768]", mul_114: "f32[4, 128, 768]", addmm_38: "f32[512, 3072]", gt_20: "b8[4, 128, 768]", mul_122: "f32[4, 128, 768]", permute_42: "f32[4, 12, 128, 64]", clone_20: "f32[4, 12, 128, 64]", clone_21: "f32[4, 12, 128, 64]", getitem_115: "f32[4, 12, 128, 64]", getitem_116: "f32[4, 12, 128]", getitem_117: "i64[]", getitem_118: "i64[]", gt_21: "b8[4, 128, 768]", mul_126: "f32[4, 128, 768]", addmm_42: "f32[512, 3072]", gt_22: "b8[4, 128, 768]", mul_134: "f32[4, 128, 768]", permute_46: "f32[4, 12, 128, 64]", clone_22: "f32[4, 12, 128, 64]", clone_23: "f32[4, 12, 128, 64]", getitem_126: "f32[4, 12, 128, 64]", getitem_127: "f32[4, 12, 128]", getitem_128: "i64[]", getitem_129: "i64[]", gt_23: "b8[4, 128, 768]", mul_138: "f32[4, 128, 768]", addmm_46: "f32[512, 3072]", gt_24: "b8[4, 128, 768]", mul_146: "f32[4, 128, 768]", view_146: "f32[512, 768]", div: "f32[4, 128, 1]", permute_54: "f32[3072, 512]", permute_56: "f32[768, 512]", div_1: "f32[4, 128, 1]", permute_64: "f32[768, 512]", div_2: "f32[4, 128, 1]", permute_66: "f32[3072, 512]", permute_68: "f32[768, 512]", div_3: "f32[4, 128, 1]", permute_76: "f32[768, 512]", div_4: "f32[4, 128, 1]", permute_78: "f32[3072, 512]", permute_80: "f32[768, 512]", div_5: "f32[4, 128, 1]", permute_88: "f32[768, 512]", div_6: "f32[4, 128, 1]", permute_90: "f32[3072, 512]", permute_92: "f32[768, 512]", div_7: "f32[4, 128, 1]", permute_100: "f32[768, 512]", div_8: "f32[4, 128, 1]", permute_102: "f32[3072, 512]", permute_104: "f32[768, 512]", div_9: "f32[4, 128, 1]", permute_112: "f32[768, 512]", div_10: "f32[4, 128, 1]", permute_114: "f32[3072, 512]", permute_116: "f32[768, 512]", div_11: "f32[4, 128, 1]", permute_124: "f32[768, 512]", div_12: "f32[4, 128, 1]", permute_126: "f32[3072, 512]", permute_128: "f32[768, 512]", div_13: "f32[4, 128, 1]", permute_136: "f32[768, 512]", div_14: "f32[4, 128, 1]", permute_138: "f32[3072, 512]", permute_140: "f32[768, 512]", div_15: "f32[4, 128, 1]", permute_148: "f32[768, 512]", div_16: "f32[4, 128, 1]", permute_150: "f32[3072, 512]", permute_152: "f32[768, 512]", div_17: "f32[4, 128, 1]", permute_160: "f32[768, 512]", div_18: "f32[4, 128, 1]", permute_162: "f32[3072, 512]", permute_164: "f32[768, 512]", div_19: "f32[4, 128, 1]", permute_172: "f32[768, 512]", div_20: "f32[4, 128, 1]", permute_174: "f32[3072, 512]", permute_176: "f32[768, 512]", div_21: "f32[4, 128, 1]", permute_184: "f32[768, 512]", div_22: "f32[4, 128, 1]", permute_186: "f32[3072, 512]", permute_188: "f32[768, 512]", div_23: "f32[4, 128, 1]", permute_196: "f32[768, 512]", div_24: "f32[4, 128, 1]", tangents_1: "f32[4, 12, 128, 64]", tangents_2: "f32[4, 12, 128, 64]", tangents_3: "f32[4, 12, 128, 64]", tangents_4: "f32[4, 12, 128, 64]", tangents_5: "f32[4, 12, 128, 64]", tangents_6: "f32[4, 12, 128, 64]", tangents_7: "f32[4, 12, 128, 64]", tangents_8: "f32[4, 12, 128, 64]", tangents_9: "f32[4, 12, 128, 64]", tangents_10: "f32[4, 12, 128, 64]", tangents_11: "f32[4, 12, 128, 64]", tangents_12: "f32[4, 12, 128, 64]", tangents_13: "f32[4, 12, 128, 64]", tangents_14: "f32[4, 12, 128, 64]", tangents_15: "f32[4, 12, 128, 64]", tangents_16: "f32[4, 12, 128, 64]", tangents_17: "f32[4, 12, 128, 64]", tangents_18: "f32[4, 12, 128, 64]", tangents_19: "f32[4, 12, 128, 64]", tangents_20: "f32[4, 12, 128, 64]", tangents_21: "f32[4, 12, 128, 64]", tangents_22: "f32[4, 12, 128, 64]", tangents_23: "f32[4, 12, 128, 64]", tangents_24: "f32[4, 12, 128, 64]", tangents_25: "f32[4, 128, 50257]"):
        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:697 in forward, code: logits = self.lm_head(hidden_states[:, slice_indices, :])
        view_148: "f32[512, 50257]" = torch.ops.aten.view.default(tangents_25, [512, 50257]);  tangents_25 = None
        permute_49: "f32[50257, 512]" = torch.ops.aten.permute.default(view_148, [1, 0])
        mm_1: "f32[50257, 768]" = torch.ops.aten.mm.default(permute_49, view_146);  permute_49 = view_146 = None
        permute_48: "f32[768, 50257]" = torch.ops.aten.permute.default(primals_2, [1, 0]);  primals_2 = None
        permute_51: "f32[50257, 768]" = torch.ops.aten.permute.default(permute_48, [1, 0]);  permute_48 = None
        mm_2: "f32[512, 768]" = torch.ops.aten.mm.default(view_148, permute_51);  view_148 = permute_51 = None
        view_149: "f32[4, 128, 768]" = torch.ops.aten.view.default(mm_2, [4, 128, 768]);  mm_2 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:619 in forward, code: hidden_states = self.ln_f(hidden_states)
        mul_149: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(view_149, primals_148);  primals_148 = None
        mul_150: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_149, 768)
        sum_1: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_149, [2], True)
        mul_151: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_149, mul_146);  mul_149 = None
        sum_2: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_151, [2], True);  mul_151 = None
        mul_152: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_146, sum_2);  sum_2 = None
        sub_26: "f32[4, 128, 768]" = torch.ops.aten.sub.Tensor(mul_150, sum_1);  mul_150 = sum_1 = None
        sub_27: "f32[4, 128, 768]" = torch.ops.aten.sub.Tensor(sub_26, mul_152);  sub_26 = mul_152 = None
        mul_153: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(div, sub_27);  div = sub_27 = None
        mul_154: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(view_149, mul_146);  mul_146 = None
        sum_3: "f32[768]" = torch.ops.aten.sum.dim_IntList(mul_154, [0, 1]);  mul_154 = None
        sum_4: "f32[768]" = torch.ops.aten.sum.dim_IntList(view_149, [0, 1]);  view_149 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:242 in forward, code: hidden_states = self.dropout(hidden_states)
        convert_element_type: "f32[4, 128, 768]" = torch.ops.prims.convert_element_type.default(gt_24, torch.float32);  gt_24 = None
        mul_155: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(convert_element_type, 1.1111111111111112);  convert_element_type = None
        mul_156: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_153, mul_155);  mul_155 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_151: "f32[512, 768]" = torch.ops.aten.view.default(mul_156, [512, 768]);  mul_156 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_53: "f32[768, 3072]" = torch.ops.aten.permute.default(primals_147, [1, 0]);  primals_147 = None
        mm_3: "f32[512, 3072]" = torch.ops.aten.mm.default(view_151, permute_53);  permute_53 = None
        mm_4: "f32[3072, 768]" = torch.ops.aten.mm.default(permute_54, view_151);  permute_54 = None
        sum_5: "f32[1, 768]" = torch.ops.aten.sum.dim_IntList(view_151, [0], True);  view_151 = None
        view_152: "f32[768]" = torch.ops.aten.view.default(sum_5, [768]);  sum_5 = None
        view_153: "f32[4, 128, 3072]" = torch.ops.aten.view.default(mm_3, [4, 128, 3072]);  mm_3 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_142: "f32[4, 128, 3072]" = torch.ops.aten.view.default(addmm_46, [4, 128, 3072]);  addmm_46 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/activations.py:66 in forward, code: return 0.5 * input * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (input + 0.044715 * torch.pow(input, 3.0))))
        mul_140: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(view_142, 0.5)
        mul_157: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(view_153, mul_140);  mul_140 = None
        pow_12: "f32[4, 128, 3072]" = torch.ops.aten.pow.Tensor_Scalar(view_142, 3.0)
        mul_141: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(pow_12, 0.044715);  pow_12 = None
        add_97: "f32[4, 128, 3072]" = torch.ops.aten.add.Tensor(view_142, mul_141);  mul_141 = None
        mul_142: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(add_97, 0.7978845608028654);  add_97 = None
        tanh_11: "f32[4, 128, 3072]" = torch.ops.aten.tanh.default(mul_142);  mul_142 = None
        add_98: "f32[4, 128, 3072]" = torch.ops.aten.add.Tensor(tanh_11, 1.0)
        mul_158: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(view_153, add_98);  view_153 = add_98 = None
        mul_159: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(tanh_11, tanh_11);  tanh_11 = None
        sub_28: "f32[4, 128, 3072]" = torch.ops.aten.sub.Tensor(1, mul_159);  mul_159 = None
        mul_160: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_157, sub_28);  mul_157 = sub_28 = None
        mul_161: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_160, 0.7978845608028654);  mul_160 = None
        mul_162: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_161, 0.044715)
        pow_13: "f32[4, 128, 3072]" = torch.ops.aten.pow.Tensor_Scalar(view_142, 2.0);  view_142 = None
        mul_163: "f32[4, 128, 3072]" = torch.ops.aten.mul.Scalar(pow_13, 3.0);  pow_13 = None
        mul_164: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_162, mul_163);  mul_162 = mul_163 = None
        add_102: "f32[4, 128, 3072]" = torch.ops.aten.add.Tensor(mul_161, mul_164);  mul_161 = mul_164 = None
        mul_165: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_158, 0.5);  mul_158 = None
        add_103: "f32[4, 128, 3072]" = torch.ops.aten.add.Tensor(add_102, mul_165);  add_102 = mul_165 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_154: "f32[512, 3072]" = torch.ops.aten.view.default(add_103, [512, 3072]);  add_103 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_55: "f32[3072, 768]" = torch.ops.aten.permute.default(primals_145, [1, 0]);  primals_145 = None
        mm_5: "f32[512, 768]" = torch.ops.aten.mm.default(view_154, permute_55);  permute_55 = None
        mm_6: "f32[768, 3072]" = torch.ops.aten.mm.default(permute_56, view_154);  permute_56 = None
        sum_6: "f32[1, 3072]" = torch.ops.aten.sum.dim_IntList(view_154, [0], True);  view_154 = None
        view_155: "f32[3072]" = torch.ops.aten.view.default(sum_6, [3072]);  sum_6 = None
        view_156: "f32[4, 128, 768]" = torch.ops.aten.view.default(mm_5, [4, 128, 768]);  mm_5 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:304 in forward, code: hidden_states = self.ln_2(hidden_states)
        mul_167: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(view_156, primals_142);  primals_142 = None
        mul_168: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_167, 768)
        sum_7: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_167, [2], True)
        mul_169: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_167, mul_138);  mul_167 = None
        sum_8: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_169, [2], True);  mul_169 = None
        mul_170: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_138, sum_8);  sum_8 = None
        sub_30: "f32[4, 128, 768]" = torch.ops.aten.sub.Tensor(mul_168, sum_7);  mul_168 = sum_7 = None
        sub_31: "f32[4, 128, 768]" = torch.ops.aten.sub.Tensor(sub_30, mul_170);  sub_30 = mul_170 = None
        mul_171: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(div_1, sub_31);  div_1 = sub_31 = None
        mul_172: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(view_156, mul_138);  mul_138 = None
        sum_9: "f32[768]" = torch.ops.aten.sum.dim_IntList(mul_172, [0, 1]);  mul_172 = None
        sum_10: "f32[768]" = torch.ops.aten.sum.dim_IntList(view_156, [0, 1]);  view_156 = None
        add_104: "f32[4, 128, 768]" = torch.ops.aten.add.Tensor(mul_153, mul_171);  mul_153 = mul_171 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:224 in forward, code: attn_output = self.resid_dropout(attn_output)
        convert_element_type_1: "f32[4, 128, 768]" = torch.ops.prims.convert_element_type.default(gt_23, torch.float32);  gt_23 = None
        mul_173: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(convert_element_type_1, 1.1111111111111112);  convert_element_type_1 = None
        mul_174: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(add_104, mul_173);  mul_173 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_157: "f32[512, 768]" = torch.ops.aten.view.default(mul_174, [512, 768]);  mul_174 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_57: "f32[768, 768]" = torch.ops.aten.permute.default(primals_141, [1, 0]);  primals_141 = None
        mm_7: "f32[512, 768]" = torch.ops.aten.mm.default(view_157, permute_57);  permute_57 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_47: "f32[4, 128, 12, 64]" = torch.ops.aten.permute.default(getitem_126, [0, 2, 1, 3])

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:222 in forward, code: attn_output = attn_output.reshape(*attn_output.shape[:-2], -1).contiguous()
        view_138: "f32[4, 128, 768]" = torch.ops.aten.view.default(permute_47, [4, 128, -1]);  permute_47 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_139: "f32[512, 768]" = torch.ops.aten.view.default(view_138, [-1, 768]);  view_138 = None
        permute_58: "f32[768, 512]" = torch.ops.aten.permute.default(view_139, [1, 0]);  view_139 = None
        mm_8: "f32[768, 768]" = torch.ops.aten.mm.default(permute_58, view_157);  permute_58 = None
        sum_11: "f32[1, 768]" = torch.ops.aten.sum.dim_IntList(view_157, [0], True);  view_157 = None
        view_158: "f32[768]" = torch.ops.aten.view.default(sum_11, [768]);  sum_11 = None
        view_159: "f32[4, 128, 768]" = torch.ops.aten.view.default(mm_7, [4, 128, 768]);  mm_7 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:222 in forward, code: attn_output = attn_output.reshape(*attn_output.shape[:-2], -1).contiguous()
        view_160: "f32[4, 128, 12, 64]" = torch.ops.aten.view.default(view_159, [4, 128, 12, 64]);  view_159 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_59: "f32[4, 12, 128, 64]" = torch.ops.aten.permute.default(view_160, [0, 2, 1, 3]);  view_160 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:158 in sdpa_attention_forward, code: attn_output = torch.nn.functional.scaled_dot_product_attention(
        expand_1: "f32[4, 12, 128, 128]" = torch.ops.aten.expand.default(where, [4, 12, 128, 128]);  where = None
        _scaled_dot_product_efficient_attention_backward = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(permute_59, permute_46, clone_22, clone_23, expand_1, getitem_126, getitem_127, getitem_128, getitem_129, 0.1, [True, True, True, False], scale = 0.125);  permute_59 = permute_46 = clone_22 = clone_23 = getitem_126 = getitem_127 = getitem_128 = getitem_129 = None
        getitem_134: "f32[4, 12, 128, 64]" = _scaled_dot_product_efficient_attention_backward[0]
        getitem_135: "f32[4, 12, 128, 64]" = _scaled_dot_product_efficient_attention_backward[1]
        getitem_136: "f32[4, 12, 128, 64]" = _scaled_dot_product_efficient_attention_backward[2];  _scaled_dot_product_efficient_attention_backward = None
        add_105: "f32[4, 12, 128, 64]" = torch.ops.aten.add.Tensor(tangents_24, getitem_135);  tangents_24 = getitem_135 = None
        add_106: "f32[4, 12, 128, 64]" = torch.ops.aten.add.Tensor(tangents_23, getitem_136);  tangents_23 = getitem_136 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:191 in forward, code: query_states = query_states.view(shape_q).transpose(1, 2)
        permute_60: "f32[4, 128, 12, 64]" = torch.ops.aten.permute.default(getitem_134, [0, 2, 1, 3]);  getitem_134 = None
        view_161: "f32[4, 128, 768]" = torch.ops.aten.view.default(permute_60, [4, 128, 768]);  permute_60 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:188 in forward, code: value_states = value_states.view(shape_kv).transpose(1, 2)
        permute_61: "f32[4, 128, 12, 64]" = torch.ops.aten.permute.default(add_106, [0, 2, 1, 3]);  add_106 = None
        clone_26: "f32[4, 128, 12, 64]" = torch.ops.aten.clone.default(permute_61, memory_format = torch.contiguous_format);  permute_61 = None
        view_162: "f32[4, 128, 768]" = torch.ops.aten.view.default(clone_26, [4, 128, 768]);  clone_26 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:187 in forward, code: key_states = key_states.view(shape_kv).transpose(1, 2)
        permute_62: "f32[4, 128, 12, 64]" = torch.ops.aten.permute.default(add_105, [0, 2, 1, 3]);  add_105 = None
        clone_27: "f32[4, 128, 12, 64]" = torch.ops.aten.clone.default(permute_62, memory_format = torch.contiguous_format);  permute_62 = None
        view_163: "f32[4, 128, 768]" = torch.ops.aten.view.default(clone_27, [4, 128, 768]);  clone_27 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:185 in forward, code: query_states, key_states, value_states = self.c_attn(hidden_states).split(self.split_size, dim=2)
        cat: "f32[4, 128, 2304]" = torch.ops.aten.cat.default([view_161, view_163, view_162], 2);  view_161 = view_163 = view_162 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_164: "f32[512, 2304]" = torch.ops.aten.view.default(cat, [512, 2304]);  cat = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_63: "f32[2304, 768]" = torch.ops.aten.permute.default(primals_139, [1, 0]);  primals_139 = None
        mm_9: "f32[512, 768]" = torch.ops.aten.mm.default(view_164, permute_63);  permute_63 = None
        mm_10: "f32[768, 2304]" = torch.ops.aten.mm.default(permute_64, view_164);  permute_64 = None
        sum_12: "f32[1, 2304]" = torch.ops.aten.sum.dim_IntList(view_164, [0], True);  view_164 = None
        view_165: "f32[2304]" = torch.ops.aten.view.default(sum_12, [2304]);  sum_12 = None
        view_166: "f32[4, 128, 768]" = torch.ops.aten.view.default(mm_9, [4, 128, 768]);  mm_9 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:273 in forward, code: hidden_states = self.ln_1(hidden_states)
        mul_176: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(view_166, primals_136);  primals_136 = None
        mul_177: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_176, 768)
        sum_13: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_176, [2], True)
        mul_178: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_176, mul_134);  mul_176 = None
        sum_14: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_178, [2], True);  mul_178 = None
        mul_179: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_134, sum_14);  sum_14 = None
        sub_33: "f32[4, 128, 768]" = torch.ops.aten.sub.Tensor(mul_177, sum_13);  mul_177 = sum_13 = None
        sub_34: "f32[4, 128, 768]" = torch.ops.aten.sub.Tensor(sub_33, mul_179);  sub_33 = mul_179 = None
        mul_180: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(div_2, sub_34);  div_2 = sub_34 = None
        mul_181: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(view_166, mul_134);  mul_134 = None
        sum_15: "f32[768]" = torch.ops.aten.sum.dim_IntList(mul_181, [0, 1]);  mul_181 = None
        sum_16: "f32[768]" = torch.ops.aten.sum.dim_IntList(view_166, [0, 1]);  view_166 = None
        add_107: "f32[4, 128, 768]" = torch.ops.aten.add.Tensor(add_104, mul_180);  add_104 = mul_180 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:242 in forward, code: hidden_states = self.dropout(hidden_states)
        convert_element_type_2: "f32[4, 128, 768]" = torch.ops.prims.convert_element_type.default(gt_22, torch.float32);  gt_22 = None
        mul_182: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(convert_element_type_2, 1.1111111111111112);  convert_element_type_2 = None
        mul_183: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(add_107, mul_182);  mul_182 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_167: "f32[512, 768]" = torch.ops.aten.view.default(mul_183, [512, 768]);  mul_183 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_65: "f32[768, 3072]" = torch.ops.aten.permute.default(primals_135, [1, 0]);  primals_135 = None
        mm_11: "f32[512, 3072]" = torch.ops.aten.mm.default(view_167, permute_65);  permute_65 = None
        mm_12: "f32[3072, 768]" = torch.ops.aten.mm.default(permute_66, view_167);  permute_66 = None
        sum_17: "f32[1, 768]" = torch.ops.aten.sum.dim_IntList(view_167, [0], True);  view_167 = None
        view_168: "f32[768]" = torch.ops.aten.view.default(sum_17, [768]);  sum_17 = None
        view_169: "f32[4, 128, 3072]" = torch.ops.aten.view.default(mm_11, [4, 128, 3072]);  mm_11 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_130: "f32[4, 128, 3072]" = torch.ops.aten.view.default(addmm_42, [4, 128, 3072]);  addmm_42 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/activations.py:66 in forward, code: return 0.5 * input * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (input + 0.044715 * torch.pow(input, 3.0))))
        mul_128: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(view_130, 0.5)
        mul_184: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(view_169, mul_128);  mul_128 = None
        pow_11: "f32[4, 128, 3072]" = torch.ops.aten.pow.Tensor_Scalar(view_130, 3.0)
        mul_129: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(pow_11, 0.044715);  pow_11 = None
        add_89: "f32[4, 128, 3072]" = torch.ops.aten.add.Tensor(view_130, mul_129);  mul_129 = None
        mul_130: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(add_89, 0.7978845608028654);  add_89 = None
        tanh_10: "f32[4, 128, 3072]" = torch.ops.aten.tanh.default(mul_130);  mul_130 = None
        add_90: "f32[4, 128, 3072]" = torch.ops.aten.add.Tensor(tanh_10, 1.0)
        mul_185: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(view_169, add_90);  view_169 = add_90 = None
        mul_186: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(tanh_10, tanh_10);  tanh_10 = None
        sub_35: "f32[4, 128, 3072]" = torch.ops.aten.sub.Tensor(1, mul_186);  mul_186 = None
        mul_187: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_184, sub_35);  mul_184 = sub_35 = None
        mul_188: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_187, 0.7978845608028654);  mul_187 = None
        mul_189: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_188, 0.044715)
        pow_14: "f32[4, 128, 3072]" = torch.ops.aten.pow.Tensor_Scalar(view_130, 2.0);  view_130 = None
        mul_190: "f32[4, 128, 3072]" = torch.ops.aten.mul.Scalar(pow_14, 3.0);  pow_14 = None
        mul_191: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_189, mul_190);  mul_189 = mul_190 = None
        add_108: "f32[4, 128, 3072]" = torch.ops.aten.add.Tensor(mul_188, mul_191);  mul_188 = mul_191 = None
        mul_192: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_185, 0.5);  mul_185 = None
        add_109: "f32[4, 128, 3072]" = torch.ops.aten.add.Tensor(add_108, mul_192);  add_108 = mul_192 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_170: "f32[512, 3072]" = torch.ops.aten.view.default(add_109, [512, 3072]);  add_109 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_67: "f32[3072, 768]" = torch.ops.aten.permute.default(primals_133, [1, 0]);  primals_133 = None
        mm_13: "f32[512, 768]" = torch.ops.aten.mm.default(view_170, permute_67);  permute_67 = None
        mm_14: "f32[768, 3072]" = torch.ops.aten.mm.default(permute_68, view_170);  permute_68 = None
        sum_18: "f32[1, 3072]" = torch.ops.aten.sum.dim_IntList(view_170, [0], True);  view_170 = None
        view_171: "f32[3072]" = torch.ops.aten.view.default(sum_18, [3072]);  sum_18 = None
        view_172: "f32[4, 128, 768]" = torch.ops.aten.view.default(mm_13, [4, 128, 768]);  mm_13 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:304 in forward, code: hidden_states = self.ln_2(hidden_states)
        mul_194: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(view_172, primals_130);  primals_130 = None
        mul_195: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_194, 768)
        sum_19: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_194, [2], True)
        mul_196: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_194, mul_126);  mul_194 = None
        sum_20: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_196, [2], True);  mul_196 = None
        mul_197: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_126, sum_20);  sum_20 = None
        sub_37: "f32[4, 128, 768]" = torch.ops.aten.sub.Tensor(mul_195, sum_19);  mul_195 = sum_19 = None
        sub_38: "f32[4, 128, 768]" = torch.ops.aten.sub.Tensor(sub_37, mul_197);  sub_37 = mul_197 = None
        mul_198: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(div_3, sub_38);  div_3 = sub_38 = None
        mul_199: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(view_172, mul_126);  mul_126 = None
        sum_21: "f32[768]" = torch.ops.aten.sum.dim_IntList(mul_199, [0, 1]);  mul_199 = None
        sum_22: "f32[768]" = torch.ops.aten.sum.dim_IntList(view_172, [0, 1]);  view_172 = None
        add_110: "f32[4, 128, 768]" = torch.ops.aten.add.Tensor(add_107, mul_198);  add_107 = mul_198 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:224 in forward, code: attn_output = self.resid_dropout(attn_output)
        convert_element_type_3: "f32[4, 128, 768]" = torch.ops.prims.convert_element_type.default(gt_21, torch.float32);  gt_21 = None
        mul_200: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(convert_element_type_3, 1.1111111111111112);  convert_element_type_3 = None
        mul_201: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(add_110, mul_200);  mul_200 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_173: "f32[512, 768]" = torch.ops.aten.view.default(mul_201, [512, 768]);  mul_201 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_69: "f32[768, 768]" = torch.ops.aten.permute.default(primals_129, [1, 0]);  primals_129 = None
        mm_15: "f32[512, 768]" = torch.ops.aten.mm.default(view_173, permute_69);  permute_69 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_43: "f32[4, 128, 12, 64]" = torch.ops.aten.permute.default(getitem_115, [0, 2, 1, 3])

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:222 in forward, code: attn_output = attn_output.reshape(*attn_output.shape[:-2], -1).contiguous()
        view_126: "f32[4, 128, 768]" = torch.ops.aten.view.default(permute_43, [4, 128, -1]);  permute_43 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_127: "f32[512, 768]" = torch.ops.aten.view.default(view_126, [-1, 768]);  view_126 = None
        permute_70: "f32[768, 512]" = torch.ops.aten.permute.default(view_127, [1, 0]);  view_127 = None
        mm_16: "f32[768, 768]" = torch.ops.aten.mm.default(permute_70, view_173);  permute_70 = None
        sum_23: "f32[1, 768]" = torch.ops.aten.sum.dim_IntList(view_173, [0], True);  view_173 = None
        view_174: "f32[768]" = torch.ops.aten.view.default(sum_23, [768]);  sum_23 = None
        view_175: "f32[4, 128, 768]" = torch.ops.aten.view.default(mm_15, [4, 128, 768]);  mm_15 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:222 in forward, code: attn_output = attn_output.reshape(*attn_output.shape[:-2], -1).contiguous()
        view_176: "f32[4, 128, 12, 64]" = torch.ops.aten.view.default(view_175, [4, 128, 12, 64]);  view_175 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_71: "f32[4, 12, 128, 64]" = torch.ops.aten.permute.default(view_176, [0, 2, 1, 3]);  view_176 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:158 in sdpa_attention_forward, code: attn_output = torch.nn.functional.scaled_dot_product_attention(
        _scaled_dot_product_efficient_attention_backward_1 = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(permute_71, permute_42, clone_20, clone_21, expand_1, getitem_115, getitem_116, getitem_117, getitem_118, 0.1, [True, True, True, False], scale = 0.125);  permute_71 = permute_42 = clone_20 = clone_21 = getitem_115 = getitem_116 = getitem_117 = getitem_118 = None
        getitem_138: "f32[4, 12, 128, 64]" = _scaled_dot_product_efficient_attention_backward_1[0]
        getitem_139: "f32[4, 12, 128, 64]" = _scaled_dot_product_efficient_attention_backward_1[1]
        getitem_140: "f32[4, 12, 128, 64]" = _scaled_dot_product_efficient_attention_backward_1[2];  _scaled_dot_product_efficient_attention_backward_1 = None
        add_111: "f32[4, 12, 128, 64]" = torch.ops.aten.add.Tensor(tangents_22, getitem_139);  tangents_22 = getitem_139 = None
        add_112: "f32[4, 12, 128, 64]" = torch.ops.aten.add.Tensor(tangents_21, getitem_140);  tangents_21 = getitem_140 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:191 in forward, code: query_states = query_states.view(shape_q).transpose(1, 2)
        permute_72: "f32[4, 128, 12, 64]" = torch.ops.aten.permute.default(getitem_138, [0, 2, 1, 3]);  getitem_138 = None
        view_177: "f32[4, 128, 768]" = torch.ops.aten.view.default(permute_72, [4, 128, 768]);  permute_72 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:188 in forward, code: value_states = value_states.view(shape_kv).transpose(1, 2)
        permute_73: "f32[4, 128, 12, 64]" = torch.ops.aten.permute.default(add_112, [0, 2, 1, 3]);  add_112 = None
        clone_30: "f32[4, 128, 12, 64]" = torch.ops.aten.clone.default(permute_73, memory_format = torch.contiguous_format);  permute_73 = None
        view_178: "f32[4, 128, 768]" = torch.ops.aten.view.default(clone_30, [4, 128, 768]);  clone_30 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:187 in forward, code: key_states = key_states.view(shape_kv).transpose(1, 2)
        permute_74: "f32[4, 128, 12, 64]" = torch.ops.aten.permute.default(add_111, [0, 2, 1, 3]);  add_111 = None
        clone_31: "f32[4, 128, 12, 64]" = torch.ops.aten.clone.default(permute_74, memory_format = torch.contiguous_format);  permute_74 = None
        view_179: "f32[4, 128, 768]" = torch.ops.aten.view.default(clone_31, [4, 128, 768]);  clone_31 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:185 in forward, code: query_states, key_states, value_states = self.c_attn(hidden_states).split(self.split_size, dim=2)
        cat_1: "f32[4, 128, 2304]" = torch.ops.aten.cat.default([view_177, view_179, view_178], 2);  view_177 = view_179 = view_178 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_180: "f32[512, 2304]" = torch.ops.aten.view.default(cat_1, [512, 2304]);  cat_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_75: "f32[2304, 768]" = torch.ops.aten.permute.default(primals_127, [1, 0]);  primals_127 = None
        mm_17: "f32[512, 768]" = torch.ops.aten.mm.default(view_180, permute_75);  permute_75 = None
        mm_18: "f32[768, 2304]" = torch.ops.aten.mm.default(permute_76, view_180);  permute_76 = None
        sum_24: "f32[1, 2304]" = torch.ops.aten.sum.dim_IntList(view_180, [0], True);  view_180 = None
        view_181: "f32[2304]" = torch.ops.aten.view.default(sum_24, [2304]);  sum_24 = None
        view_182: "f32[4, 128, 768]" = torch.ops.aten.view.default(mm_17, [4, 128, 768]);  mm_17 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:273 in forward, code: hidden_states = self.ln_1(hidden_states)
        mul_203: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(view_182, primals_124);  primals_124 = None
        mul_204: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_203, 768)
        sum_25: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_203, [2], True)
        mul_205: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_203, mul_122);  mul_203 = None
        sum_26: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_205, [2], True);  mul_205 = None
        mul_206: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_122, sum_26);  sum_26 = None
        sub_40: "f32[4, 128, 768]" = torch.ops.aten.sub.Tensor(mul_204, sum_25);  mul_204 = sum_25 = None
        sub_41: "f32[4, 128, 768]" = torch.ops.aten.sub.Tensor(sub_40, mul_206);  sub_40 = mul_206 = None
        mul_207: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(div_4, sub_41);  div_4 = sub_41 = None
        mul_208: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(view_182, mul_122);  mul_122 = None
        sum_27: "f32[768]" = torch.ops.aten.sum.dim_IntList(mul_208, [0, 1]);  mul_208 = None
        sum_28: "f32[768]" = torch.ops.aten.sum.dim_IntList(view_182, [0, 1]);  view_182 = None
        add_113: "f32[4, 128, 768]" = torch.ops.aten.add.Tensor(add_110, mul_207);  add_110 = mul_207 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:242 in forward, code: hidden_states = self.dropout(hidden_states)
        convert_element_type_4: "f32[4, 128, 768]" = torch.ops.prims.convert_element_type.default(gt_20, torch.float32);  gt_20 = None
        mul_209: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(convert_element_type_4, 1.1111111111111112);  convert_element_type_4 = None
        mul_210: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(add_113, mul_209);  mul_209 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_183: "f32[512, 768]" = torch.ops.aten.view.default(mul_210, [512, 768]);  mul_210 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_77: "f32[768, 3072]" = torch.ops.aten.permute.default(primals_123, [1, 0]);  primals_123 = None
        mm_19: "f32[512, 3072]" = torch.ops.aten.mm.default(view_183, permute_77);  permute_77 = None
        mm_20: "f32[3072, 768]" = torch.ops.aten.mm.default(permute_78, view_183);  permute_78 = None
        sum_29: "f32[1, 768]" = torch.ops.aten.sum.dim_IntList(view_183, [0], True);  view_183 = None
        view_184: "f32[768]" = torch.ops.aten.view.default(sum_29, [768]);  sum_29 = None
        view_185: "f32[4, 128, 3072]" = torch.ops.aten.view.default(mm_19, [4, 128, 3072]);  mm_19 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_118: "f32[4, 128, 3072]" = torch.ops.aten.view.default(addmm_38, [4, 128, 3072]);  addmm_38 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/activations.py:66 in forward, code: return 0.5 * input * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (input + 0.044715 * torch.pow(input, 3.0))))
        mul_116: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(view_118, 0.5)
        mul_211: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(view_185, mul_116);  mul_116 = None
        pow_10: "f32[4, 128, 3072]" = torch.ops.aten.pow.Tensor_Scalar(view_118, 3.0)
        mul_117: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(pow_10, 0.044715);  pow_10 = None
        add_81: "f32[4, 128, 3072]" = torch.ops.aten.add.Tensor(view_118, mul_117);  mul_117 = None
        mul_118: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(add_81, 0.7978845608028654);  add_81 = None
        tanh_9: "f32[4, 128, 3072]" = torch.ops.aten.tanh.default(mul_118);  mul_118 = None
        add_82: "f32[4, 128, 3072]" = torch.ops.aten.add.Tensor(tanh_9, 1.0)
        mul_212: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(view_185, add_82);  view_185 = add_82 = None
        mul_213: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(tanh_9, tanh_9);  tanh_9 = None
        sub_42: "f32[4, 128, 3072]" = torch.ops.aten.sub.Tensor(1, mul_213);  mul_213 = None
        mul_214: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_211, sub_42);  mul_211 = sub_42 = None
        mul_215: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_214, 0.7978845608028654);  mul_214 = None
        mul_216: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_215, 0.044715)
        pow_15: "f32[4, 128, 3072]" = torch.ops.aten.pow.Tensor_Scalar(view_118, 2.0);  view_118 = None
        mul_217: "f32[4, 128, 3072]" = torch.ops.aten.mul.Scalar(pow_15, 3.0);  pow_15 = None
        mul_218: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_216, mul_217);  mul_216 = mul_217 = None
        add_114: "f32[4, 128, 3072]" = torch.ops.aten.add.Tensor(mul_215, mul_218);  mul_215 = mul_218 = None
        mul_219: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_212, 0.5);  mul_212 = None
        add_115: "f32[4, 128, 3072]" = torch.ops.aten.add.Tensor(add_114, mul_219);  add_114 = mul_219 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_186: "f32[512, 3072]" = torch.ops.aten.view.default(add_115, [512, 3072]);  add_115 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_79: "f32[3072, 768]" = torch.ops.aten.permute.default(primals_121, [1, 0]);  primals_121 = None
        mm_21: "f32[512, 768]" = torch.ops.aten.mm.default(view_186, permute_79);  permute_79 = None
        mm_22: "f32[768, 3072]" = torch.ops.aten.mm.default(permute_80, view_186);  permute_80 = None
        sum_30: "f32[1, 3072]" = torch.ops.aten.sum.dim_IntList(view_186, [0], True);  view_186 = None
        view_187: "f32[3072]" = torch.ops.aten.view.default(sum_30, [3072]);  sum_30 = None
        view_188: "f32[4, 128, 768]" = torch.ops.aten.view.default(mm_21, [4, 128, 768]);  mm_21 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:304 in forward, code: hidden_states = self.ln_2(hidden_states)
        mul_221: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(view_188, primals_118);  primals_118 = None
        mul_222: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_221, 768)
        sum_31: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_221, [2], True)
        mul_223: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_221, mul_114);  mul_221 = None
        sum_32: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_223, [2], True);  mul_223 = None
        mul_224: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_114, sum_32);  sum_32 = None
        sub_44: "f32[4, 128, 768]" = torch.ops.aten.sub.Tensor(mul_222, sum_31);  mul_222 = sum_31 = None
        sub_45: "f32[4, 128, 768]" = torch.ops.aten.sub.Tensor(sub_44, mul_224);  sub_44 = mul_224 = None
        mul_225: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(div_5, sub_45);  div_5 = sub_45 = None
        mul_226: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(view_188, mul_114);  mul_114 = None
        sum_33: "f32[768]" = torch.ops.aten.sum.dim_IntList(mul_226, [0, 1]);  mul_226 = None
        sum_34: "f32[768]" = torch.ops.aten.sum.dim_IntList(view_188, [0, 1]);  view_188 = None
        add_116: "f32[4, 128, 768]" = torch.ops.aten.add.Tensor(add_113, mul_225);  add_113 = mul_225 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:224 in forward, code: attn_output = self.resid_dropout(attn_output)
        convert_element_type_5: "f32[4, 128, 768]" = torch.ops.prims.convert_element_type.default(gt_19, torch.float32);  gt_19 = None
        mul_227: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(convert_element_type_5, 1.1111111111111112);  convert_element_type_5 = None
        mul_228: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(add_116, mul_227);  mul_227 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_189: "f32[512, 768]" = torch.ops.aten.view.default(mul_228, [512, 768]);  mul_228 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_81: "f32[768, 768]" = torch.ops.aten.permute.default(primals_117, [1, 0]);  primals_117 = None
        mm_23: "f32[512, 768]" = torch.ops.aten.mm.default(view_189, permute_81);  permute_81 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_39: "f32[4, 128, 12, 64]" = torch.ops.aten.permute.default(getitem_104, [0, 2, 1, 3])

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:222 in forward, code: attn_output = attn_output.reshape(*attn_output.shape[:-2], -1).contiguous()
        view_114: "f32[4, 128, 768]" = torch.ops.aten.view.default(permute_39, [4, 128, -1]);  permute_39 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_115: "f32[512, 768]" = torch.ops.aten.view.default(view_114, [-1, 768]);  view_114 = None
        permute_82: "f32[768, 512]" = torch.ops.aten.permute.default(view_115, [1, 0]);  view_115 = None
        mm_24: "f32[768, 768]" = torch.ops.aten.mm.default(permute_82, view_189);  permute_82 = None
        sum_35: "f32[1, 768]" = torch.ops.aten.sum.dim_IntList(view_189, [0], True);  view_189 = None
        view_190: "f32[768]" = torch.ops.aten.view.default(sum_35, [768]);  sum_35 = None
        view_191: "f32[4, 128, 768]" = torch.ops.aten.view.default(mm_23, [4, 128, 768]);  mm_23 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:222 in forward, code: attn_output = attn_output.reshape(*attn_output.shape[:-2], -1).contiguous()
        view_192: "f32[4, 128, 12, 64]" = torch.ops.aten.view.default(view_191, [4, 128, 12, 64]);  view_191 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_83: "f32[4, 12, 128, 64]" = torch.ops.aten.permute.default(view_192, [0, 2, 1, 3]);  view_192 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:158 in sdpa_attention_forward, code: attn_output = torch.nn.functional.scaled_dot_product_attention(
        _scaled_dot_product_efficient_attention_backward_2 = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(permute_83, permute_38, clone_18, clone_19, expand_1, getitem_104, getitem_105, getitem_106, getitem_107, 0.1, [True, True, True, False], scale = 0.125);  permute_83 = permute_38 = clone_18 = clone_19 = getitem_104 = getitem_105 = getitem_106 = getitem_107 = None
        getitem_142: "f32[4, 12, 128, 64]" = _scaled_dot_product_efficient_attention_backward_2[0]
        getitem_143: "f32[4, 12, 128, 64]" = _scaled_dot_product_efficient_attention_backward_2[1]
        getitem_144: "f32[4, 12, 128, 64]" = _scaled_dot_product_efficient_attention_backward_2[2];  _scaled_dot_product_efficient_attention_backward_2 = None
        add_117: "f32[4, 12, 128, 64]" = torch.ops.aten.add.Tensor(tangents_20, getitem_143);  tangents_20 = getitem_143 = None
        add_118: "f32[4, 12, 128, 64]" = torch.ops.aten.add.Tensor(tangents_19, getitem_144);  tangents_19 = getitem_144 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:191 in forward, code: query_states = query_states.view(shape_q).transpose(1, 2)
        permute_84: "f32[4, 128, 12, 64]" = torch.ops.aten.permute.default(getitem_142, [0, 2, 1, 3]);  getitem_142 = None
        view_193: "f32[4, 128, 768]" = torch.ops.aten.view.default(permute_84, [4, 128, 768]);  permute_84 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:188 in forward, code: value_states = value_states.view(shape_kv).transpose(1, 2)
        permute_85: "f32[4, 128, 12, 64]" = torch.ops.aten.permute.default(add_118, [0, 2, 1, 3]);  add_118 = None
        clone_34: "f32[4, 128, 12, 64]" = torch.ops.aten.clone.default(permute_85, memory_format = torch.contiguous_format);  permute_85 = None
        view_194: "f32[4, 128, 768]" = torch.ops.aten.view.default(clone_34, [4, 128, 768]);  clone_34 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:187 in forward, code: key_states = key_states.view(shape_kv).transpose(1, 2)
        permute_86: "f32[4, 128, 12, 64]" = torch.ops.aten.permute.default(add_117, [0, 2, 1, 3]);  add_117 = None
        clone_35: "f32[4, 128, 12, 64]" = torch.ops.aten.clone.default(permute_86, memory_format = torch.contiguous_format);  permute_86 = None
        view_195: "f32[4, 128, 768]" = torch.ops.aten.view.default(clone_35, [4, 128, 768]);  clone_35 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:185 in forward, code: query_states, key_states, value_states = self.c_attn(hidden_states).split(self.split_size, dim=2)
        cat_2: "f32[4, 128, 2304]" = torch.ops.aten.cat.default([view_193, view_195, view_194], 2);  view_193 = view_195 = view_194 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_196: "f32[512, 2304]" = torch.ops.aten.view.default(cat_2, [512, 2304]);  cat_2 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_87: "f32[2304, 768]" = torch.ops.aten.permute.default(primals_115, [1, 0]);  primals_115 = None
        mm_25: "f32[512, 768]" = torch.ops.aten.mm.default(view_196, permute_87);  permute_87 = None
        mm_26: "f32[768, 2304]" = torch.ops.aten.mm.default(permute_88, view_196);  permute_88 = None
        sum_36: "f32[1, 2304]" = torch.ops.aten.sum.dim_IntList(view_196, [0], True);  view_196 = None
        view_197: "f32[2304]" = torch.ops.aten.view.default(sum_36, [2304]);  sum_36 = None
        view_198: "f32[4, 128, 768]" = torch.ops.aten.view.default(mm_25, [4, 128, 768]);  mm_25 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:273 in forward, code: hidden_states = self.ln_1(hidden_states)
        mul_230: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(view_198, primals_112);  primals_112 = None
        mul_231: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_230, 768)
        sum_37: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_230, [2], True)
        mul_232: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_230, mul_110);  mul_230 = None
        sum_38: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_232, [2], True);  mul_232 = None
        mul_233: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_110, sum_38);  sum_38 = None
        sub_47: "f32[4, 128, 768]" = torch.ops.aten.sub.Tensor(mul_231, sum_37);  mul_231 = sum_37 = None
        sub_48: "f32[4, 128, 768]" = torch.ops.aten.sub.Tensor(sub_47, mul_233);  sub_47 = mul_233 = None
        mul_234: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(div_6, sub_48);  div_6 = sub_48 = None
        mul_235: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(view_198, mul_110);  mul_110 = None
        sum_39: "f32[768]" = torch.ops.aten.sum.dim_IntList(mul_235, [0, 1]);  mul_235 = None
        sum_40: "f32[768]" = torch.ops.aten.sum.dim_IntList(view_198, [0, 1]);  view_198 = None
        add_119: "f32[4, 128, 768]" = torch.ops.aten.add.Tensor(add_116, mul_234);  add_116 = mul_234 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:242 in forward, code: hidden_states = self.dropout(hidden_states)
        convert_element_type_6: "f32[4, 128, 768]" = torch.ops.prims.convert_element_type.default(gt_18, torch.float32);  gt_18 = None
        mul_236: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(convert_element_type_6, 1.1111111111111112);  convert_element_type_6 = None
        mul_237: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(add_119, mul_236);  mul_236 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_199: "f32[512, 768]" = torch.ops.aten.view.default(mul_237, [512, 768]);  mul_237 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_89: "f32[768, 3072]" = torch.ops.aten.permute.default(primals_111, [1, 0]);  primals_111 = None
        mm_27: "f32[512, 3072]" = torch.ops.aten.mm.default(view_199, permute_89);  permute_89 = None
        mm_28: "f32[3072, 768]" = torch.ops.aten.mm.default(permute_90, view_199);  permute_90 = None
        sum_41: "f32[1, 768]" = torch.ops.aten.sum.dim_IntList(view_199, [0], True);  view_199 = None
        view_200: "f32[768]" = torch.ops.aten.view.default(sum_41, [768]);  sum_41 = None
        view_201: "f32[4, 128, 3072]" = torch.ops.aten.view.default(mm_27, [4, 128, 3072]);  mm_27 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_106: "f32[4, 128, 3072]" = torch.ops.aten.view.default(addmm_34, [4, 128, 3072]);  addmm_34 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/activations.py:66 in forward, code: return 0.5 * input * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (input + 0.044715 * torch.pow(input, 3.0))))
        mul_104: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(view_106, 0.5)
        mul_238: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(view_201, mul_104);  mul_104 = None
        pow_9: "f32[4, 128, 3072]" = torch.ops.aten.pow.Tensor_Scalar(view_106, 3.0)
        mul_105: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(pow_9, 0.044715);  pow_9 = None
        add_73: "f32[4, 128, 3072]" = torch.ops.aten.add.Tensor(view_106, mul_105);  mul_105 = None
        mul_106: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(add_73, 0.7978845608028654);  add_73 = None
        tanh_8: "f32[4, 128, 3072]" = torch.ops.aten.tanh.default(mul_106);  mul_106 = None
        add_74: "f32[4, 128, 3072]" = torch.ops.aten.add.Tensor(tanh_8, 1.0)
        mul_239: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(view_201, add_74);  view_201 = add_74 = None
        mul_240: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(tanh_8, tanh_8);  tanh_8 = None
        sub_49: "f32[4, 128, 3072]" = torch.ops.aten.sub.Tensor(1, mul_240);  mul_240 = None
        mul_241: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_238, sub_49);  mul_238 = sub_49 = None
        mul_242: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_241, 0.7978845608028654);  mul_241 = None
        mul_243: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_242, 0.044715)
        pow_16: "f32[4, 128, 3072]" = torch.ops.aten.pow.Tensor_Scalar(view_106, 2.0);  view_106 = None
        mul_244: "f32[4, 128, 3072]" = torch.ops.aten.mul.Scalar(pow_16, 3.0);  pow_16 = None
        mul_245: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_243, mul_244);  mul_243 = mul_244 = None
        add_120: "f32[4, 128, 3072]" = torch.ops.aten.add.Tensor(mul_242, mul_245);  mul_242 = mul_245 = None
        mul_246: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_239, 0.5);  mul_239 = None
        add_121: "f32[4, 128, 3072]" = torch.ops.aten.add.Tensor(add_120, mul_246);  add_120 = mul_246 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_202: "f32[512, 3072]" = torch.ops.aten.view.default(add_121, [512, 3072]);  add_121 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_91: "f32[3072, 768]" = torch.ops.aten.permute.default(primals_109, [1, 0]);  primals_109 = None
        mm_29: "f32[512, 768]" = torch.ops.aten.mm.default(view_202, permute_91);  permute_91 = None
        mm_30: "f32[768, 3072]" = torch.ops.aten.mm.default(permute_92, view_202);  permute_92 = None
        sum_42: "f32[1, 3072]" = torch.ops.aten.sum.dim_IntList(view_202, [0], True);  view_202 = None
        view_203: "f32[3072]" = torch.ops.aten.view.default(sum_42, [3072]);  sum_42 = None
        view_204: "f32[4, 128, 768]" = torch.ops.aten.view.default(mm_29, [4, 128, 768]);  mm_29 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:304 in forward, code: hidden_states = self.ln_2(hidden_states)
        mul_248: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(view_204, primals_106);  primals_106 = None
        mul_249: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_248, 768)
        sum_43: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_248, [2], True)
        mul_250: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_248, mul_102);  mul_248 = None
        sum_44: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_250, [2], True);  mul_250 = None
        mul_251: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_102, sum_44);  sum_44 = None
        sub_51: "f32[4, 128, 768]" = torch.ops.aten.sub.Tensor(mul_249, sum_43);  mul_249 = sum_43 = None
        sub_52: "f32[4, 128, 768]" = torch.ops.aten.sub.Tensor(sub_51, mul_251);  sub_51 = mul_251 = None
        mul_252: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(div_7, sub_52);  div_7 = sub_52 = None
        mul_253: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(view_204, mul_102);  mul_102 = None
        sum_45: "f32[768]" = torch.ops.aten.sum.dim_IntList(mul_253, [0, 1]);  mul_253 = None
        sum_46: "f32[768]" = torch.ops.aten.sum.dim_IntList(view_204, [0, 1]);  view_204 = None
        add_122: "f32[4, 128, 768]" = torch.ops.aten.add.Tensor(add_119, mul_252);  add_119 = mul_252 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:224 in forward, code: attn_output = self.resid_dropout(attn_output)
        convert_element_type_7: "f32[4, 128, 768]" = torch.ops.prims.convert_element_type.default(gt_17, torch.float32);  gt_17 = None
        mul_254: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(convert_element_type_7, 1.1111111111111112);  convert_element_type_7 = None
        mul_255: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(add_122, mul_254);  mul_254 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_205: "f32[512, 768]" = torch.ops.aten.view.default(mul_255, [512, 768]);  mul_255 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_93: "f32[768, 768]" = torch.ops.aten.permute.default(primals_105, [1, 0]);  primals_105 = None
        mm_31: "f32[512, 768]" = torch.ops.aten.mm.default(view_205, permute_93);  permute_93 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_35: "f32[4, 128, 12, 64]" = torch.ops.aten.permute.default(getitem_93, [0, 2, 1, 3])

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:222 in forward, code: attn_output = attn_output.reshape(*attn_output.shape[:-2], -1).contiguous()
        view_102: "f32[4, 128, 768]" = torch.ops.aten.view.default(permute_35, [4, 128, -1]);  permute_35 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_103: "f32[512, 768]" = torch.ops.aten.view.default(view_102, [-1, 768]);  view_102 = None
        permute_94: "f32[768, 512]" = torch.ops.aten.permute.default(view_103, [1, 0]);  view_103 = None
        mm_32: "f32[768, 768]" = torch.ops.aten.mm.default(permute_94, view_205);  permute_94 = None
        sum_47: "f32[1, 768]" = torch.ops.aten.sum.dim_IntList(view_205, [0], True);  view_205 = None
        view_206: "f32[768]" = torch.ops.aten.view.default(sum_47, [768]);  sum_47 = None
        view_207: "f32[4, 128, 768]" = torch.ops.aten.view.default(mm_31, [4, 128, 768]);  mm_31 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:222 in forward, code: attn_output = attn_output.reshape(*attn_output.shape[:-2], -1).contiguous()
        view_208: "f32[4, 128, 12, 64]" = torch.ops.aten.view.default(view_207, [4, 128, 12, 64]);  view_207 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_95: "f32[4, 12, 128, 64]" = torch.ops.aten.permute.default(view_208, [0, 2, 1, 3]);  view_208 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:158 in sdpa_attention_forward, code: attn_output = torch.nn.functional.scaled_dot_product_attention(
        _scaled_dot_product_efficient_attention_backward_3 = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(permute_95, permute_34, clone_16, clone_17, expand_1, getitem_93, getitem_94, getitem_95, getitem_96, 0.1, [True, True, True, False], scale = 0.125);  permute_95 = permute_34 = clone_16 = clone_17 = getitem_93 = getitem_94 = getitem_95 = getitem_96 = None
        getitem_146: "f32[4, 12, 128, 64]" = _scaled_dot_product_efficient_attention_backward_3[0]
        getitem_147: "f32[4, 12, 128, 64]" = _scaled_dot_product_efficient_attention_backward_3[1]
        getitem_148: "f32[4, 12, 128, 64]" = _scaled_dot_product_efficient_attention_backward_3[2];  _scaled_dot_product_efficient_attention_backward_3 = None
        add_123: "f32[4, 12, 128, 64]" = torch.ops.aten.add.Tensor(tangents_18, getitem_147);  tangents_18 = getitem_147 = None
        add_124: "f32[4, 12, 128, 64]" = torch.ops.aten.add.Tensor(tangents_17, getitem_148);  tangents_17 = getitem_148 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:191 in forward, code: query_states = query_states.view(shape_q).transpose(1, 2)
        permute_96: "f32[4, 128, 12, 64]" = torch.ops.aten.permute.default(getitem_146, [0, 2, 1, 3]);  getitem_146 = None
        view_209: "f32[4, 128, 768]" = torch.ops.aten.view.default(permute_96, [4, 128, 768]);  permute_96 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:188 in forward, code: value_states = value_states.view(shape_kv).transpose(1, 2)
        permute_97: "f32[4, 128, 12, 64]" = torch.ops.aten.permute.default(add_124, [0, 2, 1, 3]);  add_124 = None
        clone_38: "f32[4, 128, 12, 64]" = torch.ops.aten.clone.default(permute_97, memory_format = torch.contiguous_format);  permute_97 = None
        view_210: "f32[4, 128, 768]" = torch.ops.aten.view.default(clone_38, [4, 128, 768]);  clone_38 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:187 in forward, code: key_states = key_states.view(shape_kv).transpose(1, 2)
        permute_98: "f32[4, 128, 12, 64]" = torch.ops.aten.permute.default(add_123, [0, 2, 1, 3]);  add_123 = None
        clone_39: "f32[4, 128, 12, 64]" = torch.ops.aten.clone.default(permute_98, memory_format = torch.contiguous_format);  permute_98 = None
        view_211: "f32[4, 128, 768]" = torch.ops.aten.view.default(clone_39, [4, 128, 768]);  clone_39 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:185 in forward, code: query_states, key_states, value_states = self.c_attn(hidden_states).split(self.split_size, dim=2)
        cat_3: "f32[4, 128, 2304]" = torch.ops.aten.cat.default([view_209, view_211, view_210], 2);  view_209 = view_211 = view_210 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_212: "f32[512, 2304]" = torch.ops.aten.view.default(cat_3, [512, 2304]);  cat_3 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_99: "f32[2304, 768]" = torch.ops.aten.permute.default(primals_103, [1, 0]);  primals_103 = None
        mm_33: "f32[512, 768]" = torch.ops.aten.mm.default(view_212, permute_99);  permute_99 = None
        mm_34: "f32[768, 2304]" = torch.ops.aten.mm.default(permute_100, view_212);  permute_100 = None
        sum_48: "f32[1, 2304]" = torch.ops.aten.sum.dim_IntList(view_212, [0], True);  view_212 = None
        view_213: "f32[2304]" = torch.ops.aten.view.default(sum_48, [2304]);  sum_48 = None
        view_214: "f32[4, 128, 768]" = torch.ops.aten.view.default(mm_33, [4, 128, 768]);  mm_33 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:273 in forward, code: hidden_states = self.ln_1(hidden_states)
        mul_257: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(view_214, primals_100);  primals_100 = None
        mul_258: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_257, 768)
        sum_49: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_257, [2], True)
        mul_259: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_257, mul_98);  mul_257 = None
        sum_50: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_259, [2], True);  mul_259 = None
        mul_260: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_98, sum_50);  sum_50 = None
        sub_54: "f32[4, 128, 768]" = torch.ops.aten.sub.Tensor(mul_258, sum_49);  mul_258 = sum_49 = None
        sub_55: "f32[4, 128, 768]" = torch.ops.aten.sub.Tensor(sub_54, mul_260);  sub_54 = mul_260 = None
        mul_261: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(div_8, sub_55);  div_8 = sub_55 = None
        mul_262: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(view_214, mul_98);  mul_98 = None
        sum_51: "f32[768]" = torch.ops.aten.sum.dim_IntList(mul_262, [0, 1]);  mul_262 = None
        sum_52: "f32[768]" = torch.ops.aten.sum.dim_IntList(view_214, [0, 1]);  view_214 = None
        add_125: "f32[4, 128, 768]" = torch.ops.aten.add.Tensor(add_122, mul_261);  add_122 = mul_261 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:242 in forward, code: hidden_states = self.dropout(hidden_states)
        convert_element_type_8: "f32[4, 128, 768]" = torch.ops.prims.convert_element_type.default(gt_16, torch.float32);  gt_16 = None
        mul_263: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(convert_element_type_8, 1.1111111111111112);  convert_element_type_8 = None
        mul_264: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(add_125, mul_263);  mul_263 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_215: "f32[512, 768]" = torch.ops.aten.view.default(mul_264, [512, 768]);  mul_264 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_101: "f32[768, 3072]" = torch.ops.aten.permute.default(primals_99, [1, 0]);  primals_99 = None
        mm_35: "f32[512, 3072]" = torch.ops.aten.mm.default(view_215, permute_101);  permute_101 = None
        mm_36: "f32[3072, 768]" = torch.ops.aten.mm.default(permute_102, view_215);  permute_102 = None
        sum_53: "f32[1, 768]" = torch.ops.aten.sum.dim_IntList(view_215, [0], True);  view_215 = None
        view_216: "f32[768]" = torch.ops.aten.view.default(sum_53, [768]);  sum_53 = None
        view_217: "f32[4, 128, 3072]" = torch.ops.aten.view.default(mm_35, [4, 128, 3072]);  mm_35 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_94: "f32[4, 128, 3072]" = torch.ops.aten.view.default(addmm_30, [4, 128, 3072]);  addmm_30 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/activations.py:66 in forward, code: return 0.5 * input * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (input + 0.044715 * torch.pow(input, 3.0))))
        mul_92: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(view_94, 0.5)
        mul_265: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(view_217, mul_92);  mul_92 = None
        pow_8: "f32[4, 128, 3072]" = torch.ops.aten.pow.Tensor_Scalar(view_94, 3.0)
        mul_93: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(pow_8, 0.044715);  pow_8 = None
        add_65: "f32[4, 128, 3072]" = torch.ops.aten.add.Tensor(view_94, mul_93);  mul_93 = None
        mul_94: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(add_65, 0.7978845608028654);  add_65 = None
        tanh_7: "f32[4, 128, 3072]" = torch.ops.aten.tanh.default(mul_94);  mul_94 = None
        add_66: "f32[4, 128, 3072]" = torch.ops.aten.add.Tensor(tanh_7, 1.0)
        mul_266: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(view_217, add_66);  view_217 = add_66 = None
        mul_267: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(tanh_7, tanh_7);  tanh_7 = None
        sub_56: "f32[4, 128, 3072]" = torch.ops.aten.sub.Tensor(1, mul_267);  mul_267 = None
        mul_268: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_265, sub_56);  mul_265 = sub_56 = None
        mul_269: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_268, 0.7978845608028654);  mul_268 = None
        mul_270: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_269, 0.044715)
        pow_17: "f32[4, 128, 3072]" = torch.ops.aten.pow.Tensor_Scalar(view_94, 2.0);  view_94 = None
        mul_271: "f32[4, 128, 3072]" = torch.ops.aten.mul.Scalar(pow_17, 3.0);  pow_17 = None
        mul_272: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_270, mul_271);  mul_270 = mul_271 = None
        add_126: "f32[4, 128, 3072]" = torch.ops.aten.add.Tensor(mul_269, mul_272);  mul_269 = mul_272 = None
        mul_273: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_266, 0.5);  mul_266 = None
        add_127: "f32[4, 128, 3072]" = torch.ops.aten.add.Tensor(add_126, mul_273);  add_126 = mul_273 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_218: "f32[512, 3072]" = torch.ops.aten.view.default(add_127, [512, 3072]);  add_127 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_103: "f32[3072, 768]" = torch.ops.aten.permute.default(primals_97, [1, 0]);  primals_97 = None
        mm_37: "f32[512, 768]" = torch.ops.aten.mm.default(view_218, permute_103);  permute_103 = None
        mm_38: "f32[768, 3072]" = torch.ops.aten.mm.default(permute_104, view_218);  permute_104 = None
        sum_54: "f32[1, 3072]" = torch.ops.aten.sum.dim_IntList(view_218, [0], True);  view_218 = None
        view_219: "f32[3072]" = torch.ops.aten.view.default(sum_54, [3072]);  sum_54 = None
        view_220: "f32[4, 128, 768]" = torch.ops.aten.view.default(mm_37, [4, 128, 768]);  mm_37 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:304 in forward, code: hidden_states = self.ln_2(hidden_states)
        mul_275: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(view_220, primals_94);  primals_94 = None
        mul_276: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_275, 768)
        sum_55: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_275, [2], True)
        mul_277: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_275, mul_90);  mul_275 = None
        sum_56: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_277, [2], True);  mul_277 = None
        mul_278: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_90, sum_56);  sum_56 = None
        sub_58: "f32[4, 128, 768]" = torch.ops.aten.sub.Tensor(mul_276, sum_55);  mul_276 = sum_55 = None
        sub_59: "f32[4, 128, 768]" = torch.ops.aten.sub.Tensor(sub_58, mul_278);  sub_58 = mul_278 = None
        mul_279: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(div_9, sub_59);  div_9 = sub_59 = None
        mul_280: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(view_220, mul_90);  mul_90 = None
        sum_57: "f32[768]" = torch.ops.aten.sum.dim_IntList(mul_280, [0, 1]);  mul_280 = None
        sum_58: "f32[768]" = torch.ops.aten.sum.dim_IntList(view_220, [0, 1]);  view_220 = None
        add_128: "f32[4, 128, 768]" = torch.ops.aten.add.Tensor(add_125, mul_279);  add_125 = mul_279 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:224 in forward, code: attn_output = self.resid_dropout(attn_output)
        convert_element_type_9: "f32[4, 128, 768]" = torch.ops.prims.convert_element_type.default(gt_15, torch.float32);  gt_15 = None
        mul_281: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(convert_element_type_9, 1.1111111111111112);  convert_element_type_9 = None
        mul_282: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(add_128, mul_281);  mul_281 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_221: "f32[512, 768]" = torch.ops.aten.view.default(mul_282, [512, 768]);  mul_282 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_105: "f32[768, 768]" = torch.ops.aten.permute.default(primals_93, [1, 0]);  primals_93 = None
        mm_39: "f32[512, 768]" = torch.ops.aten.mm.default(view_221, permute_105);  permute_105 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_31: "f32[4, 128, 12, 64]" = torch.ops.aten.permute.default(getitem_82, [0, 2, 1, 3])

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:222 in forward, code: attn_output = attn_output.reshape(*attn_output.shape[:-2], -1).contiguous()
        view_90: "f32[4, 128, 768]" = torch.ops.aten.view.default(permute_31, [4, 128, -1]);  permute_31 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_91: "f32[512, 768]" = torch.ops.aten.view.default(view_90, [-1, 768]);  view_90 = None
        permute_106: "f32[768, 512]" = torch.ops.aten.permute.default(view_91, [1, 0]);  view_91 = None
        mm_40: "f32[768, 768]" = torch.ops.aten.mm.default(permute_106, view_221);  permute_106 = None
        sum_59: "f32[1, 768]" = torch.ops.aten.sum.dim_IntList(view_221, [0], True);  view_221 = None
        view_222: "f32[768]" = torch.ops.aten.view.default(sum_59, [768]);  sum_59 = None
        view_223: "f32[4, 128, 768]" = torch.ops.aten.view.default(mm_39, [4, 128, 768]);  mm_39 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:222 in forward, code: attn_output = attn_output.reshape(*attn_output.shape[:-2], -1).contiguous()
        view_224: "f32[4, 128, 12, 64]" = torch.ops.aten.view.default(view_223, [4, 128, 12, 64]);  view_223 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_107: "f32[4, 12, 128, 64]" = torch.ops.aten.permute.default(view_224, [0, 2, 1, 3]);  view_224 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:158 in sdpa_attention_forward, code: attn_output = torch.nn.functional.scaled_dot_product_attention(
        _scaled_dot_product_efficient_attention_backward_4 = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(permute_107, permute_30, clone_14, clone_15, expand_1, getitem_82, getitem_83, getitem_84, getitem_85, 0.1, [True, True, True, False], scale = 0.125);  permute_107 = permute_30 = clone_14 = clone_15 = getitem_82 = getitem_83 = getitem_84 = getitem_85 = None
        getitem_150: "f32[4, 12, 128, 64]" = _scaled_dot_product_efficient_attention_backward_4[0]
        getitem_151: "f32[4, 12, 128, 64]" = _scaled_dot_product_efficient_attention_backward_4[1]
        getitem_152: "f32[4, 12, 128, 64]" = _scaled_dot_product_efficient_attention_backward_4[2];  _scaled_dot_product_efficient_attention_backward_4 = None
        add_129: "f32[4, 12, 128, 64]" = torch.ops.aten.add.Tensor(tangents_16, getitem_151);  tangents_16 = getitem_151 = None
        add_130: "f32[4, 12, 128, 64]" = torch.ops.aten.add.Tensor(tangents_15, getitem_152);  tangents_15 = getitem_152 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:191 in forward, code: query_states = query_states.view(shape_q).transpose(1, 2)
        permute_108: "f32[4, 128, 12, 64]" = torch.ops.aten.permute.default(getitem_150, [0, 2, 1, 3]);  getitem_150 = None
        view_225: "f32[4, 128, 768]" = torch.ops.aten.view.default(permute_108, [4, 128, 768]);  permute_108 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:188 in forward, code: value_states = value_states.view(shape_kv).transpose(1, 2)
        permute_109: "f32[4, 128, 12, 64]" = torch.ops.aten.permute.default(add_130, [0, 2, 1, 3]);  add_130 = None
        clone_42: "f32[4, 128, 12, 64]" = torch.ops.aten.clone.default(permute_109, memory_format = torch.contiguous_format);  permute_109 = None
        view_226: "f32[4, 128, 768]" = torch.ops.aten.view.default(clone_42, [4, 128, 768]);  clone_42 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:187 in forward, code: key_states = key_states.view(shape_kv).transpose(1, 2)
        permute_110: "f32[4, 128, 12, 64]" = torch.ops.aten.permute.default(add_129, [0, 2, 1, 3]);  add_129 = None
        clone_43: "f32[4, 128, 12, 64]" = torch.ops.aten.clone.default(permute_110, memory_format = torch.contiguous_format);  permute_110 = None
        view_227: "f32[4, 128, 768]" = torch.ops.aten.view.default(clone_43, [4, 128, 768]);  clone_43 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:185 in forward, code: query_states, key_states, value_states = self.c_attn(hidden_states).split(self.split_size, dim=2)
        cat_4: "f32[4, 128, 2304]" = torch.ops.aten.cat.default([view_225, view_227, view_226], 2);  view_225 = view_227 = view_226 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_228: "f32[512, 2304]" = torch.ops.aten.view.default(cat_4, [512, 2304]);  cat_4 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_111: "f32[2304, 768]" = torch.ops.aten.permute.default(primals_91, [1, 0]);  primals_91 = None
        mm_41: "f32[512, 768]" = torch.ops.aten.mm.default(view_228, permute_111);  permute_111 = None
        mm_42: "f32[768, 2304]" = torch.ops.aten.mm.default(permute_112, view_228);  permute_112 = None
        sum_60: "f32[1, 2304]" = torch.ops.aten.sum.dim_IntList(view_228, [0], True);  view_228 = None
        view_229: "f32[2304]" = torch.ops.aten.view.default(sum_60, [2304]);  sum_60 = None
        view_230: "f32[4, 128, 768]" = torch.ops.aten.view.default(mm_41, [4, 128, 768]);  mm_41 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:273 in forward, code: hidden_states = self.ln_1(hidden_states)
        mul_284: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(view_230, primals_88);  primals_88 = None
        mul_285: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_284, 768)
        sum_61: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_284, [2], True)
        mul_286: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_284, mul_86);  mul_284 = None
        sum_62: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_286, [2], True);  mul_286 = None
        mul_287: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_86, sum_62);  sum_62 = None
        sub_61: "f32[4, 128, 768]" = torch.ops.aten.sub.Tensor(mul_285, sum_61);  mul_285 = sum_61 = None
        sub_62: "f32[4, 128, 768]" = torch.ops.aten.sub.Tensor(sub_61, mul_287);  sub_61 = mul_287 = None
        mul_288: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(div_10, sub_62);  div_10 = sub_62 = None
        mul_289: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(view_230, mul_86);  mul_86 = None
        sum_63: "f32[768]" = torch.ops.aten.sum.dim_IntList(mul_289, [0, 1]);  mul_289 = None
        sum_64: "f32[768]" = torch.ops.aten.sum.dim_IntList(view_230, [0, 1]);  view_230 = None
        add_131: "f32[4, 128, 768]" = torch.ops.aten.add.Tensor(add_128, mul_288);  add_128 = mul_288 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:242 in forward, code: hidden_states = self.dropout(hidden_states)
        convert_element_type_10: "f32[4, 128, 768]" = torch.ops.prims.convert_element_type.default(gt_14, torch.float32);  gt_14 = None
        mul_290: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(convert_element_type_10, 1.1111111111111112);  convert_element_type_10 = None
        mul_291: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(add_131, mul_290);  mul_290 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_231: "f32[512, 768]" = torch.ops.aten.view.default(mul_291, [512, 768]);  mul_291 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_113: "f32[768, 3072]" = torch.ops.aten.permute.default(primals_87, [1, 0]);  primals_87 = None
        mm_43: "f32[512, 3072]" = torch.ops.aten.mm.default(view_231, permute_113);  permute_113 = None
        mm_44: "f32[3072, 768]" = torch.ops.aten.mm.default(permute_114, view_231);  permute_114 = None
        sum_65: "f32[1, 768]" = torch.ops.aten.sum.dim_IntList(view_231, [0], True);  view_231 = None
        view_232: "f32[768]" = torch.ops.aten.view.default(sum_65, [768]);  sum_65 = None
        view_233: "f32[4, 128, 3072]" = torch.ops.aten.view.default(mm_43, [4, 128, 3072]);  mm_43 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_82: "f32[4, 128, 3072]" = torch.ops.aten.view.default(addmm_26, [4, 128, 3072]);  addmm_26 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/activations.py:66 in forward, code: return 0.5 * input * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (input + 0.044715 * torch.pow(input, 3.0))))
        mul_80: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(view_82, 0.5)
        mul_292: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(view_233, mul_80);  mul_80 = None
        pow_7: "f32[4, 128, 3072]" = torch.ops.aten.pow.Tensor_Scalar(view_82, 3.0)
        mul_81: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(pow_7, 0.044715);  pow_7 = None
        add_57: "f32[4, 128, 3072]" = torch.ops.aten.add.Tensor(view_82, mul_81);  mul_81 = None
        mul_82: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(add_57, 0.7978845608028654);  add_57 = None
        tanh_6: "f32[4, 128, 3072]" = torch.ops.aten.tanh.default(mul_82);  mul_82 = None
        add_58: "f32[4, 128, 3072]" = torch.ops.aten.add.Tensor(tanh_6, 1.0)
        mul_293: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(view_233, add_58);  view_233 = add_58 = None
        mul_294: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(tanh_6, tanh_6);  tanh_6 = None
        sub_63: "f32[4, 128, 3072]" = torch.ops.aten.sub.Tensor(1, mul_294);  mul_294 = None
        mul_295: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_292, sub_63);  mul_292 = sub_63 = None
        mul_296: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_295, 0.7978845608028654);  mul_295 = None
        mul_297: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_296, 0.044715)
        pow_18: "f32[4, 128, 3072]" = torch.ops.aten.pow.Tensor_Scalar(view_82, 2.0);  view_82 = None
        mul_298: "f32[4, 128, 3072]" = torch.ops.aten.mul.Scalar(pow_18, 3.0);  pow_18 = None
        mul_299: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_297, mul_298);  mul_297 = mul_298 = None
        add_132: "f32[4, 128, 3072]" = torch.ops.aten.add.Tensor(mul_296, mul_299);  mul_296 = mul_299 = None
        mul_300: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_293, 0.5);  mul_293 = None
        add_133: "f32[4, 128, 3072]" = torch.ops.aten.add.Tensor(add_132, mul_300);  add_132 = mul_300 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_234: "f32[512, 3072]" = torch.ops.aten.view.default(add_133, [512, 3072]);  add_133 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_115: "f32[3072, 768]" = torch.ops.aten.permute.default(primals_85, [1, 0]);  primals_85 = None
        mm_45: "f32[512, 768]" = torch.ops.aten.mm.default(view_234, permute_115);  permute_115 = None
        mm_46: "f32[768, 3072]" = torch.ops.aten.mm.default(permute_116, view_234);  permute_116 = None
        sum_66: "f32[1, 3072]" = torch.ops.aten.sum.dim_IntList(view_234, [0], True);  view_234 = None
        view_235: "f32[3072]" = torch.ops.aten.view.default(sum_66, [3072]);  sum_66 = None
        view_236: "f32[4, 128, 768]" = torch.ops.aten.view.default(mm_45, [4, 128, 768]);  mm_45 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:304 in forward, code: hidden_states = self.ln_2(hidden_states)
        mul_302: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(view_236, primals_82);  primals_82 = None
        mul_303: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_302, 768)
        sum_67: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_302, [2], True)
        mul_304: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_302, mul_78);  mul_302 = None
        sum_68: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_304, [2], True);  mul_304 = None
        mul_305: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_78, sum_68);  sum_68 = None
        sub_65: "f32[4, 128, 768]" = torch.ops.aten.sub.Tensor(mul_303, sum_67);  mul_303 = sum_67 = None
        sub_66: "f32[4, 128, 768]" = torch.ops.aten.sub.Tensor(sub_65, mul_305);  sub_65 = mul_305 = None
        mul_306: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(div_11, sub_66);  div_11 = sub_66 = None
        mul_307: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(view_236, mul_78);  mul_78 = None
        sum_69: "f32[768]" = torch.ops.aten.sum.dim_IntList(mul_307, [0, 1]);  mul_307 = None
        sum_70: "f32[768]" = torch.ops.aten.sum.dim_IntList(view_236, [0, 1]);  view_236 = None
        add_134: "f32[4, 128, 768]" = torch.ops.aten.add.Tensor(add_131, mul_306);  add_131 = mul_306 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:224 in forward, code: attn_output = self.resid_dropout(attn_output)
        convert_element_type_11: "f32[4, 128, 768]" = torch.ops.prims.convert_element_type.default(gt_13, torch.float32);  gt_13 = None
        mul_308: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(convert_element_type_11, 1.1111111111111112);  convert_element_type_11 = None
        mul_309: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(add_134, mul_308);  mul_308 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_237: "f32[512, 768]" = torch.ops.aten.view.default(mul_309, [512, 768]);  mul_309 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_117: "f32[768, 768]" = torch.ops.aten.permute.default(primals_81, [1, 0]);  primals_81 = None
        mm_47: "f32[512, 768]" = torch.ops.aten.mm.default(view_237, permute_117);  permute_117 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_27: "f32[4, 128, 12, 64]" = torch.ops.aten.permute.default(getitem_71, [0, 2, 1, 3])

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:222 in forward, code: attn_output = attn_output.reshape(*attn_output.shape[:-2], -1).contiguous()
        view_78: "f32[4, 128, 768]" = torch.ops.aten.view.default(permute_27, [4, 128, -1]);  permute_27 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_79: "f32[512, 768]" = torch.ops.aten.view.default(view_78, [-1, 768]);  view_78 = None
        permute_118: "f32[768, 512]" = torch.ops.aten.permute.default(view_79, [1, 0]);  view_79 = None
        mm_48: "f32[768, 768]" = torch.ops.aten.mm.default(permute_118, view_237);  permute_118 = None
        sum_71: "f32[1, 768]" = torch.ops.aten.sum.dim_IntList(view_237, [0], True);  view_237 = None
        view_238: "f32[768]" = torch.ops.aten.view.default(sum_71, [768]);  sum_71 = None
        view_239: "f32[4, 128, 768]" = torch.ops.aten.view.default(mm_47, [4, 128, 768]);  mm_47 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:222 in forward, code: attn_output = attn_output.reshape(*attn_output.shape[:-2], -1).contiguous()
        view_240: "f32[4, 128, 12, 64]" = torch.ops.aten.view.default(view_239, [4, 128, 12, 64]);  view_239 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_119: "f32[4, 12, 128, 64]" = torch.ops.aten.permute.default(view_240, [0, 2, 1, 3]);  view_240 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:158 in sdpa_attention_forward, code: attn_output = torch.nn.functional.scaled_dot_product_attention(
        _scaled_dot_product_efficient_attention_backward_5 = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(permute_119, permute_26, clone_12, clone_13, expand_1, getitem_71, getitem_72, getitem_73, getitem_74, 0.1, [True, True, True, False], scale = 0.125);  permute_119 = permute_26 = clone_12 = clone_13 = getitem_71 = getitem_72 = getitem_73 = getitem_74 = None
        getitem_154: "f32[4, 12, 128, 64]" = _scaled_dot_product_efficient_attention_backward_5[0]
        getitem_155: "f32[4, 12, 128, 64]" = _scaled_dot_product_efficient_attention_backward_5[1]
        getitem_156: "f32[4, 12, 128, 64]" = _scaled_dot_product_efficient_attention_backward_5[2];  _scaled_dot_product_efficient_attention_backward_5 = None
        add_135: "f32[4, 12, 128, 64]" = torch.ops.aten.add.Tensor(tangents_14, getitem_155);  tangents_14 = getitem_155 = None
        add_136: "f32[4, 12, 128, 64]" = torch.ops.aten.add.Tensor(tangents_13, getitem_156);  tangents_13 = getitem_156 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:191 in forward, code: query_states = query_states.view(shape_q).transpose(1, 2)
        permute_120: "f32[4, 128, 12, 64]" = torch.ops.aten.permute.default(getitem_154, [0, 2, 1, 3]);  getitem_154 = None
        view_241: "f32[4, 128, 768]" = torch.ops.aten.view.default(permute_120, [4, 128, 768]);  permute_120 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:188 in forward, code: value_states = value_states.view(shape_kv).transpose(1, 2)
        permute_121: "f32[4, 128, 12, 64]" = torch.ops.aten.permute.default(add_136, [0, 2, 1, 3]);  add_136 = None
        clone_46: "f32[4, 128, 12, 64]" = torch.ops.aten.clone.default(permute_121, memory_format = torch.contiguous_format);  permute_121 = None
        view_242: "f32[4, 128, 768]" = torch.ops.aten.view.default(clone_46, [4, 128, 768]);  clone_46 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:187 in forward, code: key_states = key_states.view(shape_kv).transpose(1, 2)
        permute_122: "f32[4, 128, 12, 64]" = torch.ops.aten.permute.default(add_135, [0, 2, 1, 3]);  add_135 = None
        clone_47: "f32[4, 128, 12, 64]" = torch.ops.aten.clone.default(permute_122, memory_format = torch.contiguous_format);  permute_122 = None
        view_243: "f32[4, 128, 768]" = torch.ops.aten.view.default(clone_47, [4, 128, 768]);  clone_47 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:185 in forward, code: query_states, key_states, value_states = self.c_attn(hidden_states).split(self.split_size, dim=2)
        cat_5: "f32[4, 128, 2304]" = torch.ops.aten.cat.default([view_241, view_243, view_242], 2);  view_241 = view_243 = view_242 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_244: "f32[512, 2304]" = torch.ops.aten.view.default(cat_5, [512, 2304]);  cat_5 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_123: "f32[2304, 768]" = torch.ops.aten.permute.default(primals_79, [1, 0]);  primals_79 = None
        mm_49: "f32[512, 768]" = torch.ops.aten.mm.default(view_244, permute_123);  permute_123 = None
        mm_50: "f32[768, 2304]" = torch.ops.aten.mm.default(permute_124, view_244);  permute_124 = None
        sum_72: "f32[1, 2304]" = torch.ops.aten.sum.dim_IntList(view_244, [0], True);  view_244 = None
        view_245: "f32[2304]" = torch.ops.aten.view.default(sum_72, [2304]);  sum_72 = None
        view_246: "f32[4, 128, 768]" = torch.ops.aten.view.default(mm_49, [4, 128, 768]);  mm_49 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:273 in forward, code: hidden_states = self.ln_1(hidden_states)
        mul_311: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(view_246, primals_76);  primals_76 = None
        mul_312: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_311, 768)
        sum_73: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_311, [2], True)
        mul_313: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_311, mul_74);  mul_311 = None
        sum_74: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_313, [2], True);  mul_313 = None
        mul_314: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_74, sum_74);  sum_74 = None
        sub_68: "f32[4, 128, 768]" = torch.ops.aten.sub.Tensor(mul_312, sum_73);  mul_312 = sum_73 = None
        sub_69: "f32[4, 128, 768]" = torch.ops.aten.sub.Tensor(sub_68, mul_314);  sub_68 = mul_314 = None
        mul_315: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(div_12, sub_69);  div_12 = sub_69 = None
        mul_316: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(view_246, mul_74);  mul_74 = None
        sum_75: "f32[768]" = torch.ops.aten.sum.dim_IntList(mul_316, [0, 1]);  mul_316 = None
        sum_76: "f32[768]" = torch.ops.aten.sum.dim_IntList(view_246, [0, 1]);  view_246 = None
        add_137: "f32[4, 128, 768]" = torch.ops.aten.add.Tensor(add_134, mul_315);  add_134 = mul_315 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:242 in forward, code: hidden_states = self.dropout(hidden_states)
        convert_element_type_12: "f32[4, 128, 768]" = torch.ops.prims.convert_element_type.default(gt_12, torch.float32);  gt_12 = None
        mul_317: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(convert_element_type_12, 1.1111111111111112);  convert_element_type_12 = None
        mul_318: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(add_137, mul_317);  mul_317 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_247: "f32[512, 768]" = torch.ops.aten.view.default(mul_318, [512, 768]);  mul_318 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_125: "f32[768, 3072]" = torch.ops.aten.permute.default(primals_75, [1, 0]);  primals_75 = None
        mm_51: "f32[512, 3072]" = torch.ops.aten.mm.default(view_247, permute_125);  permute_125 = None
        mm_52: "f32[3072, 768]" = torch.ops.aten.mm.default(permute_126, view_247);  permute_126 = None
        sum_77: "f32[1, 768]" = torch.ops.aten.sum.dim_IntList(view_247, [0], True);  view_247 = None
        view_248: "f32[768]" = torch.ops.aten.view.default(sum_77, [768]);  sum_77 = None
        view_249: "f32[4, 128, 3072]" = torch.ops.aten.view.default(mm_51, [4, 128, 3072]);  mm_51 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_70: "f32[4, 128, 3072]" = torch.ops.aten.view.default(addmm_22, [4, 128, 3072]);  addmm_22 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/activations.py:66 in forward, code: return 0.5 * input * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (input + 0.044715 * torch.pow(input, 3.0))))
        mul_68: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(view_70, 0.5)
        mul_319: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(view_249, mul_68);  mul_68 = None
        pow_6: "f32[4, 128, 3072]" = torch.ops.aten.pow.Tensor_Scalar(view_70, 3.0)
        mul_69: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(pow_6, 0.044715);  pow_6 = None
        add_49: "f32[4, 128, 3072]" = torch.ops.aten.add.Tensor(view_70, mul_69);  mul_69 = None
        mul_70: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(add_49, 0.7978845608028654);  add_49 = None
        tanh_5: "f32[4, 128, 3072]" = torch.ops.aten.tanh.default(mul_70);  mul_70 = None
        add_50: "f32[4, 128, 3072]" = torch.ops.aten.add.Tensor(tanh_5, 1.0)
        mul_320: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(view_249, add_50);  view_249 = add_50 = None
        mul_321: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(tanh_5, tanh_5);  tanh_5 = None
        sub_70: "f32[4, 128, 3072]" = torch.ops.aten.sub.Tensor(1, mul_321);  mul_321 = None
        mul_322: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_319, sub_70);  mul_319 = sub_70 = None
        mul_323: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_322, 0.7978845608028654);  mul_322 = None
        mul_324: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_323, 0.044715)
        pow_19: "f32[4, 128, 3072]" = torch.ops.aten.pow.Tensor_Scalar(view_70, 2.0);  view_70 = None
        mul_325: "f32[4, 128, 3072]" = torch.ops.aten.mul.Scalar(pow_19, 3.0);  pow_19 = None
        mul_326: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_324, mul_325);  mul_324 = mul_325 = None
        add_138: "f32[4, 128, 3072]" = torch.ops.aten.add.Tensor(mul_323, mul_326);  mul_323 = mul_326 = None
        mul_327: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_320, 0.5);  mul_320 = None
        add_139: "f32[4, 128, 3072]" = torch.ops.aten.add.Tensor(add_138, mul_327);  add_138 = mul_327 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_250: "f32[512, 3072]" = torch.ops.aten.view.default(add_139, [512, 3072]);  add_139 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_127: "f32[3072, 768]" = torch.ops.aten.permute.default(primals_73, [1, 0]);  primals_73 = None
        mm_53: "f32[512, 768]" = torch.ops.aten.mm.default(view_250, permute_127);  permute_127 = None
        mm_54: "f32[768, 3072]" = torch.ops.aten.mm.default(permute_128, view_250);  permute_128 = None
        sum_78: "f32[1, 3072]" = torch.ops.aten.sum.dim_IntList(view_250, [0], True);  view_250 = None
        view_251: "f32[3072]" = torch.ops.aten.view.default(sum_78, [3072]);  sum_78 = None
        view_252: "f32[4, 128, 768]" = torch.ops.aten.view.default(mm_53, [4, 128, 768]);  mm_53 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:304 in forward, code: hidden_states = self.ln_2(hidden_states)
        mul_329: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(view_252, primals_70);  primals_70 = None
        mul_330: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_329, 768)
        sum_79: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_329, [2], True)
        mul_331: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_329, mul_66);  mul_329 = None
        sum_80: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_331, [2], True);  mul_331 = None
        mul_332: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_66, sum_80);  sum_80 = None
        sub_72: "f32[4, 128, 768]" = torch.ops.aten.sub.Tensor(mul_330, sum_79);  mul_330 = sum_79 = None
        sub_73: "f32[4, 128, 768]" = torch.ops.aten.sub.Tensor(sub_72, mul_332);  sub_72 = mul_332 = None
        mul_333: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(div_13, sub_73);  div_13 = sub_73 = None
        mul_334: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(view_252, mul_66);  mul_66 = None
        sum_81: "f32[768]" = torch.ops.aten.sum.dim_IntList(mul_334, [0, 1]);  mul_334 = None
        sum_82: "f32[768]" = torch.ops.aten.sum.dim_IntList(view_252, [0, 1]);  view_252 = None
        add_140: "f32[4, 128, 768]" = torch.ops.aten.add.Tensor(add_137, mul_333);  add_137 = mul_333 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:224 in forward, code: attn_output = self.resid_dropout(attn_output)
        convert_element_type_13: "f32[4, 128, 768]" = torch.ops.prims.convert_element_type.default(gt_11, torch.float32);  gt_11 = None
        mul_335: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(convert_element_type_13, 1.1111111111111112);  convert_element_type_13 = None
        mul_336: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(add_140, mul_335);  mul_335 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_253: "f32[512, 768]" = torch.ops.aten.view.default(mul_336, [512, 768]);  mul_336 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_129: "f32[768, 768]" = torch.ops.aten.permute.default(primals_69, [1, 0]);  primals_69 = None
        mm_55: "f32[512, 768]" = torch.ops.aten.mm.default(view_253, permute_129);  permute_129 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_23: "f32[4, 128, 12, 64]" = torch.ops.aten.permute.default(getitem_60, [0, 2, 1, 3])

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:222 in forward, code: attn_output = attn_output.reshape(*attn_output.shape[:-2], -1).contiguous()
        view_66: "f32[4, 128, 768]" = torch.ops.aten.view.default(permute_23, [4, 128, -1]);  permute_23 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_67: "f32[512, 768]" = torch.ops.aten.view.default(view_66, [-1, 768]);  view_66 = None
        permute_130: "f32[768, 512]" = torch.ops.aten.permute.default(view_67, [1, 0]);  view_67 = None
        mm_56: "f32[768, 768]" = torch.ops.aten.mm.default(permute_130, view_253);  permute_130 = None
        sum_83: "f32[1, 768]" = torch.ops.aten.sum.dim_IntList(view_253, [0], True);  view_253 = None
        view_254: "f32[768]" = torch.ops.aten.view.default(sum_83, [768]);  sum_83 = None
        view_255: "f32[4, 128, 768]" = torch.ops.aten.view.default(mm_55, [4, 128, 768]);  mm_55 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:222 in forward, code: attn_output = attn_output.reshape(*attn_output.shape[:-2], -1).contiguous()
        view_256: "f32[4, 128, 12, 64]" = torch.ops.aten.view.default(view_255, [4, 128, 12, 64]);  view_255 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_131: "f32[4, 12, 128, 64]" = torch.ops.aten.permute.default(view_256, [0, 2, 1, 3]);  view_256 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:158 in sdpa_attention_forward, code: attn_output = torch.nn.functional.scaled_dot_product_attention(
        _scaled_dot_product_efficient_attention_backward_6 = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(permute_131, permute_22, clone_10, clone_11, expand_1, getitem_60, getitem_61, getitem_62, getitem_63, 0.1, [True, True, True, False], scale = 0.125);  permute_131 = permute_22 = clone_10 = clone_11 = getitem_60 = getitem_61 = getitem_62 = getitem_63 = None
        getitem_158: "f32[4, 12, 128, 64]" = _scaled_dot_product_efficient_attention_backward_6[0]
        getitem_159: "f32[4, 12, 128, 64]" = _scaled_dot_product_efficient_attention_backward_6[1]
        getitem_160: "f32[4, 12, 128, 64]" = _scaled_dot_product_efficient_attention_backward_6[2];  _scaled_dot_product_efficient_attention_backward_6 = None
        add_141: "f32[4, 12, 128, 64]" = torch.ops.aten.add.Tensor(tangents_12, getitem_159);  tangents_12 = getitem_159 = None
        add_142: "f32[4, 12, 128, 64]" = torch.ops.aten.add.Tensor(tangents_11, getitem_160);  tangents_11 = getitem_160 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:191 in forward, code: query_states = query_states.view(shape_q).transpose(1, 2)
        permute_132: "f32[4, 128, 12, 64]" = torch.ops.aten.permute.default(getitem_158, [0, 2, 1, 3]);  getitem_158 = None
        view_257: "f32[4, 128, 768]" = torch.ops.aten.view.default(permute_132, [4, 128, 768]);  permute_132 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:188 in forward, code: value_states = value_states.view(shape_kv).transpose(1, 2)
        permute_133: "f32[4, 128, 12, 64]" = torch.ops.aten.permute.default(add_142, [0, 2, 1, 3]);  add_142 = None
        clone_50: "f32[4, 128, 12, 64]" = torch.ops.aten.clone.default(permute_133, memory_format = torch.contiguous_format);  permute_133 = None
        view_258: "f32[4, 128, 768]" = torch.ops.aten.view.default(clone_50, [4, 128, 768]);  clone_50 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:187 in forward, code: key_states = key_states.view(shape_kv).transpose(1, 2)
        permute_134: "f32[4, 128, 12, 64]" = torch.ops.aten.permute.default(add_141, [0, 2, 1, 3]);  add_141 = None
        clone_51: "f32[4, 128, 12, 64]" = torch.ops.aten.clone.default(permute_134, memory_format = torch.contiguous_format);  permute_134 = None
        view_259: "f32[4, 128, 768]" = torch.ops.aten.view.default(clone_51, [4, 128, 768]);  clone_51 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:185 in forward, code: query_states, key_states, value_states = self.c_attn(hidden_states).split(self.split_size, dim=2)
        cat_6: "f32[4, 128, 2304]" = torch.ops.aten.cat.default([view_257, view_259, view_258], 2);  view_257 = view_259 = view_258 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_260: "f32[512, 2304]" = torch.ops.aten.view.default(cat_6, [512, 2304]);  cat_6 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_135: "f32[2304, 768]" = torch.ops.aten.permute.default(primals_67, [1, 0]);  primals_67 = None
        mm_57: "f32[512, 768]" = torch.ops.aten.mm.default(view_260, permute_135);  permute_135 = None
        mm_58: "f32[768, 2304]" = torch.ops.aten.mm.default(permute_136, view_260);  permute_136 = None
        sum_84: "f32[1, 2304]" = torch.ops.aten.sum.dim_IntList(view_260, [0], True);  view_260 = None
        view_261: "f32[2304]" = torch.ops.aten.view.default(sum_84, [2304]);  sum_84 = None
        view_262: "f32[4, 128, 768]" = torch.ops.aten.view.default(mm_57, [4, 128, 768]);  mm_57 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:273 in forward, code: hidden_states = self.ln_1(hidden_states)
        mul_338: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(view_262, primals_64);  primals_64 = None
        mul_339: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_338, 768)
        sum_85: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_338, [2], True)
        mul_340: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_338, mul_62);  mul_338 = None
        sum_86: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_340, [2], True);  mul_340 = None
        mul_341: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_62, sum_86);  sum_86 = None
        sub_75: "f32[4, 128, 768]" = torch.ops.aten.sub.Tensor(mul_339, sum_85);  mul_339 = sum_85 = None
        sub_76: "f32[4, 128, 768]" = torch.ops.aten.sub.Tensor(sub_75, mul_341);  sub_75 = mul_341 = None
        mul_342: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(div_14, sub_76);  div_14 = sub_76 = None
        mul_343: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(view_262, mul_62);  mul_62 = None
        sum_87: "f32[768]" = torch.ops.aten.sum.dim_IntList(mul_343, [0, 1]);  mul_343 = None
        sum_88: "f32[768]" = torch.ops.aten.sum.dim_IntList(view_262, [0, 1]);  view_262 = None
        add_143: "f32[4, 128, 768]" = torch.ops.aten.add.Tensor(add_140, mul_342);  add_140 = mul_342 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:242 in forward, code: hidden_states = self.dropout(hidden_states)
        convert_element_type_14: "f32[4, 128, 768]" = torch.ops.prims.convert_element_type.default(gt_10, torch.float32);  gt_10 = None
        mul_344: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(convert_element_type_14, 1.1111111111111112);  convert_element_type_14 = None
        mul_345: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(add_143, mul_344);  mul_344 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_263: "f32[512, 768]" = torch.ops.aten.view.default(mul_345, [512, 768]);  mul_345 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_137: "f32[768, 3072]" = torch.ops.aten.permute.default(primals_63, [1, 0]);  primals_63 = None
        mm_59: "f32[512, 3072]" = torch.ops.aten.mm.default(view_263, permute_137);  permute_137 = None
        mm_60: "f32[3072, 768]" = torch.ops.aten.mm.default(permute_138, view_263);  permute_138 = None
        sum_89: "f32[1, 768]" = torch.ops.aten.sum.dim_IntList(view_263, [0], True);  view_263 = None
        view_264: "f32[768]" = torch.ops.aten.view.default(sum_89, [768]);  sum_89 = None
        view_265: "f32[4, 128, 3072]" = torch.ops.aten.view.default(mm_59, [4, 128, 3072]);  mm_59 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_58: "f32[4, 128, 3072]" = torch.ops.aten.view.default(addmm_18, [4, 128, 3072]);  addmm_18 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/activations.py:66 in forward, code: return 0.5 * input * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (input + 0.044715 * torch.pow(input, 3.0))))
        mul_56: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(view_58, 0.5)
        mul_346: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(view_265, mul_56);  mul_56 = None
        pow_5: "f32[4, 128, 3072]" = torch.ops.aten.pow.Tensor_Scalar(view_58, 3.0)
        mul_57: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(pow_5, 0.044715);  pow_5 = None
        add_41: "f32[4, 128, 3072]" = torch.ops.aten.add.Tensor(view_58, mul_57);  mul_57 = None
        mul_58: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(add_41, 0.7978845608028654);  add_41 = None
        tanh_4: "f32[4, 128, 3072]" = torch.ops.aten.tanh.default(mul_58);  mul_58 = None
        add_42: "f32[4, 128, 3072]" = torch.ops.aten.add.Tensor(tanh_4, 1.0)
        mul_347: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(view_265, add_42);  view_265 = add_42 = None
        mul_348: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(tanh_4, tanh_4);  tanh_4 = None
        sub_77: "f32[4, 128, 3072]" = torch.ops.aten.sub.Tensor(1, mul_348);  mul_348 = None
        mul_349: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_346, sub_77);  mul_346 = sub_77 = None
        mul_350: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_349, 0.7978845608028654);  mul_349 = None
        mul_351: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_350, 0.044715)
        pow_20: "f32[4, 128, 3072]" = torch.ops.aten.pow.Tensor_Scalar(view_58, 2.0);  view_58 = None
        mul_352: "f32[4, 128, 3072]" = torch.ops.aten.mul.Scalar(pow_20, 3.0);  pow_20 = None
        mul_353: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_351, mul_352);  mul_351 = mul_352 = None
        add_144: "f32[4, 128, 3072]" = torch.ops.aten.add.Tensor(mul_350, mul_353);  mul_350 = mul_353 = None
        mul_354: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_347, 0.5);  mul_347 = None
        add_145: "f32[4, 128, 3072]" = torch.ops.aten.add.Tensor(add_144, mul_354);  add_144 = mul_354 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_266: "f32[512, 3072]" = torch.ops.aten.view.default(add_145, [512, 3072]);  add_145 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_139: "f32[3072, 768]" = torch.ops.aten.permute.default(primals_61, [1, 0]);  primals_61 = None
        mm_61: "f32[512, 768]" = torch.ops.aten.mm.default(view_266, permute_139);  permute_139 = None
        mm_62: "f32[768, 3072]" = torch.ops.aten.mm.default(permute_140, view_266);  permute_140 = None
        sum_90: "f32[1, 3072]" = torch.ops.aten.sum.dim_IntList(view_266, [0], True);  view_266 = None
        view_267: "f32[3072]" = torch.ops.aten.view.default(sum_90, [3072]);  sum_90 = None
        view_268: "f32[4, 128, 768]" = torch.ops.aten.view.default(mm_61, [4, 128, 768]);  mm_61 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:304 in forward, code: hidden_states = self.ln_2(hidden_states)
        mul_356: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(view_268, primals_58);  primals_58 = None
        mul_357: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_356, 768)
        sum_91: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_356, [2], True)
        mul_358: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_356, mul_54);  mul_356 = None
        sum_92: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_358, [2], True);  mul_358 = None
        mul_359: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_54, sum_92);  sum_92 = None
        sub_79: "f32[4, 128, 768]" = torch.ops.aten.sub.Tensor(mul_357, sum_91);  mul_357 = sum_91 = None
        sub_80: "f32[4, 128, 768]" = torch.ops.aten.sub.Tensor(sub_79, mul_359);  sub_79 = mul_359 = None
        mul_360: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(div_15, sub_80);  div_15 = sub_80 = None
        mul_361: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(view_268, mul_54);  mul_54 = None
        sum_93: "f32[768]" = torch.ops.aten.sum.dim_IntList(mul_361, [0, 1]);  mul_361 = None
        sum_94: "f32[768]" = torch.ops.aten.sum.dim_IntList(view_268, [0, 1]);  view_268 = None
        add_146: "f32[4, 128, 768]" = torch.ops.aten.add.Tensor(add_143, mul_360);  add_143 = mul_360 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:224 in forward, code: attn_output = self.resid_dropout(attn_output)
        convert_element_type_15: "f32[4, 128, 768]" = torch.ops.prims.convert_element_type.default(gt_9, torch.float32);  gt_9 = None
        mul_362: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(convert_element_type_15, 1.1111111111111112);  convert_element_type_15 = None
        mul_363: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(add_146, mul_362);  mul_362 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_269: "f32[512, 768]" = torch.ops.aten.view.default(mul_363, [512, 768]);  mul_363 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_141: "f32[768, 768]" = torch.ops.aten.permute.default(primals_57, [1, 0]);  primals_57 = None
        mm_63: "f32[512, 768]" = torch.ops.aten.mm.default(view_269, permute_141);  permute_141 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_19: "f32[4, 128, 12, 64]" = torch.ops.aten.permute.default(getitem_49, [0, 2, 1, 3])

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:222 in forward, code: attn_output = attn_output.reshape(*attn_output.shape[:-2], -1).contiguous()
        view_54: "f32[4, 128, 768]" = torch.ops.aten.view.default(permute_19, [4, 128, -1]);  permute_19 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_55: "f32[512, 768]" = torch.ops.aten.view.default(view_54, [-1, 768]);  view_54 = None
        permute_142: "f32[768, 512]" = torch.ops.aten.permute.default(view_55, [1, 0]);  view_55 = None
        mm_64: "f32[768, 768]" = torch.ops.aten.mm.default(permute_142, view_269);  permute_142 = None
        sum_95: "f32[1, 768]" = torch.ops.aten.sum.dim_IntList(view_269, [0], True);  view_269 = None
        view_270: "f32[768]" = torch.ops.aten.view.default(sum_95, [768]);  sum_95 = None
        view_271: "f32[4, 128, 768]" = torch.ops.aten.view.default(mm_63, [4, 128, 768]);  mm_63 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:222 in forward, code: attn_output = attn_output.reshape(*attn_output.shape[:-2], -1).contiguous()
        view_272: "f32[4, 128, 12, 64]" = torch.ops.aten.view.default(view_271, [4, 128, 12, 64]);  view_271 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_143: "f32[4, 12, 128, 64]" = torch.ops.aten.permute.default(view_272, [0, 2, 1, 3]);  view_272 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:158 in sdpa_attention_forward, code: attn_output = torch.nn.functional.scaled_dot_product_attention(
        _scaled_dot_product_efficient_attention_backward_7 = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(permute_143, permute_18, clone_8, clone_9, expand_1, getitem_49, getitem_50, getitem_51, getitem_52, 0.1, [True, True, True, False], scale = 0.125);  permute_143 = permute_18 = clone_8 = clone_9 = getitem_49 = getitem_50 = getitem_51 = getitem_52 = None
        getitem_162: "f32[4, 12, 128, 64]" = _scaled_dot_product_efficient_attention_backward_7[0]
        getitem_163: "f32[4, 12, 128, 64]" = _scaled_dot_product_efficient_attention_backward_7[1]
        getitem_164: "f32[4, 12, 128, 64]" = _scaled_dot_product_efficient_attention_backward_7[2];  _scaled_dot_product_efficient_attention_backward_7 = None
        add_147: "f32[4, 12, 128, 64]" = torch.ops.aten.add.Tensor(tangents_10, getitem_163);  tangents_10 = getitem_163 = None
        add_148: "f32[4, 12, 128, 64]" = torch.ops.aten.add.Tensor(tangents_9, getitem_164);  tangents_9 = getitem_164 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:191 in forward, code: query_states = query_states.view(shape_q).transpose(1, 2)
        permute_144: "f32[4, 128, 12, 64]" = torch.ops.aten.permute.default(getitem_162, [0, 2, 1, 3]);  getitem_162 = None
        view_273: "f32[4, 128, 768]" = torch.ops.aten.view.default(permute_144, [4, 128, 768]);  permute_144 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:188 in forward, code: value_states = value_states.view(shape_kv).transpose(1, 2)
        permute_145: "f32[4, 128, 12, 64]" = torch.ops.aten.permute.default(add_148, [0, 2, 1, 3]);  add_148 = None
        clone_54: "f32[4, 128, 12, 64]" = torch.ops.aten.clone.default(permute_145, memory_format = torch.contiguous_format);  permute_145 = None
        view_274: "f32[4, 128, 768]" = torch.ops.aten.view.default(clone_54, [4, 128, 768]);  clone_54 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:187 in forward, code: key_states = key_states.view(shape_kv).transpose(1, 2)
        permute_146: "f32[4, 128, 12, 64]" = torch.ops.aten.permute.default(add_147, [0, 2, 1, 3]);  add_147 = None
        clone_55: "f32[4, 128, 12, 64]" = torch.ops.aten.clone.default(permute_146, memory_format = torch.contiguous_format);  permute_146 = None
        view_275: "f32[4, 128, 768]" = torch.ops.aten.view.default(clone_55, [4, 128, 768]);  clone_55 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:185 in forward, code: query_states, key_states, value_states = self.c_attn(hidden_states).split(self.split_size, dim=2)
        cat_7: "f32[4, 128, 2304]" = torch.ops.aten.cat.default([view_273, view_275, view_274], 2);  view_273 = view_275 = view_274 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_276: "f32[512, 2304]" = torch.ops.aten.view.default(cat_7, [512, 2304]);  cat_7 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_147: "f32[2304, 768]" = torch.ops.aten.permute.default(primals_55, [1, 0]);  primals_55 = None
        mm_65: "f32[512, 768]" = torch.ops.aten.mm.default(view_276, permute_147);  permute_147 = None
        mm_66: "f32[768, 2304]" = torch.ops.aten.mm.default(permute_148, view_276);  permute_148 = None
        sum_96: "f32[1, 2304]" = torch.ops.aten.sum.dim_IntList(view_276, [0], True);  view_276 = None
        view_277: "f32[2304]" = torch.ops.aten.view.default(sum_96, [2304]);  sum_96 = None
        view_278: "f32[4, 128, 768]" = torch.ops.aten.view.default(mm_65, [4, 128, 768]);  mm_65 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:273 in forward, code: hidden_states = self.ln_1(hidden_states)
        mul_365: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(view_278, primals_52);  primals_52 = None
        mul_366: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_365, 768)
        sum_97: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_365, [2], True)
        mul_367: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_365, mul_50);  mul_365 = None
        sum_98: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_367, [2], True);  mul_367 = None
        mul_368: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_50, sum_98);  sum_98 = None
        sub_82: "f32[4, 128, 768]" = torch.ops.aten.sub.Tensor(mul_366, sum_97);  mul_366 = sum_97 = None
        sub_83: "f32[4, 128, 768]" = torch.ops.aten.sub.Tensor(sub_82, mul_368);  sub_82 = mul_368 = None
        mul_369: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(div_16, sub_83);  div_16 = sub_83 = None
        mul_370: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(view_278, mul_50);  mul_50 = None
        sum_99: "f32[768]" = torch.ops.aten.sum.dim_IntList(mul_370, [0, 1]);  mul_370 = None
        sum_100: "f32[768]" = torch.ops.aten.sum.dim_IntList(view_278, [0, 1]);  view_278 = None
        add_149: "f32[4, 128, 768]" = torch.ops.aten.add.Tensor(add_146, mul_369);  add_146 = mul_369 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:242 in forward, code: hidden_states = self.dropout(hidden_states)
        convert_element_type_16: "f32[4, 128, 768]" = torch.ops.prims.convert_element_type.default(gt_8, torch.float32);  gt_8 = None
        mul_371: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(convert_element_type_16, 1.1111111111111112);  convert_element_type_16 = None
        mul_372: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(add_149, mul_371);  mul_371 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_279: "f32[512, 768]" = torch.ops.aten.view.default(mul_372, [512, 768]);  mul_372 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_149: "f32[768, 3072]" = torch.ops.aten.permute.default(primals_51, [1, 0]);  primals_51 = None
        mm_67: "f32[512, 3072]" = torch.ops.aten.mm.default(view_279, permute_149);  permute_149 = None
        mm_68: "f32[3072, 768]" = torch.ops.aten.mm.default(permute_150, view_279);  permute_150 = None
        sum_101: "f32[1, 768]" = torch.ops.aten.sum.dim_IntList(view_279, [0], True);  view_279 = None
        view_280: "f32[768]" = torch.ops.aten.view.default(sum_101, [768]);  sum_101 = None
        view_281: "f32[4, 128, 3072]" = torch.ops.aten.view.default(mm_67, [4, 128, 3072]);  mm_67 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_46: "f32[4, 128, 3072]" = torch.ops.aten.view.default(addmm_14, [4, 128, 3072]);  addmm_14 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/activations.py:66 in forward, code: return 0.5 * input * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (input + 0.044715 * torch.pow(input, 3.0))))
        mul_44: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(view_46, 0.5)
        mul_373: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(view_281, mul_44);  mul_44 = None
        pow_4: "f32[4, 128, 3072]" = torch.ops.aten.pow.Tensor_Scalar(view_46, 3.0)
        mul_45: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(pow_4, 0.044715);  pow_4 = None
        add_33: "f32[4, 128, 3072]" = torch.ops.aten.add.Tensor(view_46, mul_45);  mul_45 = None
        mul_46: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(add_33, 0.7978845608028654);  add_33 = None
        tanh_3: "f32[4, 128, 3072]" = torch.ops.aten.tanh.default(mul_46);  mul_46 = None
        add_34: "f32[4, 128, 3072]" = torch.ops.aten.add.Tensor(tanh_3, 1.0)
        mul_374: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(view_281, add_34);  view_281 = add_34 = None
        mul_375: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(tanh_3, tanh_3);  tanh_3 = None
        sub_84: "f32[4, 128, 3072]" = torch.ops.aten.sub.Tensor(1, mul_375);  mul_375 = None
        mul_376: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_373, sub_84);  mul_373 = sub_84 = None
        mul_377: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_376, 0.7978845608028654);  mul_376 = None
        mul_378: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_377, 0.044715)
        pow_21: "f32[4, 128, 3072]" = torch.ops.aten.pow.Tensor_Scalar(view_46, 2.0);  view_46 = None
        mul_379: "f32[4, 128, 3072]" = torch.ops.aten.mul.Scalar(pow_21, 3.0);  pow_21 = None
        mul_380: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_378, mul_379);  mul_378 = mul_379 = None
        add_150: "f32[4, 128, 3072]" = torch.ops.aten.add.Tensor(mul_377, mul_380);  mul_377 = mul_380 = None
        mul_381: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_374, 0.5);  mul_374 = None
        add_151: "f32[4, 128, 3072]" = torch.ops.aten.add.Tensor(add_150, mul_381);  add_150 = mul_381 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_282: "f32[512, 3072]" = torch.ops.aten.view.default(add_151, [512, 3072]);  add_151 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_151: "f32[3072, 768]" = torch.ops.aten.permute.default(primals_49, [1, 0]);  primals_49 = None
        mm_69: "f32[512, 768]" = torch.ops.aten.mm.default(view_282, permute_151);  permute_151 = None
        mm_70: "f32[768, 3072]" = torch.ops.aten.mm.default(permute_152, view_282);  permute_152 = None
        sum_102: "f32[1, 3072]" = torch.ops.aten.sum.dim_IntList(view_282, [0], True);  view_282 = None
        view_283: "f32[3072]" = torch.ops.aten.view.default(sum_102, [3072]);  sum_102 = None
        view_284: "f32[4, 128, 768]" = torch.ops.aten.view.default(mm_69, [4, 128, 768]);  mm_69 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:304 in forward, code: hidden_states = self.ln_2(hidden_states)
        mul_383: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(view_284, primals_46);  primals_46 = None
        mul_384: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_383, 768)
        sum_103: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_383, [2], True)
        mul_385: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_383, mul_42);  mul_383 = None
        sum_104: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_385, [2], True);  mul_385 = None
        mul_386: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_42, sum_104);  sum_104 = None
        sub_86: "f32[4, 128, 768]" = torch.ops.aten.sub.Tensor(mul_384, sum_103);  mul_384 = sum_103 = None
        sub_87: "f32[4, 128, 768]" = torch.ops.aten.sub.Tensor(sub_86, mul_386);  sub_86 = mul_386 = None
        mul_387: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(div_17, sub_87);  div_17 = sub_87 = None
        mul_388: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(view_284, mul_42);  mul_42 = None
        sum_105: "f32[768]" = torch.ops.aten.sum.dim_IntList(mul_388, [0, 1]);  mul_388 = None
        sum_106: "f32[768]" = torch.ops.aten.sum.dim_IntList(view_284, [0, 1]);  view_284 = None
        add_152: "f32[4, 128, 768]" = torch.ops.aten.add.Tensor(add_149, mul_387);  add_149 = mul_387 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:224 in forward, code: attn_output = self.resid_dropout(attn_output)
        convert_element_type_17: "f32[4, 128, 768]" = torch.ops.prims.convert_element_type.default(gt_7, torch.float32);  gt_7 = None
        mul_389: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(convert_element_type_17, 1.1111111111111112);  convert_element_type_17 = None
        mul_390: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(add_152, mul_389);  mul_389 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_285: "f32[512, 768]" = torch.ops.aten.view.default(mul_390, [512, 768]);  mul_390 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_153: "f32[768, 768]" = torch.ops.aten.permute.default(primals_45, [1, 0]);  primals_45 = None
        mm_71: "f32[512, 768]" = torch.ops.aten.mm.default(view_285, permute_153);  permute_153 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_15: "f32[4, 128, 12, 64]" = torch.ops.aten.permute.default(getitem_38, [0, 2, 1, 3])

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:222 in forward, code: attn_output = attn_output.reshape(*attn_output.shape[:-2], -1).contiguous()
        view_42: "f32[4, 128, 768]" = torch.ops.aten.view.default(permute_15, [4, 128, -1]);  permute_15 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_43: "f32[512, 768]" = torch.ops.aten.view.default(view_42, [-1, 768]);  view_42 = None
        permute_154: "f32[768, 512]" = torch.ops.aten.permute.default(view_43, [1, 0]);  view_43 = None
        mm_72: "f32[768, 768]" = torch.ops.aten.mm.default(permute_154, view_285);  permute_154 = None
        sum_107: "f32[1, 768]" = torch.ops.aten.sum.dim_IntList(view_285, [0], True);  view_285 = None
        view_286: "f32[768]" = torch.ops.aten.view.default(sum_107, [768]);  sum_107 = None
        view_287: "f32[4, 128, 768]" = torch.ops.aten.view.default(mm_71, [4, 128, 768]);  mm_71 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:222 in forward, code: attn_output = attn_output.reshape(*attn_output.shape[:-2], -1).contiguous()
        view_288: "f32[4, 128, 12, 64]" = torch.ops.aten.view.default(view_287, [4, 128, 12, 64]);  view_287 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_155: "f32[4, 12, 128, 64]" = torch.ops.aten.permute.default(view_288, [0, 2, 1, 3]);  view_288 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:158 in sdpa_attention_forward, code: attn_output = torch.nn.functional.scaled_dot_product_attention(
        _scaled_dot_product_efficient_attention_backward_8 = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(permute_155, permute_14, clone_6, clone_7, expand_1, getitem_38, getitem_39, getitem_40, getitem_41, 0.1, [True, True, True, False], scale = 0.125);  permute_155 = permute_14 = clone_6 = clone_7 = getitem_38 = getitem_39 = getitem_40 = getitem_41 = None
        getitem_166: "f32[4, 12, 128, 64]" = _scaled_dot_product_efficient_attention_backward_8[0]
        getitem_167: "f32[4, 12, 128, 64]" = _scaled_dot_product_efficient_attention_backward_8[1]
        getitem_168: "f32[4, 12, 128, 64]" = _scaled_dot_product_efficient_attention_backward_8[2];  _scaled_dot_product_efficient_attention_backward_8 = None
        add_153: "f32[4, 12, 128, 64]" = torch.ops.aten.add.Tensor(tangents_8, getitem_167);  tangents_8 = getitem_167 = None
        add_154: "f32[4, 12, 128, 64]" = torch.ops.aten.add.Tensor(tangents_7, getitem_168);  tangents_7 = getitem_168 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:191 in forward, code: query_states = query_states.view(shape_q).transpose(1, 2)
        permute_156: "f32[4, 128, 12, 64]" = torch.ops.aten.permute.default(getitem_166, [0, 2, 1, 3]);  getitem_166 = None
        view_289: "f32[4, 128, 768]" = torch.ops.aten.view.default(permute_156, [4, 128, 768]);  permute_156 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:188 in forward, code: value_states = value_states.view(shape_kv).transpose(1, 2)
        permute_157: "f32[4, 128, 12, 64]" = torch.ops.aten.permute.default(add_154, [0, 2, 1, 3]);  add_154 = None
        clone_58: "f32[4, 128, 12, 64]" = torch.ops.aten.clone.default(permute_157, memory_format = torch.contiguous_format);  permute_157 = None
        view_290: "f32[4, 128, 768]" = torch.ops.aten.view.default(clone_58, [4, 128, 768]);  clone_58 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:187 in forward, code: key_states = key_states.view(shape_kv).transpose(1, 2)
        permute_158: "f32[4, 128, 12, 64]" = torch.ops.aten.permute.default(add_153, [0, 2, 1, 3]);  add_153 = None
        clone_59: "f32[4, 128, 12, 64]" = torch.ops.aten.clone.default(permute_158, memory_format = torch.contiguous_format);  permute_158 = None
        view_291: "f32[4, 128, 768]" = torch.ops.aten.view.default(clone_59, [4, 128, 768]);  clone_59 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:185 in forward, code: query_states, key_states, value_states = self.c_attn(hidden_states).split(self.split_size, dim=2)
        cat_8: "f32[4, 128, 2304]" = torch.ops.aten.cat.default([view_289, view_291, view_290], 2);  view_289 = view_291 = view_290 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_292: "f32[512, 2304]" = torch.ops.aten.view.default(cat_8, [512, 2304]);  cat_8 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_159: "f32[2304, 768]" = torch.ops.aten.permute.default(primals_43, [1, 0]);  primals_43 = None
        mm_73: "f32[512, 768]" = torch.ops.aten.mm.default(view_292, permute_159);  permute_159 = None
        mm_74: "f32[768, 2304]" = torch.ops.aten.mm.default(permute_160, view_292);  permute_160 = None
        sum_108: "f32[1, 2304]" = torch.ops.aten.sum.dim_IntList(view_292, [0], True);  view_292 = None
        view_293: "f32[2304]" = torch.ops.aten.view.default(sum_108, [2304]);  sum_108 = None
        view_294: "f32[4, 128, 768]" = torch.ops.aten.view.default(mm_73, [4, 128, 768]);  mm_73 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:273 in forward, code: hidden_states = self.ln_1(hidden_states)
        mul_392: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(view_294, primals_40);  primals_40 = None
        mul_393: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_392, 768)
        sum_109: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_392, [2], True)
        mul_394: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_392, mul_38);  mul_392 = None
        sum_110: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_394, [2], True);  mul_394 = None
        mul_395: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_38, sum_110);  sum_110 = None
        sub_89: "f32[4, 128, 768]" = torch.ops.aten.sub.Tensor(mul_393, sum_109);  mul_393 = sum_109 = None
        sub_90: "f32[4, 128, 768]" = torch.ops.aten.sub.Tensor(sub_89, mul_395);  sub_89 = mul_395 = None
        mul_396: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(div_18, sub_90);  div_18 = sub_90 = None
        mul_397: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(view_294, mul_38);  mul_38 = None
        sum_111: "f32[768]" = torch.ops.aten.sum.dim_IntList(mul_397, [0, 1]);  mul_397 = None
        sum_112: "f32[768]" = torch.ops.aten.sum.dim_IntList(view_294, [0, 1]);  view_294 = None
        add_155: "f32[4, 128, 768]" = torch.ops.aten.add.Tensor(add_152, mul_396);  add_152 = mul_396 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:242 in forward, code: hidden_states = self.dropout(hidden_states)
        convert_element_type_18: "f32[4, 128, 768]" = torch.ops.prims.convert_element_type.default(gt_6, torch.float32);  gt_6 = None
        mul_398: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(convert_element_type_18, 1.1111111111111112);  convert_element_type_18 = None
        mul_399: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(add_155, mul_398);  mul_398 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_295: "f32[512, 768]" = torch.ops.aten.view.default(mul_399, [512, 768]);  mul_399 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_161: "f32[768, 3072]" = torch.ops.aten.permute.default(primals_39, [1, 0]);  primals_39 = None
        mm_75: "f32[512, 3072]" = torch.ops.aten.mm.default(view_295, permute_161);  permute_161 = None
        mm_76: "f32[3072, 768]" = torch.ops.aten.mm.default(permute_162, view_295);  permute_162 = None
        sum_113: "f32[1, 768]" = torch.ops.aten.sum.dim_IntList(view_295, [0], True);  view_295 = None
        view_296: "f32[768]" = torch.ops.aten.view.default(sum_113, [768]);  sum_113 = None
        view_297: "f32[4, 128, 3072]" = torch.ops.aten.view.default(mm_75, [4, 128, 3072]);  mm_75 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_34: "f32[4, 128, 3072]" = torch.ops.aten.view.default(addmm_10, [4, 128, 3072]);  addmm_10 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/activations.py:66 in forward, code: return 0.5 * input * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (input + 0.044715 * torch.pow(input, 3.0))))
        mul_32: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(view_34, 0.5)
        mul_400: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(view_297, mul_32);  mul_32 = None
        pow_3: "f32[4, 128, 3072]" = torch.ops.aten.pow.Tensor_Scalar(view_34, 3.0)
        mul_33: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(pow_3, 0.044715);  pow_3 = None
        add_25: "f32[4, 128, 3072]" = torch.ops.aten.add.Tensor(view_34, mul_33);  mul_33 = None
        mul_34: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(add_25, 0.7978845608028654);  add_25 = None
        tanh_2: "f32[4, 128, 3072]" = torch.ops.aten.tanh.default(mul_34);  mul_34 = None
        add_26: "f32[4, 128, 3072]" = torch.ops.aten.add.Tensor(tanh_2, 1.0)
        mul_401: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(view_297, add_26);  view_297 = add_26 = None
        mul_402: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(tanh_2, tanh_2);  tanh_2 = None
        sub_91: "f32[4, 128, 3072]" = torch.ops.aten.sub.Tensor(1, mul_402);  mul_402 = None
        mul_403: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_400, sub_91);  mul_400 = sub_91 = None
        mul_404: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_403, 0.7978845608028654);  mul_403 = None
        mul_405: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_404, 0.044715)
        pow_22: "f32[4, 128, 3072]" = torch.ops.aten.pow.Tensor_Scalar(view_34, 2.0);  view_34 = None
        mul_406: "f32[4, 128, 3072]" = torch.ops.aten.mul.Scalar(pow_22, 3.0);  pow_22 = None
        mul_407: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_405, mul_406);  mul_405 = mul_406 = None
        add_156: "f32[4, 128, 3072]" = torch.ops.aten.add.Tensor(mul_404, mul_407);  mul_404 = mul_407 = None
        mul_408: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_401, 0.5);  mul_401 = None
        add_157: "f32[4, 128, 3072]" = torch.ops.aten.add.Tensor(add_156, mul_408);  add_156 = mul_408 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_298: "f32[512, 3072]" = torch.ops.aten.view.default(add_157, [512, 3072]);  add_157 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_163: "f32[3072, 768]" = torch.ops.aten.permute.default(primals_37, [1, 0]);  primals_37 = None
        mm_77: "f32[512, 768]" = torch.ops.aten.mm.default(view_298, permute_163);  permute_163 = None
        mm_78: "f32[768, 3072]" = torch.ops.aten.mm.default(permute_164, view_298);  permute_164 = None
        sum_114: "f32[1, 3072]" = torch.ops.aten.sum.dim_IntList(view_298, [0], True);  view_298 = None
        view_299: "f32[3072]" = torch.ops.aten.view.default(sum_114, [3072]);  sum_114 = None
        view_300: "f32[4, 128, 768]" = torch.ops.aten.view.default(mm_77, [4, 128, 768]);  mm_77 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:304 in forward, code: hidden_states = self.ln_2(hidden_states)
        mul_410: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(view_300, primals_34);  primals_34 = None
        mul_411: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_410, 768)
        sum_115: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_410, [2], True)
        mul_412: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_410, mul_30);  mul_410 = None
        sum_116: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_412, [2], True);  mul_412 = None
        mul_413: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_30, sum_116);  sum_116 = None
        sub_93: "f32[4, 128, 768]" = torch.ops.aten.sub.Tensor(mul_411, sum_115);  mul_411 = sum_115 = None
        sub_94: "f32[4, 128, 768]" = torch.ops.aten.sub.Tensor(sub_93, mul_413);  sub_93 = mul_413 = None
        mul_414: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(div_19, sub_94);  div_19 = sub_94 = None
        mul_415: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(view_300, mul_30);  mul_30 = None
        sum_117: "f32[768]" = torch.ops.aten.sum.dim_IntList(mul_415, [0, 1]);  mul_415 = None
        sum_118: "f32[768]" = torch.ops.aten.sum.dim_IntList(view_300, [0, 1]);  view_300 = None
        add_158: "f32[4, 128, 768]" = torch.ops.aten.add.Tensor(add_155, mul_414);  add_155 = mul_414 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:224 in forward, code: attn_output = self.resid_dropout(attn_output)
        convert_element_type_19: "f32[4, 128, 768]" = torch.ops.prims.convert_element_type.default(gt_5, torch.float32);  gt_5 = None
        mul_416: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(convert_element_type_19, 1.1111111111111112);  convert_element_type_19 = None
        mul_417: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(add_158, mul_416);  mul_416 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_301: "f32[512, 768]" = torch.ops.aten.view.default(mul_417, [512, 768]);  mul_417 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_165: "f32[768, 768]" = torch.ops.aten.permute.default(primals_33, [1, 0]);  primals_33 = None
        mm_79: "f32[512, 768]" = torch.ops.aten.mm.default(view_301, permute_165);  permute_165 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_11: "f32[4, 128, 12, 64]" = torch.ops.aten.permute.default(getitem_27, [0, 2, 1, 3])

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:222 in forward, code: attn_output = attn_output.reshape(*attn_output.shape[:-2], -1).contiguous()
        view_30: "f32[4, 128, 768]" = torch.ops.aten.view.default(permute_11, [4, 128, -1]);  permute_11 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_31: "f32[512, 768]" = torch.ops.aten.view.default(view_30, [-1, 768]);  view_30 = None
        permute_166: "f32[768, 512]" = torch.ops.aten.permute.default(view_31, [1, 0]);  view_31 = None
        mm_80: "f32[768, 768]" = torch.ops.aten.mm.default(permute_166, view_301);  permute_166 = None
        sum_119: "f32[1, 768]" = torch.ops.aten.sum.dim_IntList(view_301, [0], True);  view_301 = None
        view_302: "f32[768]" = torch.ops.aten.view.default(sum_119, [768]);  sum_119 = None
        view_303: "f32[4, 128, 768]" = torch.ops.aten.view.default(mm_79, [4, 128, 768]);  mm_79 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:222 in forward, code: attn_output = attn_output.reshape(*attn_output.shape[:-2], -1).contiguous()
        view_304: "f32[4, 128, 12, 64]" = torch.ops.aten.view.default(view_303, [4, 128, 12, 64]);  view_303 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_167: "f32[4, 12, 128, 64]" = torch.ops.aten.permute.default(view_304, [0, 2, 1, 3]);  view_304 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:158 in sdpa_attention_forward, code: attn_output = torch.nn.functional.scaled_dot_product_attention(
        _scaled_dot_product_efficient_attention_backward_9 = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(permute_167, permute_10, clone_4, clone_5, expand_1, getitem_27, getitem_28, getitem_29, getitem_30, 0.1, [True, True, True, False], scale = 0.125);  permute_167 = permute_10 = clone_4 = clone_5 = getitem_27 = getitem_28 = getitem_29 = getitem_30 = None
        getitem_170: "f32[4, 12, 128, 64]" = _scaled_dot_product_efficient_attention_backward_9[0]
        getitem_171: "f32[4, 12, 128, 64]" = _scaled_dot_product_efficient_attention_backward_9[1]
        getitem_172: "f32[4, 12, 128, 64]" = _scaled_dot_product_efficient_attention_backward_9[2];  _scaled_dot_product_efficient_attention_backward_9 = None
        add_159: "f32[4, 12, 128, 64]" = torch.ops.aten.add.Tensor(tangents_6, getitem_171);  tangents_6 = getitem_171 = None
        add_160: "f32[4, 12, 128, 64]" = torch.ops.aten.add.Tensor(tangents_5, getitem_172);  tangents_5 = getitem_172 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:191 in forward, code: query_states = query_states.view(shape_q).transpose(1, 2)
        permute_168: "f32[4, 128, 12, 64]" = torch.ops.aten.permute.default(getitem_170, [0, 2, 1, 3]);  getitem_170 = None
        view_305: "f32[4, 128, 768]" = torch.ops.aten.view.default(permute_168, [4, 128, 768]);  permute_168 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:188 in forward, code: value_states = value_states.view(shape_kv).transpose(1, 2)
        permute_169: "f32[4, 128, 12, 64]" = torch.ops.aten.permute.default(add_160, [0, 2, 1, 3]);  add_160 = None
        clone_62: "f32[4, 128, 12, 64]" = torch.ops.aten.clone.default(permute_169, memory_format = torch.contiguous_format);  permute_169 = None
        view_306: "f32[4, 128, 768]" = torch.ops.aten.view.default(clone_62, [4, 128, 768]);  clone_62 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:187 in forward, code: key_states = key_states.view(shape_kv).transpose(1, 2)
        permute_170: "f32[4, 128, 12, 64]" = torch.ops.aten.permute.default(add_159, [0, 2, 1, 3]);  add_159 = None
        clone_63: "f32[4, 128, 12, 64]" = torch.ops.aten.clone.default(permute_170, memory_format = torch.contiguous_format);  permute_170 = None
        view_307: "f32[4, 128, 768]" = torch.ops.aten.view.default(clone_63, [4, 128, 768]);  clone_63 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:185 in forward, code: query_states, key_states, value_states = self.c_attn(hidden_states).split(self.split_size, dim=2)
        cat_9: "f32[4, 128, 2304]" = torch.ops.aten.cat.default([view_305, view_307, view_306], 2);  view_305 = view_307 = view_306 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_308: "f32[512, 2304]" = torch.ops.aten.view.default(cat_9, [512, 2304]);  cat_9 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_171: "f32[2304, 768]" = torch.ops.aten.permute.default(primals_31, [1, 0]);  primals_31 = None
        mm_81: "f32[512, 768]" = torch.ops.aten.mm.default(view_308, permute_171);  permute_171 = None
        mm_82: "f32[768, 2304]" = torch.ops.aten.mm.default(permute_172, view_308);  permute_172 = None
        sum_120: "f32[1, 2304]" = torch.ops.aten.sum.dim_IntList(view_308, [0], True);  view_308 = None
        view_309: "f32[2304]" = torch.ops.aten.view.default(sum_120, [2304]);  sum_120 = None
        view_310: "f32[4, 128, 768]" = torch.ops.aten.view.default(mm_81, [4, 128, 768]);  mm_81 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:273 in forward, code: hidden_states = self.ln_1(hidden_states)
        mul_419: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(view_310, primals_28);  primals_28 = None
        mul_420: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_419, 768)
        sum_121: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_419, [2], True)
        mul_421: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_419, mul_26);  mul_419 = None
        sum_122: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_421, [2], True);  mul_421 = None
        mul_422: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_26, sum_122);  sum_122 = None
        sub_96: "f32[4, 128, 768]" = torch.ops.aten.sub.Tensor(mul_420, sum_121);  mul_420 = sum_121 = None
        sub_97: "f32[4, 128, 768]" = torch.ops.aten.sub.Tensor(sub_96, mul_422);  sub_96 = mul_422 = None
        mul_423: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(div_20, sub_97);  div_20 = sub_97 = None
        mul_424: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(view_310, mul_26);  mul_26 = None
        sum_123: "f32[768]" = torch.ops.aten.sum.dim_IntList(mul_424, [0, 1]);  mul_424 = None
        sum_124: "f32[768]" = torch.ops.aten.sum.dim_IntList(view_310, [0, 1]);  view_310 = None
        add_161: "f32[4, 128, 768]" = torch.ops.aten.add.Tensor(add_158, mul_423);  add_158 = mul_423 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:242 in forward, code: hidden_states = self.dropout(hidden_states)
        convert_element_type_20: "f32[4, 128, 768]" = torch.ops.prims.convert_element_type.default(gt_4, torch.float32);  gt_4 = None
        mul_425: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(convert_element_type_20, 1.1111111111111112);  convert_element_type_20 = None
        mul_426: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(add_161, mul_425);  mul_425 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_311: "f32[512, 768]" = torch.ops.aten.view.default(mul_426, [512, 768]);  mul_426 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_173: "f32[768, 3072]" = torch.ops.aten.permute.default(primals_27, [1, 0]);  primals_27 = None
        mm_83: "f32[512, 3072]" = torch.ops.aten.mm.default(view_311, permute_173);  permute_173 = None
        mm_84: "f32[3072, 768]" = torch.ops.aten.mm.default(permute_174, view_311);  permute_174 = None
        sum_125: "f32[1, 768]" = torch.ops.aten.sum.dim_IntList(view_311, [0], True);  view_311 = None
        view_312: "f32[768]" = torch.ops.aten.view.default(sum_125, [768]);  sum_125 = None
        view_313: "f32[4, 128, 3072]" = torch.ops.aten.view.default(mm_83, [4, 128, 3072]);  mm_83 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_22: "f32[4, 128, 3072]" = torch.ops.aten.view.default(addmm_6, [4, 128, 3072]);  addmm_6 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/activations.py:66 in forward, code: return 0.5 * input * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (input + 0.044715 * torch.pow(input, 3.0))))
        mul_20: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(view_22, 0.5)
        mul_427: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(view_313, mul_20);  mul_20 = None
        pow_2: "f32[4, 128, 3072]" = torch.ops.aten.pow.Tensor_Scalar(view_22, 3.0)
        mul_21: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(pow_2, 0.044715);  pow_2 = None
        add_17: "f32[4, 128, 3072]" = torch.ops.aten.add.Tensor(view_22, mul_21);  mul_21 = None
        mul_22: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(add_17, 0.7978845608028654);  add_17 = None
        tanh_1: "f32[4, 128, 3072]" = torch.ops.aten.tanh.default(mul_22);  mul_22 = None
        add_18: "f32[4, 128, 3072]" = torch.ops.aten.add.Tensor(tanh_1, 1.0)
        mul_428: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(view_313, add_18);  view_313 = add_18 = None
        mul_429: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(tanh_1, tanh_1);  tanh_1 = None
        sub_98: "f32[4, 128, 3072]" = torch.ops.aten.sub.Tensor(1, mul_429);  mul_429 = None
        mul_430: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_427, sub_98);  mul_427 = sub_98 = None
        mul_431: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_430, 0.7978845608028654);  mul_430 = None
        mul_432: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_431, 0.044715)
        pow_23: "f32[4, 128, 3072]" = torch.ops.aten.pow.Tensor_Scalar(view_22, 2.0);  view_22 = None
        mul_433: "f32[4, 128, 3072]" = torch.ops.aten.mul.Scalar(pow_23, 3.0);  pow_23 = None
        mul_434: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_432, mul_433);  mul_432 = mul_433 = None
        add_162: "f32[4, 128, 3072]" = torch.ops.aten.add.Tensor(mul_431, mul_434);  mul_431 = mul_434 = None
        mul_435: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_428, 0.5);  mul_428 = None
        add_163: "f32[4, 128, 3072]" = torch.ops.aten.add.Tensor(add_162, mul_435);  add_162 = mul_435 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_314: "f32[512, 3072]" = torch.ops.aten.view.default(add_163, [512, 3072]);  add_163 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_175: "f32[3072, 768]" = torch.ops.aten.permute.default(primals_25, [1, 0]);  primals_25 = None
        mm_85: "f32[512, 768]" = torch.ops.aten.mm.default(view_314, permute_175);  permute_175 = None
        mm_86: "f32[768, 3072]" = torch.ops.aten.mm.default(permute_176, view_314);  permute_176 = None
        sum_126: "f32[1, 3072]" = torch.ops.aten.sum.dim_IntList(view_314, [0], True);  view_314 = None
        view_315: "f32[3072]" = torch.ops.aten.view.default(sum_126, [3072]);  sum_126 = None
        view_316: "f32[4, 128, 768]" = torch.ops.aten.view.default(mm_85, [4, 128, 768]);  mm_85 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:304 in forward, code: hidden_states = self.ln_2(hidden_states)
        mul_437: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(view_316, primals_22);  primals_22 = None
        mul_438: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_437, 768)
        sum_127: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_437, [2], True)
        mul_439: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_437, mul_18);  mul_437 = None
        sum_128: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_439, [2], True);  mul_439 = None
        mul_440: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_18, sum_128);  sum_128 = None
        sub_100: "f32[4, 128, 768]" = torch.ops.aten.sub.Tensor(mul_438, sum_127);  mul_438 = sum_127 = None
        sub_101: "f32[4, 128, 768]" = torch.ops.aten.sub.Tensor(sub_100, mul_440);  sub_100 = mul_440 = None
        mul_441: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(div_21, sub_101);  div_21 = sub_101 = None
        mul_442: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(view_316, mul_18);  mul_18 = None
        sum_129: "f32[768]" = torch.ops.aten.sum.dim_IntList(mul_442, [0, 1]);  mul_442 = None
        sum_130: "f32[768]" = torch.ops.aten.sum.dim_IntList(view_316, [0, 1]);  view_316 = None
        add_164: "f32[4, 128, 768]" = torch.ops.aten.add.Tensor(add_161, mul_441);  add_161 = mul_441 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:224 in forward, code: attn_output = self.resid_dropout(attn_output)
        convert_element_type_21: "f32[4, 128, 768]" = torch.ops.prims.convert_element_type.default(gt_3, torch.float32);  gt_3 = None
        mul_443: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(convert_element_type_21, 1.1111111111111112);  convert_element_type_21 = None
        mul_444: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(add_164, mul_443);  mul_443 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_317: "f32[512, 768]" = torch.ops.aten.view.default(mul_444, [512, 768]);  mul_444 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_177: "f32[768, 768]" = torch.ops.aten.permute.default(primals_21, [1, 0]);  primals_21 = None
        mm_87: "f32[512, 768]" = torch.ops.aten.mm.default(view_317, permute_177);  permute_177 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_7: "f32[4, 128, 12, 64]" = torch.ops.aten.permute.default(getitem_16, [0, 2, 1, 3])

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:222 in forward, code: attn_output = attn_output.reshape(*attn_output.shape[:-2], -1).contiguous()
        view_18: "f32[4, 128, 768]" = torch.ops.aten.view.default(permute_7, [4, 128, -1]);  permute_7 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_19: "f32[512, 768]" = torch.ops.aten.view.default(view_18, [-1, 768]);  view_18 = None
        permute_178: "f32[768, 512]" = torch.ops.aten.permute.default(view_19, [1, 0]);  view_19 = None
        mm_88: "f32[768, 768]" = torch.ops.aten.mm.default(permute_178, view_317);  permute_178 = None
        sum_131: "f32[1, 768]" = torch.ops.aten.sum.dim_IntList(view_317, [0], True);  view_317 = None
        view_318: "f32[768]" = torch.ops.aten.view.default(sum_131, [768]);  sum_131 = None
        view_319: "f32[4, 128, 768]" = torch.ops.aten.view.default(mm_87, [4, 128, 768]);  mm_87 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:222 in forward, code: attn_output = attn_output.reshape(*attn_output.shape[:-2], -1).contiguous()
        view_320: "f32[4, 128, 12, 64]" = torch.ops.aten.view.default(view_319, [4, 128, 12, 64]);  view_319 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_179: "f32[4, 12, 128, 64]" = torch.ops.aten.permute.default(view_320, [0, 2, 1, 3]);  view_320 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:158 in sdpa_attention_forward, code: attn_output = torch.nn.functional.scaled_dot_product_attention(
        _scaled_dot_product_efficient_attention_backward_10 = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(permute_179, permute_6, clone_2, clone_3, expand_1, getitem_16, getitem_17, getitem_18, getitem_19, 0.1, [True, True, True, False], scale = 0.125);  permute_179 = permute_6 = clone_2 = clone_3 = getitem_16 = getitem_17 = getitem_18 = getitem_19 = None
        getitem_174: "f32[4, 12, 128, 64]" = _scaled_dot_product_efficient_attention_backward_10[0]
        getitem_175: "f32[4, 12, 128, 64]" = _scaled_dot_product_efficient_attention_backward_10[1]
        getitem_176: "f32[4, 12, 128, 64]" = _scaled_dot_product_efficient_attention_backward_10[2];  _scaled_dot_product_efficient_attention_backward_10 = None
        add_165: "f32[4, 12, 128, 64]" = torch.ops.aten.add.Tensor(tangents_4, getitem_175);  tangents_4 = getitem_175 = None
        add_166: "f32[4, 12, 128, 64]" = torch.ops.aten.add.Tensor(tangents_3, getitem_176);  tangents_3 = getitem_176 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:191 in forward, code: query_states = query_states.view(shape_q).transpose(1, 2)
        permute_180: "f32[4, 128, 12, 64]" = torch.ops.aten.permute.default(getitem_174, [0, 2, 1, 3]);  getitem_174 = None
        view_321: "f32[4, 128, 768]" = torch.ops.aten.view.default(permute_180, [4, 128, 768]);  permute_180 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:188 in forward, code: value_states = value_states.view(shape_kv).transpose(1, 2)
        permute_181: "f32[4, 128, 12, 64]" = torch.ops.aten.permute.default(add_166, [0, 2, 1, 3]);  add_166 = None
        clone_66: "f32[4, 128, 12, 64]" = torch.ops.aten.clone.default(permute_181, memory_format = torch.contiguous_format);  permute_181 = None
        view_322: "f32[4, 128, 768]" = torch.ops.aten.view.default(clone_66, [4, 128, 768]);  clone_66 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:187 in forward, code: key_states = key_states.view(shape_kv).transpose(1, 2)
        permute_182: "f32[4, 128, 12, 64]" = torch.ops.aten.permute.default(add_165, [0, 2, 1, 3]);  add_165 = None
        clone_67: "f32[4, 128, 12, 64]" = torch.ops.aten.clone.default(permute_182, memory_format = torch.contiguous_format);  permute_182 = None
        view_323: "f32[4, 128, 768]" = torch.ops.aten.view.default(clone_67, [4, 128, 768]);  clone_67 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:185 in forward, code: query_states, key_states, value_states = self.c_attn(hidden_states).split(self.split_size, dim=2)
        cat_10: "f32[4, 128, 2304]" = torch.ops.aten.cat.default([view_321, view_323, view_322], 2);  view_321 = view_323 = view_322 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_324: "f32[512, 2304]" = torch.ops.aten.view.default(cat_10, [512, 2304]);  cat_10 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_183: "f32[2304, 768]" = torch.ops.aten.permute.default(primals_19, [1, 0]);  primals_19 = None
        mm_89: "f32[512, 768]" = torch.ops.aten.mm.default(view_324, permute_183);  permute_183 = None
        mm_90: "f32[768, 2304]" = torch.ops.aten.mm.default(permute_184, view_324);  permute_184 = None
        sum_132: "f32[1, 2304]" = torch.ops.aten.sum.dim_IntList(view_324, [0], True);  view_324 = None
        view_325: "f32[2304]" = torch.ops.aten.view.default(sum_132, [2304]);  sum_132 = None
        view_326: "f32[4, 128, 768]" = torch.ops.aten.view.default(mm_89, [4, 128, 768]);  mm_89 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:273 in forward, code: hidden_states = self.ln_1(hidden_states)
        mul_446: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(view_326, primals_16);  primals_16 = None
        mul_447: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_446, 768)
        sum_133: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_446, [2], True)
        mul_448: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_446, mul_14);  mul_446 = None
        sum_134: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_448, [2], True);  mul_448 = None
        mul_449: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_14, sum_134);  sum_134 = None
        sub_103: "f32[4, 128, 768]" = torch.ops.aten.sub.Tensor(mul_447, sum_133);  mul_447 = sum_133 = None
        sub_104: "f32[4, 128, 768]" = torch.ops.aten.sub.Tensor(sub_103, mul_449);  sub_103 = mul_449 = None
        mul_450: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(div_22, sub_104);  div_22 = sub_104 = None
        mul_451: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(view_326, mul_14);  mul_14 = None
        sum_135: "f32[768]" = torch.ops.aten.sum.dim_IntList(mul_451, [0, 1]);  mul_451 = None
        sum_136: "f32[768]" = torch.ops.aten.sum.dim_IntList(view_326, [0, 1]);  view_326 = None
        add_167: "f32[4, 128, 768]" = torch.ops.aten.add.Tensor(add_164, mul_450);  add_164 = mul_450 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:242 in forward, code: hidden_states = self.dropout(hidden_states)
        convert_element_type_22: "f32[4, 128, 768]" = torch.ops.prims.convert_element_type.default(gt_2, torch.float32);  gt_2 = None
        mul_452: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(convert_element_type_22, 1.1111111111111112);  convert_element_type_22 = None
        mul_453: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(add_167, mul_452);  mul_452 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_327: "f32[512, 768]" = torch.ops.aten.view.default(mul_453, [512, 768]);  mul_453 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_185: "f32[768, 3072]" = torch.ops.aten.permute.default(primals_15, [1, 0]);  primals_15 = None
        mm_91: "f32[512, 3072]" = torch.ops.aten.mm.default(view_327, permute_185);  permute_185 = None
        mm_92: "f32[3072, 768]" = torch.ops.aten.mm.default(permute_186, view_327);  permute_186 = None
        sum_137: "f32[1, 768]" = torch.ops.aten.sum.dim_IntList(view_327, [0], True);  view_327 = None
        view_328: "f32[768]" = torch.ops.aten.view.default(sum_137, [768]);  sum_137 = None
        view_329: "f32[4, 128, 3072]" = torch.ops.aten.view.default(mm_91, [4, 128, 3072]);  mm_91 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_10: "f32[4, 128, 3072]" = torch.ops.aten.view.default(addmm_2, [4, 128, 3072]);  addmm_2 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/activations.py:66 in forward, code: return 0.5 * input * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (input + 0.044715 * torch.pow(input, 3.0))))
        mul_8: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(view_10, 0.5)
        mul_454: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(view_329, mul_8);  mul_8 = None
        pow_1: "f32[4, 128, 3072]" = torch.ops.aten.pow.Tensor_Scalar(view_10, 3.0)
        mul_9: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(pow_1, 0.044715);  pow_1 = None
        add_9: "f32[4, 128, 3072]" = torch.ops.aten.add.Tensor(view_10, mul_9);  mul_9 = None
        mul_10: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(add_9, 0.7978845608028654);  add_9 = None
        tanh: "f32[4, 128, 3072]" = torch.ops.aten.tanh.default(mul_10);  mul_10 = None
        add_10: "f32[4, 128, 3072]" = torch.ops.aten.add.Tensor(tanh, 1.0)
        mul_455: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(view_329, add_10);  view_329 = add_10 = None
        mul_456: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(tanh, tanh);  tanh = None
        sub_105: "f32[4, 128, 3072]" = torch.ops.aten.sub.Tensor(1, mul_456);  mul_456 = None
        mul_457: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_454, sub_105);  mul_454 = sub_105 = None
        mul_458: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_457, 0.7978845608028654);  mul_457 = None
        mul_459: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_458, 0.044715)
        pow_24: "f32[4, 128, 3072]" = torch.ops.aten.pow.Tensor_Scalar(view_10, 2.0);  view_10 = None
        mul_460: "f32[4, 128, 3072]" = torch.ops.aten.mul.Scalar(pow_24, 3.0);  pow_24 = None
        mul_461: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_459, mul_460);  mul_459 = mul_460 = None
        add_168: "f32[4, 128, 3072]" = torch.ops.aten.add.Tensor(mul_458, mul_461);  mul_458 = mul_461 = None
        mul_462: "f32[4, 128, 3072]" = torch.ops.aten.mul.Tensor(mul_455, 0.5);  mul_455 = None
        add_169: "f32[4, 128, 3072]" = torch.ops.aten.add.Tensor(add_168, mul_462);  add_168 = mul_462 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_330: "f32[512, 3072]" = torch.ops.aten.view.default(add_169, [512, 3072]);  add_169 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_187: "f32[3072, 768]" = torch.ops.aten.permute.default(primals_13, [1, 0]);  primals_13 = None
        mm_93: "f32[512, 768]" = torch.ops.aten.mm.default(view_330, permute_187);  permute_187 = None
        mm_94: "f32[768, 3072]" = torch.ops.aten.mm.default(permute_188, view_330);  permute_188 = None
        sum_138: "f32[1, 3072]" = torch.ops.aten.sum.dim_IntList(view_330, [0], True);  view_330 = None
        view_331: "f32[3072]" = torch.ops.aten.view.default(sum_138, [3072]);  sum_138 = None
        view_332: "f32[4, 128, 768]" = torch.ops.aten.view.default(mm_93, [4, 128, 768]);  mm_93 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:304 in forward, code: hidden_states = self.ln_2(hidden_states)
        mul_464: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(view_332, primals_10);  primals_10 = None
        mul_465: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_464, 768)
        sum_139: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_464, [2], True)
        mul_466: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_464, mul_6);  mul_464 = None
        sum_140: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_466, [2], True);  mul_466 = None
        mul_467: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_6, sum_140);  sum_140 = None
        sub_107: "f32[4, 128, 768]" = torch.ops.aten.sub.Tensor(mul_465, sum_139);  mul_465 = sum_139 = None
        sub_108: "f32[4, 128, 768]" = torch.ops.aten.sub.Tensor(sub_107, mul_467);  sub_107 = mul_467 = None
        mul_468: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(div_23, sub_108);  div_23 = sub_108 = None
        mul_469: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(view_332, mul_6);  mul_6 = None
        sum_141: "f32[768]" = torch.ops.aten.sum.dim_IntList(mul_469, [0, 1]);  mul_469 = None
        sum_142: "f32[768]" = torch.ops.aten.sum.dim_IntList(view_332, [0, 1]);  view_332 = None
        add_170: "f32[4, 128, 768]" = torch.ops.aten.add.Tensor(add_167, mul_468);  add_167 = mul_468 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:224 in forward, code: attn_output = self.resid_dropout(attn_output)
        convert_element_type_23: "f32[4, 128, 768]" = torch.ops.prims.convert_element_type.default(gt_1, torch.float32);  gt_1 = None
        mul_470: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(convert_element_type_23, 1.1111111111111112);  convert_element_type_23 = None
        mul_471: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(add_170, mul_470);  mul_470 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_333: "f32[512, 768]" = torch.ops.aten.view.default(mul_471, [512, 768]);  mul_471 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_189: "f32[768, 768]" = torch.ops.aten.permute.default(primals_9, [1, 0]);  primals_9 = None
        mm_95: "f32[512, 768]" = torch.ops.aten.mm.default(view_333, permute_189);  permute_189 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_3: "f32[4, 128, 12, 64]" = torch.ops.aten.permute.default(getitem_5, [0, 2, 1, 3])

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:222 in forward, code: attn_output = attn_output.reshape(*attn_output.shape[:-2], -1).contiguous()
        view_6: "f32[4, 128, 768]" = torch.ops.aten.view.default(permute_3, [4, 128, -1]);  permute_3 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_7: "f32[512, 768]" = torch.ops.aten.view.default(view_6, [-1, 768]);  view_6 = None
        permute_190: "f32[768, 512]" = torch.ops.aten.permute.default(view_7, [1, 0]);  view_7 = None
        mm_96: "f32[768, 768]" = torch.ops.aten.mm.default(permute_190, view_333);  permute_190 = None
        sum_143: "f32[1, 768]" = torch.ops.aten.sum.dim_IntList(view_333, [0], True);  view_333 = None
        view_334: "f32[768]" = torch.ops.aten.view.default(sum_143, [768]);  sum_143 = None
        view_335: "f32[4, 128, 768]" = torch.ops.aten.view.default(mm_95, [4, 128, 768]);  mm_95 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:222 in forward, code: attn_output = attn_output.reshape(*attn_output.shape[:-2], -1).contiguous()
        view_336: "f32[4, 128, 12, 64]" = torch.ops.aten.view.default(view_335, [4, 128, 12, 64]);  view_335 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_191: "f32[4, 12, 128, 64]" = torch.ops.aten.permute.default(view_336, [0, 2, 1, 3]);  view_336 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:158 in sdpa_attention_forward, code: attn_output = torch.nn.functional.scaled_dot_product_attention(
        _scaled_dot_product_efficient_attention_backward_11 = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(permute_191, permute_2, clone, clone_1, expand_1, getitem_5, getitem_6, getitem_7, getitem_8, 0.1, [True, True, True, False], scale = 0.125);  permute_191 = permute_2 = clone = clone_1 = expand_1 = getitem_5 = getitem_6 = getitem_7 = getitem_8 = None
        getitem_178: "f32[4, 12, 128, 64]" = _scaled_dot_product_efficient_attention_backward_11[0]
        getitem_179: "f32[4, 12, 128, 64]" = _scaled_dot_product_efficient_attention_backward_11[1]
        getitem_180: "f32[4, 12, 128, 64]" = _scaled_dot_product_efficient_attention_backward_11[2];  _scaled_dot_product_efficient_attention_backward_11 = None
        add_171: "f32[4, 12, 128, 64]" = torch.ops.aten.add.Tensor(tangents_2, getitem_179);  tangents_2 = getitem_179 = None
        add_172: "f32[4, 12, 128, 64]" = torch.ops.aten.add.Tensor(tangents_1, getitem_180);  tangents_1 = getitem_180 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:191 in forward, code: query_states = query_states.view(shape_q).transpose(1, 2)
        permute_192: "f32[4, 128, 12, 64]" = torch.ops.aten.permute.default(getitem_178, [0, 2, 1, 3]);  getitem_178 = None
        view_337: "f32[4, 128, 768]" = torch.ops.aten.view.default(permute_192, [4, 128, 768]);  permute_192 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:188 in forward, code: value_states = value_states.view(shape_kv).transpose(1, 2)
        permute_193: "f32[4, 128, 12, 64]" = torch.ops.aten.permute.default(add_172, [0, 2, 1, 3]);  add_172 = None
        clone_70: "f32[4, 128, 12, 64]" = torch.ops.aten.clone.default(permute_193, memory_format = torch.contiguous_format);  permute_193 = None
        view_338: "f32[4, 128, 768]" = torch.ops.aten.view.default(clone_70, [4, 128, 768]);  clone_70 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:187 in forward, code: key_states = key_states.view(shape_kv).transpose(1, 2)
        permute_194: "f32[4, 128, 12, 64]" = torch.ops.aten.permute.default(add_171, [0, 2, 1, 3]);  add_171 = None
        clone_71: "f32[4, 128, 12, 64]" = torch.ops.aten.clone.default(permute_194, memory_format = torch.contiguous_format);  permute_194 = None
        view_339: "f32[4, 128, 768]" = torch.ops.aten.view.default(clone_71, [4, 128, 768]);  clone_71 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:185 in forward, code: query_states, key_states, value_states = self.c_attn(hidden_states).split(self.split_size, dim=2)
        cat_11: "f32[4, 128, 2304]" = torch.ops.aten.cat.default([view_337, view_339, view_338], 2);  view_337 = view_339 = view_338 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_340: "f32[512, 2304]" = torch.ops.aten.view.default(cat_11, [512, 2304]);  cat_11 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        permute_195: "f32[2304, 768]" = torch.ops.aten.permute.default(primals_7, [1, 0]);  primals_7 = None
        mm_97: "f32[512, 768]" = torch.ops.aten.mm.default(view_340, permute_195);  permute_195 = None
        mm_98: "f32[768, 2304]" = torch.ops.aten.mm.default(permute_196, view_340);  permute_196 = None
        sum_144: "f32[1, 2304]" = torch.ops.aten.sum.dim_IntList(view_340, [0], True);  view_340 = None
        view_341: "f32[2304]" = torch.ops.aten.view.default(sum_144, [2304]);  sum_144 = None
        view_342: "f32[4, 128, 768]" = torch.ops.aten.view.default(mm_97, [4, 128, 768]);  mm_97 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:273 in forward, code: hidden_states = self.ln_1(hidden_states)
        mul_473: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(view_342, primals_4);  primals_4 = None
        mul_474: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_473, 768)
        sum_145: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_473, [2], True)
        mul_475: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_473, mul_2);  mul_473 = None
        sum_146: "f32[4, 128, 1]" = torch.ops.aten.sum.dim_IntList(mul_475, [2], True);  mul_475 = None
        mul_476: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(mul_2, sum_146);  sum_146 = None
        sub_110: "f32[4, 128, 768]" = torch.ops.aten.sub.Tensor(mul_474, sum_145);  mul_474 = sum_145 = None
        sub_111: "f32[4, 128, 768]" = torch.ops.aten.sub.Tensor(sub_110, mul_476);  sub_110 = mul_476 = None
        mul_477: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(div_24, sub_111);  div_24 = sub_111 = None
        mul_478: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(view_342, mul_2);  mul_2 = None
        sum_147: "f32[768]" = torch.ops.aten.sum.dim_IntList(mul_478, [0, 1]);  mul_478 = None
        sum_148: "f32[768]" = torch.ops.aten.sum.dim_IntList(view_342, [0, 1]);  view_342 = None
        add_173: "f32[4, 128, 768]" = torch.ops.aten.add.Tensor(add_170, mul_477);  add_170 = mul_477 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:603 in forward, code: hidden_states = self.drop(hidden_states)
        convert_element_type_24: "f32[4, 128, 768]" = torch.ops.prims.convert_element_type.default(gt, torch.float32);  gt = None
        mul_479: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(convert_element_type_24, 1.1111111111111112);  convert_element_type_24 = None
        mul_480: "f32[4, 128, 768]" = torch.ops.aten.mul.Tensor(add_173, mul_479);  add_173 = mul_479 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:577 in forward, code: hidden_states = inputs_embeds + position_embeds.to(inputs_embeds.device)
        sum_149: "f32[1, 128, 768]" = torch.ops.aten.sum.dim_IntList(mul_480, [0], True)

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:576 in forward, code: position_embeds = self.wpe(position_ids)
        eq: "b8[1, 128]" = torch.ops.aten.eq.Scalar(unsqueeze, -1)
        unsqueeze_7: "b8[1, 128, 1]" = torch.ops.aten.unsqueeze.default(eq, -1);  eq = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:158 in sdpa_attention_forward, code: attn_output = torch.nn.functional.scaled_dot_product_attention(
        full_default_1: "f32[]" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:576 in forward, code: position_embeds = self.wpe(position_ids)
        where_12: "f32[1, 128, 768]" = torch.ops.aten.where.self(unsqueeze_7, full_default_1, sum_149);  unsqueeze_7 = sum_149 = None
        full_default_25: "f32[1024, 768]" = torch.ops.aten.full.default([1024, 768], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        index_put: "f32[1024, 768]" = torch.ops.aten.index_put.default(full_default_25, [unsqueeze], where_12, True);  full_default_25 = unsqueeze = where_12 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:569 in forward, code: inputs_embeds = self.wte(input_ids)
        eq_1: "b8[4, 128]" = torch.ops.aten.eq.Scalar(primals_1, -1)
        unsqueeze_8: "b8[4, 128, 1]" = torch.ops.aten.unsqueeze.default(eq_1, -1);  eq_1 = None
        where_13: "f32[4, 128, 768]" = torch.ops.aten.where.self(unsqueeze_8, full_default_1, mul_480);  unsqueeze_8 = full_default_1 = mul_480 = None
        full_default_27: "f32[50257, 768]" = torch.ops.aten.full.default([50257, 768], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        index_put_1: "f32[50257, 768]" = torch.ops.aten.index_put.default(full_default_27, [primals_1], where_13, True);  full_default_27 = primals_1 = where_13 = None
        add_174: "f32[50257, 768]" = torch.ops.aten.add.Tensor(mm_1, index_put_1);  mm_1 = index_put_1 = None
        return (None, add_174, index_put, sum_147, sum_148, view_341, mm_98, view_334, mm_96, sum_141, sum_142, view_331, mm_94, view_328, mm_92, sum_135, sum_136, view_325, mm_90, view_318, mm_88, sum_129, sum_130, view_315, mm_86, view_312, mm_84, sum_123, sum_124, view_309, mm_82, view_302, mm_80, sum_117, sum_118, view_299, mm_78, view_296, mm_76, sum_111, sum_112, view_293, mm_74, view_286, mm_72, sum_105, sum_106, view_283, mm_70, view_280, mm_68, sum_99, sum_100, view_277, mm_66, view_270, mm_64, sum_93, sum_94, view_267, mm_62, view_264, mm_60, sum_87, sum_88, view_261, mm_58, view_254, mm_56, sum_81, sum_82, view_251, mm_54, view_248, mm_52, sum_75, sum_76, view_245, mm_50, view_238, mm_48, sum_69, sum_70, view_235, mm_46, view_232, mm_44, sum_63, sum_64, view_229, mm_42, view_222, mm_40, sum_57, sum_58, view_219, mm_38, view_216, mm_36, sum_51, sum_52, view_213, mm_34, view_206, mm_32, sum_45, sum_46, view_203, mm_30, view_200, mm_28, sum_39, sum_40, view_197, mm_26, view_190, mm_24, sum_33, sum_34, view_187, mm_22, view_184, mm_20, sum_27, sum_28, view_181, mm_18, view_174, mm_16, sum_21, sum_22, view_171, mm_14, view_168, mm_12, sum_15, sum_16, view_165, mm_10, view_158, mm_8, sum_9, sum_10, view_155, mm_6, view_152, mm_4, sum_3, sum_4)
