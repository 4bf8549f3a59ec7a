// The teaching kernels, written once and run twice: nvcc instantiates them in real
// __global__ kernels (cuda/matmulkernels.cu, cuda/indextrace.cu) and core instantiates them in the CPU block
// emulator (core/emulator), which records every read and write for the animation.
//
// A kernel body talks to the hardware only through `ctx`:
//   ctx.blockIdx(), ctx.threadIdx(), ctx.blockDim(), ctx.gridDim()   -- the built-ins
//   ctx.load(array, i), ctx.store(array, i, value)                 -- global/shared memory
//   ctx.syncthreads()                                               -- __syncthreads()
// On the GPU these are the plain CUDA operations; in the emulator they are recorded.
//
// The "// @kernel NAME" and "// @end" comments delimit what the app shows as source; a
// line tagged "// @index", "// @guard" or "// @write" is highlighted while the animation
// is at that stage of the selected thread. The app shows each body as the plain CUDA a
// student writes (core/mapping/cudasource.cpp: ctx.load(a, i) becomes a[i], and so on);
// a "// @cuda LINE" comment gives a line only that CUDA view has: the __global__
// signature that replaces the template, and the __shared__ arrays the emulator passes in.
//
// This header is included by nvcc and by the C++ compiler: no Qt, no standard library.
#pragma once

// The catalog: one file per teaching kernel, numbered in course order.
#include "teaching/01_vecadd.h"
#include "teaching/02_grid_stride.h"
#include "teaching/03_matadd.h"
#include "teaching/04_volume3d.h"
#include "teaching/05_matmul_naive.h"
#include "teaching/06_matmul_coalesced.h"
#include "teaching/07_matmul_tiled.h"
#include "teaching/08_matmul_tiled_2d.h"
#include "teaching/09_matmul_warptiled.h"
#include "teaching/10_transpose_naive.h"
#include "teaching/11_transpose_padded.h"
