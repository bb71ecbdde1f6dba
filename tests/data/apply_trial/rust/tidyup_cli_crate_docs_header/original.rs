//! tidyup: clean stale build directories.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use clap::Parser;

/// Command-line options.
#[derive(Debug, Parser)]
#[command(name = "tidyup", version)]
struct Cli {
    /// Root directory to scan.
    #[arg(default_value = ".")]
    root: PathBuf,

    /// Remove directories untouched for this many days.
    #[arg(long, default_value_t = 30)]
    days: u64,

    /// Names of build directories to look for.
    #[arg(long = "name", default_values = ["target", "node_modules"])]
    names: Vec<String>,

    /// Only print what would be removed.
    #[arg(long)]
    dry_run: bool,
}

fn modified_before(path: &Path, cutoff: SystemTime) -> io::Result<bool> {
    Ok(fs::metadata(path)?.modified()? < cutoff)
}

fn find_stale(root: &Path, names: &[String], cutoff: SystemTime, found: &mut Vec<PathBuf>) -> io::Result<()> {
    for entry in fs::read_dir(root)? {
        let entry = entry?;
        if !entry.file_type()?.is_dir() {
            continue;
        }
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().into_owned();
        if names.contains(&name) {
            if modified_before(&path, cutoff)? {
                found.push(path);
            }
        } else if !name.starts_with('.') {
            find_stale(&path, names, cutoff, found)?;
        }
    }
    Ok(())
}

fn main() -> io::Result<()> {
    let cli = Cli::parse();
    let cutoff = SystemTime::now() - Duration::from_secs(cli.days * 24 * 60 * 60);
    let mut stale = Vec::new();
    find_stale(&cli.root, &cli.names, cutoff, &mut stale)?;
    for path in &stale {
        if cli.dry_run {
            println!("would remove {}", path.display());
        } else {
            fs::remove_dir_all(path)?;
            println!("removed {}", path.display());
        }
    }
    Ok(())
}
