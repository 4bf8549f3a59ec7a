// Texture references as CUDA by Example's heat transfer writes them (CUDA 11 and older; CUDA 12
// removed them): a 1D reference fetched by index, a 2D one sampled at its neighbours and clamped at
// the edges, both bound to device memory and unbound at the end. Each call is named by a finding.
#include <cstdio>

#define DIM 8
texture<float> texLine;
texture<float, 2> texGrid;

__global__ void neighbours(float* out)
{
    int x = threadIdx.x, y = threadIdx.y;
    int offset = x + y * DIM;
    float up = tex2D(texGrid, x, y - 1); // clamped at the top row
    float left = tex2D(texGrid, x - 1, y);
    float self = tex1Dfetch(texLine, offset);
    out[offset] = up + left + self;
}

int main()
{
    float h[DIM * DIM];
    for (int i = 0; i < DIM * DIM; ++i)
        h[i] = float(i);
    float *d_in, *d_out;
    cudaMalloc((void**)&d_in, sizeof h);
    cudaMalloc((void**)&d_out, sizeof h);
    cudaMemcpy(d_in, h, sizeof h, cudaMemcpyHostToDevice);
    cudaBindTexture(NULL, texLine, d_in, sizeof h);
    cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
    cudaBindTexture2D(NULL, texGrid, d_in, desc, DIM, DIM, sizeof(float) * DIM);
    neighbours<<<1, dim3(DIM, DIM)>>>(d_out);
    cudaMemcpy(h, d_out, sizeof h, cudaMemcpyDeviceToHost);
    printf("(0,0) %g (3,0) %g (0,5) %g (7,7) %g\n", h[0], h[3], h[5 * DIM], h[DIM * DIM - 1]);
    cudaUnbindTexture(texLine);
    cudaUnbindTexture(texGrid);
    cudaFree(d_in);
    cudaFree(d_out);
    return 0;
}
