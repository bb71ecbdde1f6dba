use std::fs::File;
use std::io::{self, BufRead, BufReader, Write};
use std::path::PathBuf;
use std::thread;
use std::time::Duration;

use clap::Parser;
use regex::Regex;

#[derive(Parser, Debug)]
#[command(name = "logtail", version, about = "Follow and filter log files")]
struct Args {
    /// Log file to read.
    path: PathBuf,

    /// Only print lines matching this regular expression.
    #[arg(short, long)]
    pattern: Option<String>,

    /// Keep reading as the file grows.
    #[arg(short, long)]
    follow: bool,

    /// Poll interval in milliseconds when following.
    #[arg(long, default_value_t = 250)]
    interval_ms: u64,

    /// Print line numbers.
    #[arg(short = 'n', long)]
    line_numbers: bool,
}

fn print_line(out: &mut impl Write, n: usize, line: &str, numbered: bool) -> io::Result<()> {
    if numbered {
        writeln!(out, "{:>6}  {}", n, line)
    } else {
        writeln!(out, "{}", line)
    }
}

fn run(args: Args) -> io::Result<()> {
    let filter = match &args.pattern {
        Some(p) => Some(Regex::new(p).map_err(|e| io::Error::new(io::ErrorKind::InvalidInput, e))?),
        None => None,
    };
    let mut reader = BufReader::new(File::open(&args.path)?);
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let mut line = String::new();
    let mut n = 0;

    loop {
        line.clear();
        let read = reader.read_line(&mut line)?;
        if read == 0 {
            if !args.follow {
                break;
            }
            out.flush()?;
            thread::sleep(Duration::from_millis(args.interval_ms));
            continue;
        }
        n += 1;
        let text = line.trim_end_matches(['\r', '\n']);
        if filter.as_ref().map_or(true, |re| re.is_match(text)) {
            print_line(&mut out, n, text, args.line_numbers)?;
        }
    }
    Ok(())
}

fn main() {
    let args = Args::parse();
    if let Err(e) = run(args) {
        eprintln!("logtail: {e}");
        std::process::exit(1);
    }
}
