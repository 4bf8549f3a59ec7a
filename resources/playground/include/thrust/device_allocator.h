// cudaviz playground: Thrust's <thrust/device_allocator.h>, and then a device_vector's memory from the
// emulated cudaMalloc: a kernel may be given it (thrust::raw_pointer_cast), host code outside Thrust
// may not touch it, and the timeline shows each allocation, as on a GPU.
#pragma once
#include <cuda_runtime.h>
#include <new>
#include_next <thrust/device_allocator.h>

THRUST_NAMESPACE_BEGIN
template <>
class device_ptr_memory_resource<device_memory_resource> final : public thrust::mr::memory_resource<device_ptr<void>>
{
public:
    pointer do_allocate(std::size_t bytes, std::size_t = THRUST_MR_DEFAULT_ALIGNMENT) override
    {
        void* memory = nullptr;
        if (cvz_rt_alloc(&memory, bytes, cvz_pg::kDevice, "device_vector", 0) != 0 || !memory)
            throw std::bad_alloc(); // as Thrust's own allocator reports a failed cudaMalloc
        return pointer(memory);
    }
    void do_deallocate(pointer p, std::size_t, std::size_t) override { cvz_rt_free(p.get(), cvz_pg::kDevice, 0); }
};
THRUST_NAMESPACE_END
