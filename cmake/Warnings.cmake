# Warnings and sanitizers applied to every hwsim target through hwsim_options.
add_library(hwsim_options INTERFACE)
target_compile_options(hwsim_options INTERFACE
  $<$<COMPILE_LANGUAGE:CXX>:-Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor -Wconversion -Wno-sign-conversion>)
# GCC 12 reports -Wrestrict false positives inside libstdc++'s std::string concatenation at -O2
# (GCC bug 105329, fixed in GCC 13); the warning is not about hwsim code.
if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
  target_compile_options(hwsim_options INTERFACE $<$<COMPILE_LANGUAGE:CXX>:-Wno-restrict>)
endif()
if(HWSIM_SANITIZE)
  target_compile_options(hwsim_options INTERFACE
    $<$<COMPILE_LANGUAGE:CXX>:-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all>)
  target_link_options(hwsim_options INTERFACE -fsanitize=address,undefined)
endif()
if(HWSIM_STATIC)
  target_link_options(hwsim_options INTERFACE -static-libstdc++ -static-libgcc)
endif()
