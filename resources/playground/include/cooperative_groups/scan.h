// cudaviz playground: stands in for CUDA's <cooperative_groups/scan.h>; see ../cooperative_groups.h.
#pragma once
#include "../cooperative_groups.h"
