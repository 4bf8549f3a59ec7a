#!/usr/bin/env python3
"""How fast the fast engine runs a tiled matrix product, against the same product in plain C.

A 16x16-tiled SGEMM of two N x N matrices (one thread an element of C, the tiles staged through
__shared__ memory with two __syncthreads() a tile) written twice by this script: as a CUDA
program that `cudaviz run` emulates, and as the plain C++ triple loop (i, j, k: each element's
sum in the order the kernel adds it) on one core, `c++ -O2`. The matrices hold small integers,
so every sum is exact and both must agree to the bit: each program checks 4096 elements of C
against a sum the host makes in double. Each runs in its own process, the two alternated, every
size repeated. Prints per size and trace mode: the emulated launch's seconds (the helper's own
clock, from --json), the native loop's, their ratio, and which blocks were traced and how many
ran in the fast engine.

    benchmarks/fast_engine_matmul.py build/ci/bin/cudaviz [--sizes 256,512,1024]
        [--modes all,sample,none] [--repeat 3] [--cores N]
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

PROGRAM = r'''
#include <cstdio>
#include <cstdlib>
#define TILE 16
__global__ void sgemmTiled(const float* A, const float* B, float* C, int n)
{
    __shared__ float As[TILE][TILE], Bs[TILE][TILE];
    int row = blockIdx.y * TILE + threadIdx.y, col = blockIdx.x * TILE + threadIdx.x;
    float sum = 0.0f;
    for (int t = 0; t < n / TILE; ++t) {
        As[threadIdx.y][threadIdx.x] = A[row * n + t * TILE + threadIdx.x];
        Bs[threadIdx.y][threadIdx.x] = B[(t * TILE + threadIdx.y) * n + col];
        __syncthreads();
        for (int k = 0; k < TILE; ++k)
            sum += As[threadIdx.y][k] * Bs[k][threadIdx.x];
        __syncthreads();
    }
    C[row * n + col] = sum;
}
int main(int argc, char** argv)
{
    int n = atoi(argv[1]);
    size_t bytes = size_t(n) * n * sizeof(float);
    float *a = (float*)malloc(bytes), *b = (float*)malloc(bytes), *c = (float*)malloc(bytes);
    for (int i = 0; i < n * n; ++i) { a[i] = float(i % 7 - 3); b[i] = float(i % 5 - 2); }
    float *da, *db, *dc;
    cudaMalloc(&da, bytes); cudaMalloc(&db, bytes); cudaMalloc(&dc, bytes);
    cudaMemcpy(da, a, bytes, cudaMemcpyHostToDevice);
    cudaMemcpy(db, b, bytes, cudaMemcpyHostToDevice);
    sgemmTiled<<<dim3(n / TILE, n / TILE), dim3(TILE, TILE)>>>(da, db, dc, n);
    cudaMemcpy(c, dc, bytes, cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int s = 0; s < 4096; ++s) {
        int i = (s * 7919) % n, j = (s * 104729) % n;
        double want = 0;
        for (int k = 0; k < n; ++k) want += double(a[i * n + k]) * b[k * n + j];
        bad += c[i * n + j] != float(want);
    }
    printf("%s\n", bad ? "FAIL" : "PASS");
    return 0;
}
'''

NATIVE = r'''
#include <chrono>
#include <cstdio>
#include <cstdlib>
int main(int argc, char** argv)
{
    int n = atoi(argv[1]);
    size_t count = size_t(n) * n;
    float *a = (float*)malloc(count * 4), *b = (float*)malloc(count * 4), *c = (float*)malloc(count * 4);
    for (size_t i = 0; i < count; ++i) { a[i] = float(int(i % 7) - 3); b[i] = float(int(i % 5) - 2); c[i] = -1; }
    auto t0 = std::chrono::steady_clock::now();
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) {
            float sum = 0.0f;
            for (int k = 0; k < n; ++k) sum += a[i * n + k] * b[k * n + j];
            c[i * n + j] = sum;
        }
    auto t1 = std::chrono::steady_clock::now();
    int bad = 0;
    for (int s = 0; s < 4096; ++s) {
        int i = (s * 7919) % n, j = (s * 104729) % n;
        double want = 0;
        for (int k = 0; k < n; ++k) want += double(a[i * n + k]) * b[k * n + j];
        bad += c[i * n + j] != float(want);
    }
    printf("%s %.9f\n", bad ? "FAIL" : "PASS", std::chrono::duration<double>(t1 - t0).count());
    return 0;
}
'''


def emulated(cudaviz, program, n, mode, cores):
    with tempfile.TemporaryFile() as out:
        subprocess.run([cudaviz, 'run', program, '--trace', mode, '--timeout', '600', '--json', '--', str(n)],
                       stdout=out, stderr=subprocess.DEVNULL, check=False,
                       env=dict(os.environ, CUDAVIZ_EMULATOR_CORES=str(cores)))
        out.seek(0)
        result = json.loads(out.read())
    stopped = {'trace_budget', 'timeout', 'launch_budget'} & {f.get('kind') for f in result.get('findings', [])}
    if not result.get('launches') or stopped:  # refused or stopped at a budget: said, not timed
        return None, ', '.join(sorted(stopped)) or 'refused'
    if 'PASS' not in result.get('output', ''):
        sys.exit('the emulated product is wrong at n = %d (%s): %s' % (n, mode, result.get('output')))
    return result['launches'][0]['run_seconds'], result['launches'][0].get('trace', {})


def native(binary, n):
    out = subprocess.run([binary, str(n)], capture_output=True, text=True, check=True).stdout.split()
    if out[0] != 'PASS':
        sys.exit('the native product is wrong at n = %d' % n)
    return float(out[1])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('cudaviz')
    parser.add_argument('--sizes', default='256,512,1024')
    parser.add_argument('--modes', default='all,sample,none')
    parser.add_argument('--repeat', type=int, default=3)
    parser.add_argument('--cores', type=int, default=os.cpu_count(),
                        help='the cores the fast engine may use (CUDAVIZ_EMULATOR_CORES)')
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix='cudaviz-matmul-')
    program = os.path.join(work, 'sgemm.cu')
    with open(program, 'w') as f:
        f.write(PROGRAM)
    source = os.path.join(work, 'sgemm_native.cpp')
    with open(source, 'w') as f:
        f.write(NATIVE)
    binary = os.path.join(work, 'sgemm_native')
    subprocess.run(['c++', '-O2', '-o', binary, source], check=True)
    print('%-6s %-7s %10s %10s %8s   %s' % ('n', 'trace', 'launch s', 'native s', 'ratio', 'blocks'))
    for n in [int(s) for s in args.sizes.split(',')]:
        for mode in args.modes.split(','):
            launch, loop, trace = [], [], {}
            for _ in range(args.repeat):  # alternated: emulated, native, emulated, native ...
                seconds, trace = emulated(args.cudaviz, program, n, mode, args.cores)
                if seconds is None:
                    break
                launch.append(seconds)
                loop.append(native(binary, n))
            if not launch:
                print('%-6d %-7s refused or stopped: %s' % (n, mode, trace))
                continue
            ml, mn = statistics.median(launch), statistics.median(loop)
            print('%-6d %-7s %10.3f %10.4f %8.2f   traced %s of %s, %s in the fast engine' % (
                n, mode, ml, mn, ml / mn, trace.get('traced_blocks'), trace.get('blocks'), trace.get('fast_blocks')))
            sys.stdout.flush()


if __name__ == '__main__':
    main()
