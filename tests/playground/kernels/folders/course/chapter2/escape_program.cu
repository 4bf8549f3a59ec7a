// Reaches out of the course's folder.
#include "../../outside.h"

int main() { return 0; }
