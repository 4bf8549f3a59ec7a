// Its header does not compile: the error names the header and its line.
#include "broken.cuh"

int main() { return twice(1); }
