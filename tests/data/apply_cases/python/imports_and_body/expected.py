import os
import re
from pathlib import Path


def read_text(path):
    with open(path, encoding="utf-8") as f:
        data = f.read()
    return data.strip()


def read_lines(path):
    with open(path, encoding="utf-8") as f:
        lines = f.readlines()
    return [line.rstrip() for line in lines]


def write_text(path, text):
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text, encoding="utf-8")


def slugify(title):
    slug = re.sub(r"[^a-z0-9]+", "-", title.lower())
    return slug.strip("-")


def count_words(text):
    words = re.findall(r"\w+", text)
    return len(words)


def count_lines(text):
    lines = text.splitlines()
    return len(lines)


def count_chars(text):
    chars = [c for c in text if not c.isspace()]
    return len(chars)
