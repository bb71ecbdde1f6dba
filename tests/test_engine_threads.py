"""Two threads decoding on one engine (dynamic KV cache) each get their answer alone: the verify
inputs go through a reused buffer, one per thread, so one thread's ids never replace another's
between the write and the forward (which made tests/test_server_batch.py flaky under CPU load:
its reference answers, computed in two client threads on one engine, came out wrong)."""

from __future__ import annotations

import threading

from conftest import cached_engine

from fastapply.config import SamplingParams, SpeculationConfig


def test_two_threads_on_one_engine_do_not_overwrite_each_others_inputs():
    engine = cached_engine("llama")
    params, plain = SamplingParams(max_tokens=8, temperature=0.0), SpeculationConfig("none")
    prompts = {"A": engine.encode("Hello world, this is A."), "B": engine.encode("And now something else: B!")}
    expected = {name: engine.generate(prompt, params, plain).text for name, prompt in prompts.items()}
    a_waits, b_wrote = threading.Event(), threading.Event()
    forwards = {"A": 0, "B": 0}
    seen: dict[str, list] = {}

    def interleave(module, args, kwargs):
        """A's first verify forward waits, its ids already written, until B has written its own."""
        name = threading.current_thread().name
        if name not in forwards:
            return
        forwards[name] += 1
        if forwards[name] != 2:  # the first forward carries the prompt (its own tensor)
            return
        ids = kwargs["input_ids"]
        if name == "B":
            b_wrote.set()
            return
        before = ids.tolist()
        a_waits.set()
        seen["A"] = [before, b_wrote.wait(timeout=30), ids.tolist()]

    results: dict[str, str] = {}

    def run(name: str) -> None:
        results[name] = engine.generate(prompts[name], params, plain).text

    handle = engine.model.register_forward_pre_hook(interleave, with_kwargs=True)
    try:
        first = threading.Thread(target=run, args=("A",), name="A")
        first.start()
        assert a_waits.wait(timeout=30)
        second = threading.Thread(target=run, args=("B",), name="B")
        second.start()
        for thread in (first, second):
            thread.join(60)
    finally:
        handle.remove()
    before, b_ran, after = seen["A"]
    assert b_ran, "B never reached its verify forward while A was waiting in its own"
    assert after == before, "B's verify ids replaced A's while A's forward was running"
    assert results == expected
