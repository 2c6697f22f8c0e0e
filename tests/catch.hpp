#pragma once
// Include this instead of a Catch2 header: the suite builds with Catch2 2.13 (Debian 12) and 3.x.
#if HWSIM_CATCH_V3
#include <catch2/catch_approx.hpp>
#include <catch2/catch_test_macros.hpp>
#include <catch2/matchers/catch_matchers_string.hpp>
using Catch::Approx;
#else
#include <catch2/catch.hpp>
#endif
