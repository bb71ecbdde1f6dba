"""Write a HuggingFace Llama / Qwen2 folder as GGUF files (F32 and / or Q8_0) for the llama.cpp backend.

    python scripts/export_gguf.py ../shared/models/apply-16m /tmp/apply16m --types f32,q8_0
    # -> /tmp/apply16m-f32.gguf, /tmp/apply16m-q8_0.gguf
"""

from __future__ import annotations

import argparse


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("model", help="a HuggingFace model folder (Llama or Qwen2 architecture)")
    parser.add_argument("prefix", help="output path prefix: PREFIX-f32.gguf, PREFIX-q8_0.gguf")
    parser.add_argument("--types", default="f32,q8_0", help="comma list of f32, q8_0")
    args = parser.parse_args()
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    from fastapply.llamacpp.export import write_gguf

    model = AutoModelForCausalLM.from_pretrained(args.model, dtype=torch.float32)
    tokenizer = AutoTokenizer.from_pretrained(args.model)
    for weight_type in args.types.split(","):
        print(write_gguf(model, tokenizer, f"{args.prefix}-{weight_type}.gguf", weight_type))


if __name__ == "__main__":
    main()
