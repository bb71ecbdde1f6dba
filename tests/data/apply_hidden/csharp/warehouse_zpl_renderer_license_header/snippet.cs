// Copyright (c) Northwind Traders. All rights reserved.
// Licensed under the MIT License.

#nullable enable

using System;
using System.Collections.Generic;
using System.Text;

// ... rest of file unchanged ...
