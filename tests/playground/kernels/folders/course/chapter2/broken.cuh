// A header with a mistake on its line 4.
#pragma once

inline int twice(int x) { return 2 * y; }
