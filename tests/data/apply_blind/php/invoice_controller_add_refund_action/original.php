<?php

declare(strict_types=1);

namespace App\Http\Controllers;

use App\Models\Invoice;
use App\Services\InvoiceService;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class InvoiceController extends Controller
{
    public function __construct(private InvoiceService $invoices)
    {
    }

    public function index(Request $request): JsonResponse
    {
        $invoices = Invoice::query()
            ->where('customer_id', $request->user()->customer_id)
            ->latest()
            ->paginate(25);

        return response()->json($invoices);
    }

    public function show(Request $request, int $id): JsonResponse
    {
        $invoice = $this->findOwned($request, $id);

        return response()->json($invoice);
    }

    public function markPaid(Request $request, int $id): JsonResponse
    {
        $invoice = $this->findOwned($request, $id);
        $this->authorize('update', $invoice);

        $invoice = $this->invoices->markPaid($invoice, $request->input('reference'));

        return response()->json($invoice);
    }

    public function cancel(Request $request, int $id): JsonResponse
    {
        $invoice = $this->findOwned($request, $id);
        $this->authorize('update', $invoice);

        $invoice = $this->invoices->cancel($invoice, $request->input('reason'));

        return response()->json($invoice);
    }

    private function findOwned(Request $request, int $id): Invoice
    {
        return Invoice::query()
            ->where('customer_id', $request->user()->customer_id)
            ->findOrFail($id);
    }
}
