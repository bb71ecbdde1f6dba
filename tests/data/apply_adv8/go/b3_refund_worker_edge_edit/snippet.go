// Copyright 2024 Shopline Commerce, Inc.
// SPDX-License-Identifier: LicenseRef-Shopline-Internal

// Command refund-worker consumes approved RMAs and issues refunds through the
// payment gateway, retrying transient gateway errors with exponential backoff.
package main

// ... existing code ...
		os.Exit(1)
	}
	logger.Info("refund worker shut down cleanly", "processed", consumer.Processed())
}
