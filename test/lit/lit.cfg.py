# lit configuration shared by every suite under test/lit/.
import os
import shutil
import sys
import lit.formats

site = lit_config.params.get("site")
if site is None:
    lit_config.fatal("run through ctest, or pass --param site=BUILD/test/lit.site.cfg.py")
lit_config.load_config(config, site)

config.name = "rsltools"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".sl", ".ll", ".s", ".c", ".test"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(__file__)
# Temporary files go to the build tree, never next to the tests.
config.test_exec_root = config.rsl_test_exec_root

# The project's tools first, then LLVM 16's (opt, FileCheck, not, llc).
path = os.pathsep.join([config.rsl_bin_dir, config.llvm_bin_dir, config.environment.get("PATH", os.environ["PATH"])])
config.environment["PATH"] = path
for var in ("ASAN_OPTIONS", "LSAN_OPTIONS", "UBSAN_OPTIONS", "HOME"):
    if var in os.environ:
        config.environment[var] = os.environ[var]

config.substitutions.append(("%shared", config.rsl_shared_dir))
config.substitutions.append(("%src", config.rsl_src_root))
config.substitutions.append(("%lit", os.path.abspath(sys.argv[0])))  # this lit, for tests of utils/run-lit.py

if os.path.isdir(os.path.join(config.rsl_shared_dir, "corpus")):
    config.available_features.add("shared")
else:
    lit_config.note("../shared is absent: tests on the corpus and the bunny are skipped")

ptxas = shutil.which("ptxas") or next((p for p in ("/usr/local/cuda/bin/ptxas",) if os.path.exists(p)), None)
if ptxas:
    config.available_features.add("ptxas")
    config.substitutions.append(("%ptxas", ptxas))
else:
    lit_config.note("ptxas not found (PATH, /usr/local/cuda/bin): PTX assembly checks are skipped")

# CUDA's libdevice (for CUDA sources compiled by clang through the PTX backend).
libdevice = next((p for p in (os.path.join(os.environ.get("CUDA_PATH", "/usr/local/cuda"), "nvvm/libdevice/libdevice.10.bc"),
                              "/usr/lib/nvidia-cuda-toolkit/libdevice/libdevice.10.bc") if os.path.exists(p)), None)
if libdevice:
    config.available_features.add("libdevice")
    config.substitutions.append(("%libdevice", libdevice))
else:
    lit_config.note("libdevice.10.bc not found (CUDA_PATH, /usr/local/cuda): CUDA kernel checks are skipped")

if config.rsl_sanitize in ("ON", "1", "TRUE"):
    config.available_features.add("sanitizer")
