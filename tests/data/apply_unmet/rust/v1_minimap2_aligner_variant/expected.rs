use std::path::{Path, PathBuf};
use std::process::Command;

use serde::Deserialize;

/// Aligners the pipeline knows how to launch on the cluster nodes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Aligner {
    Bwa,
    Bowtie2,
    Minimap2,
}

#[derive(Debug, Clone, Deserialize)]
pub struct AlignmentJob {
    pub sample_id: String,
    pub aligner: Aligner,
    pub reference: PathBuf,
    pub read1: PathBuf,
    pub read2: Option<PathBuf>,
    #[serde(default = "default_threads")]
    pub threads: u32,
}

fn default_threads() -> u32 {
    8
}

impl Aligner {
    pub fn binary(&self) -> &'static str {
        match self {
            Aligner::Bwa => "bwa",
            Aligner::Bowtie2 => "bowtie2",
            Aligner::Minimap2 => "minimap2",
        }
    }

    /// Index files that must exist next to the reference FASTA.
    pub fn index_suffixes(&self) -> &'static [&'static str] {
        match self {
            Aligner::Bwa => &[".amb", ".ann", ".bwt", ".pac", ".sa"],
            Aligner::Bowtie2 => &[".1.bt2", ".2.bt2", ".rev.1.bt2"],
            // minimap2 can align straight against the FASTA; no prebuilt index required
            Aligner::Minimap2 => &[],
        }
    }
}

impl AlignmentJob {
    pub fn index_ready(&self) -> bool {
        self.aligner.index_suffixes().iter().all(|suffix| {
            let mut p = self.reference.clone().into_os_string();
            p.push(suffix);
            Path::new(&p).exists()
        })
    }

    pub fn command(&self) -> Command {
        let mut cmd = Command::new(self.aligner.binary());
        match self.aligner {
            Aligner::Bwa => {
                cmd.arg("mem").arg("-t").arg(self.threads.to_string());
                cmd.arg(&self.reference).arg(&self.read1);
                if let Some(r2) = &self.read2 {
                    cmd.arg(r2);
                }
            }
            Aligner::Bowtie2 => {
                cmd.arg("-p").arg(self.threads.to_string());
                cmd.arg("-x").arg(&self.reference);
                match &self.read2 {
                    Some(r2) => {
                        cmd.arg("-1").arg(&self.read1).arg("-2").arg(r2);
                    }
                    None => {
                        cmd.arg("-U").arg(&self.read1);
                    }
                }
            }
            Aligner::Minimap2 => {
                cmd.arg("-ax").arg("sr").arg("-t").arg(self.threads.to_string());
                cmd.arg(&self.reference).arg(&self.read1);
                if let Some(r2) = &self.read2 {
                    cmd.arg(r2);
                }
            }
        }
        cmd
    }

    pub fn output_bam(&self, out_dir: &Path) -> PathBuf {
        out_dir.join(format!("{}.{}.bam", self.sample_id, self.aligner.binary()))
    }
}
