using System;
using System.IO;
using System.Text.Json;

namespace Lumen.Game.Settings
{
    public class GameSettings
    {
        // Display
        public int ResolutionWidth { get; set; } = 1920;
        public int ResolutionHeight { get; set; } = 1080;
        public bool Fullscreen { get; set; } = true;
        public int TargetFrameRate { get; set; } = 60;

        // Audio
        public float MasterVolume { get; set; } = 1.0f;
        public float MusicVolume { get; set; } = 0.8f;
        public float EffectsVolume { get; set; } = 0.9f;
        public bool MuteWhenUnfocused { get; set; } = true;

        // Controls
        public float MouseSensitivity { get; set; } = 1.0f;
        public bool InvertY { get; set; }
        public string KeyBindingsProfile { get; set; } = "default";

        private static readonly JsonSerializerOptions JsonOptions = new() { WriteIndented = true };

        public static GameSettings Load(string path)
        {
            if (!File.Exists(path))
            {
                return new GameSettings();
            }

            var json = File.ReadAllText(path);
            var settings = JsonSerializer.Deserialize<GameSettings>(json, JsonOptions) ?? new GameSettings();
            settings.Clamp();
            return settings;
        }

        public void Save(string path)
        {
            Directory.CreateDirectory(Path.GetDirectoryName(path)!);
            File.WriteAllText(path, JsonSerializer.Serialize(this, JsonOptions));
        }

        public void Clamp()
        {
            ResolutionWidth = Math.Clamp(ResolutionWidth, 640, 7680);
            ResolutionHeight = Math.Clamp(ResolutionHeight, 480, 4320);
            TargetFrameRate = Math.Clamp(TargetFrameRate, 30, 240);
            MasterVolume = Math.Clamp(MasterVolume, 0f, 1f);
            MusicVolume = Math.Clamp(MusicVolume, 0f, 1f);
            EffectsVolume = Math.Clamp(EffectsVolume, 0f, 1f);
            MouseSensitivity = Math.Clamp(MouseSensitivity, 0.1f, 10f);
        }
    }
}
