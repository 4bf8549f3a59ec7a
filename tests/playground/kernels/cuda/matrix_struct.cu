// cudaviz-launch: --grid 2,2 --block 4,4 --arg A.width=8 --arg A.height=8 --arg A.stride=8 --arg A.elements=float[64]:random:3 --arg B.width=8 --arg B.height=8 --arg B.stride=8 --arg B.elements=float[64]:random:4 --arg C.width=8 --arg C.height=8 --arg C.stride=8 --arg C.elements=float[64]
// Matrices as structs passed by value, with __device__ accessors and a sub-matrix view that
// points into its parent: the shared-memory matrix product as the CUDA Programming Guide
// teaches it, tiles of BLOCK_SIZE x BLOCK_SIZE.
#define BLOCK_SIZE 4

typedef struct {
    int width;
    int height;
    int stride; // row pitch in elements: a sub-matrix keeps its parent's
    float* elements;
} Matrix;

__device__ float getElement(const Matrix A, int row, int col)
{
    return A.elements[row * A.stride + col];
}

__device__ void setElement(Matrix A, int row, int col, float value)
{
    A.elements[row * A.stride + col] = value;
}

// The BLOCK_SIZE x BLOCK_SIZE tile of A at tile row `row`, tile column `col`.
__device__ Matrix getSubMatrix(Matrix A, int row, int col)
{
    Matrix sub;
    sub.width = BLOCK_SIZE;
    sub.height = BLOCK_SIZE;
    sub.stride = A.stride;
    sub.elements = &A.elements[A.stride * BLOCK_SIZE * row + BLOCK_SIZE * col];
    return sub;
}

__global__ void matMulKernel(Matrix A, Matrix B, Matrix C)
{
    int blockRow = blockIdx.y, blockCol = blockIdx.x;
    Matrix Csub = getSubMatrix(C, blockRow, blockCol);
    int row = threadIdx.y, col = threadIdx.x;
    float value = 0.0f;
    for (int m = 0; m < A.width / BLOCK_SIZE; ++m) {
        Matrix Asub = getSubMatrix(A, blockRow, m);
        Matrix Bsub = getSubMatrix(B, m, blockCol);
        __shared__ float As[BLOCK_SIZE][BLOCK_SIZE];
        __shared__ float Bs[BLOCK_SIZE][BLOCK_SIZE];
        As[row][col] = getElement(Asub, row, col);
        Bs[row][col] = getElement(Bsub, row, col);
        __syncthreads();
        for (int e = 0; e < BLOCK_SIZE; ++e)
            value += As[row][e] * Bs[e][col];
        __syncthreads();
    }
    setElement(Csub, row, col, value);
}
