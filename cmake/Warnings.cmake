# Warnings and sanitizers applied to every hwsim target through hwsim_options.
add_library(hwsim_options INTERFACE)
target_compile_options(hwsim_options INTERFACE
  $<$<COMPILE_LANGUAGE:CXX>:-Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor -Wconversion -Wno-sign-conversion>)
if(HWSIM_SANITIZE)
  target_compile_options(hwsim_options INTERFACE
    $<$<COMPILE_LANGUAGE:CXX>:-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all>)
  target_link_options(hwsim_options INTERFACE -fsanitize=address,undefined)
endif()
if(HWSIM_STATIC)
  target_link_options(hwsim_options INTERFACE -static-libstdc++ -static-libgcc)
endif()
