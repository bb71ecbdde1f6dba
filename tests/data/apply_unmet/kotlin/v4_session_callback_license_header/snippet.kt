/*
 * Copyright 2024 Loopline Audio GmbH
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * SPDX-License-Identifier: Apache-2.0
 */
@file:OptIn(UnstableApi::class)

package com.loopline.player.session

// ... existing code ...
