// cudaviz-launch: --kernel sum --grid 1 --block 64 --arg total=float[1] --arg x=float[64]:const:1
// The instrumentation turned off for the rest of the file, by a pragma a macro writes.
#define QUIET _Pragma("GCC optimize(\"no-sani\" \"tize=thread\")")
QUIET
__global__ void sum(float* total, const float* x)
{
    total[0] += x[threadIdx.x];
}
