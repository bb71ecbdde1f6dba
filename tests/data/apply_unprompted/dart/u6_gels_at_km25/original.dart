// Aid station layout for the 2024 city marathon course.
// Kilometre marks are measured along the certified route from the start arch.

enum Supply { water, electrolyte, gels, bananas, sponges, medical }

class AidStationSpec {
  final String code;
  final String name;
  final double km;
  final Set<Supply> supplies;
  final int tables;
  final int volunteersNeeded;
  final bool toilets;

  const AidStationSpec({
    required this.code,
    required this.name,
    required this.km,
    required this.supplies,
    required this.tables,
    required this.volunteersNeeded,
    this.toilets = false,
  });

  bool get hasNutrition =>
      supplies.contains(Supply.gels) || supplies.contains(Supply.bananas);
}

const List<AidStationSpec> courseStations = [
  AidStationSpec(
    code: 'AS1',
    name: 'Riverside Bridge',
    km: 5.0,
    supplies: {Supply.water},
    tables: 4,
    volunteersNeeded: 12,
  ),
  AidStationSpec(
    code: 'AS2',
    name: 'Old Market Square',
    km: 10.0,
    supplies: {Supply.water, Supply.electrolyte},
    tables: 6,
    volunteersNeeded: 16,
    toilets: true,
  ),
  AidStationSpec(
    code: 'AS3',
    name: 'University Gates',
    km: 15.0,
    supplies: {Supply.water, Supply.electrolyte, Supply.sponges},
    tables: 6,
    volunteersNeeded: 16,
  ),
  AidStationSpec(
    code: 'AS4',
    name: 'Harbour Road',
    km: 20.0,
    supplies: {Supply.water, Supply.electrolyte, Supply.gels},
    tables: 8,
    volunteersNeeded: 20,
    toilets: true,
  ),
  AidStationSpec(
    code: 'AS5',
    name: 'Lighthouse Park',
    km: 25.0,
    supplies: {Supply.water, Supply.electrolyte, Supply.sponges},
    tables: 6,
    volunteersNeeded: 16,
  ),
  AidStationSpec(
    code: 'AS6',
    name: 'Gasworks Hill',
    km: 30.0,
    supplies: {Supply.water, Supply.electrolyte, Supply.gels, Supply.bananas},
    tables: 8,
    volunteersNeeded: 20,
    toilets: true,
  ),
  AidStationSpec(
    code: 'AS7',
    name: 'Cathedral Green',
    km: 35.0,
    supplies: {Supply.water, Supply.electrolyte, Supply.medical},
    tables: 6,
    volunteersNeeded: 18,
  ),
  AidStationSpec(
    code: 'AS8',
    name: 'Town Hall Straight',
    km: 40.0,
    supplies: {Supply.water, Supply.sponges},
    tables: 4,
    volunteersNeeded: 12,
  ),
];
