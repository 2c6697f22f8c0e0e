"""hwsim from Python: run scenarios, read the parameter catalogue, import Hugging Face configs.

    import hwsim
    result = hwsim.run("workloads/scenarios/train-llama3-8b.yaml", set={"job.seq_len": 8192})
    result.tables["memory_terms"]        # a list of dicts, one per row
    result.frame("memory_terms")         # the same as a pandas DataFrame (pandas installed)
    print(result.resolved[0])            # the fully resolved input of the first point

Bad input raises hwsim.InputError, with .file, .line, .column, .key_path and .message.
"""
import json
import os
import tempfile

from . import _core

InputError = _core.InputError


def _input_error(file, message, key_path=""):
    """An InputError raised from Python, shaped as the core's (no line: the input as a whole)."""
    err = InputError("%s: %s%s" % (file, key_path + ": " if key_path else "", message))
    err.file, err.line, err.column, err.key_path, err.message = file, 0, 0, key_path, message
    return err


def _dump(value, f, file, key_path="", allow_nan=None):
    """json.dump for a dict from the caller: values JSON cannot hold (an object, a cycle, nesting
    beyond Python's recursion limit) are InputErrors naming the dict. NaN and infinities are
    written as Python's json writes them where the reader takes them (a scenario dict, whose
    numbers hwsim checks; a Hugging Face config, read as Python reads it)."""
    if allow_nan is None:
        allow_nan = file == "<dict>"
    try:
        json.dump(value, f, indent=1, allow_nan=allow_nan)
    except (TypeError, ValueError, RecursionError) as e:
        raise _input_error(file, "cannot be written as data: %s" % e, key_path) from None


__all__ = ["InputError", "Result", "Model", "run", "check", "describe", "estimate",
           "import_model", "supported_model_types"]


class Result:
    """What one scenario run gives back.

    tables: {table name: list of row dicts}; columns / units / notes: per table name;
    resolved: the resolved input (YAML text) of every sweep point, in order; points: their labels.
    """

    def __init__(self, raw):
        self.tables = {t["name"]: t["rows"] for t in raw["tables"]}
        self.columns = {t["name"]: t["columns"] for t in raw["tables"]}
        self.units = {t["name"]: dict(zip(t["columns"], t["units"])) for t in raw["tables"]}
        self.notes = {t["name"]: t["notes"] for t in raw["tables"]}
        self.titles = {t["name"]: t["title"] for t in raw["tables"]}
        self.resolved = raw["resolved"]
        self.points = raw["points"]

    def frame(self, table):
        """The table as a pandas DataFrame, columns in the table's order (needs pandas)."""
        import pandas  # optional dependency: only this method needs it
        return pandas.DataFrame(self.tables[table], columns=self.columns[table])

    def __repr__(self):
        return "hwsim.Result(points=%d, tables=%s)" % (len(self.points), list(self.tables))


class Model:
    """A model imported from a Hugging Face config: its hwsim YAML and its counts."""

    def __init__(self, raw):
        self.yaml = raw["yaml"]
        self.model_type = raw["model_type"]
        self.text_only = raw["text_only"]
        self.layers = raw["layers"]
        self.parameters = raw["parameters"]
        self.active_parameters = raw["active_parameters"]
        # Keys a lenient import left unread, each "key (line L)"; [] otherwise.
        self.unread = raw["unread"]
        # The checkpoint's storage (quantization_config, torch_dtype) and its bytes.
        self.weights_format = raw["weights_format"]
        self.checkpoint_bytes = raw["checkpoint_bytes"]

    def __repr__(self):
        return "hwsim.Model(%s, %d layers, %d parameters)" % (self.model_type, self.layers,
                                                             self.parameters)


def _value_text(value):
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (list, dict)):
        return json.dumps(value)
    return str(value)


def _overrides(set):
    if set is None:
        return []
    if isinstance(set, dict):
        return ["%s=%s" % (k, _value_text(v)) for k, v in set.items()]
    return [str(s) for s in set]


class _Scenario:
    """A scenario path as the core reads it; a dict is written to a temporary file, with its
    relative file references made absolute against base_dir, and errors name it '<dict>'."""

    def __init__(self, scenario, base_dir):
        self._tmp = None
        if isinstance(scenario, (str, os.PathLike)):
            self.path = os.fspath(scenario)
            return
        if not isinstance(scenario, dict):
            raise TypeError("a scenario is a path or a dict")
        self._tmp = tempfile.TemporaryDirectory(prefix="hwsim-")
        self._names = {}  # temporary file -> the name errors show
        base = os.path.abspath(base_dir or os.getcwd())
        try:
            doc = self._absolute(dict(scenario), base)
            self.path = os.path.join(self._tmp.name, "scenario.yaml")
            self._names[self.path] = "<dict>"
            with open(self.path, "w") as f:
                _dump(doc, f, "<dict>")
        except BaseException:
            self._tmp.cleanup()
            raise

    def _reference(self, value, base, name):
        if isinstance(value, str):
            return value if os.path.isabs(value) else os.path.join(base, value)
        if isinstance(value, dict) and "hf_config" in value:
            ref = value["hf_config"]
            if isinstance(ref, dict):  # a config given as a dict: written beside the scenario
                path = os.path.join(self._tmp.name, name + "-config.json")
                self._names[path] = "<%s.hf_config dict>" % name
                with open(path, "w") as f:
                    _dump(ref, f, self._names[path], name + ".hf_config", allow_nan=True)
                return dict(value, hf_config=path)  # lenient, if given, goes along
            return dict(value, hf_config=self._reference(ref, base, name))
        return value

    def _absolute(self, doc, base):
        for key in ("hardware", "model"):
            if key in doc:
                doc[key] = self._reference(doc[key], base, key)
        sweep = doc.get("sweep")
        if isinstance(sweep, dict):
            sweep = dict(sweep)
            for key in ("hardware", "model"):
                if isinstance(sweep.get(key), list):
                    sweep[key] = [self._reference(v, base, "%s%d" % (key, i))
                                  for i, v in enumerate(sweep[key])]
            doc["sweep"] = sweep
        return doc

    def call(self, fn, *args):
        try:
            return fn(self.path, *args)
        except InputError as e:
            if self._tmp is None:
                raise
            for path, name in self._names.items():
                e.args = tuple(str(a).replace(path, name) for a in e.args)
                if e.file == path:
                    e.file = name
            raise
        finally:
            if self._tmp is not None:
                self._tmp.cleanup()
                self._tmp = None


