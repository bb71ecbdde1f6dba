<?php

declare(strict_types=1);

namespace App\Http\Controllers;

use App\Models\Loan;
use App\Services\LoanNotifier;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class LoanController extends Controller
{
    public function __construct(private LoanNotifier $notifier)
    {
    }

    public function index(Request $request): JsonResponse
    {
        $loans = Loan::query()
            ->when($request->query('status'), fn ($q, $status) => $q->where('status', $status))
            ->orderBy('due_back')
            ->paginate(25);

        return response()->json($loans);
    }

    public function show(int $id): JsonResponse
    {
        $loan = Loan::with(['objects', 'borrower'])->findOrFail($id);

        return response()->json($loan);
    }

    public function approve(Request $request, int $id): JsonResponse
    {
        $loan = Loan::findOrFail($id);
        $this->authorize('approve', $loan);

        $loan->status = 'approved';
        $loan->approved_by = $request->user()->id;
        $loan->save();

        $this->notifier->approved($loan);

        return response()->json($loan);
    }

    public function dispatch(Request $request, int $id): JsonResponse
    {
        $loan = Loan::findOrFail($id);
        $this->authorize('dispatch', $loan);

        $loan->status = 'in_transit';
        $loan->courier = $request->input('courier');
        $loan->save();

        $this->notifier->dispatched($loan);

        return response()->json($loan);
    }

    public function markReturned(Request $request, int $id): JsonResponse
    {
        $loan = Loan::findOrFail($id);
        $this->authorize('receive', $loan);

        $loan->status = 'returned';
        $loan->condition_report = $request->input('condition_report');
        $loan->save();

        $this->notifier->returned($loan);

        return response()->json($loan);
    }
}
