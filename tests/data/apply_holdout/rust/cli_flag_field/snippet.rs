struct Cli {
    /// Path of the vault
    #[arg(long, env = "NOTES_VAULT", default_value = "~/notes")]
    vault: PathBuf,

    /// Print debug output
    #[arg(short, long)]
    verbose: bool,

    // ... existing code ...
}
