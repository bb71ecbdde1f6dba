<?php

namespace App\Http\Controllers;

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
            ->where('account_id', $request->user()->account_id)
            ->latest('issued_at')
            ->paginate(20);

        return response()->json($invoices);
    }

    public function show(Invoice $invoice): JsonResponse
    {
        $this->authorize('view', $invoice);

        return response()->json($invoice->load('lines', 'customer'));
    }

    public function markPaid(Invoice $invoice): JsonResponse
    {
        $this->authorize('update', $invoice);

        $invoice->update([
            'status' => 'paid',
            'paid_at' => now(),
        ]);

        return response()->json($invoice);
    }

    public function void(Invoice $invoice): JsonResponse
    {
        $this->authorize('update', $invoice);

        $invoice->update([
            'status' => 'void',
            'voided_at' => now(),
        ]);

        return response()->json($invoice);
    }

    public function download(Invoice $invoice): Response
    {
        $this->authorize('view', $invoice);

        $pdf = $this->renderer->render($invoice);

        return response($pdf, 200, [
            'Content-Type' => 'application/pdf',
            'Content-Disposition' => 'attachment; filename="invoice-' . $invoice->number . '.pdf"',
        ]);
    }
}
