/* ... existing code ... */
	{
		.id = STATION_FRYER,
		.name = "fryer",
		.target_secs = 300,
		.warn_secs = 360,
		.printer = "kds-fry-01",
	},
/* ... existing code ... */
