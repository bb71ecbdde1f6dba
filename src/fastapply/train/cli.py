"""`fastapply train` (a small apply model from scratch) and `fastapply finetune` (an existing HF model).

Standalone: ``python -m fastapply.train.cli train --data tasks.jsonl --out runs/m --max-minutes 5``.
"""

from __future__ import annotations

import argparse
import json
import sys

from fastapply.train.model_configs import MODEL_SHAPES
from fastapply.train.config import SAVE_DTYPES
from fastapply.train.tokenizer import DEFAULT_VOCAB_SIZE

TRAIN_OPTION_NAMES = ("checkpoint_dir", "seq_len", "batch_tokens", "lr", "warmup_steps", "max_steps", "max_minutes",
                      "eval_every", "eval_samples", "save_every", "seed", "device", "resume", "save_dtype",
                      "induction_weight", "induction_steps")


def register(subparsers: argparse._SubParsersAction) -> None:
    from fastapply.clihelp import add_command

    train = add_command(subparsers, "train", "train a small apply model from scratch (plain template)",
                        "fastapply train --data tasks.jsonl --out runs/model --config small --max-minutes 30",
                        "Trains a BPE tokenizer (or takes --tokenizer) and a small causal LM on the tasks; saves an "
                        "HF model folder with metrics.jsonl and training.json, with checkpoints to --resume from.")
    train.add_argument("--config", default="small", choices=sorted(MODEL_SHAPES), help="model shape (default small)")
    train.add_argument("--vocab-size", type=int, default=DEFAULT_VOCAB_SIZE, help="BPE vocabulary size")
    train.add_argument("--tokenizer", help="use this saved tokenizer instead of training one")
    train.add_argument("--init", help="start from this saved plain-template model (and its tokenizer)")
    train.add_argument("--grow", choices=sorted(MODEL_SHAPES),
                       help="with --init: first widen the model to this shape (keeps what it learned)")
    train.set_defaults(handler=cmd_train)

    finetune = add_command(subparsers, "finetune", "fine-tune an HF causal LM through its chat template",
                           "fastapply finetune --base Qwen/Qwen2.5-Coder-0.5B-Instruct --data tasks.jsonl "
                           "--out runs/ft --lora --max-steps 500 --device cuda",
                           "Trains on the tasks rendered with the model's chat template (loss on the answer "
                           "only); with --lora the adapters are merged into the saved model at the end.")
    finetune.add_argument("--base", required=True, help="HF model id or local folder")
    finetune.add_argument("--lora", action="store_true", help="train LoRA adapters (needs peft), merged at the end")
    finetune.set_defaults(handler=cmd_finetune)

    for command in (train, finetune):
        command.add_argument("--data", required=True, help="training tasks (JSONL)")
        command.add_argument("--out", required=True, help="output folder for the model, metrics.jsonl, training.json")
        command.add_argument("--eval-data", help="held-out tasks (default: 2%% of --data, split by file path)")
        command.add_argument("--checkpoint-dir", help="where checkpoints go (default OUT/checkpoint)")
        command.add_argument("--resume", action="store_true", help="continue from the last checkpoint")
        command.add_argument("--max-minutes", type=float, help="time budget of the training loop")
        command.add_argument("--max-steps", type=int, help="step budget (one of the two budgets is required)")
        command.add_argument("--seq-len", type=int, default=2048, help="longest sample in tokens; longer are dropped")
        command.add_argument("--batch-tokens", type=int, default=8192, help="padded tokens per batch")
        command.add_argument("--lr", type=float, help="peak learning rate (default 1e-3; finetune 2e-5, LoRA 2e-4)")
        command.add_argument("--warmup-steps", type=int, default=50, help="steps of linear learning-rate warmup")
        command.add_argument("--eval-every", type=int, default=100, help="steps between eval losses")
        command.add_argument("--eval-samples", type=int, default=64, help="held-out samples per eval")
        command.add_argument("--save-every", type=int, default=200, help="steps between checkpoints")
        command.add_argument("--save-dtype", default="float32", choices=sorted(SAVE_DTYPES),
                             help="storage dtype of the final weights")
        command.add_argument("--device", default="cpu", choices=("cpu", "cuda"), help="where training runs")
        command.add_argument("--seed", type=int, default=0, help="random seed")
        command.add_argument("--threads", type=int, help="torch CPU threads")
        command.add_argument("--induction-weight", type=float,
                             help="auxiliary copy-attention loss weight (gets small models copying early; 0 = off)")
        command.add_argument("--induction-steps", type=int, help="steps the auxiliary loss stays on")


def train_options(args: argparse.Namespace) -> dict:
    """The TrainConfig fields given on the command line (``None`` = the library default)."""
    options = {name: getattr(args, name) for name in TRAIN_OPTION_NAMES}
    return {name: value for name, value in options.items() if value is not None}


def set_threads(args: argparse.Namespace) -> None:
    if args.threads:
        import torch

        torch.set_num_threads(args.threads)


def cmd_train(args: argparse.Namespace) -> int:
    from fastapply.train.plain import train_plain
    from fastapply.train.config import TrainConfig

    set_threads(args)
    config = TrainConfig(out=args.out, **train_options(args))
    summary = train_plain(args.data, config, args.config, args.vocab_size, args.eval_data,
                          tokenizer_dir=args.tokenizer, init=args.init, grow_to=args.grow)
    return report(summary)


def cmd_finetune(args: argparse.Namespace) -> int:
    from fastapply.train.finetune import finetune

    set_threads(args)
    summary = finetune(args.base, args.data, args.out, args.lora, eval_data=args.eval_data, **train_options(args))
    return report(summary)


def report(summary: dict) -> int:
    keys = ("steps", "tokens", "seconds", "final_train_loss", "final_eval_loss", "train_samples", "dropped_too_long")
    print(json.dumps({key: summary.get(key) for key in keys}), file=sys.stderr)
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="fastapply", description=__doc__.splitlines()[0])
    register(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(argv)
    try:
        return args.handler(args)
    except (OSError, ValueError, RuntimeError) as error:
        print(f"fastapply: error: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
