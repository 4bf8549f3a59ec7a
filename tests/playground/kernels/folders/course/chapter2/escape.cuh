// A header that reaches out of the folder for a file of the system.
#pragma once
#include "../../../../../../../../../../etc/hostname"
