use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context, Result};
use clap::{Parser, Subcommand};

mod index;
mod search;

#[derive(Parser)]
#[command(name = "notes", version, about = "Index and search a folder of markdown notes")]
struct Cli {
    /// Folder holding the notes
    #[arg(long, env = "NOTES_DIR", default_value = "~/notes")]
    dir: PathBuf,

    /// Print debug output
    #[arg(short, long, global = true)]
    verbose: bool,

    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Rebuild the search index
    Index {
        /// Drop the old index first
        #[arg(long)]
        clean: bool,
    },
    /// Search notes for a phrase
    Search {
        query: String,
        #[arg(short, long, default_value_t = 10)]
        limit: usize,
    },
    /// List notes changed in the last N days
    Recent {
        #[arg(default_value_t = 7)]
        days: u32,
    },
}

fn run(cli: Cli) -> Result<()> {
    let dir = shellexpand::tilde(&cli.dir.to_string_lossy()).into_owned();
    let dir = PathBuf::from(dir);
    match cli.command {
        Command::Index { clean } => {
            let count = index::rebuild(&dir, clean).context("rebuilding index")?;
            println!("indexed {count} notes");
        }
        Command::Search { query, limit } => {
            for hit in search::query(&dir, &query, limit)? {
                println!("{:>5.2}  {}", hit.score, hit.path.display());
            }
        }
        Command::Recent { days } => {
            for path in index::recent(&dir, days)? {
                println!("{}", path.display());
            }
        }
    }
    Ok(())
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let verbose = cli.verbose;
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            if verbose {
                eprintln!("error: {err:?}");
            } else {
                eprintln!("error: {err}");
            }
            ExitCode::FAILURE
        }
    }
}
