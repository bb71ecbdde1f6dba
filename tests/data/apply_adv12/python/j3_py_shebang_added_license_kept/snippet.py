#!/usr/bin/env python3
"""Export the orders table to CSV."""

import argparse
# ... existing code ...
