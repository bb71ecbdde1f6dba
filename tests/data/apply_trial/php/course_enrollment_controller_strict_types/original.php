<?php

namespace App\Http\Controllers;

use App\Models\Course;
use App\Models\Enrollment;
use App\Notifications\EnrollmentConfirmed;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\View\View;

class EnrollmentController extends Controller
{
    public function __construct()
    {
        $this->middleware('auth');
        $this->middleware('verified')->only(['store', 'destroy']);
    }

    public function index(Request $request): View
    {
        $enrollments = $request->user()
            ->enrollments()
            ->with('course.instructor')
            ->latest()
            ->paginate(15);

        return view('enrollments.index', compact('enrollments'));
    }

    public function store(Request $request, Course $course): RedirectResponse
    {
        $enrollment = DB::transaction(function () use ($request, $course) {
            $locked = Course::whereKey($course->id)->lockForUpdate()->firstOrFail();
            abort_if($locked->isFull(), 422, 'This course is full.');

            return Enrollment::firstOrCreate([
                'user_id' => $request->user()->id,
                'course_id' => $course->id,
            ], [
                'status' => 'active',
                'enrolled_at' => now(),
            ]);
        });

        if ($enrollment->wasRecentlyCreated) {
            $request->user()->notify(new EnrollmentConfirmed($course));
        }

        return redirect()
            ->route('courses.show', $course)
            ->with('status', 'You are enrolled in ' . $course->title . '.');
    }

    public function destroy(Request $request, Course $course): RedirectResponse
    {
        $deleted = Enrollment::where('user_id', $request->user()->id)
            ->where('course_id', $course->id)
            ->delete();

        abort_unless($deleted > 0, 404);

        return redirect()
            ->route('enrollments.index')
            ->with('status', 'You have left ' . $course->title . '.');
    }
}
