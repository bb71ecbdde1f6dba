/* ... existing code ... */

static bool reefer_out_of_range(const struct reefer_plug *plug)
{
	double deviation = fabs(plug->supply_temp_c - plug->setpoint_c);

	return deviation > plug->tolerance_c;
}

static void reefer_log_reading(const struct reefer_plug *plug, FILE *out)
{
/* ... existing code ... */
