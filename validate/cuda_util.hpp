// Error checking and RAII owners for CUDA resources (internal to hwsim_validate_cuda). Every CUDA
// call goes through HWSIM_CUDA_CHECK, which throws std::runtime_error naming the call and the
// error.
#pragma once

#include <cuda_runtime_api.h>

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>

namespace hwsim::validate {

void cuda_fail(cudaError_t err, const char* expr, const char* file, int line);

inline void cuda_check(cudaError_t err, const char* expr, const char* file, int line) {
  if (err != cudaSuccess) cuda_fail(err, expr, file, line);
}

#define HWSIM_CUDA_CHECK(expr) ::hwsim::validate::cuda_check((expr), #expr, __FILE__, __LINE__)
// After a kernel launch: catches launch-configuration errors at once.
#define HWSIM_CUDA_CHECK_LAUNCH(name) \
  ::hwsim::validate::cuda_check(cudaGetLastError(), name, __FILE__, __LINE__)

// Device memory.
class DeviceBuffer {
 public:
  DeviceBuffer() = default;
  explicit DeviceBuffer(std::size_t bytes);
  ~DeviceBuffer();
  DeviceBuffer(DeviceBuffer&& o) noexcept
      : ptr_(std::exchange(o.ptr_, nullptr)), bytes_(std::exchange(o.bytes_, 0)) {}
  DeviceBuffer& operator=(DeviceBuffer&& o) noexcept;
  DeviceBuffer(const DeviceBuffer&) = delete;
  DeviceBuffer& operator=(const DeviceBuffer&) = delete;
  template <class T = void>
  T* get() const {
    return static_cast<T*>(ptr_);
  }
  std::size_t bytes() const { return bytes_; }

 private:
  void* ptr_ = nullptr;
  std::size_t bytes_ = 0;
};

// Page-locked host memory (cudaHostAlloc), page aligned.
class PinnedBuffer {
 public:
  PinnedBuffer() = default;
  explicit PinnedBuffer(std::size_t bytes);
  ~PinnedBuffer();
  PinnedBuffer(PinnedBuffer&& o) noexcept
      : ptr_(std::exchange(o.ptr_, nullptr)), bytes_(std::exchange(o.bytes_, 0)) {}
  PinnedBuffer& operator=(PinnedBuffer&& o) noexcept;
  PinnedBuffer(const PinnedBuffer&) = delete;
  PinnedBuffer& operator=(const PinnedBuffer&) = delete;
  template <class T = std::uint8_t>
  T* get() const {
    return static_cast<T*>(ptr_);
  }
  std::size_t bytes() const { return bytes_; }

 private:
  void* ptr_ = nullptr;
  std::size_t bytes_ = 0;
};

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

}  // namespace hwsim::validate
