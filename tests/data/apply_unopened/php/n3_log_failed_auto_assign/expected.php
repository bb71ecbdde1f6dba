<?php

namespace App\Http\Controllers;

use App\Http\Requests\AssignJobRequest;
use App\Models\FieldJob;
use App\Models\Technician;
use App\Services\DispatchPlanner;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Log;

class DispatchController extends Controller
{
    public function __construct(private DispatchPlanner $planner)
    {
    }

    public function index(Request $request): JsonResponse
    {
        $jobs = FieldJob::query()
            ->whereIn('status', ['open', 'assigned'])
            ->when($request->query('depot'), fn ($q, $depot) => $q->where('depot', $depot))
            ->orderBy('priority')
            ->orderBy('created_at')
            ->paginate(50);

        return response()->json($jobs);
    }

    public function assign(AssignJobRequest $request, FieldJob $job): JsonResponse
    {
        if ($job->status !== 'open') {
            return response()->json(['error' => 'Job is not open for assignment'], 409);
        }

        $technician = Technician::findOrFail($request->validated('technician_id'));

        if (! $technician->hasSkills($job->required_skills)) {
            return response()->json(['error' => 'Technician lacks required skills'], 422);
        }

        $job->assignTo($technician);

        return response()->json($job->fresh(), 200);
    }

    public function autoAssign(FieldJob $job): JsonResponse
    {
        if ($job->status !== 'open') {
            return response()->json(['error' => 'Job is not open for assignment'], 409);
        }

        $technician = $this->planner->bestTechnicianFor($job);

        if ($technician === null) {
            Log::warning('Auto-assign found no technician', [
                'job_id' => $job->id,
                'depot' => $job->depot,
                'required_skills' => $job->required_skills,
            ]);

            return response()->json(['error' => 'No technician available'], 503);
        }

        $job->assignTo($technician);

        return response()->json($job->fresh(), 200);
    }

    public function unassign(FieldJob $job): JsonResponse
    {
        if ($job->status !== 'assigned') {
            return response()->json(['error' => 'Job is not assigned'], 409);
        }

        $job->unassign();

        return response()->json($job->fresh(), 200);
    }
}
