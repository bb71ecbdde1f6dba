import os
import re


def read_text(path):
    with open(path, encoding="utf-8") as f:
        data = f.read()
    return data.strip()


def read_lines(path):
    with open(path, encoding="utf-8") as f:
        lines = f.readlines()
    return [line.rstrip() for line in lines]


def write_text(path, text):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


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
