<?php

namespace App\Http\Controllers;

use App\Http\Requests\StoreLeakReportRequest;
use App\Models\LeakReport;
use App\Notifications\LeakReportReceived;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Notification;

class LeakReportController extends Controller
{
    private const PAGE_SIZE = 25;

    public function index(Request $request): JsonResponse
    {
        $query = LeakReport::query()->latest('reported_at');

        if ($request->filled('status')) {
            $query->where('status', $request->input('status'));
        }

        if ($request->filled('zone')) {
            $query->where('pressure_zone', $request->input('zone'));
        }

        return response()->json($query->paginate(self::PAGE_SIZE));
    }

    public function store(StoreLeakReportRequest $request): JsonResponse
    {
        $data = $request->validated();

        $report = new LeakReport();
        $report->reporter_name = $data['reporter_name'];
        $report->reporter_phone = $data['reporter_phone'] ?? null;
        $report->street_address = $data['street_address'];
        $report->description = $data['description'];
        $report->severity = $data['severity'] ?? 'unknown';
        $report->status = 'new';
        $report->reported_at = now();
        $report->save();

        Notification::route('mail', config('water.dispatch_email'))
            ->notify(new LeakReportReceived($report));

        return response()->json($report, 201);
    }

    public function show(LeakReport $leakReport): JsonResponse
    {
        return response()->json($leakReport->load('workOrders'));
    }

    public function updateStatus(Request $request, LeakReport $leakReport): JsonResponse
    {
        $validated = $request->validate([
            'status' => 'required|in:new,triaged,dispatched,repaired,closed',
        ]);

        $leakReport->status = $validated['status'];
        $leakReport->save();

        return response()->json($leakReport);
    }
}
