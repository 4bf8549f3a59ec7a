// Includes a header of its folder that reaches outside it.
#include "escape.cuh"

int main() { return 0; }
