"""cache.RoomLayer: a dynamic cache layer that appends in place, checked against DynamicLayer."""

from __future__ import annotations

import pytest
import torch
from conftest import build_model, build_tokenizer
from hypothesis import example, given, settings
from hypothesis import strategies as st
from transformers import DynamicCache
from transformers.cache_utils import DynamicLayer

from fastapply.cache import KVCache, RoomLayer, _cache_argument, roomy
from fastapply.cache_batch import BatchKVCache


def states(rows: int, width: int, seed: int) -> tuple[torch.Tensor, torch.Tensor]:
    generator = torch.Generator().manual_seed(seed)
    return torch.randn(rows, 2, width, 8, generator=generator), torch.randn(rows, 2, width, 8, generator=generator)


def test_appends_write_into_the_same_buffer_until_it_is_full():
    layer = RoomLayer()
    keys, _ = layer.update(*states(3, 10, 0))
    buffer = layer.buffers[0]
    assert buffer.shape[2] == 10 + RoomLayer.ROOM and keys.data_ptr() == buffer.data_ptr()
    for step in range(RoomLayer.ROOM // 8):
        layer.update(*states(3, 8, step + 1))
        assert layer.buffers[0] is buffer  # no copy of what is held
    layer.update(*states(3, 8, 99))  # past the room: one move into a bigger buffer
    assert layer.buffers[0] is not buffer and layer.buffers[0].shape[2] >= layer.keys.shape[2] + RoomLayer.ROOM


@settings(max_examples=60, deadline=None, derandomize=True)
@example([("update", 5), ("rows", 1), ("update", 3)])  # (each replacement from outside, as a fixed case too)
@example([("update", 5), ("pack", 2), ("update", 3)])
@given(st.lists(st.tuples(st.sampled_from(["update", "crop", "rows", "pack"]), st.integers(1, 40)), min_size=1, max_size=25))
def test_any_sequence_of_updates_crops_and_row_changes_matches_dynamic_layer(operations):
    """The states a RoomLayer returns and holds are DynamicLayer's, whatever happens between
    updates: crops (views of its buffer), or keys/values replaced from outside (a batch's rows
    leaving, its columns packed), which it must notice instead of writing into its old buffer."""
    mine, reference = RoomLayer(), DynamicLayer()
    rows = 3
    for seed, (operation, amount) in enumerate(operations):
        held = reference.get_seq_length()
        if operation == "update" or not held:
            new = states(rows, amount, seed)
            for got, want in zip(mine.update(*new), reference.update(*new)):
                assert torch.equal(got, want)
        elif operation == "crop":
            mine.crop(-min(amount, held))
            reference.crop(-min(amount, held))
        elif operation == "pack":  # columns dropped from every row (a batch packing its holes)
            keep = slice(min(amount, held - 1), None)
            for layer in (mine, reference):
                layer.keys, layer.values = layer.keys[:, :, keep].clone(), layer.values[:, :, keep].clone()
        elif rows > 1:  # the last row leaves
            rows -= 1
            for layer in (mine, reference):
                layer.keys, layer.values = layer.keys[:rows].clone(), layer.values[:rows].clone()
        assert mine.get_seq_length() == reference.get_seq_length()
        if reference.get_seq_length():
            assert torch.equal(mine.keys, reference.keys) and torch.equal(mine.values, reference.values)


def test_request_caches_use_it_and_keep_their_states_when_adopted():
    model = build_model("llama", len(build_tokenizer()))
    cache = KVCache(model)
    assert all(type(layer) is RoomLayer for layer in cache.past.layers)
    plain, keyword = DynamicCache(config=model.config), _cache_argument(type(model))
    with torch.inference_mode():
        model(input_ids=torch.tensor([[5, 6, 7]]), use_cache=True, **{keyword: plain})
        before = [layer.keys.clone() for layer in plain.layers]
        adopted = roomy(plain)
        model(input_ids=torch.tensor([[8]]), use_cache=True, **{keyword: adopted})
    assert all(type(layer) is RoomLayer for layer in adopted.layers)
    for layer, old in zip(adopted.layers, before):
        assert layer.keys.shape[2] == 4 and torch.equal(layer.keys[:, :, :3], old)


def test_buffers_made_in_inference_mode_are_replaced_outside_it():
    layer = RoomLayer()
    with torch.inference_mode():
        layer.update(*states(1, 4, 0))
    keys, _ = layer.update(*states(1, 2, 1))  # in-place writes into inference tensors would raise here
    assert keys.shape[2] == 6 and not layer.buffers[0].is_inference()


class Boom(RuntimeError):
    pass


def explode(*_) -> None:
    raise Boom


@pytest.mark.parametrize("feeding", [(0, 1, 2), (0, 2)], ids=["all-rows", "some-rows"])
def test_a_batched_forward_that_fails_midway_leaves_the_batch_cache_as_it_was(feeding):
    """The second layer raises: the first has written its new columns by then. Afterwards every
    layer holds what it held, and the same forward then gives what an unbroken cache gives."""
    model = build_model("llama", len(build_tokenizer()), seed=1)
    caches = [BatchKVCache(model), BatchKVCache(model)]
    tokens = [[5, 6, 7, 8], [9, 10], [11, 12, 13]]
    step = [[20, 21] if index in feeding else [] for index in range(3)]
    with torch.inference_mode():
        for cache in caches:
            for _ in tokens:
                cache.add()
            cache.forward(model, tokens)
        broken = caches[0]
        held = [(layer.keys.clone(), layer.values.clone()) for layer in broken.past.layers]
        valid = broken.valid.clone()
        handle = model.model.layers[1].register_forward_pre_hook(explode)
        try:
            with pytest.raises(Boom):
                broken.forward(model, step)
        finally:
            handle.remove()
        assert torch.equal(broken.valid, valid) and [len(row) for row in broken.rows] == [4, 2, 3]
        for layer, (keys, values) in zip(broken.past.layers, held):
            assert torch.equal(layer.keys, keys) and torch.equal(layer.values, values)
        got, want = broken.forward(model, step), caches[1].forward(model, step)
    for index in range(3):
        assert (got[index] is None) == (index not in feeding)
        if index in feeding:
            assert torch.equal(got[index], want[index])


def test_rows_that_sit_out_get_zero_holes_over_columns_a_failed_forward_wrote():
    """A failed forward over all rows leaves KV written beyond the held columns of the first
    layer's buffer; a later forward that row 1 sits out must not leave that data in its holes."""
    model = build_model("llama", len(build_tokenizer()), seed=1)
    cache = BatchKVCache(model)
    with torch.inference_mode():
        for _ in range(3):
            cache.add()
        cache.forward(model, [[5, 6, 7], [8, 9], [10]])
        handle = model.model.layers[1].register_forward_pre_hook(explode)
        try:
            with pytest.raises(Boom):
                cache.forward(model, [[20, 21], [22, 23], [24, 25]])
        finally:
            handle.remove()
        cache.forward(model, [[30, 31], [], [32, 33]])
    assert not cache.valid[1, -2:].any()
    for layer in cache.past.layers:
        assert not layer.keys[1, :, -2:].any() and not layer.values[1, :, -2:].any()
