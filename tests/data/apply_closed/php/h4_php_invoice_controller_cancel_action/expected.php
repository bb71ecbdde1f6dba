<?php

namespace App\Http\Controllers;

use App\Http\Requests\StoreInvoiceRequest;
use App\Models\Invoice;
use App\Services\InvoicePdfRenderer;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Http\Response;

class InvoiceController extends Controller
{
    public function __construct(private InvoicePdfRenderer $renderer)
    {
        $this->middleware('auth');
    }

    public function index(Request $request): JsonResponse
    {
        $invoices = Invoice::query()
            ->where('team_id', $request->user()->team_id)
            ->latest()
            ->paginate(20);

        return response()->json($invoices);
    }

    public function show(Invoice $invoice): JsonResponse
    {
        $this->authorize('view', $invoice);

        return response()->json($invoice->load('lines', 'customer'));
    }

    public function store(StoreInvoiceRequest $request): JsonResponse
    {
        $invoice = Invoice::create($request->validated() + [
            'team_id' => $request->user()->team_id,
            'status' => 'draft',
        ]);

        return response()->json($invoice, 201);
    }

    public function pdf(Invoice $invoice): Response
    {
        $this->authorize('view', $invoice);

        return response($this->renderer->render($invoice), 200, [
            'Content-Type' => 'application/pdf',
            'Content-Disposition' => 'inline; filename="invoice-' . $invoice->number . '.pdf"',
        ]);
    }

    public function send(Invoice $invoice): JsonResponse
    {
        $this->authorize('update', $invoice);

        if ($invoice->status !== 'draft') {
            return response()->json(['message' => 'Only draft invoices can be sent.'], 422);
        }

        $invoice->update(['status' => 'sent', 'sent_at' => now()]);

        return response()->json($invoice);
    }

    public function markPaid(Invoice $invoice): JsonResponse
    {
        $this->authorize('update', $invoice);

        if ($invoice->status !== 'sent') {
            return response()->json(['message' => 'Only sent invoices can be marked as paid.'], 422);
        }

        $invoice->update(['status' => 'paid', 'paid_at' => now()]);

        return response()->json($invoice);
    }

    public function cancel(Request $request, Invoice $invoice): JsonResponse
    {
        $this->authorize('update', $invoice);

        if ($invoice->status === 'paid') {
            return response()->json(['message' => 'Paid invoices cannot be cancelled.'], 422);
        }

        $invoice->update([
            'status' => 'cancelled',
            'cancelled_at' => now(),
            'cancel_reason' => $request->input('reason'),
        ]);

        return response()->json($invoice);
    }
}
