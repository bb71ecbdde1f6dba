// Copyright (c) Northwind Traders. All rights reserved.
// SPDX-License-Identifier: MIT

using System;
using System.IO;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.Extensions.Diagnostics.HealthChecks;

namespace Northwind.Api.Health;

// ... rest of the file unchanged ...
