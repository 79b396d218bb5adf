/* An error inside an included file is reported there. */
float broken() { return 1 }
