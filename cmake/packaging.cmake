# `cmake --install` puts the app, its desktop entry, AppStream metainfo and icon in place;
# `cpack -G DEB` makes two packages: cudaviz (the app, runs without any GPU) and, when CUDA
# was found, cudaviz-gpu (the GPU module, optional: the app explains its absence).
set(CUDAVIZ_APP_ID io.github.cudaviz.cudaviz)
install(FILES ${PROJECT_SOURCE_DIR}/resources/desktop/${CUDAVIZ_APP_ID}.desktop
    DESTINATION share/applications COMPONENT app)
install(FILES ${PROJECT_SOURCE_DIR}/resources/desktop/${CUDAVIZ_APP_ID}.metainfo.xml
    DESTINATION share/metainfo COMPONENT app)
install(FILES ${PROJECT_SOURCE_DIR}/resources/icons/cudaviz.svg
    DESTINATION share/icons/hicolor/scalable/apps RENAME ${CUDAVIZ_APP_ID}.svg COMPONENT app)

set(CPACK_PACKAGE_NAME cudaviz)
set(CPACK_PACKAGE_VENDOR "The cudaviz team")
set(CPACK_PACKAGE_CONTACT "The cudaviz team <cudaviz@users.noreply.github.com>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_ALL app)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION education)
set(CPACK_DEBIAN_APP_PACKAGE_NAME cudaviz)
set(CPACK_DEBIAN_APP_PACKAGE_SHLIBDEPS ON) # Qt, Eigen-free (header only), OpenMP: from the binary
set(CPACK_DEBIAN_APP_PACKAGE_RECOMMENDS "qt6-translations-l10n, fonts-noto-cjk, libopenblas0-openmp, g++, binutils, libthrust-dev") # Chinese lessons and UI; cpu-openblas (loaded at run time); the playground's compiler and addr2line; Thrust for programs that use it
set(CPACK_STRIP_FILES ON)
string(CONCAT CPACK_COMPONENT_APP_DESCRIPTION
    "Teach and learn how CUDA threads, blocks and grids map to data\n"
    "Animates i = blockIdx.x * blockDim.x + threadIdx.x, the if (i < n) guard, 2D/3D grids and warps;\n"
    "times real matrix multiplications on the CPU (Eigen) and, with the cudaviz-gpu package and an\n"
    "NVIDIA GPU, with CUDA kernels and cuBLAS. A playground runs kernels you write without a GPU and\n"
    "checks them (races, out-of-bounds accesses, memory traffic), with graded exercises.\n"
    "Lessons, presentation mode, English and Chinese.")
if(CUDAVIZ_HAVE_CUDA)
    list(APPEND CPACK_COMPONENTS_ALL gpu)
    set(CPACK_DEBIAN_APP_PACKAGE_SUGGESTS "cudaviz-gpu")
    set(CPACK_DEBIAN_GPU_PACKAGE_NAME cudaviz-gpu)
    # cuBLAS 13 comes from NVIDIA's CUDA repository or installer, not from Debian, so it is
    # not a package dependency; without it the app says which library is missing.
    set(CPACK_DEBIAN_GPU_PACKAGE_SHLIBDEPS OFF)
    set(CPACK_DEBIAN_GPU_PACKAGE_DEPENDS "cudaviz (= ${PROJECT_VERSION})")
    string(CONCAT CPACK_COMPONENT_GPU_DESCRIPTION
        "GPU module for cudaviz (CUDA kernels and cuBLAS)\n"
        "Needs an NVIDIA driver for CUDA ${CUDAToolkit_VERSION_MAJOR} and the CUDA runtime's cuBLAS library\n"
        "(libcublas.so.${CUDAToolkit_VERSION_MAJOR}).")
endif()
include(CPack)
