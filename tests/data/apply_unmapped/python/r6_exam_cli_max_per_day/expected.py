#!/usr/bin/env python3
"""Greedy exam timetable builder used by the registrar's exams team.

Reads exam sittings and student enrolments from CSV and writes a slot
assignment that avoids student clashes.
"""

import argparse
import csv
import sys
from collections import defaultdict


def load_sittings(path):
    with open(path, newline="") as handle:
        return [row["course_code"] for row in csv.DictReader(handle)]


def load_enrolments(path):
    students_by_course = defaultdict(set)
    with open(path, newline="") as handle:
        for row in csv.DictReader(handle):
            students_by_course[row["course_code"]].add(row["student_id"])
    return students_by_course


def load_slots(path):
    with open(path, newline="") as handle:
        return [(row["day"], row["session"]) for row in csv.DictReader(handle)]


def assign_slots(sittings, enrolments, slots, max_per_day=2):
    ordered = sorted(sittings, key=lambda code: len(enrolments[code]), reverse=True)
    assignment = {}
    exams_per_student_day = defaultdict(int)
    for code in ordered:
        students = enrolments[code]
        for day, session in slots:
            taken = [other for other, slot in assignment.items() if slot == (day, session)]
            if any(students & enrolments[other] for other in taken):
                continue
            if any(exams_per_student_day[(student, day)] >= max_per_day for student in students):
                continue
            assignment[code] = (day, session)
            for student in students:
                exams_per_student_day[(student, day)] += 1
            break
        else:
            raise RuntimeError(f"no clash-free slot for {code}")
    return assignment


def write_assignment(assignment, path):
    with open(path, "w", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(["course_code", "day", "session"])
        for code, (day, session) in sorted(assignment.items()):
            writer.writerow([code, day, session])


def build_parser():
    parser = argparse.ArgumentParser(description="Build the exam timetable.")
    parser.add_argument("--sittings", required=True, help="CSV of exam sittings")
    parser.add_argument("--enrolments", required=True, help="CSV of student enrolments")
    parser.add_argument("--slots", required=True, help="CSV of available day/session slots")
    parser.add_argument("--out", default="timetable.csv", help="where to write the assignment")
    parser.add_argument(
        "--max-per-day",
        type=int,
        default=2,
        help="most exams any student may sit on one day",
    )
    return parser


def main(argv=None):
    args = build_parser().parse_args(argv)
    sittings = load_sittings(args.sittings)
    enrolments = load_enrolments(args.enrolments)
    slots = load_slots(args.slots)
    try:
        assignment = assign_slots(sittings, enrolments, slots, max_per_day=args.max_per_day)
    except RuntimeError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    write_assignment(assignment, args.out)
    print(f"assigned {len(assignment)} exams to {len(set(assignment.values()))} slots")
    return 0


if __name__ == "__main__":
    sys.exit(main())
