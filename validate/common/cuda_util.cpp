#include "validate/common/cuda_util.hpp"

#include <stdexcept>

namespace hwsim::validate {

void cuda_fail(cudaError_t err, const char* expr, const char* file, int line) {
  throw std::runtime_error(std::string("CUDA error ") + cudaGetErrorName(err) + " (" +
                           cudaGetErrorString(err) + ") in " + expr + " at " + file + ":" +
                           std::to_string(line));
}

void* DeviceSpace::allocate(std::size_t bytes) {
  void* p = nullptr;
  HWSIM_CUDA_CHECK(cudaMalloc(&p, bytes > 0 ? bytes : 1));
  return p;
}
void DeviceSpace::release(void* p) noexcept { cudaFree(p); }

void* PinnedSpace::allocate(std::size_t bytes) {
  void* p = nullptr;
  HWSIM_CUDA_CHECK(cudaHostAlloc(&p, bytes > 0 ? bytes : 1, cudaHostAllocDefault));
  return p;
}
void PinnedSpace::release(void* p) noexcept { cudaFreeHost(p); }

CudaStream::CudaStream() {
  HWSIM_CUDA_CHECK(cudaStreamCreateWithFlags(&s_, cudaStreamNonBlocking));
}
CudaStream::~CudaStream() {
  if (s_) cudaStreamDestroy(s_);
}
void CudaStream::sync() const { HWSIM_CUDA_CHECK(cudaStreamSynchronize(s_)); }

CudaEvent::CudaEvent() { HWSIM_CUDA_CHECK(cudaEventCreate(&e_)); }
CudaEvent::~CudaEvent() {
  if (e_) cudaEventDestroy(e_);
}
void CudaEvent::record(cudaStream_t s) const { HWSIM_CUDA_CHECK(cudaEventRecord(e_, s)); }

double elapsed_ms(const CudaEvent& start, const CudaEvent& end) {
  HWSIM_CUDA_CHECK(cudaEventSynchronize(end.get()));
  float ms = 0.0f;
  HWSIM_CUDA_CHECK(cudaEventElapsedTime(&ms, start.get(), end.get()));
  return static_cast<double>(ms);
}

void poison(void* dev, std::size_t bytes, cudaStream_t s) {
  HWSIM_CUDA_CHECK(cudaMemsetAsync(dev, 0xFF, bytes, s));
}

int sm_count() {
  int dev = 0, n = 0;
  HWSIM_CUDA_CHECK(cudaGetDevice(&dev));
  HWSIM_CUDA_CHECK(cudaDeviceGetAttribute(&n, cudaDevAttrMultiProcessorCount, dev));
  return n;
}

std::string device_name() {
  int dev = 0;
  HWSIM_CUDA_CHECK(cudaGetDevice(&dev));
  cudaDeviceProp p{};
  HWSIM_CUDA_CHECK(cudaGetDeviceProperties(&p, dev));
  return p.name;
}

}  // namespace hwsim::validate
