// Texture objects as CUDA's samples make them: a pitched 2D float texture sampled with point and
// linear filtering, clamped, bordered and wrapped; a CUDA array of uchar4 read as normalised floats;
// linear memory fetched by index. Each value printed is what the sampler's rules give.
#include <cstdio>

__global__ void sample(float* out, cudaTextureObject_t point, cudaTextureObject_t linear,
    cudaTextureObject_t border, cudaTextureObject_t wrapped, cudaTextureObject_t colours, cudaTextureObject_t ints)
{
    out[0] = tex2D<float>(point, 1.5f, 2.2f); // texel (1, 2)
    out[1] = tex2D<float>(point, -3.0f, 7.0f); // clamped to (0, 2)
    out[2] = tex2D<float>(linear, 1.0f, 1.0f); // halfway between (0, 0), (1, 0), (0, 1), (1, 1)
    out[3] = tex2D<float>(linear, 2.75f, 0.5f); // a quarter of the way from (2, 0) to (3, 0)
    out[4] = tex2D<float>(border, 5.0f, 1.0f); // outside: the border colour
    out[5] = tex2D<float>(wrapped, 1.25f, 0.5f); // normalised: x wraps to 0.25, texel (1, 1)
    float4 c = tex2D<float4>(colours, 1.0f, 0.0f); // texel (1, 0) of the array, each lane / 255
    out[6] = c.x;
    out[7] = c.y;
    out[8] = c.z;
    out[9] = c.w;
    out[10] = float(tex1Dfetch<int>(ints, 3));
    out[11] = float(tex1Dfetch<int>(ints, 100)); // past the end: 0
    int x = 1, y = 2;
    out[12] = tex2D<float>(point, x, y); // integer coordinates: texel (1, 2)
}

cudaTextureObject_t makeTexture(const cudaResourceDesc& res, cudaTextureFilterMode filter,
    cudaTextureAddressMode address, int normalized, cudaTextureReadMode read = cudaReadModeElementType)
{
    cudaTextureDesc tex = {};
    tex.addressMode[0] = tex.addressMode[1] = address;
    tex.filterMode = filter;
    tex.readMode = read;
    tex.normalizedCoords = normalized;
    tex.borderColor[0] = -1.0f;
    cudaTextureObject_t t = 0;
    cudaCreateTextureObject(&t, &res, &tex, nullptr);
    return t;
}

int main()
{
    const int w = 4, h = 3;
    float values[h][w];
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x)
            values[y][x] = 10.0f * y + x;
    float* grid;
    size_t pitch;
    cudaMallocPitch((void**)&grid, &pitch, w * sizeof(float), h);
    cudaMemcpy2D(grid, pitch, values, w * sizeof(float), w * sizeof(float), h, cudaMemcpyHostToDevice);
    cudaResourceDesc res = {};
    res.resType = cudaResourceTypePitch2D;
    res.res.pitch2D.devPtr = grid;
    res.res.pitch2D.desc = cudaCreateChannelDesc<float>();
    res.res.pitch2D.width = w;
    res.res.pitch2D.height = h;
    res.res.pitch2D.pitchInBytes = pitch;

    uchar4 pixels[2] = { make_uchar4(0, 0, 0, 0), make_uchar4(255, 0, 51, 255) };
    cudaChannelFormatDesc rgba = cudaCreateChannelDesc<uchar4>();
    cudaArray_t array;
    cudaMallocArray(&array, &rgba, 2, 1);
    cudaMemcpy2DToArray(array, 0, 0, pixels, sizeof pixels, sizeof pixels, 1, cudaMemcpyHostToDevice);
    cudaResourceDesc arrayRes = {};
    arrayRes.resType = cudaResourceTypeArray;
    arrayRes.res.array.array = array;

    int numbers[8] = { 5, 6, 7, 8, 9, 10, 11, 12 };
    int* d_numbers;
    cudaMalloc(&d_numbers, sizeof numbers);
    cudaMemcpy(d_numbers, numbers, sizeof numbers, cudaMemcpyHostToDevice);
    cudaResourceDesc linearRes = {};
    linearRes.resType = cudaResourceTypeLinear;
    linearRes.res.linear.devPtr = d_numbers;
    linearRes.res.linear.desc = cudaCreateChannelDesc<int>();
    linearRes.res.linear.sizeInBytes = sizeof numbers;

    cudaTextureObject_t point = makeTexture(res, cudaFilterModePoint, cudaAddressModeClamp, 0);
    cudaTextureObject_t linear = makeTexture(res, cudaFilterModeLinear, cudaAddressModeClamp, 0);
    cudaTextureObject_t border = makeTexture(res, cudaFilterModePoint, cudaAddressModeBorder, 0);
    cudaTextureObject_t wrapped = makeTexture(res, cudaFilterModePoint, cudaAddressModeWrap, 1);
    cudaTextureObject_t colours
        = makeTexture(arrayRes, cudaFilterModePoint, cudaAddressModeClamp, 0, cudaReadModeNormalizedFloat);
    cudaTextureObject_t ints = makeTexture(linearRes, cudaFilterModePoint, cudaAddressModeClamp, 0);

    float* d_out;
    cudaMalloc(&d_out, 13 * sizeof(float));
    sample<<<1, 1>>>(d_out, point, linear, border, wrapped, colours, ints);
    float out[13];
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    for (int k = 0; k < 13; ++k)
        printf("%g%s", out[k], k == 12 ? "\n" : " ");
    for (cudaTextureObject_t t : { point, linear, border, wrapped, colours, ints })
        cudaDestroyTextureObject(t);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    cudaFreeArray(array);
    cudaFree(grid);
    cudaFree(d_numbers);
    cudaFree(d_out);
    return 0;
}
