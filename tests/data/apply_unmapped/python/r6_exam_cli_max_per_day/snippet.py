def build_parser():
    parser = argparse.ArgumentParser(description="Build the exam timetable.")
    # ... existing --sittings/--enrolments/--slots/--out arguments ...
    parser.add_argument(
        "--max-per-day",
        type=int,
        default=2,
        help="most exams any student may sit on one day",
    )
    return parser


def main(argv=None):
    args = build_parser().parse_args(argv)
    # ... load sittings, enrolments and slots as before ...
    try:
        assignment = assign_slots(sittings, enrolments, slots, max_per_day=args.max_per_day)
    except RuntimeError as error:
        # ... unchanged ...
