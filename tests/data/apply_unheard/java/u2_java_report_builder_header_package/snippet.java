/*
 * Copyright (c) 2021-2024 Acme Corp.
 * SPDX-License-Identifier: Apache-2.0
 */
package com.acme.reporting.text;

// ... rest of file unchanged ...
