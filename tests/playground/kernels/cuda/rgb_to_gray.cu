// cudaviz-launch: --grid 2,2 --block 8,8 --arg rgb=uchar[16*16*3]:random:1 --arg gray=uchar[256] --arg width=16 --arg height=16
// An image's bytes: three unsigned chars a pixel in, one out (the luminance weights of BT.601).
__global__ void rgbToGray(const unsigned char* rgb, unsigned char* gray, int width, int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        int p = y * width + x;
        float r = rgb[3 * p], g = rgb[3 * p + 1], b = rgb[3 * p + 2];
        gray[p] = (unsigned char)(0.299f * r + 0.587f * g + 0.114f * b);
    }
}
