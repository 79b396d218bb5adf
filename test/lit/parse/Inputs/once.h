/* Included twice by pragma_once.sl, under two spellings of its path. */
#pragma once
float once_only() { return 1; }
