// Hardware profiles: the checked-in files load, PCIe rates follow from generation and lanes, and
// bad input fails with exact messages.

#include <exception>
#include <string>

#include "catch.hpp"
#include "load_error.hpp"
#include "sim/hw/profile_loader.hpp"

using namespace hwsim;
using hwsim::test::error_of;

namespace {

const std::string kProfiles = HWSIM_SOURCE_DIR "/hw_profiles/";

hw::HardwareProfile load(const std::string& file, io::Resolved* sink = nullptr) {
  return hw::load_hardware(io::Node::load_file(kProfiles + file), sink);
}

// A minimal valid profile; tests replace one line to break it.
const std::string& kMinimal = hwsim::test::kMinimalProfile;

std::string with(const std::string& from, const std::string& to) {
  std::string text = kMinimal;
  text.replace(text.find(from), from.size(), to);
  return text;
}

}  // namespace

TEST_CASE("PCIe raw rates per direction, derived from transfer rate and line coding") {
  // 8 GT/s * 128/130 / 8 bits = 0.984615 GB/s per lane, doubling each generation to gen5;
  // gen6: 64 GT/s * 242/256 / 8 = 7.5625 GB/s per lane.
  CHECK(hw::pcie_lane_bandwidth(3) == Approx(0.984615e9).epsilon(1e-6));
  CHECK(hw::pcie_lane_bandwidth(4) == Approx(1.969231e9).epsilon(1e-6));
  CHECK(hw::pcie_lane_bandwidth(5) == Approx(3.938462e9).epsilon(1e-6));
  CHECK(hw::pcie_lane_bandwidth(6) == Approx(7.5625e9).epsilon(1e-9));
  CHECK(hw::pcie_raw_bandwidth(4, 16) == Approx(31.50769e9).epsilon(1e-6));
  CHECK(hw::pcie_raw_bandwidth(5, 16) == Approx(63.01538e9).epsilon(1e-6));
  CHECK(hw::pcie_raw_bandwidth(6, 16) == Approx(121e9).epsilon(1e-9));
  CHECK_THROWS_AS(hw::pcie_lane_bandwidth(2), std::invalid_argument);

  hw::LinkSpec link;
  link.generation = 4;
  link.lanes = 16;
  link.efficiency = 0.8;
  link.h2d_pageable = 9e9;
  CHECK(link.effective_h2d(true) == Approx(25.20615e9).epsilon(1e-6));  // 31.508 GB/s * 0.8
  CHECK(link.effective_h2d(false) == 9e9);
  link.h2d_pinned = 26e9;  // a measurement wins over the derivation
  CHECK(link.effective_h2d(true) == 26e9);
  CHECK(link.effective_d2h() == Approx(25.20615e9).epsilon(1e-6));
}

TEST_CASE("the local H200 profile") {
  io::Resolved resolved;
  const auto hw = load("h200-local.yaml", &resolved);
  CHECK(hw.name == "h200-local");
  CHECK(hw.gpu.memory == 141e9);
  CHECK(hw.gpu.hbm_bandwidth == 4.8e12);
  CHECK(hw.gpu.flops_bf16 == 989e12);
  CHECK(hw.gpu.gemv_efficiency == 0.785);
  CHECK(hw.host.memory == 128.0 * (1 << 30));
  CHECK(hw.host.threads == 16);
  CHECK(hw.pcie.effective_h2d(true) == 55.5e9);
  CHECK(hw.pcie.effective_h2d(false) == 6.8e9);
  CHECK(hw.pcie.effective_d2h() == 55.3e9);
  CHECK(hw.pcie.latency == 2.6e-6);
  REQUIRE(hw.storage.has_value());
  CHECK(hw.storage->seq_read_bandwidth == 1.4e9);
  CHECK(hw.storage->read_latency == 28e-6);
  CHECK(hw.storage->page_size == 4096);
  CHECK(hw.storage->max_request_size == 4 << 20);
  CHECK(hw.sources.at("gpu.hbm_bandwidth") == "datasheet: H200 SXM, 4.8 TB/s");
  CHECK(hw.sources.at("pcie.h2d_pinned").rfind("measured 2026-11-29, local probe", 0) == 0);
  // Every number in a checked-in profile carries its source (gpu 9, host 5, pcie 4, storage 8).
  CHECK(hw.sources.size() == 9 + 5 + 4 + 8);
  // Hopper whitepaper: 132 SMs x 64 INT32 lanes x 1.98 GHz = 16.73e12 instructions/s.
  CHECK(hw.gpu.int32_ops == 16.73e12);
  const std::string yaml = resolved.to_yaml();
  CHECK(yaml.find("  hbm_bandwidth: 4.8 TB/s\n") != std::string::npos);
  CHECK(yaml.find("  h2d_pinned: 55.5 GB/s\n") != std::string::npos);
}

