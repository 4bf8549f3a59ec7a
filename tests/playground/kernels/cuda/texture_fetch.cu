// cudaviz-launch: --grid 1 --block 32 --arg out=float[32] --arg tex=0
// A kernel run alone binds no texture: the compile error says so on the student's line (a whole
// program runs textures).
__global__ void sample(float* out, cudaTextureObject_t tex)
{
    out[threadIdx.x] = tex1Dfetch<float>(tex, threadIdx.x);
}
