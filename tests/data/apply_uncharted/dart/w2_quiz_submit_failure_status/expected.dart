import 'dart:async';

import '../models/quiz.dart';
import '../services/attempt_api.dart';

enum SessionStatus { idle, running, submitting, finished, expired }

class QuizSession {
  QuizSession({required this.quiz, required this.api, DateTime Function()? clock})
      : _clock = clock ?? DateTime.now;

  final Quiz quiz;
  final AttemptApi api;
  final DateTime Function() _clock;

  final Map<String, Set<String>> _answers = {};
  final _statusController = StreamController<SessionStatus>.broadcast();
  SessionStatus _status = SessionStatus.idle;
  String? _attemptId;
  DateTime? _deadline;
  Timer? _ticker;

  Stream<SessionStatus> get statusChanges => _statusController.stream;
  SessionStatus get status => _status;

  Duration get remaining {
    final deadline = _deadline;
    if (deadline == null) return Duration.zero;
    final left = deadline.difference(_clock());
    return left.isNegative ? Duration.zero : left;
  }

  void _setStatus(SessionStatus next) {
    _status = next;
    _statusController.add(next);
  }

  Future<void> start() async {
    final attempt = await api.startAttempt(quiz.id);
    _attemptId = attempt.id;
    if (quiz.timeLimit != null) {
      _deadline = _clock().add(quiz.timeLimit!);
      _ticker = Timer.periodic(const Duration(seconds: 1), (_) => _checkDeadline());
    }
    _setStatus(SessionStatus.running);
  }

  void answer(String questionId, Set<String> optionIds) {
    if (_status != SessionStatus.running) return;
    _answers[questionId] = Set.of(optionIds);
  }

  void _checkDeadline() {
    if (_status == SessionStatus.running && remaining == Duration.zero) {
      _ticker?.cancel();
      _setStatus(SessionStatus.expired);
      submit();
    }
  }

  Future<AttemptResult> submit() async {
    final attemptId = _attemptId;
    if (attemptId == null) {
      throw StateError('submit() called before start()');
    }
    _ticker?.cancel();
    _setStatus(SessionStatus.submitting);
    final payload = {
      for (final entry in _answers.entries) entry.key: entry.value.toList(),
    };
    final AttemptResult result;
    try {
      result = await api.submitAttempt(attemptId, payload);
    } catch (_) {
      // Let the learner retry; an expired session stays expired.
      _setStatus(remaining == Duration.zero ? SessionStatus.expired : SessionStatus.running);
      rethrow;
    }
    _setStatus(SessionStatus.finished);
    return result;
  }

  Future<void> dispose() async {
    _ticker?.cancel();
    await _statusController.close();
  }
}
