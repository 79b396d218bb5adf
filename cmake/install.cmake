# What `cmake --install` and `cpack -G DEB` put where (GNUInstallDirs),
# included once every target exists (CMakeLists.txt defers it):
#   bin/                       the tools (not tests, benchmarks or build-time generators)
#   lib/                       the libraries, lib/cmake/rsltools (find_package(rsltools)),
#                              lib/pkgconfig/rsltools.pc
#   include/rsltools/          their public headers and version.h
#   share/rsltools/shaders/    RI 3.2's standard shaders (rsl-render finds them
#                              from its own location: tool_data_path)
#   share/man/man1/            a page per tool (help2man from --help and --version)
#   share/doc/rsltools/        README.md, LICENSE

# tool: what its man page's NAME line says
set(RSL_TOOLS
  "rsl2ll|RenderMan Shading Language to LLVM IR"
  "rsl-jit|compile RSL with MCJIT and call its functions and shaders"
  "rsl-render|render a scene with RSL shaders (MCJIT, the RPU VM or a GPU)"
  "llc-rpu|compile LLVM IR to RPU assembly or NVIDIA PTX"
  "rsl-opt|run the rsltools LLVM passes on a module"
  "rpu-lower-ir|show LLVM IR after the RPU's IR-level lowering"
  "rpu-as|assemble RPU assembly into an object"
  "rpu-objdump|disassemble an RPU object"
  "rpu-vm|run RPU programs on the RPU virtual machine"
  "rsl-gpu-run|run a shader's PTX kernel on a CUDA GPU against the JIT"
  "rsl-gpu-time|time PTX kernels on a CUDA GPU"
  "imgcmp|compare two PNG images (PSNR, largest error)")
# In dependency order (a user's static link line), each with its public headers.
set(RSL_LIBRARIES
  "rslptxrender|backends/ptxrender/rslptxrender.h"
  "rslrpu|backends/rpurender/rslrpu.h"
  "rsljit|backends/jit/rsljit.h"
  "rslgpu|backends/gpu/rslgpu.h"
  "rpucg|backends/rpu/rpucg.h"
  "ptxcg|backends/ptx/ptxcg.h"
  "rslfront|frontend/rslfront.h"
  "rslpasses|passes/rslpasses.h"
  "rslruntime|runtime/rsl_runtime.h,runtime/rsl_abi.h,runtime/rsl_dynamic.h"
  "rpuvm|vm/rpuvm.h"
  "rslscene|vm/scene/scene.h"
  "rslformat|utils/rsl_format.h,utils/rsl_clock.h")

set(RSL_INCLUDEDIR ${CMAKE_INSTALL_INCLUDEDIR}/rsltools)
set(RSL_CMAKEDIR ${CMAKE_INSTALL_LIBDIR}/cmake/rsltools)

find_program(HELP2MAN help2man)
set(man_pages "")
foreach(entry ${RSL_TOOLS})
  string(REPLACE "|" ";" entry "${entry}")
  list(GET entry 0 tool)
  list(GET entry 1 what)
  if(NOT TARGET ${tool})
    continue()
  endif()
  install(TARGETS ${tool} RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
  # The sanitizer tree is not installed: its tools would run under ASan here.
  if(HELP2MAN AND NOT RSL_SANITIZE)
    set(page ${CMAKE_BINARY_DIR}/man/${tool}.1)
    add_custom_command(OUTPUT ${page}
      COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_BINARY_DIR}/man
      COMMAND ${HELP2MAN} --no-info --name=${what} --output=${page} $<TARGET_FILE:${tool}>
      DEPENDS ${tool}
      COMMENT "Writing the man page of ${tool}"
      VERBATIM)
    list(APPEND man_pages ${page})
  endif()
