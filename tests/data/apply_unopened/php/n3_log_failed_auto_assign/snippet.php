// ... existing code ...
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Log;

// ... existing code ...

    public function autoAssign(FieldJob $job): JsonResponse
    {
        // ... existing code ...

        $technician = $this->planner->bestTechnicianFor($job);

        if ($technician === null) {
            Log::warning('Auto-assign found no technician', [
                'job_id' => $job->id,
                'depot' => $job->depot,
                'required_skills' => $job->required_skills,
            ]);

            return response()->json(['error' => 'No technician available'], 503);
        }

        // ... existing code ...
