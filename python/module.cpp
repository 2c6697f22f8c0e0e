// hwsim._core: the C++ entry points of the Python module (python/hwsim/__init__.py wraps them).
// Results cross as plain Python data (dicts, lists, str, int, float, None); io::InputError becomes
// hwsim._core.InputError with file, line, column, key_path and message attributes.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <filesystem>
#include <variant>

#include "sim/estimate/estimate.hpp"
#include "sim/hf/hf_import.hpp"
#include "sim/io/input_error.hpp"
#include "sim/io/units.hpp"
#include "sim/model/architecture.hpp"
#include "sim/scenario/scenario.hpp"

namespace py = pybind11;
using namespace hwsim;

namespace {

py::object cell(const report::Cell& c) {
  if (const auto* s = std::get_if<std::string>(&c)) return py::str(*s);
  if (const auto* d = std::get_if<double>(&c)) return py::float_(*d);
  if (const auto* i = std::get_if<std::int64_t>(&c)) return py::int_(*i);
  return py::none();
}

py::dict table(const report::Table& t) {
  py::list columns;
  py::list units;
  for (const report::Column& c : t.columns) {
    columns.append(c.name);
    units.append(c.unit);
  }
  py::list rows;
  for (const auto& row : t.rows) {
    py::dict r;
    for (std::size_t i = 0; i < row.size(); ++i) r[py::str(t.columns[i].name)] = cell(row[i]);
    rows.append(r);
  }
  py::dict out;
  out["name"] = t.name;
  out["title"] = t.title;
  out["columns"] = columns;
  out["units"] = units;
  out["rows"] = rows;
  out["notes"] = t.notes;
  return out;
}

scenario::ScenarioOptions options(const std::vector<std::string>& overrides) {
  scenario::ScenarioOptions o;
  o.overrides = overrides;
  return o;
}

// Every sweep point run; tables merged as `hwsim run` merges them.
py::dict run(const std::string& path, const std::vector<std::string>& overrides) {
  const scenario::ScenarioOptions o = options(overrides);
  std::vector<scenario::PointResult> points;
  for (const io::SweepPoint& p : scenario::plan(path, o)) {
    points.push_back(scenario::run_point(path, p, o));
  }
  py::list resolved;
  py::list labels;
  for (const auto& p : points) {
    resolved.append(p.resolved_yaml);
    labels.append(p.point.label);
  }
  py::list tables;
  for (const report::Table& t : scenario::merge(points).tables) tables.append(table(t));
  py::dict out;
  out["tables"] = tables;
  out["resolved"] = resolved;
  out["points"] = labels;
  return out;
}

std::vector<std::string> check(const std::string& path, const std::vector<std::string>& overrides) {
  const scenario::ScenarioOptions o = options(overrides);
  std::vector<std::string> out;
  for (const io::SweepPoint& p : scenario::plan(path, o)) {
    out.push_back(scenario::check_point(path, p, o));
  }
  return out;
}

const char* kind_name(io::ParamKind k) {
  static const char* const names[] = {"quantity", "integer", "number",  "boolean",
                                      "string",   "choice",  "section", "list"};
  return names[static_cast<int>(k)];
}

py::list describe() {
  py::list sections;
  for (const io::SectionSpec& s : scenario::all_sections()) {
    py::list params;
    for (const io::ParamSpec& p : s.params) {
      py::dict d;
      d["name"] = p.name;
      d["kind"] = kind_name(p.kind);
      d["unit"] = std::string(p.kind == io::ParamKind::quantity ? io::unit_name(p.unit) : "");
      d["default"] = p.default_text.empty() ? py::object(py::none()) : py::str(p.default_text);
      d["required"] = p.default_text.empty() && !p.optional && p.kind != io::ParamKind::section &&
                      p.kind != io::ParamKind::list;
      d["help"] = p.help;
      d["choices"] = p.choices;
      params.append(d);
    }
    py::dict d;
    d["path"] = s.path;
    d["help"] = s.help;
    d["params"] = params;
    sections.append(d);
  }
  return sections;
}

py::dict imported_model(const hf::ImportedModel& m, const std::string& display_name) {
  const model::ModelSpec spec = hf::load_imported(m, "<imported " + display_name + ">");
  py::dict out;
  out["yaml"] = m.yaml;
  out["model_type"] = m.model_type;
  out["text_only"] = m.text_only;
  out["layers"] = spec.layers.size();
  out["parameters"] = model::parameter_count(spec);
  out["active_parameters"] = model::active_parameter_count(spec);
  out["unread"] = m.unread;
  out["weights_format"] = m.checkpoint.quantized() ? m.checkpoint.format : m.checkpoint.dtype;
  out["checkpoint_bytes"] = hf::checkpoint_size(m.checkpoint, spec).bytes;
  return out;
}

py::dict import_model(const std::string& json_text, const std::string& display_name, bool lenient) {
  return imported_model(hf::import_config_text(json_text, display_name, {lenient}), display_name);
}

// The file read as `hwsim import` reads it, so a missing, oversized or non-regular file is the
// same error ("the config file: ...").
py::dict import_model_file(const std::string& path, bool lenient) {
  return imported_model(hf::import_config_file(path, {lenient}), path);
}

// hwsim estimate: the model, train and decode tables; the two jobs' resolved inputs.
py::dict estimate_tables(const std::string& config, const std::string& hardware,
                         const std::vector<std::string>& overrides, bool lenient) {
  estimate::EstimateOptions o;
  o.config = config;
  o.hardware = hardware;
  o.overrides = overrides;
  o.lenient = lenient;
  const estimate::EstimateResult r = estimate::run_estimate(o);
  py::list tables;
  for (const report::Table& t : r.tables) tables.append(table(t));
  py::dict out;
  out["tables"] = tables;
  out["resolved"] = std::vector<std::string>{r.train_resolved, r.decode_resolved};
  out["points"] = std::vector<std::string>{"train", "decode"};
  return out;
}

}  // namespace

PYBIND11_MODULE(_core, m) {
  m.doc() = "hwsim's C++ core; use the hwsim package, not this module.";
  static py::exception<io::InputError> input_error(m, "InputError", PyExc_ValueError);
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const io::InputError& e) {
      py::object cls = input_error;
      py::object err = cls(e.what());
      err.attr("file") = e.where().file;
      err.attr("line") = e.where().line;
      err.attr("column") = e.where().column;
      err.attr("key_path") = e.key_path();
      err.attr("message") = e.message();
      PyErr_SetObject(cls.ptr(), err.ptr());
    }
  });
  m.def("run", &run, py::arg("path"), py::arg("overrides"));
  m.def("check", &check, py::arg("path"), py::arg("overrides"));
  m.def("describe", &describe);
  m.def("estimate", &estimate_tables, py::arg("config"), py::arg("hardware"), py::arg("overrides"),
        py::arg("lenient") = false);
  m.def("import_model", &import_model, py::arg("json_text"), py::arg("display_name"),
        py::arg("lenient") = false);
  m.def("import_model_file", &import_model_file, py::arg("path"), py::arg("lenient") = false);
  m.def("supported_model_types", &hf::supported_model_types);
}
