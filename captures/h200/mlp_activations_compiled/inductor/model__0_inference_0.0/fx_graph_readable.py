class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[2048, 512]", arg1_1: "f32[2048]", arg2_1: "f32[256, 512]", arg3_1: "f32[2048, 2048]", arg4_1: "f32[2048]", arg5_1: "f32[2048, 2048]", arg6_1: "f32[2048]", arg7_1: "f32[512, 2048]", arg8_1: "f32[512]"):
        # No stacktrace found for following nodes
        permute: "f32[512, 2048]" = torch.ops.aten.permute.default(arg0_1, [1, 0]);  arg0_1 = None
        addmm: "f32[256, 2048]" = torch.ops.aten.addmm.default(arg1_1, arg2_1, permute);  arg1_1 = arg2_1 = permute = None
        relu: "f32[256, 2048]" = torch.ops.aten.relu.default(addmm);  addmm = None
        permute_1: "f32[2048, 2048]" = torch.ops.aten.permute.default(arg3_1, [1, 0]);  arg3_1 = None
        addmm_1: "f32[256, 2048]" = torch.ops.aten.addmm.default(arg4_1, relu, permute_1);  arg4_1 = relu = permute_1 = None
        mul: "f32[256, 2048]" = torch.ops.aten.mul.Tensor(addmm_1, 0.5)
        mul_1: "f32[256, 2048]" = torch.ops.aten.mul.Tensor(addmm_1, 0.7071067811865476);  addmm_1 = None
        erf: "f32[256, 2048]" = torch.ops.aten.erf.default(mul_1);  mul_1 = None
        add: "f32[256, 2048]" = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_2: "f32[256, 2048]" = torch.ops.aten.mul.Tensor(mul, add);  mul = add = None
        permute_2: "f32[2048, 2048]" = torch.ops.aten.permute.default(arg5_1, [1, 0]);  arg5_1 = None
        addmm_2: "f32[256, 2048]" = torch.ops.aten.addmm.default(arg6_1, mul_2, permute_2);  arg6_1 = mul_2 = permute_2 = None
        neg: "f32[256, 2048]" = torch.ops.aten.neg.default(addmm_2)
        exp: "f32[256, 2048]" = torch.ops.aten.exp.default(neg);  neg = None
        add_1: "f32[256, 2048]" = torch.ops.aten.add.Tensor(exp, 1);  exp = None
        div: "f32[256, 2048]" = torch.ops.aten.div.Tensor(addmm_2, add_1);  addmm_2 = add_1 = None
        permute_3: "f32[2048, 512]" = torch.ops.aten.permute.default(arg7_1, [1, 0]);  arg7_1 = None
        addmm_3: "f32[256, 512]" = torch.ops.aten.addmm.default(arg8_1, div, permute_3);  arg8_1 = div = permute_3 = None
        tanh: "f32[256, 512]" = torch.ops.aten.tanh.default(addmm_3);  addmm_3 = None
        return (tanh,)
