#!/usr/bin/env python3
"""How fast and in how much memory `cudaviz run` emulates and analyses a big kernel.

Runs the Playground's tiled matrix product example (resources/playground/examples/
matrix_mul_tiled.cu) at n x n x n with each cudaviz given on the command line, each run in its
own process, the binaries alternated, every size repeated. Prints, per binary and size: the
memory accesses analysed, the wall time (median), the accesses analysed per second, and the peak
resident memory of the whole process tree (cudaviz and its kernel runner, sampled every 20 ms)
per access. A size past a binary's budget is reported as it ends (a trace_budget finding).

    benchmarks/playground_scale.py build/bin/cudaviz [/other/build/bin/cudaviz ...]
        [--sizes 112,256] [--repeat 3]
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
KERNEL = os.path.join(HERE, '..', 'resources', 'playground', 'examples', 'matrix_mul_tiled.cu')


def tree_rss_kb(root):
    """Resident memory of a process and all its descendants, in KiB."""
    children = {}
    for pid in os.listdir('/proc'):
        if not pid.isdigit():
            continue
        try:
            with open('/proc/%s/stat' % pid) as f:
                fields = f.read().rsplit(')', 1)[1].split()
            children.setdefault(int(fields[1]), []).append(int(pid))
        except OSError:
            continue
    total, todo = 0, [root]
    while todo:
        pid = todo.pop()
        todo.extend(children.get(pid, []))
        try:
            with open('/proc/%d/status' % pid) as f:
                for line in f:
                    if line.startswith('VmRSS:'):
                        total += int(line.split()[1])
        except OSError:
            pass
    return total


def run(cudaviz, n):
    g = n // 16
    args = [cudaviz, 'run', KERNEL, '--grid', '%d,%d' % (g, g), '--arg', 'C=float[%d]' % (n * n),
            '--arg', 'A=float[%d]:random:1' % (n * n), '--arg', 'B=float[%d]:const:1' % (n * n),
            '--arg', 'wA=%d' % n, '--arg', 'wB=%d' % n, '--json']
    start = time.monotonic()
    # Output to a file: a full pipe would stop the process being measured.
    with tempfile.TemporaryFile() as out:
        p = subprocess.Popen(args, stdout=out, stderr=subprocess.DEVNULL)
        peak = 0
        while p.poll() is None:
            peak = max(peak, tree_rss_kb(p.pid))
            time.sleep(0.02)
        wall = time.monotonic() - start
        out.seek(0)
        d = json.loads(out.read())
    kinds = [f['kind'] for f in d['findings']]
    # Every access: two loads of A and B, two shared stores, 32 shared loads per tile; one store of C.
    accesses = n * n * ((n // 16) * 36 + 1)
    return wall, peak, accesses, kinds


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('binaries', nargs='+')
    ap.add_argument('--sizes', default='112,256')
    ap.add_argument('--repeat', type=int, default=3)
    o = ap.parse_args()
    sizes = [int(s) for s in o.sizes.split(',')]
    results = {}
    for _ in range(o.repeat):
        for n in sizes:
            for b in o.binaries:  # alternated: a slow phase of the machine hits each binary alike
                results.setdefault((b, n), []).append(run(b, n))
    print('%-40s %5s %12s %8s %14s %10s %8s  %s' % ('cudaviz', 'n', 'accesses', 'wall s', 'accesses/s',
                                                     'peak MiB', 'B/acc', 'findings'))
    for (b, n), rs in results.items():
        wall = statistics.median(r[0] for r in rs)
        peak = max(r[1] for r in rs)
        accesses = rs[0][2]
        print('%-40s %5d %12d %8.2f %14.0f %10.0f %8.1f  %s' % (b[-40:], n, accesses, wall, accesses / wall,
                                                              peak / 1024, peak * 1024 / accesses,
                                                              ','.join(rs[0][3]) or '-'))


if __name__ == '__main__':
    sys.exit(main())
