        // Display
        public int ResolutionWidth { get; set; } = 1920;
        public int ResolutionHeight { get; set; } = 1080;
        public bool Fullscreen { get; set; } = true;
        public bool VSync { get; set; } = true;
        public int TargetFrameRate { get; set; } = 60;

        // ... audio and control settings unchanged ...

        // ... Load / Save stay the same ...

        public void Clamp()
        {
            ResolutionWidth = Math.Clamp(ResolutionWidth, 640, 7680);
            ResolutionHeight = Math.Clamp(ResolutionHeight, 480, 4320);
            TargetFrameRate = VSync ? Math.Clamp(TargetFrameRate, 30, 144) : Math.Clamp(TargetFrameRate, 30, 240);
            // ... volume and sensitivity clamps as before ...
        }
