<?php

namespace App\Http\Controllers;

use App\Models\Invoice;
use App\Services\InvoicePdfRenderer;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Http\Response;
use Illuminate\Support\Facades\Gate;

class InvoiceController extends Controller
{
    public function __construct(private InvoicePdfRenderer $renderer)
    {
        $this->middleware('auth');
    }

    public function index(Request $request): JsonResponse
    {
        $invoices = Invoice::query()
            ->where('customer_id', $request->user()->customer_id)
            ->latest('issued_at')
            ->paginate(25);

        return response()->json($invoices);
    }

    public function show(Invoice $invoice): JsonResponse
    {
        Gate::authorize('view', $invoice);

        return response()->json($invoice->load('lines'));
    }

    public function download(Invoice $invoice): Response
    {
        Gate::authorize('view', $invoice);

        $pdf = $this->renderer->render($invoice);

        return response($pdf, 200, [
            'Content-Type' => 'application/pdf',
            'Content-Disposition' => sprintf('attachment; filename="invoice-%s.pdf"', $invoice->number),
        ]);
    }

    public function markPaid(Request $request, Invoice $invoice): JsonResponse
    {
        Gate::authorize('update', $invoice);

        $invoice->update([
            'paid_at' => now(),
            'payment_reference' => $request->string('reference'),
        ]);

        return response()->json($invoice->fresh());
    }
}