endforeach()
if(man_pages)
  add_custom_target(man-pages ALL DEPENDS ${man_pages})
  install(FILES ${man_pages} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
elseif(NOT HELP2MAN)
  message(STATUS "help2man not found: no man pages")
endif()

# The libraries: their headers go flat into include/rsltools (they include
# each other by file name), so the installed targets point there.
set(installed_libs "")
set(pc_libs "")
foreach(entry ${RSL_LIBRARIES})
  string(REPLACE "|" ";" entry "${entry}")
  string(REPLACE "," ";" entry "${entry}")
  list(POP_FRONT entry lib)
  if(NOT TARGET ${lib})
    continue()
  endif()
  list(TRANSFORM entry PREPEND ${CMAKE_SOURCE_DIR}/)
  install(FILES ${entry} DESTINATION ${RSL_INCLUDEDIR})
  get_target_property(dirs ${lib} INTERFACE_INCLUDE_DIRECTORIES)
  set(wrapped "$<INSTALL_INTERFACE:${RSL_INCLUDEDIR}>")
  foreach(d ${dirs})
    list(APPEND wrapped "$<BUILD_INTERFACE:${d}>")
  endforeach()
  set_property(TARGET ${lib} PROPERTY INTERFACE_INCLUDE_DIRECTORIES "${wrapped}")
  list(APPEND installed_libs ${lib})
  string(APPEND pc_libs " -l${lib}")
endforeach()
install(FILES ${CMAKE_BINARY_DIR}/include/rsltools/version.h DESTINATION ${RSL_INCLUDEDIR})
install(TARGETS ${installed_libs} llvm16 EXPORT rsltoolsTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(EXPORT rsltoolsTargets NAMESPACE rsltools:: DESTINATION ${RSL_CMAKEDIR})

include(CMakePackageConfigHelpers)
configure_package_config_file(${CMAKE_SOURCE_DIR}/cmake/rsltoolsConfig.cmake.in
  ${CMAKE_BINARY_DIR}/cmake/rsltoolsConfig.cmake INSTALL_DESTINATION ${RSL_CMAKEDIR})
write_basic_package_version_file(${CMAKE_BINARY_DIR}/cmake/rsltoolsConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_BINARY_DIR}/cmake/rsltoolsConfig.cmake ${CMAKE_BINARY_DIR}/cmake/rsltoolsConfigVersion.cmake
        DESTINATION ${RSL_CMAKEDIR})

# pkg-config: the prefix is found from the .pc file's place, so the install
# can move (DESTDIR, a copied tree).
file(RELATIVE_PATH RSL_PC_TO_PREFIX ${CMAKE_INSTALL_FULL_LIBDIR}/pkgconfig ${CMAKE_INSTALL_PREFIX})
string(REGEX REPLACE "/$" "" RSL_PC_TO_PREFIX "${RSL_PC_TO_PREFIX}")
set(RSL_PC_LIBS "${pc_libs}")
configure_file(${CMAKE_SOURCE_DIR}/cmake/rsltools.pc.in ${CMAKE_BINARY_DIR}/rsltools.pc @ONLY)
install(FILES ${CMAKE_BINARY_DIR}/rsltools.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)

file(GLOB standard_shaders ${CMAKE_SOURCE_DIR}/shaders/*.sl)
install(FILES ${standard_shaders} DESTINATION ${CMAKE_INSTALL_DATADIR}/rsltools/shaders)
install(FILES ${CMAKE_SOURCE_DIR}/README.md ${CMAKE_SOURCE_DIR}/LICENSE DESTINATION ${CMAKE_INSTALL_DOCDIR})

# cpack -G DEB: the run-time libraries the tools link (libcunit, libclang and
# the -dev packages are build-time only) and llvm-16 for the pipelines' opt.
set(CPACK_PACKAGE_NAME rsltools)
set(CPACK_PACKAGE_VENDOR "rsltools")
set(CPACK_PACKAGE_CONTACT "rsltools maintainers <rsltools@localhost>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "RenderMan Shading Language toolchain on LLVM 16 (RPU and PTX backends, RPU VM, MCJIT renderer)")
set(CPACK_RESOURCE_FILE_LICENSE ${CMAKE_SOURCE_DIR}/LICENSE)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libc6, libllvm16, llvm-16, libembree3-3, libpng16-16, zlib1g, libopenimageio2.4")
set(CPACK_GENERATOR DEB)
include(CPack)

# The install as a user meets it (test/install/check-install.sh); not in the
# sanitizer tree, whose libraries need the sanitizer runtime to link.
if(NOT RSL_SANITIZE)
  add_test(NAME install-package
           COMMAND bash ${CMAKE_SOURCE_DIR}/test/install/check-install.sh ${CMAKE_BINARY_DIR}
                   ${CMAKE_BINARY_DIR}/install-check ${RSL_SHARED_DIR})
endif()
