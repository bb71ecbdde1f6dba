<?php

namespace App\Http\Controllers\Admin;

use App\Http\Controllers\Controller;
use App\Http\Requests\StoreCaptionJobRequest;
use App\Models\CaptionJob;
use App\Models\LessonVideo;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class CaptionJobController extends Controller
{
    private const PER_PAGE = 25;

    public function index(Request $request): JsonResponse
    {
        $jobs = CaptionJob::query()
            ->with('video:id,title,course_id')
            ->when($request->query('status'), fn ($q, $status) => $q->where('status', $status))
            ->latest()
            ->paginate(self::PER_PAGE);

        return response()->json($jobs);
    }

    public function store(StoreCaptionJobRequest $request, LessonVideo $video): JsonResponse
    {
        $job = $video->captionJobs()->create([
            'language' => $request->validated('language'),
            'provider' => $request->validated('provider', 'whisper'),
            'status' => CaptionJob::STATUS_QUEUED,
            'requested_by' => $request->user()->id,
        ]);

        return response()->json($job, 201);
    }

    public function show(CaptionJob $job): JsonResponse
    {
        return response()->json($job->load('video', 'tracks'));
    }

    public function retry(CaptionJob $job): JsonResponse
    {
        if ($job->status !== CaptionJob::STATUS_FAILED) {
            return response()->json(['message' => 'Only failed jobs can be retried.'], 409);
        }

        $job->update([
            'status' => CaptionJob::STATUS_QUEUED,
            'attempts' => 0,
            'error' => null,
        ]);

        return response()->json($job);
    }

    public function cancel(CaptionJob $job): JsonResponse
    {
        if ($job->status === CaptionJob::STATUS_DONE) {
            return response()->json(['message' => 'Finished jobs cannot be cancelled.'], 409);
        }

        $job->update(['status' => CaptionJob::STATUS_CANCELLED]);

        return response()->json($job);
    }
}
