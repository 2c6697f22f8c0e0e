// Error checking and RAII owners for CUDA resources (internal to hwsim_validate_cuda). Every CUDA
// call goes through HWSIM_CUDA_CHECK, which throws std::runtime_error naming the call and the
// error.
#pragma once

#include <cuda_runtime_api.h>

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace hwsim::validate {

void cuda_fail(cudaError_t err, const char* expr, const char* file, int line);

inline void cuda_check(cudaError_t err, const char* expr, const char* file, int line) {
  if (err != cudaSuccess) cuda_fail(err, expr, file, line);
}

#define HWSIM_CUDA_CHECK(expr) ::hwsim::validate::cuda_check((expr), #expr, __FILE__, __LINE__)
// After a kernel launch: catches launch-configuration errors at once.
#define HWSIM_CUDA_CHECK_LAUNCH(name) \
  ::hwsim::validate::cuda_check(cudaGetLastError(), name, __FILE__, __LINE__)

// Where a CudaMemory lives: how its bytes are allocated and freed, and the element type get()
// returns by default.
struct DeviceSpace {  // device memory (cudaMalloc)
  using Element = void;
  static void* allocate(std::size_t bytes);
  static void release(void* p) noexcept;
};
struct PinnedSpace {  // page-locked host memory (cudaHostAlloc), page aligned
  using Element = std::uint8_t;
  static void* allocate(std::size_t bytes);
  static void release(void* p) noexcept;
};

// Owner of `bytes` of memory in `Space` (at least one byte is allocated, so get() is never null
// for a constructed buffer); movable, not copyable.
template <class Space>
class CudaMemory {
 public:
  CudaMemory() = default;
  explicit CudaMemory(std::size_t bytes) : ptr_(Space::allocate(bytes)), bytes_(bytes) {}
  ~CudaMemory() {
    if (ptr_) Space::release(ptr_);
  }
  CudaMemory(CudaMemory&& o) noexcept
      : ptr_(std::exchange(o.ptr_, nullptr)), bytes_(std::exchange(o.bytes_, 0)) {}
  CudaMemory& operator=(CudaMemory&& o) noexcept {
    if (this != &o) {
      if (ptr_) Space::release(ptr_);
      ptr_ = std::exchange(o.ptr_, nullptr);
      bytes_ = std::exchange(o.bytes_, 0);
    }
    return *this;
  }
  CudaMemory(const CudaMemory&) = delete;
  CudaMemory& operator=(const CudaMemory&) = delete;
  template <class T = typename Space::Element>
  T* get() const {
    return static_cast<T*>(ptr_);
  }
  std::size_t bytes() const { return bytes_; }

 private:
  void* ptr_ = nullptr;
  std::size_t bytes_ = 0;
};

using DeviceBuffer = CudaMemory<DeviceSpace>;
using PinnedBuffer = CudaMemory<PinnedSpace>;

class CudaStream {
 public:
  CudaStream();
  ~CudaStream();
  CudaStream(const CudaStream&) = delete;
  CudaStream& operator=(const CudaStream&) = delete;
  cudaStream_t get() const { return s_; }
  void sync() const;

 private:
  cudaStream_t s_ = nullptr;
};

class CudaEvent {
 public:
  CudaEvent();
  ~CudaEvent();
  CudaEvent(const CudaEvent&) = delete;
  CudaEvent& operator=(const CudaEvent&) = delete;
  cudaEvent_t get() const { return e_; }
  void record(cudaStream_t s) const;

 private:
  cudaEvent_t e_ = nullptr;
};

// Milliseconds between two recorded events (waits for `end`).
double elapsed_ms(const CudaEvent& start, const CudaEvent& end);

// Fills device memory with the 0xFF byte pattern: a NaN in fp32, fp16 and bf16, so an element a
// kernel forgot to write is caught by the finiteness check.
void poison(void* dev, std::size_t bytes, cudaStream_t s);

int sm_count();
std::string device_name();

// A host vector copied into a new device buffer, and n elements of a device buffer copied back
// (synchronous copies: the caller has synchronised the stream that wrote it).
template <class T>
CudaMemory<DeviceSpace> to_device(const std::vector<T>& v) {
  CudaMemory<DeviceSpace> d(v.size() * sizeof(T));
  HWSIM_CUDA_CHECK(cudaMemcpy(d.get(), v.data(), v.size() * sizeof(T), cudaMemcpyHostToDevice));
  return d;
}
template <class T>
std::vector<T> to_host(const CudaMemory<DeviceSpace>& d, std::size_t n) {
  std::vector<T> v(n);
  HWSIM_CUDA_CHECK(cudaMemcpy(v.data(), d.get(), n * sizeof(T), cudaMemcpyDeviceToHost));
  return v;
}

}  // namespace hwsim::validate
