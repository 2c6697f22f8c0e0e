#include "sim/hf/checkpoint.hpp"

#include <regex>

#include "sim/io/joined.hpp"

namespace hwsim::hf {

namespace {

// --- reading the config -----------------------------------------------------------------------

std::optional<io::Node> present(const io::Node& map, const std::string& key) {
  auto n = map.find(key);
  if (n && n->is_null()) return std::nullopt;
  return n;
}

std::string string_or(const io::Node& map, const std::string& key, const std::string& def) {
  const auto n = present(map, key);
  return n ? n->as_string() : def;
}

std::int64_t int_or(const io::Node& map, const std::string& key, std::int64_t def) {
  const auto n = present(map, key);
  return n ? n->as_int(-1, 1 << 30) : def;
}

bool bool_or(const io::Node& map, const std::string& key, bool def) {
  const auto n = present(map, key);
  return n ? n->as_bool() : def;
}

std::vector<std::string> strings(const io::Node& map, const std::string& key) {
  std::vector<std::string> out;
  const auto n = present(map, key);
  if (!n) return out;
  if (!n->is_sequence()) n->fail("expected a list of module names");
  for (const io::Node& item : n->items()) out.push_back(item.as_string());
  return out;
}

// The unquantized tensors' dtype: torch_dtype (transformers 4) or dtype (5), in the text
// decoder's config or else the wrapper's.
void read_dtype(const io::Node& root, const io::Node& decoder, Checkpoint& c) {
  for (const io::Node* map : {&decoder, &root}) {
    for (const char* key : {"torch_dtype", "dtype"}) {
      const auto n = present(*map, key);
      if (!n) continue;
      const std::string v = n->as_string();
      if (v == "bfloat16") {
        c.dtype = "bf16";
      } else if (v == "float16") {
        c.dtype = "fp16";
      } else if (v == "float32") {
        c.dtype = "fp32";
      } else {
        n->fail("dtype '" + v + "' is not one hwsim sizes (bfloat16, float16, float32)");
      }
      c.dtype_source = n->key_path();
      return;
    }
  }
  c.dtype_source = "torch_dtype and dtype absent: bf16 assumed";
}

// Sets the quantized format: a registry row, at (bits, group) when the row takes them.
void use_format(Checkpoint& c, const io::Node& at, const std::string& name, std::string source,
                int bits = 0, std::int64_t group = 0) {
  const model::StorageFormat* f = model::find_storage_format(name);
  if (f == nullptr) at.fail("no storage format '" + name + "' in hwsim's registry");
  c.format = name;
  c.layout = f->layout;
  if (bits > 0 && f->with != nullptr)
    c.layout = f->with(bits, group > 0 ? group : f->group_setting);
  c.format_source = std::move(source);
}

// quant_method fp8 (DeepSeek's and Qwen's FP8 checkpoints, transformers' FineGrainedFP8Config):
// fmt e4m3 or e5m2; weight_block_size [128, 128] for block scales, else one scale per tensor.
void read_fp8(const io::Node& q, Checkpoint& c) {
  const std::string fmt = string_or(q, "fmt", "e4m3");
  if (fmt != "e4m3" && fmt != "e5m2") q.at("fmt").fail("fmt '" + fmt + "' is not e4m3 or e5m2");
  std::string source = "quant_method fp8, fmt " + fmt;
  if (const auto block = present(q, "weight_block_size")) {
    const auto items = block->items();
    if (items.size() != 2 || items[0].as_int(1, 1 << 20) != 128 ||
        items[1].as_int(1, 1 << 20) != 128 || fmt != "e4m3") {
      block->fail("hwsim's registry has FP8 E4M3 blocks of 128 x 128 only");
    }
    use_format(c, q, "fp8_e4m3_block128", source + ", weight_block_size [128, 128]");
  } else {
    use_format(c, q, "fp8_" + fmt, source + ", one scale per tensor");
  }
  c.not_converted = strings(q, "modules_to_not_convert");
}

// compressed-tensors: the weights of config_groups' first group (num_bits, type int or float,
// strategy, group_size), and ignore.
void read_compressed_tensors(const io::Node& q, Checkpoint& c) {
  const auto groups = present(q, "config_groups");
  if (!groups || !groups->is_map() || groups->entries().empty()) {
    q.fail("compressed-tensors needs config_groups");
  }
  if (groups->entries().size() > 1) {
    groups->fail("compressed-tensors with several config_groups is not sized by hwsim");
  }
  const io::Node w = groups->entries().front().second.at("weights");
  const std::int64_t bits = int_or(w, "num_bits", 0);
  const std::string type = string_or(w, "type", "int");
  const std::string strategy = string_or(w, "strategy", "");
  const std::int64_t group = int_or(w, "group_size", 0);
  const std::string source = "compressed-tensors " + type + std::to_string(bits) + ", strategy " +
                             strategy + (group > 0 ? ", group_size " + std::to_string(group) : "");
  if (type == "int" && bits == 4 && strategy == "group" && bool_or(w, "symmetric", true)) {
    use_format(c, w, "int4_packed", source, 4, group);
  } else if (type == "float" && bits == 8 && strategy == "tensor") {
    use_format(c, w, "fp8_e4m3", source);
  } else if (type == "float" && bits == 8 && strategy == "block") {
    use_format(c, w, "fp8_e4m3_block128", source);
  } else if (type == "float" && bits == 4 && group == 16) {
    use_format(c, w, "nvfp4", source);
  } else {
    w.fail("compressed-tensors weights " + source + " are not a format hwsim sizes");
  }
  c.not_converted = strings(q, "ignore");
}

// modelopt (NVIDIA's TensorRT Model Optimizer): quant_algo FP8 or NVFP4, exclude_modules.
void read_modelopt(const io::Node& q, Checkpoint& c) {
  const std::string algo = string_or(q, "quant_algo", "");
  if (algo == "FP8") {
    use_format(c, q, "fp8_e4m3", "modelopt FP8");
  } else if (algo == "NVFP4") {
    use_format(c, q, "nvfp4", "modelopt NVFP4");
  } else {
    q.fail("modelopt quant_algo '" + algo + "' is not FP8 or NVFP4");
  }
  c.not_converted = strings(q, "exclude_modules");
}

void read_int_method(const io::Node& q, Checkpoint& c, const std::string& method) {
  const std::int64_t bits = int_or(q, "bits", int_or(q, "w_bit", 4));  // AutoAWQ: w_bit
  const std::int64_t group = int_or(q, "group_size", int_or(q, "q_group_size", 128));
  if (bits < 2 || bits > 8 || group <= 0) {
    q.fail(method + " with bits " + std::to_string(bits) + " and group_size " +
           std::to_string(group) + " is not sized by hwsim (bits 2-8, a group size > 0)");
  }
  use_format(c, q, method == "gptq" ? "gptq_int4" : "awq_int4",
             method + " bits " + std::to_string(bits) + ", group_size " + std::to_string(group),
             static_cast<int>(bits), group);
  c.not_converted = strings(q, "modules_to_not_convert");
}

void read_bitsandbytes(const io::Node& q, Checkpoint& c) {
  if (bool_or(q, "load_in_8bit", false)) {
    use_format(c, q, "int8", "bitsandbytes load_in_8bit");
  } else if (bool_or(q, "load_in_4bit", false) &&
             string_or(q, "bnb_4bit_quant_type", "fp4") == "nf4") {
    const bool dq = bool_or(q, "bnb_4bit_use_double_quant", false);
    use_format(c, q, dq ? "nf4_dq" : "nf4",
               std::string("bitsandbytes nf4") + (dq ? " with double quantization" : ""));
  } else {
    q.fail("bitsandbytes other than load_in_8bit or nf4 is not sized by hwsim");
  }
  c.not_converted = strings(q, "llm_int8_skip_modules");
}

void read_hqq(const io::Node& q, Checkpoint& c) {
  const std::int64_t bits = int_or(q, "nbits", 4);
  const std::int64_t group = int_or(q, "group_size", 64);
  if (bits < 1 || bits > 4) q.fail("HQQ nbits " + std::to_string(bits) + " is not 1 to 4");
  use_format(c, q, "hqq_" + std::to_string(bits) + "bit",
             "hqq nbits " + std::to_string(bits) + ", group_size " + std::to_string(group),
             static_cast<int>(bits), group);
  c.not_converted = strings(q, "skip_modules");
}

void read_quantization(const io::Node& q, Checkpoint& c) {
  if (!q.is_map()) q.fail("expected a map (quant_method and its settings)");
  const auto method_node = present(q, "quant_method");
  if (!method_node) q.fail("quantization_config needs quant_method");
  c.method = method_node->as_string();
  if (c.method == "fp8") {
    read_fp8(q, c);
  } else if (c.method == "mxfp4") {
    use_format(c, q, "mxfp4", "quant_method mxfp4");
    c.experts_only = true;
    c.not_converted = strings(q, "modules_to_not_convert");
  } else if (c.method == "compressed-tensors") {
    read_compressed_tensors(q, c);
  } else if (c.method == "modelopt") {
    read_modelopt(q, c);
  } else if (c.method == "gptq" || c.method == "awq") {
    read_int_method(q, c, c.method);
  } else if (c.method == "bitsandbytes") {
    read_bitsandbytes(q, c);
  } else if (c.method == "hqq") {
    read_hqq(q, c);
  } else {
    method_node->fail("quant_method '" + c.method +
                      "' is not one hwsim sizes (fp8, mxfp4, compressed-tensors, modelopt, gptq, "
                      "awq, bitsandbytes, hqq)");
  }
}

// --- sizing -----------------------------------------------------------------------------------

bool glob(const char* p, const char* s) {
  if (*p == '\0') return *s == '\0';
  if (*p == '*') return glob(p + 1, s) || (*s != '\0' && glob(p, s + 1));
  return *s != '\0' && (*p == '?' || *p == *s) && glob(p + 1, s + 1);
}

bool ends_with(const std::string& s, const std::string& end) {
  return s.size() >= end.size() && s.compare(s.size() - end.size(), end.size(), end) == 0;
}

// Kinds of tensors, for the report of what stays in dtype.
std::string tensor_kind(const std::string& name) {
  if (name.rfind("embed_", 0) == 0) return "embeddings";
  if (name.rfind("lm_head", 0) == 0) return "lm_head";
  if (name.find(".router.") != std::string::npos) return "routers";
  if (name.find("conv1d") != std::string::npos) return "convolutions";
  return "";
}

// A block's nn.Linear weight that a method may convert (see the header).
bool linear_weight(const model::TensorCount& t) {
  if (t.name.rfind("layers.", 0) != 0 || t.cols <= 1 || t.rows <= 1) return false;
  for (const char* excluded : {".router.", "conv1d", "indexer.weights_proj"}) {
    if (t.name.find(excluded) != std::string::npos) return false;
  }
  return ends_with(t.name, ".weight");
}

bool converted(const Checkpoint& c, const model::TensorCount& t) {
  if (!c.quantized() || !linear_weight(t)) return false;
  if (c.experts_only && t.name.find(".ffn.experts.") == std::string::npos) return false;
  const std::string module = module_name(c, t.name);
  for (const std::string& p : c.not_converted) {
    if (pattern_matches(p, module)) return false;
  }
  return true;
}

void add_tensor(const Checkpoint& c, const model::TensorCount& t, double dtype_bytes,
                CheckpointSize& out) {
  if (converted(c, t)) {
    out.bytes += c.layout.matrix_bytes(t.rows, t.cols);
    out.quantized_weights += t.count;
    return;
  }
  out.bytes += static_cast<double>(t.count) * dtype_bytes;
  out.other_parameters += t.count;
  if (!c.quantized()) return;
  const std::string kind = !linear_weight(t) ? tensor_kind(t.name)
                           : c.experts_only  ? "projections outside the experts"
                                             : "modules the config excludes";
  if (kind.empty()) return;
  for (const std::string& k : out.unquantized) {
    if (k == kind) return;
  }
  out.unquantized.push_back(kind);
}

}  // namespace

std::string Checkpoint::describe() const {
  if (!quantized()) return dtype;
  return format + " (" + format_source + ")";
}

Checkpoint read_checkpoint(const io::Node& root, const io::Node& decoder, const ModelDraft& draft) {
  Checkpoint c;
  read_dtype(root, decoder, c);
  c.mtp_modules = draft.mtp_modules;
  c.layer_prefix = draft.layer_prefix;
  c.mixer_module = draft.mixer_module;
  c.ffn_module = draft.ffn_module;
  c.router_module = draft.router_module;
  for (const io::Node* map : {&decoder, &root}) {
    if (const auto q = present(*map, "quantization_config")) {
      read_quantization(*q, c);
      break;
    }
  }
  return c;
}

std::string module_name(const Checkpoint& c, const std::string& tensor) {
  std::string name = ends_with(tensor, ".weight") ? tensor.substr(0, tensor.size() - 7) : tensor;
  if (name == "embed_tokens") return "model.embed_tokens";
  if (name.rfind("layers.", 0) != 0) return name;
  const std::size_t dot = name.find('.', 7);
  const std::string index = name.substr(7, dot - 7);
  std::string rest = name.substr(dot + 1);
  const std::string layer = c.layer_prefix + index + ".";
  if (rest.rfind("attn.", 0) == 0) return layer + c.mixer_module + "." + rest.substr(5);
  if (rest.rfind("ffn.", 0) != 0) return layer + rest;
  rest = rest.substr(4);
  if (rest.rfind("router", 0) == 0) return layer + c.ffn_module + "." + c.router_module;
  if (rest.rfind("shared_experts.", 0) == 0) {
    // One shared expert is one module (mlp.shared_experts.gate_proj).
    rest = "shared_experts." + rest.substr(rest.find('.', 15) + 1);
  }
  return layer + c.ffn_module + "." + rest;
}

bool pattern_matches(const std::string& p, const std::string& module) {
  if (p.rfind("re:", 0) == 0) {
    return std::regex_search(module, std::regex(p.substr(3)),
                             std::regex_constants::match_continuous);
  }
  if (p.find('*') != std::string::npos) {
    return glob(p.c_str(), module.c_str()) || glob((p + ".*").c_str(), module.c_str());
  }
  return module == p || module.rfind(p + ".", 0) == 0 || ends_with(module, "." + p) ||
         module.find("." + p + ".") != std::string::npos;
}

CheckpointSize checkpoint_size(const Checkpoint& c, const model::ModelSpec& m) {
  const double dtype_bytes = model::find_storage_format(c.dtype)->layout.bytes_per_weight();
  CheckpointSize out;
  for (const model::TensorCount& t : model::tensors(m)) add_tensor(c, t, dtype_bytes, out);
  if (c.mtp_modules == 0 || m.layers.empty()) return out;
  const std::int64_t h = m.hidden;
  const auto before = out.other_parameters + out.quantized_weights;
  for (std::int64_t k = 0; k < c.mtp_modules; ++k) {
    const std::int64_t index = static_cast<std::int64_t>(m.layers.size()) + k;
    for (const model::TensorCount& t : model::layer_tensors(m.layers.back(), h, index)) {
      add_tensor(c, t, dtype_bytes, out);
    }
    // enorm, hnorm, shared_head.norm, eh_proj [h x 2h], the embedding's and head's copies.
    const std::int64_t extra = 3 * h + 2 * h * h + 2 * m.vocab * h;
    out.bytes += static_cast<double>(extra) * dtype_bytes;
    out.other_parameters += extra;
  }
  out.mtp_parameters = out.other_parameters + out.quantized_weights - before;
  return out;
}

}  // namespace hwsim::hf
