"""hwsim.estimate: `hwsim estimate`'s tables as data, from a config path or dict.

Expected values are derived by hand in the comments, or are the published counts that
workloads/models/hf/README.md cites."""
import json
import os

import pytest

import hwsim

ROOT = os.environ.get("HWSIM_SOURCE_DIR",
                      os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
PROFILE = os.path.join(ROOT, "hw_profiles", "h200-local.yaml")


def config_path(name):
    return os.path.join(ROOT, "workloads", "models", "hf", name, "config.json")


def test_estimate_a_path_gives_model_train_and_decode_tables():
    r = hwsim.estimate(config_path("gemma-3-270m-it"), hardware=PROFILE)
    assert list(r.tables) == ["model", "train", "decode"]
    model = r.tables["model"][0]
    assert model["model"] == "gemma-3-270m-it"
    # Published count 268,098,176 (keras-hub preset, llama.cpp n_params).
    assert model["parameters"] == 268098176
    # 18 layers x (K + V) x 1 KV head x head_dim 256 x 2 bytes = 18432 B per token.
    assert model["kv_cache_bytes_per_token"] == 18432
    train = r.tables["train"][0]
    assert train["seq_len"] == 4096 and train["fits"] == "yes"
    decode = r.tables["decode"]
    # 4 methods x placements cpu then flash.
    assert [(d["method"], d["placement"]) for d in decode[:4]] == [
        ("BF16", "cpu"), ("Q4_K_M", "cpu"), ("TEAL-50%", "cpu"), ("SpAx-trellis-3b", "cpu")]
    assert all(d["status"] == "ok" for d in decode)
    assert r.units["decode"]["total_ms"] == "ms"
    assert r.points == ["train", "decode"]


def test_estimate_a_dict_equals_the_path_and_overrides_reach_one_job():
    with open(config_path("gemma-3-270m-it")) as f:
        config = json.load(f)
    by_path = hwsim.estimate(config_path("gemma-3-270m-it"), set={"train.seq_len": 1024})
    by_dict = hwsim.estimate(config, set=["train.seq_len=1024"], name="gemma-3-270m-it")
    assert by_dict.tables == by_path.tables
    assert by_dict.tables["train"][0]["seq_len"] == 1024
    assert "seq_len: 1024" in by_dict.resolved[0]
    assert "context_tokens: 4096" in by_dict.resolved[1]  # the decode job keeps its default
    assert "<config dict>" in by_dict.titles["model"]


def test_estimate_errors_are_located():
    with pytest.raises(hwsim.InputError) as e:
        hwsim.estimate(config_path("gemma-3-270m-it"), set={"model.hidden": 64})
    assert e.value.key_path == "model"
    assert e.value.file == "<--set model.hidden=64>"
    with open(config_path("gemma-3-270m-it")) as f:
        config = json.load(f)
    config["num_kv_shared_layers"] = 2  # a key that changes shapes and that hwsim does not read
    with pytest.raises(hwsim.InputError) as e:
        hwsim.estimate(config)
    assert e.value.file == "<config dict>"
    assert e.value.key_path == "num_kv_shared_layers"


def test_estimate_a_dict_refuses_what_is_not_data_and_names_that_are_paths():
    with open(config_path("gemma-3-270m-it")) as f:
        config = json.load(f)
    config["rope_scaling"] = object()  # no JSON form
    with pytest.raises(hwsim.InputError) as e:
        hwsim.estimate(config)
    assert e.value.file == "<config dict>"
    assert "cannot be written as data" in e.value.message
    config.pop("rope_scaling")
    # The name is a folder of the temporary directory: a path there would write elsewhere.
    for name in ["a/b", "..", ".", "", "/tmp/elsewhere"]:
        with pytest.raises(hwsim.InputError) as e:
            hwsim.estimate(config, name=name)
        assert e.value.message.startswith("name must be a plain name")


def test_estimate_sizes_the_checkpoint_in_its_format():
    # gpt-oss-20b's experts are MXFP4 (quantization_config): the index's total_size
    # 13,761,264,768 B, to the byte; the first decode method streams that format.
    r = hwsim.estimate(config_path("gpt-oss-20b"), hardware=PROFILE)
    model = r.tables["model"][0]
    assert model["parameters"] == 20914757184  # HF safetensors total
    assert model["weights_format"] == "mxfp4"
    assert model["checkpoint_bytes"] == 13761264768
    assert r.tables["decode"][0]["method"] == "MXFP4"


def test_estimate_lenient_lists_unread_keys_in_a_note():
    with open(config_path("gpt2")) as f:
        config = json.load(f)
    config["n_experts"] = 4
    config["rope_kind"] = "yarn"
    with pytest.raises(hwsim.InputError) as e:
        hwsim.estimate(config, hardware=PROFILE, name="gpt2")
    assert "config keys 'n_experts' and 'rope_kind' (line " in str(e.value)
    r = hwsim.estimate(config, hardware=PROFILE, name="gpt2", lenient=True)
    assert r.tables["model"][0]["parameters"] == 124439808  # gpt2's count, unchanged
    assert any("lenient import: config keys not read" in n and "n_experts" in n
               and "rope_kind" in n for n in r.notes["model"])