TEST_CASE("the RTX 4090 workstation and the paper testbed profiles") {
  const auto rtx = load("rtx4090-workstation.yaml");
  CHECK(rtx.gpu.memory == 24.0 * (1 << 30));
  CHECK(rtx.gpu.hbm_bandwidth == 1008e9);
  CHECK(rtx.gpu.flops_bf16 == 165.2e12);
  CHECK_FALSE(rtx.pcie.h2d_pinned.has_value());
  CHECK(rtx.pcie.effective_h2d(true) == Approx(31.50769e9 * 0.83).epsilon(1e-6));
  REQUIRE(rtx.storage.has_value());
  CHECK(rtx.storage->read_iops == 1.4e6);
  CHECK(rtx.storage->seq_read_bandwidth == 7.45e9);
  // Every number carries its source: gpu 9 + top-k 2 + decode rates 3, host 6, pcie 5, storage 9
  // (with the drive's capacity).
  CHECK(rtx.sources.size() == 14 + 5 + 5 + 9);
  CHECK(rtx.storage->capacity == 2e12);
  // Ada whitepaper: 128 SMs x 64 INT32 lanes x 2.52 GHz = 20.64e12 instructions/s.
  CHECK(rtx.gpu.int32_ops == 20.64e12);
  CHECK(rtx.gpu.topk_fixed_time == 19.4e-6);

  // The decode figures of the paper's machine, as fitted or assumed there; its software's fitted
  // values (op time, GEMV efficiency, kernel rates) are the spax-paper stack's (tests/stack).
  const auto paper = load("paper-testbed.yaml");
  CHECK(paper.name == "paper-testbed");
  CHECK(paper.pcie.generation == 4);
  CHECK(paper.gpu.gemv_efficiency == 0.85);  // the datasheet-class assumption
  CHECK(paper.gpu.topk_fixed_time == 0.0);   // the selection is counted from its kernels
  CHECK(paper.gpu.int32_ops == 20.64e12);
  CHECK(paper.gpu.decode_rates.trellis == 0.0);  // not measured on this machine
  CHECK(paper.gpu.decode_rates.scalar == 0.0);
  CHECK(paper.gpu.decode_rates.quantised == 0.0);
  CHECK(paper.sources.at("gpu.decode_rates.trellis").rfind("not measured: derived from", 0) == 0);
}

TEST_CASE("minimal profile: defaults and no storage") {
  const auto hw = hw::load_hardware(io::Node::parse_string(kMinimal, "hw.yaml"), nullptr);
  CHECK(hw.gpu.gemv_efficiency == 0.85);
  CHECK(hw.gpu.copy_engines == 2);
  CHECK(hw.pcie.efficiency == 0.85);
  CHECK_FALSE(hw.storage.has_value());
  CHECK(hw.sources.empty());
  CHECK(hw.description.empty());
}

TEST_CASE("a profile named by a file reference loads relative to the referring file") {
  const io::Node scenario =
      io::Node::parse_string("hardware: h200-local.yaml\n", kProfiles + "s.yaml");
  io::Resolved resolved;
  const auto hw = hw::load_hardware(scenario.at("hardware"), &resolved);
  CHECK(hw.name == "h200-local");
  CHECK(resolved.entries().front().first == "hardware.name");
}

