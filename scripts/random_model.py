"""Save a random-weight Llama (seeded, fp32) and a small byte-level BPE tokenizer with a chat template.

For benchmarks of the engine and server mechanics (batching, speculation) without any download:
the tokenizer is trained here on the Python standard library's sources.

    python scripts/random_model.py OUT_DIR --hidden 384 --intermediate 1024 --layers 8   # 14.2M parameters
"""

from __future__ import annotations

import argparse
import sys
import sysconfig
from pathlib import Path

import torch
from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
from transformers import LlamaConfig, LlamaForCausalLM, PreTrainedTokenizerFast

CHAT_TEMPLATE = (
    "{% for m in messages %}<|im_start|>{{ m['role'] }}\n{{ m['content'] }}<|im_end|>\n{% endfor %}"
    "{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}"
)


def tokenizer(vocab_size: int) -> PreTrainedTokenizerFast:
    bpe = Tokenizer(models.BPE())
    bpe.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    bpe.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(vocab_size=vocab_size, special_tokens=["<|end|>", "<|pad|>"],
                                  initial_alphabet=pre_tokenizers.ByteLevel.alphabet(), show_progress=False)
    files = sorted(Path(sysconfig.get_paths()["stdlib"]).glob("*.py"))[:40]
    bpe.train_from_iterator([path.read_text(encoding="utf-8", errors="replace") for path in files], trainer=trainer)
    result = PreTrainedTokenizerFast(tokenizer_object=bpe, eos_token="<|end|>", pad_token="<|pad|>")
    result.chat_template = CHAT_TEMPLATE
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("--hidden", type=int, default=384)
    parser.add_argument("--intermediate", type=int, default=1024)
    parser.add_argument("--layers", type=int, default=8)
    parser.add_argument("--heads", type=int, default=6)
    parser.add_argument("--kv-heads", type=int, default=2)
    parser.add_argument("--vocab", type=int, default=2048)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    tok = tokenizer(args.vocab)
    torch.manual_seed(args.seed)
    config = LlamaConfig(vocab_size=len(tok), hidden_size=args.hidden, intermediate_size=args.intermediate,
                         num_hidden_layers=args.layers, num_attention_heads=args.heads,
                         num_key_value_heads=args.kv_heads, max_position_embeddings=4096,
                         eos_token_id=tok.eos_token_id, bos_token_id=None, pad_token_id=tok.pad_token_id)
    model = LlamaForCausalLM(config).float().eval()
    model.save_pretrained(args.out)
    tok.save_pretrained(args.out)
    print(f"{sum(p.numel() for p in model.parameters()) / 1e6:.1f}M parameters -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
