// cudaviz-launch: --kernel "scaleTiles<4, 2, float>" --grid 2 --block 8 --shared 64 --arg in=float[32]:iota --arg out=float[32]
// Template arguments that are numbers and a type, __launch_bounds__ with an expression of them,
// and extern __shared__ memory declared as the CUDA samples do (__align__(sizeof(T)) bytes).
template <int TM, int TN, typename T>
__global__ void __launch_bounds__((TM * TN) * 1, 1) scaleTiles(const T* in, T* out)
{
    extern __shared__ __align__(sizeof(T)) unsigned char smem[];
    T* tile = reinterpret_cast<T*>(smem);
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    for (int k = 0; k < 2; ++k)
        tile[threadIdx.x * 2 + k] = in[i * 2 + k] * T(TM);
    __syncthreads();
    for (int k = 0; k < 2; ++k)
        out[i * 2 + k] = tile[threadIdx.x * 2 + k] + T(TN);
}
