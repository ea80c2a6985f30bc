class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[2048, 512]", arg1_1: "f32[2048]", arg2_1: "f32[256, 512]", arg3_1: "f32[2048, 2048]", arg4_1: "f32[2048]", arg5_1: "f32[2048, 2048]", arg6_1: "f32[2048]", arg7_1: "f32[512, 2048]", arg8_1: "f32[512]"):
        # No stacktrace found for following nodes
        permute: "f32[512, 2048]" = torch.ops.aten.permute.default(arg0_1, [1, 0]);  arg0_1 = None
        mm_default_3: "f32[256, 2048]" = torch.ops.aten.mm.default(arg2_1, permute);  arg2_1 = permute = None
        add_tensor_3: "f32[256, 2048]" = torch.ops.aten.add.Tensor(arg1_1, mm_default_3);  arg1_1 = mm_default_3 = None
        relu: "f32[256, 2048]" = torch.ops.aten.relu.default(add_tensor_3);  add_tensor_3 = None
        permute_1: "f32[2048, 2048]" = torch.ops.aten.permute.default(arg3_1, [1, 0]);  arg3_1 = None
        mm_default_2: "f32[256, 2048]" = torch.ops.aten.mm.default(relu, permute_1);  relu = permute_1 = None
        add_tensor_2: "f32[256, 2048]" = torch.ops.aten.add.Tensor(arg4_1, mm_default_2);  arg4_1 = mm_default_2 = None
        mul: "f32[256, 2048]" = torch.ops.aten.mul.Tensor(add_tensor_2, 0.5)
        mul_1: "f32[256, 2048]" = torch.ops.aten.mul.Tensor(add_tensor_2, 0.7071067811865476);  add_tensor_2 = None
        erf: "f32[256, 2048]" = torch.ops.aten.erf.default(mul_1);  mul_1 = None
        add: "f32[256, 2048]" = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_2: "f32[256, 2048]" = torch.ops.aten.mul.Tensor(mul, add);  mul = add = None
        permute_2: "f32[2048, 2048]" = torch.ops.aten.permute.default(arg5_1, [1, 0]);  arg5_1 = None
        mm_default_1: "f32[256, 2048]" = torch.ops.aten.mm.default(mul_2, permute_2);  mul_2 = permute_2 = None
        add_tensor_1: "f32[256, 2048]" = torch.ops.aten.add.Tensor(arg6_1, mm_default_1);  arg6_1 = mm_default_1 = None
        neg: "f32[256, 2048]" = torch.ops.aten.neg.default(add_tensor_1)
        exp: "f32[256, 2048]" = torch.ops.aten.exp.default(neg);  neg = None
        add_1: "f32[256, 2048]" = torch.ops.aten.add.Tensor(exp, 1);  exp = None
        div: "f32[256, 2048]" = torch.ops.aten.div.Tensor(add_tensor_1, add_1);  add_tensor_1 = add_1 = None
        permute_3: "f32[2048, 512]" = torch.ops.aten.permute.default(arg7_1, [1, 0]);  arg7_1 = None
        mm_default: "f32[256, 512]" = torch.ops.aten.mm.default(div, permute_3);  div = permute_3 = None
        add_tensor: "f32[256, 512]" = torch.ops.aten.add.Tensor(arg8_1, mm_default);  arg8_1 = mm_default = None
        tanh: "f32[256, 512]" = torch.ops.aten.tanh.default(add_tensor);  add_tensor = None
        return (tanh,)
