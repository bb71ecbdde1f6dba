import re
from pathlib import Path


def read_text(path):
    return Path(path).read_text(encoding="utf-8").strip()


def read_lines(path):
    return [line.rstrip() for line in Path(path).read_text(encoding="utf-8").splitlines()]


def write_text(path, text):
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text, encoding="utf-8")


def slugify(title):
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


def count_words(text):
    return len(re.findall(r"\w+", text))


def count_lines(text):
    return len(text.splitlines())


def count_chars(text):
    return sum(not c.isspace() for c in text)
