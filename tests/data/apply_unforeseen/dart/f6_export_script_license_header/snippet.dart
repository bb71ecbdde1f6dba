#!/usr/bin/env dart
// Copyright (c) 2024 Northlight Pictures Ltd.
// Internal production-office tooling. Not for distribution to vendors.
//
// Exports one day's call sheet as JSON for the AD department's mailer.

// ignore_for_file: avoid_print

import 'dart:convert';
import 'dart:io';
// ... rest of file unchanged ...
