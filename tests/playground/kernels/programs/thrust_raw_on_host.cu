// A device_vector's memory is the device's: the program's own host code reads it through the raw
// pointer, as a GPU machine would not let it.
#include <cstdio>
#include <thrust/device_vector.h>
int main()
{
    thrust::device_vector<float> d(4, 1.5f);
    const float* raw = thrust::raw_pointer_cast(d.data());
    printf("first %.1f\n", raw[0]);
    return 0;
}
