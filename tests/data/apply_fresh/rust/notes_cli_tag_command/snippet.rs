#[derive(Subcommand)]
enum Command {
    // ... Index and Search variants unchanged ...
    /// List notes changed in the last N days
    Recent {
        #[arg(default_value_t = 7)]
        days: u32,
    },
    /// Show notes tagged with TAG
    Tag {
        tag: String,
        /// Also match tags that start with TAG
        #[arg(long)]
        prefix: bool,
    },
}

fn run(cli: Cli) -> Result<()> {
    // ... dir expansion and the first match arms as before ...
        Command::Recent { days } => {
            for path in index::recent(&dir, days)? {
                println!("{}", path.display());
            }
        }
        Command::Tag { tag, prefix } => {
            for path in index::tagged(&dir, &tag, prefix)? {
                println!("{}", path.display());
            }
        }
    }
    Ok(())
}

/* ... main() stays the same ... */
