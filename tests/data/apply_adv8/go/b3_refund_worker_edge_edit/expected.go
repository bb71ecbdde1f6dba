// Copyright 2024 Shopline Commerce, Inc.
// SPDX-License-Identifier: LicenseRef-Shopline-Internal

// Command refund-worker consumes approved RMAs and issues refunds through the
// payment gateway, retrying transient gateway errors with exponential backoff.
package main

import (
	"context"
	"errors"
	"log/slog"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/shopline/returns/internal/payments"
	"github.com/shopline/returns/internal/queue"
	"github.com/shopline/returns/internal/rma"
)

const (
	topicApproved  = "rma.approved"
	maxAttempts    = 5
	initialBackoff = 2 * time.Second
)

type worker struct {
	gateway payments.Gateway
	rmas    rma.Repository
	log     *slog.Logger
}

func (w *worker) handle(ctx context.Context, msg queue.Message) error {
	var evt rma.ApprovedEvent
	if err := msg.Decode(&evt); err != nil {
		w.log.Error("dropping undecodable message", "id", msg.ID, "err", err)
		return nil
	}

	backoff := initialBackoff
	for attempt := 1; attempt <= maxAttempts; attempt++ {
		refundID, err := w.gateway.Refund(ctx, evt.PaymentID, evt.AmountCents, evt.RMANumber)
		if err == nil {
			return w.rmas.MarkRefunded(ctx, evt.RMANumber, refundID)
		}
		if !errors.Is(err, payments.ErrTransient) {
			return w.rmas.MarkRefundFailed(ctx, evt.RMANumber, err.Error())
		}
		w.log.Warn("transient refund failure", "rma", evt.RMANumber, "attempt", attempt, "err", err)
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(backoff):
		}
		backoff *= 2
	}
	return w.rmas.MarkRefundFailed(ctx, evt.RMANumber, "retries exhausted")
}

func main() {
	logger := slog.New(slog.NewJSONHandler(os.Stdout, nil))

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	gateway, err := payments.NewGatewayFromEnv()
	if err != nil {
		logger.Error("payment gateway config", "err", err)
		os.Exit(1)
	}
	repo, err := rma.OpenRepository(ctx, os.Getenv("RETURNS_DATABASE_URL"))
	if err != nil {
		logger.Error("open rma repository", "err", err)
		os.Exit(1)
	}
	defer repo.Close()

	w := &worker{gateway: gateway, rmas: repo, log: logger}
	consumer := queue.NewConsumer(os.Getenv("QUEUE_URL"), topicApproved)
	if err := consumer.Run(ctx, w.handle); err != nil && !errors.Is(err, context.Canceled) {
		logger.Error("consumer stopped", "err", err)
		os.Exit(1)
	}
	logger.Info("refund worker shut down cleanly", "processed", consumer.Processed())
}
