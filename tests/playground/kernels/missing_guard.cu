// Element-wise sum, in the style of the CUDA samples.
// cudaviz-launch: --grid 4 --block 256 --arg A=float[1000]:iota --arg B=float[1000]:const:1
// cudaviz-launch: --arg C=float[1000] --arg numElements=1000
__global__ void vectorAdd(const float* A, const float* B, float* C, int numElements)
{
    int i = blockDim.x * blockIdx.x + threadIdx.x;
    {
        C[i] = A[i] + B[i];
    }
}
