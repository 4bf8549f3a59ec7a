// A header with a mistake on its line 6.
#pragma once

inline int twice(int x)
{
    return 2 * y;
}
