// expect: unwritten_output
// message: 16 element(s) of a were never written: 8, 9, 10
// The direction taken from j instead of k.
__global__ void bitonicStep(float* a, int j, int k)
{
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned int ixj = i ^ j;
    if (ixj > i) {
        bool ascending = (i & j) == 0;
        float x = a[i], y = a[ixj];
        if ((x > y) == ascending) {
            a[i] = y;
            a[ixj] = x;
        }
    }
}
