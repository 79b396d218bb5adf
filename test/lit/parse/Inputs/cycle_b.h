/* b includes a again */
#include "cycle_a.h"
