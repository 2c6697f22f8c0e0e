#include "sim/io/did_you_mean.hpp"

#include "catch.hpp"

using hwsim::io::did_you_mean;

TEST_CASE("did_you_mean suggests close candidates only") {
  const std::vector<std::string> keys = {"hidden", "heads", "layers", "batch_size"};
  CHECK(did_you_mean("hiden", keys) == "hidden");
  CHECK(did_you_mean("haeds", keys) == "heads");  // adjacent swap counts as one edit
  CHECK(did_you_mean("batchsize", keys) == "batch_size");
  CHECK(did_you_mean("LAYERS", keys) == "layers");  // case alone always matches
  CHECK_FALSE(did_you_mean("zzz", keys).has_value());
  CHECK_FALSE(did_you_mean("x", {"s"}).has_value());
  CHECK_FALSE(did_you_mean("anything", {}).has_value());
}
