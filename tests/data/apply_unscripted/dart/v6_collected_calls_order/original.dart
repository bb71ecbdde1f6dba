import 'package:cloud_firestore/cloud_firestore.dart';

import '../models/swarm_call.dart';

/// Firestore access for swarm calls reported by the public.
class SwarmCallRepository {
  SwarmCallRepository(this._db);

  final FirebaseFirestore _db;

  CollectionReference<Map<String, dynamic>> get _calls =>
      _db.collection('swarm_calls');

  Stream<List<SwarmCall>> watchOpen() {
    return _calls
        .where('status', isEqualTo: 'open')
        .orderBy('reportedAt', descending: true)
        .snapshots()
        .map((snap) => snap.docs.map(SwarmCall.fromDoc).toList());
  }

  Stream<List<SwarmCall>> watchAssignedTo(String memberId) {
    return _calls
        .where('status', isEqualTo: 'assigned')
        .where('collectorId', isEqualTo: memberId)
        .orderBy('reportedAt', descending: true)
        .snapshots()
        .map((snap) => snap.docs.map(SwarmCall.fromDoc).toList());
  }

  Stream<List<SwarmCall>> watchCollected() {
    return _calls
        .where('status', isEqualTo: 'collected')
        .orderBy('reportedAt', descending: true)
        .snapshots()
        .map((snap) => snap.docs.map(SwarmCall.fromDoc).toList());
  }

  Future<List<SwarmCall>> fetchForPostcode(String postcodeArea) async {
    final snap = await _calls
        .where('postcodeArea', isEqualTo: postcodeArea)
        .orderBy('reportedAt', descending: true)
        .limit(50)
        .get();
    return snap.docs.map(SwarmCall.fromDoc).toList();
  }

  Future<void> assign(String callId, String memberId) {
    return _calls.doc(callId).update({
      'status': 'assigned',
      'collectorId': memberId,
      'assignedAt': FieldValue.serverTimestamp(),
    });
  }

  Future<void> markCollected(String callId) {
    return _calls.doc(callId).update({
      'status': 'collected',
      'collectedAt': FieldValue.serverTimestamp(),
    });
  }
}
