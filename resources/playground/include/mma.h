// cudaviz playground: CUDA's <mma.h> (WMMA, the tensor cores' warp matrix operations).
#pragma once
#error "cudaviz playground: WMMA (nvcuda::wmma, tensor cores) cannot run in the emulator; use Run on GPU"
