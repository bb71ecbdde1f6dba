#!/usr/bin/env python3
"""Print a greeting in the user's language."""

import locale
import sys

GREETINGS = {
    "de": "Grüß Gott",
    "fr": "Bonjour",
    "es": "¡Hola!",
    "it": "Ciao",
    "en": "Hello",
}

# ... existing code ...
