# -*- coding: utf-8 -*-
# Copyright 2023 Northwind Labs. All rights reserved.
"""Print a greeting in the user's language."""

import locale
import sys

GREETINGS = {
    "de": "Grüß Gott",
    "fr": "Bonjour",
    "es": "¡Hola!",
    "en": "Hello",
}


def language():
    lang, _ = locale.getlocale()
    return (lang or "en")[:2]


def main():
    print(GREETINGS.get(language(), GREETINGS["en"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
