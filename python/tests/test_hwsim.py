"""Tests of the Python module against the repository's scenarios and published configs.

Expected values are derived by hand in the comments (or are the published counts that
workloads/models/hf/README.md cites)."""
import json
import os

import pytest

import hwsim

ROOT = os.environ.get("HWSIM_SOURCE_DIR",
                      os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
SCENARIO = os.path.join(ROOT, "workloads", "scenarios", "train-llama3-8b.yaml")
GIB = 2 ** 30


def hf_config(name):
    with open(os.path.join(ROOT, "workloads", "models", "hf", name, "config.json")) as f:
        return json.load(f)


def test_run_a_path_with_overrides_gives_tables_as_rows():
    result = hwsim.run(SCENARIO, set={"job.seq_len": 8192})
    summary = result.tables["memory_summary"]
    assert len(summary) == 1
    row = summary[0]
    assert row["model"] == "Llama-3.1-8B"
    assert row["seq_len"] == 8192
    # bf16 weights: 8,030,261,248 parameters x 2 bytes.
    assert row["parameters"] == 8030261248 * 2 / GIB
    assert result.columns["memory_summary"][0] == "model"
    assert result.units["memory_summary"]["peak"] == "GiB"
    assert len(result.resolved) == 1
    assert "seq_len: 8192" in result.resolved[0]


def test_overrides_as_a_list_and_sweeps_give_one_resolved_input_per_point():
    result = hwsim.run(SCENARIO, set=["job.seq_len=1024"])
    assert result.tables["memory_summary"][0]["seq_len"] == 1024
    resolved = hwsim.check(os.path.join(ROOT, "workloads", "scenarios", "decode-whatif-pcie.yaml"))
    assert len(resolved) == 3  # sweep hardware.pcie.generation: [3, 4, 5]
    assert "generation: 4" in resolved[1]


def test_run_a_dict_with_an_hf_config_dict():
    scenario = {
        "hardware": "hw_profiles/h200-local.yaml",
        "model": {"hf_config": hf_config("Qwen3-8B")},
        "job": {"kind": "train", "micro_batch": 1, "seq_len": 2048, "precision": "bf16_mixed",
                "optimizer": "adamw"},
    }
    row = hwsim.run(scenario, base_dir=ROOT).tables["memory_summary"][0]
    # Qwen3-8B: 8,190,735,360 parameters (published), bf16 weights.
    assert row["parameters"] == 8190735360 * 2 / GIB
    assert row["seq_len"] == 2048


def test_run_notes_the_class_defaults_of_a_sparse_hf_config():
    # gemma-3-4b-it's published key set: text_config names six keys, Gemma3TextConfig's
    # defaults (transformers 4.50) fill the rest, and the run says which.
    path = os.path.join(ROOT, "workloads", "models", "hf", "gemma-3-4b-it",
                        "config.published-keys.json")
    scenario = {
        "hardware": "hw_profiles/h200-local.yaml",
        "model": {"hf_config": path},
        "job": {"kind": "train", "micro_batch": 1, "seq_len": 2048, "precision": "bf16_mixed",
                "optimizer": "adamw"},
    }
    result = hwsim.run(scenario, base_dir=ROOT)
    notes = [n for table_notes in result.notes.values() for n in table_notes]
    defaults = [n for n in notes if n.startswith("model config keys absent from the file")]
    assert len(defaults) == 1
    assert "Gemma3TextConfig defaults (transformers 4.50)" in defaults[0]
    assert "num_attention_heads = 8, num_key_value_heads = 4, head_dim = 256" in defaults[0]
    # The published text decoder's count (tests/hf): 3,880,099,328 + 64 x 2,560, bf16 weights.
    row = result.tables["memory_summary"][0]
    assert row["parameters"] == (3880099328 + 64 * 2560) * 2 / GIB


def test_input_errors_carry_file_line_column_and_key_path():
    with pytest.raises(hwsim.InputError) as info:
        hwsim.run(SCENARIO, set={"job.seq_lenn": 8192})
    e = info.value
    assert e.key_path == "job.seq_lenn"
    assert e.message == "unknown key 'seq_lenn' (did you mean 'seq_len'?)"
    assert (e.file, e.line, e.column) == ("<--set job.seq_lenn=8192>", 1, 14)
    # A dict scenario: errors name it '<dict>'.
    with pytest.raises(hwsim.InputError) as info:
        hwsim.check({"hardware": "hw_profiles/h200-local.yaml", "model": "nope.yaml",
                     "job": {"kind": "train"}}, base_dir=ROOT)
    assert info.value.key_path == "model"
    assert info.value.file == "<dict>"
    assert "<dict>" in str(info.value)
    assert isinstance(info.value, ValueError)


def test_describe_returns_the_parameter_catalogue():
    sections = hwsim.describe()
    paths = [s["path"] for s in sections]
    assert "model.block.attention" in paths and "hardware.gpu" in paths
    attention = hwsim.describe("model.block.attention")[0]
    kind = next(p for p in attention["params"] if p["name"] == "kind")
    assert kind["choices"] == ["full", "sliding", "linear", "mla", "mamba2", "none"]
    assert kind["default"] == "full"
    memory = next(p for p in hwsim.describe("hardware.gpu")[0]["params"] if p["name"] == "memory")
    assert memory["kind"] == "quantity"


def test_import_model_from_a_config_dict():
    model = hwsim.import_model(hf_config("gpt2"))
    # GPT-2: 124,439,808 parameters (published total 137,022,720 less 12 attn.bias buffers).
    assert model.parameters == 124439808
    assert model.layers == 12
    assert "n_embd" in model.yaml
    moe = hwsim.import_model(hf_config("Qwen3-30B-A3B"))
    assert (moe.parameters, moe.active_parameters) == (30532122624, 3353032704)
    multimodal = hwsim.import_model(hf_config("Qwen3.5-0.8B"))
    assert multimodal.text_only
    assert "qwen3_5_text" in hwsim.supported_model_types()


def test_import_model_lenient_and_python_json_constants():
    config = hf_config("gpt2")
    config["n_experts"] = 4
    config["layer_norm_epsilon"] = float("inf")  # written as Infinity, read as Python reads it
    with pytest.raises(hwsim.InputError) as info:
        hwsim.import_model(config)
    assert info.value.key_path == "n_experts"
    model = hwsim.import_model(config, lenient=True)
    assert model.parameters == 124439808
    assert len(model.unread) == 1 and model.unread[0].startswith("n_experts (line ")
    # gpt2's config names no torch_dtype: bf16 is assumed (and said so), 2 bytes a parameter.
    assert (model.weights_format, model.checkpoint_bytes) == ("bf16", 2 * 124439808)


def test_import_model_errors_name_the_key():
    config = hf_config("gpt2")
    config["model_type"] = "gpt3"
    with pytest.raises(hwsim.InputError) as info:
        hwsim.import_model(config)
    assert info.value.key_path == "model_type"
    assert info.value.file == "<config dict>"
    assert info.value.message.startswith("model_type 'gpt3' is not known to hwsim")


def test_frame_gives_a_pandas_dataframe():
    pandas = pytest.importorskip("pandas")
    frame = hwsim.run(SCENARIO).frame("memory_terms")
    assert isinstance(frame, pandas.DataFrame)
    assert list(frame.columns) == hwsim.run(SCENARIO).columns["memory_terms"]
    assert frame.iloc[0]["term"] == "parameters"


def test_the_example_sweep_script_runs(tmp_path):
    import subprocess
    import sys
    script = os.path.join(ROOT, "workloads", "python", "seq_len_sweep.py")
    done = subprocess.run([sys.executable, script, "--out", str(tmp_path)], capture_output=True,
                          text=True, env=dict(os.environ), check=True)
    lines = done.stdout.splitlines()
    assert lines[0].split() == ["seq_len", "recompute", "peak", "GiB"]
    assert len(lines) >= 11  # 5 lengths x 2 recompute modes
    try:
        import matplotlib  # noqa: F401
        assert (tmp_path / "peak_vs_seq_len.png").stat().st_size > 0
    except ImportError:
        assert "no plot" in done.stderr


def test_an_override_replaces_the_hf_config_of_a_scenario():
    scenario = os.path.join(ROOT, "workloads", "scenarios", "train-hf-qwen3-8b.yaml")
    llama = os.path.join(ROOT, "workloads", "models", "hf", "Meta-Llama-3.1-8B", "config.json")
    row = hwsim.run(scenario, set={"model.hf_config": llama}).tables["memory_summary"][0]
    assert row["model"] == "Meta-Llama-3.1-8B"
    assert row["parameters"] == 8030261248 * 2 / GIB
    # Values of the imported model can be overridden like any model file's.
    row = hwsim.run(scenario, set={"model.layers": 18}).tables["memory_summary"][0]
    # Qwen3-8B with 18 of its 36 layers: embedding and head 2 x 151,936 x 4,096 = 1,244,659,712,
    # final norm 4,096; a block: q and o 2 x 4,096 x 4,096, k and v 2 x 1,024 x 4,096, q/k norms
    # 2 x 128, SwiGLU 3 x 4,096 x 12,288, two norms 2 x 4,096 = 192,946,432.
    assert row["parameters"] == (1244663808 + 18 * 192946432) * 2 / GIB


def import_error(path):
    with pytest.raises(hwsim.InputError) as info:
        hwsim.import_model(path)
    return info.value


def test_import_model_file_errors_read_like_the_cli(tmp_path):
    # The file as a whole is blamed on "the config file", as `hwsim import` words it
    # (tests/redteam/cases/c8_import_dir, c5_import_fifo, c5_import_oversize, c5_import_dev_zero).
    folder = import_error(str(tmp_path))
    assert str(folder) == "%s: the config file: is a directory, not a Hugging Face config file" % (
        tmp_path)
    assert (folder.key_path, folder.line, folder.column) == ("the config file", 0, 0)
    missing = import_error(str(tmp_path / "none.json"))
    assert str(missing) == ("%s: the config file: cannot read the Hugging Face config: "
                            "No such file or directory" % (tmp_path / "none.json"))
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)
    assert str(import_error(str(fifo))) == (
        "%s: the config file: is not a regular file (a pipe, device or socket)" % fifo)
    assert str(import_error("/dev/zero")) == (
        "/dev/zero: the config file: is not a regular file (a pipe, device or socket)")
    # One byte over the 8 MiB input limit (io::Limits::max_input_bytes = 8 x 2^20 = 8,388,608).
    big = tmp_path / "big.json"
    big.write_bytes(b" " * (8 * 2 ** 20 + 1))
    oversize = import_error(big)  # a path-like object is read the same way
    assert str(oversize) == (
        "%s:1:1: the config file: file is larger than the limit of 8388608 bytes" % big)
    assert (oversize.line, oversize.column) == (1, 1)
