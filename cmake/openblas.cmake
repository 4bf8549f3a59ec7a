# cpu-openblas: OpenBLAS's cblas_sgemm, the CPU library NumPy and PyTorch use. It is loaded at
# run time (core/bench/openblas.cpp), only when cpu-openblas runs: OpenBLAS reserves its buffers
# when it loads, and an app that linked it would pay that (and stop responding under a tight
# `ulimit -v`) even when it only draws a grid. Debian ships it in flavours; cudaviz prefers the
# OpenMP one (libopenblas0-openmp), so OpenBLAS and Eigen share libgomp's one thread pool instead
# of two pools spinning against each other on the same cores.
find_library(CUDAVIZ_OPENBLAS_OPENMP_LIBRARY NAMES libopenblas.so.0 openblas
    PATHS /usr/lib/${CMAKE_LIBRARY_ARCHITECTURE}/openblas-openmp NO_DEFAULT_PATH)
if(CUDAVIZ_OPENBLAS_OPENMP_LIBRARY)
    get_filename_component(_cudaviz_blas_dir ${CUDAVIZ_OPENBLAS_OPENMP_LIBRARY} DIRECTORY)
    set(CUDAVIZ_OPENBLAS_PATH "${_cudaviz_blas_dir}/libopenblas.so.0")
else()
    set(CUDAVIZ_OPENBLAS_PATH "/usr/lib/${CMAKE_LIBRARY_ARCHITECTURE}/openblas-openmp/libopenblas.so.0")
endif()
add_feature_info(OpenBLAS CUDAVIZ_OPENBLAS_OPENMP_LIBRARY
    "cpu-openblas, loaded at run time from ${CUDAVIZ_OPENBLAS_PATH} (libopenblas0-openmp)")
