"""GGUF models on llama.cpp (the ``fastapply[llama]`` extra): the same engine, proposers, verifiers and
server on llama.cpp's forward pass. ``Engine.from_pretrained("model.gguf")`` loads one."""
