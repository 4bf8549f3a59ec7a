// Beside the course's folder, not in it: a program of the course may not read it.
#pragma once
int outside = 1;
