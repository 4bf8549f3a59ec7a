// cudaviz-launch: --grid 1 --block 32 --arg out=float[32] --arg tex=0
// Textures cannot run in the emulator: the compile error says so on the student's line.
__global__ void sample(float* out, cudaTextureObject_t tex)
{
    out[threadIdx.x] = tex1Dfetch<float>(tex, threadIdx.x);
}
