// cudaviz-launch: --grid 2 --block 32 --arg u=uint[8] --arg i=int[4]:const:100 --arg big=ulonglong[2] --arg d=double[1]
// Every atomic CUDA has, on the types it has them for: each one read-modify-write.
__global__ void everyAtomic(unsigned* u, int* i, unsigned long long* big, double* d)
{
    unsigned t = blockIdx.x * blockDim.x + threadIdx.x; // 0 .. 63
    atomicAdd(&u[0], 2u);
    atomicSub(&u[1], 1u);
    atomicInc(&u[2], 9u); // wraps to 0 after 9
    atomicDec(&u[3], 4u);
    atomicOr(&u[4], 1u << (t % 32));
    atomicAnd(&u[5], 0u);
    atomicXor(&u[6], t);
    atomicMax(&u[7], t);
    atomicMin(&i[0], -(int)t);
    atomicExch(&i[1], 7);
    atomicCAS(&i[2], 100, (int)t + 1000); // only the first thread finds 100
    atomicAdd(&i[3], -1);
    atomicAdd(&big[0], 1ull << 33);
    atomicMax(&big[1], (unsigned long long)t * 3);
    atomicAdd(&d[0], 0.5);
}
