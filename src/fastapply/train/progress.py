"""A rich progress bar for training (step, loss, tokens/s), or nothing when not on a terminal."""

from __future__ import annotations

from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn, TimeRemainingColumn


class TrainProgress:
    """Tracks the step budget, else the time budget; ``update`` after every optimizer step."""

    def __init__(self, max_steps: int | None, max_minutes: float | None, enabled: bool) -> None:
        self.by_steps = max_steps is not None
        self.total = float(max_steps) if self.by_steps else 60.0 * float(max_minutes or 0)
        self.bar = Progress(
            TextColumn("step {task.fields[step]}"),
            BarColumn(),
            TextColumn("loss {task.fields[loss]:.3f}  eval {task.fields[eval_loss]}  {task.fields[speed]:.0f} tok/s"),
            TimeElapsedColumn(),
            TimeRemainingColumn(),
            transient=False,
        ) if enabled else None
        self.task = None
        self.first: tuple[float, int] | None = None

    def __enter__(self) -> TrainProgress:
        if self.bar:
            self.bar.start()
            self.task = self.bar.add_task("train", total=self.total, step=0, loss=float("nan"), eval_loss="-", speed=0.0)
        return self

    def __exit__(self, *exc_info) -> None:
        if self.bar:
            self.bar.stop()

    def update(self, step: int, seconds: float, tokens: int, loss: float, eval_loss: float | None) -> None:
        if not self.bar:
            return
        if self.first is None:
            self.first = (seconds, tokens)
        elapsed = seconds - self.first[0]
        speed = (tokens - self.first[1]) / elapsed if elapsed > 0 else 0.0
        fields = {"step": step, "loss": loss, "speed": speed}
        if eval_loss is not None:
            fields["eval_loss"] = f"{eval_loss:.3f}"
        done = step if self.by_steps else seconds
        self.bar.update(self.task, completed=min(done, self.total), **fields)
