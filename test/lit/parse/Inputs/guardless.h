/* No #pragma once: including it twice defines its function twice. */
float twice() { return 2; }
