// ... keep existing code

        private bool IsValid(GpsPing ping, out string reason)
        {
            // ... keep existing code
            if (ping.Latitude is < -90 or > 90 || ping.Longitude is < -180 or > 180)
            {
                reason = "coordinates out of range";
                return false;
            }
            if (ping.Latitude == 0 && ping.Longitude == 0)
            {
                // Modems report 0,0 until they have a GPS fix.
                reason = "no gps fix";
                return false;
            }
            if (ping.SpeedKph < 0 || ping.SpeedKph > MaxSpeedKph)
            {
                reason = "implausible speed";
                return false;
            }
            // ... keep existing code
        }
    }
}