def run(scenario, set=None, base_dir=None):
    """Runs a scenario (a path, or a dict shaped like a scenario file) and returns a Result.

    set: overrides, {"job.seq_len": 8192} or ["job.seq_len=8192"], applied as --set is.
    base_dir: where a dict's relative file references resolve (default: the working directory).
    """
    return Result(_Scenario(scenario, base_dir).call(_core.run, _overrides(set)))


def check(scenario, set=None, base_dir=None):
    """Reads and checks every sweep point without running; returns their resolved inputs."""
    return _Scenario(scenario, base_dir).call(_core.check, _overrides(set))


def _default_hardware():
    """hw_profiles/h200-local.yaml of hwsim's data folder: $HWSIM_DATA_DIR, else the source tree
    this package was built from (build/python/hwsim is three folders below it); "" lets the core
    look (beside the hwsim executable) and name what it could not find."""
    relative = os.path.join("hw_profiles", "h200-local.yaml")
    roots = [os.environ.get("HWSIM_DATA_DIR")]
    here = os.path.dirname(os.path.abspath(__file__))
    for _ in range(4):
        roots.append(here)
        here = os.path.dirname(here)
    for root in roots:
        if root and os.path.isfile(os.path.join(root, relative)):
            return os.path.join(root, relative)
    return ""


def estimate(config, hardware=None, set=None, name=None, lenient=False):
    """What `hwsim estimate` prints, as a Result: tables "model", "train" (fits? peak, largest
    micro-batch and sequence) and "decode" (time per token per method and placement).

    config: a Hugging Face config (a dict as json.load gives, or a path to config.json).
    hardware: a hardware profile path (default hw_profiles/h200-local.yaml).
    set: overrides "train.KEY", "decode.KEY" (that job's `job.KEY`) or "hardware.KEY", as a dict
    or a list of "key=value".
    name: the model's name for a dict config (default "imported"); a path's is its folder name.
    lenient: config keys the import does not read are a note of the model table (all of them),
    not an InputError.
    """
    hardware = os.fspath(hardware) if hardware is not None else _default_hardware()
    if not isinstance(config, dict):
        return Result(_core.estimate(os.fspath(config), hardware, _overrides(set), lenient))
    # The name becomes a folder of the temporary directory: one plain path component.
    name = "imported" if name is None else name
    if not isinstance(name, str) or name in ("", ".", "..") or "/" in name or "\\" in name \
            or "\0" in name:
        raise _input_error("<config dict>", "name must be a plain name (no '/', not '.' or '..'),"
                           " got %r" % (name,))
    with tempfile.TemporaryDirectory(prefix="hwsim-") as tmp:
        folder = os.path.join(tmp, name)
        os.mkdir(folder)
        path = os.path.join(folder, "config.json")
        with open(path, "w") as f:
            _dump(config, f, "<config dict>", allow_nan=True)
        try:
            raw = _core.estimate(path, hardware, _overrides(set), lenient)
        except InputError as e:
            e.args = tuple(str(a).replace(path, "<config dict>") for a in e.args)
            if e.file == path:
                e.file = "<config dict>"
            raise
    for t in raw["tables"]:
        t["title"] = t["title"].replace(path, "<config dict>")
    return Result(raw)


def describe(section=None):
    """The parameter catalogue: a list of {path, help, params: [{name, kind, unit, default,
    required, help, choices}]}, only sections whose path starts with `section` if given."""
    sections = _core.describe()
    if section:
        sections = [s for s in sections if s["path"].startswith(section)]
        if not sections:  # as `hwsim describe` does: an unknown section is no empty answer
            raise ValueError("no section '%s'" % section)
    return sections


def import_model(config, name=None, lenient=False):
    """Imports a Hugging Face config: a dict (as json.load gives; `name` stands for it in messages)
    or a path to config.json, read as `hwsim import` reads it (the same errors). lenient: keys the
    import does not read are listed in Model.unread instead of raising one InputError that names
    them all."""
    if isinstance(config, dict):
        import io
        text = io.StringIO()
        _dump(config, text, name or "<config dict>", allow_nan=True)
        return Model(_core.import_model(text.getvalue(), name or "<config dict>", lenient))
    return Model(_core.import_model_file(os.fspath(config), lenient))


def supported_model_types():
    """The Hugging Face model_type values the importer knows."""
    return _core.supported_model_types()
