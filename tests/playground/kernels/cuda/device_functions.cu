// cudaviz-launch: --grid 1 --block 1 --arg out=int[12] --arg f=float[5]
// The integer and fast-math intrinsics of real kernels, each with a value to check.
__global__ void __launch_bounds__(256, 2) intrinsics(int* __restrict__ out, float* __restrict__ f)
{
    out[0] = __mul24(1000, -3);
    out[1] = (int)__umul24(0x1000001u, 3u); // only the low 24 bits count: 1 * 3
    out[2] = __popc(0xf0f0u);
    out[3] = __clz(1);
    out[4] = __ffs(8);
    out[5] = (int)__brev(1u); // the top bit
    out[6] = __popcll(0xffffffffffull);
    out[7] = __mulhi(0x40000000, 8);
    out[8] = __float2int_rn(2.5f);
    out[9] = max(3, 7) + min(3, 7);
    out[10] = __float_as_int(1.0f);
    out[11] = __ldg(&out[4]);
    f[0] = __fdividef(1.0f, 4.0f);
    f[1] = rsqrtf(16.0f);
    f[2] = __saturatef(1.5f);
    f[3] = __expf(0.0f) + __logf(1.0f);
    f[4] = fmaxf(-1.0f, __fmaf_rn(2.0f, 3.0f, 1.0f));
}
