#pragma once
// A section's scalar parameters read into the members of a struct from one table, so a loader
// names each key and its member once instead of writing one assignment per parameter.
#include <cstdint>
#include <initializer_list>
#include <variant>

#include "sim/io/schema.hpp"

namespace hwsim::io {

// One parameter and the member of T it is read into. The member's type picks the read: double a
// quantity, std::int64_t and int an integer (an int member's spec bounds the value to fit), bool a
// boolean. SectionReader refuses a parameter whose declared kind does not match (a logic_error).
template <class T>
struct Field {
  const char* name;
  std::variant<double T::*, std::int64_t T::*, int T::*, bool T::*> member;
};

inline void read_value(const SectionReader& r, const char* name, double& v) {
  v = r.quantity(name);
}
inline void read_value(const SectionReader& r, const char* name, std::int64_t& v) {
  v = r.integer(name);
}
inline void read_value(const SectionReader& r, const char* name, int& v) {
  v = static_cast<int>(r.integer(name));
}
inline void read_value(const SectionReader& r, const char* name, bool& v) { v = r.boolean(name); }

// Reads the fields into `out` in the table's order, which is the order of the reader's
// missing-key and value errors and of the values recorded in the resolved input.
template <class T>
void read_fields(const SectionReader& r, T& out, std::initializer_list<Field<T>> fields) {
  for (const Field<T>& f : fields) {
    std::visit([&](auto member) { read_value(r, f.name, out.*member); }, f.member);
  }
}

}  // namespace hwsim::io
