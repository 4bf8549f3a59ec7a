// A program of its own beside the three-file one: it has a main, so it is not linked into theirs.
#include <cstdio>

int main(void)
{
    printf("alone\n");
    return 0;
}
