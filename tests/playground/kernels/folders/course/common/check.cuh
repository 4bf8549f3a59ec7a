// A course's shared header, included as "../common/check.cuh" by each chapter's program.
#pragma once
#include <cstdio>
#include <cstdlib>

#define CHECK(call)                                                                                                    \
    do {                                                                                                               \
        const cudaError_t status = (call);                                                                             \
        if (status != cudaSuccess) {                                                                                   \
            std::printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(status));                                \
            std::exit(1);                                                                                              \
        }                                                                                                              \
    } while (0)
