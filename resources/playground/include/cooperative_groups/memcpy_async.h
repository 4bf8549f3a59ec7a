// cudaviz playground: CUDA's <cooperative_groups/memcpy_async.h>.
#pragma once
#error                                                                                                                 \
    "cudaviz playground: cooperative_groups::memcpy_async cannot run in the emulator; copy with a loop, or use Run on GPU"
