// SPDX-License-Identifier: Apache-2.0
// Copyright 2024 Harbourline Terminal Systems B.V.
//
// Gate OCR matcher: reconciles lane camera reads with truck appointments.
// Owner: gate-systems team (on call: #gate-ops)

#include "gate/ocr_matcher.h"

// ... existing code ...
