#pragma once
// A run-wide request to stop at once, for Ctrl-C and SIGTERM during a long point: the signal
// handler sets it (a lock-free atomic store, safe in a handler), and the event loop polls it every
// few thousand events (EventQueue::run), so a point in progress ends within milliseconds instead of
// running to its end.
//
// Contract
// - request_cancel() is async-signal-safe; clear_cancel() resets it before a run starts.
// - throw_if_cancelled() throws core::Cancelled once a cancel is requested. Cancelled does not
//   derive from std::exception, so no handler that turns an error into a reported result (a
//   "no: <reason>" row, a failed point) can take it for one: only the point runner (which stops
//   delivering, as if interrupted between points) and the command's last handler catch it.
namespace hwsim::core {

struct Cancelled {};

void request_cancel() noexcept;
void clear_cancel() noexcept;
bool cancel_requested() noexcept;
void throw_if_cancelled();

}  // namespace hwsim::core
