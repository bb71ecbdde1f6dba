<?php

namespace App\Http\Controllers;

use App\Http\Requests\StoreInvoiceRequest;
use App\Models\Invoice;
use App\Services\InvoiceNumberGenerator;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Http\Response;

class InvoiceController extends Controller
{
    public function __construct(private InvoiceNumberGenerator $numbers)
    {
        $this->middleware('auth');
    }

    public function index(Request $request): JsonResponse
    {
        $invoices = Invoice::query()
            ->where('team_id', $request->user()->team_id)
            ->latest('issued_at')
            ->paginate(25);

        return response()->json($invoices);
    }

    public function store(StoreInvoiceRequest $request): JsonResponse
    {
        $invoice = Invoice::create([
            ...$request->validated(),
            'team_id' => $request->user()->team_id,
            'number' => $this->numbers->next(),
        ]);

        return response()->json($invoice, 201);
    }

    public function show(Invoice $invoice): JsonResponse
    {
        $this->authorize('view', $invoice);

        return response()->json($invoice->load('lines', 'customer'));
    }

    public function legacyExport(Request $request): Response
    {
        $rows = Invoice::query()
            ->where('team_id', $request->user()->team_id)
            ->orderBy('number')
            ->get();

        $csv = "number;customer;total\n";
        foreach ($rows as $row) {
            $csv .= sprintf("%s;%s;%.2f\n", $row->number, $row->customer_name, $row->total);
        }

        return response($csv, 200, ['Content-Type' => 'text/csv']);
    }

    public function destroy(Invoice $invoice): Response
    {
        $this->authorize('delete', $invoice);

        if ($invoice->isPaid()) {
            abort(409, 'Paid invoices cannot be deleted.');
        }

        $invoice->delete();

        return response()->noContent();
    }
}
