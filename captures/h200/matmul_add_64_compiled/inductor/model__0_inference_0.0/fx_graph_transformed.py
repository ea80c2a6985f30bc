class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "bf16[64, 64]", arg1_1: "bf16[64, 64]", arg2_1: "bf16[64]"):
        # No stacktrace found for following nodes
        addmm_default: "bf16[64, 64]" = torch.ops.aten.addmm.default(arg2_1, arg1_1, arg0_1);  arg2_1 = arg1_1 = arg0_1 = None
        return (addmm_default,)
