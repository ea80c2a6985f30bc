class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[32000, 512]", arg1_1: "i64[64, 128]", arg2_1: "f32[512]", arg3_1: "f32[512]", arg4_1: "f32[2048, 512]", arg5_1: "f32[2048]", arg6_1: "f32[512, 2048]", arg7_1: "f32[512]", arg8_1: "f32[32000, 512]"):
        # No stacktrace found for following nodes
        embedding: "f32[64, 128, 512]" = torch.ops.aten.embedding.default(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
        var_mean = torch.ops.aten.var_mean.correction(embedding, [2], correction = 0, keepdim = True)
        getitem: "f32[64, 128, 1]" = var_mean[0]
        getitem_1: "f32[64, 128, 1]" = var_mean[1];  var_mean = None
        sub: "f32[64, 128, 512]" = torch.ops.aten.sub.Tensor(embedding, getitem_1);  embedding = getitem_1 = None
        add: "f32[64, 128, 1]" = torch.ops.aten.add.Tensor(getitem, 1e-05);  getitem = None
        rsqrt: "f32[64, 128, 1]" = torch.ops.aten.rsqrt.default(add);  add = None
        mul: "f32[64, 128, 512]" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = rsqrt = None
        mul_1: "f32[64, 128, 512]" = torch.ops.aten.mul.Tensor(mul, arg2_1);  mul = arg2_1 = None
        add_1: "f32[64, 128, 512]" = torch.ops.aten.add.Tensor(mul_1, arg3_1);  mul_1 = arg3_1 = None
        view: "f32[8192, 512]" = torch.ops.aten.reshape.default(add_1, [8192, 512]);  add_1 = None
        permute: "f32[512, 2048]" = torch.ops.aten.permute.default(arg4_1, [1, 0]);  arg4_1 = None
        mm_default: "f32[8192, 2048]" = torch.ops.aten.mm.default(view, permute);  view = permute = None
        add_tensor: "f32[8192, 2048]" = torch.ops.aten.add.Tensor(arg5_1, mm_default);  arg5_1 = mm_default = None
        view_1: "f32[64, 128, 2048]" = torch.ops.aten.reshape.default(add_tensor, [64, 128, 2048]);  add_tensor = None
        mul_2: "f32[64, 128, 2048]" = torch.ops.aten.mul.Tensor(view_1, 0.5)
        mul_3: "f32[64, 128, 2048]" = torch.ops.aten.mul.Tensor(view_1, 0.7071067811865476);  view_1 = None
        erf: "f32[64, 128, 2048]" = torch.ops.aten.erf.default(mul_3);  mul_3 = None
        add_2: "f32[64, 128, 2048]" = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_4: "f32[64, 128, 2048]" = torch.ops.aten.mul.Tensor(mul_2, add_2);  mul_2 = add_2 = None
        view_2: "f32[8192, 2048]" = torch.ops.aten.reshape.default(mul_4, [8192, 2048]);  mul_4 = None
        permute_1: "f32[2048, 512]" = torch.ops.aten.permute.default(arg6_1, [1, 0]);  arg6_1 = None
        addmm_1: "f32[8192, 512]" = torch.ops.aten.addmm.default(arg7_1, view_2, permute_1);  arg7_1 = view_2 = permute_1 = None
        permute_2: "f32[512, 32000]" = torch.ops.aten.permute.default(arg8_1, [1, 0]);  arg8_1 = None
        mm: "f32[8192, 32000]" = torch.ops.aten.mm.default(addmm_1, permute_2);  addmm_1 = permute_2 = None
        view_5: "f32[64, 128, 32000]" = torch.ops.aten.reshape.default(mm, [64, 128, 32000]);  mm = None
        return (view_5,)
