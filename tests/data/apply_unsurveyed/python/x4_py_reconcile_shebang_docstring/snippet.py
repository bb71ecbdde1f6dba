#!/usr/bin/env python3
"""Reconcile the monthly rent ledger against the bank deposit export.

Usage: reconcile_ledger.py LEDGER.csv DEPOSITS.csv [--month YYYY-MM]

Exits with status 1 when any ledger payment is missing from, or differs
from, the bank export.
"""

import argparse
import csv
# ... existing code ...
