#!/usr/bin/env python3
"""How much slower than plain C a GPU-sized launch runs in `cudaviz run`, per trace mode.

A vector addition of N floats written twice by this script: as a CUDA program (one thread an
element, 256 a block) that `cudaviz run` emulates, and as plain C++ loops doing the same work on
one core, compiled with `c++ -O2`. Each is run in its own process, the two alternated, every size
repeated. Prints per size and mode: the emulated launch's seconds (the helper's own clock, from
--json), the native loop's seconds (its own clock), their ratio, and the per-thread cost; and the
whole program's wall time beside the native program's.

    benchmarks/playground_sizes.py build/ci/bin/cudaviz [--sizes 4194304,16777216]
        [--modes sample,none] [--repeat 3] [--cores N]
    benchmarks/playground_sizes.py build/ci/bin/cudaviz --scaling [--sizes ...] [--repeat 7]

--scaling runs the launch on one core and on two (--trace none) and the plain loop on one thread
and on two, alternated, and prints both ratios: how much of the second core a memory-bound loop
can use on this machine at all.
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
__global__ void add(const float* a, const float* b, float* c, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] + b[i];
}
int main(int argc, char** argv)
{
    int n = atoi(argv[1]);
    size_t bytes = size_t(n) * sizeof(float);
    float *a = (float*)malloc(bytes), *b = (float*)malloc(bytes), *c = (float*)malloc(bytes);
    for (int i = 0; i < n; ++i) { a[i] = i; b[i] = 2 * i; }
    float *da, *db, *dc;
    cudaMalloc(&da, bytes); cudaMalloc(&db, bytes); cudaMalloc(&dc, bytes);
    cudaMemcpy(da, a, bytes, cudaMemcpyHostToDevice);
    cudaMemcpy(db, b, bytes, cudaMemcpyHostToDevice);
    add<<<(n + 255) / 256, 256>>>(da, db, dc, n);
    cudaMemcpy(c, dc, bytes, cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int i = 0; i < n; ++i) bad += c[i] != 3.0f * i;
    printf("%s\n", bad ? "FAIL" : "PASS");
    return 0;
}
'''

NATIVE = r'''
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <thread>
#include <vector>
int main(int argc, char** argv)
{
    int n = atoi(argv[1]);
    int threads = argc > 2 ? atoi(argv[2]) : 1; // the loop split in as many runs, one a thread
    float *a = (float*)malloc(size_t(n) * 4), *b = (float*)malloc(size_t(n) * 4), *c = (float*)malloc(size_t(n) * 4);
    for (int i = 0; i < n; ++i) { a[i] = i; b[i] = 2 * i; c[i] = -1; } // c touched, as cudaMalloc's fill does
    auto t0 = std::chrono::steady_clock::now();
    if (threads <= 1) {
        for (int i = 0; i < n; ++i) c[i] = a[i] + b[i];
    } else {
        std::vector<std::thread> run;
        for (int t = 0; t < threads; ++t)
            run.emplace_back([=] {
                for (long i = long(n) * t / threads; i < long(n) * (t + 1) / threads; ++i) c[i] = a[i] + b[i];
            });
        for (auto& r : run) r.join();
    }
    auto t1 = std::chrono::steady_clock::now();
    int bad = 0;
    for (int i = 0; i < n; ++i) bad += c[i] != 3.0f * i;
    printf("%s %.9f\n", bad ? "FAIL" : "PASS", std::chrono::duration<double>(t1 - t0).count());
    return 0;
}
'''


def emulated(cudaviz, program, n, mode, cores):
    start = time.monotonic()
    with tempfile.TemporaryFile() as out:
        subprocess.run([cudaviz, 'run', program, '--trace', mode, '--timeout', '600', '--json', '--', str(n)],
                       stdout=out, stderr=subprocess.DEVNULL, check=False,
                       env=dict(os.environ, CUDAVIZ_EMULATOR_CORES=str(cores)))
        wall = time.monotonic() - start
        out.seek(0)
        result = json.loads(out.read())
    if not result.get('launches'):  # refused (--trace all past its budget): said, not timed
        return None, wall, ', '.join(f.get('kind', '') for f in result.get('findings', []))
    if 'PASS' not in result.get('output', ''):
        sys.exit('the emulated program did not pass at n = %d (%s): %s' % (n, mode, result.get('output')))
    return result['launches'][0]['run_seconds'], wall, result['launches'][0].get('trace', {})


def native(binary, n, threads=1):
    start = time.monotonic()
    out = subprocess.run([binary, str(n), str(threads)], capture_output=True, text=True, check=True).stdout.split()
    wall = time.monotonic() - start
    if out[0] != 'PASS':
        sys.exit('the native program failed at n = %d' % n)
    return float(out[1]), wall


def scaling(args, program, binary):
    """Two cores against one, for the emulator (--trace none) and for the plain loop on as many threads."""
    print('%-10s %12s %12s %8s %12s %12s %8s' % ('threads', 'emul 1 core', 'emul 2', 'ratio', 'plain 1', 'plain 2',
                                                 'ratio'))
    for n in [int(s) for s in args.sizes.split(',')]:
        times = {key: [] for key in ('e1', 'e2', 'n1', 'n2')}
        for _ in range(args.repeat):  # alternated: each contender once a round, each in its own process
            times['e1'].append(emulated(args.cudaviz, program, n, 'none', 1)[0])
            times['n1'].append(native(binary, n, 1)[0])
            times['e2'].append(emulated(args.cudaviz, program, n, 'none', 2)[0])
            times['n2'].append(native(binary, n, 2)[0])
        m = {key: statistics.median(v) for key, v in times.items()}
        print('%-10d %12.4f %12.4f %8.2f %12.4f %12.4f %8.2f' % (n, m['e1'], m['e2'], m['e1'] / m['e2'], m['n1'],
                                                                 m['n2'], m['n1'] / m['n2']))
        sys.stdout.flush()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('cudaviz')
    parser.add_argument('--sizes', default='4194304,16777216')
    parser.add_argument('--modes', default='sample,none')
    parser.add_argument('--repeat', type=int, default=3)
    parser.add_argument('--cores', type=int, default=os.cpu_count(),
                        help='the cores the fast engine may use (CUDAVIZ_EMULATOR_CORES)')
    parser.add_argument('--scaling', action='store_true',
                        help='two cores against one instead: the emulator (--trace none) and the plain loop')
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix='cudaviz-sizes-')
    program = os.path.join(work, 'vadd.cu')
    with open(program, 'w') as f:
        f.write(PROGRAM)
    source = os.path.join(work, 'vadd_native.cpp')
    with open(source, 'w') as f:
        f.write(NATIVE)
    binary = os.path.join(work, 'vadd_native')
    subprocess.run(['c++', '-O2', '-pthread', '-o', binary, source], check=True)
    if args.scaling:
        scaling(args, program, binary)
        return
    print('%-10s %-7s %12s %12s %9s %10s %12s %12s' % ('threads', 'trace', 'launch s', 'native s', 'ratio',
                                                       'ns/thread', 'program s', 'native wall'))
    for n in [int(s) for s in args.sizes.split(',')]:
        for mode in args.modes.split(','):
            launch, wall, loop, loopWall = [], [], [], []
            for _ in range(args.repeat):  # alternated: emulated, native, emulated, native ...
                l, w, trace = emulated(args.cudaviz, program, n, mode, args.cores)
                if l is None:
                    break
                launch.append(l)
                wall.append(w)
                nl, nw = native(binary, n)
                loop.append(nl)
                loopWall.append(nw)
            if not launch:
                print('%-10d %-7s refused: %s' % (n, mode, trace))
                continue
            ml, mn = statistics.median(launch), statistics.median(loop)
            print('%-10d %-7s %12.4f %12.4f %9.1f %10.2f %12.2f %12.3f   traced %s of %s blocks' % (
                n, mode, ml, mn, ml / mn, ml / n * 1e9, statistics.median(wall), statistics.median(loopWall),
                trace.get('traced_blocks'), trace.get('blocks')))
            sys.stdout.flush()


if __name__ == '__main__':
    main()
