//
//  SettingsStore.swift
//  Copyright © 2024 Acme Labs. All rights reserved.
//  SPDX-License-Identifier: Apache-2.0
//

import Combine
import Foundation

// ... existing code ...
