#include "sim/hf/model_draft.hpp"

#include <algorithm>
#include <sstream>

namespace hwsim::hf {

Field field(const std::string& key, std::int64_t value, const std::string& source) {
  return {key, std::to_string(value), source};
}
Field field(const std::string& key, bool value, const std::string& source) {
  return {key, value ? "true" : "false", source};
}
Field field(const std::string& key, const char* value, const std::string& source) {
  return {key, value, source};
}
Field field(const std::string& key, const Sourced<std::int64_t>& v) {
  return field(key, v.value, v.source);
}
Field field(const std::string& key, const Sourced<bool>& v) {
  return field(key, v.value, v.source);
}

std::size_t ModelDraft::type(const BlockDraft& block) {
  for (std::size_t i = 0; i < types.size(); ++i) {
    if (types[i].name == block.name) return i;
  }
  types.push_back(block);
  return types.size() - 1;
}

namespace {

void emit_fields(std::ostringstream& out, const std::vector<Field>& fields, int indent) {
  std::size_t width = 0;
  for (const Field& f : fields) width = std::max(width, f.key.size() + f.value.size());
  for (const Field& f : fields) {
    out << std::string(static_cast<std::size_t>(indent), ' ') << f.key << ": " << f.value;
    if (!f.source.empty()) {
      out << std::string(width - f.key.size() - f.value.size() + 2, ' ') << "# " << f.source;
    }
    out << '\n';
  }
}

void emit_block(std::ostringstream& out, const BlockDraft& b, int indent) {
  const std::string pad(static_cast<std::size_t>(indent), ' ');
  out << pad << "attention:\n";
  emit_fields(out, b.attention, indent + 2);
  out << pad << "ffn:\n";
  emit_fields(out, b.ffn, indent + 2);
  emit_fields(out, b.block, indent);
}

std::size_t repeats(const std::vector<std::size_t>& layers, std::size_t at, std::size_t run) {
  std::size_t r = 1;
  while (at + (r + 1) * run <= layers.size()) {
    bool same = true;
    for (std::size_t i = 0; i < run && same; ++i) {
      same = layers[at + r * run + i] == layers[at + i];
    }
    if (!same) break;
    ++r;
  }
  return r;
}

}  // namespace

std::vector<std::pair<std::int64_t, std::vector<std::size_t>>> segments(
    const std::vector<std::size_t>& layers) {
  std::vector<std::pair<std::int64_t, std::vector<std::size_t>>> out;
  std::size_t at = 0;
  while (at < layers.size()) {
    std::size_t best_run = 1;
    std::size_t best_cover = 0;
    for (std::size_t run = 1; run <= 16 && at + run <= layers.size(); ++run) {
      const std::size_t r = repeats(layers, at, run);
      if (run > 1 && r < 2) continue;  // a run that does not repeat is better as shorter runs
      const std::size_t cover = run * r;
      if (cover > best_cover) {
        best_cover = cover;
        best_run = run;
      }
    }
    out.emplace_back(
        static_cast<std::int64_t>(best_cover / best_run),
        std::vector<std::size_t>(layers.begin() + static_cast<std::ptrdiff_t>(at),
                                 layers.begin() + static_cast<std::ptrdiff_t>(at + best_run)));
    at += best_cover;
  }
  return out;
}

std::string emit_yaml(const ModelDraft& d) {
  std::ostringstream out;
  for (const std::string& line : d.header) out << "# " << line << '\n';
  std::vector<Field> top = d.top;
  top.push_back(field("layers", static_cast<std::int64_t>(d.layers.size()), d.layers_source));
  emit_fields(out, top, 0);
  if (d.types.size() == 1) {
    out << "block:\n";
    emit_block(out, d.types.front(), 2);
    return out.str();
  }
  out << "pattern:\n";
  for (const auto& [repeat, run] : segments(d.layers)) {
    out << "  - {repeat: " << repeat << ", blocks: [";
    for (std::size_t i = 0; i < run.size(); ++i) out << (i ? ", " : "") << d.types[run[i]].name;
    out << "]}\n";
  }
  out << "block_types:\n";
  for (const BlockDraft& b : d.types) {
    out << "  " << b.name << ":\n";
    emit_block(out, b, 4);
  }
  return out.str();
}

}  // namespace hwsim::hf