TEST_CASE("profile errors") {
  CHECK(error_of(with("hbm_bandwidth: 3 TB/s", "hbm_bandwidth: 3000")) ==
        "hw.yaml:5:18: gpu.hbm_bandwidth: expected a bandwidth such as '25 GB/s', got '3000'");
  CHECK(
      error_of(with("hbm_bandwidth: 3 TB/s", "hbm_bandwith: 3 TB/s")) ==
      "hw.yaml:5:3: gpu.hbm_bandwith: unknown key 'hbm_bandwith' (did you mean 'hbm_bandwidth'?)");
  CHECK(error_of(with("  lanes: 16\n", "")) ==
        "hw.yaml:18:3: pcie: missing required key 'lanes' (needed to derive the host-to-device "
        "rate: pcie.h2d_pinned is not given)");
  CHECK(error_of(with("  lanes: 16\n", "  h2d_pinned: 20 GB/s\n")) ==
        "hw.yaml:18:3: pcie: missing required key 'lanes' (needed to derive the device-to-host "
        "rate: pcie.d2h_pinned is not given)");
  CHECK(error_of(with("lanes: 16", "lanes: 12")) ==
        "hw.yaml:19:10: pcie.lanes: expected 1, 2, 4, 8 or 16 lanes, got 12");
  CHECK(error_of(with("generation: 4", "generation: 7")) ==
        "hw.yaml:18:15: pcie.generation: must be at most 6, got 7");
  // Both pinned rates measured: the link's derivation keys would change nothing.
  CHECK(error_of(
            with("  lanes: 16\n", "  lanes: 16\n  h2d_pinned: 20 GB/s\n  d2h_pinned: 20 GB/s\n")) ==
        "hw.yaml:18:15: pcie.generation: not used: pcie.h2d_pinned and pcie.d2h_pinned are both "
        "measured, and generation only derives a pinned rate that is not; remove it");
  CHECK(error_of(with("  generation: 4\n  lanes: 16\n",
                      "  efficiency: 90%\n  h2d_pinned: 20 GB/s\n  d2h_pinned: 20 GB/s\n")) ==
        "hw.yaml:18:15: pcie.efficiency: not used: pcie.h2d_pinned and pcie.d2h_pinned are both "
        "measured, and efficiency only derives a pinned rate that is not; remove it");
  CHECK(error_of(with("dram_bandwidth: 60 GB/s", "dram_bandwidth: 0 GB/s")) ==
        "hw.yaml:13:19: host.dram_bandwidth: must be greater than 0, got 0 GB/s");
  CHECK(error_of(with("memory: 80 GB", "memory: {value: 80 GB, sauce: x}")) ==
        "hw.yaml:4:26: gpu.memory.sauce: unknown key 'sauce' (did you mean 'source'?)");
  CHECK(error_of(with("host:", "hosts:")) ==
        "hw.yaml:10:1: hosts: unknown key 'hosts' (did you mean 'host'?)");
  CHECK(error_of(with("  sync_overhead: 5 us\n",
                      "  sync_overhead: 5 us\n  decode_rates: {trelis: 1e10}\n")) ==
        "hw.yaml:10:18: gpu.decode_rates.trelis: unknown key 'trelis' (did you mean 'trellis'?)");
  CHECK(error_of(with("  sync_overhead: 5 us\n",
                      "  sync_overhead: 5 us\n  decode_rates: {scalar: -1}\n")) ==
        "hw.yaml:10:26: gpu.decode_rates.scalar: must be at least 0, got -1");
  CHECK(error_of(kMinimal + "storage:\n  seq_read_bandwidth: 1 GB/s\n") ==
        "hw.yaml:23:3: storage: missing required key 'read_iops' (a count such as '8')");
}

TEST_CASE("max_request_size is a whole number of pages") {
  const std::string storage =
      "storage:\n  seq_read_bandwidth: 7 GB/s\n  read_iops: 1000000\n  queue_depth: 32\n"
      "  read_latency: 80 us\n  submit_cost: 2 us\n  max_request_size: ";
  const auto request = [&](const std::string& size) {
    const auto hw = hw::load_hardware(
        io::Node::parse_string(kMinimal + storage + size + "\n", "hw.yaml"), nullptr);
    return hw.storage->max_request_size;
  };
  CHECK(request("128 KiB") == 32 * 4096);
  // 4 MiB written to six significant digits, as hwsim writes sizes: 4,194,300 B is 4 B short of
  // 1,024 pages, well inside the rounding of the sixth digit (50 B here), so it reads as 4 MiB,
  // not as the 1,023 pages a floor would give.
  CHECK(request("4.1943 MB") == 4 << 20);
  // An empty measured table is refused, not read as no table.
  CHECK(error_of(kMinimal + storage + "1 MiB\n  read_latencies: []\n") ==
        "hw.yaml:29:19: storage.read_latencies: an empty table: give at least one row, or leave "
        "the key out");
  // 200 kB = 48.83 pages of 4,096 B: refused, naming 48 pages (196,608 B) and 49 (200,704 B).
  CHECK(error_of(kMinimal + storage + "200 kB\n") ==
        "hw.yaml:28:21: storage.max_request_size: must be a whole number of pages of "
        "page_size (4.096 kB): 196.608 kB (48 pages) or 200.704 kB");
}
