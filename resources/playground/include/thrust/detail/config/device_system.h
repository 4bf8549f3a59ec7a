// cudaviz playground: Thrust's device system is its CPP backend here (Debian's libthrust-dev): its
// algorithms run as host code, on the emulated device's memory. This file stands before Thrust's own
// <thrust/detail/config/device_system.h> in the search path and then includes it.
#ifndef THRUST_DEVICE_SYSTEM
#define THRUST_DEVICE_SYSTEM THRUST_DEVICE_SYSTEM_CPP
#endif
#include_next <thrust/detail/config/device_system.h>
