// <copyright file="OrderStatus.cs" company="Acme">
// Copyright (c) Acme. All rights reserved.
// </copyright>

#nullable enable

using System;
using System.Collections.Generic;

// ... rest of file unchanged ...
