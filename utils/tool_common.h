/* The command-line conventions every tool of the project shares, LLVM's:
 * `--version` (the project's version and the LLVM version), `-h`/`--help`,
 * `TOOL: error: ...` with exit status 1 for usage and input errors,
 * `-NAME VALUE` and `-NAME=VALUE` (one or two dashes), `-` for stdin and
 * stdout, missing files as `TOOL: error: 'PATH': REASON`, and no binary
 * output to a terminal.  Each tool's main() calls tool_init first. */
#ifndef RSL_TOOL_COMMON_H
#define RSL_TOOL_COMMON_H

#include <stdbool.h>
#include <stdio.h>

/* The tool's name in its messages and its --help text (printed as is). */
void tool_init(const char *name, const char *help);
const char *tool_name(void);

/* -h, -help, --help print the help, --version the versions, to stdout:
 * true when `arg` was one of them (main() then returns 0). */
bool tool_info_option(const char *arg);

/* "TOOL: error: MESSAGE" on stderr; returns 1, the exit status of every
 * usage and input error. */
int tool_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* "TOOL: warning: MESSAGE" on stderr. */
void tool_warning(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* "TOOL: error: 'PATH': strerror(errno)"; returns 1. */
int tool_file_error(const char *path);

/* The option NAME (given without dashes) with its value at argv[*i], as
 * -NAME VALUE, -NAME=VALUE, --NAME VALUE or --NAME=VALUE.  Returns 0 when
 * argv[*i] is not NAME; 1 with *value set (and *i moved past a separate
 * value); -1 after reporting a missing value. */
int tool_option_value(int argc, char **argv, int *i, const char *name, const char **value);
/* The flag NAME (without dashes) as -NAME or --NAME. */
bool tool_flag(const char *arg, const char *name);
/* The whole command line of a tool with at most one input file and options
 * that each take a value (names[k] without dashes, its value into
 * values[k], left as it is when not given): --help and --version, an
 * unknown option and a second input are handled as every tool does.
 * Returns -1 to go on (*in NULL when no input was named), else the exit
 * status main() returns. */
int tool_parse_args(int argc, char **argv, int n, const char *const names[], const char *values[], const char **in);

/* Opens PATH for reading, "-" being stdin; reports a failure (NULL). */
FILE *tool_open_input(const char *path, bool binary);
/* Opens PATH for writing, "-" being stdout; reports a failure (NULL). */
FILE *tool_open_output(const char *path, bool binary);
/* Closes what tool_open_* returned (stdin and stdout are only flushed);
 * false, reported, after a write error. */
bool tool_close(FILE *f, const char *path);
/* Whether f is a terminal (colours by default, no binary output). */
bool tool_is_terminal(FILE *f);
/* True, reported, when binary output (`what`, as "bitcode") would go to a
 * terminal, which LLVM's tools refuse. */
bool tool_refuse_terminal(FILE *f, const char *what);

/* The installed data NAME (share/rsltools/NAME beside the tool's bin/, found
 * from the running executable) when it exists, else `build_tree_path`: the
 * tools run the same from the build tree and from any install prefix. */
const char *tool_data_path(const char *name, const char *build_tree_path);

#endif /* RSL_TOOL_COMMON_H */
